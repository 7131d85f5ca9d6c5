/*
** planning.h - partition-count planning arithmetic (no SQLite dependency):
** storage sizes with units, OBKV-Table's partition-count rule and the
** node imbalance of spreading partitions over nodes.
*/
#ifndef ROWKEY_PLANNING_H
#define ROWKEY_PLANNING_H

#include <stddef.h>
#include <stdint.h>

/* Results of rk_parse_size. */
#define RK_SIZE_OK        0
#define RK_SIZE_MALFORMED 1
#define RK_SIZE_TOO_BIG   2   /* more than RK_SIZE_MAX bytes */

/* Largest size in bytes: INT64_MAX, so that every size is an SQL integer. */
#define RK_SIZE_MAX ((uint64_t)INT64_MAX)

/* Parses a size: a decimal number (digits, optionally '.' and at most 18
** more digits), optional spaces, then an optional unit, case-insensitive:
** B; KB MB GB TB PB EB = 10^3 .. 10^18 bytes; KiB MiB GiB TiB PiB EiB =
** 2^10 .. 2^60 bytes. Spaces around the whole are allowed. A fractional
** number of bytes is rounded up. Stores the bytes on RK_SIZE_OK. */
int rk_parse_size(const char *z, size_t n, uint64_t *pBytes);

/* The partition counts OBKV-Table recommends, ascending. */
extern const uint64_t rk_partition_counts[];
#define RK_N_PARTITION_COUNTS 6

/* Smallest number of partitions so that size bytes stored over replicas
** copies put at most maxPart bytes in one partition of one replica:
** ceil(size / (replicas * maxPart)). replicas, maxPart >= 1. */
uint64_t rk_partitions_needed(uint64_t size, uint64_t replicas,
                              uint64_t maxPart);

/* The smallest recommended count >= needed, or 0 when needed exceeds the
** largest (997). */
uint64_t rk_recommend_partitions(uint64_t needed);

/* (max - min) / max of spreading partitions over nodes as evenly as
** possible (no two nodes differ by more than one partition). Both >= 1. */
double rk_node_imbalance(uint64_t partitions, uint64_t nodes);

#endif
