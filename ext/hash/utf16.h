/*
** utf16.h - hashes of text over its UTF-16 code units, as Java sees a
** String (no SQLite dependency).
**
** SQLite text is UTF-8; Java strings are sequences of UTF-16 code units (a
** character outside the BMP is a surrogate pair). Elasticsearch routes a
** document by MurmurHash3 of those units, Flink's keyBy starts from
** String.hashCode over them:
**
**   SELECT key_hash('hello', 'elasticsearch');   -- murmur3 of 68 00 65 00 ...
**   SELECT key_hash('hello', 'flink');           -- from "hello".hashCode()
**
** Both functions decode the UTF-8 as they go (no copy, no allocation). Text
** that is not well-formed UTF-8 (RFC 3629: no overlong forms, no encoded
** surrogates, nothing above U+10FFFF, no truncated or stray bytes) has no
** Java string it is certain to become, so it is refused: they return 0.
*/
#ifndef ROWKEY_UTF16_H
#define ROWKEY_UTF16_H

#include <stddef.h>
#include <stdint.h>

/* MurmurHash3 x86_32 with seed over the 2*L bytes of the L code units of
** z[0..n), each unit low byte first (Guava's hashUnencodedChars, Lucene's
** murmurhash3_x86_32 as Elasticsearch feeds it). Returns 1 and stores the
** hash, or 0 if z is not well-formed UTF-8. */
int rk_utf16_murmur3(const unsigned char *z, size_t n, uint32_t seed,
                     uint32_t *pHash);

/* java.lang.String.hashCode of z[0..n): h = 31*h + unit from 0, in 32-bit
** wrapping arithmetic. Returns 1 and stores it, or 0 as above. */
int rk_utf16_java_hash(const unsigned char *z, size_t n, uint32_t *pHash);

/* 1 if z[0..n) is well-formed UTF-8 in the sense above, else 0. */
int rk_utf8_valid(const unsigned char *z, size_t n);

/* The length of the longest prefix of z[0..n), at most max bytes, that
** does not end inside a UTF-8 sequence: where error messages cut text. */
size_t rk_utf8_cut(const unsigned char *z, size_t n, size_t max);

#endif
