/*
** fuzz_murmur.c - libFuzzer target for the hash primitives (ext/murmur.h),
** each against a second implementation written here on purpose in another
** shape: one byte at a time, a 4-byte block assembled in a shift register,
** no block loop and no tail switch. Two codings that agree on every input
** the fuzzer finds leave little room for a tail or endianness slip.
**
**   make fuzz-build && build/fuzz/fuzz_murmur fuzz/corpus/murmur
**
** Input: 4 bytes of seed, then the bytes to hash. Each primitive also
** hashes the same bytes from an odd address, which must not matter.
*/
#include "fuzz.h"
#include "murmur.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FzIn in = { data, size };
  uint32_t seed = (uint32_t)fz_byte(&in) | ((uint32_t)fz_byte(&in) << 8)
                | ((uint32_t)fz_byte(&in) << 16) | ((uint32_t)fz_byte(&in) << 24);
  const uint8_t *p = in.p;
  size_t n = in.n;
  uint8_t *odd;
  uint32_t want, got;

  /* An unaligned copy: the primitives must not care where bytes start. */
  odd = malloc(n + 1);
  if( odd==0 ) return 0;
  if( n ) memcpy(odd + 1, p, n);

  want = fz_ref_murmur3_x86_32(p, n, seed);
  got = rk_murmur3_x86_32(p, n, seed);
  FZ_CHECK(got==want, "murmur3_x86_32 len %zu seed %u: %08x != %08x",
           n, seed, got, want);
  got = rk_murmur3_x86_32(odd + 1, n, seed);
  FZ_CHECK(got==want, "murmur3_x86_32 unaligned len %zu", n);

  free(odd);
  return 0;
}
