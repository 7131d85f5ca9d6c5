/*
** general_ci.c - the utf8mb4_general_ci hash of OceanBase KEY partitioning
** (no SQLite dependency). The rules are in general_ci.h; the weights are in
** general_ci_table.c, generated from data/general_ci_weights.tsv by
** tools/gen_general_ci.tcl.
**
** Used by murmur_partition / murmur_hash with the 'oceanbase' scheme:
**   SELECT murmur_hash('abc') = murmur_hash('ABC  ');   -- 1
*/
#include "general_ci.h"
#include "murmur.h"

/* The weight buffer of the OceanBase server: 64 characters. */
#define GCI_BUF 128

/* What code points above the BMP weigh. */
#define GCI_REPLACEMENT 0xFFFDu

uint32_t rk_gci_weight(uint32_t cp){
  unsigned page;
  if( cp > 0xFFFFu ) return GCI_REPLACEMENT;
  page = rk_gci_page[cp >> 8];
  return page ? rk_gci_pages[page - 1][cp & 0xFF] : cp;
}

size_t rk_gci_decode(const unsigned char *z, size_t n, uint32_t *pCp){
  unsigned c = z[0];
  unsigned lo = 0x80, hi = 0xBF;   /* allowed range of the second byte */
  size_t len, i;
  uint32_t cp;
  if( c < 0xC2 ) return 0;          /* continuation byte or overlong */
  if( c < 0xE0 ){ len = 2; cp = c & 0x1F; }
  else if( c < 0xF0 ){
    len = 3; cp = c & 0x0F;
    if( c==0xE0 ) lo = 0xA0;        /* overlong */
    if( c==0xED ) hi = 0x9F;        /* surrogates */
  }else if( c < 0xF5 ){
    len = 4; cp = c & 0x07;
    if( c==0xF0 ) lo = 0x90;        /* overlong */
    if( c==0xF4 ) hi = 0x8F;        /* above U+10FFFF */
  }else{
    return 0;
  }
  if( n < len || z[1] < lo || z[1] > hi ) return 0;
  for(i = 1; i < len; i++){
    if( (z[i] & 0xC0)!=0x80 ) return 0;
    cp = (cp << 6) | (z[i] & 0x3F);
  }
  *pCp = cp;
  return len;
}

uint64_t rk_general_ci_hash(const unsigned char *z, size_t n, uint64_t seed){
  unsigned char buf[GCI_BUF];
  size_t nbuf = 0;
  RkGciIter it;
  uint32_t w;
  rk_gci_start(&it, z, n);
  while( rk_gci_next(&it, &w) ){
    buf[nbuf] = (unsigned char)(w & 0xFF);
    buf[nbuf + 1] = (unsigned char)(w >> 8);
    nbuf += 2;
    if( nbuf==GCI_BUF ){
      seed = rk_murmur64a(buf, nbuf, seed);
      nbuf = 0;
    }
  }
  if( nbuf > 0 ) seed = rk_murmur64a(buf, nbuf, seed);
  return seed;
}
