/*
** loadext.c - loads an extension into the SQLite this program is linked
** with and prints what happened, for test/sqlite_version.test:
**
**   loadext PATH     prints "SQLITE_VERSION: rc MESSAGE" and exits 0
**
** make test-sqlite-latest links it with an SQLite older than rowkey needs
** (tools/sqlite-old.sh), to see the extension refuse to load.
*/
#include <stdio.h>
#include "sqlite3.h"

int main(int argc, char **argv){
  sqlite3 *db;
  char *zErr = 0;
  int rc;
  if( argc!=2 ){
    fprintf(stderr, "usage: %s EXTENSION\n", argv[0]);
    return 2;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 1;
  sqlite3_enable_load_extension(db, 1);
  rc = sqlite3_load_extension(db, argv[1], 0, &zErr);
  printf("%s: %d %s\n", sqlite3_libversion(), rc, zErr ? zErr : "");
  sqlite3_free(zErr);
  sqlite3_close(db);
  return 0;
}
