/*
** lookup3.c - lookup3 as PostgreSQL's src/common/hashfn.c runs it (no
** SQLite dependency). Written from the algorithm description; see
** lookup3.h for how it differs from the published lookup3.
**
**   SELECT key_hash('abc', 'postgres');  -- hashtextextended('abc', seed)
**   SELECT key_hash(123, 'citus');       -- hashint8(123) = -205084363
**
** hashint8 folds the int8 to 32 bits first (rk_pg_int8_fold), so the
** integer forms all go through the one-word path below.
*/
#include "lookup3.h"

static uint32_t rotl32(uint32_t x, int r){
  return (x << r) | (x >> (32 - r));
}

/* Jenkins' reversible mix of three words. */
#define L3_MIX(a, b, c) do{ \
  a -= c; a ^= rotl32(c, 4);  c += b; \
  b -= a; b ^= rotl32(a, 6);  a += c; \
  c -= b; c ^= rotl32(b, 8);  b += a; \
  a -= c; a ^= rotl32(c, 16); c += b; \
  b -= a; b ^= rotl32(a, 19); a += c; \
  c -= b; c ^= rotl32(b, 4);  b += a; \
}while(0)

/* The final avalanche of the three words into c (and b). */
#define L3_FINAL(a, b, c) do{ \
  c ^= b; c -= rotl32(b, 14); \
  a ^= c; a -= rotl32(c, 11); \
  b ^= a; b -= rotl32(a, 25); \
  c ^= b; c -= rotl32(b, 16); \
  a ^= c; a -= rotl32(c, 4);  \
  b ^= a; b -= rotl32(a, 14); \
  c ^= b; c -= rotl32(b, 24); \
}while(0)

#define L3_INIT(len) (0x9e3779b9u + (uint32_t)(len) + 3923095u)

static uint32_t le32(const unsigned char *p){
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8)
       | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

/* The body and tail of hash_bytes over k[0..len), from the started state;
** leaves the final state in *pa, *pb, *pc. */
static void l3_bytes(const unsigned char *k, size_t len,
                     uint32_t *pa, uint32_t *pb, uint32_t *pc){
  uint32_t a = *pa, b = *pb, c = *pc;
  while( len >= 12 ){
    a += le32(k);
    b += le32(k + 4);
    c += le32(k + 8);
    L3_MIX(a, b, c);
    k += 12;
    len -= 12;
  }
  /* PostgreSQL's tail: the lowest byte of c is left for the length (a
  ** lookup2 habit kept in its lookup3). */
  switch( len ){
    case 11: c += (uint32_t)k[10] << 24; /* fall through */
    case 10: c += (uint32_t)k[9] << 16;  /* fall through */
    case 9:  c += (uint32_t)k[8] << 8;   /* fall through */
    case 8:  b += (uint32_t)k[7] << 24;  /* fall through */
    case 7:  b += (uint32_t)k[6] << 16;  /* fall through */
    case 6:  b += (uint32_t)k[5] << 8;   /* fall through */
    case 5:  b += k[4];                  /* fall through */
    case 4:  a += (uint32_t)k[3] << 24;  /* fall through */
    case 3:  a += (uint32_t)k[2] << 16;  /* fall through */
    case 2:  a += (uint32_t)k[1] << 8;   /* fall through */
    case 1:  a += k[0];                  /* fall through */
    default: break;
  }
  L3_FINAL(a, b, c);   /* always, also for an empty key */
  *pa = a; *pb = b; *pc = c;
}

uint32_t rk_pg_hash_bytes(const unsigned char *k, size_t len){
  uint32_t a, b, c;
  a = b = c = L3_INIT(len);
  l3_bytes(k, len, &a, &b, &c);
  return c;
}

uint64_t rk_pg_hash_bytes_extended(const unsigned char *k, size_t len,
                                   uint64_t seed){
  uint32_t a, b, c;
  a = b = c = L3_INIT(len);
  if( seed != 0 ){
    a += (uint32_t)(seed >> 32);
    b += (uint32_t)seed;
    L3_MIX(a, b, c);
  }
  l3_bytes(k, len, &a, &b, &c);
  return ((uint64_t)b << 32) | c;
}

uint32_t rk_pg_hash_uint32(uint32_t k){
  uint32_t a, b, c;
  a = b = c = L3_INIT(4);
  a += k;
  L3_FINAL(a, b, c);
  return c;
}

uint64_t rk_pg_hash_uint32_extended(uint32_t k, uint64_t seed){
  uint32_t a, b, c;
  a = b = c = L3_INIT(4);
  if( seed != 0 ){
    a += (uint32_t)(seed >> 32);
    b += (uint32_t)seed;
    L3_MIX(a, b, c);
  }
  a += k;
  L3_FINAL(a, b, c);
  return ((uint64_t)b << 32) | c;
}
