/*
** pinot.c - Apache Pinot's segment partition functions (no SQLite
** dependency).
**
**   SELECT key_partition(123, 10, 'pinot_murmur');            -- 5
**   SELECT key_partition('a', 8, 'pinot_murmur3(seed=9001)');
**   SELECT key_partition(-7, 4, 'pinot_modulo');              -- 1
**   SELECT key_hash('a', 'pinot_hashcode');                   -- 97
**
** A table's segmentPartitionConfig gives each partitioned column a
** functionName (Murmur, Murmur3, Modulo, HashCode, ByteArray) and
** numPartitions = n; the entry 'pinot_<function>' is that function, its
** ':int32' twin the same function of an INT column. The function gets the
** value's string form (value.toString()): an INT or LONG as its decimal
** text, a STRING as itself; the byte-based functions hash its UTF-8 bytes.
**   Murmur          Kafka's murmur2 (seed 0x9747b28c), (h & 0x7fffffff) % n
**   Murmur3         MurmurHash3 x86_32 (Guava murmur3_32_fixed) with the
**                   functionConfig seed (default 0), (h & 0x7fffffff) % n
**   Murmur3 x64_32  functionConfig variant x64_32: Infinispan's x64_32
**                   (murmur.c) with the seed, (h & 0x7fffffff) % n
**   Modulo          Long.parseLong(value) % n (Java's truncating %),
**                   plus n if negative
**   HashCode        String.hashCode() (UTF-16 units), abs(h) % n
**   ByteArray       Arrays.hashCode(UTF-8 bytes), abs(h) % n
** where abs(INT_MIN) is 0 (Kafka's Utils.abs). These are the defaults of
** the partitionIdNormalizer newer Pinot releases let a table choose.
** A NULL key has no partition here: Pinot stores the column's
** defaultNullValue in its place, which is the key to give.
**
** Rules: apache/pinot pinot-segment-spi .../segment/spi/partition/
** MurmurPartitionFunction.java, Murmur3PartitionFunction.java,
** ModuloPartitionFunction.java, HashCodePartitionFunction.java,
** ByteArrayPartitionFunction.java, PartitionFunctionFactory.java.
*/
#include "scheme.h"
#include "keys.h"
#include "murmur.h"
#include "java_hash.h"
#include "utf16.h"

#define PINOT_SEED_MURMUR 0x9747b28cu
#define PINOT_MAX_N 2147483647

/* The decimal text of v, written to end just before zEnd (a buffer of
** RK_INT64_DIGITS bytes): where it starts, and its length in *pn. */
static const char *digits(char *zEnd, int64_t v, size_t *pn){
  const char *z = rk_format_int64_back(zEnd, v);
  *pn = (size_t)(zEnd - z);
  return z;
}

/* ---- The reductions --------------------------------------------------- */

/* (h & 0x7fffffff) % n: Murmur, Murmur3. */
static uint64_t red_mask(int64_t hash, const RkPlace *pl){
  return ((uint64_t)hash & 0x7fffffffu) % pl->n;
}

/* Utils.abs(h) % n, abs(INT_MIN) = 0: HashCode, ByteArray. */
static uint64_t red_abs(int64_t hash, const RkPlace *pl){
  int32_t h = (int32_t)hash;
  uint64_t a = h==INT32_MIN ? 0 : (uint64_t)(h < 0 ? -(int64_t)h : h);
  return a % pl->n;
}

/* (int)(v % n), plus n if negative: Modulo. */
static uint64_t red_modulo(int64_t v, const RkPlace *pl){
  int64_t r = v % (int64_t)pl->n;
  return (uint64_t)(r < 0 ? r + (int64_t)pl->n : r);
}

/* Well-formed UTF-8: the only text that is a Java String's bytes. */
#define TEXT_OK(z, n) rk_utf8_valid(z, n)

/* ---- Murmur: Kafka's murmur2 ------------------------------------------ */

static int64_t murmur_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS];
  size_t n;
  const char *z = digits(buf + sizeof buf, v, &n);
  (void)seed;
  return (int32_t)rk_murmur2_32(z, n, PINOT_SEED_MURMUR);
}
static int murmur_bytes(const unsigned char *z, size_t n, int isText,
                        uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  if( !TEXT_OK(z, n) ) return RK_BADKEY;
  *pHash = (int32_t)rk_murmur2_32(z, n, PINOT_SEED_MURMUR);
  return RK_HASHED;
}
static uint64_t murmur_part(int64_t v, const RkPlace *pl){
  return red_mask(murmur_int(v, 0), pl);
}

/* ---- Murmur3, variant x86_32 (the default) and x64_32 ----------------- */

static int64_t m3_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS];
  size_t n;
  const char *z = digits(buf + sizeof buf, v, &n);
  return (int32_t)rk_murmur3_x86_32(z, n, (uint32_t)seed);
}
static int m3_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText;
  if( !TEXT_OK(z, n) ) return RK_BADKEY;
  *pHash = (int32_t)rk_murmur3_x86_32(z, n, (uint32_t)seed);
  return RK_HASHED;
}
static uint64_t m3_part(int64_t v, const RkPlace *pl){
  return red_mask(m3_int(v, pl->seed), pl);
}

static int64_t x64_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS];
  size_t n;
  const char *z = digits(buf + sizeof buf, v, &n);
  return (int32_t)rk_murmur3_x64_32_infinispan(z, n, (int32_t)(uint32_t)seed);
}
static int x64_bytes(const unsigned char *z, size_t n, int isText,
                     uint64_t seed, int64_t *pHash){
  (void)isText;
  if( !TEXT_OK(z, n) ) return RK_BADKEY;
  *pHash = (int32_t)rk_murmur3_x64_32_infinispan(z, n,
                                                 (int32_t)(uint32_t)seed);
  return RK_HASHED;
}
static uint64_t x64_part(int64_t v, const RkPlace *pl){
  return red_mask(x64_int(v, pl->seed), pl);
}

/* functionConfig seed: Integer.parseInt, any int. */
static const RkOption aSeedOpt[] = {
  { "seed", INT32_MIN, INT32_MAX, 0 },
};

/* ---- Modulo: the value itself ----------------------------------------- */

static int64_t modulo_int(int64_t v, uint64_t seed){
  (void)seed;
  return v;
}

/* Long.parseLong: an optional '+' or '-', then decimal digits, within a
** long. (Java also takes the other Unicode decimal digits; they are
** refused here.) */
static int modulo_bytes(const unsigned char *z, size_t n, int isText,
                        uint64_t seed, int64_t *pHash){
  size_t i = 0;
  int neg = 0;
  uint64_t v = 0, lim;
  (void)isText; (void)seed;
  if( n > 0 && (z[0]=='-' || z[0]=='+') ){
    neg = z[0]=='-';
    i = 1;
  }
  if( i==n ) return RK_BADKEY;
  lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  for(; i < n; i++){
    unsigned d = (unsigned)z[i] - '0';
    if( d > 9 || v > (lim - d) / 10 ) return RK_BADKEY;
    v = v*10 + d;
  }
  *pHash = neg ? (int64_t)(0 - v) : (int64_t)v;
  return RK_HASHED;
}
static uint64_t modulo_part(int64_t v, const RkPlace *pl){
  return red_modulo(v, pl);
}

/* ---- HashCode: String.hashCode ----------------------------------------- */

/* The decimal text is ASCII: one UTF-16 unit a byte. */
static int64_t hashcode_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS];
  size_t n;
  const char *z = digits(buf + sizeof buf, v, &n);
  uint32_t h = 0;
  size_t i;
  (void)seed;
  for(i = 0; i < n; i++) h = 31u*h + (unsigned char)z[i];
  return (int32_t)h;
}
static int hashcode_bytes(const unsigned char *z, size_t n, int isText,
                          uint64_t seed, int64_t *pHash){
  uint32_t h;
  (void)isText; (void)seed;
  if( !rk_utf16_java_hash(z, n, &h) ) return RK_BADKEY;
  *pHash = (int32_t)h;
  return RK_HASHED;
}
static uint64_t hashcode_part(int64_t v, const RkPlace *pl){
  return red_abs(hashcode_int(v, 0), pl);
}

/* ---- ByteArray: Arrays.hashCode of the UTF-8 bytes --------------------- */

static int64_t bytearray_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS];
  size_t n;
  const char *z = digits(buf + sizeof buf, v, &n);
  (void)seed;
  return (int32_t)rk_java_bytes_hash(z, n);
}
static int bytearray_bytes(const unsigned char *z, size_t n, int isText,
                           uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  if( !TEXT_OK(z, n) ) return RK_BADKEY;
  *pHash = (int32_t)rk_java_bytes_hash(z, n);
  return RK_HASHED;
}
static uint64_t bytearray_part(int64_t v, const RkPlace *pl){
  return red_abs(bytearray_int(v, 0), pl);
}

/* ---- The entries -------------------------------------------------------- */

#define PINOT_SHARED \
  .zSystem = "Apache Pinot", \
  .zNull = "NULL (Pinot partitions the column's defaultNullValue instead)", \
  .nMin = 1, .nMax = PINOT_MAX_N
#define PINOT_TEXT "the string's UTF-8 bytes (well-formed UTF-8)"
#define PINOT_INT "Long.toString: the decimal text's bytes"
#define PINOT_INT32 "Integer.toString: the decimal text's bytes"
#define PINOT_WANT "an integer or well-formed UTF-8 text"
#define PINOT_WANT32 "an integer between -2147483648 and 2147483647"

#define PINOT_MURMUR_COMMON PINOT_SHARED, \
  .zHash = "Kafka murmur2 (MurmurHash2 32, seed 0x9747b28c), signed int32", \
  .zReduction = "(hash & 0x7fffffff) % n, n = numPartitions", \
  .xInt = murmur_int, .xIntPartition = murmur_part, .xReduce = red_mask

const RkScheme rk_scheme_pinot_murmur = {
  .zName = "pinot_murmur", .zComponent = "partition function Murmur, LONG or STRING column",
  .zInteger = PINOT_INT, RK_INT64_KEYS,
  .zText = PINOT_TEXT, .xBytes = murmur_bytes, .acceptText = 1,
  .zKeyWant = PINOT_WANT,
  PINOT_MURMUR_COMMON,
};
const RkScheme rk_scheme_pinot_murmur32 = {
  .zName = "pinot_murmur:int32", .zComponent = "partition function Murmur, INT column",
  .zInteger = PINOT_INT32, RK_INT32_KEYS, .zKeyWant = PINOT_WANT32,
  PINOT_MURMUR_COMMON,
};

#define PINOT_MURMUR3_COMMON PINOT_SHARED, \
  .zHash = "MurmurHash3 x86_32 (Guava murmur3_32_fixed), seed option" \
           " (functionConfig seed, default 0), signed int32", \
  .zReduction = "(hash & 0x7fffffff) % n, n = numPartitions", \
  .xInt = m3_int, .xIntPartition = m3_part, .xReduce = red_mask, \
  .aOpt = aSeedOpt, .nOpt = 1

const RkScheme rk_scheme_pinot_murmur3 = {
  .zName = "pinot_murmur3", .zComponent = "partition function Murmur3, LONG or STRING column",
  .zInteger = PINOT_INT, RK_INT64_KEYS,
  .zText = PINOT_TEXT, .xBytes = m3_bytes, .acceptText = 1,
  .zKeyWant = PINOT_WANT,
  PINOT_MURMUR3_COMMON,
};
const RkScheme rk_scheme_pinot_murmur3_32 = {
  .zName = "pinot_murmur3:int32", .zComponent = "partition function Murmur3, INT column",
  .zInteger = PINOT_INT32, RK_INT32_KEYS, .zKeyWant = PINOT_WANT32,
  PINOT_MURMUR3_COMMON,
};

#define PINOT_X64_COMMON PINOT_SHARED, \
  .zHash = "Infinispan MurmurHash3 x64_32 (high half of its h1), seed option" \
           " (functionConfig seed, default 0), signed int32", \
  .zReduction = "(hash & 0x7fffffff) % n, n = numPartitions", \
  .xInt = x64_int, .xIntPartition = x64_part, .xReduce = red_mask, \
  .aOpt = aSeedOpt, .nOpt = 1

const RkScheme rk_scheme_pinot_murmur3_x64_32 = {
  .zName = "pinot_murmur3_x64_32",
  .zComponent = "partition function Murmur3, variant x64_32, LONG or STRING column",
  .zInteger = PINOT_INT, RK_INT64_KEYS,
  .zText = PINOT_TEXT, .xBytes = x64_bytes, .acceptText = 1,
  .zKeyWant = PINOT_WANT,
  PINOT_X64_COMMON,
};
const RkScheme rk_scheme_pinot_murmur3_x64_32_32 = {
  .zName = "pinot_murmur3_x64_32:int32",
  .zComponent = "partition function Murmur3, variant x64_32, INT column",
  .zInteger = PINOT_INT32, RK_INT32_KEYS, .zKeyWant = PINOT_WANT32,
  PINOT_X64_COMMON,
};

#define PINOT_MODULO_COMMON PINOT_SHARED, \
  .zHash = "the value (Long.parseLong of its string form)", \
  .zReduction = "value % n (Java's truncating %), + n if negative", \
  .xInt = modulo_int, .xIntPartition = modulo_part, .xReduce = red_modulo

const RkScheme rk_scheme_pinot_modulo = {
  .zName = "pinot_modulo", .zComponent = "partition function Modulo, LONG or STRING column",
  .zInteger = "the value", RK_INT64_KEYS,
  .zText = "Long.parseLong: [+-] ASCII decimal digits within a long",
  .xBytes = modulo_bytes, .acceptText = 1,
  .zKeyWant = "an integer, or text holding a decimal integer"
              " from -9223372036854775808 to 9223372036854775807",
  PINOT_MODULO_COMMON,
};
const RkScheme rk_scheme_pinot_modulo32 = {
  .zName = "pinot_modulo:int32", .zComponent = "partition function Modulo, INT column",
  .zInteger = "the value", RK_INT32_KEYS, .zKeyWant = PINOT_WANT32,
  PINOT_MODULO_COMMON,
};

#define PINOT_HASHCODE_COMMON PINOT_SHARED, \
  .zHash = "String.hashCode() over UTF-16 code units, signed int32", \
  .zReduction = "abs(hash) % n, abs(-2147483648) = 0", \
  .xInt = hashcode_int, .xIntPartition = hashcode_part, .xReduce = red_abs

const RkScheme rk_scheme_pinot_hashcode = {
  .zName = "pinot_hashcode", .zComponent = "partition function HashCode, LONG or STRING column",
  .zInteger = "Long.toString: the decimal text's characters", RK_INT64_KEYS,
  .zText = "the string's UTF-16 code units (well-formed UTF-8)",
  .xBytes = hashcode_bytes, .acceptText = 1,
  .zKeyWant = PINOT_WANT,
  PINOT_HASHCODE_COMMON,
};
const RkScheme rk_scheme_pinot_hashcode32 = {
  .zName = "pinot_hashcode:int32", .zComponent = "partition function HashCode, INT column",
  .zInteger = "Integer.toString: the decimal text's characters", RK_INT32_KEYS,
  .zKeyWant = PINOT_WANT32,
  PINOT_HASHCODE_COMMON,
};

#define PINOT_BYTEARRAY_COMMON PINOT_SHARED, \
  .zHash = "Arrays.hashCode(byte[]) of the UTF-8 bytes (signed bytes), signed int32", \
  .zReduction = "abs(hash) % n, abs(-2147483648) = 0", \
  .xInt = bytearray_int, .xIntPartition = bytearray_part, .xReduce = red_abs

const RkScheme rk_scheme_pinot_bytearray = {
  .zName = "pinot_bytearray", .zComponent = "partition function ByteArray, LONG or STRING column",
  .zInteger = PINOT_INT, RK_INT64_KEYS,
  .zText = PINOT_TEXT, .xBytes = bytearray_bytes, .acceptText = 1,
  .zKeyWant = PINOT_WANT,
  PINOT_BYTEARRAY_COMMON,
};
const RkScheme rk_scheme_pinot_bytearray32 = {
  .zName = "pinot_bytearray:int32", .zComponent = "partition function ByteArray, INT column",
  .zInteger = PINOT_INT32, RK_INT32_KEYS, .zKeyWant = PINOT_WANT32,
  PINOT_BYTEARRAY_COMMON,
};
