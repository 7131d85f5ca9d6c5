/*
** partition.c - the partitioning schemes of murmur_partition / murmur_hash
** (no SQLite dependency).
**
**   SELECT murmur_partition(1420008, 97);                 -- OceanBase KEY
**   SELECT murmur_partition('user42', 12, 'kafka');       -- Kafka topic
**   SELECT murmur_hash(7, 'spark:int32');                 -- Spark hash(7)
**
** Each scheme fixes the bytes of a key (integers little- or big-endian, 4
** or 8 bytes; text as UTF-8, as collation weights, or without trailing
** spaces), the hash and its seed, and the reduction of the hash to a
** partition. The table in docs/partitioning.md lists them.
*/
#include <string.h>
#include "partition.h"
#include "murmur.h"
#include "general_ci.h"

#define SEED_KAFKA 0x9747b28cu
#define SEED_SPARK 42u
#define SEED_HIVE  104729u

static const RkScheme aScheme[] = {
  { "oceanbase",           RK_SYS_OCEANBASE,     0, 1, 0 },
  { "oceanbase_bin",       RK_SYS_OCEANBASE_BIN, 0, 1, 0 },
  { "kafka",               RK_SYS_KAFKA,         0, 0, SEED_KAFKA },
  { "spark",               RK_SYS_SPARK,         0, 0, SEED_SPARK },
  { "iceberg",             RK_SYS_ICEBERG,       0, 0, 0 },
  { "hive",                RK_SYS_HIVE,          0, 0, SEED_HIVE },
  { "cassandra",           RK_SYS_CASSANDRA,     0, 1, 0 },
  { "oceanbase:int32",     RK_SYS_OCEANBASE,     1, 1, 0 },
  { "oceanbase_bin:int32", RK_SYS_OCEANBASE_BIN, 1, 1, 0 },
  { "kafka:int32",         RK_SYS_KAFKA,         1, 0, SEED_KAFKA },
  { "spark:int32",         RK_SYS_SPARK,         1, 0, SEED_SPARK },
  { "iceberg:int32",       RK_SYS_ICEBERG,       1, 0, 0 },
  { "hive:int32",          RK_SYS_HIVE,          1, 0, SEED_HIVE },
  { "cassandra:int32",     RK_SYS_CASSANDRA,     1, 1, 0 },
};

const RkScheme *rk_scheme_default(void){
  return &aScheme[0];
}

const RkScheme *rk_scheme_find(const char *z, size_t n){
  size_t i, j;
  for(i = 0; i < sizeof(aScheme)/sizeof(aScheme[0]); i++){
    const char *zName = aScheme[i].zName;
    if( strlen(zName)!=n ) continue;
    for(j = 0; j < n; j++){
      char c = z[j];
      if( c >= 'A' && c <= 'Z' ) c = (char)(c - 'A' + 'a');
      if( c!=zName[j] ) break;
    }
    if( j==n ) return &aScheme[i];
  }
  return 0;
}

int rk_scheme_seed(const RkScheme *p, int64_t seed, uint64_t *pSeed){
  if( !p->hash64 && (seed < -2147483648LL || seed > 4294967295LL) ) return 0;
  *pSeed = p->hash64 ? (uint64_t)seed : (uint64_t)(uint32_t)seed;
  return 1;
}

/* A 32-bit hash as the Java systems report it: a signed int. */
static int64_t s32(uint32_t h){
  return (int64_t)(int32_t)h;
}

static void put_be(unsigned char *b, uint64_t v, int n){
  int i;
  for(i = n - 1; i >= 0; i--){
    b[i] = (unsigned char)(v & 0xFF);
    v >>= 8;
  }
}

/* Cassandra's token of a key's bytes: h1 as a signed long, with the
** minimum token reserved (it sorts before every key). */
static int64_t cassandra_token(const unsigned char *z, size_t n,
                               uint64_t seed){
  uint64_t h[2];
  if( n==0 ) return INT64_MIN;
  rk_murmur3_x64_128(z, n, seed, 1, h);
  return h[0]==(uint64_t)INT64_MIN ? INT64_MAX : (int64_t)h[0];
}

int64_t rk_hash_int(const RkScheme *p, int64_t v, uint64_t seed){
  unsigned char b[8];
  uint64_t u = (uint64_t)v;
  uint32_t s = (uint32_t)seed;
  switch( p->sys ){
    case RK_SYS_OCEANBASE:
    case RK_SYS_OCEANBASE_BIN:
      /* Every integer type is widened to BIGINT first. */
      return (int64_t)rk_murmur64a_u64(u, seed);
    case RK_SYS_KAFKA:
      /* LongSerializer / IntegerSerializer: big-endian. */
      put_be(b, u, p->int32 ? 4 : 8);
      return s32(rk_murmur2_32(b, p->int32 ? 4 : 8, s));
    case RK_SYS_SPARK:
      return s32(p->int32 ? rk_murmur3_x86_32_u32((uint32_t)u, s)
                          : rk_murmur3_x86_32_u64(u, s));
    case RK_SYS_ICEBERG:
      /* int and long both hash as long. */
      return s32(rk_murmur3_x86_32_u64(u, s));
    case RK_SYS_HIVE:
      put_be(b, u, p->int32 ? 4 : 8);
      return s32(rk_murmur3_x86_32_signed(b, p->int32 ? 4 : 8, s));
    default:
      put_be(b, u, p->int32 ? 4 : 8);
      return cassandra_token(b, p->int32 ? 4 : 8, seed);
  }
}

int64_t rk_hash_bytes(const RkScheme *p, const unsigned char *z, size_t n,
                      int isText, uint64_t seed){
  uint32_t s = (uint32_t)seed;
  switch( p->sys ){
    case RK_SYS_OCEANBASE:
      if( isText ) return (int64_t)rk_general_ci_hash(z, n, seed);
      return (int64_t)rk_murmur64a(z, n, seed);
    case RK_SYS_OCEANBASE_BIN:
      /* The server pads utf8mb4_bin too: trailing spaces do not count. */
      if( isText ) while( n > 0 && z[n-1]==' ' ) n--;
      return (int64_t)rk_murmur64a(z, n, seed);
    case RK_SYS_KAFKA:
      return s32(rk_murmur2_32(z, n, s));
    case RK_SYS_SPARK:
      return s32(rk_murmur3_x86_32_spark(z, n, s));
    case RK_SYS_ICEBERG:
      return s32(rk_murmur3_x86_32(z, n, s));
    case RK_SYS_HIVE:
      return s32(rk_murmur3_x86_32_signed(z, n, s));
    default:
      return cassandra_token(z, n, seed);
  }
}

int rk_scheme_has_real(const RkScheme *p){
  return p->sys==RK_SYS_SPARK && !p->int32;
}

int64_t rk_hash_real(const RkScheme *p, double r, uint64_t seed){
  uint64_t bits;
  (void)p;
  /* Spark hashes doubleToLongBits(d) with -0.0 normalized to 0.0; Java
  ** gives every NaN the one canonical bit pattern. */
  /* cppcheck-suppress duplicateConditionalAssign ; -0.0 becomes +0.0 */
  if( r==0.0 ) r = 0.0;
  if( r!=r ){
    bits = 0x7ff8000000000000ull;
  }else{
    memcpy(&bits, &r, sizeof(bits));
  }
  return s32(rk_murmur3_x86_32_u64(bits, (uint32_t)seed));
}

int rk_hash_null(const RkScheme *p, uint64_t seed, int64_t *pHash){
  static const unsigned char zero4[4] = { 0, 0, 0, 0 };
  switch( p->sys ){
    case RK_SYS_OCEANBASE:
    case RK_SYS_OCEANBASE_BIN:
      *pHash = (int64_t)rk_murmur64a(zero4, 4, seed);
      return 1;
    case RK_SYS_SPARK:
      *pHash = s32((uint32_t)seed);
      return 1;
    case RK_SYS_HIVE:
      *pHash = 0;
      return 1;
    default:
      return 0;
  }
}

/* floor(a * b / 2^64): the high half of the 128-bit product. */
static uint64_t mulhi64(uint64_t a, uint64_t b){
  uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
  uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
  uint64_t p0 = a_lo*b_lo, p1 = a_lo*b_hi, p2 = a_hi*b_lo, p3 = a_hi*b_hi;
  uint64_t mid = (p0 >> 32) + (p1 & 0xffffffffu) + (p2 & 0xffffffffu);
  return p3 + (p1 >> 32) + (p2 >> 32) + (mid >> 32);
}

uint64_t rk_partition(const RkScheme *p, int64_t hash, uint64_t n){
  switch( p->sys ){
    case RK_SYS_OCEANBASE:
    case RK_SYS_OCEANBASE_BIN: {
      /* abs() of the signed hash; |INT64_MIN| is taken as 2^63. */
      uint64_t a = hash < 0 ? 0 - (uint64_t)hash : (uint64_t)hash;
      return a % n;
    }
    case RK_SYS_SPARK: {
      /* pmod */
      int64_t r = hash % (int64_t)n;
      return (uint64_t)(r < 0 ? r + (int64_t)n : r);
    }
    case RK_SYS_CASSANDRA:
      /* The index among n equal ranges: floor((token + 2^63) * n / 2^64). */
      return mulhi64((uint64_t)hash ^ 0x8000000000000000ull, n);
    default:
      /* Kafka toPositive, Iceberg and Hive: clear the sign bit. */
      return ((uint64_t)hash & 0x7fffffffu) % n;
  }
}

int rk_scheme_multi(const RkScheme *p){
  switch( p->sys ){
    case RK_SYS_OCEANBASE:
    case RK_SYS_OCEANBASE_BIN:
    case RK_SYS_SPARK:
      return RK_MULTI_SEED;
    case RK_SYS_HIVE:
      return RK_MULTI_31;
    default:
      return RK_MULTI_NONE;
  }
}

int64_t rk_hive_combine(int64_t prev, int64_t col){
  return s32(31u * (uint32_t)prev + (uint32_t)col);
}
