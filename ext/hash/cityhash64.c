/*
** cityhash64.c - CityHash64 as of CityHash v1.0.2 (no SQLite dependency),
** the hash behind ClickHouse's cityHash64() of a String.
**
**   SELECT key_hash('Moscow', 'clickhouse');   -- cityHash64('Moscow'),
**                                              -- as a signed integer
**
** Written from the algorithm description (Geoff Pike and Jyrki
** Alakuijala's constants). Words are read little-endian byte by byte, as
** ClickHouse reads them on its little-endian hosts.
*/
#include "cityhash64.h"
#include "bytes.h"

static const uint64_t k0 = 0xc3a5c85c97cb3127ull;
static const uint64_t k1 = 0xb492b66fbe98f273ull;
static const uint64_t k2 = 0x9ae16a3b2f90404full;
static const uint64_t k3 = 0xc949d7c7509e6557ull;

static uint64_t shift_mix(uint64_t v){
  return v ^ (v >> 47);
}

/* Hash128to64 of the pair (u, v). */
static uint64_t hash_len16(uint64_t u, uint64_t v){
  const uint64_t kMul = 0x9ddfea08eb382d69ull;
  uint64_t a = (u ^ v) * kMul;
  uint64_t b;
  a ^= a >> 47;
  b = (v ^ a) * kMul;
  b ^= b >> 47;
  return b * kMul;
}

static uint64_t len_0_to_16(const unsigned char *s, size_t len){
  if( len > 8 ){
    uint64_t a = rk_load_le64(s);
    uint64_t b = rk_load_le64(s + len - 8);
    return hash_len16(a, rk_rotr64(b + len, (int)len)) ^ b;
  }
  if( len >= 4 ){
    uint64_t a = rk_load_le32(s);
    return hash_len16(len + (a << 3), rk_load_le32(s + len - 4));
  }
  if( len > 0 ){
    uint32_t y = s[len >> 1], z = s[len - 1];
    uint32_t u = s[0] + (y << 8);
    uint32_t w = (uint32_t)len + (z << 2);
    return shift_mix(u * k2 ^ w * k3) * k2;
  }
  return k2;
}

static uint64_t len_17_to_32(const unsigned char *s, size_t len){
  uint64_t a = rk_load_le64(s) * k1;
  uint64_t b = rk_load_le64(s + 8);
  uint64_t c = rk_load_le64(s + len - 8) * k2;
  uint64_t d = rk_load_le64(s + len - 16) * k0;
  return hash_len16(rk_rotr64(a - b, 43) + rk_rotr64(c, 30) + d,
                    a + rk_rotr64(b ^ k3, 20) - c + len);
}

static uint64_t len_33_to_64(const unsigned char *s, size_t len){
  uint64_t z = rk_load_le64(s + 24);
  uint64_t a = rk_load_le64(s) + (len + rk_load_le64(s + len - 16)) * k0;
  uint64_t b = rk_rotr64(a + z, 52);
  uint64_t c = rk_rotr64(a, 37);
  uint64_t vf, vs, wf, ws, r;
  a += rk_load_le64(s + 8);
  c += rk_rotr64(a, 7);
  a += rk_load_le64(s + 16);
  vf = a + z;
  vs = b + rk_rotr64(a, 31) + c;
  a = rk_load_le64(s + 16) + rk_load_le64(s + len - 32);
  z = rk_load_le64(s + len - 8);
  b = rk_rotr64(a + z, 52);
  c = rk_rotr64(a, 37);
  a += rk_load_le64(s + len - 24);
  c += rk_rotr64(a, 7);
  a += rk_load_le64(s + len - 16);
  wf = a + z;
  ws = b + rk_rotr64(a, 31) + c;
  r = shift_mix((vf + ws) * k2 + (wf + vs) * k0);
  return shift_mix(r * k0 + vs) * k2;
}

/* WeakHashLen32WithSeeds of the 32 bytes at p with seeds a, b: the pair
** (*pFirst, *pSecond). */
static void weak32(const unsigned char *p, uint64_t a, uint64_t b,
                   uint64_t *pFirst, uint64_t *pSecond){
  uint64_t w = rk_load_le64(p), x = rk_load_le64(p + 8), y = rk_load_le64(p + 16), z = rk_load_le64(p + 24);
  uint64_t c;
  a += w;
  b = rk_rotr64(b + a + z, 21);
  c = a;
  a += x + y;
  b += rk_rotr64(a, 44);
  *pFirst = a + z;
  *pSecond = b + c;
}

uint64_t rk_cityhash64_v102(const unsigned char *s, size_t len){
  uint64_t x, y, z, v1, v2, w1, w2, t;
  size_t nChunk;
  if( len <= 16 ) return len_0_to_16(s, len);
  if( len <= 32 ) return len_17_to_32(s, len);
  if( len <= 64 ) return len_33_to_64(s, len);

  /* The last 64 bytes seed the state; the chunks then run from the start
  ** (the last, partial or full, chunk was covered by those reads). */
  x = rk_load_le64(s);
  y = rk_load_le64(s + len - 16) ^ k1;
  z = rk_load_le64(s + len - 56) ^ k0;
  weak32(s + len - 64, len, y, &v1, &v2);
  weak32(s + len - 32, len * k1, k0, &w1, &w2);
  z += shift_mix(v2) * k1;
  x = rk_rotr64(z + x, 39) * k1;
  y = rk_rotr64(y, 33) * k1;

  nChunk = (len - 1) / 64;
  while( nChunk-- > 0 ){
    x = rk_rotr64(x + y + v1 + rk_load_le64(s + 16), 37) * k1;
    y = rk_rotr64(y + v2 + rk_load_le64(s + 48), 42) * k1;
    x ^= w2;
    y ^= v1;
    z = rk_rotr64(z ^ w1, 33);
    weak32(s, v2 * k1, x + w1, &v1, &v2);
    weak32(s + 32, z + w2, y, &w1, &w2);
    t = z; z = x; x = t;
    s += 64;
  }
  return hash_len16(hash_len16(v1, w1) + shift_mix(y) * k1 + z,
                    hash_len16(v2, w2) + x);
}
