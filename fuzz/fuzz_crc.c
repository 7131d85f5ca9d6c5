/*
** fuzz_crc.c - libFuzzer target for the hashes of the Kafka clients, Redis
** Cluster and Phoenix (crc32.h, crc16.h, fnv1a.h, java_hash.h, redis.h),
** each against a second implementation written here in the plainest
** shape: CRCs bit by bit with no table, Arrays.hashCode one byte at a
** time, the Redis hash tag found by index arithmetic. The fast versions
** (slicing-by-8, four bytes per step, memchr) must agree on every input.
**
**   make fuzz-build && build/fuzz/fuzz_crc fuzz/corpus/crc
**
** Input: the bytes to hash. Each is also hashed from an odd address, and
** the first 8 / 4 bytes as the big-endian integer forms.
*/
#include "fuzz.h"
#include "crc32.h"
#include "crc16.h"
#include "fnv1a.h"
#include "java_hash.h"
#include "redis.h"

static uint32_t ref_crc32(const uint8_t *p, size_t n){
  uint32_t c = 0xFFFFFFFFu;
  size_t i;
  int k;
  for(i = 0; i < n; i++){
    c ^= p[i];
    for(k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return ~c;
}

static uint16_t ref_crc16(const uint8_t *p, size_t n){
  uint32_t c = 0;
  size_t i;
  int k;
  for(i = 0; i < n; i++){
    c ^= (uint32_t)p[i] << 8;
    for(k = 0; k < 8; k++) c = (c & 0x8000u) ? ((c << 1) ^ 0x1021u) : (c << 1);
    c &= 0xFFFFu;
  }
  return (uint16_t)c;
}

static uint32_t ref_fnv1a(const uint8_t *p, size_t n){
  uint32_t h = 2166136261u;
  size_t i;
  for(i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}

static uint32_t ref_java(const uint8_t *p, size_t n){
  uint32_t h = 1;
  size_t i;
  for(i = 0; i < n; i++) h = 31u*h + (uint32_t)(int32_t)(int8_t)p[i];
  return h;
}

static unsigned ref_slot(const uint8_t *p, size_t n){
  size_t s, e;
  for(s = 0; s < n; s++){
    if( p[s]=='{' ) break;
  }
  if( s==n ) return ref_crc16(p, n) & 16383u;
  for(e = s + 1; e < n; e++){
    if( p[e]=='}' ) break;
  }
  if( e==n || e==s + 1 ) return ref_crc16(p, n) & 16383u;
  return ref_crc16(p + s + 1, e - s - 1) & 16383u;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  const uint8_t *p = data;
  size_t n = size;
  uint8_t *odd = malloc(n + 1);
  uint64_t v64 = 0;
  uint32_t v32 = 0;
  size_t i;
  if( odd==0 ) return 0;
  if( n ) memcpy(odd + 1, p, n);

  FZ_CHECK(rk_crc32(p, n)==ref_crc32(p, n), "crc32 len %zu", n);
  FZ_CHECK(rk_crc32(odd + 1, n)==ref_crc32(p, n), "crc32 unaligned");
  FZ_CHECK(rk_crc16_xmodem(p, n)==ref_crc16(p, n), "crc16 len %zu", n);
  FZ_CHECK(rk_fnv1a_32(p, n)==ref_fnv1a(p, n), "fnv1a len %zu", n);
  FZ_CHECK(rk_java_bytes_hash(p, n)==ref_java(p, n), "java len %zu", n);
  FZ_CHECK(rk_java_bytes_hash(odd + 1, n)==ref_java(p, n), "java unaligned");
  FZ_CHECK(rk_redis_slot(p, n)==ref_slot(p, n), "redis slot len %zu", n);
  FZ_CHECK(rk_redis_slot(odd + 1, n)==ref_slot(p, n), "redis slot unaligned");
  /* A hash continued over a split is the hash of the whole. */
  FZ_CHECK(rk_java_bytes_more(rk_java_bytes_hash(p, n / 3), p + n / 3, n - n / 3)
           ==ref_java(p, n), "java split");

  /* The integer forms hash the value's big-endian bytes. */
  if( n >= 8 ){
    for(i = 0; i < 8; i++) v64 = (v64 << 8) | p[i];
    FZ_CHECK(rk_crc32_u64be(v64)==ref_crc32(p, 8), "crc32 u64be");
    FZ_CHECK(rk_fnv1a_32_u64be(v64)==ref_fnv1a(p, 8), "fnv1a u64be");
    FZ_CHECK(rk_java_bytes_more_u64be(1, v64)==ref_java(p, 8), "java u64be");
  }
  if( n >= 4 ){
    for(i = 0; i < 4; i++) v32 = (v32 << 8) | p[i];
    FZ_CHECK(rk_crc32_u32be(v32)==ref_crc32(p, 4), "crc32 u32be");
    FZ_CHECK(rk_fnv1a_32_u32be(v32)==ref_fnv1a(p, 4), "fnv1a u32be");
    FZ_CHECK(rk_java_bytes_more_u32be(1, v32)==ref_java(p, 4), "java u32be");
  }
  free(odd);
  return 0;
}
