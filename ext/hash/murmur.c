/*
** murmur.c - MurmurHash primitives (no SQLite dependency).
**
** Written from the algorithm descriptions; the constants are Austin
** Appleby's. Blocks are read little-endian byte by byte, so the result does
** not depend on the host's byte order or alignment.
**
** Who uses what:
**   MurmurHash64A            OceanBase KEY partitioning (seed 0), Kudu hash buckets
**   MurmurHash2 (32-bit)     Kafka's default partitioner (seed 0x9747b28c)
**   MurmurHash3 x86_32       Iceberg buckets (standard tail, seed 0),
**                            Hive bucketing v2 (signed tail, seed 104729),
**                            Spark hash() (Spark tail, seed 42)
**   MurmurHash3 x64_128      Cassandra's Murmur3Partitioner (signed tail)
**   MurmurHash3 x86_32 of a 4-byte big-endian length and bytes
**                            Hazelcast's partition hash of a String or a
**                            byte[] (seed 0x01000193)
** The "signed" tails come from Java ports that shifted a signed byte; the
** systems kept them because changing them would move existing data.
*/
#include "murmur.h"
#include "murmur_mix.h"

static uint32_t sx32(unsigned char c){
  return (uint32_t)(int32_t)(signed char)c;
}

/* ---- MurmurHash3 x86_32 ------------------------------------------------ */

/* The full 4-byte blocks of b[0..len); returns the running hash. */
static uint32_t m3_blocks(const unsigned char *b, size_t len, uint32_t h){
  size_t nblock = len / 4, i;
  for(i = 0; i < nblock; i++){
    h = rk_m3_mixh(h, rk_m3_mixk(rk_load_le32(b + 4*i)));
  }
  return h;
}

uint32_t rk_murmur3_x86_32(const void *p, size_t len, uint32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  uint32_t h = m3_blocks(b, len, seed), k = 0;
  b += len & ~(size_t)3;
  switch( len & 3 ){
    case 3: k ^= (uint32_t)b[2] << 16; /* fall through */
    case 2: k ^= (uint32_t)b[1] << 8;  /* fall through */
    case 1: k ^= (uint32_t)b[0]; h ^= rk_m3_mixk(k);
  }
  return rk_m3_fmix32(h ^ (uint32_t)len);
}

uint32_t rk_murmur3_x86_32_signed(const void *p, size_t len, uint32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  uint32_t h = m3_blocks(b, len, seed), k = 0;
  b += len & ~(size_t)3;
  switch( len & 3 ){
    case 3: k ^= sx32(b[2]) << 16; /* fall through */
    case 2: k ^= sx32(b[1]) << 8;  /* fall through */
    case 1: k ^= sx32(b[0]); h ^= rk_m3_mixk(k);
  }
  return rk_m3_fmix32(h ^ (uint32_t)len);
}

uint32_t rk_murmur3_x86_32_spark(const void *p, size_t len, uint32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  uint32_t h = m3_blocks(b, len, seed);
  size_t i;
  for(i = len & ~(size_t)3; i < len; i++){
    h = rk_m3_mixh(h, rk_m3_mixk(sx32(b[i])));
  }
  return rk_m3_fmix32(h ^ (uint32_t)len);
}

uint32_t rk_murmur3_x86_32_u32(uint32_t v, uint32_t seed){
  return rk_m3_fmix32(rk_m3_mixh(seed, rk_m3_mixk(v)) ^ 4u);
}

uint32_t rk_murmur3_x86_32_u64(uint64_t v, uint32_t seed){
  uint32_t h = rk_m3_mixh(seed, rk_m3_mixk((uint32_t)v));
  h = rk_m3_mixh(h, rk_m3_mixk((uint32_t)(v >> 32)));
  return rk_m3_fmix32(h ^ 8u);
}

uint32_t rk_murmur3_x86_32_be32_prefixed(uint32_t prefix, const void *p,
                                         size_t len, uint32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  /* The prefix is the first block: its bytes big-endian, loaded as every
  ** block is, little-endian. */
  uint32_t h = rk_m3_mixh(seed, rk_m3_mixk(rk_bswap32(prefix))), k = 0;
  h = m3_blocks(b, len, h);
  b += len & ~(size_t)3;
  switch( len & 3 ){
    case 3: k ^= (uint32_t)b[2] << 16; /* fall through */
    case 2: k ^= (uint32_t)b[1] << 8;  /* fall through */
    case 1: k ^= (uint32_t)b[0]; h ^= rk_m3_mixk(k);
  }
  /* The length is a Java int's: 32 bits. */
  return rk_m3_fmix32(h ^ (uint32_t)(len + 4));
}

/* ---- MurmurHash3 x64_128 ----------------------------------------------- */

void rk_murmur3_x64_128(const void *p, size_t len, uint64_t seed,
                        int signedTail, uint64_t out[2]){
  const unsigned char *b = (const unsigned char*)p;
  size_t nblock = len / 16, i, ntail = len & 15;
  uint64_t h1 = seed, h2 = seed, k1 = 0, k2 = 0;
  for(i = 0; i < nblock; i++){
    k1 = rk_load_le64(b + 16*i);
    k2 = rk_load_le64(b + 16*i + 8);
    h1 ^= rk_m3_mixk1_64(k1);
    h1 = rk_rotl64(h1, 27) + h2; h1 = h1*5 + 0x52dce729u;
    h2 ^= rk_m3_mixk2_64(k2);
    h2 = rk_rotl64(h2, 31) + h1; h2 = h2*5 + 0x38495ab5u;
  }
  b += 16*nblock;
  k1 = k2 = 0;
  for(i = ntail; i-- > 0; ){
    uint64_t t = signedTail ? (uint64_t)(int64_t)(signed char)b[i]
                            : (uint64_t)b[i];
    if( i >= 8 ) k2 ^= t << (8*(i - 8));
    else k1 ^= t << (8*i);
  }
  if( ntail > 8 ){
    h2 ^= rk_m3_mixk2_64(k2);
  }
  if( ntail > 0 ){
    h1 ^= rk_m3_mixk1_64(k1);
  }
  h1 ^= (uint64_t)len;
  h2 ^= (uint64_t)len;
  h1 += h2;
  h2 += h1;
  h1 = rk_m3_fmix64(h1);
  h2 = rk_m3_fmix64(h2);
  h1 += h2;
  h2 += h1;
  out[0] = h1;
  out[1] = h2;
}

/* The hash of pre || p[0..len) || post without copying the key (Cosmos
** DB frames a string with a type byte and 0xFF): each 16-byte block is
** gathered from the three pieces. */
void rk_murmur3_x64_128_framed(unsigned char pre, const void *p, size_t len,
                               unsigned char post, uint64_t out[2]){
  const unsigned char *b = (const unsigned char*)p;
  size_t total = len + 2, nblock = total / 16, i, j, ntail = total & 15;
  uint64_t h1 = 0, h2 = 0, k1, k2;
  unsigned char blk[16];
  for(i = 0; i < nblock; i++){
    for(j = 0; j < 16; j++){
      size_t at = 16*i + j;
      blk[j] = at==0 ? pre : at==total - 1 ? post : b[at - 1];
    }
    k1 = rk_load_le64(blk);
    k2 = rk_load_le64(blk + 8);
    h1 ^= rk_m3_mixk1_64(k1);
    h1 = rk_rotl64(h1, 27) + h2; h1 = h1*5 + 0x52dce729u;
    h2 ^= rk_m3_mixk2_64(k2);
    h2 = rk_rotl64(h2, 31) + h1; h2 = h2*5 + 0x38495ab5u;
  }
  k1 = k2 = 0;
  for(j = ntail; j-- > 0; ){
    size_t at = 16*nblock + j;
    uint64_t t = at==0 ? pre : at==total - 1 ? post : b[at - 1];
    if( j >= 8 ) k2 ^= t << (8*(j - 8));
    else k1 ^= t << (8*j);
  }
  if( ntail > 8 ) h2 ^= rk_m3_mixk2_64(k2);
  if( ntail > 0 ) h1 ^= rk_m3_mixk1_64(k1);
  h1 ^= (uint64_t)total;
  h2 ^= (uint64_t)total;
  h1 += h2;
  h2 += h1;
  h1 = rk_m3_fmix64(h1);
  h2 = rk_m3_fmix64(h2);
  h1 += h2;
  h2 += h1;
  out[0] = h1;
  out[1] = h2;
}

/* ---- MurmurHash64A ------------------------------------------------------ */

uint64_t rk_murmur64a(const void *p, size_t len, uint64_t seed){
  const unsigned char *b = (const unsigned char*)p;
  size_t nblock = len / 8, i;
  uint64_t h = seed ^ ((uint64_t)len * RK_M64A_M);
  for(i = 0; i < nblock; i++) h = rk_m64a_block(h, rk_load_le64(b + 8*i));
  b += 8*nblock;
  switch( len & 7 ){
    case 7: h ^= (uint64_t)b[6] << 48; /* fall through */
    case 6: h ^= (uint64_t)b[5] << 40; /* fall through */
    case 5: h ^= (uint64_t)b[4] << 32; /* fall through */
    case 4: h ^= (uint64_t)b[3] << 24; /* fall through */
    case 3: h ^= (uint64_t)b[2] << 16; /* fall through */
    case 2: h ^= (uint64_t)b[1] << 8;  /* fall through */
    case 1: h ^= (uint64_t)b[0]; h *= RK_M64A_M;
  }
  return rk_m64a_final(h);
}

uint64_t rk_murmur64a_u64(uint64_t v, uint64_t seed){
  return rk_m64a_final(rk_m64a_block(seed ^ (8 * RK_M64A_M), v));
}

void rk_murmur64a_begin(RkM64aStream *s, uint64_t len, uint64_t seed){
  s->h = seed ^ (len * RK_M64A_M);
  s->nbuf = 0;
}

void rk_murmur64a_add(RkM64aStream *s, const unsigned char *p, size_t n){
  if( s->nbuf ){
    while( n > 0 && s->nbuf < 8 ){
      s->buf[s->nbuf++] = *p++;
      n--;
    }
    if( s->nbuf < 8 ) return;
    s->h = rk_m64a_block(s->h, rk_load_le64(s->buf));
    s->nbuf = 0;
  }
  while( n >= 8 ){
    s->h = rk_m64a_block(s->h, rk_load_le64(p));
    p += 8;
    n -= 8;
  }
  while( n > 0 ){
    s->buf[s->nbuf++] = *p++;
    n--;
  }
}

uint64_t rk_murmur64a_end(RkM64aStream *s){
  unsigned i;
  if( s->nbuf ){
    for(i = 0; i < s->nbuf; i++) s->h ^= (uint64_t)s->buf[i] << (8*i);
    s->h *= RK_M64A_M;
  }
  return rk_m64a_final(s->h);
}

/* ---- MurmurHash2 (32-bit) ---------------------------------------------- */

uint32_t rk_murmur2_32(const void *p, size_t len, uint32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  size_t nblock = len / 4, i;
  uint32_t h = seed ^ (uint32_t)len;
  for(i = 0; i < nblock; i++) h = rk_m2_block(h, rk_load_le32(b + 4*i));
  b += 4*nblock;
  switch( len & 3 ){
    case 3: h ^= (uint32_t)b[2] << 16; /* fall through */
    case 2: h ^= (uint32_t)b[1] << 8;  /* fall through */
    case 1: h ^= (uint32_t)b[0]; h *= RK_M2_M;
  }
  return rk_m2_final(h);
}

/* ---- Infinispan's MurmurHash3 x64_32 ----------------------------------- */

/* One block (k1, k2) into the state, with the constants' own update. */
typedef struct IspState { uint64_t h1, h2, c1, c2; } IspState;

static void isp_mix(IspState *s, uint64_t k1, uint64_t k2){
  k1 = rk_rotl64(k1 * s->c1, 23) * s->c2;
  s->h1 = (s->h1 ^ k1) + s->h2;
  s->h2 = rk_rotl64(s->h2, 41);
  k2 = rk_rotl64(k2 * s->c2, 23) * s->c1;
  s->h2 = (s->h2 ^ k2) + s->h1;
  s->h1 = s->h1 * 3u + 0x52dce729u;
  s->h2 = s->h2 * 3u + 0x38495ab5u;
  s->c1 = s->c1 * 5u + 0x7b7d159cu;
  s->c2 = s->c2 * 5u + 0x6bce6396u;
}

static uint64_t sx64(unsigned char c){
  return (uint64_t)(int64_t)(signed char)c;
}

uint32_t rk_murmur3_x64_32_infinispan(const void *p, size_t len,
                                      int32_t seed){
  const unsigned char *b = (const unsigned char*)p;
  uint64_t sd = (uint64_t)(int64_t)seed, k1 = 0, k2 = 0;
  size_t nblock = len / 16, i, rest = len & 15;
  IspState s;
  s.h1 = 0x9368e53c2f6af274ull ^ sd;
  s.h2 = 0x586dcd208f7cd3fdull ^ sd;
  s.c1 = RK_M3_C1_64;
  s.c2 = RK_M3_C2_64;
  for(i = 0; i < nblock; i++){
    isp_mix(&s, rk_load_le64(b + 16*i), rk_load_le64(b + 16*i + 8));
  }
  b += 16*nblock;
  /* The tail: byte j, sign-extended, shifted to 8*(j % 8) of k1 (j < 8)
  ** or k2, XORed in (the high bits of a negative byte reach above it). */
  for(i = 0; i < rest; i++){
    if( i < 8 ) k1 ^= sx64(b[i]) << (8*i);
    else k2 ^= sx64(b[i]) << (8*(i - 8));
  }
  if( rest ) isp_mix(&s, k1, k2);
  s.h2 ^= (uint64_t)len;
  s.h1 += s.h2;
  s.h2 += s.h1;
  s.h1 = rk_m3_fmix64(s.h1);
  s.h2 = rk_m3_fmix64(s.h2);
  s.h1 += s.h2;
  return (uint32_t)(s.h1 >> 32);
}

/* ---- MurmurHash3 x86_32 in pieces -------------------------------------- */

void rk_m3s_init(RkM3Stream *s, uint32_t seed){
  s->h = seed;
  s->k = 0;
  s->nk = 0;
  s->len = 0;
}

void rk_m3s_update(RkM3Stream *s, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  size_t i = 0;
  s->len += (uint32_t)len;
  /* Finish the open block first, then whole blocks, then keep the rest. */
  while( s->nk && i < len ){
    s->k |= (uint32_t)b[i++] << (8*s->nk);
    if( ++s->nk==4 ){
      s->h = rk_m3_mixh(s->h, rk_m3_mixk(s->k));
      s->k = 0;
      s->nk = 0;
    }
  }
  for(; i + 4 <= len; i += 4){
    s->h = rk_m3_mixh(s->h, rk_m3_mixk(rk_load_le32(b + i)));
  }
  for(; i < len; i++) s->k |= (uint32_t)b[i] << (8*s->nk++);
}

uint32_t rk_m3s_final(const RkM3Stream *s){
  uint32_t h = s->h;
  if( s->nk ) h ^= rk_m3_mixk(s->k);
  return rk_m3_fmix32(h ^ s->len);
}
