/*
** bytes.h - the byte helpers every hash shares, inline (no SQLite
** dependency): loads and stores of 16, 32 and 64 bits in both byte orders,
** rotations and byte swaps.
**
**   h = rk_m2_block(h, rk_load_le32(b + 4*i));   -- a MurmurHash2 block
**   x = rk_rotr64(a + z, 52);                    -- a CityHash step
**   id = rk_bswap64(rk_xxh64(z, n, 0));          -- Vitess's keyspace id
**
** Loads and stores go byte by byte, so that they depend on neither the
** host's byte order nor alignment; gcc and clang turn each into one move
** (and a bswap for the other order). Rotations mask their count, so that a
** count of 0 is defined; they compile to one rotate instruction.
*/
#ifndef ROWKEY_BYTES_H
#define ROWKEY_BYTES_H

#include <stdint.h>

/* ---- Loads ---- */
static inline uint16_t rk_load_le16(const unsigned char *p){
  return (uint16_t)(p[0] | (p[1] << 8));
}

static inline uint32_t rk_load_le32(const unsigned char *p){
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8)
       | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static inline uint64_t rk_load_le64(const unsigned char *p){
  return (uint64_t)rk_load_le32(p) | ((uint64_t)rk_load_le32(p + 4) << 32);
}

static inline uint16_t rk_load_be16(const unsigned char *p){
  return (uint16_t)((p[0] << 8) | p[1]);
}

static inline uint32_t rk_load_be32(const unsigned char *p){
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16)
       | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static inline uint64_t rk_load_be64(const unsigned char *p){
  return ((uint64_t)rk_load_be32(p) << 32) | (uint64_t)rk_load_be32(p + 4);
}

/* ---- Stores ---- */
static inline void rk_store_le16(unsigned char *p, uint16_t v){
  p[0] = (unsigned char)v;
  p[1] = (unsigned char)(v >> 8);
}

static inline void rk_store_le32(unsigned char *p, uint32_t v){
  p[0] = (unsigned char)v;
  p[1] = (unsigned char)(v >> 8);
  p[2] = (unsigned char)(v >> 16);
  p[3] = (unsigned char)(v >> 24);
}

static inline void rk_store_le64(unsigned char *p, uint64_t v){
  rk_store_le32(p, (uint32_t)v);
  rk_store_le32(p + 4, (uint32_t)(v >> 32));
}

static inline void rk_store_be16(unsigned char *p, uint16_t v){
  p[0] = (unsigned char)(v >> 8);
  p[1] = (unsigned char)v;
}

static inline void rk_store_be32(unsigned char *p, uint32_t v){
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

static inline void rk_store_be64(unsigned char *p, uint64_t v){
  rk_store_be32(p, (uint32_t)(v >> 32));
  rk_store_be32(p + 4, (uint32_t)v);
}

/* ---- Rotations (r taken mod the width) ---- */
static inline uint32_t rk_rotl32(uint32_t x, int r){
  return (x << (r & 31)) | (x >> ((32 - r) & 31));
}

static inline uint32_t rk_rotr32(uint32_t x, int r){
  return (x >> (r & 31)) | (x << ((32 - r) & 31));
}

static inline uint64_t rk_rotl64(uint64_t x, int r){
  return (x << (r & 63)) | (x >> ((64 - r) & 63));
}

static inline uint64_t rk_rotr64(uint64_t x, int r){
  return (x >> (r & 63)) | (x << ((64 - r) & 63));
}

/* ---- Byte swaps: a big-endian integer read as little-endian, and back ---- */
static inline uint16_t rk_bswap16(uint16_t x){
  return (uint16_t)((x >> 8) | (x << 8));
}

static inline uint32_t rk_bswap32(uint32_t x){
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

static inline uint64_t rk_bswap64(uint64_t x){
  return ((uint64_t)rk_bswap32((uint32_t)x) << 32) | rk_bswap32((uint32_t)(x >> 32));
}

#endif
