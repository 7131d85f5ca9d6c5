/*
** rowkey.c - entry point of the rowkey SQLite extension.
**
**   .load ./rowkey
**   SELECT rowkey_version();          -- '0.1.0'
**
** Each area registers its own functions (keys_sql.c, split_points.c, place_sql.c, ...);
** this file only wires them up and reports the version.
*/
#include "sqlfn.h"
SQLITE_EXTENSION_INIT1

#ifndef ROWKEY_VERSION
# error "ROWKEY_VERSION must be defined (the Makefile takes it from VERSION)"
#endif

static void versionFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  (void)argv;
  sqlite3_result_text(ctx, ROWKEY_VERSION, -1, SQLITE_STATIC);
}

#ifdef _WIN32
__declspec(dllexport)
#else
__attribute__((visibility("default")))
#endif
int sqlite3_rowkey_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi){
  int rc;
  (void)pzErrMsg;
  SQLITE_EXTENSION_INIT2(pApi);
  rc = sqlite3_create_function(db, "rowkey_version", 0, RK_FUNC_FLAGS, 0,
                               versionFunc, 0, 0);
  if( rc==SQLITE_OK ) rc = rk_register_keys(db);
  if( rc==SQLITE_OK ) rc = rk_register_split_points(db);
  if( rc==SQLITE_OK ) rc = rk_register_place(db);
  if( rc==SQLITE_OK ) rc = rk_register_schemes(db);
  if( rc==SQLITE_OK ) rc = rk_register_plan(db);
  if( rc==SQLITE_OK ) rc = rk_register_hbase_splits(db);
  return rc;
}
