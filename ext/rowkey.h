/*
** rowkey.h - link rowkey into a program that embeds SQLite.
**
** Build the static library with `make static` (librowkey.a, compiled with
** SQLITE_CORE so it calls the SQLite it is linked with), then register the
** entry point once, before opening connections:
**
**   #include <sqlite3.h>
**   #include "rowkey.h"
**
**   sqlite3_auto_extension((void (*)(void))sqlite3_rowkey_init);
**   sqlite3_open(":memory:", &db);
**   // SELECT salt_key(1420008, 10);  -- '8|1420008'
**
**   cc app.c librowkey.a -lsqlite3 -lm
**
** Or add rowkey to one connection only: sqlite3_rowkey_init(db, 0, 0).
** Neither way needs load_extension() to be enabled.
*/
#ifndef ROWKEY_H
#define ROWKEY_H

#include <sqlite3.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Registers rowkey's functions and table-valued functions on db. Returns
** SQLITE_OK or an SQLite error code; pzErrMsg and pApi may be 0. */
int sqlite3_rowkey_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi);

#ifdef __cplusplus
}
#endif

#endif
