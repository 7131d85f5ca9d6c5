/*
** keys.c - salted row key formatting and parsing (no SQLite dependency).
**
** Everything here works on explicit lengths: keys may be BLOBs with NUL
** bytes, and nothing reads past the end it is given.
*/
#include <string.h>
#include "keys.h"
#include "bytes.h"

int rk_parse_int64(const char *z, size_t n, int64_t *pOut){
  size_t i = 0;
  int neg = 0;
  uint64_t v = 0;
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
  /* 19 digits stay below 10^19 < 2^64, so the range is checked once at
  ** the end instead of once per digit (this is on unsalt_key's per-row
  ** path). */
  for(; i < n; i++){
    unsigned d = (unsigned char)z[i] - '0';
    if( d > 9 ) return 0;
    v = v*10 + d;
  }
  if( v > (neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX) ) return 0;
  *pOut = neg ? (int64_t)(0 - v) : (int64_t)v;
  return 1;
}

/* "00" "01" ... "99": two digits per division halves the divisions, and
** formatting is on the per-row path of salt_key, reverse_id and
** split_points. */
static const char aPair[201] =
  "00010203040506070809101112131415161718192021222324252627282930313233343536"
  "37383940414243444546474849505152535455565758596061626364656667686970717273"
  "7475767778798081828384858687888990919293949596979899";

/* Writes the nd digits of v (nd >= rk_digits(v); extra places get zeros)
** ending at buf[nd-1]: pairs from the right, the padding zeros included. */
static void put_digits(char *buf, uint64_t v, int nd){
  int i = nd;
  while( i >= 2 ){
    unsigned r = (unsigned)(v % 100);
    v /= 100;
    i -= 2;
    memcpy(buf + i, aPair + 2*r, 2);
  }
  if( i ) buf[0] = (char)('0' + v);
}

size_t rk_format_int64(char *buf, int64_t v){
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  int k = v < 0, nd;
  /* Short ids are the common case: count their digits inline. */
  if( u < 10 ) nd = 1;
  else if( u < 100 ) nd = 2;
  else if( u < 1000 ) nd = 3;
  else if( u < 10000 ) nd = 4;
  else if( u < 100000 ) nd = 5;
  else if( u < 1000000 ) nd = 6;
  else if( u < 10000000 ) nd = 7;
  else if( u < 100000000 ) nd = 8;
  else nd = rk_digits(u);
  if( k ) buf[0] = '-';
  put_digits(buf + k, u, nd);
  return (size_t)k + (size_t)nd;
}

char *rk_format_int64_back(char *zEnd, int64_t v){
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  uint32_t u32;
  char *z = zEnd;
  /* 32-bit arithmetic once the rest fits, which is most ids. */
  while( u > 0xffffffffu ){
    unsigned r = (unsigned)(u % 100);
    u /= 100;
    z -= 2;
    memcpy(z, aPair + 2*r, 2);
  }
  u32 = (uint32_t)u;
  while( u32 >= 100 ){
    unsigned r = u32 % 100;
    u32 /= 100;
    z -= 2;
    memcpy(z, aPair + 2*r, 2);
  }
  if( u32 >= 10 ){
    z -= 2;
    memcpy(z, aPair + 2*u32, 2);
  }else{
    *--z = (char)('0' + u32);
  }
  if( v < 0 ) *--z = '-';
  return z;
}

size_t rk_format_padded(char *buf, uint64_t v, int width){
  static const uint64_t aMax[] = { 0, UINT64_C(10), UINT64_C(100),
    UINT64_C(1000), UINT64_C(10000), UINT64_C(100000), UINT64_C(1000000),
    UINT64_C(10000000), UINT64_C(100000000), UINT64_C(1000000000) };
  int len;
  /* Bucket numbers fit their width: then no digit count is needed. */
  if( width >= 1 && width <= 9 && v < aMax[width] ){
    len = width;
  }else{
    int nd = rk_digits(v);
    len = nd > width ? nd : width;
  }
  put_digits(buf, v, len);
  return (size_t)len;
}

const uint64_t rk_aPow10[20] = {
  UINT64_C(1), UINT64_C(10), UINT64_C(100), UINT64_C(1000), UINT64_C(10000),
  UINT64_C(100000), UINT64_C(1000000), UINT64_C(10000000),
  UINT64_C(100000000), UINT64_C(1000000000), UINT64_C(10000000000),
  UINT64_C(100000000000), UINT64_C(1000000000000),
  UINT64_C(10000000000000), UINT64_C(100000000000000),
  UINT64_C(1000000000000000), UINT64_C(10000000000000000),
  UINT64_C(100000000000000000), UINT64_C(1000000000000000000),
  UINT64_C(10000000000000000000),
};

int rk_digits(uint64_t v){
  /* Comparisons, not divisions: ids are mostly 1 to 10 digits. */
  int n = 1;
  while( n < 20 && v >= rk_aPow10[n] ) n++;
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
  size_t i = 0, j;
  uint64_t v = 0;
  while( i < n && key[i]>='0' && key[i]<='9' ){
    if( i==RK_MAX_PREFIX_DIGITS ) return RK_SPLIT_LONG;
    v = v*10 + (uint64_t)(key[i] - '0');
    i++;
  }
  if( i==0 ) return RK_SPLIT_NO_PREFIX;
  if( n - i < nsep ) return RK_SPLIT_NO_SEP;
  /* Separators are a byte or two: a loop beats a call to memcmp. */
  for(j = 0; j < nsep; j++){
    if( key[i + j]!=sep[j] ) return RK_SPLIT_NO_SEP;
  }
  *pBucket = v;
  *pIdOff = i + nsep;
  return RK_SPLIT_OK;
}

/* The value of the last m (1..8) bytes of p[0..8), which must all be ASCII
** digits, into *pV; 0 if one is not. The bytes before them belong to the
** same key and are read but replaced by '0'. All eight are handled at once
** in one 64-bit word, least significant byte first (SWAR): ids of up to 8
** digits are what unsalt_key parses on every row. */
static int eight_digits(const char *p, size_t m, uint64_t *pV){
  const unsigned char *b = (const unsigned char*)p;
  uint64_t x = rk_load_le64(b);
  if( m < 8 ){
    uint64_t low = (UINT64_C(1) << (8*(8 - m))) - 1;
    x = (x & ~low) | (UINT64_C(0x3030303030303030) & low);
  }
  /* Every byte in '0'..'9': high nibble 3, and still 3 after adding 6. */
  if( (x & UINT64_C(0xf0f0f0f0f0f0f0f0))!=UINT64_C(0x3030303030303030)
   || ((x + UINT64_C(0x0606060606060606)) & UINT64_C(0xf0f0f0f0f0f0f0f0))
      !=UINT64_C(0x3030303030303030) ){
    return 0;
  }
  /* Pairs of digits, then groups of four, then all eight. */
  x = ((x & UINT64_C(0x0f0f0f0f0f0f0f0f)) * 2561) >> 8;
  x = ((x & UINT64_C(0x00ff00ff00ff00ff)) * 6553601) >> 16;
  x = ((x & UINT64_C(0x0000ffff0000ffff)) * UINT64_C(42949672960001)) >> 32;
  *pV = x;
  return 1;
}

int rk_unsalt_int64(const char *key, size_t n, const char *sep, size_t nsep,
                    uint64_t *pBucket, int64_t *pId){
  /* rk_split_key and rk_parse_int64 fused into one pass over the key. */
  size_t i = 0, j;
  uint64_t b = 0, v = 0;
  int neg = 0;
  while( i < n && (unsigned)((unsigned char)key[i] - '0') <= 9 ){
    if( i==RK_MAX_PREFIX_DIGITS ) return 0;
    b = b*10 + (uint64_t)((unsigned char)key[i] - '0');
    i++;
  }
  if( i==0 || n - i < nsep ) return 0;
  for(j = 0; j < nsep; j++){
    if( key[i + j]!=sep[j] ) return 0;
  }
  i += nsep;
  if( i < n && key[i]=='-' ){
    neg = 1;
    i++;
  }
  if( i==n ) return 0;
  if( key[i]=='0' ){
    /* "0" is canonical; "-0" and leading zeros are not. */
    if( neg || i + 1!=n ) return 0;
  }else if( n - i <= 8 && n >= 8 ){
    if( !eight_digits(key + n - 8, n - i, &v) ) return 0;
  }else{
    if( n - i > 19 ) return 0;
    for(; i < n; i++){
      unsigned d = (unsigned)((unsigned char)key[i] - '0');
      if( d > 9 ) return 0;
      v = v*10 + d;
    }
    if( v > (neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX) ) return 0;
  }
  *pBucket = b;
  *pId = neg ? (int64_t)(0 - v) : (int64_t)v;
  return 1;
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
  /* hi < d, since the quotient fits 64 bits: the high half is the first
  ** remainder, and only the low half's bits make quotient bits. */
  uint64_t q = 0, r = hi;
  int i;
  for(i = 63; i >= 0; i--){
    int carry = (int)(r >> 63);
    r = (r << 1) | ((lo >> i) & 1);
    if( carry || r >= d ){
      r -= d;
      q |= (uint64_t)1 << i;
    }
  }
  return q;
}
