/*
** shard_ranges.h - the shards of a Vitess keyspace split evenly into n, as
** GenerateShardRanges names them, and which one holds a keyspace id (no
** SQLite dependency).
**
**   SELECT key_partition(1, 4, 'vitess');    -- 0: keyspace id 166b..., -40
**   SELECT vitess_shard_name(4, 1);          -- '40-80'
*/
#ifndef ROWKEY_SHARD_RANGES_H
#define ROWKEY_SHARD_RANGES_H

#include <stdint.h>

/* The most shards GenerateShardRanges splits a keyspace into. */
#define RK_VITESS_MAX_SHARDS 65536

/* The longest shard name, NUL included: "ffff-ffff". */
#define RK_VITESS_NAME_MAX 10

/* The boundary prefixes of n shards (1 <= n <= 65536) are one byte when
** n <= 256, else two; this is 256 or 65536. */
uint32_t rk_vitess_prefix_max(uint32_t n);

/* The start of shard i (0 <= i <= n) as a prefix in [0, max]: 0 for i = 0,
** max for i = n, else int(i * (max / n)) computed in float64 as Vitess
** does (which is one below the exact quotient for some n, e.g. 98). */
uint32_t rk_vitess_bound(uint32_t n, uint32_t i);

/* The shard (0-based) of n that holds the 8-byte keyspace id written
** big-endian as ksid. */
uint32_t rk_vitess_shard_of(uint64_t ksid, uint32_t n);

/* The name of shard i of n ("-40", "40-80", "c0-", "0080-0100", "-" for
** n = 1) in zBuf, which must hold RK_VITESS_NAME_MAX bytes. */
void rk_vitess_shard_name(uint32_t n, uint32_t i, char *zBuf);

#endif
