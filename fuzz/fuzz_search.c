/*
** fuzz_search.c - libFuzzer target for the hashes of the search and
** stream systems (des.h, xxhash64.h, utf16.h), each checked against a
** property or a second coding written here in another shape.
**
**   make fuzz-build && build/fuzz/fuzz_search fuzz/corpus/search
**
** Input: 8 bytes of DES key, 8 bytes of block, 8 bytes of seed, then the
** text. Properties:
**   DES      decrypt(encrypt(x)) = x; the zero-key path equals the general
**            one under the zero key and is its own inverse (a weak key)
**   UTF-16   the units come from a decoder driven by Unicode's table of
**            well-formed byte sequences (Table 3-7), and re-encode to the
**            input; the murmur3 of the units equals murmur.c's
**            rk_murmur3_x86_32 of their little-endian bytes; the Java hash
**            is the polynomial 31 over them; ill-formed text is refused
**            by all three
**   XXH64    a lane-array coding agrees, also from an odd address
*/
#include "fuzz.h"
#include "des.h"
#include "xxhash64.h"
#include "utf16.h"
#include "murmur.h"

/* Unicode Table 3-7: lead byte range, then the allowed range of each
** following byte. */
static const struct { uint8_t lo, hi, n, r[3][2]; } aWellFormed[] = {
  { 0x00, 0x7f, 0, {{0,0},{0,0},{0,0}} },
  { 0xc2, 0xdf, 1, {{0x80,0xbf},{0,0},{0,0}} },
  { 0xe0, 0xe0, 2, {{0xa0,0xbf},{0x80,0xbf},{0,0}} },
  { 0xe1, 0xec, 2, {{0x80,0xbf},{0x80,0xbf},{0,0}} },
  { 0xed, 0xed, 2, {{0x80,0x9f},{0x80,0xbf},{0,0}} },
  { 0xee, 0xef, 2, {{0x80,0xbf},{0x80,0xbf},{0,0}} },
  { 0xf0, 0xf0, 3, {{0x90,0xbf},{0x80,0xbf},{0x80,0xbf}} },
  { 0xf1, 0xf3, 3, {{0x80,0xbf},{0x80,0xbf},{0x80,0xbf}} },
  { 0xf4, 0xf4, 3, {{0x80,0x8f},{0x80,0xbf},{0x80,0xbf}} },
};

/* The UTF-16 units of p[0..n) into a (room for n), or -1. */
static long ref_units(const uint8_t *p, size_t n, uint16_t *a){
  size_t i = 0;
  long nUnit = 0;
  while( i < n ){
    size_t e, k;
    uint32_t c;
    for(e = 0; e < sizeof(aWellFormed)/sizeof(aWellFormed[0]); e++){
      if( p[i] >= aWellFormed[e].lo && p[i] <= aWellFormed[e].hi ) break;
    }
    if( e==sizeof(aWellFormed)/sizeof(aWellFormed[0]) ) return -1;
    if( n - i < (size_t)aWellFormed[e].n + 1 ) return -1;
    c = aWellFormed[e].n==0 ? p[i] : (uint32_t)p[i] & (0x7fu >> (aWellFormed[e].n + 1));
    for(k = 0; k < aWellFormed[e].n; k++){
      uint8_t b = p[i + 1 + k];
      if( b < aWellFormed[e].r[k][0] || b > aWellFormed[e].r[k][1] ) return -1;
      c = c * 64 + (b & 0x3fu);
    }
    i += 1 + aWellFormed[e].n;
    if( c >= 0x10000 ){
      a[nUnit++] = (uint16_t)(0xd800 + ((c - 0x10000) >> 10));
      a[nUnit++] = (uint16_t)(0xdc00 + ((c - 0x10000) & 0x3ff));
    }else{
      a[nUnit++] = (uint16_t)c;
    }
  }
  return nUnit;
}

/* The UTF-8 of units a[0..n) (well-formed pairs) into z; its length. */
static size_t ref_encode(const uint16_t *a, long n, uint8_t *z){
  size_t k = 0;
  long i;
  for(i = 0; i < n; i++){
    uint32_t c = a[i];
    if( c >= 0xd800 && c < 0xdc00 && i + 1 < n ){
      c = 0x10000 + ((c - 0xd800) << 10) + (a[i + 1] - 0xdc00u);
      i++;
    }
    if( c < 0x80 ){ z[k++] = (uint8_t)c; }
    else if( c < 0x800 ){ z[k++] = (uint8_t)(0xc0 | (c >> 6)); z[k++] = (uint8_t)(0x80 | (c & 63)); }
    else if( c < 0x10000 ){
      z[k++] = (uint8_t)(0xe0 | (c >> 12)); z[k++] = (uint8_t)(0x80 | ((c >> 6) & 63));
      z[k++] = (uint8_t)(0x80 | (c & 63));
    }else{
      z[k++] = (uint8_t)(0xf0 | (c >> 18)); z[k++] = (uint8_t)(0x80 | ((c >> 12) & 63));
      z[k++] = (uint8_t)(0x80 | ((c >> 6) & 63)); z[k++] = (uint8_t)(0x80 | (c & 63));
    }
  }
  return k;
}

static uint64_t rotl64(uint64_t x, int r){ return (x << r) | (x >> (64 - r)); }

/* XXH64 with the four lanes in an array and every read byte by byte. */
static uint64_t ref_xxh64(const uint8_t *p, size_t len, uint64_t seed){
  static const uint64_t P[5] = {
    0x9E3779B185EBCA87ull, 0xC2B2AE3D27D4EB4Full, 0x165667B19E3779F9ull,
    0x85EBCA77C2B2AE63ull, 0x27D4EB2F165667C5ull };
  uint64_t v[4], h;
  size_t i = 0, j;
  int b;
  if( len >= 32 ){
    v[0] = seed + P[0] + P[1]; v[1] = seed + P[1]; v[2] = seed; v[3] = seed - P[0];
    for(; i + 32 <= len; i += 32){
      for(j = 0; j < 4; j++){
        uint64_t lane = 0;
        for(b = 7; b >= 0; b--) lane = (lane << 8) | p[i + 8*j + (size_t)b];
        v[j] = rotl64(v[j] + lane * P[1], 31) * P[0];
      }
    }
    h = rotl64(v[0], 1) + rotl64(v[1], 7) + rotl64(v[2], 12) + rotl64(v[3], 18);
    for(j = 0; j < 4; j++){
      h ^= rotl64(v[j] * P[1], 31) * P[0];
      h = h * P[0] + P[3];
    }
  }else{
    h = seed + P[4];
  }
  h += len;
  for(; i + 8 <= len; i += 8){
    uint64_t lane = 0;
    for(b = 7; b >= 0; b--) lane = (lane << 8) | p[i + (size_t)b];
    h ^= rotl64(lane * P[1], 31) * P[0];
    h = rotl64(h, 27) * P[0] + P[3];
  }
  if( i + 4 <= len ){
    uint64_t w = (uint64_t)p[i] | ((uint64_t)p[i+1] << 8) | ((uint64_t)p[i+2] << 16)
               | ((uint64_t)p[i+3] << 24);
    h ^= w * P[0];
    h = rotl64(h, 23) * P[1] + P[2];
    i += 4;
  }
  for(; i < len; i++){
    h ^= p[i] * P[4];
    h = rotl64(h, 11) * P[0];
  }
  h ^= h >> 33; h *= P[1]; h ^= h >> 29; h *= P[2]; h ^= h >> 32;
  return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FzIn in = { data, size };
  uint8_t key[8], zero[8] = {0};
  RkDesKey k, k0;
  uint64_t block, seed, c;
  const uint8_t *p;
  size_t n, i;
  uint16_t *aUnit;
  uint8_t *copy;
  long nUnit;
  uint32_t h, want, jh;
  int ok;

  for(i = 0; i < 8; i++) key[i] = fz_byte(&in);
  block = fz_u64(&in);
  seed = fz_u64(&in);
  p = in.p;
  n = in.n;

  /* DES. */
  rk_des_set_key(&k, key);
  c = rk_des_encrypt(&k, block);
  FZ_CHECK(rk_des_decrypt(&k, c)==block, "DES round trip");
  rk_des_set_key(&k0, zero);
  FZ_CHECK(rk_des_encrypt_zero(block)==rk_des_encrypt(&k0, block), "zero key");
  FZ_CHECK(rk_des_encrypt_zero(rk_des_encrypt_zero(block))==block, "weak key");

  /* XXH64, here and from an odd address. */
  copy = malloc(n + 1);
  aUnit = malloc(sizeof(uint16_t) * (n + 1));
  if( copy==0 || aUnit==0 ){ free(copy); free(aUnit); return 0; }
  memcpy(copy + 1, p, n);
  FZ_CHECK(rk_xxh64(p, n, seed)==ref_xxh64(p, n, seed), "xxh64 len %zu", n);
  FZ_CHECK(rk_xxh64(copy + 1, n, seed)==rk_xxh64(p, n, seed), "xxh64 address");

  /* UTF-16. */
  nUnit = ref_units(p, n, aUnit);
  FZ_CHECK(rk_utf8_valid(p, n)==(nUnit >= 0), "valid %d, want %ld",
           rk_utf8_valid(p, n), nUnit);
  ok = rk_utf16_murmur3(p, n, (uint32_t)seed, &h);
  FZ_CHECK(ok==(nUnit >= 0), "murmur3 accepts %d, want %ld", ok, nUnit);
  FZ_CHECK(rk_utf16_java_hash(p, n, &jh)==(nUnit >= 0), "java accepts");
  if( nUnit >= 0 ){
    uint8_t *le = malloc(2 * (size_t)nUnit + 1), *re = malloc(n + 1);
    uint32_t jwant = 0;
    if( le && re ){
      for(i = 0; i < (size_t)nUnit; i++){
        le[2*i] = (uint8_t)aUnit[i];
        le[2*i + 1] = (uint8_t)(aUnit[i] >> 8);
        jwant = 31u * jwant + aUnit[i];
      }
      want = rk_murmur3_x86_32(le, 2 * (size_t)nUnit, (uint32_t)seed);
      FZ_CHECK(h==want, "utf16 murmur3 of %ld units", nUnit);
      FZ_CHECK(jh==jwant, "java hash of %ld units", nUnit);
      FZ_CHECK(ref_encode(aUnit, nUnit, re)==n && memcmp(re, p, n)==0, "re-encode");
    }
    free(le);
    free(re);
  }
  free(copy);
  free(aUnit);
  return 0;
}
