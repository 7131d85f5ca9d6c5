/*
** utf16.c - UTF-8 text hashed over its UTF-16 code units (no SQLite
** dependency).
**
**   SELECT key_hash('Supplementary planes too 🙂', 'elasticsearch');
**   SELECT key_partition('hello', 4, 'flink');      -- 1
**
** The UTF-8 is decoded strictly (RFC 3629, the form Java's encoder writes);
** a character from U+10000 up is the surrogate pair
** D800 + (c - 0x10000) / 0x400, DC00 + (c - 0x10000) % 0x400.
*/
#include "utf16.h"
#include "murmur_mix.h"

/* Decodes the character at z[*pi] (z[*pi] >= 0x80) and advances *pi;
** returns it, or -1 for an ill-formed sequence. Inline, so that the
** callers' index stays in a register. */
static inline int32_t utf8_decode(const unsigned char *z, size_t n, size_t *pi){
  size_t i = *pi;
  uint32_t c = z[i], lo = 0x80, hi = 0xbf;
  int need, k;
  if( c >= 0xc2 && c <= 0xdf ){ need = 1; c &= 0x1f; }
  else if( c >= 0xe0 && c <= 0xef ){
    need = 2; 
    if( c == 0xe0 ) lo = 0xa0;          /* overlong */
    if( c == 0xed ) hi = 0x9f;          /* surrogates */
    c &= 0x0f;
  }else if( c >= 0xf0 && c <= 0xf4 ){
    need = 3;
    if( c == 0xf0 ) lo = 0x90;          /* overlong */
    if( c == 0xf4 ) hi = 0x8f;          /* above U+10FFFF */
    c &= 0x07;
  }else{
    return -1;                          /* continuation, C0, C1, F5.. */
  }
  if( n - i <= (size_t)need ) return -1;  /* truncated */
  for(k = 1; k <= need; k++){
    uint32_t b = z[i + k];
    if( b < lo || b > hi ) return -1;
    lo = 0x80; hi = 0xbf;               /* only the second byte is narrowed */
    c = (c << 6) | (b & 0x3f);
  }
  *pi = i + 1 + (size_t)need;
  return (int32_t)c;
}

int rk_utf16_murmur3(const unsigned char *z, size_t n, uint32_t seed,
                     uint32_t *pHash){
  uint32_t h = seed, pend = 0, nUnit = 0;
  size_t i = 0;
  /* Two units make one little-endian 4-byte block, the first its low
  ** half; pend holds a first unit until its partner comes (nUnit odd). */
#define M3_UNIT(u) do{ \
    if( nUnit & 1 ) h = rk_m3_mixh(h, rk_m3_mixk(pend | ((u) << 16))); \
    else pend = (u); \
    nUnit++; \
  }while(0)
  while( i < n ){
    int32_t c;
    /* The common case: two ASCII characters make a whole block. */
    if( (nUnit & 1)==0 && n - i >= 2 && ((z[i] | z[i+1]) & 0x80)==0 ){
      h = rk_m3_mixh(h, rk_m3_mixk((uint32_t)z[i] | ((uint32_t)z[i+1] << 16)));
      i += 2;
      nUnit += 2;
      continue;
    }
    c = z[i];
    if( c < 0x80 ){
      i++;
    }else{
      c = utf8_decode(z, n, &i);
      if( c < 0 ) return 0;
      if( c >= 0x10000 ){
        M3_UNIT(0xd800u + (((uint32_t)c - 0x10000u) >> 10));
        c = (int32_t)(0xdc00u + (((uint32_t)c - 0x10000u) & 0x3ffu));
      }
    }
    M3_UNIT((uint32_t)c);
  }
#undef M3_UNIT
  if( nUnit & 1 ) h ^= rk_m3_mixk(pend);
  *pHash = rk_m3_fmix32(h ^ (nUnit * 2u));
  return 1;
}

int rk_utf16_java_hash(const unsigned char *z, size_t n, uint32_t *pHash){
  uint32_t h = 0;
  size_t i = 0;
  while( i < n ){
    int32_t c = z[i];
    if( c < 0x80 ){
      /* A run of ASCII, one unit a byte. */
      do{
        h = 31u*h + z[i];
        i++;
      }while( i < n && z[i] < 0x80 );
      continue;
    }else{
      c = utf8_decode(z, n, &i);
      if( c < 0 ) return 0;
      if( c >= 0x10000 ){
        h = 31u*h + (0xd800u + (((uint32_t)c - 0x10000u) >> 10));
        c = (int32_t)(0xdc00u + (((uint32_t)c - 0x10000u) & 0x3ffu));
      }
    }
    h = 31u*h + (uint32_t)c;
  }
  *pHash = h;
  return 1;
}

int rk_utf8_valid(const unsigned char *z, size_t n){
  size_t i = 0;
  while( i < n ){
    if( z[i] < 0x80 ){
      i++;
    }else if( utf8_decode(z, n, &i) < 0 ){
      return 0;
    }
  }
  return 1;
}

size_t rk_utf8_cut(const unsigned char *z, size_t n, size_t max){
  size_t k;
  if( n <= max ) return n;
  k = max;
  while( k > 0 && (z[k] & 0xc0)==0x80 ) k--;
  return k;
}
