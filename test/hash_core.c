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
#include "lookup3.h"
#include "cityhash64.h"
#include "siphash.h"

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

/* CityHash's test data (city-test.cc, v1.0.2): 1 MiB of pseudorandom
** bytes; test i hashes the i bytes at offset i*i, the last one all of it. */
#define CITY_DATA (1 << 20)
static unsigned char city_data[CITY_DATA];
static void city_setup(void){
  uint64_t a = 9, b = 777;
  int i;
  for(i = 0; i < CITY_DATA; i++){
    a = (a ^ (a >> 41)) * 0xc3a5c85c97cb3127ull + b;
    b = (b ^ (b >> 41)) * 0xc3a5c85c97cb3127ull + (uint64_t)i;
    city_data[i] = (unsigned char)(b >> 37);
  }
}

/* PostgreSQL's HASH_PARTITION_SEED. */
#define PG_SEED 0x7A5B22367996DCFDull

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
  /* SipHash-2-4, the paper's vectors: key 00..0f, message 00..(len-1). */
  {
    int i;
    for(i = 0; i < 64; i++) b[i] = (unsigned char)i;
    for(i = 0; i < 64; i++){
      printf("sip_paper_%02d %016" PRIx64 "\n", i,
             rk_siphash24(0x0706050403020100ull, 0x0f0e0d0c0b0a0908ull,
                          b, (size_t)i));
    }
  }
  /* ClickHouse sipHash64 (key 0): a String, an Int64 and an Int32 column. */
  printf("ch_sip_hello %" PRIu64 "\n",
         rk_siphash24(0, 0, (const unsigned char*)"hello", 5));
  printf("ch_sip_int64_7 %" PRIu64 "\n", rk_siphash24_u64(7));
  printf("ch_sip_int32_7 %" PRIu64 "\n", rk_siphash24_u32(7));
  n = unhex("0700000000000000", b);
  printf("ch_sip_bytes_7 %" PRIu64 "\n", rk_siphash24(0, 0, b, n));

  /* CityHash64 v1.0.2: its test file's first column, and ClickHouse's
  ** documented cityHash64 values. */
  {
    static const int aLen[] = {0, 1, 2, 3, 4, 7, 8, 9, 12, 16, 17, 24, 32,
                               33, 48, 64, 65, 100, 128, 129, 200, 298};
    size_t i;
    city_setup();
    for(i = 0; i < sizeof(aLen)/sizeof(aLen[0]); i++){
      int l = aLen[i];
      printf("city102_%d %016" PRIx64 "\n", l,
             rk_cityhash64_v102(city_data + l*l, (size_t)l));
    }
    printf("city102_1m %016" PRIx64 "\n",
           rk_cityhash64_v102(city_data, CITY_DATA));
  }
  printf("ch_city_moscow %" PRIu64 "\n",
         rk_cityhash64_v102((const unsigned char*)"Moscow", 6));
  {
    const char *z = "How can you write a big system without C++?  -Paul Glick";
    printf("ch_city_glick %" PRIu64 "\n",
           rk_cityhash64_v102((const unsigned char*)z, strlen(z)));
  }
  printf("ch_city_empty %" PRIu64 "\n", rk_cityhash64_v102(b, 0));
  /* intHash64: cityHash64 of Int64 -1, Int32 -1 (zero-extended), 7. */
  printf("ch_int_m1 %" PRIu64 "\n", rk_ch_int_hash64(UINT64_MAX));
  printf("ch_int32_m1 %" PRIu64 "\n", rk_ch_int_hash64(0xffffffffu));
  printf("ch_int_7 %" PRIu64 "\n", rk_ch_int_hash64(7));

  /* PostgreSQL: hashint4, hashint8, hashtext, hashvarlena and the
  ** extended forms with the partition seed. */
  printf("pg_hashint4_123 %" PRId64 "\n", s32(rk_pg_hash_uint32(123)));
  printf("pg_hashint8_1420008 %" PRId64 "\n",
         s32(rk_pg_hash_uint32(rk_pg_int8_fold(1420008))));
  printf("pg_hashint8_max %" PRId64 "\n",
         s32(rk_pg_hash_uint32(rk_pg_int8_fold(INT64_MAX))));
  printf("pg_hashtext_user42 %" PRId64 "\n",
         s32(rk_pg_hash_bytes((const unsigned char*)"user42", 6)));
  n = unhex("00ff", b);
  printf("pg_hashvarlena_00ff %" PRId64 "\n", s32(rk_pg_hash_bytes(b, n)));
  printf("pg_int8ext_1420008 %" PRId64 "\n",
         (int64_t)rk_pg_hash_uint32_extended(rk_pg_int8_fold(1420008), PG_SEED));
  printf("pg_int8ext_m1 %" PRId64 "\n",
         (int64_t)rk_pg_hash_uint32_extended(rk_pg_int8_fold(-1), PG_SEED));
  printf("pg_textext_empty %" PRId64 "\n",
         (int64_t)rk_pg_hash_bytes_extended(b, 0, PG_SEED));
  printf("pg_textext_abc %" PRId64 "\n",
         (int64_t)rk_pg_hash_bytes_extended((const unsigned char*)"abc", 3,
                                            PG_SEED));
  printf("pg_textext_user42 %" PRId64 "\n",
         (int64_t)rk_pg_hash_bytes_extended((const unsigned char*)"user42", 6,
                                            PG_SEED));
  return 0;
}
