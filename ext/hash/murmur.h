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

/* MurmurHash3 x86_32 of the 4 bytes of prefix big-endian followed by
** p[0..len) (Hazelcast: a String's or byte[]'s int32 length, then its
** bytes). */
uint32_t rk_murmur3_x86_32_be32_prefixed(uint32_t prefix, const void *p,
                                         size_t len, uint32_t seed);

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

/* The 32-bit MurmurHash3 "x64_32" of Infinispan (and Debezium, Apache
** Pinot's Murmur3 variant x64_32): the high 32 bits of h1 of a 128-bit
** variant that differs from smhasher's x64_128. h1 and h2 start from
** 0x9368e53c2f6af274 and 0x586dcd208f7cd3fd, each XOR the seed (an int,
** sign-extended); each 16-byte block mixes k1 and k2 with constants c1, c2
** that change after every block (c1 = 5*c1 + 0x7b7d159c, c2 = 5*c2 +
** 0x6bce6396), rotations 23 and 41 and h = 3*h + constant; the tail's
** bytes are sign-extended. */
uint32_t rk_murmur3_x64_32_infinispan(const void *p, size_t len,
                                      int32_t seed);

/* MurmurHash3 x86_32 over bytes given in pieces, without a buffer: the
** hash of the concatenation of every piece passed to rk_m3s_update
** (Druid hashes a JSON text built as it goes). */
typedef struct RkM3Stream {
  uint32_t h;          /* the running hash */
  uint32_t k;          /* the bytes of the unfinished block, low first */
  unsigned nk;         /* how many (0..3) */
  uint32_t len;        /* bytes so far (mod 2^32, as the hash takes it) */
} RkM3Stream;
void rk_m3s_init(RkM3Stream *s, uint32_t seed);
void rk_m3s_update(RkM3Stream *s, const void *p, size_t len);
uint32_t rk_m3s_final(const RkM3Stream *s);

#endif
