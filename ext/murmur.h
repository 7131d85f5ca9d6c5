/*
** murmur.h - MurmurHash primitives used by rowkey (no SQLite dependency).
**
** Each function hashes len bytes at p exactly as the named reference
** algorithm does; see the comments in murmur.c for which system uses which.
*/
#ifndef ROWKEY_MURMUR_H
#define ROWKEY_MURMUR_H

#include <stddef.h>
#include <stdint.h>

/* MurmurHash3 x86_32 with the standard (unsigned) tail: Iceberg, Guava. */
uint32_t rk_murmur3_x86_32(const void *p, size_t len, uint32_t seed);

#endif
