/*
** ranges.h - the bounds of n equal ranges of a power of two (no SQLite
** dependency), for partition_ranges: Cassandra's ring, Cosmos DB's EPKs.
*/
#ifndef ROWKEY_RANGES_H
#define ROWKEY_RANGES_H

#include <stdint.h>

/* ceil(i * 2^bits / n) as hi * 2^64 + lo, for i < n < 2^63 and
** bits <= 126: the first value of range i of n equal ranges of
** [0, 2^bits) under floor(v * n / 2^bits). */
void rk_range_start(uint64_t i, uint64_t n, int bits, uint64_t *pHi,
                    uint64_t *pLo);

#endif
