/*
** real_sum.c - whether a sum of doubles overflows (no SQLite dependency).
**
** isinf(a + b) is not enough: where the compiler keeps intermediates in
** wider registers (x87 on 32-bit x86, FLT_EVAL_METHOD 2), a + b does not
** overflow there and the test never fires. The exact rule instead: a + b
** rounds to infinity when it is at least halfway between DBL_MAX
** (2^1024 - 2^971) and 2^1024, i.e. >= 2^1024 - 2^970 (a tie rounds away
** from DBL_MAX, whose mantissa is odd). Counted in units of 2^969 this is
** integer arithmetic.
*/
#include <math.h>
#include <stdint.h>
#include "real_sum.h"

int rk_real_sum_overflows(double a, double b){
  double hi = a > b ? a : b, lo = a > b ? b : a;
  /* Below 2^1022 both: the sum is below 2^1023. */
  if( hi < 0x1p1022 ) return 0;
  /* hi >= 2^1022 is a multiple of 2^970, so hi / 2^969 is an integer
  ** below 2^55; lo / 2^969 truncated loses a fraction that cannot carry
  ** the sum over the integer bound. ldexp scales exactly. */
  return (uint64_t)ldexp(hi, -969) + (uint64_t)ldexp(lo, -969)
         >= (UINT64_C(1) << 55) - 2;
}
