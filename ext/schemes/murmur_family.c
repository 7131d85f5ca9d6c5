/*
** murmur_family.c - the schemes of the MurmurHash systems: OceanBase KEY
** partitioning, Kafka's Java client, Spark, Iceberg, Hive and Cassandra
** (no SQLite dependency).
**
**   SELECT key_partition(1420008, 97);                    -- OceanBase KEY
**   SELECT key_partition('user42', 12, 'kafka');          -- Kafka topic
**   SELECT key_hash(7, 'spark:int32');                    -- Spark hash(7)
**
** Each scheme fixes the bytes of a key (integers little- or big-endian, 4
** or 8 bytes; text as UTF-8, as collation weights, or without trailing
** spaces), the hash and its seed, and the reduction of the hash to a
** partition; each is one entry at the end of this file.
*/
#include <stdio.h>
#include <string.h>
#include "scheme.h"
#include "murmur.h"
#include "murmur_mix.h"
#include "general_ci.h"
#include "ranges.h"

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

static uint64_t int_oceanbase(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* Every integer type is widened to BIGINT first; seed 0. */
  return reduce_abs((int64_t)rk_m64a_final(rk_m64a_block(8 * RK_M64A_M,
                                                         (uint64_t)v)), n);
}

static uint64_t int_kafka(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* LongSerializer: 8 big-endian bytes. */
  uint32_t h = SEED_KAFKA ^ 8u;
  h = rk_m2_block(h, rk_bswap32((uint32_t)((uint64_t)v >> 32)));
  h = rk_m2_block(h, rk_bswap32((uint32_t)v));
  return reduce_positive(s32(rk_m2_final(h)), n);
}

static uint64_t int_kafka32(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* IntegerSerializer: 4 big-endian bytes. */
  uint32_t h = rk_m2_block(SEED_KAFKA ^ 4u, rk_bswap32((uint32_t)v));
  return reduce_positive(s32(rk_m2_final(h)), n);
}

/* MurmurHash3 x86_32 of the two 32-bit blocks lo, hi. */
static uint32_t m3_two(uint32_t lo, uint32_t hi, uint32_t seed){
  uint32_t h = rk_m3_mixh(seed, rk_m3_mixk(lo));
  return rk_m3_fmix32(rk_m3_mixh(h, rk_m3_mixk(hi)) ^ 8u);
}

static uint64_t int_spark(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* hashLong: the 8 bytes little-endian. */
  return reduce_pmod(s32(m3_two((uint32_t)v, (uint32_t)((uint64_t)v >> 32),
                                SEED_SPARK)), n);
}

static uint64_t int_spark32(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* hashInt */
  uint32_t h = rk_m3_mixh(SEED_SPARK, rk_m3_mixk((uint32_t)v));
  return reduce_pmod(s32(rk_m3_fmix32(h ^ 4u)), n);
}

static uint64_t int_iceberg(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* int and long both hash as long, little-endian; seed 0. */
  return reduce_positive(s32(m3_two((uint32_t)v,
                                    (uint32_t)((uint64_t)v >> 32), 0)), n);
}

static uint64_t int_hive(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  /* 8 big-endian bytes: two full blocks, so the signed tail never
  ** applies. */
  return reduce_positive(s32(m3_two(rk_bswap32((uint32_t)((uint64_t)v >> 32)),
                                    rk_bswap32((uint32_t)v), SEED_HIVE)), n);
}

static uint64_t int_hive32(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  uint32_t h = rk_m3_mixh(SEED_HIVE, rk_m3_mixk(rk_bswap32((uint32_t)v)));
  return reduce_positive(s32(rk_m3_fmix32(h ^ 4u)), n);
}

static uint64_t int_cassandra(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  return reduce_ranges(token(cassandra_h1(rk_bswap64((uint64_t)v), 8)), n);
}

static uint64_t int_cassandra32(int64_t v, const RkPlace *pl){
  uint64_t n = pl->n;
  return reduce_ranges(token(cassandra_h1(rk_bswap32((uint32_t)v), 4)), n);
}

/* ---- Each system's hash of a key, with any seed ------------------------ */

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
  return token(h[0]);
}

/* OceanBase widens every integer type to BIGINT first. */
static int64_t hash_oceanbase_int(int64_t v, uint64_t seed){
  return (int64_t)rk_murmur64a_u64((uint64_t)v, seed);
}

static int bytes_oceanbase(const unsigned char *z, size_t n, int isText,
                           uint64_t seed, int64_t *pHash){
  *pHash = isText ? (int64_t)rk_general_ci_hash(z, n, seed)
                  : (int64_t)rk_murmur64a(z, n, seed);
  return RK_HASHED;
}

static int bytes_oceanbase_bin(const unsigned char *z, size_t n, int isText,
                               uint64_t seed, int64_t *pHash){
  /* The server pads utf8mb4_bin too: trailing spaces do not count. */
  if( isText ) while( n > 0 && z[n-1]==' ' ) n--;
  *pHash = (int64_t)rk_murmur64a(z, n, seed);
  return RK_HASHED;
}

/* A NULL key hashes as four zero bytes. */
static int null_oceanbase(uint64_t seed, int64_t *pHash){
  static const unsigned char zero4[4] = { 0, 0, 0, 0 };
  *pHash = (int64_t)rk_murmur64a(zero4, 4, seed);
  return RK_HASHED;
}

/* LongSerializer / IntegerSerializer: big-endian. */
static int64_t hash_kafka_int(int64_t v, uint64_t seed){
  unsigned char b[8];
  put_be(b, (uint64_t)v, 8);
  return s32(rk_murmur2_32(b, 8, (uint32_t)seed));
}
static int64_t hash_kafka_int32(int64_t v, uint64_t seed){
  unsigned char b[4];
  put_be(b, (uint64_t)v, 4);
  return s32(rk_murmur2_32(b, 4, (uint32_t)seed));
}
static int bytes_kafka(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = s32(rk_murmur2_32(z, n, (uint32_t)seed));
  return RK_HASHED;
}

static int64_t hash_spark_int(int64_t v, uint64_t seed){
  return s32(rk_murmur3_x86_32_u64((uint64_t)v, (uint32_t)seed));
}
static int64_t hash_spark_int32(int64_t v, uint64_t seed){
  return s32(rk_murmur3_x86_32_u32((uint32_t)v, (uint32_t)seed));
}
static int bytes_spark(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = s32(rk_murmur3_x86_32_spark(z, n, (uint32_t)seed));
  return RK_HASHED;
}
static int64_t hash_spark_real(double r, uint64_t seed){
  uint64_t bits;
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
/* Spark's hash of NULL is the seed itself. */
static int null_spark(uint64_t seed, int64_t *pHash){
  *pHash = s32((uint32_t)seed);
  return RK_HASHED;
}

/* Iceberg hashes int and long both as long. */
static int64_t hash_iceberg_int(int64_t v, uint64_t seed){
  return s32(rk_murmur3_x86_32_u64((uint64_t)v, (uint32_t)seed));
}
static int bytes_iceberg(const unsigned char *z, size_t n, int isText,
                         uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = s32(rk_murmur3_x86_32(z, n, (uint32_t)seed));
  return RK_HASHED;
}

static int64_t hash_hive_int(int64_t v, uint64_t seed){
  unsigned char b[8];
  put_be(b, (uint64_t)v, 8);
  return s32(rk_murmur3_x86_32_signed(b, 8, (uint32_t)seed));
}
static int64_t hash_hive_int32(int64_t v, uint64_t seed){
  unsigned char b[4];
  put_be(b, (uint64_t)v, 4);
  return s32(rk_murmur3_x86_32_signed(b, 4, (uint32_t)seed));
}
static int bytes_hive(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = s32(rk_murmur3_x86_32_signed(z, n, (uint32_t)seed));
  return RK_HASHED;
}
/* Hive's hash of NULL is 0. */
static int null_hive(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = 0;
  return RK_HASHED;
}

static int64_t hash_cassandra_int(int64_t v, uint64_t seed){
  unsigned char b[8];
  put_be(b, (uint64_t)v, 8);
  return cassandra_token(b, 8, seed);
}
static int64_t hash_cassandra_int32(int64_t v, uint64_t seed){
  unsigned char b[4];
  put_be(b, (uint64_t)v, 4);
  return cassandra_token(b, 4, seed);
}
static int bytes_cassandra(const unsigned char *z, size_t n, int isText,
                           uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = cassandra_token(z, n, seed);
  return RK_HASHED;
}

/* ---- Reductions, as entries call them --------------------------------- */

static uint64_t red_abs(int64_t h, const RkPlace *pl){
  return reduce_abs(h, pl->n);
}
static uint64_t red_pmod(int64_t h, const RkPlace *pl){
  return reduce_pmod(h, pl->n);
}
static uint64_t red_ranges(int64_t h, const RkPlace *pl){
  return reduce_ranges(h, pl->n);
}
static uint64_t red_positive(int64_t h, const RkPlace *pl){
  return reduce_positive(h, pl->n);
}

/* The tokens of range i of n (reduce_ranges): from the first u = token +
** 2^63 with floor(u * n / 2^64) = i to the one before range i + 1. The
** node that owns exactly this range has the last token as its
** initial_token, since a Cassandra node owns (previous token, its token]. */
static void range_cassandra(const RkPlace *pl, uint64_t i, RkRange *pR){
  uint64_t hi, lo, last;
  rk_range_start(i, pl->n, 64, &hi, &lo);
  pR->hasLower = pR->hasUpper = pR->hasStatement = 1;
  snprintf(pR->zLower, sizeof pR->zLower, "%lld",
           (long long)(int64_t)(lo ^ 0x8000000000000000ull));
  if( i + 1 < pl->n ){
    rk_range_start(i + 1, pl->n, 64, &hi, &lo);
    last = lo - 1;
  }else{
    last = UINT64_MAX;
  }
  snprintf(pR->zUpper, sizeof pR->zUpper, "%lld",
           (long long)(int64_t)(last ^ 0x8000000000000000ull));
  snprintf(pR->zStatement, sizeof pR->zStatement, "initial_token: %lld",
           (long long)(int64_t)(last ^ 0x8000000000000000ull));
}

/* Hive's multi-column hash: h = 31*h + column hash in int32, from 0, each
** column with the scheme's seed. */
static int multi_hive(const RkPlace *pl, const RkKey *aKey, int nKey,
                      uint64_t seed, int64_t *pHash, int *piBad){
  int64_t h = 0, c;
  int i, rc;
  for(i = 0; i < nKey; i++){
    rc = rk_hash_entry(rk_column_scheme(pl, i, &aKey[i]), &aKey[i], seed, &c);
    if( rc!=RK_HASHED ){
      *piBad = i;
      return rc;
    }
    h = s32(31u * (uint32_t)h + (uint32_t)c);
  }
  *pHash = h;
  return RK_HASHED;
}

/* ---- The entries ------------------------------------------------------ */

#define ANY_N .nMin = 1, .nMax = INT64_MAX

/* OceanBase widens an INT to BIGINT: both forms hash 8 bytes. */
#define OCEANBASE_COMMON \
  .zSystem = "OceanBase", \
  .zReduction = "abs(hash) % n", .zNull = "hashes as 4 zero bytes", \
  ANY_N, .flags = RK_SEED | RK_SEED64, .seed = 0, \
  .xInt = hash_oceanbase_int, .xNull = null_oceanbase, \
  .xReduce = red_abs, .xIntPartition = int_oceanbase, \
  .xMulti = rk_multi_seed_chain

const RkScheme rk_scheme_oceanbase = {
  .zName = "oceanbase", .zComponent = "KEY partitioning (server, OBKV clients)",
  .zHash = "MurmurHash64A, seed 0; TEXT: utf8mb4_general_ci weights",
  .zInteger = "widened to BIGINT: 8 bytes little-endian", RK_INT64_KEYS,
  .zText = "its utf8mb4_general_ci sort weights, trailing spaces ignored", .zBlob = "its bytes",
  .xBytes = bytes_oceanbase, .acceptText = 1, .acceptBlob = 1,
  OCEANBASE_COMMON,
};
const RkScheme rk_scheme_oceanbase32 = {
  .zName = "oceanbase:int32", .zComponent = "KEY partitioning of an INT column",
  .zHash = "MurmurHash64A, seed 0",
  .zInteger = "INT widened to BIGINT: 8 bytes little-endian", RK_INT32_KEYS,
  OCEANBASE_COMMON,
};
const RkScheme rk_scheme_oceanbase_bin = {
  .zName = "oceanbase_bin", .zComponent = "KEY partitioning, utf8mb4_bin text",
  .zHash = "MurmurHash64A, seed 0",
  .zInteger = "widened to BIGINT: 8 bytes little-endian", RK_INT64_KEYS,
  .zText = "its UTF-8 bytes without trailing spaces", .zBlob = "its bytes",
  .xBytes = bytes_oceanbase_bin, .acceptText = 1, .acceptBlob = 1,
  OCEANBASE_COMMON,
};
const RkScheme rk_scheme_oceanbase_bin32 = {
  .zName = "oceanbase_bin:int32", .zComponent = "KEY partitioning of an INT column",
  .zHash = "MurmurHash64A, seed 0",
  .zInteger = "INT widened to BIGINT: 8 bytes little-endian", RK_INT32_KEYS,
  OCEANBASE_COMMON,
};

#define KAFKA_COMMON \
  .zSystem = "Apache Kafka", .zHash = "MurmurHash2 32, seed 0x9747b28c", \
  .zReduction = "(hash & 0x7fffffff) % n", \
  .zNull = "no partition (sticky partitioner)", \
  .zClients = "Spring Kafka and every Java producer; Kafka Streams" \
    " (DefaultStreamPartitioner); kafka-python (DefaultPartitioner);" \
    " KafkaJS 2.x DefaultPartitioner (not its LegacyPartitioner);" \
    " franz-go (the default UniformBytesPartitioner," \
    " StickyKeyPartitioner(nil)); segmentio/kafka-go kafka.Murmur2Balancer{};" \
    " librdkafka partitioner murmur2_random", \
  ANY_N, .flags = RK_SEED, .seed = SEED_KAFKA, .xReduce = red_positive

const RkScheme rk_scheme_kafka = {
  .zName = "kafka", .zComponent = "Java client, default partitioner",
  .zInteger = "8 bytes big-endian (LongSerializer)", RK_INT64_KEYS,
  .xInt = hash_kafka_int, .xIntPartition = int_kafka,
  .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .xBytes = bytes_kafka, .acceptText = 1, .acceptBlob = 1,
  KAFKA_COMMON,
};
const RkScheme rk_scheme_kafka32 = {
  .zName = "kafka:int32", .zComponent = "Java client, default partitioner, INT key",
  .zInteger = "4 bytes big-endian (IntegerSerializer)", RK_INT32_KEYS,
  .xInt = hash_kafka_int32, .xIntPartition = int_kafka32,
  KAFKA_COMMON,
};

#define SPARK_COMMON \
  .zSystem = "Apache Spark", .zHash = "MurmurHash3 x86_32, seed 42", \
  .zReduction = "pmod(hash, n)", .zNull = "hashes as the seed", \
  ANY_N, .flags = RK_SEED, .seed = SEED_SPARK, \
  .xNull = null_spark, .xReduce = red_pmod, .xMulti = rk_multi_seed_chain

const RkScheme rk_scheme_spark = {
  .zName = "spark", .zComponent = "hash() and bucketing",
  .zInteger = "hashLong: 8 bytes little-endian", RK_INT64_KEYS,
  .xInt = hash_spark_int, .xIntPartition = int_spark,
  .xReal = hash_spark_real,
  .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .xBytes = bytes_spark, .acceptText = 1, .acceptBlob = 1,
  SPARK_COMMON,
};
const RkScheme rk_scheme_spark32 = {
  .zName = "spark:int32", .zComponent = "hash() of an INT column",
  .zInteger = "hashInt: 4 bytes little-endian", RK_INT32_KEYS,
  .xInt = hash_spark_int32, .xIntPartition = int_spark32,
  SPARK_COMMON,
};

/* Iceberg widens an int to long: both forms hash 8 bytes. */
#define ICEBERG_COMMON \
  .zSystem = "Apache Iceberg", .zHash = "MurmurHash3 x86_32, seed 0", \
  .zReduction = "(hash & 0x7fffffff) % n", .zNull = "no bucket", \
  ANY_N, .flags = RK_SEED, .seed = 0, \
  .xInt = hash_iceberg_int, .xIntPartition = int_iceberg, \
  .xReduce = red_positive

const RkScheme rk_scheme_iceberg = {
  .zName = "iceberg", .zComponent = "bucket[N] transform",
  .zInteger = "8 bytes little-endian (int and long)", RK_INT64_KEYS,
  .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .xBytes = bytes_iceberg, .acceptText = 1, .acceptBlob = 1,
  ICEBERG_COMMON,
};
const RkScheme rk_scheme_iceberg32 = {
  .zName = "iceberg:int32", .zComponent = "bucket[N] of an int column",
  .zInteger = "widened to long: 8 bytes little-endian", RK_INT32_KEYS,
  ICEBERG_COMMON,
};

#define HIVE_COMMON \
  .zSystem = "Apache Hive", \
  .zHash = "MurmurHash3 x86_32 (signed tail), seed 104729", \
  .zReduction = "(hash & 0x7fffffff) % n", .zNull = "hashes as 0", \
  ANY_N, .flags = RK_SEED, .seed = SEED_HIVE, \
  .xNull = null_hive, .xReduce = red_positive, .xMulti = multi_hive

const RkScheme rk_scheme_hive = {
  .zName = "hive", .zComponent = "bucketing version 2",
  .zInteger = "8 bytes big-endian (BIGINT)", RK_INT64_KEYS,
  .xInt = hash_hive_int, .xIntPartition = int_hive,
  .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .xBytes = bytes_hive, .acceptText = 1, .acceptBlob = 1,
  HIVE_COMMON,
};
const RkScheme rk_scheme_hive32 = {
  .zName = "hive:int32", .zComponent = "bucketing version 2, INT column",
  .zInteger = "4 bytes big-endian (INT)", RK_INT32_KEYS,
  .xInt = hash_hive_int32, .xIntPartition = int_hive32,
  HIVE_COMMON,
};

#define CASSANDRA_COMMON \
  .zSystem = "Apache Cassandra", \
  .zHash = "MurmurHash3 x64_128 h1 (signed tail), seed 0", \
  .zReduction = "index of n equal token ranges", .zNull = "no token", \
  .zClients = "ScyllaDB (Murmur3Partitioner token)", \
  ANY_N, .flags = RK_SEED | RK_SEED64, .seed = 0, .xReduce = red_ranges, \
  .xRange = range_cassandra

const RkScheme rk_scheme_cassandra = {
  .zName = "cassandra", .zComponent = "Murmur3Partitioner token",
  .zInteger = "8 bytes big-endian (bigint)", RK_INT64_KEYS,
  .xInt = hash_cassandra_int, .xIntPartition = int_cassandra,
  .zText = "its UTF-8 bytes", .zBlob = "its bytes",
  .xBytes = bytes_cassandra, .acceptText = 1, .acceptBlob = 1,
  CASSANDRA_COMMON,
};
const RkScheme rk_scheme_cassandra32 = {
  .zName = "cassandra:int32", .zComponent = "Murmur3Partitioner token, int column",
  .zInteger = "4 bytes big-endian (int)", RK_INT32_KEYS,
  .xInt = hash_cassandra_int32, .xIntPartition = int_cassandra32,
  CASSANDRA_COMMON,
};
