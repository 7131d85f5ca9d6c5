/*
** xxhash64.c - XXH64 (no SQLite dependency).
**
**   SELECT key_hash('test1', 'vitess_xxhash');   -- bytes of XXH64, reversed
**
** Written from the XXH64 algorithm description (xxHash's doc/xxhash_spec.md):
** four lanes over 32-byte stripes, the lanes merged, then the remaining 8-,
** 4- and 1-byte pieces and the avalanche. The primes are the
** specification's.
*/
#include "xxhash64.h"
#include "bytes.h"

#define XXH_P1 0x9E3779B185EBCA87ull
#define XXH_P2 0xC2B2AE3D27D4EB4Full
#define XXH_P3 0x165667B19E3779F9ull
#define XXH_P4 0x85EBCA77C2B2AE63ull
#define XXH_P5 0x27D4EB2F165667C5ull

static uint64_t xxh_round(uint64_t acc, uint64_t lane){
  acc += lane * XXH_P2;
  return rk_rotl64(acc, 31) * XXH_P1;
}

static uint64_t xxh_merge(uint64_t h, uint64_t acc){
  h ^= xxh_round(0, acc);
  return h * XXH_P1 + XXH_P4;
}

uint64_t rk_xxh64(const void *p, size_t len, uint64_t seed){
  const unsigned char *b = (const unsigned char*)p;
  size_t left = len;
  uint64_t h;
  if( len >= 32 ){
    uint64_t v1 = seed + XXH_P1 + XXH_P2, v2 = seed + XXH_P2;
    uint64_t v3 = seed, v4 = seed - XXH_P1;
    do{
      v1 = xxh_round(v1, rk_load_le64(b));
      v2 = xxh_round(v2, rk_load_le64(b + 8));
      v3 = xxh_round(v3, rk_load_le64(b + 16));
      v4 = xxh_round(v4, rk_load_le64(b + 24));
      b += 32;
      left -= 32;
    }while( left >= 32 );
    h = rk_rotl64(v1, 1) + rk_rotl64(v2, 7) + rk_rotl64(v3, 12) + rk_rotl64(v4, 18);
    h = xxh_merge(h, v1);
    h = xxh_merge(h, v2);
    h = xxh_merge(h, v3);
    h = xxh_merge(h, v4);
  }else{
    h = seed + XXH_P5;
  }
  h += (uint64_t)len;
  for(; left >= 8; left -= 8, b += 8){
    h ^= xxh_round(0, rk_load_le64(b));
    h = rk_rotl64(h, 27) * XXH_P1 + XXH_P4;
  }
  if( left >= 4 ){
    h ^= (uint64_t)rk_load_le32(b) * XXH_P1;
    h = rk_rotl64(h, 23) * XXH_P2 + XXH_P3;
    b += 4;
    left -= 4;
  }
  for(; left > 0; left--, b++){
    h ^= (uint64_t)b[0] * XXH_P5;
    h = rk_rotl64(h, 11) * XXH_P1;
  }
  h ^= h >> 33;
  h *= XXH_P2;
  h ^= h >> 29;
  h *= XXH_P3;
  h ^= h >> 32;
  return h;
}
