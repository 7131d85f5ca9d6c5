/*
** lookup2.h - Bob Jenkins' lookup2 hash in its 64-bit form, as YugabyteDB
** runs it for yb_hash_code (no SQLite dependency).
**
** Hash64StringWithSeed (yb/gutil/hash/jenkins.cc): a = b = the golden
** ratio 0xe08c1d668b756f82, c = the seed; 24-byte blocks of three
** little-endian words mixed in; then c += the total length and the last
** 0..23 bytes go into a, b and the upper seven bytes of c (the low byte of
** c holds the length) before a final mix; the hash is c. The streaming
** form lets a key of several columns be hashed without gathering it.
*/
#ifndef ROWKEY_LOOKUP2_H
#define ROWKEY_LOOKUP2_H

#include <stddef.h>
#include <stdint.h>

typedef struct RkLookup2 {
  uint64_t a, b, c;
  uint64_t len;             /* bytes added so far */
  unsigned char buf[24];    /* the block being filled */
  unsigned nbuf;
} RkLookup2;

void rk_lookup2_64_init(RkLookup2 *s, uint64_t seed);
void rk_lookup2_64_add(RkLookup2 *s, const unsigned char *p, size_t n);
uint64_t rk_lookup2_64_final(RkLookup2 *s);

/* The whole hash of p[0..n) in one call. */
uint64_t rk_lookup2_64(const unsigned char *p, size_t n, uint64_t seed);

#endif
