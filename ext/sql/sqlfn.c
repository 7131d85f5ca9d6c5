/*
** sqlfn.c - helpers shared by the SQL binding of rowkey: error messages
** that name the function, the argument and what was received, and the one
** way integer arguments are read.
*/
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include "sqlfn.h"
#include "keys.h"
#include "utf16.h"

/* How much of a text or blob argument an error message shows. */
#define RK_SHOW_TEXT 40
#define RK_SHOW_BLOB 16

void rk_error(sqlite3_context *ctx, const char *zFmt, ...){
  va_list ap;
  char *z;
  va_start(ap, zFmt);
  z = sqlite3_vmprintf(zFmt, ap);
  va_end(ap);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_error(ctx, z, -1);
  sqlite3_free(z);
}


/* x'..' of the first RK_SHOW_BLOB of the n bytes at b, in CAST(.. AS TEXT)
** for text. */
static char *describe_bytes(const unsigned char *b, size_t n, int isText){
  char hex[2*RK_SHOW_BLOB + 1];
  size_t i, k = n > RK_SHOW_BLOB ? RK_SHOW_BLOB : n;
  for(i = 0; i < k; i++){
    hex[2*i] = "0123456789abcdef"[b[i] >> 4];
    hex[2*i + 1] = "0123456789abcdef"[b[i] & 15];
  }
  hex[2*k] = 0;
  return sqlite3_mprintf("%sx'%s'%s%s", isText ? "CAST(" : "", hex,
                         k < n ? "..." : "", isText ? " AS TEXT)" : "");
}

char *rk_describe(sqlite3_value *v){
  switch( sqlite3_value_type(v) ){
    case SQLITE_NULL:
      return sqlite3_mprintf("NULL");
    case SQLITE_INTEGER:
      return sqlite3_mprintf("%lld", (long long)sqlite3_value_int64(v));
    case SQLITE_FLOAT: {
      double r = sqlite3_value_double(v);
      /* No NaN: SQLite stores a NaN as NULL (type_matrix.test). */
      if( isinf(r) ) return sqlite3_mprintf(r < 0 ? "-Inf" : "Inf");
      return sqlite3_mprintf("%!.15g", r);
    }
    case SQLITE_TEXT: {
      size_t n;
      const unsigned char *z = rk_value_bytes(v, SQLITE_TEXT, &n);
      int k;
      if( z==0 ) return 0;
      k = (int)rk_utf8_cut(z, n, RK_SHOW_TEXT);
      /* Text that is not UTF-8 is shown as its bytes: an error message
      ** must itself be UTF-8 (Python, for one, cannot decode it else).
      ** So is text with a NUL byte, which would end the message there. */
      if( !rk_utf8_valid(z, (size_t)k) || memchr(z, 0, (size_t)k) ){
        return describe_bytes(z, n, 1);
      }
      return sqlite3_mprintf("'%.*q'%s", k, (const char*)z,
                             (size_t)k < n ? "..." : "");
    }
    default: {
      size_t n;
      const unsigned char *z = rk_value_bytes(v, SQLITE_BLOB, &n);
      return z ? describe_bytes(z, n, 0) : 0;
    }
  }
}

char *rk_arg_message(const char *zFunc, const char *zArg, const char *zWant,
                     sqlite3_value *v){
  char *zGot = rk_describe(v), *z;
  if( zGot==0 ) return 0;
  z = sqlite3_mprintf("%s: %s must be %s, got %s", zFunc, zArg, zWant, zGot);
  sqlite3_free(zGot);
  return z;
}

void *rk_realloc(void *p, uint64_t n){
  return sqlite3_realloc64(p, n);
}

int rk_result_str(sqlite3_context *ctx, sqlite3_str *s){
  int rc = sqlite3_str_errcode(s);
  if( rc ){
    sqlite3_free(sqlite3_str_finish(s));
    if( rc==SQLITE_TOOBIG ) sqlite3_result_error_toobig(ctx);
    else sqlite3_result_error_nomem(ctx);
    return 0;
  }
  sqlite3_result_text(ctx, sqlite3_str_finish(s), -1, sqlite3_free);
  return 1;
}

void rk_arg_error(sqlite3_context *ctx, const char *zFunc, const char *zArg,
                  const char *zWant, sqlite3_value *v){
  char *z = rk_arg_message(zFunc, zArg, zWant, v);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_error(ctx, z, -1);
  sqlite3_free(z);
}

int rk_create_functions(sqlite3 *db, const RkFuncDef *a, int n, int remove){
  int i, rc = SQLITE_OK;
  for(i = 0; rc==SQLITE_OK && i < n; i++){
    /* All callbacks NULL removes the function. */
    rc = sqlite3_create_function(db, a[i].zName, a[i].nArg, RK_FUNC_FLAGS, 0,
                                 remove ? 0 : a[i].xFunc, 0, 0);
  }
  return rc;
}

int rk_create_aggregate(sqlite3 *db, const char *zName, int nArg,
                        void (*xStep)(sqlite3_context*, int, sqlite3_value**),
                        void (*xFinal)(sqlite3_context*), int remove){
  return sqlite3_create_function(db, zName, nArg, RK_FUNC_FLAGS, 0, 0,
                                 remove ? 0 : xStep, remove ? 0 : xFinal);
}

int rk_create_module(sqlite3 *db, const char *zName,
                     const sqlite3_module *pModule, int remove){
  return sqlite3_create_module(db, zName, remove ? 0 : pModule, 0);
}

int rk_value_int64_other(sqlite3_value *v, int64_t *pOut){
  /* rk_value_int64 has taken INTEGER already. */
  switch( sqlite3_value_type(v) ){
    case SQLITE_FLOAT: {
      double r = sqlite3_value_double(v);
      /* The range check comes first: the cast is undefined outside it. */
      if( !(r >= -9223372036854775808.0 && r < 9223372036854775808.0) ) return 0;
      if( r != floor(r) ) return 0;
      *pOut = (int64_t)r;
      return 1;
    }
    case SQLITE_TEXT: {
      size_t n;
      const char *z = (const char*)rk_value_bytes(v, SQLITE_TEXT, &n);
      return z!=0 && rk_parse_int64(z, n, pOut);
    }
    default:
      return 0;
  }
}

int rk_vtab_connect(sqlite3 *db, const char *zSchema, sqlite3_vtab **ppVtab){
  sqlite3_vtab *p;
  int rc = sqlite3_declare_vtab(db, zSchema);
  if( rc!=SQLITE_OK ) return rc;
#ifdef SQLITE_VTAB_INNOCUOUS
  sqlite3_vtab_config(db, SQLITE_VTAB_INNOCUOUS);
#endif
  p = sqlite3_malloc(sizeof(*p));
  if( p==0 ) return SQLITE_NOMEM;
  memset(p, 0, sizeof(*p));
  *ppVtab = p;
  return SQLITE_OK;
}

int rk_vtab_disconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

int rk_vtab_open(size_t nCursor, sqlite3_vtab_cursor **ppCursor){
  sqlite3_vtab_cursor *p = sqlite3_malloc64(nCursor);
  if( p==0 ) return SQLITE_NOMEM;
  memset(p, 0, nCursor);
  *ppCursor = p;
  return SQLITE_OK;
}

int rk_vtab_close(sqlite3_vtab_cursor *cur){
  sqlite3_free(cur);
  return SQLITE_OK;
}

/* What a bound "region OP v" leaves of the integers, compared as SQLite
** compares with the column's integer affinity: numbers by value, text
** that looks like a number as that number, other text and blobs above
** every number. Every bound is used (not only integer ones), so that
** "region >= 1e300" or "region > 'x'" over 10^18 regions stops at once
** instead of scanning them all. */
static int int_bound_of(sqlite3_value *v, int isLower, int isStrict,
                     int64_t *pOut){
  switch( sqlite3_value_numeric_type(v) ){
    case SQLITE_INTEGER: {
      int64_t x = sqlite3_value_int64(v);
      if( isStrict ){
        if( x==(isLower ? INT64_MAX : INT64_MIN) ) return RK_BOUND_EMPTY;
        x += isLower ? 1 : -1;
      }
      *pOut = x;
      return RK_BOUND_SET;
    }
    case SQLITE_FLOAT: {
      double r = sqlite3_value_double(v), c;
      if( isLower ){
        c = isStrict ? floor(r) + 1 : ceil(r);
        if( c >= 9223372036854775808.0 ) return RK_BOUND_EMPTY;
        if( c < 0 ) c = 0;
      }else{
        c = isStrict ? ceil(r) - 1 : floor(r);
        if( c < 0 ) return RK_BOUND_EMPTY;
        if( c >= 9223372036854775808.0 ) return RK_BOUND_NONE;
      }
      *pOut = (int64_t)c;
      return RK_BOUND_SET;
    }
    case SQLITE_NULL:
      return RK_BOUND_EMPTY;
    default:
      return isLower ? RK_BOUND_EMPTY : RK_BOUND_NONE;
  }
}

/* int_bound_of on a copy: numeric affinity converts a value in place, and
** SQLite checks the constraint again with the original. */
int rk_int_bound(sqlite3_value *v, int isLower, int isStrict,
                   int64_t *pOut){
  sqlite3_value *pCopy = sqlite3_value_dup(v);
  int rc;
  if( pCopy==0 ) return RK_BOUND_NOMEM;
  rc = int_bound_of(pCopy, isLower, isStrict, pOut);
  sqlite3_value_free(pCopy);
  return rc;
}
