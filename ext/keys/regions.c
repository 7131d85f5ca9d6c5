/*
** regions.c - region lookup for pre-split tables and HBase RegionSplitter
** split keys (no SQLite dependency).
**
** A key is placed without looking at the split keys one by one: the
** start keys are all exactly width digits, so the key is first turned
** into the largest width-digit number whose text is <= the key, and the
** region is then a single division.
*/
#include <string.h>
#include "regions.h"
#include "keys.h"
#include "ascii.h"

/* floor((a*n - 1) / buckets) when a*n overflows 64 bits. Out of line: the
** common path then needs no stack frame. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static uint64_t region_wide(uint64_t a, uint64_t n, uint64_t buckets){
  uint64_t q = rk_muldiv(a, n, buckets);
  /* The remainder is below buckets, so the wrapped difference of the low
  ** 64 bits is exact. */
  uint64_t r = a*n - q*buckets;
  return r==0 ? q - 1 : q;
}

/* The region of a key given a = 1 + the largest bucket number whose
** width-digit text is <= the key (0: the key is below every start key). */
static uint64_t region_of(uint64_t a, uint64_t n, uint64_t buckets){
  if( a==0 ) return 0;             /* below every start key */
  if( a >= buckets ) return n - 1; /* at or after the last bucket */
  /* The largest i with floor(i*buckets/n) <= a-1 is
  ** floor((a*n - 1) / buckets). */
  if( a <= UINT64_MAX / n ) return (a*n - 1) / buckets;
  return region_wide(a, n, buckets);
}

uint64_t rk_split_region(const unsigned char *key, size_t len, uint64_t n,
                         int width, uint64_t buckets){
  uint64_t prefix = 0, a = 0;   /* 1 + the largest bucket number <= key */
  int j;

  for(j = 0; j < width; j++){
    unsigned c;
    if( (size_t)j >= len ){
      /* The key is a proper prefix of the numbers starting with prefix:
      ** it sorts before all of them. */
      a = prefix * rk_aPow10[width - j];
      break;
    }
    c = key[j];
    if( c >= '0' && c <= '9' ){
      prefix = prefix*10 + (c - '0');
      continue;
    }
    /* A non-digit byte: below '0' the key sorts before every number with
    ** this prefix, above '9' after all of them. */
    a = (c < '0' ? prefix : prefix + 1) * rk_aPow10[width - j];
    break;
  }
  if( j==width ) a = prefix + 1;   /* the key starts with that number */
  return region_of(a, n, buckets);
}

uint64_t rk_split_region_int(int64_t id, uint64_t n, int width,
                             uint64_t buckets){
  uint64_t x, a;
  int d;
  /* '-' sorts before every digit: below every start key. */
  if( id < 0 ) return 0;
  x = (uint64_t)id;
#if defined(__GNUC__) || defined(__clang__)
  /* From the bit length: log10(2) ~ 1233/4096, then one correction. */
  d = (int)(((64 - __builtin_clzll(x | 1)) * 1233) >> 12);
  d += (x | 1) >= rk_aPow10[d];   /* 0 has 1 digit too */
#else
  d = rk_digits(x);
#endif
  if( d >= width ){
    /* The text starts with the width leading digits. */
    a = x / rk_aPow10[d - width] + 1;
  }else{
    /* The text is a proper prefix of the width-digit numbers x * 10^k..:
    ** below all of them (x < 10^d keeps the product below 10^width). */
    a = x * rk_aPow10[width - d];
  }
  return region_of(a, n, buckets);
}

/* ---- HBase RegionSplitter ---------------------------------------------- */


int rk_hbase_algorithm(const char *z, size_t n){
  size_t i;
  /* Keep what follows the last '.' or '$' of a Java class name. */
  for(i = n; i > 0; i--){
    if( z[i-1]=='.' || z[i-1]=='$' ) break;
  }
  z += i;
  n -= i;
  if( rk_ascii_name_is(z, n, "HexStringSplit") ) return RK_HBASE_HEX;
  if( rk_ascii_name_is(z, n, "DecimalStringSplit") ) return RK_HBASE_DECIMAL;
  if( rk_ascii_name_is(z, n, "UniformSplit") ) return RK_HBASE_UNIFORM;
  return 0;
}

uint64_t rk_hbase_max_regions(int alg){
  switch( alg ){
    case RK_HBASE_HEX:     return (uint64_t)1 << 32;
    case RK_HBASE_DECIMAL: return 100000000;
    default:               return UINT64_MAX;
  }
}

size_t rk_hbase_split_key(int alg, uint64_t n, uint64_t i, unsigned char *buf){
  uint64_t step, v;
  int k;
  switch( alg ){
    case RK_HBASE_HEX:
      /* range = ffffffff - 00000000 + 1 = 2^32 */
      step = ((uint64_t)1 << 32) / n;
      v = i * step;
      for(k = 7; k >= 0; k--){
        buf[k] = (unsigned char)"0123456789abcdef"[v & 15];
        v >>= 4;
      }
      return 8;
    case RK_HBASE_DECIMAL:
      /* range = 99999999 - 00000000 + 1 = 10^8 */
      step = 100000000 / n;
      return rk_format_padded((char*)buf, i * step, 8);
    default:
      /* range = 2^64 (ff.. - 00.. + 1, the last row inclusive); floor(2^64/n)
      ** without a 65-bit number. i < n keeps i * step below 2^64. */
      step = UINT64_MAX / n + (UINT64_MAX % n == n - 1 ? 1 : 0);
      v = i * step;
      for(k = 7; k >= 0; k--){
        buf[k] = (unsigned char)(v & 0xff);
        v >>= 8;
      }
      return 8;
  }
}
