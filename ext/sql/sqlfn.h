/*
** sqlfn.h - what the SQL binding files of rowkey share.
**
** Every file that talks to SQLite includes this header instead of
** sqlite3ext.h directly, so that all of them use the one API pointer that
** sqlite3_rowkey_init receives (rowkey.c defines it).
*/
#ifndef ROWKEY_SQLFN_H
#define ROWKEY_SQLFN_H

#include <stddef.h>
#include <stdint.h>
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3

/* Flags of every scalar and aggregate function: usable in generated
** columns, indexes, CHECK constraints and views, also with
** PRAGMA trusted_schema=OFF. */
#define RK_FUNC_FLAGS (SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS)

/* Registration, one per area (each in its own file). With remove = 0 each
** registers its functions and modules and stops at the first error; with
** remove = 1 it removes every one of them again (a name not registered is
** left alone) and stops at the first error, so that a load that failed
** half way leaves nothing behind in a library SQLite then unloads. */
int rk_register_keys(sqlite3 *db, int remove);
int rk_register_split_points(sqlite3 *db, int remove);
int rk_register_place(sqlite3 *db, int remove);         /* place_sql.c */
int rk_register_schemes(sqlite3 *db, int remove);       /* schemes_sql.c */
int rk_register_plan(sqlite3 *db, int remove);          /* plan_sql.c */
int rk_register_hbase_splits(sqlite3 *db, int remove);  /* hbase_splits.c */
int rk_register_partition_ranges(sqlite3 *db, int remove);  /* ranges_sql.c */
int rk_register_top_keys(sqlite3 *db, int remove);      /* topkeys_sql.c */
int rk_register_split_list(sqlite3 *db, int remove);    /* split_list.c */
int rk_register_vitess(sqlite3 *db, int remove);        /* vitess_sql.c */

/* Reports an error on ctx built with sqlite3_mprintf's format. */
void rk_error(sqlite3_context *ctx, const char *zFmt, ...);

/* Reports "FUNC: ARG must be WANT, got VALUE" where VALUE describes v
** (numbers as SQLite prints them, text quoted and cut to a readable
** length, blobs as x'..' cut likewise, and text that is not UTF-8 as
** CAST(x'..' AS TEXT), so that the message is UTF-8). */
void rk_arg_error(sqlite3_context *ctx, const char *zFunc, const char *zArg,
                  const char *zWant, sqlite3_value *v);

/* The same message, sqlite3_mprintf'd (free it with sqlite3_free); NULL
** when out of memory. For table-valued functions, which report errors
** through their vtab. */
char *rk_arg_message(const char *zFunc, const char *zArg, const char *zWant,
                     sqlite3_value *v);

/* sqlite3_realloc64 as the pure core's allocator hooks take it (its size
** is a uint64_t, which is not sqlite3_uint64's type everywhere). */
void *rk_realloc(void *p, uint64_t n);

/* Makes the text built in s (which it finishes) the result: 1, or 0
** after SQLITE_TOOBIG (longer than SQLITE_LIMIT_LENGTH, which is not out
** of memory) or SQLITE_NOMEM on ctx. */
int rk_result_str(sqlite3_context *ctx, sqlite3_str *s);

/* A scalar function to register with RK_FUNC_FLAGS. */
typedef struct RkFuncDef RkFuncDef;
struct RkFuncDef {
  const char *zName;
  int nArg;
  void (*xFunc)(sqlite3_context*, int, sqlite3_value**);
};

/* Registers a[0..n), or with remove removes them, stopping at the first
** error, which it returns (SQLite refuses a removal while a statement of
** the connection runs). */
int rk_create_functions(sqlite3 *db, const RkFuncDef *a, int n, int remove);

/* SQLITE_RESULT_SUBTYPE (SQLite 3.45): a function that gives its result
** a subtype says so; a library built with SQLITE_STRICT_SUBTYPE=1 raises
** an error otherwise. The value is SQLite's own; older libraries ignore
** flags they do not know, so it is defined where the headers are older. */
#ifndef SQLITE_RESULT_SUBTYPE
# define SQLITE_RESULT_SUBTYPE 0x001000000
#endif

/* An aggregate with RK_FUNC_FLAGS and SQLITE_RESULT_SUBTYPE (both of
** rowkey's, top_keys and partition_skew, return JSON with subtype 'J',
** which json_* functions read as JSON), or its removal. */
int rk_create_aggregate(sqlite3 *db, const char *zName, int nArg,
                        void (*xStep)(sqlite3_context*, int, sqlite3_value**),
                        void (*xFinal)(sqlite3_context*), int remove);

/* sqlite3_create_module, or its removal. */
int rk_create_module(sqlite3 *db, const char *zName,
                     const sqlite3_module *pModule, int remove);

/* The parts every table-valued function of rowkey shares: xConnect
** declares zSchema and marks the table innocuous (usable in views with
** trusted_schema off); xOpen allocates a zeroed cursor of nCursor bytes
** (a struct that starts with sqlite3_vtab_cursor). */
int rk_vtab_connect(sqlite3 *db, const char *zSchema, sqlite3_vtab **ppVtab);
int rk_vtab_disconnect(sqlite3_vtab *pVtab);
int rk_vtab_open(size_t nCursor, sqlite3_vtab_cursor **ppCursor);
int rk_vtab_close(sqlite3_vtab_cursor *cur);

/* What a constraint "col OP v" on an INTEGER column leaves of the
** integers, for table-valued functions that jump to the rows asked for:
** isLower for > and >=, isStrict for > and <. SQLite checks the constraint
** again afterwards, so this only has to be safe, never exact for text. */
#define RK_BOUND_NONE  0   /* does not narrow (upper bounds only) */
#define RK_BOUND_EMPTY 1   /* no integer passes */
#define RK_BOUND_SET   2   /* *pOut is the inclusive integer bound */
#define RK_BOUND_NOMEM 3   /* out of memory: xFilter must fail, since a
                           ** bound taken for "none" may scan 10^18 rows */
int rk_int_bound(sqlite3_value *v, int isLower, int isStrict, int64_t *pOut);

/* Checks the n, width and buckets of a pre-split table as split_points
** defines them (vBuckets is 0 when absent: buckets = 10^width). Returns
** SQLITE_OK and stores them; SQLITE_ERROR with *pzErr set to an
** sqlite3_mprintf'd message naming zFunc; or SQLITE_NOMEM. Shared by
** split_points and split_region so that both accept exactly the same. */
int rk_split_args(const char *zFunc, sqlite3_value *vN, sqlite3_value *vWidth,
                  sqlite3_value *vBuckets, uint64_t *pN, int *pWidth,
                  uint64_t *pBuckets, char **pzErr);

/* The bytes of v, whose sqlite3_value_type() is t (a BLOB, or any other
** type but NULL as its text), and their count in *pn; the pointer is never NULL
** for a value SQLite could read (an empty BLOB has none in SQLite), and
** NULL means out of memory. The one way rowkey reads text and blobs.
** Inline, like rk_value_int64: keys are read with it on every row, and
** with a constant t only one branch is left. */
static inline const unsigned char *rk_value_bytes(sqlite3_value *v, int t,
                                                  size_t *pn){
  const unsigned char *z;
  if( t==SQLITE_BLOB ){
    /* The length first: sqlite3_value_blob() expands a zeroblob(), and
    ** when that fails the value becomes NULL, of length 0. Only the
    ** length read before tells that from an empty BLOB. */
    *pn = (size_t)sqlite3_value_bytes(v);
    z = (const unsigned char*)sqlite3_value_blob(v);
    if( z==0 && *pn==0 ) z = (const unsigned char*)"";
    return z;
  }
  /* Text the pointer first, as SQLite's documentation asks: the length
  ** is then that of the text made (a number's digits, UTF-8 from a
  ** UTF-16 database); text always has a pointer, "" when empty. */
  z = sqlite3_value_text(v);
  *pn = z ? (size_t)sqlite3_value_bytes(v) : 0;
  return z;
}

/* An sqlite3_mprintf'd description of v as used after "got" (free it with
** sqlite3_free); NULL when out of memory. */
char *rk_describe(sqlite3_value *v);

/* rk_value_int64 for the values that are not INTEGER. */
int rk_value_int64_other(sqlite3_value *v, int64_t *pOut);

/* Reads an integer argument: an INTEGER, a REAL with an integral value in
** int64 range, or TEXT that is the canonical decimal form of an int64.
** Returns 1 and stores it, or 0 if v is anything else. Inline because
** functions read their constant arguments (bucket counts, n, width) on
** every row, and these are nearly always INTEGER. */
static inline int rk_value_int64(sqlite3_value *v, int64_t *pOut){
  if( sqlite3_value_type(v)==SQLITE_INTEGER ){
    *pOut = sqlite3_value_int64(v);
    return 1;
  }
  return rk_value_int64_other(v, pOut);
}

/* Keeps a function's rare path out of line, so that the common path
** that calls it does not pay for its stack frame on every row. */
#if defined(__GNUC__) || defined(__clang__)
# define RK_NOINLINE __attribute__((noinline))
#else
# define RK_NOINLINE
#endif

/* 1 if any of the argc values is NULL: rowkey's functions give NULL then.
** Inline for the same reason: it runs on every row. */
static inline int rk_any_null(int argc, sqlite3_value **argv){
  int i;
  for(i = 0; i < argc; i++){
    if( sqlite3_value_type(argv[i])==SQLITE_NULL ) return 1;
  }
  return 0;
}

#endif
