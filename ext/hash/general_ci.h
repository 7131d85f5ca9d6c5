/*
** general_ci.h - the utf8mb4_general_ci hash of OceanBase KEY partitioning
** (no SQLite dependency).
**
** OceanBase hashes a utf8mb4_general_ci string not by its bytes but by the
** sort weights of its characters, so 'abc', 'ABC' and 'abc  ' land in the
** same partition:
**   1. trailing ASCII spaces are dropped;
**   2. the bytes are decoded as strict UTF-8 (no overlong forms, no
**      surrogates, nothing above U+10FFFF); decoding stops at the first
**      invalid or truncated sequence and only what came before counts;
**   3. each code point becomes its weight (the table generated from
**      data/general_ci_weights.tsv; unlisted BMP code points weigh
**      themselves, code points above U+FFFF weigh U+FFFD);
**   4. the weights, 2 bytes little-endian each, fill a 128-byte buffer;
**      each full buffer is hashed with MurmurHash64A and the running seed,
**      and the result becomes the seed; a non-empty remainder is hashed
**      last. Text with no character left returns the seed unchanged.
*/
#ifndef ROWKEY_GENERAL_CI_H
#define ROWKEY_GENERAL_CI_H

#include <stddef.h>
#include <stdint.h>

/* The weight table (general_ci_table.c, generated): see rk_gci_weight. */
extern const unsigned char rk_gci_page[256];
extern const uint16_t rk_gci_pages[][256];

/* Sort weight of a code point (any value up to 0x10FFFF). */
uint32_t rk_gci_weight(uint32_t cp);

/* Decodes one strict UTF-8 sequence at z[0..n) (n >= 1, z[0] >= 0x80).
** Returns its length and stores the code point, or 0 if it is invalid or
** cut short. */
size_t rk_gci_decode(const unsigned char *z, size_t n, uint32_t *pCp);

/* The weights of z[0..n) in turn, trailing spaces ignored and ending at
** the first invalid UTF-8 sequence (OceanBase and MySQL both stop there):
**   RkGciIter it; uint32_t w;
**   rk_gci_start(&it, z, n);
**   while( rk_gci_next(&it, &w) ){ ... w & 0xFF, then w >> 8 ... }
** Inline: it is the loop of every general_ci text key. */
typedef struct RkGciIter RkGciIter;
struct RkGciIter {
  const unsigned char *z;
  size_t n, i;
  const uint16_t *ascii;      /* page 0, the weights of bytes below 0x80 */
};
static inline void rk_gci_start(RkGciIter *it, const unsigned char *z,
                                size_t n){
  while( n > 0 && z[n-1]==' ' ) n--;
  it->z = z;
  it->n = n;
  it->i = 0;
  /* Page 0 has weights (a..z sort as A..Z), so the generator always
  ** emits it. */
  it->ascii = rk_gci_pages[rk_gci_page[0] - 1];
}
static inline int rk_gci_next(RkGciIter *it, uint32_t *pW){
  uint32_t cp;
  size_t len;
  if( it->i >= it->n ) return 0;
  if( it->z[it->i] < 0x80 ){
    /* The common case: one byte, weight straight from page 0. */
    *pW = it->ascii[it->z[it->i++]];
    return 1;
  }
  len = rk_gci_decode(it->z + it->i, it->n - it->i, &cp);
  if( len==0 ) return 0;
  *pW = rk_gci_weight(cp);
  it->i += len;
  return 1;
}

/* The utf8mb4_general_ci hash of z[0..n) with the given seed. */
uint64_t rk_general_ci_hash(const unsigned char *z, size_t n, uint64_t seed);

#endif
