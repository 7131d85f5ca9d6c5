/*
** ascii.h - ASCII case folding (no SQLite dependency).
**
** Names rowkey reads (schemes, HBase algorithms, size units, the form of a
** salted key) ignore ASCII case and nothing else, whatever the locale of
** the process: tolower() follows LC_CTYPE, and under tr_TR.UTF-8 'I' is
** not the capital of 'i'.
*/
#ifndef ROWKEY_ASCII_H
#define ROWKEY_ASCII_H

#include <stddef.h>

/* c with A-Z turned into a-z, every other value as it is. */
static inline int rk_ascii_lower(int c){
  return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* 1 if z[0..n) is zName, ASCII case ignored; 0 else (also when z has a
** NUL byte inside). */
int rk_ascii_name_is(const char *z, size_t n, const char *zName);

#endif
