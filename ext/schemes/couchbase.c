/*
** couchbase.c - the vBucket of a Couchbase document key (no SQLite
** dependency).
**
**   SELECT key_partition('user42', 1024, 'couchbase');   -- vBucket 47
**   SELECT key_hash('user42', 'couchbase');              -- 31791
**
** libcouchbase src/vbucket/vbucket.c lcbvb_k2vb: hash_crc32(key) % nvb,
** where hash_crc32 = ((~crc) >> 16) & 0x7fff, which is
** (zlib crc32(key) >> 16) & 0x7fff, 0 .. 32767 (the Java SDK masks with
** nvb - 1: the same for the power-of-two counts Couchbase uses). n is the
** bucket's vBucket count: 1024 on Linux and Windows, 64 on macOS, 128 for
** some Magma buckets; key_partition takes it as any other n. The vBucket
** -> node map is the cluster's (its config), not a function of the key.
** Document ids are strings of 1 to 250 bytes: an INTEGER is its decimal
** text, TEXT its UTF-8 bytes, a BLOB its bytes; an empty or longer key is
** refused by the server, so an error here.
*/
#include "scheme.h"
#include "int_text.h"
#include "crc32.h"

/* The longest document id, in bytes. */
#define CB_KEY_MAX 250

static int64_t cb_hash(const void *z, size_t n){
  return (int64_t)((rk_crc32(z, n) >> 16) & 0x7fffu);
}

static int64_t cb_int(int64_t v, uint64_t seed){
  char z[RK_INT_TEXT_MAX];
  (void)seed;
  return cb_hash(z, rk_int_text(v, z));
}

static int cb_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  if( n==0 || n > CB_KEY_MAX ) return RK_BADKEY;
  *pHash = cb_hash(z, n);
  return RK_HASHED;
}

static uint64_t cb_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t cb_int_part(int64_t v, const RkPlace *pl){
  return (uint64_t)cb_int(v, 0) % pl->n;
}

const RkScheme rk_scheme_couchbase = {
  .zName = "couchbase",
  .zSystem = "Couchbase",
  .zComponent = "vBucket of a document key (libcouchbase lcbvb_k2vb, the SDKs);"
                " Couchbase's n is 1024 (64 on macOS)",
  .zHash = "(CRC-32 (zlib) >> 16) & 0x7fff",
  .zInteger = "its decimal text",
  RK_INT64_KEYS, .xInt = cb_int, .xIntPartition = cb_int_part,
  .zText = "the UTF-8 bytes, 1 to 250", .zBlob = "the bytes, 1 to 250",
  .xBytes = cb_bytes, .acceptText = 1, .acceptBlob = 1,
  .zKeyWant = "an integer, or text or a blob of 1 to 250 bytes",
  .zReduction = "hash % n (n = the bucket's vBucket count, 1024 by default)",
  .zNull = "NULL (a document has an id)",
  .xReduce = cb_reduce, .nMin = 1, .nMax = 2147483647,
};
