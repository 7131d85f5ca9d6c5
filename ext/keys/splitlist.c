/*
** splitlist.c - JSON split-key lists and region lookup by binary search
** (no SQLite dependency).
**
** The list is parsed in one pass (json.c reads the array and its strings)
** into one buffer of key bytes (never longer than the JSON text: every
** escape is longer than what it stands for) and an array of offsets; each
** string is unescaped twice in place, first the JSON escapes, then the
** \xNN of toStringBinary. A list in the HBase shell's notation
** (['\x80', 'b']) is read by parse_shell instead, into the same buffer.
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
** or (size_t)-1 for a backslash that starts no \xNN (with upperOnly, as
** HBase's Bytes.toBytesBinary reads them: digits 0-9 and A-F only). */
static size_t unescape_binary(unsigned char *key, size_t n, int upperOnly){
  size_t i, k = 0;
  for(i = 0; i < n; i++){
    int h1, h2;
    if( key[i]!='\\' ){ key[k++] = key[i]; continue; }
    if( i + 3 >= n ) return (size_t)-1;
    if( key[i+1]!='x' || (h1 = hexval(key[i+2])) < 0
     || (h2 = hexval(key[i+3])) < 0 ){
      return (size_t)-1;
    }
    if( upperOnly && ((key[i+2] >= 'a' && key[i+2] <= 'f')
                   || (key[i+3] >= 'a' && key[i+3] <= 'f')) ){
      return (size_t)-1;
    }
    key[k++] = (unsigned char)(h1*16 + h2);
    i += 3;
  }
  return k;
}

/* Checks key idx, the n bytes at p->bytes + *pAt (an empty splits[0] is
** dropped; the others must sort after the key before them), and keeps it.
** Returns RK_SPLIT_OK, or an error with p freed. */
static int sl_add(RkSplitList *p, size_t *pnAlloc, size_t *pAt, size_t n,
                size_t idx, void *(*xRealloc)(void*, uint64_t),
                RkSplitError *pErr){
  unsigned char *key = p->bytes + *pAt;
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
    if( p->n + 2 > (*pnAlloc) ){
      size_t *a;
      (*pnAlloc) *= 2;
      a = xRealloc(p->off, (uint64_t)(*pnAlloc) * sizeof(size_t));
      if( a==0 ){
        rk_split_list_free(p);
        return RK_SPLIT_NOMEM;
      }
      p->off = a;
    }
    *pAt += n;
    p->n++;
    p->off[p->n] = *pAt;
  }
  return RK_SPLIT_OK;
}

/* The prefix-8 array of a parsed list: RK_SPLIT_OK, or RK_SPLIT_NOMEM with
** p freed. */
static int sl_finish(RkSplitList *p, void *(*xRealloc)(void*, uint64_t)){
  size_t idx;
  p->pre = xRealloc(0, (uint64_t)(p->n ? p->n : 1) * sizeof(uint64_t));
  if( p->pre==0 ){
    rk_split_list_free(p);
    return RK_SPLIT_NOMEM;
  }
  for(idx = 0; idx < p->n; idx++){
    p->pre[idx] = prefix8(p->bytes + p->off[idx], p->off[idx+1] - p->off[idx]);
  }
  return RK_SPLIT_OK;
}

/* Sets a syntax error of a shell list, at byte i, and frees p. */
static int shell_syntax(RkSplitList *p, RkSplitError *pErr, const char *zWhat,
                        size_t idx, size_t i){
  if( zWhat ){
    snprintf(pErr->zMsg, sizeof(pErr->zMsg), "splits[%lu] at byte %lu %s",
             (unsigned long)idx, (unsigned long)i, zWhat);
  }else{
    snprintf(pErr->zMsg, sizeof(pErr->zMsg), "expected ',' or ']' at byte %lu",
             (unsigned long)i);
  }
  rk_split_list_free(p);
  return RK_SPLIT_SYNTAX;
}

/* The list as the HBase shell takes it, from the byte after its '[' at
** z[i]: single-quoted Ruby strings between commas (a trailing comma
** allowed, as Ruby allows it), JSON white space around them. In a Ruby
** single-quoted string \' is a quote and \\ a backslash; the string then
** goes through Bytes.toBytesBinary, which reads \xNN (uppercase digits) as
** a byte. Every other backslash, and any character that is not ASCII
** (the shell would keep only its low 8 bits), is an error. */
static int parse_shell(const char *z, size_t len, size_t i, RkSplitList *p,
                       size_t nAlloc, void *(*xRealloc)(void*, uint64_t),
                       RkSplitError *pErr){
  size_t at = 0, idx = 0;
  for(;;){
    size_t n = 0, start;
    unsigned char *key = p->bytes + at;
    int rc;
    i = rk_json_ws(z, len, i);
    if( i < len && z[i]==']' && idx > 0 ) break;
    if( i >= len || z[i]!='\'' ){
      return shell_syntax(p, pErr, "is not a single-quoted string", idx, i);
    }
    start = i++;
    for(;;){
      unsigned char c;
      if( i >= len ){
        return shell_syntax(p, pErr, "has no closing quote", idx, start);
      }
      c = (unsigned char)z[i];
      if( c=='\'' ) break;
      if( c >= 0x80 ){
        snprintf(pErr->zMsg, sizeof(pErr->zMsg),
                 "splits[%lu] has a character that is not ASCII at byte %lu:"
                 " the HBase shell keeps only its low 8 bits; write each"
                 " byte 0x80 and up as \\xNN", (unsigned long)idx,
                 (unsigned long)i);
        rk_split_list_free(p);
        return RK_SPLIT_ELEMENT;
      }
      if( c=='\\' && i + 1 < len && (z[i+1]=='\'' || z[i+1]=='\\') ){
        c = (unsigned char)z[++i];
      }
      key[n++] = c;
      i++;
    }
    i++;
    n = unescape_binary(key, n, 1);
    if( n==(size_t)-1 ){
      size_t m = i - start > 40 ? 40 : i - start;
      snprintf(pErr->zMsg, sizeof(pErr->zMsg),
               "splits[%lu] must be a key with \\xNN escapes (digits 0-9 and"
               " A-F, as the HBase shell reads them) for raw bytes (a"
               " backslash is \\x5C), got %.*s%s", (unsigned long)idx,
               (int)m, z + start, m < i - start ? "..." : "");
      rk_split_list_free(p);
      return RK_SPLIT_ELEMENT;
    }
    rc = sl_add(p, &nAlloc, &at, n, idx, xRealloc, pErr);
    if( rc!=RK_SPLIT_OK ) return rc;
    idx++;
    i = rk_json_ws(z, len, i);
    if( i < len && z[i]==',' ){
      i++;
      continue;
    }
    if( i < len && z[i]==']' ) break;
    return shell_syntax(p, pErr, 0, idx, i);
  }
  i = rk_json_ws(z, len, i + 1);
  if( i < len ){
    snprintf(pErr->zMsg, sizeof(pErr->zMsg), "text after the list at byte %lu",
             (unsigned long)i);
    rk_split_list_free(p);
    return RK_SPLIT_SYNTAX;
  }
  return sl_finish(p, xRealloc);
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
  pErr->shell = 0;
  p->bytes = xRealloc(0, (uint64_t)len + 1);
  p->off = xRealloc(0, nAlloc * sizeof(size_t));
  if( p->bytes==0 || p->off==0 ){
    rk_split_list_free(p);
    return RK_SPLIT_NOMEM;
  }
  p->off[0] = 0;
  i = rk_json_ws(z, len, 0);
  if( i < len && z[i]=='[' ){
    size_t j = rk_json_ws(z, len, i + 1);
    if( j < len && z[j]=='\'' ){
      pErr->shell = 1;
      return parse_shell(z, len, i + 1, p, nAlloc, xRealloc, pErr);
    }
  }
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
    n = unescape_binary(key, n, 0);
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
    rc = sl_add(p, &nAlloc, &at, n, idx, xRealloc, pErr);
    if( rc!=RK_SPLIT_OK ) return rc;
    idx++;
  }
  if( rc < 0 ){
    i = arr.i;
    goto syntax;
  }
  return sl_finish(p, xRealloc);
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
