/*
** java_hash.h - Java's Arrays.hashCode(byte[]) (no SQLite dependency).
**
** Apache Phoenix salts a row key with this hash of its bytes
** (SaltingUtil.calculateHashCode): h = 1, then h = 31*h + b for each byte
** b taken as Java's signed byte (-128..127), in 32-bit arithmetic. It is
** returned as the 32 bits of Java's int; no bytes give 1.
*/
#ifndef ROWKEY_JAVA_HASH_H
#define ROWKEY_JAVA_HASH_H

#include <stddef.h>
#include <stdint.h>

/* Arrays.hashCode of len bytes at p. */
uint32_t rk_java_bytes_hash(const void *p, size_t len);

/* Continues a hash h over len more bytes: the hash of a concatenation is
** rk_java_bytes_more(rk_java_bytes_hash(a), b), so a key built from parts
** needs no buffer. */
uint32_t rk_java_bytes_more(uint32_t h, const void *p, size_t len);

/* The same over the 8 / 4 big-endian bytes of v. */
uint32_t rk_java_bytes_more_u64be(uint32_t h, uint64_t v);
uint32_t rk_java_bytes_more_u32be(uint32_t h, uint32_t v);

#endif
