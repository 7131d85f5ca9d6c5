/*
** mongodb.c - MongoDB's hashed shard key and the initial chunk that holds
** it (no SQLite dependency).
**
**   SELECT key_hash(42, 'mongodb');           -- -944302157085130861
**   SELECT key_partition(1, 4, 'mongodb');    -- 3: numInitialChunks = 4
**   SELECT * FROM partition_ranges('mongodb', 4);   -- the split points
**
** hasher.cpp BSONElementHasher::hash64 with seed 0: MD5 over int32le(seed),
** int32le(canonical type) and the value's bytes, the first 8 digest bytes
** read as a little-endian int64 (what convertShardKeyToHashed returns).
** Numbers (canonical type 10) are squashed to int64 (truncated, NaN 0,
** clamped) and hashed as 8 little-endian bytes, so NumberInt(1),
** NumberLong(1) and 1.987 hash alike; a string (15) is int32le(length + 1),
** the UTF-8 bytes and a 0x00; BinData subtype 0 (30) int32le(length), the
** subtype byte and the bytes; null (5) has no value bytes.
** The partition is the chunk of numInitialChunks = n
** (initial_split_policy.cpp calculateHashedSplitPoints) holding the hash;
** chunk i goes to shard i % shards.
*/
#include <math.h>
#include <stdio.h>
#include "scheme.h"
#include "md5.h"
#include "mongodb.h"

#define MONGO_NUMBER 10
#define MONGO_STRING 15
#define MONGO_BINDATA 30
#define MONGO_NULL 5

static void put_le32(unsigned char *b, uint32_t v){
  b[0] = (unsigned char)v;
  b[1] = (unsigned char)(v >> 8);
  b[2] = (unsigned char)(v >> 16);
  b[3] = (unsigned char)(v >> 24);
}

/* md5(seed, type, head[0..nHead), z[0..n), tail[0..nTail)) as hash64. */
static int64_t mongo_md5(uint32_t type, const unsigned char *head, size_t nHead,
                         const unsigned char *z, size_t n,
                         const unsigned char *tail, size_t nTail){
  RkMd5 c;
  unsigned char pre[8], d[16];
  uint64_t h = 0;
  int i;
  put_le32(pre, 0);
  put_le32(pre + 4, type);
  rk_md5_init(&c);
  rk_md5_update(&c, pre, 8);
  if( nHead ) rk_md5_update(&c, head, nHead);
  if( n ) rk_md5_update(&c, z, n);
  if( nTail ) rk_md5_update(&c, tail, nTail);
  rk_md5_final(&c, d);
  for(i = 7; i >= 0; i--) h = (h << 8) | d[i];
  return (int64_t)h;
}

static int64_t mongo_int(int64_t v, uint64_t seed){
  unsigned char b[8];
  uint64_t u = (uint64_t)v;
  int i;
  (void)seed;
  for(i = 0; i < 8; i++) b[i] = (unsigned char)(u >> (8*i));
  return mongo_md5(MONGO_NUMBER, b, 8, 0, 0, 0, 0);
}

/* safeNumberLongForHash: truncated toward 0, NaN 0, clamped. */
static int64_t mongo_real(double r, uint64_t seed){
  int64_t v;
  if( isnan(r) ) v = 0;
  else if( r >= 9223372036854775807.0 ) v = INT64_MAX;
  else if( r <= -9223372036854775808.0 ) v = INT64_MIN;
  else v = (int64_t)r;
  return mongo_int(v, seed);
}

static int mongo_bytes(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  unsigned char head[5];
  static const unsigned char nul = 0;
  (void)seed;
  if( n > 0x7ffffffe ) return RK_BADKEY;
  if( isText ){
    put_le32(head, (uint32_t)n + 1);
    *pHash = mongo_md5(MONGO_STRING, head, 4, z, n, &nul, 1);
  }else{
    put_le32(head, (uint32_t)n);
    head[4] = 0;   /* subtype 0, generic binary */
    *pHash = mongo_md5(MONGO_BINDATA, head, 5, z, n, 0, 0);
  }
  return RK_HASHED;
}

static int mongo_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = mongo_md5(MONGO_NULL, 0, 0, 0, 0, 0, 0);
  return RK_HASHED;
}

static uint64_t mongo_reduce(int64_t hash, const RkPlace *pl){
  return rk_mongo_chunk(hash, pl->n);
}
static uint64_t mongo_int_partition(int64_t v, const RkPlace *pl){
  return rk_mongo_chunk(mongo_int(v, 0), pl->n);
}

/* Chunk i as the mongo shell writes its bounds, and the sh.splitAt that
** makes its lower bound (the namespace and field are the user's). */
static void mongo_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  pR->hasLower = pR->hasUpper = 1;
  pR->hasStatement = i > 0;
  if( i==0 ){
    snprintf(pR->zLower, sizeof pR->zLower, "MinKey");
  }else{
    long long p = (long long)rk_mongo_split(pl->n, i - 1);
    snprintf(pR->zLower, sizeof pR->zLower, "NumberLong(\"%lld\")", p);
    snprintf(pR->zStatement, sizeof pR->zStatement,
             "sh.splitAt(\"<database>.<collection>\", { <field>: NumberLong(\"%lld\") })", p);
  }
  if( i + 1 < pl->n ){
    snprintf(pR->zUpper, sizeof pR->zUpper, "NumberLong(\"%lld\")",
             (long long)rk_mongo_split(pl->n, i));
  }else{
    snprintf(pR->zUpper, sizeof pR->zUpper, "MaxKey");
  }
}

#define MONGODB_COMMON \
  .zSystem = "MongoDB", \
  .zHash = "MD5 of seed 0, canonical type, value bytes: first 8 bytes LE", \
  .zReduction = "the chunk of numInitialChunks = n holding the hash", \
  .zNull = "hashed as BSON null", \
  .nMin = 1, .nMax = RK_MONGO_MAX_CHUNKS, \
  .xReal = mongo_real, .xNull = mongo_null, .xReduce = mongo_reduce, \
  .xRange = mongo_range

const RkScheme rk_scheme_mongodb = {
  .zName = "mongodb", .zComponent = "hashed shard key, initial chunks",
  .zInteger = "NumberLong: 8 bytes little-endian",
  .zText = "string: int32le(length + 1), UTF-8, 0x00",
  .zBlob = "BinData subtype 0: int32le(length), 0x00, bytes",
  .zKeyWant = "an integer, a real, text or a blob",
  RK_INT64_KEYS,
  .xInt = mongo_int, .xIntPartition = mongo_int_partition,
  .xBytes = mongo_bytes, .acceptText = 1, .acceptBlob = 1,
  MONGODB_COMMON,
};
const RkScheme rk_scheme_mongodb_int32 = {
  .zName = "mongodb:int32", .zComponent = "hashed shard key, NumberInt",
  .zInteger = "NumberInt: squashed to int64 (hashes as NumberLong)",
  .zKeyWant = "an integer from -2147483648 to 2147483647, or a real",
  RK_INT32_KEYS,
  .xInt = mongo_int, .xIntPartition = mongo_int_partition,
  MONGODB_COMMON,
};

/* ---- The initial chunks ------------------------------------------------
** interval = (INT64_MAX / n) * 2. Even n: the points j*interval for
** |j| < n/2; odd n: interval/2 + j*interval for -m <= j < m, m = (n-1)/2
** (the +-(interval/2 + k*interval) of calculateHashedSplitPoints, since
** interval is even). Both are a + j*interval, j from jLo, n-1 of them. */

static void mongo_grid(uint64_t n, int64_t *pA, int64_t *pInterval,
                       int64_t *pJLo){
  int64_t interval = (INT64_MAX / (int64_t)n) * 2;
  *pInterval = interval;
  if( n % 2==0 ){
    *pA = 0;
    *pJLo = -(int64_t)(n/2 - 1);
  }else{
    *pA = interval / 2;
    *pJLo = -(int64_t)((n - 1)/2);
  }
}

int64_t rk_mongo_split(uint64_t n, uint64_t i){
  int64_t a, interval, jLo;
  mongo_grid(n, &a, &interval, &jLo);
  return a + (jLo + (int64_t)i) * interval;
}

uint64_t rk_mongo_chunk(int64_t hash, uint64_t n){
  int64_t a, interval, jLo, q;
  if( n < 2 ) return 0;
  mongo_grid(n, &a, &interval, &jLo);
  /* Below a + jLo*interval, the first point (this also keeps hash - a
  ** from overflowing): chunk 0. */
  if( hash < a + jLo * interval ) return 0;
  /* q = floor((hash - a) / interval), the last point at or below hash;
  ** hash - a cannot overflow here (a >= 0 and hash >= the first point). */
  q = (hash - a) / interval;
  if( (hash - a) % interval!=0 && hash < a ) q--;
  if( q > jLo + (int64_t)n - 2 ) q = jLo + (int64_t)n - 2;
  return (uint64_t)(q - jLo) + 1;
}
