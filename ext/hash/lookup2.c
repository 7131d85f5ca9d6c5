/*
** lookup2.c - lookup2, 64-bit (no SQLite dependency). Written from the
** algorithm description (Bob Jenkins, lookup2.c's hash64 and mix64, as
** YugabyteDB's gutil keeps them); see lookup2.h.
*/
#include "lookup2.h"
#include "bytes.h"

#define L2_GOLDEN 0xe08c1d668b756f82ULL

static void l2_mix(RkLookup2 *s){
  uint64_t a = s->a, b = s->b, c = s->c;
  a -= b; a -= c; a ^= c >> 43;
  b -= c; b -= a; b ^= a << 9;
  c -= a; c -= b; c ^= b >> 8;
  a -= b; a -= c; a ^= c >> 38;
  b -= c; b -= a; b ^= a << 23;
  c -= a; c -= b; c ^= b >> 5;
  a -= b; a -= c; a ^= c >> 35;
  b -= c; b -= a; b ^= a << 49;
  c -= a; c -= b; c ^= b >> 11;
  a -= b; a -= c; a ^= c >> 12;
  b -= c; b -= a; b ^= a << 18;
  c -= a; c -= b; c ^= b >> 22;
  s->a = a; s->b = b; s->c = c;
}

static void l2_block(RkLookup2 *s, const unsigned char *p){
  s->a += rk_load_le64(p);
  s->b += rk_load_le64(p + 8);
  s->c += rk_load_le64(p + 16);
  l2_mix(s);
}

void rk_lookup2_64_init(RkLookup2 *s, uint64_t seed){
  s->a = s->b = L2_GOLDEN;
  s->c = seed;
  s->len = 0;
  s->nbuf = 0;
}

void rk_lookup2_64_add(RkLookup2 *s, const unsigned char *p, size_t n){
  s->len += n;
  if( s->nbuf ){
    while( n > 0 && s->nbuf < 24 ){
      s->buf[s->nbuf++] = *p++;
      n--;
    }
    if( s->nbuf < 24 ) return;
    l2_block(s, s->buf);
    s->nbuf = 0;
  }
  while( n >= 24 ){
    l2_block(s, p);
    p += 24;
    n -= 24;
  }
  while( n > 0 ){
    s->buf[s->nbuf++] = *p++;
    n--;
  }
}

uint64_t rk_lookup2_64_final(RkLookup2 *s){
  unsigned j;
  s->c += s->len;
  for(j = 0; j < s->nbuf; j++){
    uint64_t v = s->buf[j];
    if( j < 8 )       s->a += v << (8*j);
    else if( j < 16 ) s->b += v << (8*(j - 8));
    else              s->c += v << (8*(j - 15));
  }
  l2_mix(s);
  return s->c;
}

uint64_t rk_lookup2_64(const unsigned char *p, size_t n, uint64_t seed){
  RkLookup2 s;
  rk_lookup2_64_init(&s, seed);
  rk_lookup2_64_add(&s, p, n);
  return rk_lookup2_64_final(&s);
}
