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
** returns it, or -1 for an ill-formed sequence. */
static int32_t utf8_decode(const unsigned char *z, size_t n, size_t *pi){
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

/* Calls UNIT(u) for each code unit of z[0..n); `return 0` on bad UTF-8. */
#define UTF16_EACH(z, n, UNIT) do{ \
  size_t i_ = 0; \
  while( i_ < (n) ){ \
    int32_t c_ = (z)[i_]; \
    if( c_ < 0x80 ){ \
      i_++; \
      UNIT((uint32_t)c_); \
    }else{ \
      c_ = utf8_decode((z), (n), &i_); \
      if( c_ < 0 ) return 0; \
      if( c_ >= 0x10000 ){ \
        UNIT(0xd800u + (((uint32_t)c_ - 0x10000u) >> 10)); \
        UNIT(0xdc00u + (((uint32_t)c_ - 0x10000u) & 0x3ffu)); \
      }else{ \
        UNIT((uint32_t)c_); \
      } \
    } \
  } \
}while(0)

int rk_utf16_murmur3(const unsigned char *z, size_t n, uint32_t seed,
                     uint32_t *pHash){
  uint32_t h = seed, pend = 0, nUnit = 0;
  /* Two units make one little-endian 4-byte block: the first is its low
  ** half. pend holds a first unit until its partner comes. */
#define M3_UNIT(u) do{ \
    if( nUnit & 1 ) h = rk_m3_mixh(h, rk_m3_mixk(pend | ((u) << 16))); \
    else pend = (u); \
    nUnit++; \
  }while(0)
  UTF16_EACH(z, n, M3_UNIT);
#undef M3_UNIT
  if( nUnit & 1 ) h ^= rk_m3_mixk(pend);
  *pHash = rk_m3_fmix32(h ^ (nUnit * 2u));
  return 1;
}

int rk_utf16_java_hash(const unsigned char *z, size_t n, uint32_t *pHash){
  uint32_t h = 0;
#define JAVA_UNIT(u) (h = 31u*h + (u))
  UTF16_EACH(z, n, JAVA_UNIT);
#undef JAVA_UNIT
  *pHash = h;
  return 1;
}

int64_t rk_utf16_length(const unsigned char *z, size_t n){
  size_t i = 0;
  int64_t len = 0;
  while( i < n ){
    if( z[i] < 0x80 ){
      i++;
      len++;
    }else{
      int32_t c = utf8_decode(z, n, &i);
      if( c < 0 ) return -1;
      len += c >= 0x10000 ? 2 : 1;
    }
  }
  return len;
}
