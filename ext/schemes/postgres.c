/*
** postgres.c - the schemes of PostgreSQL hash partitioning and Citus
** hash-distributed tables (no SQLite dependency).
**
**   SELECT key_partition(1420008, 8, 'postgres');      -- 5: the remainder
**                                  -- of the partition MODULUS 8 it goes to
**   SELECT key_hash(1420008, 'postgres');  -- hashint8extended(1420008,
**                                          -- 8816678312871386365)
**   SELECT key_partition_multi(97, 'postgres', 1420008, 'ord');   -- 67
**   SELECT key_partition(123, 32, 'citus');            -- 14: shard index
**   SELECT key_hash(123, 'citus');         -- worker_hash(123), -205084363
**
** PostgreSQL hashes each column of a PARTITION BY HASH key with its type's
** extended hash (lookup3, ext/hash/lookup3.c) and the seed
** HASH_PARTITION_SEED, combines the non-NULL columns with hash_combine64
** from 0, and routes the row to remainder (row hash mod modulus), unsigned
** 64-bit. An int8 is folded to 32 bits first (so it hashes as an int4 in
** the int4 range), text under a deterministic collation is its bytes,
** bytea its bytes. Citus hashes the distribution column with the type's
** standard (32-bit, unseeded) hash and picks the shard among n uniform
** ranges of the int32 hash space.
*/
#include <stdio.h>
#include "scheme.h"
#include "lookup3.h"

/* HASH_PARTITION_SEED (src/include/catalog/partition.h). */
#define PG_SEED 0x7A5B22367996DCFDull
/* The constant hash_combine64 adds; a single column's row hash is its
** hash plus this. */
#define PG_COMBINE 0x49a0f4dd15e5a8e3ull

/* ---- PostgreSQL PARTITION BY HASH ---------------------------------------- */

/* hashint8extended; an int4 in range folds to itself, so postgres:int32
** (hashint4extended) shares it. */
static int64_t pg_int(int64_t v, uint64_t seed){
  return (int64_t)rk_pg_hash_uint32_extended(rk_pg_int8_fold(v), seed);
}

/* hashtextextended (deterministic collation) and hashvarlenaextended. */
static int pg_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = (int64_t)rk_pg_hash_bytes_extended(z, n, seed);
  return RK_HASHED;
}

/* One column: the row hash is combine(0, hash) = hash + PG_COMBINE. */
static uint64_t pg_reduce(int64_t hash, const RkPlace *pl){
  return ((uint64_t)hash + PG_COMBINE) % pl->n;
}

/* Several columns: xMulti gives the row hash itself. */
static uint64_t pg_reduce_row(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

/* The lookup3 state after the partition seed, the same for every integer
** key: worked out once per statement (c1: a, b; c2: c). */
static int pg_prepare(RkPlace *pl, char *zErr, size_t nErr){
  uint32_t st[3];
  (void)zErr;
  (void)nErr;
  rk_pg_uint32_seed_state(PG_SEED, st);
  pl->c1 = ((uint64_t)st[1] << 32) | st[0];
  pl->c2 = st[2];
  return 0;
}

static uint64_t pg_int_partition(int64_t v, const RkPlace *pl){
  uint32_t st[3];
  uint64_t h;
  st[0] = (uint32_t)pl->c1;
  st[1] = (uint32_t)(pl->c1 >> 32);
  st[2] = (uint32_t)pl->c2;
  h = rk_pg_hash_uint32_from(st, rk_pg_int8_fold(v));
  return (h + PG_COMBINE) % pl->n;
}

/* compute_partition_hash_value: hash_combine64 over the columns that are
** not NULL, from 0 (all NULL: 0). */
static int pg_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                    uint64_t seed, int64_t *pHash, int *piBad){
  uint64_t row = 0;
  int i;
  for(i = 0; i < nKey; i++){
    int64_t h;
    int rc;
    if( aKey[i].type==RK_KEY_NULL ) continue;
    rc = rk_hash_entry(rk_column_scheme(pl, i, &aKey[i]), &aKey[i], seed, &h);
    if( rc!=RK_HASHED ){
      *piBad = i;
      return rc;
    }
    row ^= (uint64_t)h + PG_COMBINE + (row << 54) + (row >> 7);
  }
  *pHash = (int64_t)row;
  return RK_HASHED;
}

/* ---- Citus ------------------------------------------------------------------ */

/* hashint8 (hashint4 in range), read as int4: what worker_hash returns. */
static int64_t citus_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)(int32_t)rk_pg_hash_uint32(rk_pg_int8_fold(v));
}

/* hashtext, hashvarlena. */
static int citus_bytes(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = (int64_t)(int32_t)rk_pg_hash_bytes(z, n);
  return RK_HASHED;
}

/* The width of a shard's range: 2^32 div n. */
static int citus_prepare(RkPlace *pl, char *zErr, size_t nErr){
  (void)zErr;
  (void)nErr;
  pl->c1 = ((uint64_t)1 << 32) / pl->n;
  return 0;
}

/* CalculateUniformHashRangeIndex: the range (hash - INT32_MIN) falls in;
** the last shard also takes the 2^32 mod n values past n ranges. */
static uint64_t citus_reduce(int64_t hash, const RkPlace *pl){
  uint64_t idx = (uint64_t)(hash + 2147483648LL) / pl->c1;
  return idx < pl->n ? idx : pl->n - 1;
}

static uint64_t citus_int_partition(int64_t v, const RkPlace *pl){
  return citus_reduce(citus_int(v, 0), pl);
}

/* pg_dist_shard's shardminvalue and shardmaxvalue of shard i: c1 hashes
** each, the last up to INT32_MAX. */
static void citus_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  int64_t lo = INT32_MIN + (int64_t)(i * pl->c1);
  int64_t hi = i + 1 < pl->n ? lo + (int64_t)pl->c1 - 1 : INT32_MAX;
  pR->hasLower = pR->hasUpper = 1;
  pR->hasStatement = 0;
  snprintf(pR->zLower, sizeof pR->zLower, "%lld", (long long)lo);
  snprintf(pR->zUpper, sizeof pR->zUpper, "%lld", (long long)hi);
}

/* ---- The entries ------------------------------------------------------------ */

#define POSTGRES_COMMON \
  .zSystem = "PostgreSQL", \
  .zHash = "lookup3 extended hash, seed 0x7A5B22367996DCFD (HASH_PARTITION_SEED)", \
  .zReduction = "(hash + 0x49a0f4dd15e5a8e3) mod 2^64 mod n (unsigned)", \
  .zNull = "no hash; partition 0 (remainder 0, as the server routes it)", \
  .nMin = 1, .nMax = INT32_MAX, \
  .flags = RK_SEED | RK_SEED64 | RK_NULL_PART0, .seed = PG_SEED, \
  .xInt = pg_int, .xIntPartition = pg_int_partition, \
  .xReduce = pg_reduce, .xMulti = pg_multi, .xReduceMulti = pg_reduce_row, \
  .xPrepare = pg_prepare

const RkScheme rk_scheme_postgres = {
  .zName = "postgres", .zAlias = "postgresql",
  .zComponent = "PARTITION BY HASH, FOR VALUES WITH (MODULUS n, REMAINDER r)",
  .zInteger = "bigint: hashint8extended (folded to 32 bits)", RK_INT64_KEYS,
  .zText = "text, deterministic collation: hashtextextended of its UTF-8 bytes",
  .zBlob = "bytea: hashvarlenaextended of its bytes",
  .xBytes = pg_bytes, .acceptText = 1, .acceptBlob = 1,
  POSTGRES_COMMON,
};
const RkScheme rk_scheme_postgres32 = {
  .zName = "postgres:int32",
  .zComponent = "PARTITION BY HASH of an integer (int4) column",
  .zInteger = "integer: hashint4extended", RK_INT32_KEYS,
  POSTGRES_COMMON,
};

#define CITUS_COMMON \
  .zSystem = "Citus", \
  .zHash = "lookup3: the type's standard hash (worker_hash), no seed", \
  .zReduction = "(hash - INT32_MIN) div (2^32 div n), at most n - 1", \
  .zNull = "no shard (Citus refuses NULL distribution values)", \
  .nMin = 1, .nMax = 64000, \
  .xInt = citus_int, .xIntPartition = citus_int_partition, \
  .xReduce = citus_reduce, .xPrepare = citus_prepare, \
  .xRange = citus_range

const RkScheme rk_scheme_citus = {
  .zName = "citus",
  .zComponent = "hash-distributed table, shard index (uniform shard ranges)",
  .zInteger = "bigint: hashint8", RK_INT64_KEYS,
  .zText = "text, deterministic collation: hashtext of its UTF-8 bytes",
  .zBlob = "bytea: hashvarlena of its bytes",
  .xBytes = citus_bytes, .acceptText = 1, .acceptBlob = 1,
  CITUS_COMMON,
};
const RkScheme rk_scheme_citus32 = {
  .zName = "citus:int32",
  .zComponent = "hash-distributed table, integer (int4) column",
  .zInteger = "integer: hashint4", RK_INT32_KEYS,
  CITUS_COMMON,
};
