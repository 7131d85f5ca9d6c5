/*
** int_text.h - the decimal text of an int64, for the schemes whose system
** takes an integer key as its digits (Pulsar's key(String.valueOf(v)), a
** Couchbase document id). No SQLite dependency.
**
** Two digits per division, from a table: this is most of what such a
** scheme spends on an integer key.
*/
#ifndef ROWKEY_INT_TEXT_H
#define ROWKEY_INT_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The most bytes rk_int_text writes: "-9223372036854775808". */
#define RK_INT_TEXT_MAX 20

/* Writes the decimal text of v (a '-' before a negative one, no
** terminator) into z, which holds RK_INT_TEXT_MAX bytes; returns its
** length. */
static inline size_t rk_int_text(int64_t v, char *z){
  static const char d2[] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";
  char a[RK_INT_TEXT_MAX];
  size_t i = RK_INT_TEXT_MAX, n;
  uint64_t u = v < 0 ? 0u - (uint64_t)v : (uint64_t)v;
  while( u >= 100 ){
    unsigned r = (unsigned)(u % 100);
    u /= 100;
    a[--i] = d2[2*r + 1];
    a[--i] = d2[2*r];
  }
  if( u >= 10 ){
    a[--i] = d2[2*u + 1];
    a[--i] = d2[2*u];
  }else{
    a[--i] = (char)('0' + u);
  }
  if( v < 0 ) a[--i] = '-';
  n = RK_INT_TEXT_MAX - i;
  memcpy(z, a + i, n);
  return n;
}

#endif
