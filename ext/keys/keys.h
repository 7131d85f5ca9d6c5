/*
** keys.h - salted row key formatting and parsing (no SQLite dependency).
**
** A salted key is "[bucket][separator][id]": the bucket is written in
** decimal, zero-padded to the number of digits of (buckets - 1), and the
** separator contains no ASCII digit, so the first non-digit byte ends the
** bucket and a key can always be split back.
*/
#ifndef ROWKEY_KEYS_H
#define ROWKEY_KEYS_H

#include <stddef.h>
#include <stdint.h>

/* Longest decimal form of an int64 ("-9223372036854775808"), no NUL. */
#define RK_INT64_DIGITS 20

/* Largest bucket prefix rk_split_key accepts (the digits of a uint64 that
** cannot overflow). */
#define RK_MAX_PREFIX_DIGITS 18

/* 1 if z[0..n) is the canonical decimal form of an int64: an optional '-',
** no '+', no spaces, no leading zeros, not "-0". Stores the value. */
int rk_parse_int64(const char *z, size_t n, int64_t *pOut);

/* Writes v in decimal to buf (RK_INT64_DIGITS bytes at least); returns the
** number of bytes written (no NUL). */
size_t rk_format_int64(char *buf, int64_t v);

/* The same, written backwards so that it needs no digit count (for hashes
** of an integer's decimal text): the digits end at zEnd, which must have
** RK_INT64_DIGITS bytes before it; returns where they start. */
char *rk_format_int64_back(char *zEnd, int64_t v);

/* Writes v in decimal, left-padded with zeros to width digits; returns the
** number of bytes written. buf needs max(width, 20) bytes. */
size_t rk_format_padded(char *buf, uint64_t v, int width);

/* 10^w for 0 <= w <= 19: a table, since region placement reads it per
** row. */
extern const uint64_t rk_aPow10[20];

/* Number of decimal digits of v (1 for 0). */
int rk_digits(uint64_t v);

/* id mod buckets, always in [0, buckets), for any id (buckets >= 1). */
uint64_t rk_floor_mod(int64_t id, uint64_t buckets);

/* Width of the bucket prefix for a bucket count: digits of buckets - 1. */
int rk_bucket_width(uint64_t buckets);

/* 1 if the separator is usable: non-empty and without an ASCII digit. */
int rk_separator_ok(const char *sep, size_t nsep);

/* Copies n bytes of src to dst in reverse order (dst != src). */
void rk_reverse(char *dst, const char *src, size_t n);

/* 1 if z[0..n) is non-empty and made only of ASCII digits. */
int rk_all_digits(const char *z, size_t n);

/* Reads a reversed id: z[0..n) must be ASCII digits whose reversal is a
** canonical non-negative int64 (so it has no trailing zero unless it is
** "0"). Returns 1 and stores the id, or 0. */
int rk_parse_reversed(const char *z, size_t n, int64_t *pOut);

/* Result codes of rk_split_key. */
#define RK_SPLIT_OK        0
#define RK_SPLIT_NO_PREFIX 1  /* the key does not start with a digit */
#define RK_SPLIT_LONG      2  /* more than RK_MAX_PREFIX_DIGITS digits */
#define RK_SPLIT_NO_SEP    3  /* the digits are not followed by sep */

/* Splits key[0..n) into its bucket prefix and id part. On RK_SPLIT_OK,
** *pBucket is the prefix's value and *pIdOff the offset of the id part. */
int rk_split_key(const char *key, size_t n, const char *sep, size_t nsep,
                 uint64_t *pBucket, size_t *pIdOff);

/* 1 if key[0..n) is a salted key whose id part is a canonical int64:
** stores its bucket and id. 0 for anything else, without saying why (the
** per-row fast path of unsalt_key; rk_split_key tells what is wrong). */
int rk_unsalt_int64(const char *key, size_t n, const char *sep, size_t nsep,
                    uint64_t *pBucket, int64_t *pId);

/* floor(a * b / d) for d > 0, exact, when the result fits in 64 bits. */
uint64_t rk_muldiv(uint64_t a, uint64_t b, uint64_t d);

#endif
