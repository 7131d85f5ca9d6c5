/*
** md5.c - MD5 as RFC 1321 defines it (no SQLite dependency).
**
** Written from the RFC: 64 steps in four rounds over each 64-byte block,
** the sine table T[i] = floor(2^32 * |sin(i + 1)|), words little-endian.
** Bytes are read one at a time, so the digest does not depend on the
** host's byte order or alignment.
*/
#include <string.h>
#include "md5.h"
#include "bytes.h"

static const uint32_t md5_T[64] = {
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
  0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
  0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
  0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
  0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
  0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
  0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
  0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
  0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391
};

/* The four rounds' functions (RFC 1321 3.4), in forms with fewer
** operations. */
static uint32_t f1(uint32_t b, uint32_t c, uint32_t d){ return ((c ^ d) & b) ^ d; }
static uint32_t f2(uint32_t b, uint32_t c, uint32_t d){ return ((b ^ c) & d) ^ c; }
static uint32_t f3(uint32_t b, uint32_t c, uint32_t d){ return b ^ c ^ d; }
static uint32_t f4(uint32_t b, uint32_t c, uint32_t d){ return c ^ (b | ~d); }

/* One step: the new value of a, b + ((a + f + x + t) <<< r). */
static uint32_t step(uint32_t a, uint32_t b, uint32_t f, uint32_t x,
                     uint32_t t, unsigned r){
  return rk_rotl32(a + f + x + t, (int)r) + b;
}

/* The 64 steps, four rounds of 16 (RFC 1321 3.4), four steps per pass. */
static void md5_block(uint32_t s[4], const unsigned char *p){
  uint32_t X[16], a = s[0], b = s[1], c = s[2], d = s[3];
  int i;
  for(i = 0; i < 16; i++){
    X[i] = rk_load_le32(p + 4*i);
  }
  for(i = 0; i < 16; i += 4){
    a = step(a, b, f1(b, c, d), X[i], md5_T[i], 7);
    d = step(d, a, f1(a, b, c), X[i+1], md5_T[i+1], 12);
    c = step(c, d, f1(d, a, b), X[i+2], md5_T[i+2], 17);
    b = step(b, c, f1(c, d, a), X[i+3], md5_T[i+3], 22);
  }
  for(i = 0; i < 16; i += 4){
    a = step(a, b, f2(b, c, d), X[(5*i + 1) & 15], md5_T[16+i], 5);
    d = step(d, a, f2(a, b, c), X[(5*i + 6) & 15], md5_T[16+i+1], 9);
    c = step(c, d, f2(d, a, b), X[(5*i + 11) & 15], md5_T[16+i+2], 14);
    b = step(b, c, f2(c, d, a), X[(5*i + 16) & 15], md5_T[16+i+3], 20);
  }
  for(i = 0; i < 16; i += 4){
    a = step(a, b, f3(b, c, d), X[(3*i + 5) & 15], md5_T[32+i], 4);
    d = step(d, a, f3(a, b, c), X[(3*i + 8) & 15], md5_T[32+i+1], 11);
    c = step(c, d, f3(d, a, b), X[(3*i + 11) & 15], md5_T[32+i+2], 16);
    b = step(b, c, f3(c, d, a), X[(3*i + 14) & 15], md5_T[32+i+3], 23);
  }
  for(i = 0; i < 16; i += 4){
    a = step(a, b, f4(b, c, d), X[(7*i) & 15], md5_T[48+i], 6);
    d = step(d, a, f4(a, b, c), X[(7*i + 7) & 15], md5_T[48+i+1], 10);
    c = step(c, d, f4(d, a, b), X[(7*i + 14) & 15], md5_T[48+i+2], 15);
    b = step(b, c, f4(c, d, a), X[(7*i + 21) & 15], md5_T[48+i+3], 21);
  }
  s[0] += a;
  s[1] += b;
  s[2] += c;
  s[3] += d;
}

void rk_md5_init(RkMd5 *c){
  c->s[0] = 0x67452301;
  c->s[1] = 0xefcdab89;
  c->s[2] = 0x98badcfe;
  c->s[3] = 0x10325476;
  c->nByte = 0;
}

void rk_md5_update(RkMd5 *c, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  size_t have = (size_t)(c->nByte & 63);
  c->nByte += len;
  if( have ){
    size_t take = 64 - have;
    if( take > len ) take = len;
    memcpy(c->buf + have, b, take);
    b += take;
    len -= take;
    if( have + take < 64 ) return;
    md5_block(c->s, c->buf);
  }
  while( len >= 64 ){
    md5_block(c->s, b);
    b += 64;
    len -= 64;
  }
  if( len ) memcpy(c->buf, b, len);
}

void rk_md5_final(RkMd5 *c, unsigned char out[16]){
  static const unsigned char pad[64] = { 0x80 };
  unsigned char len[8];
  uint64_t bits = c->nByte << 3;
  size_t have = (size_t)(c->nByte & 63);
  int i;
  for(i = 0; i < 8; i++) len[i] = (unsigned char)(bits >> (8*i));
  rk_md5_update(c, pad, have < 56 ? 56 - have : 120 - have);
  rk_md5_update(c, len, 8);
  for(i = 0; i < 16; i++) out[i] = (unsigned char)(c->s[i >> 2] >> (8*(i & 3)));
}
