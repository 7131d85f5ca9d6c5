/*
** ranges.c - the bounds of n equal ranges (no SQLite dependency).
**
** floor(v * n / 2^bits) = i exactly when v >= ceil(i * 2^bits / n), so
** range i starts there. The quotient is found by long division, one bit at
** a time (at most 190 steps), so no 128-bit type is needed.
*/
#include "ranges.h"

void rk_range_start(uint64_t i, uint64_t n, int bits, uint64_t *pHi,
                    uint64_t *pLo){
  uint64_t r = 0, qHi = 0, qLo = 0;
  int b;
  /* The numerator's bits: i's 64, then bits zeros. r < n < 2^63, so
  ** 2r + 1 fits. */
  for(b = 63 + bits; b >= 0; b--){
    unsigned bit = b >= bits ? (unsigned)((i >> (b - bits)) & 1) : 0;
    r = (r << 1) | bit;
    qHi = (qHi << 1) | (qLo >> 63);
    qLo <<= 1;
    if( r >= n ){
      r -= n;
      qLo |= 1;
    }
  }
  if( r!=0 ){
    qLo++;
    if( qLo==0 ) qHi++;
  }
  *pHi = qHi;
  *pLo = qLo;
}
