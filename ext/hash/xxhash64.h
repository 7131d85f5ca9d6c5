/*
** xxhash64.h - XXH64, the 64-bit xxHash of Yann Collet (no SQLite
** dependency).
**
** Vitess's `xxhash` vindex takes XXH64 (seed 0) of the value's bytes as the
** keyspace id:
**
**   SELECT key_hash('test1', 'vitess_xxhash');
*/
#ifndef ROWKEY_XXHASH64_H
#define ROWKEY_XXHASH64_H

#include <stddef.h>
#include <stdint.h>

/* XXH64 of p[0..len) with the given seed; bytes are read little-endian
** one at a time, so the result does not depend on the host. */
uint64_t rk_xxh64(const void *p, size_t len, uint64_t seed);

#endif
