/*
** erlang_hash.c - erlang:phash2 of a binary, Erlang rand's exs1024 and
** RabbitMQ's jump over it (no SQLite dependency).
**
**   SELECT key_hash('user42', 'rabbitmq_chx');          -- 85922846
**   SELECT key_partition('user42', 3, 'rabbitmq_chx');  -- 2
**
** Written from the definitions (erts/emulator/beam/utils.c make_hash2 and
** block_hash, lib/stdlib/src/rand.erl exs64/exs1024, and
** deps/rabbitmq_consistent_hash_exchange's jump_consistent_hash); the
** arithmetic is modulo 2^32 (phash2) and 2^64 (rand), in unsigned types.
*/
#include "erlang_hash.h"
#include "bytes.h"

/* ---- phash2 ---- */

#define PHASH2_GOLDEN 0x9e3779b9u          /* block_hash's a and b */
#define PHASH2_HCONST_13 0x08d12e65u       /* 13 * 0x9e3779b9 mod 2^32 */

/* lookup2's mix of three words. */
static void phash2_mix(uint32_t *pa, uint32_t *pb, uint32_t *pc){
  uint32_t a = *pa, b = *pb, c = *pc;
  a -= b; a -= c; a ^= (c >> 13);
  b -= c; b -= a; b ^= (a << 8);
  c -= a; c -= b; c ^= (b >> 13);
  a -= b; a -= c; a ^= (c >> 12);
  b -= c; b -= a; b ^= (a << 16);
  c -= a; c -= b; c ^= (b >> 5);
  a -= b; a -= c; a ^= (c >> 3);
  b -= c; b -= a; b ^= (a << 10);
  c -= a; c -= b; c ^= (b >> 15);
  *pa = a; *pb = b; *pc = c;
}

uint32_t rk_erlang_phash2_binary(const void *pv, size_t len){
  const unsigned char *k = (const unsigned char*)pv;
  uint32_t a = PHASH2_GOLDEN, b = PHASH2_GOLDEN, c = PHASH2_HCONST_13;
  size_t n = len;
  if( len==0 ) return PHASH2_HCONST_13 & 0x7FFFFFFu;
  while( n >= 12 ){
    a += rk_load_le32(k);
    b += rk_load_le32(k + 4);
    c += rk_load_le32(k + 8);
    phash2_mix(&a, &b, &c);
    k += 12;
    n -= 12;
  }
  /* The length goes into c's low byte (OTP adds it as an unsigned int:
  ** modulo 2^32); the tail's bytes fill a, b, then c from its second
  ** byte. */
  c += (uint32_t)len;
  switch( n ){
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
    case 1:  a += k[0];
  }
  phash2_mix(&a, &b, &c);
  return c & 0x7FFFFFFu;
}

/* ---- rand: exs64 (xorshift64*) and exs1024 (xorshift1024*) ---- */

/* exs64_next: the output, and the new state in *pR. */
static uint64_t exs64_next(uint64_t *pR){
  uint64_t r = *pR;
  r ^= r >> 12;
  r ^= r << 25;
  r ^= r >> 27;
  *pR = r;
  return r * 2685821657736338717u;
}

/* Erlang keeps the 16 words as a list and its reversed tail; it is the
** ring of Vigna's xorshift1024*: s[p] the word the next step starts from. */
typedef struct Exs1024 {
  uint64_t s[16];
  int p;
} Exs1024;

/* seed_s(exs1024, {a, a, a}) */
static void exs1024_seed(Exs1024 *st, uint64_t a){
  uint64_t m = a & 0x1FFFFFu;
  uint64_t b1 = ((m + 1) * 2097131u) & 0x1FFFFFu;
  uint64_t b2 = ((m + 1) * 2097133u) & 0x1FFFFFu;
  uint64_t b3 = ((m + 1) * 2097143u) & 0x1FFFFFu;
  uint64_t r = (b1 << 43) | (b2 << 22) | (b3 << 1) | 1;
  int i;
  /* exs1024_gen1024 conses each output in front: the last is the head. */
  for(i = 15; i >= 0; i--) st->s[i] = exs64_next(&r);
  st->p = 0;
}

static uint64_t exs1024_next(Exs1024 *st){
  uint64_t s0 = st->s[st->p], s1;
  st->p = (st->p + 1) & 15;
  s1 = st->s[st->p];
  s1 ^= s1 << 31;
  s1 ^= s1 >> 11;
  s0 ^= s0 >> 30;
  st->s[st->p] = s0 ^ s1;
  return st->s[st->p] * 1181783497276652981u;
}

uint64_t rk_erlang_chx_bucket(uint64_t k, uint64_t n){
  Exs1024 st;
  uint64_t b = 0, j = 0;
  if( n <= 1 ) return 0;
  exs1024_seed(&st, k);
  while( j < n ){
    double r, q;
    b = j;
    /* uniform_s for exs1024 (max = 2^64 - 1): V / (Max + 1), V made a
    ** double first (round to nearest), 2^64 exactly. */
    r = (double)exs1024_next(&st) / 18446744073709551616.0;
    /* trunc(q) < n exactly when q < n; R = 0.0 (a 2^-64 chance, a badarith
    ** in Erlang) ends the walk at b. */
    if( r==0.0 ) break;
    q = (double)(b + 1) / r;
    if( !(q < (double)n) ) break;
    j = (uint64_t)q;
  }
  return b;
}
