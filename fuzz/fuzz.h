/*
** fuzz.h - what rowkey's libFuzzer targets share: a reader that turns the
** fuzzer's bytes into values, and an abort that says which property broke.
**
**   make fuzz                     every target for FUZZ_SECONDS (60) each
**   build/fuzz/fuzz_keys fuzz/corpus/keys -runs=0   replay the seeds only
**
** The targets check properties, not only "did not crash": each result is
** compared with a second, deliberately simple computation written here.
*/
#ifndef ROWKEY_FUZZ_H
#define ROWKEY_FUZZ_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The fuzzer's input, consumed from the front. Reads past the end give
** zeros, so every input decodes to something. */
typedef struct FzIn FzIn;
struct FzIn {
  const uint8_t *p;
  size_t n;
};

static inline uint8_t fz_byte(FzIn *in){
  uint8_t b = 0;
  if( in->n ){ b = in->p[0]; in->p++; in->n--; }
  return b;
}

static inline uint64_t fz_u64(FzIn *in){
  uint64_t v = 0;
  int i;
  for(i = 0; i < 8; i++) v |= (uint64_t)fz_byte(in) << (8*i);
  return v;
}

static inline uint32_t fz_u32(FzIn *in){
  return (uint32_t)fz_u64(in);
}

/* Up to max bytes, the count taken from one input byte. */
static inline const uint8_t *fz_bytes(FzIn *in, size_t max, size_t *pn){
  size_t n = fz_byte(in);
  const uint8_t *p = in->p;
  if( n > max ) n = max;
  if( n > in->n ) n = in->n;
  in->p += n;
  in->n -= n;
  *pn = n;
  return p;
}

#define FZ_CHECK(cond, ...) do{ \
  if( !(cond) ){ \
    fprintf(stderr, "property failed at %s:%d: %s\n", __FILE__, __LINE__, #cond); \
    fprintf(stderr, __VA_ARGS__); \
    fputc('\n', stderr); \
    abort(); \
  } \
}while(0)

/* The canonical decimal form of an int64 as the C library prints it:
** the independent definition the parsers are checked against. Returns 1
** and stores the value when z[0..n) is exactly what printf("%lld") would
** print for some int64. */
static inline int fz_ref_canonical(const char *z, size_t n, int64_t *pOut){
  char buf[32], out[32];
  char *end;
  long long v;
  if( n==0 || n >= sizeof(buf) || memchr(z, 0, n) ) return 0;
  memcpy(buf, z, n);
  buf[n] = 0;
  if( !((buf[0]>='0' && buf[0]<='9') || buf[0]=='-') ) return 0;
  errno = 0;
  v = strtoll(buf, &end, 10);
  if( errno || *end ) return 0;
  snprintf(out, sizeof(out), "%lld", v);
  if( strcmp(out, buf)!=0 ) return 0;
  *pOut = (int64_t)v;
  return 1;
}

/* MurmurHash3 x86_32 written again, byte at a time: a 4-byte block is
** assembled in a shift register, with no block loop and no tail switch. */
static inline uint32_t fz_ref_murmur3_x86_32(const uint8_t *p, size_t len, uint32_t seed){
  uint32_t h = seed, k = 0;
  size_t i;
  for(i = 0; i < len; i++){
    k |= (uint32_t)p[i] << (8 * (i % 4));
    if( i % 4 == 3 ){
      k *= 0xcc9e2d51u;
      k = (k << 15) | (k >> 17);
      k *= 0x1b873593u;
      h ^= k;
      h = (h << 13) | (h >> 19);
      h = h * 5u + 0xe6546b64u;
      k = 0;
    }
  }
  if( len % 4 ){
    k *= 0xcc9e2d51u;
    k = (k << 15) | (k >> 17);
    k *= 0x1b873593u;
    h ^= k;
  }
  h ^= (uint32_t)len;
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

/* MurmurHash64A written again, byte at a time: an 8-byte block is
** assembled in a shift register; the tail is folded in byte by byte. */
static inline uint64_t fz_ref_murmur64a(const uint8_t *p, size_t len, uint64_t seed){
  const uint64_t m = 0xc6a4a7935bd1e995ull;
  uint64_t h = seed ^ ((uint64_t)len * m), k = 0;
  size_t i, nBody = len - len % 8;
  for(i = 0; i < nBody; i++){
    k |= (uint64_t)p[i] << (8 * (i % 8));
    if( i % 8 == 7 ){
      k *= m;
      k ^= k >> 47;
      k *= m;
      h ^= k;
      h *= m;
      k = 0;
    }
  }
  for(; i < len; i++) h ^= (uint64_t)p[i] << (8 * (i % 8));
  if( len % 8 ) h *= m;
  h ^= h >> 47;
  h *= m;
  h ^= h >> 47;
  return h;
}

#endif
