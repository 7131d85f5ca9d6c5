/*
** tidb.c - TiDB's PARTITION BY KEY and PARTITION BY HASH (no SQLite
** dependency).
**
**   SELECT key_partition(3, 4, 'tidb_key');                 -- 3
**   SELECT key_partition_multi(4, 'tidb_key', 3, 3);        -- 1 ("33")
**   SELECT key_partition(-7, 4, 'tidb_hash');               -- 3 (|-7 % 4|)
**
** tidb_key: pkg/table/tables/partition.go LocateKeyPartition feeds one
** zlib CRC-32, column by column, with each value's hash key (datum.go
** ToHashKey): an integer as its decimal text, a VARCHAR utf8mb4_bin (TEXT)
** as its bytes without trailing spaces, a VARBINARY (BLOB) as its bytes,
** NULL as one 0x00 byte; the columns are concatenated without separator.
** The partition is crc % n. This is not MySQL's KEY hash (mysql.c).
** tidb_hash: locateHashPartition: |v % n| (Go's truncating remainder), a
** NULL in partition 0.
*/
#include "scheme.h"
#include "keys.h"
#include "crc32.h"

/* The CRC after one more column. */
static uint32_t tidb_feed(uint32_t crc, const RkKey *k){
  switch( k->type ){
    case RK_KEY_NULL: {
      static const unsigned char zero = 0;
      return rk_crc32_update(crc, &zero, 1);
    }
    case RK_KEY_INT: {
      char buf[RK_INT64_DIGITS], *z = rk_format_int64_back(buf + sizeof buf, k->i);
      return rk_crc32_update(crc, z, (size_t)(buf + sizeof buf - z));
    }
    case RK_KEY_TEXT: {
      size_t n = k->n;
      while( n > 0 && k->z[n-1]==' ' ) n--;   /* binPaddingCollator */
      return rk_crc32_update(crc, k->z, n);
    }
    default:
      return rk_crc32_update(crc, k->z, k->n);
  }
}

static int64_t tidb_int(int64_t v, uint64_t seed){
  RkKey k = { RK_KEY_INT, v, 0, 0, 0 };
  (void)seed;
  return (int64_t)tidb_feed(0, &k);
}

static int tidb_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  RkKey k = { isText ? RK_KEY_TEXT : RK_KEY_BLOB, 0, 0, z, n };
  (void)seed;
  *pHash = (int64_t)tidb_feed(0, &k);
  return RK_HASHED;
}

static int tidb_null(uint64_t seed, int64_t *pHash){
  RkKey k = { RK_KEY_NULL, 0, 0, 0, 0 };
  (void)seed;
  *pHash = (int64_t)tidb_feed(0, &k);
  return RK_HASHED;
}

static int tidb_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                      uint64_t seed, int64_t *pHash, int *piBad){
  uint32_t crc = 0;
  int i;
  (void)pl;
  (void)seed;
  (void)piBad;
  for(i = 0; i < nKey; i++){
    if( aKey[i].type==RK_KEY_REAL ){
      *piBad = i;
      return RK_BADKEY;
    }
    crc = tidb_feed(crc, &aKey[i]);
  }
  *pHash = (int64_t)crc;
  return RK_HASHED;
}

static uint64_t tidb_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t tidb_int_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)tidb_int(v, 0) % pl->n;
}

/* |v % n| with C's (and Go's) truncating remainder. */
static uint64_t tidb_hash_reduce(int64_t v, const RkPlace *pl){
  uint64_t m = (v < 0 ? 0 - (uint64_t)v : (uint64_t)v) % pl->n;
  return m;
}

static int64_t tidb_hash_int(int64_t v, uint64_t seed){
  (void)seed;
  return v;
}

#define TIDB_COMMON \
  .zSystem = "TiDB", .nMin = 1, .nMax = 8192

const RkScheme rk_scheme_tidb_key = {
  .zName = "tidb_key", .zComponent = "PARTITION BY KEY (v7.0+)",
  .zHash = "CRC-32 (zlib) of the columns' hash keys, concatenated",
  .zInteger = "its decimal text", RK_INT64_KEYS,
  .zText = "VARCHAR utf8mb4_bin: its bytes, trailing spaces removed",
  .zBlob = "VARBINARY: its bytes",
  .zReduction = "crc % n", .zNull = "hashes as one 0x00 byte",
  .xInt = tidb_int, .xBytes = tidb_bytes, .acceptText = 1, .acceptBlob = 1,
  .xNull = tidb_null, .xReduce = tidb_reduce,
  .xIntPartition = tidb_int_partition, .xMulti = tidb_multi,
  TIDB_COMMON,
};

const RkScheme rk_scheme_tidb_hash = {
  .zName = "tidb_hash", .zComponent = "PARTITION BY HASH(col)",
  .zHash = "the integer itself",
  .zInteger = "its value", RK_INT64_KEYS,
  .zReduction = "|v % n| (Go's truncating remainder)",
  .zNull = "partition 0 (no hash)", .zKeyWant = "an integer",
  .flags = RK_NULL_PART0,
  .xInt = tidb_hash_int, .xReduce = tidb_hash_reduce,
  .xIntPartition = tidb_hash_reduce,
  TIDB_COMMON,
};
