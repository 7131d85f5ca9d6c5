/*
** kafka_clients.c - the partitioners of the non-Java Kafka clients:
** librdkafka (confluent-kafka-python, -go, -dotnet, node-rdkafka, kcat)
** and Sarama (Go). No SQLite dependency.
**
**   SELECT key_partition('abc', 7, 'librdkafka');        -- 5: crc32 % 7
**   SELECT key_partition('', 7, 'librdkafka');           -- NULL: random
**   SELECT key_partition(NULL, 7, 'librdkafka_consistent'); -- 0
**   SELECT key_partition(NULL, 7, 'librdkafka_murmur2');  -- 2
**   SELECT key_partition('a', 997, 'sarama');            -- 204: |fnv1a| % n
**   SELECT key_partition('a', 997, 'sarama_reference');  -- 279
**   SELECT key_partition(7, 12, 'sarama:int32');         -- a 4-byte key
**
** Key bytes are those of the Java serializers, as for the 'kafka' scheme:
** TEXT as UTF-8, BLOB as is, INTEGER as 8 big-endian bytes (LongSerializer)
** or, in the ':int32' schemes, 4 (IntegerSerializer).
**
** NULL and empty keys are decided by librdkafka's producer before any
** partitioner runs: a NULL key goes to the "sticky" partition (random,
** hence NULL here) under the *_random partitioners, and so does an empty
** key under consistent_random (the default); under consistent, murmur2
** and fnv1a the partitioner gets a NULL key as zero bytes, so it lands
** where the empty key does. A key librdkafka hashes reports the value its
** partitioner takes % n: the CRC, murmur2 & 0x7fffffff, |fnv1a|. Sarama
** hashes the empty key like any other and sends a NULL key (nil) to its
** random partitioner.
**
** Rules: confluentinc/librdkafka src/rdkafka_msg.c (the partitioners and
** the producer's NULL and empty-key dispatch), src/rdcrc32.h,
** src/rdmurmur2.c, src/rdfnv1a.c, as librdkafka 2.0.2's producer shows
** them on its mock cluster (test/librdkafka.test); IBM/sarama
** partitioner.go.
*/
#include "scheme.h"
#include "crc32.h"
#include "fnv1a.h"
#include "murmur.h"
#include "murmur_mix.h"

/* ---- librdkafka: CRC-32, crc % n ------------------------------------- */

static int64_t crc_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_crc32_u64be((uint64_t)v);
}

static int64_t crc_int32(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_crc32_u32be((uint32_t)v);
}

static int crc_bytes(const unsigned char *z, size_t n, int isText,
                     uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = (int64_t)rk_crc32(z, n);
  return RK_HASHED;
}

/* librdkafka's partitioners: the hash, never negative (the unsigned CRC,
** murmur2 & 0x7fffffff, |fnv1a|), % n. */
static uint64_t mod_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

/* The partitioner's zero bytes of a NULL key. */
static int crc_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = (int64_t)rk_crc32("", 0);
  return RK_HASHED;
}

static uint64_t crc_int_part(int64_t v, const RkPlace *pl){
  return rk_crc32_u64be((uint64_t)v) % pl->n;
}

static uint64_t crc_int32_part(int64_t v, const RkPlace *pl){
  return rk_crc32_u32be((uint32_t)v) % pl->n;
}

/* ---- librdkafka murmur2: Java's murmur2, & 0x7fffffff, % n ------------ */

#define SEED_MURMUR2 0x9747b28cu

static uint32_t m2_int(int64_t v){
  /* 8 big-endian bytes, read as MurmurHash2's two little-endian blocks. */
  uint32_t h = SEED_MURMUR2 ^ 8u;
  h = rk_m2_block(h, rk_bswap32((uint32_t)((uint64_t)v >> 32)));
  h = rk_m2_block(h, rk_bswap32((uint32_t)v));
  return rk_m2_final(h) & 0x7FFFFFFFu;
}

static uint32_t m2_int32(int64_t v){
  return rk_m2_final(rk_m2_block(SEED_MURMUR2 ^ 4u, rk_bswap32((uint32_t)v)))
         & 0x7FFFFFFFu;
}

static int64_t m2_hash_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)m2_int(v);
}

static int64_t m2_hash_int32(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)m2_int32(v);
}

static int m2_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = (int64_t)(rk_murmur2_32(z, n, SEED_MURMUR2) & 0x7FFFFFFFu);
  return RK_HASHED;
}

static int m2_null(uint64_t seed, int64_t *pHash){
  return m2_bytes((const unsigned char*)"", 0, 0, seed, pHash);
}

static uint64_t m2_int_part(int64_t v, const RkPlace *pl){
  return m2_int(v) % pl->n;
}

static uint64_t m2_int32_part(int64_t v, const RkPlace *pl){
  return m2_int32(v) % pl->n;
}

/* ---- Sarama: FNV-1a 32 as a signed int32 ----------------------------- */

static int64_t fnv_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int32_t)rk_fnv1a_32_u64be((uint64_t)v);
}

static int64_t fnv_int32(int64_t v, uint64_t seed){
  (void)seed;
  return (int32_t)rk_fnv1a_32_u32be((uint32_t)v);
}

static int fnv_bytes(const unsigned char *z, size_t n, int isText,
                     uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = (int32_t)rk_fnv1a_32(z, n);
  return RK_HASHED;
}

/* NewHashPartitioner: Go's h % n has the sign of h, then the sign is
** dropped, so it is |h| % n, with |-2^31| = 2^31 (int64 here). */
static uint64_t abs_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)(hash < 0 ? -hash : hash) % pl->n;
}

/* NewReferenceHashPartitioner: Java's toPositive, the sign bit cleared. */
static uint64_t pos_reduce(int64_t hash, const RkPlace *pl){
  return ((uint64_t)hash & 0x7FFFFFFFu) % pl->n;
}

/* |h| of a 32-bit hash, as an unsigned 32-bit value (what librdkafka's
** fnv1a partitioner computes). */
static uint64_t abs32(uint32_t h){
  return (h & 0x80000000u) ? (uint64_t)(0u - h) : (uint64_t)h;
}

/* librdkafka's fnv1a hash: |h| of the signed FNV-1a, 0 .. 2^31. */
static int64_t fnva_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)abs32(rk_fnv1a_32_u64be((uint64_t)v));
}

static int64_t fnva_int32(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)abs32(rk_fnv1a_32_u32be((uint32_t)v));
}

static int fnva_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = (int64_t)abs32(rk_fnv1a_32(z, n));
  return RK_HASHED;
}

static int fnva_null(uint64_t seed, int64_t *pHash){
  return fnva_bytes((const unsigned char*)"", 0, 0, seed, pHash);
}

static uint64_t fnv_int_part(int64_t v, const RkPlace *pl){
  return abs32(rk_fnv1a_32_u64be((uint64_t)v)) % pl->n;
}

static uint64_t fnv_int32_part(int64_t v, const RkPlace *pl){
  return abs32(rk_fnv1a_32_u32be((uint32_t)v)) % pl->n;
}

static uint64_t fnv_int_pos(int64_t v, const RkPlace *pl){
  return (rk_fnv1a_32_u64be((uint64_t)v) & 0x7FFFFFFFu) % pl->n;
}

static uint64_t fnv_int32_pos(int64_t v, const RkPlace *pl){
  return (rk_fnv1a_32_u32be((uint32_t)v) & 0x7FFFFFFFu) % pl->n;
}

/* ---- The entries ------------------------------------------------------ */

/* What every producer here shares; a topic's partition count is a Java /
** Go int32. */
#define CLIENT_SHARED .nMin = 1, .nMax = 2147483647
#define BYTES_64  "LongSerializer: 8 bytes big-endian"
#define BYTES_32  "IntegerSerializer: 4 bytes big-endian"
#define TEXT_UTF8 "StringSerializer: UTF-8"
#define BLOB_RAW  "the bytes"
#define NULL_NONE "NULL (the producer picks a random or sticky partition)"
#define NULL_ZERO "hashed as zero bytes (the producer passes no key bytes)"
#define MOD_RED   "hash % n (the empty key hashed)"

#define CRC_HASH  "CRC-32 (zlib), unsigned"
#define M2_HASH   "MurmurHash2 32, seed 0x9747b28c, & 0x7fffffff"
#define FNVA_HASH "FNV-1a 32, abs() of the signed int32"

/* What every librdkafka partitioner shares; each NAME_COMMON below adds
** its component, hash, reduction and NULL rule. */
#define LIBRDKAFKA_SHARED \
  .zSystem = "librdkafka", .xReduce = mod_reduce, CLIENT_SHARED

#define LIBRDKAFKA_COMMON LIBRDKAFKA_SHARED, \
  .zComponent = "default partitioner consistent_random (confluent-kafka clients, kcat)", \
  .zHash = CRC_HASH, .zReduction = "crc % n; the empty key: no partition (random)", \
  .zNull = NULL_NONE, \
  .zClients = "confluentinc's confluent-kafka for Python, Go and .NET; node-rdkafka;" \
    " kcat; segmentio/kafka-go kafka.CRC32Balancer{}"

const RkScheme rk_scheme_librdkafka = {
  .zName = "librdkafka",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = crc_int, .xIntPartition = crc_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = crc_bytes, .acceptText = 1, .acceptBlob = 1,
  .flags = RK_EMPTY_UNPLACED,
  LIBRDKAFKA_COMMON,
};
const RkScheme rk_scheme_librdkafka_int32 = {
  .zName = "librdkafka:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = crc_int32, .xIntPartition = crc_int32_part,
  LIBRDKAFKA_COMMON,
};

#define LIBRDKAFKA_CONSISTENT_COMMON LIBRDKAFKA_SHARED, \
  .zComponent = "partitioner consistent", .zHash = CRC_HASH, \
  .zReduction = "crc % n (the empty key: 0)", .zNull = NULL_ZERO, \
  .xNull = crc_null, \
  .zClients = "segmentio/kafka-go kafka.CRC32Balancer{Consistent: true}"

const RkScheme rk_scheme_librdkafka_consistent = {
  .zName = "librdkafka_consistent",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = crc_int, .xIntPartition = crc_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = crc_bytes, .acceptText = 1, .acceptBlob = 1,
  LIBRDKAFKA_CONSISTENT_COMMON,
};
const RkScheme rk_scheme_librdkafka_consistent_int32 = {
  .zName = "librdkafka_consistent:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = crc_int32, .xIntPartition = crc_int32_part,
  LIBRDKAFKA_CONSISTENT_COMMON,
};

#define LIBRDKAFKA_MURMUR2_COMMON LIBRDKAFKA_SHARED, \
  .zComponent = "partitioner murmur2", .zHash = M2_HASH, .zReduction = MOD_RED, \
  .zNull = NULL_ZERO, .xNull = m2_null, \
  .zClients = "segmentio/kafka-go kafka.Murmur2Balancer{Consistent: true}"

const RkScheme rk_scheme_librdkafka_murmur2 = {
  .zName = "librdkafka_murmur2",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = m2_hash_int, .xIntPartition = m2_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = m2_bytes, .acceptText = 1, .acceptBlob = 1,
  LIBRDKAFKA_MURMUR2_COMMON,
};
const RkScheme rk_scheme_librdkafka_murmur2_int32 = {
  .zName = "librdkafka_murmur2:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = m2_hash_int32, .xIntPartition = m2_int32_part,
  LIBRDKAFKA_MURMUR2_COMMON,
};

#define LIBRDKAFKA_MURMUR2_RANDOM_COMMON LIBRDKAFKA_SHARED, \
  .zComponent = "partitioner murmur2_random (= the Java client)", \
  .zHash = M2_HASH, .zReduction = MOD_RED, .zNull = NULL_NONE

const RkScheme rk_scheme_librdkafka_murmur2_random = {
  .zName = "librdkafka_murmur2_random",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = m2_hash_int, .xIntPartition = m2_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = m2_bytes, .acceptText = 1, .acceptBlob = 1,
  LIBRDKAFKA_MURMUR2_RANDOM_COMMON,
};
const RkScheme rk_scheme_librdkafka_murmur2_random_int32 = {
  .zName = "librdkafka_murmur2_random:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = m2_hash_int32, .xIntPartition = m2_int32_part,
  LIBRDKAFKA_MURMUR2_RANDOM_COMMON,
};

/* 'fnv1a' is the name of librdkafka's partitioner setting, so it spells
** this entry (with librdkafka's NULL rule), not Sarama's. */
#define LIBRDKAFKA_FNV1A_COMMON LIBRDKAFKA_SHARED, \
  .zComponent = "partitioner fnv1a (= Sarama's default)", .zHash = FNVA_HASH, \
  .zReduction = MOD_RED, .zNull = NULL_ZERO, .xNull = fnva_null

const RkScheme rk_scheme_librdkafka_fnv1a = {
  .zName = "librdkafka_fnv1a", .zAlias = "fnv1a",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = fnva_int, .xIntPartition = fnv_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = fnva_bytes, .acceptText = 1, .acceptBlob = 1,
  LIBRDKAFKA_FNV1A_COMMON,
};
const RkScheme rk_scheme_librdkafka_fnv1a_int32 = {
  .zName = "librdkafka_fnv1a:int32", .zAlias = "fnv1a:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = fnva_int32, .xIntPartition = fnv_int32_part,
  LIBRDKAFKA_FNV1A_COMMON,
};

#define LIBRDKAFKA_FNV1A_RANDOM_COMMON LIBRDKAFKA_SHARED, \
  .zComponent = "partitioner fnv1a_random", .zHash = FNVA_HASH, \
  .zReduction = MOD_RED, .zNull = NULL_NONE

const RkScheme rk_scheme_librdkafka_fnv1a_random = {
  .zName = "librdkafka_fnv1a_random",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = fnva_int, .xIntPartition = fnv_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = fnva_bytes, .acceptText = 1, .acceptBlob = 1,
  LIBRDKAFKA_FNV1A_RANDOM_COMMON,
};
const RkScheme rk_scheme_librdkafka_fnv1a_random_int32 = {
  .zName = "librdkafka_fnv1a_random:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = fnva_int32, .xIntPartition = fnv_int32_part,
  LIBRDKAFKA_FNV1A_RANDOM_COMMON,
};

#define FNV_HASH  "FNV-1a 32, signed int32"

#define SARAMA_COMMON \
  .zSystem = "Sarama", .zComponent = "Go client, NewHashPartitioner (default)", \
  .zHash = FNV_HASH, \
  .zReduction = "abs(hash) % n (Go's truncated remainder, sign dropped)", \
  .zNull = NULL_NONE, .xReduce = abs_reduce, CLIENT_SHARED, \
  .zClients = "segmentio/kafka-go kafka.Hash (its default Hasher, FNV-1a)"

const RkScheme rk_scheme_sarama = {
  .zName = "sarama",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = fnv_int, .xIntPartition = fnv_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = fnv_bytes, .acceptText = 1, .acceptBlob = 1,
  SARAMA_COMMON,
};
const RkScheme rk_scheme_sarama_int32 = {
  .zName = "sarama:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = fnv_int32, .xIntPartition = fnv_int32_part,
  SARAMA_COMMON,
};

#define SARAMA_REFERENCE_COMMON \
  .zSystem = "Sarama", .zComponent = "Go client, NewReferenceHashPartitioner", \
  .zHash = FNV_HASH, .zReduction = "(hash & 0x7fffffff) % n", \
  .zNull = NULL_NONE, .xReduce = pos_reduce, CLIENT_SHARED, \
  .zClients = "segmentio/kafka-go kafka.ReferenceHash (its default Hasher, FNV-1a)"

const RkScheme rk_scheme_sarama_reference = {
  .zName = "sarama_reference",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = fnv_int, .xIntPartition = fnv_int_pos,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = fnv_bytes, .acceptText = 1, .acceptBlob = 1,
  SARAMA_REFERENCE_COMMON,
};
const RkScheme rk_scheme_sarama_reference_int32 = {
  .zName = "sarama_reference:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = fnv_int32, .xIntPartition = fnv_int32_pos,
  SARAMA_REFERENCE_COMMON,
};
