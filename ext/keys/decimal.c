/*
** decimal.c - whether decimal text reads back as a given double (decimal.h).
**
** The text's value D * 10^E is compared with the two midpoints between r
** and its neighbours, in integers: r = m * 2^e2, the midpoints are
** (4m +- 2) * 2^(e2-2) (4m - 1 below a power of two, where the gap below
** is half the gap above), and both sides of a comparison are brought to
** integers by moving the powers of 5 and 2 across. The numbers involved
** have at most about 1,500 bits.
*/
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "decimal.h"

#define BIG_LIMBS 64                  /* 2048 bits */

typedef struct Big Big;
struct Big {
  uint32_t a[BIG_LIMBS];              /* least significant first */
  int n;                              /* limbs in use */
};

static void big_set(Big *b, uint64_t v){
  b->a[0] = (uint32_t)v;
  b->a[1] = (uint32_t)(v >> 32);
  b->n = 2;
}

/* b *= m. Products are at most 2^64 * 5^400 < 2^994 here: they fit. */
static void big_mul(Big *b, uint32_t m){
  uint64_t carry = 0;
  int i;
  for(i = 0; i < b->n; i++){
    uint64_t t = (uint64_t)b->a[i] * m + carry;
    b->a[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if( carry ) b->a[b->n++] = (uint32_t)carry;
}

/* b *= 5^k, 0 <= k <= 400. */
static void big_mul_pow5(Big *b, int k){
  for(; k >= 13; k -= 13) big_mul(b, 1220703125u);     /* 5^13 */
  for(; k > 0; k--) big_mul(b, 5);
}

/* b <<= k. */
static int big_shl(Big *b, int k){
  int w = k / 32, s = k % 32, i;
  if( b->n + w + 1 > BIG_LIMBS ) return 0;
  b->a[b->n + w] = 0;
  for(i = b->n - 1; i >= 0; i--){
    uint64_t t = (uint64_t)b->a[i] << s;
    b->a[i + w + 1] |= (uint32_t)(t >> 32);
    b->a[i + w] = (uint32_t)t;
  }
  for(i = 0; i < w; i++) b->a[i] = 0;
  b->n += w + 1;
  return 1;
}

static int big_cmp(const Big *x, const Big *y){
  int i, n = x->n > y->n ? x->n : y->n;
  for(i = n - 1; i >= 0; i--){
    uint32_t a = i < x->n ? x->a[i] : 0, b = i < y->n ? y->a[i] : 0;
    if( a!=b ) return a < b ? -1 : 1;
  }
  return 0;
}

/* The sign of D * 10^E - x * 2^b, or 2 if it does not fit. */
static int cmp_scaled(uint64_t d, int e, uint64_t x, int b){
  Big l, r;
  big_set(&l, d);
  big_set(&r, x);
  big_mul_pow5(e >= 0 ? &l : &r, e >= 0 ? e : -e);
  if( e - b >= 0 ){
    if( !big_shl(&l, e - b) ) return 2;
  }else if( !big_shl(&r, b - e) ){
    return 2;
  }
  return big_cmp(&l, &r);
}

int rk_decimal_is(const char *z, size_t n, double r){
  size_t i = 0;
  uint64_t d = 0, m, lo, hi;
  int neg = 0, nDigit = 0, point = 0, e = 0, e2, cl, ch;
  if( !isfinite(r) ) return 0;
  if( i < n && (z[i]=='-' || z[i]=='+') ) neg = z[i++]=='-';
  for(; i < n; i++){
    if( z[i]=='.' && !point ){
      point = 1;
    }else if( z[i] >= '0' && z[i] <= '9' ){
      if( d || z[i]!='0' ){
        if( ++nDigit > 19 ) return 0;
        d = d*10 + (uint64_t)(z[i] - '0');
      }
      if( point ) e--;
    }else{
      break;
    }
  }
  if( i < n && (z[i]=='e' || z[i]=='E') ){
    int eneg = 0, x = 0, any = 0;
    i++;
    if( i < n && (z[i]=='-' || z[i]=='+') ) eneg = z[i++]=='-';
    for(; i < n && z[i] >= '0' && z[i] <= '9'; i++){
      if( x < 100000 ) x = x*10 + (z[i] - '0');
      any = 1;
    }
    if( !any ) return 0;
    e += eneg ? -x : x;
  }
  if( i!=n ) return 0;
  if( neg != (signbit(r)!=0) ) return 0;
  if( d==0 ) return r==0;
  if( r==0 ) return 0;
  /* A finite nonzero double lies between 2^-1075 and 2^1024. */
  if( e < -400 || e > 330 ) return 0;
  {
    int ex;
    double f = frexp(fabs(r), &ex);
    m = (uint64_t)ldexp(f, 53);
    e2 = ex - 53;
    if( e2 < -1074 ){
      m >>= (-1074 - e2);   /* exact: a subnormal has no lower bits */
      e2 = -1074;
    }
  }
  hi = 4*m + 2;
  lo = (m==(UINT64_C(1) << 52) && e2 > -1074) ? 4*m - 1 : 4*m - 2;
  cl = cmp_scaled(d, e, lo, e2 - 2);
  ch = cmp_scaled(d, e, hi, e2 - 2);
  if( cl==2 || ch==2 ) return 0;
  /* On a midpoint the tie goes to the even mantissa. */
  if( m % 2==0 ) return cl >= 0 && ch <= 0;
  return cl > 0 && ch < 0;
}
