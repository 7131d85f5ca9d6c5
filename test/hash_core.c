/*
** hash_core.c - runs the pure hash core (no SQLite) on the SMHasher
** verification procedure and on a few published vectors, and prints one
** "label value" line per result. test/hash_core.test runs it and compares
** every line with the published figure.
**
**   make build/hash_core && ./build/hash_core
*/
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "murmur.h"
#include "general_ci.h"
#include "crc32.h"
#include "crc16.h"
#include "fnv1a.h"
#include "java_hash.h"
#include "redis.h"

/* A hash under SMHasher's interface: len bytes, 32-bit seed, out bytes. */
typedef void (*HashFn)(const void *p, size_t len, uint32_t seed, void *out);

static void put_le32(unsigned char *b, uint32_t v){
  int i;
  for(i = 0; i < 4; i++) b[i] = (unsigned char)(v >> (8*i));
}

static void put_le64(unsigned char *b, uint64_t v){
  int i;
  for(i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8*i));
}

static void f_x86_32(const void *p, size_t len, uint32_t seed, void *out){
  put_le32(out, rk_murmur3_x86_32(p, len, seed));
}

static void f_x64_128(const void *p, size_t len, uint32_t seed, void *out){
  uint64_t h[2];
  rk_murmur3_x64_128(p, len, seed, 0, h);
  put_le64(out, h[0]);
  put_le64((unsigned char*)out + 8, h[1]);
}

static void f_murmur2(const void *p, size_t len, uint32_t seed, void *out){
  put_le32(out, rk_murmur2_32(p, len, seed));
}

static void f_murmur64a(const void *p, size_t len, uint32_t seed, void *out){
  put_le64(out, rk_murmur64a(p, len, seed));
}

/* SMHasher's VerificationTest: hash {}, {0}, {0,1}, ... {0..254} with seed
** 256 - length, hash the concatenated results with seed 0, and read the
** first 4 bytes of that as a little-endian uint32. */
static uint32_t verification(HashFn f, int nOut){
  unsigned char key[256], all[256*16], final[16];
  int i;
  for(i = 0; i < 256; i++){
    key[i] = (unsigned char)i;
    f(key, (size_t)i, (uint32_t)(256 - i), all + i*nOut);
  }
  f(all, (size_t)(256*nOut), 0, final);
  return (uint32_t)final[0] | ((uint32_t)final[1] << 8)
       | ((uint32_t)final[2] << 16) | ((uint32_t)final[3] << 24);
}

/* Prints the last slot of each master redis-cli gives n masters, as
** "redis_ranges_N L0,L1,...". */
static void print_ranges(uint32_t n){
  uint32_t aLast[16];
  uint32_t i;
  rk_redis_ranges(n, aLast);
  printf("redis_ranges_%" PRIu32 " ", n);
  for(i = 0; i < n; i++) printf("%s%" PRIu32, i ? "," : "", aLast[i]);
  printf("\n");
}

/* Decodes a hex string into b; returns the number of bytes. */
static size_t unhex(const char *z, unsigned char *b){
  size_t n = 0;
  while( z[0] && z[1] ){
    unsigned v = 0;
    int i;
    for(i = 0; i < 2; i++){
      char c = z[i];
      v = v*16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    b[n++] = (unsigned char)v;
    z += 2;
  }
  return n;
}

static int64_t s32(uint32_t h){ return (int64_t)(int32_t)h; }

int main(void){
  unsigned char b[256];
  size_t n;
  uint64_t h[2];

  printf("verify_x86_32 %08" PRIX32 "\n", verification(f_x86_32, 4));
  printf("verify_x64_128 %08" PRIX32 "\n", verification(f_x64_128, 16));
  printf("verify_murmur2 %08" PRIX32 "\n", verification(f_murmur2, 4));
  printf("verify_murmur64a %08" PRIX32 "\n", verification(f_murmur64a, 8));

  /* Kafka: murmur2, seed 0x9747b28c. */
  n = unhex("3231", b);
  printf("kafka_21 %" PRId64 "\n", s32(rk_murmur2_32(b, n, 0x9747b28cu)));
  n = unhex("6b61666b61", b);
  printf("kafka_kafka %" PRId64 "\n", s32(rk_murmur2_32(b, n, 0x9747b28cu)));
  printf("kafka_empty %" PRId64 "\n", s32(rk_murmur2_32("", 0, 0x9747b28cu)));

  /* Iceberg: x86_32, standard tail, seed 0. */
  n = unhex("69636562657267", b);
  printf("iceberg_iceberg %" PRId64 "\n", s32(rk_murmur3_x86_32(b, n, 0)));
  printf("iceberg_34 %" PRId64 "\n", s32(rk_murmur3_x86_32_u64(34, 0)));

  /* Spark: Spark tail, seed 42. */
  n = unhex("616263", b);
  printf("spark_abc %" PRId64 "\n", s32(rk_murmur3_x86_32_spark(b, n, 42)));
  n = unhex("00c8", b);
  printf("spark_00c8 %" PRId64 "\n", s32(rk_murmur3_x86_32_spark(b, n, 42)));
  printf("spark_long1 %" PRId64 "\n", s32(rk_murmur3_x86_32_u64(1, 42)));

  /* Hive: signed tail, seed 104729. */
  n = unhex("68656c6c6f", b);
  printf("hive_hello %" PRId64 "\n",
         s32(rk_murmur3_x86_32_signed(b, n, 104729)));

  /* Cassandra: x64_128 with the sign-extended tail, h1. */
  n = unhex("e2e7", b);
  rk_murmur3_x64_128(b, n, 0, 1, h);
  printf("cassandra_e2e7 %" PRId64 "\n", (int64_t)h[0]);
  n = unhex("fefefefefefefefe", b);
  rk_murmur3_x64_128(b, n, 0, 1, h);
  printf("cassandra_fe8 %" PRId64 "\n", (int64_t)h[0]);
  n = unhex("00ff10fa9900ff10fa9900ff10fa9900ff10fa9900ff10fa9900ff10fa99"
            "00ff10fa9900ff10fa9900ff10fa9900ff10fa99", b);
  rk_murmur3_x64_128(b, n, 0, 1, h);
  printf("cassandra_50 %" PRId64 "\n", (int64_t)h[0]);

  /* OceanBase: MurmurHash64A, seed 0; general_ci text. */
  n = unhex("706172746974696f6e4b6579", b);
  printf("oceanbase_partitionKey %" PRId64 "\n", (int64_t)rk_murmur64a(b, n, 0));
  printf("oceanbase_long1 %" PRId64 "\n", (int64_t)rk_murmur64a_u64(1, 0));
  printf("oceanbase_long145 %" PRId64 "\n", (int64_t)rk_murmur64a_u64(145, 0));
  n = unhex("616263", b);
  printf("oceanbase_ci_abc %" PRId64 "\n",
         (int64_t)rk_general_ci_hash(b, n, 0));
  n = unhex("e89a82e89a81e98791e69c8d", b);
  printf("oceanbase_ci_cjk %" PRId64 "\n",
         (int64_t)rk_general_ci_hash(b, n, 0));

  /* CRC-32 (zlib/IEEE): the catalogue check value, zlib's empty input, a
  ** 43-byte text (slicing path and tail), and librdkafka's examples. */
  printf("crc32_check %08" PRIX32 "\n", rk_crc32("123456789", 9));
  printf("crc32_empty %" PRIu32 "\n", rk_crc32("", 0));
  printf("crc32_fox %08" PRIX32 "\n",
         rk_crc32("The quick brown fox jumps over the lazy dog", 43));
  printf("crc32_abc %" PRIu32 "\n", rk_crc32("abc", 3));
  printf("crc32_long1 %" PRIu32 "\n", rk_crc32_u64be(1));
  n = unhex("0000000000000001", b);
  printf("crc32_bytes1 %" PRIu32 "\n", rk_crc32(b, n));
  printf("crc32_int_m2147483647 %" PRIu32 "\n", rk_crc32_u32be(0x80000001u));

  /* CRC-16/XMODEM and Redis Cluster slots with their hash tags. */
  printf("crc16_check %04" PRIX32 "\n", (uint32_t)rk_crc16_xmodem("123456789", 9));
  {
    static const char *const azSlot[][2] = {
      {"redis_slot_redis", "redis"},
      {"redis_slot_a", "a"},
      {"redis_slot_tag_a_b", "{a}b"},
      {"redis_slot_1", "1"},
      {"redis_slot_m1", "-1"},
      {"redis_slot_empty_tag", "{}"},
      {"redis_slot_foo_empty_tag_bar", "foo{}{bar}"},
      {"redis_slot_following", "{user1000}.following"},
      {"redis_slot_followers", "{user1000}.followers"},
      {"redis_slot_x_tag", "x{tag}"},
      {"redis_slot_tag_x", "{tag}x"},
      {"redis_slot_empty", ""},
    };
    size_t i;
    for(i = 0; i < sizeof(azSlot)/sizeof(azSlot[0]); i++){
      printf("%s %u\n", azSlot[i][0],
             rk_redis_slot((const unsigned char*)azSlot[i][1], strlen(azSlot[i][1])));
    }
  }
  {
    uint32_t i, aLast[78];
    for(i = 3; i <= 8; i++) print_ranges(i);
    print_ranges(10);
    print_ranges(16);
    rk_redis_ranges(78, aLast);
    printf("redis_ranges_78_67 %" PRIu32 "\n", aLast[67]);
  }

  /* FNV-1a 32: the FNV reference vectors, and Sarama's examples. */
  printf("fnv1a_empty %08" PRIX32 "\n", rk_fnv1a_32("", 0));
  printf("fnv1a_a %08" PRIX32 "\n", rk_fnv1a_32("a", 1));
  printf("fnv1a_foobar %08" PRIX32 "\n", rk_fnv1a_32("foobar", 6));
  printf("fnv1a_abc %" PRId64 "\n", s32(rk_fnv1a_32("abc", 3)));
  printf("fnv1a_long1 %" PRId64 "\n", s32(rk_fnv1a_32_u64be(1)));

  /* Arrays.hashCode(byte[]), as Phoenix salts: VARCHAR, BIGINT, INTEGER
  ** and a composite key, whole and in parts. */
  printf("java_a %" PRId64 "\n", s32(rk_java_bytes_hash("a", 1)));
  printf("java_abc %" PRId64 "\n", s32(rk_java_bytes_hash("abc", 3)));
  printf("java_empty %" PRId64 "\n", s32(rk_java_bytes_hash("", 0)));
  n = unhex("8000000000000001", b);
  printf("java_bigint1 %" PRId64 "\n", s32(rk_java_bytes_hash(b, n)));
  printf("java_bigint1_u64 %" PRId64 "\n",
         s32(rk_java_bytes_more_u64be(1, 0x8000000000000001u)));
  printf("java_int0_u32 %" PRId64 "\n", s32(rk_java_bytes_more_u32be(1, 0x80000000u)));
  n = unhex("75736572343200800000000015aae8", b);
  printf("java_user42_1420008 %" PRId64 "\n", s32(rk_java_bytes_hash(b, n)));
  printf("java_user42_1420008_parts %" PRId64 "\n",
         s32(rk_java_bytes_more_u64be(rk_java_bytes_hash(b, 7), 0x800000000015aae8ull)));
  return 0;
}
