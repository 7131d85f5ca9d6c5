/*
** fuzz_general_ci.c - libFuzzer target for the utf8mb4_general_ci hash
** (ext/general_ci.h) on arbitrary bytes: valid and invalid UTF-8, cut
** sequences, overlong forms, surrogates, spaces.
**
**   make fuzz-build && build/fuzz/fuzz_general_ci fuzz/corpus/general_ci
**
** Checked against a second implementation written here from the rules in
** general_ci.h: it decodes by computing the code point first and judging
** it afterwards (the extension judges the lead bytes), collects all
** weights, then hashes them in 128-byte blocks with the byte-at-a-time
** MurmurHash64A of fuzz.h. The weight table itself is shared data (its
** content is tested against data/general_ci_weights.tsv elsewhere).
** Also: trailing spaces never matter, and ASCII case never matters.
**
** Input: 8 bytes of seed, then the text.
*/
#include "fuzz.h"
#include "general_ci.h"

/* Decodes the strict UTF-8 sequence at z[0..n): its length, or 0. */
static size_t ref_decode(const uint8_t *z, size_t n, uint32_t *pCp){
  size_t len, i;
  uint32_t cp, min;
  if( z[0] < 0x80 ){ *pCp = z[0]; return 1; }
  if( (z[0] & 0xE0)==0xC0 ){ len = 2; cp = z[0] & 0x1F; min = 0x80; }
  else if( (z[0] & 0xF0)==0xE0 ){ len = 3; cp = z[0] & 0x0F; min = 0x800; }
  else if( (z[0] & 0xF8)==0xF0 ){ len = 4; cp = z[0] & 0x07; min = 0x10000; }
  else return 0;
  if( n < len ) return 0;
  for(i = 1; i < len; i++){
    if( (z[i] & 0xC0)!=0x80 ) return 0;
    cp = (cp << 6) | (z[i] & 0x3F);
  }
  if( cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) ) return 0;
  *pCp = cp;
  return len;
}

static uint64_t ref_general_ci(const uint8_t *z, size_t n, uint64_t seed){
  uint8_t *w = malloc(2 * n + 2);
  size_t i = 0, nw = 0, off;
  if( w==0 ) abort();
  while( n > 0 && z[n - 1]==' ' ) n--;
  while( i < n ){
    uint32_t cp, wt;
    size_t len = ref_decode(z + i, n - i, &cp);
    if( len==0 ) break;
    wt = rk_gci_weight(cp);
    w[nw++] = (uint8_t)(wt & 0xFF);
    w[nw++] = (uint8_t)(wt >> 8);
    i += len;
  }
  for(off = 0; off < nw; off += 128){
    size_t k = nw - off < 128 ? nw - off : 128;
    seed = fz_ref_murmur64a(w + off, k, seed);
  }
  free(w);
  return seed;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FzIn in = { data, size };
  uint64_t seed = fz_u64(&in), h;
  const uint8_t *p = in.p;
  size_t n = in.n, i;
  uint8_t *t;

  h = rk_general_ci_hash(p, n, seed);
  FZ_CHECK(h==ref_general_ci(p, n, seed), "general_ci len %zu", n);

  /* Trailing spaces and ASCII case do not change the hash. */
  t = malloc(n + 3);
  if( t==0 ) return 0;
  for(i = 0; i < n; i++){
    uint8_t c = p[i];
    t[i] = (c >= 'a' && c <= 'z') ? (uint8_t)(c - 32)
         : (c >= 'A' && c <= 'Z') ? (uint8_t)(c + 32) : c;
  }
  memcpy(t + n, "   ", 3);
  FZ_CHECK(rk_general_ci_hash(t, n + 3, seed)==h, "case or spaces changed it");
  free(t);
  return 0;
}
