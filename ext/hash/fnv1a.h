/*
** fnv1a.h - FNV-1a, 32 bits (no SQLite dependency).
**
** Sarama's default partitioner (NewHashPartitioner) and its reference
** partitioner, and librdkafka's fnv1a partitioners, hash the key bytes
** with it (Go's hash/fnv New32a). Offset basis 0x811C9DC5, prime
** 0x01000193: rk_fnv1a_32 of no bytes is 0x811C9DC5.
*/
#ifndef ROWKEY_FNV1A_H
#define ROWKEY_FNV1A_H

#include <stddef.h>
#include <stdint.h>

/* FNV-1a 32 of len bytes at p. */
uint32_t rk_fnv1a_32(const void *p, size_t len);
/* The FNV-1a 32 state h after len more bytes at p: a key fed in pieces
** (NATS hashes a mapping's tokens one after the other); h starts at
** RK_FNV1A_32_BASIS. */
#define RK_FNV1A_32_BASIS 0x811C9DC5u
uint32_t rk_fnv1a_32_update(uint32_t h, const void *p, size_t len);

/* FNV-1a 32 of the 8 / 4 big-endian bytes of v (a Java LongSerializer /
** IntegerSerializer key). */
uint32_t rk_fnv1a_32_u64be(uint64_t v);
uint32_t rk_fnv1a_32_u32be(uint32_t v);

#endif
