/*
** json.h - the small JSON reader of rowkey's array arguments: a split-key
** list '["a","b"]' and a list of shard weights '[9,10,1]' (no SQLite
** dependency).
**
** Both are one flat array, so the reader walks an array's elements and
** leaves each element to its caller: rk_json_string for a string,
** rk_json_uint for a number. Positions are byte offsets into the text, for
** the callers' "bad JSON at byte N".
*/
#ifndef ROWKEY_JSON_H
#define ROWKEY_JSON_H

#include <stddef.h>
#include <stdint.h>

/* The first byte at or after i in z[0..len) that is not JSON whitespace. */
size_t rk_json_ws(const char *z, size_t len, size_t i);

/* An array being read: z[0..len), at byte i. */
typedef struct RkJsonArray RkJsonArray;
struct RkJsonArray {
  const char *z;
  size_t len;
  size_t i;        /* where the next element starts, or the fault */
  int nElem;       /* elements handed out so far */
  int done;        /* the closing ']' was read */
};

/* Starts reading the array that is the whole of z[0..len) (whitespace
** around it allowed): 1, or 0 when it does not start with '[' (a->i at
** the fault). */
int rk_json_array_begin(RkJsonArray *a, const char *z, size_t len);

/* 1: an element starts at a->i (the caller reads it and moves a->i past
** it); 0: the array ended, with nothing but whitespace after it; -1: bad
** JSON at a->i. */
int rk_json_array_next(RkJsonArray *a);

/* Decodes the JSON string whose opening quote is at z[*pI] into out (room
** for the string's JSON length: no escape is shorter than what it stands
** for); returns its length and leaves *pI after the closing quote, or
** returns (size_t)-1 with *pI at the offending byte. */
size_t rk_json_string(const char *z, size_t len, size_t *pI,
                      unsigned char *out);

/* Reads a run of decimal digits at z[*pI] as a number of at most max: 1
** with *pV set and *pI after the digits, or 0 (no digit, or above max). */
int rk_json_uint(const char *z, size_t len, size_t *pI, uint64_t max,
                 uint64_t *pV);

#endif
