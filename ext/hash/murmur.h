/*
** murmur.h - MurmurHash primitives used by rowkey (no SQLite dependency).
**
** Each function hashes len bytes at p exactly as the named reference
** algorithm does, including the tail quirks of the systems that made their
** own copies; see murmur.c for which system uses which. They read bytes
** one at a time, so the results do not depend on the host's byte order or
** alignment.
*/
#ifndef ROWKEY_MURMUR_H
#define ROWKEY_MURMUR_H

#include <stddef.h>
#include <stdint.h>

/* MurmurHash3 x86_32 with the standard (unsigned) tail: Iceberg, Guava. */
uint32_t rk_murmur3_x86_32(const void *p, size_t len, uint32_t seed);

/* MurmurHash3 x86_32 whose tail bytes are sign-extended before they are
** shifted (commons-codec hash32, Hive bucketing version 2). */
uint32_t rk_murmur3_x86_32_signed(const void *p, size_t len, uint32_t seed);

/* MurmurHash3 x86_32 as Spark's hashUnsafeBytes: each tail byte,
** sign-extended, is mixed in as a full round of its own. */
uint32_t rk_murmur3_x86_32_spark(const void *p, size_t len, uint32_t seed);

/* MurmurHash3 x86_32 of one 32-bit / 64-bit value read little-endian
** (Spark hashInt / hashLong, Guava hashInt / hashLong). */
uint32_t rk_murmur3_x86_32_u32(uint32_t v, uint32_t seed);
uint32_t rk_murmur3_x86_32_u64(uint64_t v, uint32_t seed);

/* MurmurHash3 x64_128: out[0] = h1, out[1] = h2 (the 16-byte result is
** h1 then h2, each little-endian). With signedTail the tail bytes are
** sign-extended to 64 bits first, as Cassandra's Murmur3Partitioner does. */
void rk_murmur3_x64_128(const void *p, size_t len, uint64_t seed,
                        int signedTail, uint64_t out[2]);
/* The same (seed 0, unsigned tail) of pre || p[0..len) || post. */
void rk_murmur3_x64_128_framed(unsigned char pre, const void *p, size_t len,
                               unsigned char post, uint64_t out[2]);

/* MurmurHash64A (OceanBase, OBKV clients). */
uint64_t rk_murmur64a(const void *p, size_t len, uint64_t seed);

/* MurmurHash64A of the 8 little-endian bytes of v. */
uint64_t rk_murmur64a_u64(uint64_t v, uint64_t seed);

/* MurmurHash64A fed in pieces (Kudu's hash of a key's encoded columns):
** the total length must be known first (h0 = seed ^ len * m). */
typedef struct RkM64aStream {
  uint64_t h;
  unsigned char buf[8];
  unsigned nbuf;
} RkM64aStream;
void rk_murmur64a_begin(RkM64aStream *s, uint64_t len, uint64_t seed);
void rk_murmur64a_add(RkM64aStream *s, const unsigned char *p, size_t n);
uint64_t rk_murmur64a_end(RkM64aStream *s);

/* MurmurHash2, 32-bit (Kafka's default partitioner). */
uint32_t rk_murmur2_32(const void *p, size_t len, uint32_t seed);

#endif
