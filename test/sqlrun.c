/*
** sqlrun.c - loads an extension into SQLite and runs one SQL statement per
** line of standard input, printing every result row. make cross-check
** builds it for each target with SQLite's amalgamation compiled in (so a
** foreign architecture or Windows needs no SQLite of its own) and compares
** what it prints with the x86-64 build's output.
**
**   sqlrun EXTENSION < statements.sql
**
** Each output line is "LINE|value|value..." with LINE the statement's line
** number: an integer in decimal, a real as %!.17g (SQLite's own printf, the
** same code on every platform), text as it is with '\' and newlines
** escaped, a blob as x'hex', NULL as NULL, and "LINE|error: message" when
** the statement fails. Empty lines and lines starting with "--" are skipped.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

static void print_text(const unsigned char *z, int n){
  int i;
  for(i = 0; i < n; i++){
    if( z[i]=='\\' ) fputs("\\\\", stdout);
    else if( z[i]=='\n' ) fputs("\\n", stdout);
    else if( z[i]=='\r' ) fputs("\\r", stdout);
    else putchar(z[i]);
  }
}

static void print_value(sqlite3_stmt *pStmt, int i){
  char zBuf[64];
  switch( sqlite3_column_type(pStmt, i) ){
    case SQLITE_INTEGER:
      sqlite3_snprintf(sizeof(zBuf), zBuf, "%lld", sqlite3_column_int64(pStmt, i));
      fputs(zBuf, stdout);
      break;
    case SQLITE_FLOAT:
      sqlite3_snprintf(sizeof(zBuf), zBuf, "%!.17g", sqlite3_column_double(pStmt, i));
      fputs(zBuf, stdout);
      break;
    case SQLITE_TEXT:
      print_text(sqlite3_column_text(pStmt, i), sqlite3_column_bytes(pStmt, i));
      break;
    case SQLITE_BLOB: {
      const unsigned char *z = sqlite3_column_blob(pStmt, i);
      int n = sqlite3_column_bytes(pStmt, i), k;
      fputs("x'", stdout);
      for(k = 0; k < n; k++) printf("%02x", z[k]);
      putchar('\'');
      break;
    }
    default:
      fputs("NULL", stdout);
  }
}

/* Runs one statement (the whole line), printing its rows or its error. */
static void run(sqlite3 *db, long nLine, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc==SQLITE_OK && pStmt ){
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      int i, n = sqlite3_column_count(pStmt);
      printf("%ld", nLine);
      for(i = 0; i < n; i++){ putchar('|'); print_value(pStmt, i); }
      putchar('\n');
    }
    if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( rc!=SQLITE_OK ) printf("%ld|error: %s\n", nLine, sqlite3_errmsg(db));
  sqlite3_finalize(pStmt);
}

int main(int argc, char **argv){
  sqlite3 *db;
  char *zErr = 0, *zLine = 0;
  size_t nAlloc = 0;
  long nLine = 0;
  if( argc!=2 ){
    fprintf(stderr, "usage: %s EXTENSION < statements.sql\n", argv[0]);
    return 2;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 1;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, argv[1], 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "%s: cannot load %s: %s\n", argv[0], argv[1], zErr ? zErr : "?");
    return 1;
  }
  for(;;){
    /* One line of any length. */
    size_t n = 0;
    int c;
    while( (c = getchar())!=EOF && c!='\n' ){
      if( n + 2 > nAlloc ){
        char *zNew;
        nAlloc = nAlloc ? 2*nAlloc : 4096;
        zNew = realloc(zLine, nAlloc);
        if( zNew==0 ){ fprintf(stderr, "out of memory\n"); return 1; }
        zLine = zNew;
      }
      zLine[n++] = (char)c;
    }
    if( c==EOF && n==0 ) break;
    nLine++;
    if( n && zLine[n-1]=='\r' ) n--;
    if( n==0 || (n >= 2 && zLine[0]=='-' && zLine[1]=='-') ) continue;
    zLine[n] = 0;
    run(db, nLine, zLine);
  }
  free(zLine);
  sqlite3_close(db);
  return fflush(stdout)!=0;
}
