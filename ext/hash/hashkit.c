/*
** hashkit.c - the key hashes of libhashkit and twemproxy (hashkit.h).
*/
#include "hashkit.h"
#include "bytes.h"
#include "crc16.h"
#include "crc32.h"
#include "md5.h"
#include "murmur.h"

/* A key byte as C's signed char widened to 32 bits. */
#define SCHAR32(c) ((uint32_t)(int32_t)(int8_t)(c))

uint32_t rk_hk_one_at_a_time(const unsigned char *p, size_t len){
  uint32_t v = 0;
  size_t i;
  for(i = 0; i < len; i++){
    v += SCHAR32(p[i]);
    v += v << 10;
    v ^= v >> 6;
  }
  v += v << 3;
  v ^= v >> 11;
  v += v << 15;
  return v;
}

uint32_t rk_hk_md5(const unsigned char *p, size_t len){
  RkMd5 c;
  unsigned char d[16];
  rk_md5_init(&c);
  rk_md5_update(&c, p, len);
  rk_md5_final(&c, d);
  return rk_load_le32(d);
}

uint32_t rk_hk_crc16(const unsigned char *p, size_t len){
  uint32_t crc = 0;
  size_t i;
  for(i = 0; i < len; i++){
    crc = (crc << 8) ^ rk_crc16_tab[((crc >> 8) ^ SCHAR32(p[i])) & 0xff];
  }
  return crc;
}

uint32_t rk_hk_crc32(const unsigned char *p, size_t len){
  return (rk_crc32(p, len) >> 16) & 0x7fff;
}

uint32_t rk_hk_crc32a(const unsigned char *p, size_t len){
  return rk_crc32(p, len);
}

uint32_t rk_hk_fnv1_64(const unsigned char *p, size_t len){
  uint64_t h = 0xcbf29ce484222325ull;
  size_t i;
  for(i = 0; i < len; i++){
    h *= 0x100000001b3ull;
    h ^= (uint64_t)(int64_t)(int8_t)p[i];
  }
  return (uint32_t)h;
}

uint32_t rk_hk_fnv1a_64(const unsigned char *p, size_t len){
  uint32_t h = 0x84222325u;
  size_t i;
  for(i = 0; i < len; i++){
    h ^= SCHAR32(p[i]);
    h *= 0x1b3u;
  }
  return h;
}

uint32_t rk_hk_fnv1_32(const unsigned char *p, size_t len){
  uint32_t h = 2166136261u;
  size_t i;
  for(i = 0; i < len; i++){
    h *= 16777619u;
    h ^= SCHAR32(p[i]);
  }
  return h;
}

uint32_t rk_hk_fnv1a_32(const unsigned char *p, size_t len){
  uint32_t h = 2166136261u;
  size_t i;
  for(i = 0; i < len; i++){
    h ^= SCHAR32(p[i]);
    h *= 16777619u;
  }
  return h;
}

uint32_t rk_hk_hsieh(const unsigned char *p, size_t len){
  uint32_t h = 0, t;
  size_t n = len >> 2;
  if( len==0 ) return 0;
  for(; n > 0; n--, p += 4){
    h += rk_load_le16(p);
    t = ((uint32_t)rk_load_le16(p + 2) << 11) ^ h;
    h = (h << 16) ^ t;
    h += h >> 11;
  }
  switch( len & 3 ){
    case 3:
      h += rk_load_le16(p);
      h ^= h << 16;
      h ^= SCHAR32(p[2]) << 18;
      h += h >> 11;
      break;
    case 2:
      h += rk_load_le16(p);
      h ^= h << 11;
      h += h >> 17;
      break;
    case 1:
      h += p[0];
      h ^= h << 10;
      h += h >> 1;
      break;
  }
  h ^= h << 3;
  h += h >> 5;
  h ^= h << 4;
  h += h >> 17;
  h ^= h << 25;
  h += h >> 6;
  return h;
}

uint32_t rk_hk_murmur(const unsigned char *p, size_t len){
  return rk_murmur2_32(p, len, 0xdeadbeefu * (uint32_t)len);
}

static uint32_t hk_rot(uint32_t x, int k){
  return (x << k) | (x >> (32 - k));
}
/* lookup3's mix and final rounds. */
static void hk_mix(uint32_t *pa, uint32_t *pb, uint32_t *pc){
  uint32_t a = *pa, b = *pb, c = *pc;
  a -= c; a ^= hk_rot(c, 4); c += b;
  b -= a; b ^= hk_rot(a, 6); a += c;
  c -= b; c ^= hk_rot(b, 8); b += a;
  a -= c; a ^= hk_rot(c, 16); c += b;
  b -= a; b ^= hk_rot(a, 19); a += c;
  c -= b; c ^= hk_rot(b, 4); b += a;
  *pa = a; *pb = b; *pc = c;
}
static void hk_final(uint32_t *pa, uint32_t *pb, uint32_t *pc){
  uint32_t a = *pa, b = *pb, c = *pc;
  c ^= b; c -= hk_rot(b, 14);
  a ^= c; a -= hk_rot(c, 11);
  b ^= a; b -= hk_rot(a, 25);
  c ^= b; c -= hk_rot(b, 16);
  a ^= c; a -= hk_rot(c, 4);
  b ^= a; b -= hk_rot(a, 14);
  c ^= b; c -= hk_rot(b, 24);
  *pa = a; *pb = b; *pc = c;
}

uint32_t rk_hk_jenkins(const unsigned char *p, size_t len){
  uint32_t a, b, c;
  a = b = c = 0xdeadbeefu + (uint32_t)len + 13;
  while( len > 12 ){
    a += rk_load_le32(p);
    b += rk_load_le32(p + 4);
    c += rk_load_le32(p + 8);
    hk_mix(&a, &b, &c);
    len -= 12;
    p += 12;
  }
  /* The last 1..12 bytes (none: c as it is). */
  switch( len ){
    case 12: c += (uint32_t)p[11] << 24; /* fall through */
    case 11: c += (uint32_t)p[10] << 16; /* fall through */
    case 10: c += (uint32_t)p[9] << 8;   /* fall through */
    case 9:  c += p[8];                  /* fall through */
    case 8:  b += (uint32_t)p[7] << 24;  /* fall through */
    case 7:  b += (uint32_t)p[6] << 16;  /* fall through */
    case 6:  b += (uint32_t)p[5] << 8;   /* fall through */
    case 5:  b += p[4];                  /* fall through */
    case 4:  a += (uint32_t)p[3] << 24;  /* fall through */
    case 3:  a += (uint32_t)p[2] << 16;  /* fall through */
    case 2:  a += (uint32_t)p[1] << 8;   /* fall through */
    case 1:  a += p[0]; break;
    case 0:  return c;
  }
  hk_final(&a, &b, &c);
  return c;
}
