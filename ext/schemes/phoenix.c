/*
** phoenix.c - Apache Phoenix: the SALT_BUCKETS salt byte of a row key (no
** SQLite dependency).
**
**   SELECT key_partition(1, 97, 'phoenix');              -- 89: BIGINT 1
**   SELECT key_partition(0, 2, 'phoenix:int32');         -- 1: INTEGER 0
**   SELECT key_partition('abc', 256, 'phoenix');         -- 193: VARCHAR
**   SELECT key_partition_multi(16, 'phoenix', 'user42', 1420008);  -- 7
**
** The salt is |h % n| (Java's truncating %), h = Arrays.hashCode of the row
** key bytes (SaltingUtil.calculateHashCode), n = SALT_BUCKETS (1..256).
** Column bytes: BIGINT and INTEGER big-endian with the sign bit flipped (so
** that they sort), VARCHAR as UTF-8, VARBINARY as is. A composite key
** (PTableImpl.newKey) drops its trailing NULL or empty columns, then writes
** the columns in order with a 0x00 byte after each variable-width one that
** is not last; VARBINARY can only be the last column. Phoenix stores an
** empty VARCHAR as NULL, so a NULL column inside a key is taken as an empty
** VARCHAR (only its separator). Zero bytes hash to 1, so an empty key gets
** salt 1 % n, although Phoenix itself refuses a row whose key is empty.
**
** Rules: apache/phoenix 5.2.2 schema/SaltingUtil.java, PTableImpl.java,
** types/PLong.java, PInteger.java, PVarchar.java, PVarbinary.java.
*/
#include "scheme.h"
#include "java_hash.h"

#define SIGN64 0x8000000000000000u
#define SIGN32 0x80000000u

static int64_t bigint_hash(int64_t v, uint64_t seed){
  (void)seed;
  return (int32_t)rk_java_bytes_more_u64be(1, (uint64_t)v ^ SIGN64);
}

static int64_t integer_hash(int64_t v, uint64_t seed){
  (void)seed;
  return (int32_t)rk_java_bytes_more_u32be(1, (uint32_t)v ^ SIGN32);
}

static int bytes_hash(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = (int32_t)rk_java_bytes_hash(z, n);
  return RK_HASHED;
}

/* (byte) Math.abs(h % n): |h| % n, 0 .. n-1 (read back unsigned). */
static uint64_t salt_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)(hash < 0 ? -hash : hash) % pl->n;
}

static uint64_t salt32(uint32_t h, uint64_t n){
  return ((h & SIGN32) ? (uint64_t)(0u - h) : (uint64_t)h) % n;
}

static uint64_t bigint_part(int64_t v, const RkPlace *pl){
  return salt32(rk_java_bytes_more_u64be(1, (uint64_t)v ^ SIGN64), pl->n);
}

static uint64_t integer_part(int64_t v, const RkPlace *pl){
  return salt32(rk_java_bytes_more_u32be(1, (uint32_t)v ^ SIGN32), pl->n);
}

static int is_empty(const RkKey *k){
  return k->type == RK_KEY_NULL
      || ((k->type == RK_KEY_TEXT || k->type == RK_KEY_BLOB) && k->n == 0);
}

/* The hash of a composite row key, built in the hash without a buffer. */
static int phoenix_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                         uint64_t seed, int64_t *pHash, int *piBad){
  int last, i, allNull = 1;
  uint32_t h = 1;
  (void)seed;
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    const RkScheme *q = rk_column_scheme(pl, i, k);
    if( k->type != RK_KEY_NULL ) allNull = 0;
    /* REAL has no column type here; VARBINARY only ends a key. */
    if( k->type == RK_KEY_REAL || (k->type == RK_KEY_BLOB && i != nKey - 1)
     || (k->type == RK_KEY_INT && (k->i < q->intMin || k->i > q->intMax)) ){
      *piBad = i;
      return RK_BADKEY;
    }
  }
  if( allNull ) return RK_UNPLACED;
  for(last = nKey - 1; last >= 0 && is_empty(&aKey[last]); last--){}
  for(i = 0; i <= last; i++){
    const RkKey *k = &aKey[i];
    if( k->type == RK_KEY_INT ){
      /* INTEGER (4 bytes) or BIGINT, as the column's entry says. */
      int int32 = rk_column_scheme(pl, i, k)->intMax == INT32_MAX;
      h = int32 ? rk_java_bytes_more_u32be(h, (uint32_t)k->i ^ SIGN32)
                : rk_java_bytes_more_u64be(h, (uint64_t)k->i ^ SIGN64);
      continue;
    }
    if( k->type != RK_KEY_NULL ) h = rk_java_bytes_more(h, k->z, k->n);
    /* The separator, a 0x00 byte: h = 31*h + 0. */
    if( i < last ) h *= 31u;
  }
  *pHash = (int32_t)h;
  return RK_HASHED;
}

/* Both forms take TEXT and BLOB keys: the integer is only the first
** column's type. */
#define PHOENIX_COMMON \
  .zSystem = "Apache Phoenix", .zComponent = "SALT_BUCKETS salt byte of the row key", \
  .zHash = "Arrays.hashCode(byte[]) (calculateHashCode), signed int32", \
  .zText = "VARCHAR: UTF-8", .zBlob = "VARBINARY: the bytes (last column only)", \
  .xBytes = bytes_hash, .acceptText = 1, .acceptBlob = 1, \
  .zReduction = "abs(hash % n) (Java's %), n = SALT_BUCKETS", \
  .zNull = "NULL (Phoenix refuses a NULL or empty key)", \
  .nMin = 1, .nMax = 256, .xReduce = salt_reduce, .xMulti = phoenix_multi

const RkScheme rk_scheme_phoenix = {
  .zName = "phoenix",
  .zInteger = "BIGINT: 8 bytes big-endian, sign bit flipped", RK_INT64_KEYS,
  .xInt = bigint_hash, .xIntPartition = bigint_part,
  .zKeyWant = "an integer, text or a blob (a blob only as the last column)",
  PHOENIX_COMMON,
};

const RkScheme rk_scheme_phoenix_int32 = {
  .zName = "phoenix:int32",
  .zInteger = "INTEGER: 4 bytes big-endian, sign bit flipped", RK_INT32_KEYS,
  .xInt = integer_hash, .xIntPartition = integer_part,
  .zKeyWant = "an integer between -2147483648 and 2147483647, text or a blob"
              " (a blob only as the last column)",
  PHOENIX_COMMON,
};
