/*
** topkeys_sql.c - top_keys(key, k [, weight]): the k heaviest keys of a
** column, as JSON, in bounded memory (topkeys.c: Space-Saving over
** max(3k, 4096) counters).
**
**   -- Of the 3 keys with the most rows, those certainly among the 3
**   -- heaviest, each with its count, the most that count can exceed the
**   -- true one, the bounds on the true count, and its share of all rows;
**   -- the others of the 3 as candidates:
**   SELECT top_keys(customer_id, 3) FROM orders;
**   -- {"k":3,"rows":1000,"nulls":0,"weight":1000,"counted":"rows",
**   --  "exact":false,"counters":4096,"keys":[{"key":42,"type":"integer",
**   --  "count":103,"error":0,"lower":103,"upper":103,"guaranteed":true,
**   --  "share":0.103}],"candidates":[...]}
**
**   -- Weighted: bytes per key from a pre-aggregated table.
**   SELECT top_keys(key, 10, bytes) FROM key_sizes;
**
**   -- As rows:
**   SELECT value ->> 'key', value ->> 'count'
**     FROM json_each(top_keys(k, 10) -> '$.keys') ...;
**
** Every key whose true count is above rows / k is in keys or candidates;
** for each key lower = count - error <= true count <= upper = count. A
** key is in "keys" (guaranteed) when its lower bound is above the upper
** bound of every key beyond the first k, so no such key can outweigh it.
** "exact" is true when no key ever lost its counter (at most "counters"
** distinct keys): then every count is exact. Keys compare as SQLite compares them with
** = (numbers by value, so 1 and 1.0 are one key; TEXT by its bytes, the
** BINARY collation; BLOBs by their bytes); NULL keys are counted in
** "nulls", never as a key.
*/
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sqlfn.h"
#include "topkeys.h"
#include "decimal.h"
#include "utf16.h"

typedef struct TopAgg TopAgg;
struct TopAgg {
  int init;          /* the summary is set up */
  int nullK;         /* k was NULL: the result is NULL */
  int64_t k;
  uint64_t nulls;    /* rows whose key (or weight) was NULL */
  RkTop top;
};

RK_NOINLINE
static void top_add_error(sqlite3_context *ctx, int rc){
  if( rc==RK_TOP_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else{
    rk_error(ctx, "top_keys: the total weight passes"
             " 18446744073709551615 (the largest REAL for real weights)");
  }
}

/* The first row: reads k and sets up k counters. */
RK_NOINLINE
static int top_first(sqlite3_context *ctx, TopAgg *a, sqlite3_value *vK){
  int64_t k;
  char zWant[64];
  a->init = 1;
  if( sqlite3_value_type(vK)==SQLITE_NULL ){
    a->nullK = 1;
    return 1;
  }
  if( !rk_value_int64(vK, &k) || k < 1 || k > RK_TOP_MAX_K ){
    sqlite3_snprintf(sizeof(zWant), zWant, "an integer between 1 and %d",
                     RK_TOP_MAX_K);
    rk_arg_error(ctx, "top_keys", "k", zWant, vK);
    return 0;
  }
  a->k = k;
  if( rk_top_init(&a->top, (uint32_t)k, rk_realloc, sqlite3_free) ){
    rk_top_free(&a->top);
    a->init = 0;
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  return 1;
}

RK_NOINLINE
static int top_k_changed(sqlite3_context *ctx, TopAgg *a, sqlite3_value *v){
  char *zGot;
  if( sqlite3_value_type(v)==SQLITE_NULL ){
    a->nullK = 1;
    rk_top_free(&a->top);
    return 1;
  }
  zGot = rk_describe(v);
  if( zGot==0 ){ sqlite3_result_error_nomem(ctx); return 0; }
  rk_error(ctx, "top_keys: k must be the same in every row, got %lld then %s",
           (long long)a->k, zGot);
  sqlite3_free(zGot);
  return 0;
}

static void topStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  TopAgg *a = sqlite3_aggregate_context(ctx, sizeof(TopAgg));
  RkTopKey key;
  int rc;
  if( a==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( !a->init ){
    if( !top_first(ctx, a, argv[1]) ) return;
  }else if( !a->nullK ){
    int64_t k;
    if( !(sqlite3_value_type(argv[1])==SQLITE_INTEGER
          ? sqlite3_value_int64(argv[1])==a->k
          : rk_value_int64(argv[1], &k) && k==a->k)
     && !top_k_changed(ctx, a, argv[1]) ){
      return;
    }
  }
  if( a->nullK ) return;
  memset(&key, 0, sizeof(key));
  switch( sqlite3_value_type(argv[0]) ){
    case SQLITE_NULL:
      a->nulls++;
      return;
    case SQLITE_INTEGER:
      key.type = RK_TOP_INT;
      key.i = sqlite3_value_int64(argv[0]);
      break;
    case SQLITE_FLOAT:
      key.type = RK_TOP_REAL;
      key.r = sqlite3_value_double(argv[0]);
      break;
    default: {
      int t = sqlite3_value_type(argv[0]);
      key.type = t==SQLITE_TEXT ? RK_TOP_TEXT : RK_TOP_BLOB;
      key.z = rk_value_bytes(argv[0], t, &key.n);
      if( key.z==0 ){ sqlite3_result_error_nomem(ctx); return; }
      break;
    }
  }
  if( argc > 2 ){
    sqlite3_value *v = argv[2];
    int64_t w;
    switch( sqlite3_value_type(v) ){
      case SQLITE_NULL:
        a->nulls++;
        return;
      case SQLITE_FLOAT: {
        double r = sqlite3_value_double(v);
        if( !(r >= 0) || isinf(r) ) goto bad_weight;
        rc = rk_top_add_real(&a->top, &key, r);
        break;
      }
      default:
        if( !rk_value_int64(v, &w) || w < 0 ) goto bad_weight;
        rc = rk_top_add_int(&a->top, &key, (uint64_t)w);
        break;
    }
  }else{
    rc = rk_top_add(&a->top, &key);
  }
  if( rc ) top_add_error(ctx, rc);
  return;
bad_weight:
  rk_arg_error(ctx, "top_keys", "weight", "a non-negative integer or real",
               argv[2]);
}

/* Adds delta (+1 or -1) to the last digit of the mantissa of z
** ("-d.ddde+x"), with carry; 0 if it would carry out of the first digit. */
static int step_last_digit(char *z, int delta){
  char *d = strchr(z, 'e') - 1;
  for(; d >= z && *d!='-'; d--){
    if( *d=='.' ) continue;
    if( delta > 0 ? *d < '9' : *d > '0' ){
      *d = (char)(*d + delta);
      return 1;
    }
    *d = delta > 0 ? '0' : '9';
  }
  return 0;
}

/* r with 17 significant digits that read back as r, as "d.ddde+x", into
** z (40 bytes). SQLite's printf before 3.43 computes in long double and
** can be one off in the 17th digit for large exponents (about 1 double in
** 400 at random; it also drops trailing zeros): its digits are completed
** to 17 and, when they do not read back, moved by one either way. */
static void digits17(char *z, double r){
  char t[40], keep[40];
  const char *e;
  size_t i, n = 0, k = 0;
  int delta;
  sqlite3_snprintf(sizeof(t), t, "%!.16e", r);
  e = strchr(t, 'e');
  for(i = 0; t + i < e; i++){
    z[k++] = t[i];
    if( t[i] >= '0' && t[i] <= '9' ) n++;
  }
  if( memchr(t, '.', (size_t)(e - t))==0 ) z[k++] = '.';
  for(; n < 17; n++) z[k++] = '0';
  memcpy(z + k, e, strlen(e) + 1);
  if( rk_decimal_is(z, strlen(z), r) ) return;
  memcpy(keep, z, sizeof(keep));
  for(delta = 1; delta >= -1; delta -= 2){
    if( step_last_digit(z, delta) && rk_decimal_is(z, strlen(z), r) ) return;
    memcpy(z, keep, sizeof(keep));
  }
}

/* A REAL as JSON: the shorter of 15 or 17 digits that reads back the
** same, checked without strtod(), which follows the process's locale.
** Infinity, which JSON has no word for, is 9.0e+999 as SQLite's own JSON
** functions write it: a number that reads back as infinity. */
static void json_double(sqlite3_str *s, double r){
  char buf[40];
  if( isinf(r) ){
    sqlite3_str_appendall(s, r < 0 ? "-9.0e+999" : "9.0e+999");
    return;
  }
  sqlite3_snprintf(sizeof(buf), buf, "%!.15g", r);
  if( !rk_decimal_is(buf, strlen(buf), r) ){
    sqlite3_snprintf(sizeof(buf), buf, "%!.17g", r);
    if( !rk_decimal_is(buf, strlen(buf), r) ) digits17(buf, r);
  }
  sqlite3_str_appendall(s, buf);
}

static void json_count(sqlite3_str *s, const RkTop *t, RkTopCount c){
  if( t->real ) json_double(s, c.d);
  else sqlite3_str_appendf(s, "%llu", (unsigned long long)c.u);
}

/* TEXT as a JSON string: quotes, backslashes and control characters
** escaped, other bytes as they are. */
static void json_text(sqlite3_str *s, const unsigned char *z, size_t n){
  size_t i, j = 0;
  sqlite3_str_appendchar(s, 1, '"');
  for(i = 0; i < n; i++){
    unsigned c = z[i];
    if( c >= 0x20 && c!='"' && c!='\\' ) continue;
    if( i > j ) sqlite3_str_append(s, (const char*)z + j, (int)(i - j));
    switch( c ){
      case '"':  sqlite3_str_appendall(s, "\\\""); break;
      case '\\': sqlite3_str_appendall(s, "\\\\"); break;
      case '\n': sqlite3_str_appendall(s, "\\n"); break;
      case '\r': sqlite3_str_appendall(s, "\\r"); break;
      case '\t': sqlite3_str_appendall(s, "\\t"); break;
      default:   sqlite3_str_appendf(s, "\\u%04x", c); break;
    }
    j = i + 1;
  }
  if( n > j ) sqlite3_str_append(s, (const char*)z + j, (int)(n - j));
  sqlite3_str_appendchar(s, 1, '"');
}

/* Bytes as a JSON string of their hex digits. */
static void json_hex(sqlite3_str *s, const unsigned char *z, size_t n){
  size_t i;
  sqlite3_str_appendchar(s, 1, '"');
  for(i = 0; i < n; i++) sqlite3_str_appendf(s, "%02x", z[i]);
  sqlite3_str_appendchar(s, 1, '"');
}

static void json_key(sqlite3_str *s, const RkTopCounter *c){
  switch( c->type ){
    case RK_TOP_INT:
      sqlite3_str_appendf(s, "%lld,\"type\":\"integer\"", (long long)c->i);
      return;
    case RK_TOP_REAL:
      json_double(s, c->r);
      sqlite3_str_appendall(s, ",\"type\":\"real\"");
      return;
    case RK_TOP_TEXT:
      if( rk_utf8_valid(c->z, c->n) ){
        json_text(s, c->z, c->n);
        sqlite3_str_appendall(s, ",\"type\":\"text\"");
        return;
      }
      /* A JSON string is UTF-8: text that is not is written as its bytes
      ** in hex, like a BLOB, and marked so. */
      json_hex(s, c->z, c->n);
      sqlite3_str_appendall(s, ",\"type\":\"text\",\"hex\":true");
      return;
    default:
      /* JSON has no bytes: a BLOB key is written in hex. */
      json_hex(s, c->z, c->n);
      sqlite3_str_appendall(s, ",\"type\":\"blob\"");
      return;
  }
}

/* One key of the summary: its count, error, the bounds they give on its
** true weight, whether its place is certain, and its share. */
static void json_entry(sqlite3_str *s, const RkTop *t, const RkTopCounter *c,
                       int first, int guaranteed){
  double total = t->real ? t->weightReal : (double)t->weight;
  double n = t->real ? c->count.d : (double)c->count.u;
  RkTopCount lower;
  if( t->real ) lower.d = c->count.d - c->error.d;
  else lower.u = c->count.u - c->error.u;
  sqlite3_str_appendall(s, first ? "{\"key\":" : ",{\"key\":");
  json_key(s, c);
  sqlite3_str_appendall(s, ",\"count\":");
  json_count(s, t, c->count);
  sqlite3_str_appendall(s, ",\"error\":");
  json_count(s, t, c->error);
  sqlite3_str_appendall(s, ",\"lower\":");
  json_count(s, t, lower);
  sqlite3_str_appendall(s, ",\"upper\":");
  json_count(s, t, c->count);
  sqlite3_str_appendf(s, ",\"guaranteed\":%s", guaranteed ? "true" : "false");
  /* total > 0: a key has a counter only for a positive weight. */
  sqlite3_str_appendf(s, ",\"share\":%!.15g}", n / total);
}

/* Whether counter j (one of the first k) is certainly among the k
** heaviest: its lower bound beats the bound of every key beyond them. */
static int is_guaranteed(const RkTop *t, const RkTopCounter *c,
                         RkTopCount outside){
  if( t->real ) return c->count.d - c->error.d > outside.d;
  return c->count.u - c->error.u > outside.u;
}

/* The summary; weighted tells the 3-argument form (also over no rows).
** "keys" lists those of the first k keys whose place is guaranteed,
** "candidates" the others of the first k (guaranteed false). */
static void top_final(sqlite3_context *ctx, int weighted){
  TopAgg *a = sqlite3_aggregate_context(ctx, 0);
  sqlite3_str *s;
  uint32_t i;
  if( a && a->nullK ) return;
  s = sqlite3_str_new(sqlite3_context_db_handle(ctx));
  if( a==0 || !a->init ){
    /* No rows at all: no k either. */
    sqlite3_str_appendf(s, "{\"k\":null,\"rows\":0,\"nulls\":0,\"weight\":0,"
                        "\"counted\":\"%s\",\"exact\":true,\"keys\":[],"
                        "\"candidates\":[]}",
                        weighted ? "weights" : "rows");
  }else{
    RkTop *t = &a->top;
    const RkTopCounter *c = rk_top_sorted(t);
    uint32_t nTop = t->nUsed < t->k ? t->nUsed : t->k;
    RkTopCount outside = rk_top_outside_bound(t);
    int pass, first;
    sqlite3_str_appendf(s, "{\"k\":%lld,\"rows\":%llu,\"nulls\":%llu,"
                        "\"weight\":", (long long)a->k,
                        (unsigned long long)t->rows,
                        (unsigned long long)a->nulls);
    if( t->real ) json_double(s, t->weightReal);
    else sqlite3_str_appendf(s, "%llu", (unsigned long long)t->weight);
    sqlite3_str_appendf(s, ",\"counted\":\"%s\",\"exact\":%s,"
                        "\"counters\":%u,\"keys\":[",
                        weighted ? "weights" : "rows",
                        t->evicted ? "false" : "true", (unsigned)t->m);
    for(pass = 1; pass >= 0; pass--){
      first = 1;
      for(i = 0; i < nTop; i++){
        if( is_guaranteed(t, &c[i], outside)!=pass ) continue;
        json_entry(s, t, &c[i], first, pass);
        first = 0;
      }
      if( pass ) sqlite3_str_appendall(s, "],\"candidates\":[");
    }
    sqlite3_str_appendall(s, "]}");
    rk_top_free(t);
  }
  /* JSON, for json_* functions. */
  if( rk_result_str(ctx, s) ) sqlite3_result_subtype(ctx, 'J');
}

static void topFinal(sqlite3_context *ctx){ top_final(ctx, 0); }
static void topFinalWeighted(sqlite3_context *ctx){ top_final(ctx, 1); }

int rk_register_top_keys(sqlite3 *db, int remove){
  int rc = rk_create_aggregate(db, "top_keys", 2, topStep, topFinal, remove);
  if( rc==SQLITE_OK ){
    rc = rk_create_aggregate(db, "top_keys", 3, topStep, topFinalWeighted,
                             remove);
  }
  return rc;
}
