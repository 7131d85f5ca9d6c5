/*
** locale.c - rowkey in a process that set a locale (test/locale.test).
**
**   build/locale LOCALE EXT SQL ...
**
** Calls setlocale(LC_ALL, LOCALE) as a host program does (with "" it takes
** the environment's), loads the extension EXT into an in-memory database
** and prints each row of each SQL text, columns separated by '|', errors
** as "error: MESSAGE"; the text ".locale" prints the C library's decimal
** point and tolower('I') instead. Exits with 3 when the locale cannot be
** set.
*/
#include <ctype.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sqlite3.h>

int main(int argc, char **argv){
  sqlite3 *db;
  char *zErr = 0;
  int i;
  if( argc < 3 ){
    fprintf(stderr, "usage: %s LOCALE EXTENSION SQL...\n", argv[0]);
    return 2;
  }
  if( setlocale(LC_ALL, argv[1])==0 ){
    fprintf(stderr, "locale: cannot set %s\n", argv[1]);
    return 3;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 2;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, argv[2], 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "locale: cannot load %s: %s\n", argv[2], zErr);
    return 2;
  }
  for(i = 3; i < argc; i++){
    sqlite3_stmt *st;
    int rc;
    if( strcmp(argv[i], ".locale")==0 ){
      printf("%s %c\n", localeconv()->decimal_point, tolower('I'));
      continue;
    }
    rc = sqlite3_prepare_v2(db, argv[i], -1, &st, 0);
    if( rc==SQLITE_OK ){
      while( (rc = sqlite3_step(st))==SQLITE_ROW ){
        int k, n = sqlite3_column_count(st);
        for(k = 0; k < n; k++){
          const unsigned char *z = sqlite3_column_text(st, k);
          printf("%s%s", k ? "|" : "", z ? (const char*)z : "NULL");
        }
        printf("\n");
      }
      sqlite3_finalize(st);
    }
    if( rc!=SQLITE_DONE ) printf("error: %s\n", sqlite3_errmsg(db));
  }
  sqlite3_close(db);
  return 0;
}
