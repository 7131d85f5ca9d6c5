/*
** siphash.h - SipHash-2-4 with a 64-bit result (no SQLite dependency).
**
** ClickHouse's sipHash64() is SipHash-2-4 with the key (0, 0) over the
** value's bytes (an integer's little-endian bytes at its column's width).
*/
#ifndef ROWKEY_SIPHASH_H
#define ROWKEY_SIPHASH_H

#include <stddef.h>
#include <stdint.h>

/* SipHash-2-4 of p[0..len) under the 128-bit key whose bytes are k0 then
** k1, each little-endian (the paper's key 00 01 .. 0f is
** k0 = 0x0706050403020100, k1 = 0x0f0e0d0c0b0a0908). */
uint64_t rk_siphash24(uint64_t k0, uint64_t k1, const unsigned char *p,
                      size_t len);

/* SipHash-2-4, key (0, 0), of the 8 little-endian bytes of v / the 4
** little-endian bytes of v: one block plus the length block, unrolled. */
uint64_t rk_siphash24_u64(uint64_t v);
uint64_t rk_siphash24_u32(uint32_t v);

#endif
