/*
** lookup3.h - Bob Jenkins' lookup3 as PostgreSQL runs it (no SQLite
** dependency): hash_bytes, hash_bytes_extended and their uint32 forms.
**
** PostgreSQL's variant differs from the published lookup3 (hashlittle) in
** its start value (0x9e3779b9 + length + 3923095), its tail (the lowest
** byte of c never receives a key byte) and its end (the final mix runs for
** every length, the empty key included), so the published hashlittle
** figures do not apply; test/hash_core.c checks server-reported values.
** Bytes are read little-endian one at a time, as every little-endian
** PostgreSQL host reads them.
*/
#ifndef ROWKEY_LOOKUP3_H
#define ROWKEY_LOOKUP3_H

#include <stddef.h>
#include <stdint.h>

/* hash_bytes(k, len): hashtext, hashvarlena (the 32-bit hash, c). */
uint32_t rk_pg_hash_bytes(const unsigned char *k, size_t len);

/* hash_bytes_extended(k, len, seed): hashtextextended,
** hashvarlenaextended ((b << 32) | c). */
uint64_t rk_pg_hash_bytes_extended(const unsigned char *k, size_t len,
                                   uint64_t seed);

/* hash_bytes_uint32(k) and hash_bytes_uint32_extended(k, seed):
** hashint4 / hashint4extended. */
uint32_t rk_pg_hash_uint32(uint32_t k);
uint64_t rk_pg_hash_uint32_extended(uint32_t k, uint64_t seed);

/* hash_bytes_uint32_extended in two steps, for a seed used on many keys:
** the state after the seed (three words, st) once, then each key. */
void rk_pg_uint32_seed_state(uint64_t seed, uint32_t st[3]);
uint64_t rk_pg_hash_uint32_from(const uint32_t st[3], uint32_t k);

/* The 32 bits hashint8 and hashint8extended hash: lo ^ hi, with hi
** inverted for a negative value, so that an int8 in the int4 range hashes
** like that int4. */
static inline uint32_t rk_pg_int8_fold(int64_t v){
  uint32_t lo = (uint32_t)(uint64_t)v;
  uint32_t hi = (uint32_t)((uint64_t)v >> 32);
  return v >= 0 ? lo ^ hi : lo ^ ~hi;
}

#endif
