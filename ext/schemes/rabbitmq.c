/*
** rabbitmq.c - RabbitMQ's consistent-hash exchange (no SQLite
** dependency).
**
**   SELECT key_hash('user42', 'rabbitmq_chx');          -- 85922846 (phash2)
**   SELECT key_partition('user42', 3, 'rabbitmq_chx');  -- 2
**   SELECT key_partition('user42', 100, 'rabbitmq_chx');  -- 21
**
** rabbitmq_consistent_hash_exchange (3.8+, x-consistent-hash): a message
** goes to bucket jump_consistent_hash(erlang:phash2(RoutingKey), N), N
** the sum of the bindings' weights (erlang_hash.h). Bindings own
** consecutive buckets in the order they were added (a queue bound with
** weight w owns w of them), so with weight-1 bindings the partition is
** the queue's position.
**
** The key is the routing key: an INTEGER is its decimal text, a TEXT its
** UTF-8 bytes, a BLOB its bytes (AMQP's shortstr holds at most 255 bytes;
** rowkey hashes longer keys as phash2 would). key_hash is the phash2
** value (0 .. 2^27 - 1). A NULL key gives NULL: a routing key is always a
** binary, empty by default.
*/
#include "scheme.h"
#include "keys.h"
#include "erlang_hash.h"

static int64_t chx_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS], *z = rk_format_int64_back(buf + sizeof buf, v);
  (void)seed;
  return (int64_t)rk_erlang_phash2_binary(z, (size_t)(buf + sizeof buf - z));
}

static int chx_bytes(const unsigned char *z, size_t n, int isText,
                     uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = (int64_t)rk_erlang_phash2_binary(z, n);
  return RK_HASHED;
}

static uint64_t chx_reduce(int64_t hash, const RkPlace *pl){
  return rk_erlang_chx_bucket((uint64_t)hash, pl->n);
}

static uint64_t chx_int_partition(int64_t v, const RkPlace *pl){
  return rk_erlang_chx_bucket((uint64_t)chx_int(v, 0), pl->n);
}

const RkScheme rk_scheme_rabbitmq_chx = {
  .zName = "rabbitmq_chx", .zSystem = "RabbitMQ",
  .zComponent = "consistent-hash exchange (x-consistent-hash), routing key",
  .zHash = "erlang:phash2 of the routing key (lookup2, 27 bits)",
  .zInteger = "its decimal text",
  .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .zReduction = "jump driven by Erlang rand exs1024 seeded {h, h, h};"
                " n = the bindings' total weight",
  .zNull = "NULL",
  .nMin = 1, .nMax = UINT32_MAX, RK_INT64_KEYS,
  .xInt = chx_int, .xBytes = chx_bytes, .acceptText = 1, .acceptBlob = 1,
  .xReduce = chx_reduce, .xIntPartition = chx_int_partition,
};
