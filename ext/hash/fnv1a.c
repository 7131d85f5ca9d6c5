/*
** fnv1a.c - FNV-1a 32 (no SQLite dependency).
**
**   SELECT key_hash('abc', 'sarama');           -- 440920331
**   SELECT key_partition('a', 997, 'sarama');   -- 204
**
** For each byte: h ^= byte, then h *= 16777619, modulo 2^32 (unsigned
** arithmetic, so the wrap is defined).
*/
#include "fnv1a.h"

#define FNV32_BASIS 0x811C9DC5u
#define FNV32_PRIME 0x01000193u

uint32_t rk_fnv1a_32_update(uint32_t h, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  size_t i;
  for(i = 0; i < len; i++){
    h = (h ^ b[i]) * FNV32_PRIME;
  }
  return h;
}

uint32_t rk_fnv1a_32(const void *p, size_t len){
  return rk_fnv1a_32_update(FNV32_BASIS, p, len);
}

uint32_t rk_fnv1a_32_u64be(uint64_t v){
  uint32_t h = FNV32_BASIS;
  int s;
  for(s = 56; s >= 0; s -= 8){
    h = (h ^ (uint32_t)((v >> s) & 0xFF)) * FNV32_PRIME;
  }
  return h;
}

uint32_t rk_fnv1a_32_u32be(uint32_t v){
  uint32_t h = FNV32_BASIS;
  int s;
  for(s = 24; s >= 0; s -= 8){
    h = (h ^ ((v >> s) & 0xFF)) * FNV32_PRIME;
  }
  return h;
}
