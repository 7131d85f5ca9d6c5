/*
** fuzz_murmur.c - libFuzzer target for the hash primitives (ext/murmur.h),
** each against a second implementation written here on purpose in another
** shape: one byte at a time, blocks assembled in shift registers, no block
** loop and no tail switch. Two codings that agree on every input the
** fuzzer finds leave little room for a tail or endianness slip.
**
**   make fuzz-build && build/fuzz/fuzz_murmur fuzz/corpus/murmur
**
** Input: 8 bytes of seed, then the bytes to hash. Each primitive also
** hashes the same bytes from an odd address, which must not matter.
*/
#include "fuzz.h"
#include "murmur.h"

static uint32_t rotl32(uint32_t x, int r){ return (x << r) | (x >> (32 - r)); }
static uint64_t rotl64(uint64_t x, int r){ return (x << r) | (x >> (64 - r)); }

static uint32_t mixk32(uint32_t k){ return rotl32(k * 0xcc9e2d51u, 15) * 0x1b873593u; }
static uint32_t mixh32(uint32_t h, uint32_t k){ return rotl32(h ^ k, 13) * 5u + 0xe6546b64u; }
static uint32_t fmix32(uint32_t h, size_t len){
  h ^= (uint32_t)len;
  h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13; h *= 0xc2b2ae35u; h ^= h >> 16;
  return h;
}

/* MurmurHash3 x86_32 with the tail bytes sign-extended before the shift
** (Java byte arithmetic: commons-codec hash32, Hive). */
static uint32_t ref_x86_32_signed(const uint8_t *p, size_t len, uint32_t seed){
  uint32_t h = seed, k = 0;
  size_t i, nBody = len - len % 4;
  for(i = 0; i < len; i++){
    if( i < nBody ){
      k |= (uint32_t)p[i] << (8 * (i % 4));
      if( i % 4 == 3 ){ h = mixh32(h, mixk32(k)); k = 0; }
    }else{
      k ^= (uint32_t)(int32_t)(int8_t)p[i] << (8 * (i % 4));
    }
  }
  if( len % 4 ) h ^= mixk32(k);
  return fmix32(h, len);
}

/* Spark's hashUnsafeBytes: each tail byte, sign-extended, a full round. */
static uint32_t ref_x86_32_spark(const uint8_t *p, size_t len, uint32_t seed){
  uint32_t h = seed, k = 0;
  size_t i, nBody = len - len % 4;
  for(i = 0; i < len; i++){
    if( i < nBody ){
      k |= (uint32_t)p[i] << (8 * (i % 4));
      if( i % 4 == 3 ){ h = mixh32(h, mixk32(k)); k = 0; }
    }else{
      h = mixh32(h, mixk32((uint32_t)(int32_t)(int8_t)p[i]));
    }
  }
  return fmix32(h, len);
}

static uint64_t fmix64(uint64_t k){
  k ^= k >> 33; k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

/* MurmurHash3 x64_128, byte at a time; with signedTail the tail bytes are
** sign-extended to 64 bits (Cassandra). */
static void ref_x64_128(const uint8_t *p, size_t len, uint64_t seed,
                        int signedTail, uint64_t out[2]){
  const uint64_t c1 = 0x87c37b91114253d5ull, c2 = 0x4cf5ad432745937full;
  uint64_t h1 = seed, h2 = seed, k1 = 0, k2 = 0;
  size_t i, nBody = len - len % 16;
  for(i = 0; i < len; i++){
    uint64_t b = signedTail && i >= nBody ? (uint64_t)(int64_t)(int8_t)p[i]
                                          : (uint64_t)p[i];
    int shift = 8 * (int)(i % 8);
    if( i % 16 < 8 ) k1 ^= b << shift; else k2 ^= b << shift;
    if( i % 16 == 15 ){
      h1 ^= rotl64(k1 * c1, 31) * c2;
      h1 = (rotl64(h1, 27) + h2) * 5 + 0x52dce729;
      h2 ^= rotl64(k2 * c2, 33) * c1;
      h2 = (rotl64(h2, 31) + h1) * 5 + 0x38495ab5;
      k1 = k2 = 0;
    }
  }
  if( len % 16 > 8 ) h2 ^= rotl64(k2 * c2, 33) * c1;
  if( len % 16 ) h1 ^= rotl64(k1 * c1, 31) * c2;
  h1 ^= (uint64_t)len; h2 ^= (uint64_t)len;
  h1 += h2; h2 += h1;
  h1 = fmix64(h1); h2 = fmix64(h2);
  h1 += h2; h2 += h1;
  out[0] = h1;
  out[1] = h2;
}

/* MurmurHash2, 32-bit, byte at a time. */
static uint32_t ref_murmur2(const uint8_t *p, size_t len, uint32_t seed){
  const uint32_t m = 0x5bd1e995u;
  uint32_t h = seed ^ (uint32_t)len, k = 0;
  size_t i, nBody = len - len % 4;
  for(i = 0; i < nBody; i++){
    k |= (uint32_t)p[i] << (8 * (i % 4));
    if( i % 4 == 3 ){
      k *= m; k ^= k >> 24; k *= m;
      h *= m; h ^= k;
      k = 0;
    }
  }
  for(; i < len; i++) h ^= (uint32_t)p[i] << (8 * (i % 4));
  if( len % 4 ) h *= m;
  h ^= h >> 13; h *= m; h ^= h >> 15;
  return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FzIn in = { data, size };
  uint64_t seed64 = fz_u64(&in), a[2], b[2];
  uint32_t seed = (uint32_t)seed64, want;
  const uint8_t *p = in.p;
  size_t n = in.n;
  uint8_t *odd;
  int s;

  /* An unaligned copy: the primitives must not care where bytes start. */
  odd = malloc(n + 1);
  if( odd==0 ) return 0;
  if( n ) memcpy(odd + 1, p, n);

  want = fz_ref_murmur3_x86_32(p, n, seed);
  FZ_CHECK(rk_murmur3_x86_32(p, n, seed)==want, "x86_32 len %zu", n);
  FZ_CHECK(rk_murmur3_x86_32(odd + 1, n, seed)==want, "x86_32 unaligned");

  want = ref_x86_32_signed(p, n, seed);
  FZ_CHECK(rk_murmur3_x86_32_signed(p, n, seed)==want, "x86_32_signed len %zu", n);
  FZ_CHECK(rk_murmur3_x86_32_signed(odd + 1, n, seed)==want, "signed unaligned");

  want = ref_x86_32_spark(p, n, seed);
  FZ_CHECK(rk_murmur3_x86_32_spark(p, n, seed)==want, "x86_32_spark len %zu", n);
  FZ_CHECK(rk_murmur3_x86_32_spark(odd + 1, n, seed)==want, "spark unaligned");

  /* The value forms hash the value's little-endian bytes. */
  {
    uint8_t le[8];
    int i;
    for(i = 0; i < 8; i++) le[i] = (uint8_t)(seed64 >> (8 * i));
    FZ_CHECK(rk_murmur3_x86_32_u32((uint32_t)seed64, seed)
             ==fz_ref_murmur3_x86_32(le, 4, seed), "x86_32_u32");
    FZ_CHECK(rk_murmur3_x86_32_u64(seed64, seed)
             ==fz_ref_murmur3_x86_32(le, 8, seed), "x86_32_u64");
    FZ_CHECK(rk_murmur64a_u64(seed64, seed64 >> 7)
             ==fz_ref_murmur64a(le, 8, seed64 >> 7), "murmur64a_u64");
  }

  for(s = 0; s < 2; s++){
    ref_x64_128(p, n, seed64, s, a);
    rk_murmur3_x64_128(p, n, seed64, s, b);
    FZ_CHECK(a[0]==b[0] && a[1]==b[1], "x64_128 signedTail=%d len %zu", s, n);
    rk_murmur3_x64_128(odd + 1, n, seed64, s, b);
    FZ_CHECK(a[0]==b[0] && a[1]==b[1], "x64_128 unaligned");
  }

  FZ_CHECK(rk_murmur64a(p, n, seed64)==fz_ref_murmur64a(p, n, seed64),
           "murmur64a len %zu", n);
  FZ_CHECK(rk_murmur64a(odd + 1, n, seed64)==fz_ref_murmur64a(p, n, seed64),
           "murmur64a unaligned");

  want = ref_murmur2(p, n, seed);
  FZ_CHECK(rk_murmur2_32(p, n, seed)==want, "murmur2 len %zu", n);
  FZ_CHECK(rk_murmur2_32(odd + 1, n, seed)==want, "murmur2 unaligned");

  free(odd);
  return 0;
}
