/*
** cosmos_epk.h - Azure Cosmos DB's effective partition key (EPK) of a
** single-path Hash partition key, as the SDKs compute it (no SQLite
** dependency).
**
** A value is JSON null, a number (a double) or a string (well-formed
** UTF-8). V2 (the default of new containers): MurmurHash3 x64 128 (seed 0)
** of the value's prefixed bytes; the 16 bytes (h1, h2 little-endian)
** reversed, the first byte & 0x3F: a number below 2^126, written as 32
** upper-case hex digits. V1: MurmurHash3 x86 32 of the prefixed bytes
** (strings cut to 100 UTF-16 code units), then the EPK is that hash as a
** Cosmos binary-encoded number followed by the encoded value.
*/
#ifndef ROWKEY_COSMOS_EPK_H
#define ROWKEY_COSMOS_EPK_H

#include <stddef.h>
#include <stdint.h>

#define RK_COSMOS_NULL   0
#define RK_COSMOS_NUMBER 1
#define RK_COSMOS_STRING 2

/* The V2 EPK as the number hi * 2^64 + lo (hi < 2^62). */
void rk_cosmos_v2(int type, double d, const unsigned char *z, size_t n,
                  uint64_t *pHi, uint64_t *pLo);

/* The longest V1 EPK in hex digits: 0x05 and 9 bytes for the hash, 0x08,
** 100 code units of at most 3 bytes (or 50 pairs of 4), 0x00. */
#define RK_COSMOS_V1_HEX_MAX (2 * (10 + 1 + 300 + 1))

/* The V1 hash (MurmurHash3 x86 32) into *pHash and the EPK's upper-case
** hex digits into zHex (RK_COSMOS_V1_HEX_MAX bytes; no terminator); returns
** their number. */
size_t rk_cosmos_v1(int type, double d, const unsigned char *z, size_t n,
                    uint32_t *pHash, char *zHex);

/* Writes the 32 upper-case hex digits of hi * 2^64 + lo to zHex. */
void rk_cosmos_hex128(uint64_t hi, uint64_t lo, char *zHex);

/* floor((hi * 2^64 + lo) * n / 2^126) for hi < 2^62, n <= 2^32: the index
** of the EPK among n equal ranges of [0, 2^126). */
uint64_t rk_cosmos_range_of(uint64_t hi, uint64_t lo, uint64_t n);

#endif
