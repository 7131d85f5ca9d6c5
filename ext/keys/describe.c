/*
** describe.c - values in error messages, and SQLite's way of writing a
** REAL, without SQLite (describe.h).
**
** SQLite writes a REAL in JSON and messages with "%!.15g": the digits of
** C's "%.14e" (15 significant, correctly rounded), placed as %g places
** them (an exponent below -4 or from 15 on is written as one), trailing
** zeros removed but "x.0" kept, and an exponent of at least two digits.
** The digits come from "%.14e" and the layout is done here, so that the
** result is the same with any C library (some write three exponent
** digits).
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "describe.h"
#include "utf16.h"

#define SHOW_TEXT 40
#define SHOW_BLOB 16

char *rk_fmt_real(char *buf, double r){
  char e[40], dig[16] = "0";
  char *p = buf;
  int i, nd = 0, exp;
  const char *s;
  if( r==0 ) r = 0.0;                 /* -0.0 is written 0.0 */
  snprintf(e, sizeof(e), "%.14e", r);
  s = e;
  if( *s=='-' ) *p++ = *s++;
  /* d.dddddddddddddde[+-]x..: 15 digits, then the exponent. */
  for(; *s && *s!='e' && *s!='E'; s++){
    if( *s>='0' && *s<='9' && nd < 15 ) dig[nd++] = *s;
  }
  exp = *s ? (int)strtol(s + 1, 0, 10) : 0;
  if( nd==0 ) nd = 1;                 /* never: %e writes digits */
  while( nd > 1 && dig[nd-1]=='0' ) nd--;
  if( r==0 ){ nd = 1; exp = 0; }
  if( exp < -4 || exp >= 15 ){
    *p++ = dig[0];
    *p++ = '.';
    if( nd==1 ) *p++ = '0';
    for(i = 1; i < nd; i++) *p++ = dig[i];
    sprintf(p, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    return buf;
  }
  if( exp < 0 ){
    *p++ = '0';
    *p++ = '.';
    for(i = -1; i > exp; i--) *p++ = '0';
    for(i = 0; i < nd; i++) *p++ = dig[i];
  }else{
    for(i = 0; i <= exp; i++) *p++ = (char)(i < nd ? dig[i] : '0');
    *p++ = '.';
    if( nd <= exp + 1 ) *p++ = '0';
    for(i = exp + 1; i < nd; i++) *p++ = dig[i];
  }
  *p = 0;
  return buf;
}

void rk_describe_int(char *buf, int64_t v){
  snprintf(buf, RK_DESCRIBE_BUF, "%lld", (long long)v);
}

void rk_describe_real(char *buf, double r){
  if( isinf(r) ){
    snprintf(buf, RK_DESCRIBE_BUF, "%s", r < 0 ? "-Inf" : "Inf");
  }else{
    rk_fmt_real(buf, r);
  }
}

/* x'..' of the first SHOW_BLOB of the n bytes at z, in CAST(.. AS TEXT)
** for text. */
static void describe_bytes(char *buf, const unsigned char *z, size_t n,
                           int isText){
  char hex[2*SHOW_BLOB + 1];
  size_t i, k = n > SHOW_BLOB ? SHOW_BLOB : n;
  for(i = 0; i < k; i++){
    hex[2*i] = "0123456789abcdef"[z[i] >> 4];
    hex[2*i + 1] = "0123456789abcdef"[z[i] & 15];
  }
  hex[2*k] = 0;
  snprintf(buf, RK_DESCRIBE_BUF, "%sx'%s'%s%s", isText ? "CAST(" : "", hex,
           k < n ? "..." : "", isText ? " AS TEXT)" : "");
}

void rk_describe_text(char *buf, const unsigned char *z, size_t n){
  size_t k = rk_utf8_cut(z, n, SHOW_TEXT), i;
  char *p = buf;
  /* Text that is not UTF-8 is shown as its bytes: an error message must
  ** itself be UTF-8 (Python, for one, cannot decode it else). So is text
  ** with a NUL byte, which would end the message there. */
  if( !rk_utf8_valid(z, k) || memchr(z, 0, k) ){
    describe_bytes(buf, z, n, 1);
    return;
  }
  /* At most 40 bytes, each quote doubled: 2*40 + 6 < RK_DESCRIBE_BUF. */
  *p++ = '\'';
  for(i = 0; i < k; i++){
    if( z[i]=='\'' ) *p++ = '\'';
    *p++ = (char)z[i];
  }
  *p++ = '\'';
  if( k < n ){ memcpy(p, "...", 3); p += 3; }
  *p = 0;
}

void rk_describe_blob(char *buf, const unsigned char *z, size_t n){
  describe_bytes(buf, z, n, 0);
}
