/*
** hive_v1.c - Hive bucketing version 1, the bucket of every table made
** before Hive 3 and what Trino's Hive connector calls BUCKETING_V1 (no
** SQLite dependency).
**
**   SELECT key_hash('Trino rocks', 'hive_v1');              -- 1132136730
**   SELECT key_partition('Trino rocks', 4, 'hive_v1');      -- 2
**   SELECT key_hash('test string', 'hive_v1:varchar');      -- -189841218
**   SELECT key_partition_multi(8, 'hive_v1:int32', 1, 5);   -- 4
**
** ObjectInspectorUtils.hashCode, per column, in int32 arithmetic: a BIGINT
** (v ^ (v >>> 32)), an INT its value, a STRING r = 31*r + b over its UTF-8
** bytes b read as signed Java bytes from r = 0, a VARCHAR or CHAR (Hadoop
** Text.hashCode) and a BINARY (BytesWritable.hashCode) the same loop from
** r = 1, NULL 0. Columns: h = 31*h + column hash from 0
** (getBucketHashCodeOld); bucket (h & 0x7fffffff) % n. The 'hive' scheme
** is version 2 (Murmur3).
*/
#include "scheme.h"

static int64_t s32(uint32_t v){
  return (int64_t)(int32_t)v;
}

/* r = 31*r + signed byte, from r0. */
static uint32_t java_bytes_hash(uint32_t r, const unsigned char *z, size_t n){
  size_t i;
  for(i = 0; i < n; i++) r = 31u * r + (uint32_t)(int32_t)(signed char)z[i];
  return r;
}

static int64_t hv1_bigint(int64_t v, uint64_t seed){
  uint64_t u = (uint64_t)v;
  (void)seed;
  return s32((uint32_t)(u ^ (u >> 32)));
}

static int64_t hv1_int(int64_t v, uint64_t seed){
  (void)seed;
  return v;
}

/* STRING from 0, BINARY from 1. */
static int hv1_string(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = s32(java_bytes_hash(isText ? 0 : 1, z, n));
  return RK_HASHED;
}

/* VARCHAR and BINARY, both from 1. */
static int hv1_varchar(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  (void)seed;
  (void)isText;
  *pHash = s32(java_bytes_hash(1, z, n));
  return RK_HASHED;
}

static int hv1_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = 0;
  return RK_HASHED;
}

static int hv1_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                     uint64_t seed, int64_t *pHash, int *piBad){
  uint32_t h = 0;
  int64_t c;
  int i, rc;
  for(i = 0; i < nKey; i++){
    rc = rk_hash_entry(rk_column_scheme(pl, i, &aKey[i]), &aKey[i], seed, &c);
    if( rc!=RK_HASHED ){
      *piBad = i;
      return rc;
    }
    h = 31u * h + (uint32_t)c;
  }
  *pHash = s32(h);
  return RK_HASHED;
}

static uint64_t hv1_reduce(int64_t hash, const RkPlace *pl){
  return ((uint64_t)hash & 0x7fffffffu) % pl->n;
}
static uint64_t hv1_bigint_partition(int64_t v, const RkPlace *pl){
  return hv1_reduce(hv1_bigint(v, 0), pl);
}
static uint64_t hv1_int_partition(int64_t v, const RkPlace *pl){
  return hv1_reduce(v, pl);
}

#define HIVE_V1_COMMON \
  .zSystem = "Apache Hive", \
  .zHash = "Java hashCode per column (bucketing_version 1)", \
  .zReduction = "(h & 0x7fffffff) % n; columns h = 31*h + column hash", \
  .zNull = "hashes as 0", \
  .nMin = 1, .nMax = INT32_MAX, \
  .xNull = hv1_null, .xReduce = hv1_reduce, .xMulti = hv1_multi

const RkScheme rk_scheme_hive_v1 = {
  .zName = "hive_v1", .zComponent = "bucketing v1 (tables before Hive 3; Trino BUCKETING_V1), STRING columns",
  .zInteger = "BIGINT: (int)(v ^ (v >>> 32))",
  .zText = "STRING: 31*r + signed byte over UTF-8, from 0",
  .zBlob = "BINARY: 31*r + signed byte, from 1",
  RK_INT64_KEYS,
  .xInt = hv1_bigint, .xIntPartition = hv1_bigint_partition,
  .xBytes = hv1_string, .acceptText = 1, .acceptBlob = 1,
  HIVE_V1_COMMON,
};
const RkScheme rk_scheme_hive_v1_int32 = {
  .zName = "hive_v1:int32", .zComponent = "bucketing v1, INT columns",
  .zInteger = "INT: its value",
  RK_INT32_KEYS,
  .xInt = hv1_int, .xIntPartition = hv1_int_partition,
  HIVE_V1_COMMON,
};
const RkScheme rk_scheme_hive_v1_varchar = {
  .zName = "hive_v1:varchar", .zComponent = "bucketing v1, VARCHAR/CHAR columns",
  .zInteger = "BIGINT: (int)(v ^ (v >>> 32))",
  .zText = "VARCHAR: 31*r + signed byte over UTF-8, from 1 (Text.hashCode)",
  .zBlob = "BINARY: 31*r + signed byte, from 1",
  RK_INT64_KEYS,
  .xInt = hv1_bigint, .xIntPartition = hv1_bigint_partition,
  .xBytes = hv1_varchar, .acceptText = 1, .acceptBlob = 1,
  HIVE_V1_COMMON,
};
