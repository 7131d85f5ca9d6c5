/*
** kafka_clients.c - the partitioners of the non-Java Kafka clients:
** librdkafka (confluent-kafka-python, -go, -dotnet, node-rdkafka, kcat)
** and Sarama (Go). No SQLite dependency.
**
**   SELECT key_partition('abc', 7, 'librdkafka');        -- 5: crc32 % 7
**   SELECT key_partition('', 7, 'librdkafka');           -- NULL: random
**   SELECT key_partition('', 7, 'librdkafka_consistent'); -- 0
**   SELECT key_partition('a', 997, 'sarama');            -- 204: |fnv1a| % n
**   SELECT key_partition('a', 997, 'sarama_reference');  -- 279
**   SELECT key_partition(7, 12, 'sarama:int32');         -- a 4-byte key
**
** Key bytes are those of the Java serializers, as for the 'kafka' scheme:
** TEXT as UTF-8, BLOB as is, INTEGER as 8 big-endian bytes (LongSerializer)
** or, in the ':int32' schemes, 4 (IntegerSerializer). A NULL key has no
** partition in any of them (the producers send it to a random or "sticky"
** partition). librdkafka's default, consistent_random, also gives the
** empty key to its random partitioner; its consistent partitioner and
** Sarama hash the empty key like any other.
**
** Rules: confluentinc/librdkafka src/rdkafka_msg.c (the partitioners,
** src/rdcrc32.h, src/rdfnv1a.c), IBM/sarama partitioner.go.
*/
#include "scheme.h"
#include "crc32.h"
#include "fnv1a.h"

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

/* The hash is the unsigned CRC, 0 .. 2^32-1. */
static uint64_t crc_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t crc_int_part(int64_t v, const RkPlace *pl){
  return rk_crc32_u64be((uint64_t)v) % pl->n;
}

static uint64_t crc_int32_part(int64_t v, const RkPlace *pl){
  return rk_crc32_u32be((uint32_t)v) % pl->n;
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
#define CLIENT_SHARED \
  .zNull = "NULL (the producer picks a random or sticky partition)", \
  .nMin = 1, .nMax = 2147483647
#define BYTES_64  "LongSerializer: 8 bytes big-endian"
#define BYTES_32  "IntegerSerializer: 4 bytes big-endian"
#define TEXT_UTF8 "StringSerializer: UTF-8"
#define BLOB_RAW  "the bytes"

#define CRC_HASH  "CRC-32 (zlib), unsigned"
#define RDK_CR    "default partitioner consistent_random (confluent-kafka clients, kcat)"
#define RDK_C     "partitioner consistent"

#define LIBRDKAFKA_COMMON \
  .zSystem = "librdkafka", .zComponent = RDK_CR, .zHash = CRC_HASH, \
  .zReduction = "crc % n; the empty key: no partition (random)", \
  .xReduce = crc_reduce, CLIENT_SHARED

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

#define LIBRDKAFKA_CONSISTENT_COMMON \
  .zSystem = "librdkafka", .zComponent = RDK_C, .zHash = CRC_HASH, \
  .zReduction = "crc % n (the empty key: 0)", \
  .xReduce = crc_reduce, CLIENT_SHARED

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

#define FNV_HASH  "FNV-1a 32, signed int32"

#define SARAMA_COMMON \
  .zSystem = "Sarama", \
  .zComponent = "Go client, NewHashPartitioner (default; = librdkafka fnv1a)", \
  .zHash = FNV_HASH, \
  .zReduction = "abs(hash) % n (Go's truncated remainder, sign dropped)", \
  .xReduce = abs_reduce, CLIENT_SHARED

const RkScheme rk_scheme_sarama = {
  .zName = "sarama", .zAlias = "fnv1a",
  .zInteger = BYTES_64, RK_INT64_KEYS, .xInt = fnv_int, .xIntPartition = fnv_int_part,
  .zText = TEXT_UTF8, .zBlob = BLOB_RAW,
  .xBytes = fnv_bytes, .acceptText = 1, .acceptBlob = 1,
  SARAMA_COMMON,
};
const RkScheme rk_scheme_sarama_int32 = {
  .zName = "sarama:int32", .zAlias = "fnv1a:int32",
  .zInteger = BYTES_32, RK_INT32_KEYS, .xInt = fnv_int32, .xIntPartition = fnv_int32_part,
  SARAMA_COMMON,
};

#define SARAMA_REFERENCE_COMMON \
  .zSystem = "Sarama", .zComponent = "Go client, NewReferenceHashPartitioner", \
  .zHash = FNV_HASH, .zReduction = "(hash & 0x7fffffff) % n", \
  .xReduce = pos_reduce, CLIENT_SHARED

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
