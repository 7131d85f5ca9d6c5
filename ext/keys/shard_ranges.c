/*
** shard_ranges.c - Vitess's even shard ranges (no SQLite dependency).
**
**   SELECT key_partition(id, 4, 'vitess');                 -- 0..3
**   SELECT vitess_shard_name(4, key_partition(id, 4, 'vitess'));  -- '40-80'
**
** vitessio/vitess go/vt/key/key.go GenerateShardRanges(n): with max = 256
** (two hex digits) or 65536 (four) and size = float64(max) / float64(n),
** shard i ends at int(float64(i+1) * size), the last shard open to the end
** of the keyspace (since the fix of vitessio/vitess issue #16033). A
** keyspace id belongs to the shard whose [start, end) holds it as a byte
** string; with 8-byte ids that is its first byte (or first two bytes)
** compared with the boundary prefixes.
*/
#include "shard_ranges.h"

uint32_t rk_vitess_prefix_max(uint32_t n){
  return n <= 256 ? 256u : 65536u;
}

uint32_t rk_vitess_bound(uint32_t n, uint32_t i){
  uint32_t max = rk_vitess_prefix_max(n);
  uint64_t num, q, o, r;  /* r: R above */
  uint32_t j, lo, lj;
  if( i==0 ) return 0;
  if( i >= n ) return max;
  /* Go computes int(float64(i) * (float64(max) / float64(n))). Both
  ** float64 errors together are below 2^-35 here, and a fraction of
  ** i * max / n, when it has one, is at least 1/n >= 2^-16: then the
  ** truncation is the exact quotient. This is computed with integers, so
  ** that no compiler's wider registers (x87) can change it. */
  num = (uint64_t)i * max;
  q = num / n;
  if( num % n ) return (uint32_t)q;
  /* i * max / n = q exactly, so Go's float64 may land just below it.
  ** With n = 2^t * o, o odd, scaling by powers of two is exact, so only
  ** 1/o is rounded: to F / 2^(52+L), L the bit length of o and
  ** F = floor(2^(52+L) / o), when R = 2^(52+L) mod o is below o/2 (else
  ** up, and the product is at least q). Then i = j * o and the product is
  ** j - j*R / 2^(52+L): it rounds up to j (scaled: q) when that gap is at
  ** most half the spacing 2^(lj-53) of the doubles below j, lj the bit
  ** length of j-1 (a tie goes to j, whose mantissa is even); otherwise it
  ** truncates to q - 1. */
  o = n;
  while( (o & 1)==0 ) o >>= 1;
  if( o==1 ) return (uint32_t)q;
  for(lo = 0; (o >> lo)!=0; lo++){}
  r = (((UINT64_C(1) << 40) % o) << (12 + lo)) % o;
  if( 2*r > o ) return (uint32_t)q;
  j = (uint32_t)(i / o);
  for(lj = 0; ((j - 1) >> lj)!=0; lj++){}
  if( 4 * (uint64_t)j * r <= (UINT64_C(1) << (lj + lo)) ) return (uint32_t)q;
  return (uint32_t)q - 1;
}

uint32_t rk_vitess_shard_of(uint64_t ksid, uint32_t n){
  uint32_t max = rk_vitess_prefix_max(n);
  uint32_t v = (uint32_t)(ksid >> (max==256u ? 56 : 48));
  /* The exact quotient, then at most a step or two up to the float64
  ** boundaries. Never down: i <= v * n / max, so i * max / n <= v, and
  ** float64's error on numbers below 2^17 is far below 1, so boundary i,
  ** its floor, is <= v too. Up: a boundary may round to one below. */
  uint32_t i = (uint32_t)(((uint64_t)v * n) / max);
  while( i + 1 < n && rk_vitess_bound(n, i + 1) <= v ) i++;
  return i;
}

/* Writes v as `digits` lower-case hex digits at z; returns z + digits. */
static char *put_hex(char *z, uint32_t v, int digits){
  static const char hex[] = "0123456789abcdef";
  int k;
  for(k = digits - 1; k >= 0; k--) *z++ = hex[(v >> (4*k)) & 15];
  return z;
}

void rk_vitess_shard_name(uint32_t n, uint32_t i, char *zBuf){
  uint32_t max = rk_vitess_prefix_max(n);
  int digits = max==256u ? 2 : 4;
  uint32_t start = rk_vitess_bound(n, i), end = rk_vitess_bound(n, i + 1);
  char *z = zBuf;
  if( start!=0 ) z = put_hex(z, start, digits);
  *z++ = '-';
  if( end!=max ) z = put_hex(z, end, digits);
  *z = 0;
}
