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
#include "murmur_mix.h"
#include "general_ci.h"

#define SEED_KAFKA 0x9747b28cu
#define SEED_SPARK 42u
#define SEED_HIVE  104729u

/* floor(a * b / 2^64): the high half of the 128-bit product. */
static uint64_t mulhi64(uint64_t a, uint64_t b){
#ifdef __SIZEOF_INT128__
  return (uint64_t)(((unsigned __int128)a * b) >> 64);
#else
  uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
  uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
  uint64_t p0 = a_lo*b_lo, p1 = a_lo*b_hi, p2 = a_hi*b_lo, p3 = a_hi*b_hi;
  uint64_t mid = (p0 >> 32) + (p1 & 0xffffffffu) + (p2 & 0xffffffffu);
  return p3 + (p1 >> 32) + (p2 >> 32) + (mid >> 32);
#endif
}

/* ---- The reductions of a hash to a partition in [0, n) ---------------- */

/* OceanBase: abs() of the signed hash; |INT64_MIN| is taken as 2^63. */
static uint64_t reduce_abs(int64_t hash, uint64_t n){
  uint64_t a = hash < 0 ? 0 - (uint64_t)hash : (uint64_t)hash;
  return a % n;
}

/* Spark: pmod. */
static uint64_t reduce_pmod(int64_t hash, uint64_t n){
  int64_t r = hash % (int64_t)n;
  return (uint64_t)(r < 0 ? r + (int64_t)n : r);
}

/* Cassandra: the index among n equal token ranges,
** floor((token + 2^63) * n / 2^64). */
static uint64_t reduce_ranges(int64_t hash, uint64_t n){
  return mulhi64((uint64_t)hash ^ 0x8000000000000000ull, n);
}

/* Kafka toPositive, Iceberg and Hive: clear the sign bit of the int32. */
static uint64_t reduce_positive(int64_t hash, uint64_t n){
  return ((uint64_t)hash & 0x7fffffffu) % n;
}

/* ---- Integer keys: each scheme's hash of 4 or 8 bytes, unrolled -------- */

/* A 32-bit hash as the Java systems report it: a signed int. */
static int64_t s32(uint32_t h){
  return (int64_t)(int32_t)h;
}

/* Cassandra's token from h1 (the minimum token is reserved). */
static int64_t token(uint64_t h1){
  return h1==(uint64_t)INT64_MIN ? INT64_MAX : (int64_t)h1;
}

/* MurmurHash3 x64_128's h1 of the len (4 or 8) big-endian bytes of v as
** Cassandra hashes them: all of them are tail bytes, sign-extended before
** they are shifted into k1. u is those bytes read little-endian; every
** byte with its top bit set then flips all the bytes above it, so byte j
** is flipped when an odd number of the bytes below it are negative. */
static inline uint64_t cassandra_h1(uint64_t u, uint64_t len){
  uint64_t m = (u >> 7) & 0x0101010101010101ull;   /* 1 per negative byte */
  uint64_t f = m << 8;                              /* prefix parity ... */
  uint64_t h1, h2;
  f ^= f << 8;
  f ^= f << 16;
  f ^= f << 32;                                     /* ... below each byte */
  h1 = rk_m3_mixk1_64(u ^ (f * 0xff)) ^ len;        /* seed 0 */
  h2 = len;
  h1 += h2;
  h2 += h1;
  h1 = rk_m3_fmix64(h1);
  h2 = rk_m3_fmix64(h2);
  return h1 + h2;
}

static uint64_t int_oceanbase(int64_t v, uint64_t n){
  /* Every integer type is widened to BIGINT first; seed 0. */
  return reduce_abs((int64_t)rk_m64a_final(rk_m64a_block(8 * RK_M64A_M,
                                                         (uint64_t)v)), n);
}

static uint64_t int_kafka(int64_t v, uint64_t n){
  /* LongSerializer: 8 big-endian bytes. */
  uint32_t h = SEED_KAFKA ^ 8u;
  h = rk_m2_block(h, rk_bswap32((uint32_t)((uint64_t)v >> 32)));
  h = rk_m2_block(h, rk_bswap32((uint32_t)v));
  return reduce_positive(s32(rk_m2_final(h)), n);
}

static uint64_t int_kafka32(int64_t v, uint64_t n){
  /* IntegerSerializer: 4 big-endian bytes. */
  uint32_t h = rk_m2_block(SEED_KAFKA ^ 4u, rk_bswap32((uint32_t)v));
  return reduce_positive(s32(rk_m2_final(h)), n);
}

/* MurmurHash3 x86_32 of the two 32-bit blocks lo, hi. */
static uint32_t m3_two(uint32_t lo, uint32_t hi, uint32_t seed){
  uint32_t h = rk_m3_mixh(seed, rk_m3_mixk(lo));
  return rk_m3_fmix32(rk_m3_mixh(h, rk_m3_mixk(hi)) ^ 8u);
}

static uint64_t int_spark(int64_t v, uint64_t n){
  /* hashLong: the 8 bytes little-endian. */
  return reduce_pmod(s32(m3_two((uint32_t)v, (uint32_t)((uint64_t)v >> 32),
                                SEED_SPARK)), n);
}

static uint64_t int_spark32(int64_t v, uint64_t n){
  /* hashInt */
  uint32_t h = rk_m3_mixh(SEED_SPARK, rk_m3_mixk((uint32_t)v));
  return reduce_pmod(s32(rk_m3_fmix32(h ^ 4u)), n);
}

static uint64_t int_iceberg(int64_t v, uint64_t n){
  /* int and long both hash as long, little-endian; seed 0. */
  return reduce_positive(s32(m3_two((uint32_t)v,
                                    (uint32_t)((uint64_t)v >> 32), 0)), n);
}

static uint64_t int_hive(int64_t v, uint64_t n){
  /* 8 big-endian bytes: two full blocks, so the signed tail never
  ** applies. */
  return reduce_positive(s32(m3_two(rk_bswap32((uint32_t)((uint64_t)v >> 32)),
                                    rk_bswap32((uint32_t)v), SEED_HIVE)), n);
}

static uint64_t int_hive32(int64_t v, uint64_t n){
  uint32_t h = rk_m3_mixh(SEED_HIVE, rk_m3_mixk(rk_bswap32((uint32_t)v)));
  return reduce_positive(s32(rk_m3_fmix32(h ^ 4u)), n);
}

static uint64_t int_cassandra(int64_t v, uint64_t n){
  return reduce_ranges(token(cassandra_h1(rk_bswap64((uint64_t)v), 8)), n);
}

static uint64_t int_cassandra32(int64_t v, uint64_t n){
  return reduce_ranges(token(cassandra_h1(rk_bswap32((uint32_t)v), 4)), n);
}

#define ANY_INT   INT64_MIN, INT64_MAX
#define INT32_INT INT32_MIN, INT32_MAX

const RkScheme rk_aScheme[] = {
  { "oceanbase",       RK_SYS_OCEANBASE,     0, 1, 0, ANY_INT, int_oceanbase },
  { "oceanbase_bin",   RK_SYS_OCEANBASE_BIN, 0, 1, 0, ANY_INT, int_oceanbase },
  { "kafka",           RK_SYS_KAFKA,   0, 0, SEED_KAFKA, ANY_INT, int_kafka },
  { "spark",           RK_SYS_SPARK,   0, 0, SEED_SPARK, ANY_INT, int_spark },
  { "iceberg",         RK_SYS_ICEBERG,       0, 0, 0, ANY_INT, int_iceberg },
  { "hive",            RK_SYS_HIVE,     0, 0, SEED_HIVE, ANY_INT, int_hive },
  { "cassandra",       RK_SYS_CASSANDRA,     0, 1, 0, ANY_INT, int_cassandra },
  { "oceanbase:int32", RK_SYS_OCEANBASE,   1, 1, 0, INT32_INT, int_oceanbase },
  { "oceanbase_bin:int32", RK_SYS_OCEANBASE_BIN, 1, 1, 0, INT32_INT,
                                                           int_oceanbase },
  { "kafka:int32",  RK_SYS_KAFKA,  1, 0, SEED_KAFKA, INT32_INT, int_kafka32 },
  { "spark:int32",  RK_SYS_SPARK,  1, 0, SEED_SPARK, INT32_INT, int_spark32 },
  { "iceberg:int32",   RK_SYS_ICEBERG,     1, 0, 0, INT32_INT, int_iceberg },
  { "hive:int32",   RK_SYS_HIVE,    1, 0, SEED_HIVE, INT32_INT, int_hive32 },
  { "cassandra:int32", RK_SYS_CASSANDRA, 1, 1, 0, INT32_INT, int_cassandra32 },
};
#define N_SCHEME (sizeof(rk_aScheme)/sizeof(rk_aScheme[0]))

const RkScheme *rk_scheme_default(void){
  return &rk_aScheme[0];
}

const RkScheme *rk_scheme_find(const char *z, size_t n){
  size_t i, j;
  for(i = 0; i < N_SCHEME; i++){
    const char *zName = rk_aScheme[i].zName;
    if( strlen(zName)!=n ) continue;
    for(j = 0; j < n; j++){
      char c = z[j];
      if( c >= 'A' && c <= 'Z' ) c = (char)(c - 'A' + 'a');
      if( c!=zName[j] ) break;
    }
    if( j==n ) return &rk_aScheme[i];
  }
  return 0;
}

int rk_scheme_seed(const RkScheme *p, int64_t seed, uint64_t *pSeed){
  if( !p->hash64 && (seed < -2147483648LL || seed > 4294967295LL) ) return 0;
  *pSeed = p->hash64 ? (uint64_t)seed : (uint64_t)(uint32_t)seed;
  return 1;
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

uint64_t rk_partition(const RkScheme *p, int64_t hash, uint64_t n){
  switch( p->sys ){
    case RK_SYS_OCEANBASE:
    case RK_SYS_OCEANBASE_BIN: return reduce_abs(hash, n);
    case RK_SYS_SPARK:         return reduce_pmod(hash, n);
    case RK_SYS_CASSANDRA:     return reduce_ranges(hash, n);
    default:                   return reduce_positive(hash, n);
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
