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

/* The utf8mb4_general_ci hash of z[0..n) with the given seed. */
uint64_t rk_general_ci_hash(const unsigned char *z, size_t n, uint64_t seed);

#endif
