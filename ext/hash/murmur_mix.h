/*
** murmur_mix.h - the mixing steps of the MurmurHash family, inline (no
** SQLite dependency).
**
** murmur.c builds the byte-string hashes from them; the scheme entries
** (ext/schemes/murmur_family.c and the others) build the
** fixed-width integer hashes of key_partition(int_key, n, scheme) from
** them, so that a key of 4 or 8 bytes hashes in straight-line code without
** a call or a loop:
**
**   SELECT murmur_partition(1420008, 97);            -- MurmurHash64A of 8 bytes
**   SELECT murmur_partition(7, 16, 'kafka:int32');   -- MurmurHash2 of 4 bytes
**
** The constants are Austin Appleby's.
*/
#ifndef ROWKEY_MURMUR_MIX_H
#define ROWKEY_MURMUR_MIX_H

#include <stdint.h>
#include "bytes.h"

/* ---- MurmurHash3 x86_32 ---- */
#define RK_M3_C1 0xcc9e2d51u
#define RK_M3_C2 0x1b873593u

static inline uint32_t rk_m3_mixk(uint32_t k){
  return rk_rotl32(k * RK_M3_C1, 15) * RK_M3_C2;
}

static inline uint32_t rk_m3_mixh(uint32_t h, uint32_t k){
  return rk_rotl32(h ^ k, 13) * 5u + 0xe6546b64u;
}

static inline uint32_t rk_m3_fmix32(uint32_t h){
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

/* ---- MurmurHash3 x64_128 ---- */
#define RK_M3_C1_64 0x87c37b91114253d5ull
#define RK_M3_C2_64 0x4cf5ad432745937full

static inline uint64_t rk_m3_fmix64(uint64_t k){
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

/* The k1 step of a block or of the tail. */
static inline uint64_t rk_m3_mixk1_64(uint64_t k1){
  return rk_rotl64(k1 * RK_M3_C1_64, 31) * RK_M3_C2_64;
}

static inline uint64_t rk_m3_mixk2_64(uint64_t k2){
  return rk_rotl64(k2 * RK_M3_C2_64, 33) * RK_M3_C1_64;
}

/* ---- MurmurHash64A ---- */
#define RK_M64A_M 0xc6a4a7935bd1e995ull
#define RK_M64A_R 47

static inline uint64_t rk_m64a_block(uint64_t h, uint64_t k){
  k *= RK_M64A_M;
  k ^= k >> RK_M64A_R;
  k *= RK_M64A_M;
  h ^= k;
  return h * RK_M64A_M;
}

static inline uint64_t rk_m64a_final(uint64_t h){
  h ^= h >> RK_M64A_R;
  h *= RK_M64A_M;
  h ^= h >> RK_M64A_R;
  return h;
}

/* ---- MurmurHash2 (32-bit) ---- */
#define RK_M2_M 0x5bd1e995u

static inline uint32_t rk_m2_block(uint32_t h, uint32_t k){
  k *= RK_M2_M;
  k ^= k >> 24;
  k *= RK_M2_M;
  return (h * RK_M2_M) ^ k;
}

static inline uint32_t rk_m2_final(uint32_t h){
  h ^= h >> 13;
  h *= RK_M2_M;
  h ^= h >> 15;
  return h;
}

#endif
