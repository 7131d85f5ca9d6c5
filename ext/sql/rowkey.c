/*
** rowkey.c - entry point of the rowkey SQLite extension.
**
**   .load ./rowkey
**   SELECT rowkey_version();          -- '0.1.0'
**
** Each area registers its own functions (keys_sql.c, split_points.c, place_sql.c, ...);
** this file only wires them up and reports the version. A load that fails
** half way (out of memory) removes what it registered: SQLite unloads the
** library after a failed init, and a function left behind would call into
** unmapped memory.
*/
#if !defined(SQLITE_CORE) && !defined(_WIN32)
# define _GNU_SOURCE   /* dladdr; NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
# include <dlfcn.h>
#endif
#if !defined(SQLITE_CORE) && defined(_WIN32)
# include <windows.h>
#endif
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

static int register_version(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "rowkey_version", 0, versionFunc },
  };
  return rk_create_functions(db, aFunc, 1, remove);
}

/* Every area, in registration order. */
static int (*const aRegister[])(sqlite3*, int) = {
  register_version,
  rk_register_keys,
  rk_register_split_points,
  rk_register_place,
  rk_register_schemes,
  rk_register_plan,
  rk_register_hbase_splits,
  rk_register_partition_ranges,
  rk_register_top_keys,
  rk_register_split_list,
  rk_register_vitess,
};
#define N_REGISTER ((int)(sizeof(aRegister)/sizeof(aRegister[0])))

#ifdef _WIN32
__declspec(dllexport)
#else
__attribute__((visibility("default")))
#endif
int sqlite3_rowkey_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi);

/* Keeps the library loaded for the life of the process. Used when a
** failed load could not remove its functions: SQLite refuses to while a
** statement runs, which is the case for SELECT load_extension(). */
static void pin_library(void){
#if !defined(SQLITE_CORE) && !defined(_WIN32)
  Dl_info info;
  if( dladdr((void*)&sqlite3_rowkey_init, &info) && info.dli_fname ){
    /* The handle is kept on purpose: it is the reference that pins. */
    (void)dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
  }
#elif !defined(SQLITE_CORE)
  HMODULE h;
  (void)GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS
                           | GET_MODULE_HANDLE_EX_FLAG_PIN,
                           (LPCSTR)(void*)&sqlite3_rowkey_init, &h);
#endif
}

/* The oldest SQLite rowkey runs on: 3.25.0 brought sqlite3_str (every
** message and JSON result is built with it), 3.31.0 SQLITE_INNOCUOUS and
** SQLITE_VTAB_INNOCUOUS (without them the table-valued functions cannot
** be declared). An older library's API table ends before those entries,
** so the check comes before any other call. */
#define RK_MIN_SQLITE      3031000
#define RK_MIN_SQLITE_TEXT "3.31.0"

/* How long the error message may be ("out of memory" and the like). */
#define RK_INIT_ERR 64

int sqlite3_rowkey_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi){
  int rc = SQLITE_OK, i, k;
  char *zErr;
  SQLITE_EXTENSION_INIT2(pApi);
  if( sqlite3_libversion_number() < RK_MIN_SQLITE ){
    if( pzErrMsg ){
      *pzErrMsg = sqlite3_mprintf("rowkey requires SQLite " RK_MIN_SQLITE_TEXT
                                  " or later, got %s", sqlite3_libversion());
    }
    return SQLITE_ERROR;
  }
  /* The message is allocated first, so that a failure can always say
  ** why. */
  zErr = sqlite3_malloc(RK_INIT_ERR);
  if( zErr==0 ){
    /* Nothing is registered yet; the message is worth one more try. */
    if( pzErrMsg ) *pzErrMsg = sqlite3_mprintf("%s", sqlite3_errstr(SQLITE_NOMEM));
    return SQLITE_NOMEM;
  }
  for(i = 0; rc==SQLITE_OK && i < N_REGISTER; i++){
    rc = aRegister[i](db, 0);
  }
  if( rc==SQLITE_OK ){
    sqlite3_free(zErr);
    return SQLITE_OK;
  }
  /* Area i-1 failed part way: remove it and every area before it. */
  for(k = 0; k < i; k++){
    if( aRegister[k](db, 1)!=SQLITE_OK ){
      pin_library();
      break;
    }
  }
  sqlite3_snprintf(RK_INIT_ERR, zErr, "%s", sqlite3_errstr(rc));
  if( pzErrMsg ){
    *pzErrMsg = zErr;
  }else{
    sqlite3_free(zErr);
  }
  return rc;
}
