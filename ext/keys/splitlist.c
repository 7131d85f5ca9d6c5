/*
** splitlist.c - JSON split-key lists and region lookup by binary search
** (no SQLite dependency).
**
** The list is parsed in one pass (json.c reads the array and its strings)
** into one buffer of key bytes (never longer than the JSON text: every
** escape is longer than what it stands for) and an array of offsets; each
** string is unescaped twice in place, first the JSON escapes, then the
** \xNN of toStringBinary.
*/
#include <stdio.h>
#include <string.h>
#include "splitlist.h"
#include "json.h"
#include "utf16.h"

void rk_split_list_free(RkSplitList *p){
  if( p->bytes ) p->xFree(p->bytes);
  if( p->off ) p->xFree(p->off);
  if( p->pre ) p->xFree(p->pre);
  p->bytes = 0;
  p->off = 0;
  p->pre = 0;
  p->n = 0;
}

static int hexval(unsigned c){
  if( c >= '0' && c <= '9' ) return (int)(c - '0');
  if( c >= 'a' && c <= 'f' ) return (int)(c - 'a' + 10);
  if( c >= 'A' && c <= 'F' ) return (int)(c - 'A' + 10);
  return -1;
}

/* The first 8 bytes of key as a big-endian number, zeros after its end:
** comparing these compares the keys' first 8 bytes as memcmp would. */
static uint64_t prefix8(const unsigned char *key, size_t len){
  uint64_t v = 0;
  size_t i, n = len < 8 ? len : 8;
  for(i = 0; i < n; i++) v = v << 8 | key[i];
  return n ? v << (8 * (8 - n)) : 0;
}

/* Unsigned bytes, a prefix first: HBase's Bytes.compareTo. */
static int key_cmp(const unsigned char *a, size_t na, const unsigned char *b,
                   size_t nb){
  size_t n = na < nb ? na : nb;
  int c = n ? memcmp(a, b, n) : 0;
  if( c ) return c;
  return na < nb ? -1 : na > nb;
}

size_t rk_split_key_binary(const unsigned char *key, size_t len, char *out){
  size_t i, k = 0;
  for(i = 0; i < len; i++){
    unsigned c = key[i];
    if( c >= 0x20 && c <= 0x7e && c!='\\' ){
      out[k++] = (char)c;
    }else{
      out[k++] = '\\';
      out[k++] = 'x';
      out[k++] = "0123456789ABCDEF"[c >> 4];
      out[k++] = "0123456789ABCDEF"[c & 15];
    }
  }
  return k;
}

/* Appends key, as toStringBinary writes it, quoted for SQL and cut to 16
** bytes, to zBuf (size nBuf); "..." marks a key cut there or where zBuf
** ends. */
static void show_key(char *zBuf, size_t nBuf, const unsigned char *key,
                     size_t len){
  char tmp[4 * 16];
  size_t n = len > 16 ? 16 : len, k, i, at = strlen(zBuf);
  int cut = len > n;
  /* Room is always kept for "...", the closing quote and the NUL. The
  ** messages leave more than that (no text before a key is that long). */
  if( at + 6 > nBuf ) return;
  k = rk_split_key_binary(key, n, tmp);
  zBuf[at++] = '\'';
  for(i = 0; i < k; i++){
    size_t w = tmp[i]=='\'' ? 2 : 1;
    if( at + w + 5 > nBuf ){
      cut = 1;
      break;
    }
    if( w==2 ) zBuf[at++] = '\'';
    zBuf[at++] = tmp[i];
  }
  if( cut ){
    memcpy(zBuf + at, "...", 3);
    at += 3;
  }
  zBuf[at++] = '\'';
  zBuf[at] = 0;
}

/* Turns the \xNN of key[0..n) into bytes in place; returns the new length,
** or (size_t)-1 for a backslash that starts no \xNN. */
static size_t unescape_binary(unsigned char *key, size_t n){
  size_t i, k = 0;
  for(i = 0; i < n; i++){
    int h1, h2;
    if( key[i]!='\\' ){ key[k++] = key[i]; continue; }
    if( i + 3 >= n ) return (size_t)-1;
    if( key[i+1]!='x' || (h1 = hexval(key[i+2])) < 0
     || (h2 = hexval(key[i+3])) < 0 ){
      return (size_t)-1;
    }
    key[k++] = (unsigned char)(h1*16 + h2);
    i += 3;
  }
  return k;
}

int rk_split_list_parse(const char *z, size_t len, RkSplitList *p,
                        void *(*xRealloc)(void*, uint64_t),
                        void (*xFree)(void*), RkSplitError *pErr){
  size_t i, nAlloc = 16, at = 0, idx = 0;
  RkJsonArray arr;
  int rc;
  memset(p, 0, sizeof(*p));
  p->xFree = xFree;
  pErr->zMsg[0] = 0;
  p->bytes = xRealloc(0, (uint64_t)len + 1);
  p->off = xRealloc(0, nAlloc * sizeof(size_t));
  if( p->bytes==0 || p->off==0 ){
    rk_split_list_free(p);
    return RK_SPLIT_NOMEM;
  }
  p->off[0] = 0;
  if( !rk_json_array_begin(&arr, z, len) ){
    i = arr.i;
    goto syntax;
  }
  while( (rc = rk_json_array_next(&arr))==1 ){
    size_t n, start;
    unsigned char *key = p->bytes + at;
    i = start = arr.i;
    if( i >= len || z[i]!='"' ){
      snprintf(pErr->zMsg, sizeof(pErr->zMsg),
               "splits[%lu] at byte %lu is not a string",
               (unsigned long)idx, (unsigned long)i);
      rk_split_list_free(p);
      return RK_SPLIT_SYNTAX;
    }
    n = rk_json_string(z, len, &i, key);
    if( n==(size_t)-1 ) goto syntax;
    arr.i = i;
    n = unescape_binary(key, n);
    if( n==(size_t)-1 ){
      snprintf(pErr->zMsg, sizeof(pErr->zMsg),
               "splits[%lu] must be a key with \\xNN escapes for raw bytes"
               " (a backslash is \\x5C), got ", (unsigned long)idx);
      /* Show the JSON text of the string as it came, cut to 40 bytes at a
      ** character's start; the message must stay UTF-8. */
      {
        const unsigned char *zs = (const unsigned char*)z + start;
        size_t m = rk_utf8_cut(zs, i - start, 40), used = strlen(pErr->zMsg);
        if( rk_utf8_valid(zs, m) ){
          snprintf(pErr->zMsg + used, sizeof(pErr->zMsg) - used, "%.*s",
                   (int)m, z + start);
        }else{
          snprintf(pErr->zMsg + used, sizeof(pErr->zMsg) - used,
                   "a string that is not UTF-8");
        }
      }
      rk_split_list_free(p);
      return RK_SPLIT_ELEMENT;
    }
    if( n==0 && idx > 0 ){
      snprintf(pErr->zMsg, sizeof(pErr->zMsg),
               "splits[%lu] must not be empty (only splits[0] may be '',"
               " the start of region 0), got ''", (unsigned long)idx);
      rk_split_list_free(p);
      return RK_SPLIT_ELEMENT;
    }
    if( n > 0 ){
      if( p->n > 0 ){
        const unsigned char *prev = p->bytes + p->off[p->n - 1];
        size_t nPrev = p->off[p->n] - p->off[p->n - 1];
        int c = key_cmp(prev, nPrev, key, n);
        if( c >= 0 ){
          size_t iPrev = idx - 1;
          if( c==0 ){
            snprintf(pErr->zMsg, sizeof(pErr->zMsg),
                     "splits[%lu] must differ from splits[%lu] (no duplicate"
                     " split keys), got ", (unsigned long)idx,
                     (unsigned long)iPrev);
          }else{
            snprintf(pErr->zMsg, sizeof(pErr->zMsg),
                     "splits[%lu] must sort after splits[%lu] ",
                     (unsigned long)idx, (unsigned long)iPrev);
            show_key(pErr->zMsg, sizeof(pErr->zMsg), prev, nPrev);
            strncat(pErr->zMsg, " (as bytes), got ",
                    sizeof(pErr->zMsg) - strlen(pErr->zMsg) - 1);
          }
          show_key(pErr->zMsg, sizeof(pErr->zMsg), key, n);
          rk_split_list_free(p);
          return RK_SPLIT_ELEMENT;
        }
      }
      if( p->n + 2 > nAlloc ){
        size_t *a;
        nAlloc *= 2;
        a = xRealloc(p->off, (uint64_t)nAlloc * sizeof(size_t));
        if( a==0 ){
          rk_split_list_free(p);
          return RK_SPLIT_NOMEM;
        }
        p->off = a;
      }
      at += n;
      p->n++;
      p->off[p->n] = at;
    }
    idx++;
  }
  if( rc < 0 ){
    i = arr.i;
    goto syntax;
  }
  p->pre = xRealloc(0, (uint64_t)(p->n ? p->n : 1) * sizeof(uint64_t));
  if( p->pre==0 ){
    rk_split_list_free(p);
    return RK_SPLIT_NOMEM;
  }
  for(idx = 0; idx < p->n; idx++){
    p->pre[idx] = prefix8(p->bytes + p->off[idx], p->off[idx+1] - p->off[idx]);
  }
  return RK_SPLIT_OK;
syntax:
  snprintf(pErr->zMsg, sizeof(pErr->zMsg), "bad JSON at byte %lu",
           (unsigned long)i);
  rk_split_list_free(p);
  return RK_SPLIT_SYNTAX;
}

uint64_t rk_split_list_region(const RkSplitList *p, const unsigned char *key,
                              size_t len){
  const uint64_t *a = p->pre, *base = p->pre;
  uint64_t k = prefix8(key, len);
  size_t n = p->n, i;
  if( n==0 ) return 0;
  /* The split keys whose 8-byte prefix is below the key's are below the
  ** key: count them with a search without branches (a conditional move
  ** per step; the steps' outcomes are random, and mispredicted branches
  ** would cost more than the comparisons). */
  while( n > 1 ){
    size_t half = n / 2;
    base += base[half] < k ? half : 0;
    n -= half;
  }
  i = (size_t)(base - a) + (*base < k);
  /* Equal prefixes: compare the whole keys (sorted, so those <= the key
  ** come first). */
  while( i < p->n && a[i]==k
      && key_cmp(p->bytes + p->off[i], p->off[i + 1] - p->off[i], key, len) <= 0 ){
    i++;
  }
  return (uint64_t)i;
}
