/*
** pulsar.c - the partition of a keyed message on an Apache Pulsar
** partitioned topic (no SQLite dependency).
**
**   SELECT key_partition('user42', 12, 'pulsar');         -- 1: Java client
**   SELECT key_partition('user42', 12, 'pulsar_murmur');  -- 9
**   SELECT key_partition('user42', 12, 'pulsar_cpp');     -- 8: C++ client
**   SELECT key_hash('user42', 'pulsar');                  -- 1311452041
**
** Both clients route a message with a key to hash(key) % numPartitions,
** whatever the routing mode; a message without a key goes round-robin or
** to a sticky partition (NULL here). The hash is never negative: each
** client masks it with 0x7fffffff, and key_hash reports it masked.
**
** Java client (apache/pulsar pulsar-client impl/JavaStringHash.java,
** Murmur3Hash32.java, RoundRobinPartitionMessageRouterImpl.java): the
** default HashingScheme.JavaStringHash is String.hashCode() over the
** key's UTF-16 code units; Murmur3_32Hash is MurmurHash3 x86_32, seed 0,
** of the key's UTF-8. An INTEGER key is its decimal text
** (key(String.valueOf(v))); a BLOB key is what keyBytes(b) stores and
** routes by: the standard Base64 text of b, with padding.
**
** C++ client (apache/pulsar-client-cpp lib/BoostHash.cc, JavaStringHash.cc,
** Murmur3_32Hash.cc, RoundRobinMessageRouter.cc): the key is a
** std::string of bytes (a BLOB is its bytes). The default BoostHash is
** boost::hash<std::string>, build-dependent: 'pulsar_cpp' is Boost 1.74 on
** a 64-bit build (boost_hash.c). Its JavaStringHash runs 31*h + c over the
** UTF-8 bytes as signed chars, which equals Java only for ASCII keys; its
** Murmur3_32Hash equals Java's on the same bytes.
*/
#include "scheme.h"
#include "int_text.h"
#include "boost_hash.h"
#include "java_hash.h"
#include "murmur.h"
#include "murmur_mix.h"
#include "utf16.h"

#define MASK31 0x7FFFFFFFu

/* ---- The Java client's Base64 keyBytes ---------------------------------- */

static const char b64[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* The four Base64 characters of z[i..i+m) (m = 1..3), '=' padded, as one
** little-endian word: the first character in the low byte. */
static uint32_t b64_quad(const unsigned char *z, size_t m){
  uint32_t x = (uint32_t)z[0] << 16;
  uint32_t c2, c3;
  if( m > 1 ) x |= (uint32_t)z[1] << 8;
  if( m > 2 ) x |= z[2];
  c2 = m > 1 ? (unsigned char)b64[(x >> 6) & 63] : '=';
  c3 = m > 2 ? (unsigned char)b64[x & 63] : '=';
  return (uint32_t)(unsigned char)b64[x >> 18]
       | (uint32_t)(unsigned char)b64[(x >> 12) & 63] << 8
       | c2 << 16 | c3 << 24;
}

/* String.hashCode of the Base64 text of z[0..n) (ASCII: one unit a byte). */
static uint32_t b64_java(const unsigned char *z, size_t n){
  uint32_t h = 0;
  size_t i;
  for(i = 0; i < n; i += 3){
    uint32_t q = b64_quad(z + i, n - i < 3 ? n - i : 3);
    h = h*923521u + (q & 0xff)*29791u + ((q >> 8) & 0xff)*961u
      + ((q >> 16) & 0xff)*31u + (q >> 24);
  }
  return h;
}

/* MurmurHash3 x86_32 (seed 0) of the Base64 text of z[0..n): every three
** bytes are one four-character block, so there is never a tail. */
static uint32_t b64_murmur(const unsigned char *z, size_t n){
  uint32_t h = 0;
  size_t i;
  for(i = 0; i < n; i += 3){
    h = rk_m3_mixh(h, rk_m3_mixk(b64_quad(z + i, n - i < 3 ? n - i : 3)));
  }
  return rk_m3_fmix32(h ^ (uint32_t)((n + 2) / 3 * 4));
}

/* ---- Java client: JavaStringHash (default) ----------------------------- */

static int64_t java_int(int64_t v, uint64_t seed){
  char z[RK_INT_TEXT_MAX];
  size_t n = rk_int_text(v, z);
  (void)seed;
  /* ASCII digits: String.hashCode is Arrays.hashCode's fold from 0. */
  return rk_java_bytes_more(0, z, n) & MASK31;
}

static int java_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  uint32_t h;
  (void)seed;
  if( !isText ){
    h = b64_java(z, n);
  }else if( !rk_utf16_java_hash(z, n, &h) ){
    return RK_BADKEY;
  }
  *pHash = h & MASK31;
  return RK_HASHED;
}

/* ---- Java client: Murmur3_32Hash --------------------------------------- */

static int64_t murmur_int(int64_t v, uint64_t seed){
  char z[RK_INT_TEXT_MAX];
  size_t n = rk_int_text(v, z);
  (void)seed;
  return rk_murmur3_x86_32(z, n, 0) & MASK31;
}

static int murmur_bytes(const unsigned char *z, size_t n, int isText,
                        uint64_t seed, int64_t *pHash){
  (void)seed;
  if( isText ){
    /* A Java String's UTF-8: only well-formed text is one. */
    if( !rk_utf8_valid(z, n) ) return RK_BADKEY;
    *pHash = rk_murmur3_x86_32(z, n, 0) & MASK31;
  }else{
    *pHash = b64_murmur(z, n) & MASK31;
  }
  return RK_HASHED;
}

/* ---- C++ client: BoostHash (default), JavaStringHash, Murmur3_32Hash --- */

static int64_t boost_int(int64_t v, uint64_t seed){
  char z[RK_INT_TEXT_MAX];
  size_t n = rk_int_text(v, z);
  (void)seed;
  return (int64_t)(rk_boost174_hash(z, n) & MASK31);
}

static int boost_bytes(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = (int64_t)(rk_boost174_hash(z, n) & MASK31);
  return RK_HASHED;
}

/* The C++ JavaStringHash over the bytes as signed chars: for the ASCII
** digits of an integer, the Java value. */
static int cpp_java_bytes(const unsigned char *z, size_t n, int isText,
                          uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = rk_java_bytes_more(0, z, n) & MASK31;
  return RK_HASHED;
}

static int cpp_murmur_bytes(const unsigned char *z, size_t n, int isText,
                            uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = rk_murmur3_x86_32(z, n, 0) & MASK31;
  return RK_HASHED;
}

/* ---- Reduction ----------------------------------------------------------- */

/* signSafeMod of a non-negative hash (Java); hash % n (C++, whose n == 1
** shortcut gives the same 0). */
static uint64_t pulsar_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t java_int_part(int64_t v, const RkPlace *pl){
  return (uint64_t)java_int(v, 0) % pl->n;
}
static uint64_t murmur_int_part(int64_t v, const RkPlace *pl){
  return (uint64_t)murmur_int(v, 0) % pl->n;
}
static uint64_t boost_int_part(int64_t v, const RkPlace *pl){
  return (uint64_t)boost_int(v, 0) % pl->n;
}

/* ---- The entries ------------------------------------------------------- */

/* numPartitions is a Java / C++ int. */
#define PULSAR_SHARED \
  .zSystem = "Apache Pulsar", \
  .zInteger = "its decimal text (key(String.valueOf(v)))", \
  .zReduction = "hash % n (the empty key: hash 0, partition 0)", \
  .zNull = "NULL (a message without a key goes round-robin or sticky)", \
  .xReduce = pulsar_reduce, RK_INT64_KEYS, \
  .acceptText = 1, .acceptBlob = 1, \
  .nMin = 1, .nMax = 2147483647

#define JAVA_TEXT "the String (well-formed UTF-8)"
#define JAVA_BLOB "keyBytes(b): the standard Base64 text of b, with padding"
#define JAVA_WANT "an integer, well-formed UTF-8 text or a blob"
#define CPP_TEXT  "the UTF-8 bytes (std::string)"
#define CPP_BLOB  "the bytes (setPartitionKey(std::string))"

const RkScheme rk_scheme_pulsar = {
  .zName = "pulsar",
  .zComponent = "Java client, default HashingScheme.JavaStringHash",
  .zHash = "String.hashCode() (UTF-16 code units) & 0x7fffffff",
  .zText = JAVA_TEXT, .zBlob = JAVA_BLOB, .zKeyWant = JAVA_WANT,
  .xInt = java_int, .xIntPartition = java_int_part, .xBytes = java_bytes,
  PULSAR_SHARED,
};

const RkScheme rk_scheme_pulsar_murmur = {
  .zName = "pulsar_murmur",
  .zComponent = "Java client, HashingScheme.Murmur3_32Hash",
  .zHash = "MurmurHash3 x86_32 of the UTF-8, seed 0, & 0x7fffffff",
  .zText = JAVA_TEXT, .zBlob = JAVA_BLOB, .zKeyWant = JAVA_WANT,
  .xInt = murmur_int, .xIntPartition = murmur_int_part, .xBytes = murmur_bytes,
  PULSAR_SHARED,
};

const RkScheme rk_scheme_pulsar_cpp = {
  .zName = "pulsar_cpp",
  .zComponent = "C++ client (and Python, Node.js, Go-cgo), default BoostHash;"
                " Boost 1.74, 64-bit build",
  .zHash = "boost::hash<std::string> (Boost 1.74, 64-bit, signed chars)"
           " & 0x7fffffff",
  .zText = CPP_TEXT, .zBlob = CPP_BLOB,
  .xInt = boost_int, .xIntPartition = boost_int_part, .xBytes = boost_bytes,
  PULSAR_SHARED,
};

const RkScheme rk_scheme_pulsar_cpp_java = {
  .zName = "pulsar_cpp_java",
  .zComponent = "C++ client, HashingScheme JavaStringHash",
  .zHash = "31*h + c over the UTF-8 bytes as signed chars & 0x7fffffff"
           " (Java's value only for ASCII keys)",
  .zText = CPP_TEXT, .zBlob = CPP_BLOB,
  /* The decimal digits are ASCII: the Java client's value. */
  .xInt = java_int, .xIntPartition = java_int_part, .xBytes = cpp_java_bytes,
  PULSAR_SHARED,
};

const RkScheme rk_scheme_pulsar_cpp_murmur = {
  .zName = "pulsar_cpp_murmur",
  .zComponent = "C++ client, HashingScheme Murmur3_32Hash",
  .zHash = "MurmurHash3 x86_32 of the bytes, seed 0, & 0x7fffffff",
  .zText = CPP_TEXT, .zBlob = CPP_BLOB,
  .xInt = murmur_int, .xIntPartition = murmur_int_part,
  .xBytes = cpp_murmur_bytes,
  PULSAR_SHARED,
};
