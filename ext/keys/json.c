/*
** json.c - the JSON reader of the array arguments (json.h; no SQLite
** dependency).
*/
#include "json.h"

size_t rk_json_ws(const char *z, size_t len, size_t i){
  while( i < len && (z[i]==' ' || z[i]=='\t' || z[i]=='\n' || z[i]=='\r') ){
    i++;
  }
  return i;
}

int rk_json_array_begin(RkJsonArray *a, const char *z, size_t len){
  a->z = z;
  a->len = len;
  a->nElem = 0;
  a->done = 0;
  a->i = rk_json_ws(z, len, 0);
  if( a->i >= len || z[a->i]!='[' ) return 0;
  a->i = rk_json_ws(z, len, a->i + 1);
  if( a->i < len && z[a->i]==']' ){
    a->i++;
    a->done = 1;
  }
  return 1;
}

int rk_json_array_next(RkJsonArray *a){
  const char *z = a->z;
  if( !a->done && a->nElem > 0 ){
    a->i = rk_json_ws(z, a->len, a->i);
    if( a->i < a->len && z[a->i]==']' ){
      a->i++;
      a->done = 1;
    }else if( a->i < a->len && z[a->i]==',' ){
      a->i = rk_json_ws(z, a->len, a->i + 1);
    }else{
      return -1;
    }
  }
  if( a->done ){
    a->i = rk_json_ws(z, a->len, a->i);
    return a->i < a->len ? -1 : 0;
  }
  a->nElem++;
  return 1;
}

static int hexval(unsigned c){
  if( c >= '0' && c <= '9' ) return (int)(c - '0');
  if( c >= 'a' && c <= 'f' ) return (int)(c - 'a' + 10);
  if( c >= 'A' && c <= 'F' ) return (int)(c - 'A' + 10);
  return -1;
}

/* Writes the UTF-8 of code point c at out; returns its length. */
static size_t put_utf8(unsigned char *out, uint32_t c){
  if( c < 0x80 ){ out[0] = (unsigned char)c; return 1; }
  if( c < 0x800 ){
    out[0] = (unsigned char)(0xc0 | (c >> 6));
    out[1] = (unsigned char)(0x80 | (c & 0x3f));
    return 2;
  }
  if( c < 0x10000 ){
    out[0] = (unsigned char)(0xe0 | (c >> 12));
    out[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
    out[2] = (unsigned char)(0x80 | (c & 0x3f));
    return 3;
  }
  out[0] = (unsigned char)(0xf0 | (c >> 18));
  out[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3f));
  out[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
  out[3] = (unsigned char)(0x80 | (c & 0x3f));
  return 4;
}

/* Four hex digits at z (room checked by the caller); -1 if not. */
static long hex4(const char *z){
  long v = 0;
  int i;
  for(i = 0; i < 4; i++){
    int h = hexval((unsigned char)z[i]);
    if( h < 0 ) return -1;
    v = v*16 + h;
  }
  return v;
}

size_t rk_json_string(const char *z, size_t len, size_t *pI,
                      unsigned char *out){
  size_t i = *pI + 1, k = 0;
  while( i < len ){
    unsigned c = (unsigned char)z[i];
    if( c=='"' ){ *pI = i + 1; return k; }
    if( c < 0x20 ) break;
    if( c!='\\' ){ out[k++] = (unsigned char)c; i++; continue; }
    if( i + 1 >= len ) break;
    switch( z[i + 1] ){
      case '"':  out[k++] = '"';  i += 2; continue;
      case '\\': out[k++] = '\\'; i += 2; continue;
      case '/':  out[k++] = '/';  i += 2; continue;
      case 'b':  out[k++] = '\b'; i += 2; continue;
      case 'f':  out[k++] = '\f'; i += 2; continue;
      case 'n':  out[k++] = '\n'; i += 2; continue;
      case 'r':  out[k++] = '\r'; i += 2; continue;
      case 't':  out[k++] = '\t'; i += 2; continue;
      case 'u': {
        long u, lo;
        if( i + 6 > len || (u = hex4(z + i + 2)) < 0 ) goto bad;
        i += 6;
        if( u >= 0xdc00 && u <= 0xdfff ) goto bad;   /* a lone low half */
        if( u >= 0xd800 && u <= 0xdbff ){
          if( i + 6 > len || z[i]!='\\' || z[i+1]!='u'
           || (lo = hex4(z + i + 2)) < 0xdc00 || lo > 0xdfff ) goto bad;
          u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
          i += 6;
        }
        k += put_utf8(out + k, (uint32_t)u);
        continue;
      }
      default:
        goto bad;
    }
  }
bad:
  *pI = i;
  return (size_t)-1;
}

int rk_json_uint(const char *z, size_t len, size_t *pI, uint64_t max,
                 uint64_t *pV){
  size_t i = *pI;
  uint64_t v = 0;
  if( i >= len || z[i] < '0' || z[i] > '9' ) return 0;
  while( i < len && z[i] >= '0' && z[i] <= '9' ){
    unsigned d = (unsigned)(z[i++] - '0');
    if( d > max || v > (max - d) / 10 ) return 0;
    v = v * 10 + d;
  }
  *pV = v;
  *pI = i;
  return 1;
}
