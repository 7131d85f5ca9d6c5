/*
** murmur.c - MurmurHash primitives (no SQLite dependency).
**
** Written from the algorithm descriptions; the constants are Austin
** Appleby's. Blocks are read little-endian byte by byte, so the result does
** not depend on the host's byte order or alignment.
*/
#include "murmur.h"

static uint32_t rotl32(uint32_t x, int r){
  return (x << r) | (x >> (32 - r));
}

static uint32_t load_le32(const unsigned char *b){
  return (uint32_t)b[0] | ((uint32_t)b[1] << 8)
       | ((uint32_t)b[2] << 16) | ((uint32_t)b[3] << 24);
}

#define M3_C1 0xcc9e2d51u
#define M3_C2 0x1b873593u

static uint32_t m3_mixk(uint32_t k){
  return rotl32(k * M3_C1, 15) * M3_C2;
}

static uint32_t m3_mixh(uint32_t h, uint32_t k){
  return rotl32(h ^ k, 13) * 5u + 0xe6546b64u;
}

static uint32_t m3_fmix32(uint32_t h){
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

uint32_t rk_murmur3_x86_32(const void *p, size_t len, uint32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  size_t nblock = len / 4, i;
  uint32_t h = seed, k = 0;
  for(i = 0; i < nblock; i++) h = m3_mixh(h, m3_mixk(load_le32(b + 4*i)));
  b += 4*nblock;
  switch( len & 3 ){
    case 3: k ^= (uint32_t)b[2] << 16; /* fall through */
    case 2: k ^= (uint32_t)b[1] << 8;  /* fall through */
    case 1: k ^= (uint32_t)b[0]; h ^= m3_mixk(k);
  }
  return m3_fmix32(h ^ (uint32_t)len);
}
