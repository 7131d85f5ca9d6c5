/*
** vitess.c - the keyspace id of Vitess's hash and xxhash vindexes and the
** shard that holds it among n evenly split shards (no SQLite dependency).
**
**   SELECT printf('%016x', key_hash(1, 'vitess'));   -- 166b40b44aba4bd6
**   SELECT key_partition(1, 2, 'vitess');            -- 0: shard -80
**   SELECT key_partition('user42', 4, 'vitess_xxhash');
**   SELECT vitess_shard_name(4, key_partition(1, 4, 'vitess'));  -- '-40'
**
** vitess: the hash vindex encrypts the id, a uint64 written big-endian, as
** one DES block under the all-zero key (hash.go vhash). An INTEGER is its
** two's complement as uint64; TEXT must be a decimal integer from 0 to
** 2^64 - 1 in canonical form (no sign, no leading zeros, no spaces), what
** the vindex's unsigned conversion accepts and reads the same way.
** vitess_xxhash: the xxhash vindex takes XXH64 (seed 0) of the value's
** bytes, INTEGER as its decimal text, and writes it little-endian
** (xxhash.go vXXHash); it hashes NULL as the empty string.
** key_hash is the 8 keyspace-id bytes read big-endian as a signed int64;
** key_partition the index of the shard among GenerateShardRanges(n)
** (shard_ranges.c).
*/
#include "scheme.h"
#include "keys.h"
#include "des.h"
#include "xxhash64.h"
#include "bytes.h"
#include "shard_ranges.h"

static int64_t vitess_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_des_encrypt_zero((uint64_t)v);
}

/* Canonical decimal text from 0 to 2^64 - 1. */
static int vitess_text(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  uint64_t v = 0;
  size_t i;
  (void)isText;
  (void)seed;
  if( n==0 || n > 20 || (z[0]=='0' && n > 1) ) return RK_BADKEY;
  for(i = 0; i < n; i++){
    unsigned d;
    if( z[i] < '0' || z[i] > '9' ) return RK_BADKEY;
    d = (unsigned)(z[i] - '0');
    if( v > (UINT64_MAX - d) / 10 ) return RK_BADKEY;
    v = v * 10 + d;
  }
  *pHash = (int64_t)rk_des_encrypt_zero(v);
  return RK_HASHED;
}

/* s64(byteswap(XXH64(bytes))): the little-endian keyspace id read
** big-endian. */
static int64_t ksid_xxh(const void *z, size_t n){
  return (int64_t)rk_bswap64(rk_xxh64(z, n, 0));
}

static int64_t vitess_xxh_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS], *z = rk_format_int64_back(buf + sizeof buf, v);
  (void)seed;
  return ksid_xxh(z, (size_t)(buf + sizeof buf - z));
}

static int vitess_xxh_bytes(const unsigned char *z, size_t n, int isText,
                            uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = ksid_xxh(z, n);
  return RK_HASHED;
}

static int vitess_xxh_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = ksid_xxh("", 0);
  return RK_HASHED;
}

static uint64_t vitess_reduce(int64_t hash, const RkPlace *pl){
  return rk_vitess_shard_of((uint64_t)hash, (uint32_t)pl->n);
}

static uint64_t vitess_int_partition(int64_t v, const RkPlace *pl){
  return rk_vitess_shard_of(rk_des_encrypt_zero((uint64_t)v), (uint32_t)pl->n);
}

static uint64_t vitess_xxh_int_partition(int64_t v, const RkPlace *pl){
  return vitess_reduce(vitess_xxh_int(v, 0), pl);
}

/* Shard i's name "40-80" split at its '-': the keyspace-id prefixes that
** start it and the next shard ("" at the ends, as Vitess writes them). */
static void vitess_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  char zName[RK_VITESS_NAME_MAX];
  size_t k = 0, j;
  rk_vitess_shard_name((uint32_t)pl->n, (uint32_t)i, zName);
  while( zName[k] && zName[k]!='-' ) k++;
  for(j = 0; j < k; j++) pR->zLower[j] = zName[j];
  pR->zLower[k] = 0;
  for(j = 0; zName[k+1+j]; j++) pR->zUpper[j] = zName[k+1+j];
  pR->zUpper[j] = 0;
  pR->hasLower = pR->hasUpper = 1;
  pR->hasStatement = 0;
}

#define VITESS_COMMON \
  .zSystem = "Vitess", \
  .zReduction = "the shard of GenerateShardRanges(n) holding the keyspace id", \
  .nMin = 1, .nMax = RK_VITESS_MAX_SHARDS, \
  RK_INT64_KEYS, .flags = RK_UINT64_TEXT, \
  .xReduce = vitess_reduce, .xRange = vitess_range

const RkScheme rk_scheme_vitess = {
  .zName = "vitess", .zComponent = "hash vindex",
  .zHash = "DES under the zero key of the id, 8 bytes big-endian",
  .zInteger = "its 64 bits as uint64", .zText = "canonical decimal from 0 to 2^64 - 1",
  .zNull = "no shard (NULL)",
  .zKeyWant = "an integer, or text holding a decimal integer from 0 to"
              " 18446744073709551615",
  VITESS_COMMON,
  .xInt = vitess_int, .xBytes = vitess_text, .acceptText = 1,
  .xIntPartition = vitess_int_partition,
};

const RkScheme rk_scheme_vitess_xxhash = {
  .zName = "vitess_xxhash", .zComponent = "xxhash vindex",
  .zHash = "XXH64, seed 0, written little-endian",
  .zInteger = "its decimal text", .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .zNull = "hashes as the empty string",
  VITESS_COMMON,
  .xInt = vitess_xxh_int, .xBytes = vitess_xxh_bytes,
  .acceptText = 1, .acceptBlob = 1, .xNull = vitess_xxh_null,
  .xIntPartition = vitess_xxh_int_partition,
};
