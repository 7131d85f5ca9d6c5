/*
** keys.c - salted row key formatting and parsing (no SQLite dependency).
**
** Everything here works on explicit lengths: keys may be BLOBs with NUL
** bytes, and nothing reads past the end it is given.
*/
#include <string.h>
#include "keys.h"

int rk_parse_int64(const char *z, size_t n, int64_t *pOut){
  size_t i = 0;
  int neg = 0;
  uint64_t v = 0, lim;
  if( n==0 ) return 0;
  if( z[0]=='-' ){
    neg = 1;
    i = 1;
    if( n==1 ) return 0;
  }
  /* Leading zeros are not canonical; "0" alone is, "-0" is not. */
  if( z[i]=='0' ){
    if( n==1 ){ *pOut = 0; return 1; }
    return 0;
  }
  if( n - i > 19 ) return 0;
  lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  for(; i < n; i++){
    unsigned d = (unsigned char)z[i] - '0';
    if( d > 9 ) return 0;
    if( v > (lim - d) / 10 ) return 0;
    v = v*10 + d;
  }
  *pOut = neg ? (int64_t)(0 - v) : (int64_t)v;
  return 1;
}

size_t rk_format_int64(char *buf, int64_t v){
  char tmp[RK_INT64_DIGITS];
  size_t n = 0, k = 0;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do{ tmp[n++] = (char)('0' + u % 10); u /= 10; }while( u );
  if( v < 0 ) buf[k++] = '-';
  while( n ) buf[k++] = tmp[--n];
  return k;
}

size_t rk_format_padded(char *buf, uint64_t v, int width){
  int nd = rk_digits(v), i;
  int len = nd > width ? nd : width;
  for(i = len - 1; i >= 0; i--){
    buf[i] = (char)('0' + v % 10);
    v /= 10;
  }
  return (size_t)len;
}

int rk_digits(uint64_t v){
  int n = 1;
  while( v >= 10 ){ v /= 10; n++; }
  return n;
}

uint64_t rk_floor_mod(int64_t id, uint64_t buckets){
  uint64_t r;
  if( id >= 0 ) return (uint64_t)id % buckets;
  /* |id| as uint64 is exact even for INT64_MIN. */
  r = (0 - (uint64_t)id) % buckets;
  return r ? buckets - r : 0;
}

int rk_bucket_width(uint64_t buckets){
  return rk_digits(buckets > 0 ? buckets - 1 : 0);
}

int rk_separator_ok(const char *sep, size_t nsep){
  size_t i;
  if( nsep==0 ) return 0;
  for(i = 0; i < nsep; i++){
    if( sep[i]>='0' && sep[i]<='9' ) return 0;
  }
  return 1;
}

void rk_reverse(char *dst, const char *src, size_t n){
  size_t i;
  for(i = 0; i < n; i++) dst[i] = src[n - 1 - i];
}

int rk_all_digits(const char *z, size_t n){
  size_t i;
  if( n==0 ) return 0;
  for(i = 0; i < n; i++){
    if( z[i]<'0' || z[i]>'9' ) return 0;
  }
  return 1;
}

int rk_parse_reversed(const char *z, size_t n, int64_t *pOut){
  char buf[RK_INT64_DIGITS];
  if( n==0 || n > 19 || !rk_all_digits(z, n) ) return 0;
  rk_reverse(buf, z, n);
  return rk_parse_int64(buf, n, pOut);
}

int rk_split_key(const char *key, size_t n, const char *sep, size_t nsep,
                 uint64_t *pBucket, size_t *pIdOff){
  size_t i = 0;
  uint64_t v = 0;
  while( i < n && key[i]>='0' && key[i]<='9' ){
    if( i==RK_MAX_PREFIX_DIGITS ) return RK_SPLIT_LONG;
    v = v*10 + (uint64_t)(key[i] - '0');
    i++;
  }
  if( i==0 ) return RK_SPLIT_NO_PREFIX;
  if( n - i < nsep || memcmp(key + i, sep, nsep)!=0 ) return RK_SPLIT_NO_SEP;
  *pBucket = v;
  *pIdOff = i + nsep;
  return RK_SPLIT_OK;
}

uint64_t rk_muldiv(uint64_t a, uint64_t b, uint64_t d){
  /* Long multiplication into 128 bits held as two uint64 halves, then
  ** restoring division one bit at a time. Only used once per cursor
  ** positioning, never per row, so simplicity beats speed here. */
  uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
  uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
  uint64_t p0 = a_lo*b_lo, p1 = a_lo*b_hi, p2 = a_hi*b_lo, p3 = a_hi*b_hi;
  uint64_t mid = (p0 >> 32) + (p1 & 0xffffffffu) + (p2 & 0xffffffffu);
  uint64_t lo = (p0 & 0xffffffffu) | (mid << 32);
  uint64_t hi = p3 + (p1 >> 32) + (p2 >> 32) + (mid >> 32);
  uint64_t q = 0, r = 0;
  int i;
  for(i = 127; i >= 0; i--){
    uint64_t bit = i >= 64 ? (hi >> (i - 64)) & 1 : (lo >> i) & 1;
    int carry = (int)(r >> 63);
    r = (r << 1) | bit;
    if( carry || r >= d ){
      r -= d;
      if( i < 64 ) q |= (uint64_t)1 << i;
    }
  }
  return q;
}
