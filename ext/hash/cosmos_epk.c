/*
** cosmos_epk.c - Azure Cosmos DB effective partition keys (no SQLite
** dependency). The rules are those of the JavaScript SDK (@azure/cosmos
** utils/hashing: v1.js, v2.js, encoding/number.js, encoding/string.js),
** which the suite runs against this file (test/cosmos.test).
*/
#include <string.h>
#include "cosmos_epk.h"
#include "murmur.h"

#define PREFIX_UNDEFINED 0x00
#define PREFIX_NULL      0x01
#define PREFIX_NUMBER    0x05
#define PREFIX_STRING    0x08
#define PREFIX_INFINITY  0xFF

static uint64_t double_bits(double d){
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

void rk_cosmos_v2(int type, double d, const unsigned char *z, size_t n,
                  uint64_t *pHi, uint64_t *pLo){
  uint64_t h[2];
  unsigned char b[9];
  switch( type ){
    case RK_COSMOS_NUMBER: {
      uint64_t u = double_bits(d);
      int i;
      b[0] = PREFIX_NUMBER;
      for(i = 0; i < 8; i++) b[1+i] = (unsigned char)(u >> (8*i));
      rk_murmur3_x64_128(b, 9, 0, 0, h);
      break;
    }
    case RK_COSMOS_STRING:
      /* 0x08, the UTF-8 bytes, 0xFF */
      rk_murmur3_x64_128_framed(PREFIX_STRING, z, n, PREFIX_INFINITY, h);
      break;
    default:
      b[0] = PREFIX_NULL;
      rk_murmur3_x64_128(b, 1, 0, 0, h);
      break;
  }
  /* The digest is h1 then h2, each little-endian; reversed, it reads h2
  ** then h1 big-endian. */
  *pHi = h[1] & 0x3fffffffffffffffull;
  *pLo = h[0];
}

static const char aHex[] = "0123456789ABCDEF";

void rk_cosmos_hex128(uint64_t hi, uint64_t lo, char *zHex){
  int i;
  for(i = 0; i < 16; i++){
    zHex[i] = aHex[(hi >> (60 - 4*i)) & 15];
    zHex[16+i] = aHex[(lo >> (60 - 4*i)) & 15];
  }
}

/* encoding/number.js writeNumberForBinaryEncoding: 0x05, the top byte of
** the order-preserving form of the double's bits, then 7 bits at a time,
** each byte but the last with its low bit set, while bits remain. */
static size_t encode_number(double d, unsigned char *out){
  uint64_t bits = double_bits(d);
  uint64_t p = bits < 0x8000000000000000ull ? bits ^ 0x8000000000000000ull
                                            : 0 - bits;
  unsigned char byte = 0;
  size_t k = 0;
  int first = 1;
  out[k++] = PREFIX_NUMBER;
  out[k++] = (unsigned char)(p >> 56);
  p <<= 8;
  do{
    if( !first ) out[k++] = byte;
    first = 0;
    byte = (unsigned char)((p >> 56) | 1);
    p <<= 7;
  }while( p!=0 );
  if( (byte & 0xFE)!=0 ) out[k++] = (unsigned char)(byte & 0xFE);
  return k;
}

/* The length in bytes of the first 100 UTF-16 code units of well-formed
** UTF-8 z[0..n) (JavaScript's substr(0, 100)); *pSplit is set when the
** cut falls between the two halves of a surrogate pair, which leaves a
** lone high surrogate that TextEncoder writes as U+FFFD. */
static size_t cut_units(const unsigned char *z, size_t n, int *pSplit){
  size_t i = 0, units = 0;
  *pSplit = 0;
  while( i < n && units < 100 ){
    unsigned c = z[i];
    size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if( len==4 ){
      if( units==99 ){
        *pSplit = 1;
        return i;
      }
      units += 2;
    }else{
      units++;
    }
    i += len;
  }
  return i;
}

size_t rk_cosmos_v1(int type, double d, const unsigned char *z, size_t n,
                    uint32_t *pHash, char *zHex){
  /* The prefixed bytes hashed, and the encoded value after the hash. */
  unsigned char pre[1 + 300 + 3 + 1], val[1 + 300 + 3 + 1], num[12];
  size_t nPre = 0, nVal = 0, nNum, i, k = 0;
  switch( type ){
    case RK_COSMOS_NUMBER:
      pre[0] = PREFIX_NUMBER;
      {
        uint64_t u = double_bits(d);
        int j;
        for(j = 0; j < 8; j++) pre[1+j] = (unsigned char)(u >> (8*j));
      }
      nPre = 9;
      nVal = encode_number(d, val);
      break;
    case RK_COSMOS_STRING: {
      int split;
      size_t m = cut_units(z, n, &split);
      pre[nPre++] = PREFIX_STRING;
      val[nVal++] = PREFIX_STRING;
      for(i = 0; i < m; i++){
        pre[nPre++] = z[i];
        /* writeStringForBinaryEncoding: each byte + 1 (none is 0xFF) */
        val[nVal++] = (unsigned char)(z[i] + 1);
      }
      if( split ){
        static const unsigned char fffd[3] = { 0xEF, 0xBF, 0xBD };
        for(i = 0; i < 3; i++){
          pre[nPre++] = fffd[i];
          val[nVal++] = (unsigned char)(fffd[i] + 1);
        }
      }
      pre[nPre++] = PREFIX_UNDEFINED;
      val[nVal++] = PREFIX_UNDEFINED;
      break;
    }
    default:
      pre[nPre++] = PREFIX_NULL;
      val[nVal++] = PREFIX_NULL;
      break;
  }
  *pHash = rk_murmur3_x86_32(pre, nPre, 0);
  nNum = encode_number((double)*pHash, num);
  for(i = 0; i < nNum; i++){
    zHex[k++] = aHex[num[i] >> 4];
    zHex[k++] = aHex[num[i] & 15];
  }
  for(i = 0; i < nVal; i++){
    zHex[k++] = aHex[val[i] >> 4];
    zHex[k++] = aHex[val[i] & 15];
  }
  return k;
}

/* a * b as a 128-bit number, in 32-bit halves (no __int128 on every
** target). */
static void mul64(uint64_t a, uint64_t b, uint64_t *pHi, uint64_t *pLo){
  uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  *pLo = (mid << 32) | (p00 & 0xffffffffu);
  *pHi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

uint64_t rk_cosmos_range_of(uint64_t hi, uint64_t lo, uint64_t n){
  /* floor(E*n / 2^126) = floor((hi*n + floor(lo*n / 2^64)) / 2^62) */
  uint64_t aHi, aLo, bHi, bLo;
  mul64(hi, n, &aHi, &aLo);
  mul64(lo, n, &bHi, &bLo);
  (void)bLo;
  aLo += bHi;
  if( aLo < bHi ) aHi++;
  return (aHi << 2) | (aLo >> 62);
}
