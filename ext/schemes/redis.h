/*
** redis.h - Redis Cluster's key placement (no SQLite dependency).
*/
#ifndef ROWKEY_REDIS_H
#define ROWKEY_REDIS_H

#include <stddef.h>
#include <stdint.h>

#define RK_REDIS_SLOTS 16384

/* The hash slot of the key z[0..n) (CLUSTER KEYSLOT): CRC-16/XMODEM of the
** key, or of its {hash tag}, & 0x3FFF. */
unsigned rk_redis_slot(const unsigned char *z, size_t n);

/* The slot ranges `redis-cli --cluster create` gives n masters
** (1 <= n <= 16384): aLast[i] is the last slot of master i, whose range
** starts at aLast[i-1] + 1 (0 for master 0). A range that starts beyond
** 16383 is empty (n >= 7542 only). */
void rk_redis_ranges(uint32_t n, uint32_t *aLast);

#endif
