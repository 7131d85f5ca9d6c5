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
#include "describe.h"


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


/* The pure core's rk_describe_* (ext/keys/describe.c) write every "got
** ..." of the binding too, so that the batch API and SQL describe a value
** alike. */
char *rk_describe(sqlite3_value *v){
  char buf[RK_DESCRIBE_BUF];
  size_t n;
  const unsigned char *z;
  switch( sqlite3_value_type(v) ){
    case SQLITE_NULL:
      return sqlite3_mprintf("NULL");
    case SQLITE_INTEGER:
      rk_describe_int(buf, sqlite3_value_int64(v));
      break;
    case SQLITE_FLOAT:
      /* No NaN: SQLite stores a NaN as NULL (type_matrix.test). */
      rk_describe_real(buf, sqlite3_value_double(v));
      break;
    case SQLITE_TEXT:
      if( (z = rk_value_bytes(v, SQLITE_TEXT, &n))==0 ) return 0;
      rk_describe_text(buf, z, n);
      break;
    default:
      if( (z = rk_value_bytes(v, SQLITE_BLOB, &n))==0 ) return 0;
      rk_describe_blob(buf, z, n);
      break;
  }
  return sqlite3_mprintf("%s", buf);
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
  return sqlite3_create_function(db, zName, nArg,
                                 RK_FUNC_FLAGS | SQLITE_RESULT_SUBTYPE, 0, 0,
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

/* How SQLite's numeric affinity reads the n bytes at z: as the integer
** they spell when it fits in 64 bits, as a real when they are any other
** number, else as text. A number is what SQLite's own parser (sqlite3AtoF)
** takes whole: spaces (" \t\n\v\f\r") around, an optional sign, digits
** with an optional point (at least one digit before or after it), an
** optional exponent with at least one digit; no hexadecimal. The value of
** a real is left to SQLite (sqlite3_value_double), which rounds it as the
** comparison will. */
static int rk_isspace(unsigned char c){
  return c==' ' || (c>='\t' && c<='\r');
}
static int rk_isdigit(unsigned char c){ return c>='0' && c<='9'; }

static int text_number(const unsigned char *z, int n, int64_t *pInt){
  int i = 0, nDigit = 0, isInt = 1, neg = 0;
  uint64_t m = 0;   /* the magnitude, saturated above 2^63 */
  while( i < n && rk_isspace(z[i]) ) i++;
  if( i < n && (z[i]=='-' || z[i]=='+') ){
    neg = z[i]=='-';
    i++;
  }
  for(; i < n && rk_isdigit(z[i]); i++, nDigit++){
    m = m > (uint64_t)INT64_MAX/10 ? UINT64_MAX : m*10 + (uint64_t)(z[i]-'0');
  }
  if( i < n && z[i]=='.' ){
    isInt = 0;
    for(i++; i < n && rk_isdigit(z[i]); i++) nDigit++;
  }
  if( nDigit==0 ) return SQLITE_TEXT;
  if( i < n && (z[i]=='e' || z[i]=='E') ){
    i++;
    if( i < n && (z[i]=='-' || z[i]=='+') ) i++;
    if( i==n || !rk_isdigit(z[i]) ) return SQLITE_TEXT;
    while( i < n && rk_isdigit(z[i]) ) i++;
    isInt = 0;
  }
  while( i < n && rk_isspace(z[i]) ) i++;
  if( i < n ) return SQLITE_TEXT;
  if( !isInt || m > (uint64_t)INT64_MAX + neg ) return SQLITE_FLOAT;
  *pInt = neg ? (m > (uint64_t)INT64_MAX ? INT64_MIN : -(int64_t)m)
              : (int64_t)m;
  return SQLITE_INTEGER;
}

static int int_bound_of_int(int64_t x, int isLower, int isStrict,
                            int64_t *pOut){
  if( isStrict ){
    if( x==(isLower ? INT64_MAX : INT64_MIN) ) return RK_BOUND_EMPTY;
    x += isLower ? 1 : -1;
  }
  *pOut = x;
  return RK_BOUND_SET;
}

/* r is rounded to an integer first, which a double holds exactly, and
** only then moved by one, as an int64: above 2^53 a double holds only every
** other integer, and floor(r) + 1 would round back. Lower bounds below 0
** are 0 (the rows' numbers are not negative). */
static int int_bound_of_real(double r, int isLower, int isStrict,
                             int64_t *pOut){
  double c;
  if( isLower ){
    c = isStrict ? floor(r) : ceil(r);
    if( c >= 9223372036854775808.0 ) return RK_BOUND_EMPTY;
    *pOut = c < 0 ? 0 : (int64_t)c + isStrict;
  }else{
    c = isStrict ? ceil(r) : floor(r);
    if( c < isStrict ) return RK_BOUND_EMPTY;
    if( c >= 9223372036854775808.0 ) return RK_BOUND_NONE;
    *pOut = (int64_t)c - isStrict;
  }
  return RK_BOUND_SET;
}

/* What a bound "region OP v" leaves of the integers, compared as SQLite
** compares with the column's integer affinity: numbers by value, text
** that looks like a number as that number, other text and blobs above
** every number. Every bound is used (not only integer ones), so that
** "region >= 1e300" or "region > 'x'" over 10^18 regions stops at once
** instead of scanning them all. The value is only read: converting it (as
** sqlite3_value_numeric_type does) would change what SQLite compares
** afterwards, and on a copy (sqlite3_value_dup) that call crashes SQLite
** 3.52 and 3.53, which lock the copy's database, and it has none. */
int rk_int_bound(sqlite3_value *v, int isLower, int isStrict,
                 int64_t *pOut){
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
      return int_bound_of_int(sqlite3_value_int64(v), isLower, isStrict, pOut);
    case SQLITE_FLOAT:
      return int_bound_of_real(sqlite3_value_double(v), isLower, isStrict,
                               pOut);
    case SQLITE_NULL:
      return RK_BOUND_EMPTY;
    case SQLITE_TEXT: {
      size_t nz;
      const unsigned char *z = rk_value_bytes(v, SQLITE_TEXT, &nz);
      int n = (int)nz, rc;
      const unsigned char *zNul;
      int64_t x;
      if( z==0 ) return RK_BOUND_NOMEM;
      /* SQLite 3.40 reads all n bytes, so that a NUL makes it text; 3.53
      ** stops at the NUL and reads the number before it as a real (an
      ** integer only where the real is exact). The bound lets through what
      ** either lets through. */
      zNul = memchr(z, 0, (size_t)n);
      if( zNul ) n = (int)(zNul - z);
      rc = text_number(z, n, &x);
      if( rc==SQLITE_TEXT ) break;
      if( zNul ){
        if( !isLower ) return RK_BOUND_NONE;
        rc = SQLITE_FLOAT;
      }
      if( rc==SQLITE_INTEGER ) return int_bound_of_int(x, isLower, isStrict, pOut);
      return int_bound_of_real(sqlite3_value_double(v), isLower, isStrict,
                               pOut);
    }
  }
  /* Text that is no number, and blobs: above every number. */
  return isLower ? RK_BOUND_EMPTY : RK_BOUND_NONE;
}
