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
/* The rotation of each step: four per round, repeated. */
static const unsigned char md5_R[16] = {
  7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21
};

static uint32_t rotl(uint32_t x, unsigned r){
  return (x << r) | (x >> (32 - r));
}

static void md5_block(uint32_t s[4], const unsigned char *b){
  uint32_t X[16], a = s[0], bb = s[1], c = s[2], d = s[3];
  int i;
  for(i = 0; i < 16; i++){
    X[i] = (uint32_t)b[4*i] | ((uint32_t)b[4*i+1] << 8)
         | ((uint32_t)b[4*i+2] << 16) | ((uint32_t)b[4*i+3] << 24);
  }
  for(i = 0; i < 64; i++){
    uint32_t f, t;
    int g;
    switch( i >> 4 ){
      case 0:  f = (bb & c) | (~bb & d); g = i; break;
      case 1:  f = (d & bb) | (~d & c);  g = (5*i + 1) & 15; break;
      case 2:  f = bb ^ c ^ d;           g = (3*i + 5) & 15; break;
      default: f = c ^ (bb | ~d);        g = (7*i) & 15; break;
    }
    t = d;
    d = c;
    c = bb;
    bb = bb + rotl(a + f + md5_T[i] + X[g], md5_R[((i >> 4) << 2) | (i & 3)]);
    a = t;
  }
  s[0] += a;
  s[1] += bb;
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
