/*
** planning.c - partition-count planning arithmetic (no SQLite dependency).
**
** Units are decided once here: KB, MB, GB, TB, PB, EB are powers of 1000
** (TB = 10^12 bytes) and KiB .. EiB powers of 1024 (TiB = 2^40 bytes), as
** in IEC 80000-13. All arithmetic is exact integer arithmetic.
*/
#include "planning.h"
#include "keys.h"
#include "ascii.h"

const uint64_t rk_partition_counts[RK_N_PARTITION_COUNTS] = {
  23, 59, 97, 193, 389, 997
};

/* Multiplier of the unit z[0..n) (case-insensitive), 0 if unknown. */
static uint64_t unit_bytes(const char *z, size_t n){
  static const char prefixes[] = "kmgtpe";
  uint64_t dec = 1, bin = 1;
  int i;
  char c;
  if( n==0 ) return 1;
  if( n==1 ) return (z[0]=='b' || z[0]=='B') ? 1 : 0;
  c = (char)rk_ascii_lower((unsigned char)z[0]);
  for(i = 0; prefixes[i]; i++){
    dec *= 1000;
    bin *= 1024;
    if( prefixes[i]==c ) break;
  }
  if( prefixes[i]==0 ) return 0;
  if( n==2 && (z[1]=='b' || z[1]=='B') ) return dec;
  if( n==3 && (z[1]=='i' || z[1]=='I') && (z[2]=='b' || z[2]=='B') ) return bin;
  return 0;
}

int rk_parse_size(const char *z, size_t n, uint64_t *pBytes){
  size_t i = 0, u;
  uint64_t whole = 0, frac = 0, scale = 1, unit, bytes, q, r;
  int nDigits = 0, nFrac = 0;

  while( i < n && z[i]==' ' ) i++;
  while( n > i && z[n-1]==' ' ) n--;
  for(; i < n && z[i]>='0' && z[i]<='9'; i++){
    unsigned d = (unsigned)(z[i] - '0');
    if( whole > (RK_SIZE_MAX - d) / 10 ) return RK_SIZE_TOO_BIG;
    whole = whole*10 + d;
    nDigits++;
  }
  if( i < n && z[i]=='.' ){
    for(i++; i < n && z[i]>='0' && z[i]<='9'; i++){
      if( nFrac==18 ) return RK_SIZE_MALFORMED;
      frac = frac*10 + (uint64_t)(z[i] - '0');
      scale *= 10;
      nFrac++;
      nDigits++;
    }
  }
  if( nDigits==0 ) return RK_SIZE_MALFORMED;
  while( i < n && z[i]==' ' ) i++;
  u = i;
  unit = unit_bytes(z + u, n - u);
  if( unit==0 ) return RK_SIZE_MALFORMED;

  if( whole > RK_SIZE_MAX / unit ) return RK_SIZE_TOO_BIG;
  bytes = whole * unit;
  /* ceil(frac * unit / scale), exact. */
  q = rk_muldiv(frac, unit, scale);
  r = frac*unit - q*scale;
  if( r ) q++;
  if( q > RK_SIZE_MAX - bytes ) return RK_SIZE_TOO_BIG;
  *pBytes = bytes + q;
  return RK_SIZE_OK;
}

uint64_t rk_partitions_needed(uint64_t size, uint64_t replicas,
                              uint64_t maxPart){
  /* ceil(ceil(a/b)/c) == ceil(a/(b*c)) and cannot overflow. */
  uint64_t perReplica = size / replicas + (size % replicas ? 1 : 0);
  return perReplica / maxPart + (perReplica % maxPart ? 1 : 0);
}

uint64_t rk_recommend_partitions(uint64_t needed){
  int i;
  for(i = 0; i < RK_N_PARTITION_COUNTS; i++){
    if( rk_partition_counts[i] >= needed ) return rk_partition_counts[i];
  }
  return 0;
}

double rk_node_imbalance(uint64_t partitions, uint64_t nodes){
  uint64_t lo = partitions / nodes;
  uint64_t hi = lo + (partitions % nodes ? 1 : 0);
  return (double)(hi - lo) / (double)hi;
}
