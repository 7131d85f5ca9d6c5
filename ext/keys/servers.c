/*
** servers.c - a JSON array of cache servers (servers.h; no SQLite
** dependency).
*/
#include <stdio.h>
#include <string.h>
#include "servers.h"
#include "json.h"
#include "utf16.h"

/* The most JSON bytes an entry of RK_SERVER_LEN_MAX decoded bytes takes
** (every byte a \u00XX escape), with its quotes. */
#define RAW_MAX (6 * RK_SERVER_LEN_MAX + 2)

/* "server I" and the entry as given: 'text' cut to 40 bytes. */
static void err_server(char *zErr, size_t nErr, uint32_t i,
                       const unsigned char *d, size_t m, const char *zWhat){
  size_t c = rk_utf8_cut(d, m, 40);
  if( rk_utf8_valid(d, c) && memchr(d, '\'', c)==0 ){
    snprintf(zErr, nErr, "server %u ('%.*s%s') %s", (unsigned)(i + 1), (int)c,
             (const char*)d, c < m ? "..." : "", zWhat);
  }else{
    snprintf(zErr, nErr, "server %u %s", (unsigned)(i + 1), zWhat);
  }
}

/* A run of digits d[0..m) without a leading zero as a number of at most
** max: 1 and *pV, else 0. */
static int read_num(const unsigned char *d, size_t m, uint32_t max,
                    uint32_t *pV){
  uint64_t v = 0;
  size_t i;
  if( m==0 || m > 10 || d[0]=='0' ) return 0;
  for(i = 0; i < m; i++){
    if( d[i] < '0' || d[i] > '9' ) return 0;
    v = v * 10 + (d[i] - '0');
  }
  if( v > max ) return 0;
  *pV = (uint32_t)v;
  return 1;
}

/* The last c in d[0..m), or -1. */
static long last_of(const unsigned char *d, size_t m, unsigned char c){
  while( m > 0 ){
    if( d[--m]==c ) return (long)m;
  }
  return -1;
}

/* Reads the entry d[0..m) at text offset o into *p: 1, or 0 with zErr. */
static int parse_entry(const unsigned char *d, size_t m, uint32_t o,
                       uint32_t i, RkServer *p, char *zErr, size_t nErr){
  long sp = last_of(d, m, ' '), c1, c2;
  size_t r = m, k;
  memset(p, 0, sizeof(*p));
  if( sp >= 0 ){
    if( (size_t)sp + 1==m ){
      err_server(zErr, nErr, i, d, m, "ends in a space: a name follows"
                 " host:port:weight and one space");
      return 0;
    }
    p->oName = o + (uint32_t)sp + 1;
    p->nName = (uint32_t)(m - (size_t)sp - 1);
    r = (size_t)sp;
  }
  c1 = last_of(d, r, ':');
  if( c1 < 0 ){
    err_server(zErr, nErr, i, d, m, "is not \"host:port\", \"host:port:weight\""
               " or \"host:port:weight name\"");
    return 0;
  }
  c2 = last_of(d, (size_t)c1, ':');
  p->weight = 1;
  if( c2 >= 0 && read_num(d + c2 + 1, (size_t)(c1 - c2 - 1), 65535, &p->port) ){
    if( !read_num(d + c1 + 1, r - (size_t)c1 - 1, RK_SERVER_WEIGHT_MAX,
                  &p->weight) ){
      err_server(zErr, nErr, i, d, m, "has a weight that is not an integer"
                 " from 1 to 1000000");
      return 0;
    }
    p->hasWeight = 1;
    c1 = c2;
  }else if( !read_num(d + c1 + 1, r - (size_t)c1 - 1, 65535, &p->port) ){
    err_server(zErr, nErr, i, d, m, "has a port that is not an integer from 1"
               " to 65535");
    return 0;
  }
  if( p->nName && !p->hasWeight ){
    err_server(zErr, nErr, i, d, m, "has a name but no weight: write"
               " \"host:port:weight name\"");
    return 0;
  }
  if( c1==0 ){
    err_server(zErr, nErr, i, d, m, "has no host");
    return 0;
  }
  for(k = 0; k < (size_t)c1; k++){
    if( d[k] <= ' ' ){
      err_server(zErr, nErr, i, d, m, "has a blank or a control character in"
                 " its host");
      return 0;
    }
  }
  p->oHost = o;
  p->nHost = (uint32_t)c1;
  return 1;
}

/* The JSON length of the string whose quote is at z[i] (its quotes
** included), or 0 when it does not end within max bytes. */
static size_t raw_len(const char *z, size_t len, size_t i, size_t max){
  size_t s = i++;
  while( i < len && i - s < max ){
    if( z[i]=='"' ) return i + 1 - s;
    i += z[i]=='\\' ? 2 : 1;
  }
  return 0;
}

int rk_servers_parse(const char *z, size_t len, RkServers **pp,
                     void *(*xMalloc)(uint64_t), char *zErr, size_t nErr){
  RkJsonArray a;
  unsigned char buf[RAW_MAX];
  uint64_t nText = 0, nByte, total = 0;
  uint32_t n = 0, i;
  RkServers *s;
  char *zText;
  int rc;
  *pp = 0;
  zErr[0] = 0;
  /* First the count and the room, every entry checked. */
  if( !rk_json_array_begin(&a, z, len) ){
    snprintf(zErr, nErr, "not a JSON array (bad JSON at byte %zu)", a.i);
    return RK_SERVERS_BAD;
  }
  while( (rc = rk_json_array_next(&a))==1 ){
    size_t nRaw, at = a.i, m;
    RkServer tmp;
    if( n==RK_SERVERS_MAX ){
      snprintf(zErr, nErr, "more than %d servers", RK_SERVERS_MAX);
      return RK_SERVERS_BAD;
    }
    if( z[a.i]!='"' ){
      snprintf(zErr, nErr, "server %u is not a JSON string", (unsigned)(n + 1));
      return RK_SERVERS_BAD;
    }
    nRaw = raw_len(z, len, a.i, RAW_MAX);
    m = nRaw ? rk_json_string(z, len, &a.i, buf) : (size_t)-1;
    if( nRaw==0 || m > RK_SERVER_LEN_MAX ){
      if( m==(size_t)-1 && nRaw ){
        snprintf(zErr, nErr, "server %u is not a JSON string (bad JSON at byte"
                 " %zu)", (unsigned)(n + 1), a.i);
      }else{
        snprintf(zErr, nErr, "server %u is longer than %d bytes",
                 (unsigned)(n + 1), RK_SERVER_LEN_MAX);
      }
      return RK_SERVERS_BAD;
    }
    (void)at;
    if( !parse_entry(buf, m, 0, n, &tmp, zErr, nErr) ) return RK_SERVERS_BAD;
    total += tmp.weight;
    nText += m;
    n++;
  }
  if( rc!=0 ){
    snprintf(zErr, nErr, "not a JSON array of strings (bad JSON at byte %zu)",
             a.i);
    return RK_SERVERS_BAD;
  }
  if( n==0 ){
    snprintf(zErr, nErr, "an empty list: a pool has at least one server");
    return RK_SERVERS_BAD;
  }
  /* Then the block: read again, each entry decoded into its text. */
  nByte = (uint64_t)offsetof(RkServers, a) + (uint64_t)n * sizeof(RkServer)
          + nText;
  s = (RkServers*)xMalloc(nByte);
  if( s==0 ) return RK_SERVERS_NOMEM;
  s->nByte = nByte;
  s->totalWeight = total;
  s->n = n;
  zText = (char*)&s->a[n];
  nText = 0;
  rk_json_array_begin(&a, z, len);
  for(i = 0; i < n; i++){
    size_t m;
    rk_json_array_next(&a);
    m = rk_json_string(z, len, &a.i, buf);
    memcpy(zText + nText, buf, m);
    parse_entry(buf, m, (uint32_t)nText, i, &s->a[i], zErr, nErr);
    nText += m;
  }
  *pp = s;
  return RK_SERVERS_OK;
}

size_t rk_server_ring_name(const RkServers *s, uint32_t i, int useName,
                           char *zOut){
  const RkServer *p = &s->a[i];
  const char *zText = rk_servers_text(s);
  if( useName && p->nName ){
    memcpy(zOut, zText + p->oName, p->nName);
    return p->nName;
  }
  memcpy(zOut, zText + p->oHost, p->nHost);
  if( p->port==11211 ) return p->nHost;
  return p->nHost + (size_t)sprintf(zOut + p->nHost, ":%u", (unsigned)p->port);
}
