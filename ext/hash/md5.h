/*
** md5.h - MD5 (RFC 1321), fed in pieces (no SQLite dependency).
**
** MongoDB hashes a shard key with MD5 (hasher.cpp), CockroachDB's newest
** hash-sharded indexes wrap their key bytes in md5(). Check value:
** MD5("abc") = 900150983cd24fb0d6963f7d28e17f72.
*/
#ifndef ROWKEY_MD5_H
#define ROWKEY_MD5_H

#include <stddef.h>
#include <stdint.h>

typedef struct RkMd5 {
  uint32_t s[4];            /* the state A, B, C, D */
  uint64_t nByte;           /* bytes fed so far */
  unsigned char buf[64];    /* a partial block */
} RkMd5;

void rk_md5_init(RkMd5 *c);
void rk_md5_update(RkMd5 *c, const void *p, size_t len);
/* The 16 digest bytes; c is spent. */
void rk_md5_final(RkMd5 *c, unsigned char out[16]);

#endif
