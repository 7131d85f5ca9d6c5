/*
** keygen.h - the keys of the benchmark table, shared by bench.c (which
** stores them in table t) and hash_alone.c (which hashes them without
** SQLite), so that both measure the same keys.
*/
#ifndef ROWKEY_KEYGEN_H
#define ROWKEY_KEYGEN_H

#include <stdint.h>
#include <string.h>

/* xorshift64*: fast, and the same data on every run. */
static uint64_t rng_state = 0x2545f4914f6cdd1dULL;
static uint64_t rng(void){
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dULL;
}

/* A random key of 8 to 32 characters; about 1 character in 12 is one of
** a few non-ASCII ones (2, 3 and 4 byte UTF-8). Returns its byte length. */
static int random_text(char *buf){
  static const char *aWide[] = {
    "\xc3\xa9", "\xc3\xbc", "\xc3\x9f", "\xc3\xb8", "\xce\xa9", "\xd0\x96",
    "\xe4\xb8\xad", "\xe6\x97\xa5", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
  };
  static const char aAlnum[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";
  int nChar = 8 + (int)(rng() % 25), i, n = 0;
  for(i = 0; i < nChar; i++){
    uint64_t x = rng();
    if( x % 12==0 ){
      const char *w = aWide[(x >> 8) % 10];
      size_t k = strlen(w);
      memcpy(buf + n, w, k);
      n += (int)k;
    }else{
      buf[n++] = aAlnum[(x >> 8) & 63];
    }
  }
  return n;
}

#endif
