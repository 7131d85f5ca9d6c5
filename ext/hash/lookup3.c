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
#include "bytes.h"

/* The three words of state. */
typedef struct L3 { uint32_t a, b, c; } L3;

/* Jenkins' reversible mix of the three words. */
static void l3_mix(L3 *s){
  s->a -= s->c; s->a ^= rk_rotl32(s->c, 4);  s->c += s->b;
  s->b -= s->a; s->b ^= rk_rotl32(s->a, 6);  s->a += s->c;
  s->c -= s->b; s->c ^= rk_rotl32(s->b, 8);  s->b += s->a;
  s->a -= s->c; s->a ^= rk_rotl32(s->c, 16); s->c += s->b;
  s->b -= s->a; s->b ^= rk_rotl32(s->a, 19); s->a += s->c;
  s->c -= s->b; s->c ^= rk_rotl32(s->b, 4);  s->b += s->a;
}

/* The final avalanche of the three words into c (and b). */
static void l3_final(L3 *s){
  s->c ^= s->b; s->c -= rk_rotl32(s->b, 14);
  s->a ^= s->c; s->a -= rk_rotl32(s->c, 11);
  s->b ^= s->a; s->b -= rk_rotl32(s->a, 25);
  s->c ^= s->b; s->c -= rk_rotl32(s->b, 16);
  s->a ^= s->c; s->a -= rk_rotl32(s->c, 4);
  s->b ^= s->a; s->b -= rk_rotl32(s->a, 14);
  s->c ^= s->b; s->c -= rk_rotl32(s->b, 24);
}

/* The start: every word 0x9e3779b9 + length + 3923095; with a non-zero
** seed (the extended forms), its halves go into a and b and are mixed. */
static void l3_start(L3 *s, size_t len, uint64_t seed){
  s->a = s->b = s->c = 0x9e3779b9u + (uint32_t)len + 3923095u;
  if( seed != 0 ){
    s->a += (uint32_t)(seed >> 32);
    s->b += (uint32_t)seed;
    l3_mix(s);
  }
}

/* The body, tail and end of hash_bytes over k[0..len), from the started
** state. */
static void l3_bytes(L3 *s, const unsigned char *k, size_t len){
  while( len >= 12 ){
    s->a += rk_load_le32(k);
    s->b += rk_load_le32(k + 4);
    s->c += rk_load_le32(k + 8);
    l3_mix(s);
    k += 12;
    len -= 12;
  }
  /* PostgreSQL's tail: the lowest byte of c is left for the length (a
  ** lookup2 habit kept in its lookup3). */
  switch( len ){
    case 11: s->c += (uint32_t)k[10] << 24; /* fall through */
    case 10: s->c += (uint32_t)k[9] << 16;  /* fall through */
    case 9:  s->c += (uint32_t)k[8] << 8;   /* fall through */
    case 8:  s->b += (uint32_t)k[7] << 24;  /* fall through */
    case 7:  s->b += (uint32_t)k[6] << 16;  /* fall through */
    case 6:  s->b += (uint32_t)k[5] << 8;   /* fall through */
    case 5:  s->b += k[4];                  /* fall through */
    case 4:  s->a += (uint32_t)k[3] << 24;  /* fall through */
    case 3:  s->a += (uint32_t)k[2] << 16;  /* fall through */
    case 2:  s->a += (uint32_t)k[1] << 8;   /* fall through */
    case 1:  s->a += k[0];                  /* fall through */
    default: break;
  }
  l3_final(s);   /* always, also for an empty key */
}

uint32_t rk_pg_hash_bytes(const unsigned char *k, size_t len){
  L3 s;
  l3_start(&s, len, 0);
  l3_bytes(&s, k, len);
  return s.c;
}

uint64_t rk_pg_hash_bytes_extended(const unsigned char *k, size_t len,
                                   uint64_t seed){
  L3 s;
  l3_start(&s, len, seed);
  l3_bytes(&s, k, len);
  return ((uint64_t)s.b << 32) | s.c;
}

uint32_t rk_pg_hash_uint32(uint32_t k){
  L3 s;
  l3_start(&s, 4, 0);
  s.a += k;
  l3_final(&s);
  return s.c;
}

uint64_t rk_pg_hash_uint32_extended(uint32_t k, uint64_t seed){
  L3 s;
  l3_start(&s, 4, seed);
  s.a += k;
  l3_final(&s);
  return ((uint64_t)s.b << 32) | s.c;
}

void rk_pg_uint32_seed_state(uint64_t seed, uint32_t st[3]){
  L3 s;
  l3_start(&s, 4, seed);
  st[0] = s.a;
  st[1] = s.b;
  st[2] = s.c;
}

uint64_t rk_pg_hash_uint32_from(const uint32_t st[3], uint32_t k){
  L3 s;
  s.a = st[0] + k;
  s.b = st[1];
  s.c = st[2];
  l3_final(&s);
  return ((uint64_t)s.b << 32) | s.c;
}
