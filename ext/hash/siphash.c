/*
** siphash.c - SipHash-2-4 (Aumasson and Bernstein), 64-bit result (no
** SQLite dependency). Written from the paper's description.
**
**   SELECT key_hash('hello', 'clickhouse_sip');  -- sipHash64('hello')
**
** Message words are read little-endian byte by byte, so the result does
** not depend on the host.
*/
#include "siphash.h"
#include "bytes.h"

typedef struct SipState { uint64_t v0, v1, v2, v3; } SipState;

static void sip_round(SipState *s){
  s->v0 += s->v1; s->v1 = rk_rotl64(s->v1, 13); s->v1 ^= s->v0;
  s->v0 = rk_rotl64(s->v0, 32);
  s->v2 += s->v3; s->v3 = rk_rotl64(s->v3, 16); s->v3 ^= s->v2;
  s->v0 += s->v3; s->v3 = rk_rotl64(s->v3, 21); s->v3 ^= s->v0;
  s->v2 += s->v1; s->v1 = rk_rotl64(s->v1, 17); s->v1 ^= s->v2;
  s->v2 = rk_rotl64(s->v2, 32);
}

static void sip_init(SipState *s, uint64_t k0, uint64_t k1){
  s->v0 = 0x736f6d6570736575ull ^ k0;
  s->v1 = 0x646f72616e646f6dull ^ k1;
  s->v2 = 0x6c7967656e657261ull ^ k0;
  s->v3 = 0x7465646279746573ull ^ k1;
}

/* Two compression rounds over one message word. */
static void sip_word(SipState *s, uint64_t m){
  s->v3 ^= m;
  sip_round(s);
  sip_round(s);
  s->v0 ^= m;
}

static uint64_t sip_final(SipState *s){
  s->v2 ^= 0xff;
  sip_round(s);
  sip_round(s);
  sip_round(s);
  sip_round(s);
  return s->v0 ^ s->v1 ^ s->v2 ^ s->v3;
}

uint64_t rk_siphash24(uint64_t k0, uint64_t k1, const unsigned char *p,
                      size_t len){
  SipState s;
  size_t i, nWord = len / 8;
  uint64_t last;
  int j;
  sip_init(&s, k0, k1);
  for(i = 0; i < nWord; i++) sip_word(&s, rk_load_le64(p + 8*i));
  /* The last word: the 0..7 remaining bytes, the length mod 256 on top. */
  last = (uint64_t)(len & 0xff) << 56;
  for(j = (int)(len % 8) - 1; j >= 0; j--){
    last |= (uint64_t)p[8*nWord + (size_t)j] << (8*j);
  }
  sip_word(&s, last);
  return sip_final(&s);
}

uint64_t rk_siphash24_u64(uint64_t v){
  SipState s;
  sip_init(&s, 0, 0);
  sip_word(&s, v);
  sip_word(&s, (uint64_t)8 << 56);
  return sip_final(&s);
}

uint64_t rk_siphash24_u32(uint32_t v){
  SipState s;
  sip_init(&s, 0, 0);
  sip_word(&s, ((uint64_t)4 << 56) | v);
  return sip_final(&s);
}
