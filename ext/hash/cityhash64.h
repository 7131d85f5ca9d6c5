/*
** cityhash64.h - CityHash64 v1.0.2 and ClickHouse's intHash64 (no SQLite
** dependency).
**
** ClickHouse's cityHash64() of a String is CityHash64 from CityHash
** v1.0.2, the version it froze for sharding; Google's CityHash 1.1 changed
** the short-string paths and gives other values. cityHash64() of an
** integer column does not run CityHash at all: it is intHash64 of the
** value zero-extended to 64 bits.
*/
#ifndef ROWKEY_CITYHASH64_H
#define ROWKEY_CITYHASH64_H

#include <stddef.h>
#include <stdint.h>
#include "murmur_mix.h"

/* CityHash64 (v1.0.2) of s[0..len). */
uint64_t rk_cityhash64_v102(const unsigned char *s, size_t len);

/* ClickHouse's intHash64: a MurmurHash3 fmix64 of v ^ 0x4CF2D2BAAE6DA887. */
static inline uint64_t rk_ch_int_hash64(uint64_t v){
  return rk_m3_fmix64(v ^ 0x4CF2D2BAAE6DA887ull);
}

#endif
