/*
** embed.c - a program that embeds SQLite with rowkey linked in statically
** (librowkey.a), as an application would. test/embed.test runs it.
**
**   build/embed [--direct | --none] SQL ...
**
** Registers sqlite3_rowkey_init with sqlite3_auto_extension (or, with
** --direct, calls it on the connection; with --none, not at all), opens an
** in-memory database (load_extension() stays disabled), and runs each SQL
** argument. Rows are printed as the sqlite3 shell prints them in list mode
** (columns joined by '|', NULL as nothing); a failing statement prints
** "error: MESSAGE". The exit code is 0 unless the program itself failed.
*/
#include <stdio.h>
#include <string.h>
#include <sqlite3.h>
#include "rowkey.h"

static int print_row(void *unused, int n, char **values, char **names){
  int i;
  (void)unused;
  (void)names;
  for(i = 0; i < n; i++){
    printf("%s%s", i ? "|" : "", values[i] ? values[i] : "");
  }
  printf("\n");
  return 0;
}

int main(int argc, char **argv){
  sqlite3 *db = 0;
  char *zErr = 0;
  int i = 1, mode = 0;

  if( argc > 1 && strcmp(argv[1], "--direct")==0 ){ mode = 1; i++; }
  else if( argc > 1 && strcmp(argv[1], "--none")==0 ){ mode = 2; i++; }

  if( mode==0
   && sqlite3_auto_extension((void (*)(void))sqlite3_rowkey_init)!=SQLITE_OK ){
    fprintf(stderr, "sqlite3_auto_extension failed\n");
    return 1;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ){
    fprintf(stderr, "sqlite3_open: %s\n", db ? sqlite3_errmsg(db) : "no memory");
    sqlite3_close(db);
    return 1;
  }
  if( mode==1 && sqlite3_rowkey_init(db, &zErr, 0)!=SQLITE_OK ){
    fprintf(stderr, "sqlite3_rowkey_init: %s\n", zErr ? zErr : "failed");
    sqlite3_free(zErr);
    sqlite3_close(db);
    return 1;
  }
  for(; i < argc; i++){
    if( sqlite3_exec(db, argv[i], print_row, 0, &zErr)!=SQLITE_OK ){
      printf("error: %s\n", zErr ? zErr : sqlite3_errmsg(db));
      sqlite3_free(zErr);
      zErr = 0;
    }
  }
  sqlite3_close(db);
  sqlite3_reset_auto_extension();
  return 0;
}
