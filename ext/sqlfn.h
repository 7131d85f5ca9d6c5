/*
** sqlfn.h - what the SQL binding files of rowkey share.
**
** Every file that talks to SQLite includes this header instead of
** sqlite3ext.h directly, so that all of them use the one API pointer that
** sqlite3_rowkey_init receives (rowkey.c defines it).
*/
#ifndef ROWKEY_SQLFN_H
#define ROWKEY_SQLFN_H

#include <stdint.h>
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3

/* Flags of every scalar and aggregate function: usable in generated
** columns, indexes, CHECK constraints and views, also with
** PRAGMA trusted_schema=OFF. */
#define RK_FUNC_FLAGS (SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS)

/* Registration, one per area (each in its own file). */
int rk_register_keys(sqlite3 *db);
int rk_register_split_points(sqlite3 *db);
int rk_register_murmur(sqlite3 *db);

/* Reports an error on ctx built with sqlite3_mprintf's format. */
void rk_error(sqlite3_context *ctx, const char *zFmt, ...);

/* Reports "FUNC: ARG must be WANT, got VALUE" where VALUE describes v
** (numbers as SQLite prints them, text quoted and cut to a readable
** length, blobs as x'..' cut likewise). */
void rk_arg_error(sqlite3_context *ctx, const char *zFunc, const char *zArg,
                  const char *zWant, sqlite3_value *v);

/* An sqlite3_mprintf'd description of v as used after "got" (free it with
** sqlite3_free); NULL when out of memory. */
char *rk_describe(sqlite3_value *v);

/* Reads an integer argument: an INTEGER, a REAL with an integral value in
** int64 range, or TEXT that is the canonical decimal form of an int64.
** Returns 1 and stores it, or 0 if v is anything else. */
int rk_value_int64(sqlite3_value *v, int64_t *pOut);

/* 1 if any of the argc values is NULL: rowkey's functions give NULL then. */
int rk_any_null(int argc, sqlite3_value **argv);

#endif
