/*
** yugabyte.c - YugabyteDB's hash sharding: yb_hash_code (YSQL),
** partition_hash (YCQL) and the tablet of a table created with SPLIT
** INTO n TABLETS (no SQLite dependency).
**
**   SELECT key_hash(1, 'yugabyte:int32');                  -- 4624
**   SELECT key_hash('800001', 'yugabyte');                 -- 39633
**   SELECT key_hash_multi('yugabyte:int32,int32,text', 1, 2, 'abc');  -- 33808
**   SELECT key_partition(1, 4, 'yugabyte');                -- 3
**   SELECT * FROM partition_ranges('yugabyte', 3);         -- 0-21844, ...
**
** The hash columns' values concatenated in order with no tags, lengths
** or escapes (YBPartition::HashColumnCompoundValue): bigint 8 bytes and
** integer ('yugabyte:int32') 4 bytes big-endian two's complement, text
** its UTF-8 bytes, bytea (a BLOB) its bytes. h = Hash64StringWithSeed(
** bytes, 97), Jenkins' lookup2 in 64 bits; the 16-bit hash folds it:
** ((h >> 48) ^ 3*(h >> 32) ^ 5*(h >> 16) ^ 7*(h & 0xffff)) & 0xffff.
** Tablet i of n holds the hashes from floor(i * 65536 / n) up to the next
** tablet's start (PartitionSchema::CreateHashPartitions). n stops at
** 32767: above it the server's int product (i + 1) * 65536 overflows.
** Tablets split later (by size or by hand) change the ranges.
**
** Rules: yugabyte/yugabyte-db src/yb/util/yb_partition.h,
** src/yb/gutil/hash/jenkins.cc, src/yb/dockv/partition.cc; the vectors
** come from an extract of that code.
*/
#include <stdio.h>
#include "scheme.h"
#include "lookup2.h"
#include "bytes.h"

#define YB_SEED 97
#define YB_MAX_TABLETS 32767

static int64_t yb_fold(uint64_t h){
  return (int64_t)(((h >> 48) ^ 3*(h >> 32) ^ 5*(h >> 16) ^ 7*(h & 0xffff))
                   & 0xffff);
}

static int64_t yb_int64(int64_t v, uint64_t seed){
  unsigned char b[8];
  (void)seed;
  rk_store_be64(b, (uint64_t)v);
  return yb_fold(rk_lookup2_64(b, 8, YB_SEED));
}
static int64_t yb_int32(int64_t v, uint64_t seed){
  unsigned char b[4];
  (void)seed;
  rk_store_be32(b, (uint32_t)(int32_t)v);
  return yb_fold(rk_lookup2_64(b, 4, YB_SEED));
}

static int yb_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = yb_fold(rk_lookup2_64(z, n, YB_SEED));
  return RK_HASHED;
}

static int yb_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                    uint64_t seed, int64_t *pHash, int *piBad){
  RkLookup2 s;
  int i;
  (void)seed;
  rk_lookup2_64_init(&s, YB_SEED);
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    const RkScheme *q = rk_column_scheme(pl, i, k);
    unsigned char b[8];
    *piBad = i;
    switch( k->type ){
      case RK_KEY_INT:
        if( k->i < q->intMin || k->i > q->intMax ) return RK_BADKEY;
        if( q->xInt==yb_int32 ){
          rk_store_be32(b, (uint32_t)(int32_t)k->i);
          rk_lookup2_64_add(&s, b, 4);
        }else{
          rk_store_be64(b, (uint64_t)k->i);
          rk_lookup2_64_add(&s, b, 8);
        }
        break;
      case RK_KEY_TEXT:
      case RK_KEY_BLOB:
        if( !(k->type==RK_KEY_TEXT ? q->acceptText : q->acceptBlob) ){
          return RK_BADKEY;
        }
        rk_lookup2_64_add(&s, k->z, k->n);
        break;
      case RK_KEY_NULL:
        return RK_UNPLACED;
      default:
        return RK_BADKEY;
    }
  }
  *pHash = yb_fold(rk_lookup2_64_final(&s));
  return RK_HASHED;
}

/* The last i with floor(i * 65536 / n) <= hash. */
static uint64_t yb_reduce(int64_t hash, const RkPlace *pl){
  return (((uint64_t)hash + 1) * pl->n - 1) / 65536;
}
static uint64_t yb_int64_partition(int64_t v, const RkPlace *pl){
  return yb_reduce(yb_int64(v, 0), pl);
}
static uint64_t yb_int32_partition(int64_t v, const RkPlace *pl){
  return yb_reduce(yb_int32(v, 0), pl);
}

/* Tablet i's first and last hash code. */
static void yb_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  uint64_t lo = i * 65536 / pl->n, hi = (i + 1) * 65536 / pl->n - 1;
  pR->hasLower = pR->hasUpper = 1;
  snprintf(pR->zLower, sizeof pR->zLower, "%llu", (unsigned long long)lo);
  snprintf(pR->zUpper, sizeof pR->zUpper, "%llu", (unsigned long long)hi);
}

#define YB_COMMON \
  .zSystem = "YugabyteDB", \
  .zHash = "Jenkins lookup2 64-bit, seed 97, folded to 16 bits (yb_hash_code)", \
  .zReduction = "the tablet of SPLIT INTO n TABLETS: i * 65536 / n <= hash", \
  .zNull = "NULL", .nMin = 1, .nMax = YB_MAX_TABLETS, \
  .xReduce = yb_reduce, .xMulti = yb_multi, .xRange = yb_range

const RkScheme rk_scheme_yugabyte = {
  .zName = "yugabyte", YB_COMMON,
  .zComponent = "HASH primary key, yb_hash_code / partition_hash, bigint keys",
  .zInteger = "bigint: 8 bytes big-endian",
  .zText = "text: its UTF-8 bytes", .zBlob = "bytea: its bytes",
  RK_INT64_KEYS, .xInt = yb_int64, .xIntPartition = yb_int64_partition,
  .xBytes = yb_bytes, .acceptText = 1, .acceptBlob = 1,
};
const RkScheme rk_scheme_yugabyte32 = {
  .zName = "yugabyte:int32", YB_COMMON,
  .zComponent = "HASH primary key, yb_hash_code / partition_hash, integer keys",
  .zInteger = "integer: 4 bytes big-endian",
  .zKeyWant = "an integer between -2147483648 and 2147483647",
  RK_INT32_KEYS, .xInt = yb_int32, .xIntPartition = yb_int32_partition,
};
