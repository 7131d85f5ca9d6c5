/*
** jump.c - jump consistent hash, as the paper and as Guava (no SQLite
** dependency).
**
** Both walk the same LCG and compute the same jumps in IEEE doubles:
**   paper  j = (int64)((b + 1) * (2^31 / (double)((key >> 33) + 1)))
**   Guava  next = (int)((candidate + 1) / ((double)((int)(state >>> 33) + 1) / 2^31))
** The roundings differ (one division and one product against two
** divisions), and Guava adds the 1 in a Java int: when the top 31 bits of
** the state are all ones, (int)(state >>> 33) + 1 wraps to -2^31, the
** divisor is -1.0 and Guava stops where the paper takes a step of
** 2^31 / 2^31 = 1 to the next bucket. So the two agree on almost every
** key, but not on every one.
*/
#include "jump.h"

#define JUMP_LCG_A 2862933555777941757ull

uint32_t rk_jump(uint64_t key, uint32_t n){
  int64_t b = -1, j = 0;
  while( j < (int64_t)n ){
    b = j;
    key = key * JUMP_LCG_A + 1;
    /* At most (b + 1) * 2^31 < 2^62: the conversion is exact in range. */
    j = (int64_t)((double)(b + 1) * (2147483648.0 / (double)((key >> 33) + 1)));
  }
  return (uint32_t)b;
}

/* Java's (int) of the quotient q: truncated toward zero, saturated at
** 2^31 - 1 (a state whose top 31 bits are 0 gives q = (candidate + 1) *
** 2^31). Java also maps NaN to 0 and saturates at -2^31, but q is neither
** here: the divisor is -1 or in (0, 1] and candidate + 1 < 2^31. */
static int32_t java_d2i(double q){
  if( q >= 2147483647.0 ) return INT32_MAX;
  return (int32_t)q;
}

uint32_t rk_jump_guava(uint64_t key, uint32_t n){
  uint64_t state = key;
  int32_t candidate = 0, next;
  for(;;){
    double d;
    state = JUMP_LCG_A * state + 1;
    /* (int)(state >>> 33) + 1 in Java int arithmetic (wraps at 2^31). */
    d = (double)(int32_t)((uint32_t)(state >> 33) + 1u) / 2147483648.0;
    /* candidate + 1 is an int: candidate < n <= 2^31 - 1, no overflow. */
    next = java_d2i((double)(candidate + 1) / d);
    if( next >= 0 && (uint32_t)next < n ){
      candidate = next;
    }else{
      return (uint32_t)candidate;
    }
  }
}
