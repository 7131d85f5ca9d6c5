/*
** oom.c - every allocation failure, in turn, for every query of a list
** (make oom).
**
**   build/asan-clang/oom EXT QUERIES [WORD ...]
**   build/asan-clang/oom build/asan-clang/rowkey.so test/oom_queries.sql
**   build/asan-clang/oom build/asan-clang/rowkey.so test/oom_queries.sql salt
**
** The loading check runs when no WORD is given, or with the WORD "load".
**
** The program links the system's libsqlite3, installs a fault-injecting
** allocator over SQLite's own (SQLITE_CONFIG_MALLOC, lookaside off) and
** loads the extension EXT into fresh connections. For each query of the
** file QUERIES (only those containing one of the WORDs, if given) it runs
** the query once without faults, then again with allocation N failing,
** for N = 1, 2, ..., once ("transient") and from N on ("persistent"),
** until a run completes without reaching N. Every outcome must be the
** result of the run without faults or SQLITE_NOMEM: another error, a
** different result, an endless query (an alarm stops it), a leak (every
** block SQLite allocated for the connection is freed when it closes) or a
** sanitizer report is a failure. After each failed run the connection
** must still answer a query, and after the last one give the query's own
** result again.
**
** Then the extension itself is loaded with allocation N failing, through
** sqlite3_load_extension() and through SELECT load_extension(): the load
** succeeds with every function there, or fails with "out of memory", and
** then none of rowkey's functions is left behind (the library is unloaded:
** calling one would jump into unmapped memory) or, where SQLite cannot
** remove one, it still works.
**
** The query file: one SQL text per entry, ending with a line that ends in
** ';' (several statements may be one entry); '--' lines are comments.
** ".setup SQL" lines are run, without faults, on each fresh connection
** before the entries that follow them; ".reset" drops them. An entry that
** writes (not sqlite3_stmt_readonly) gets a fresh connection for every run.
**
** The last lines are a summary per function (the functions and modules the
** extension registers, found in the query texts) and "oom: ... failed";
** the exit code is 1 when anything failed or a function has no query.
** With ROWKEY_OOM_SHOW set, each query's result without faults is shown.
*/
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sqlite3.h>

/* Seconds one run may take before it is taken for endless. */
#define ALARM_SECONDS 20
/* Most failing runs of one query reported in full. */
#define MAX_REPORTS 5
/* A run that is still failing allocations past this is a runaway. */
#define MAX_N 200000

/* ---- the fault-injecting allocator ------------------------------------ */

static sqlite3_mem_methods g_orig;
static struct {
  int armed;          /* counting and failing */
  int persistent;     /* fail every allocation from failAt on */
  long count;         /* allocations while armed */
  long failAt;        /* the allocation to fail (1-based); 0: none */
  long nFailed;       /* allocations failed in this run */
  long live;          /* blocks allocated and not yet freed */
} F;

static int should_fail(void){
  if( !F.armed ) return 0;
  F.count++;
  if( F.failAt > 0
   && (F.count==F.failAt || (F.persistent && F.count > F.failAt)) ){
    F.nFailed++;
    return 1;
  }
  return 0;
}
static void *faultMalloc(int n){
  void *p;
  if( should_fail() ) return 0;
  p = g_orig.xMalloc(n);
  if( p ) F.live++;
  return p;
}
static void faultFree(void *p){
  if( p ) F.live--;
  g_orig.xFree(p);
}
static void *faultRealloc(void *p, int n){
  if( should_fail() ) return 0;
  return g_orig.xRealloc(p, n);
}
static int faultSize(void *p){ return g_orig.xSize(p); }
static int faultRoundup(int n){ return g_orig.xRoundup(n); }
static int faultInit(void *p){ return g_orig.xInit(p); }
static void faultShutdown(void *p){ g_orig.xShutdown(p); }

static void arm(long failAt, int persistent){
  F.count = 0;
  F.nFailed = 0;
  F.failAt = failAt;
  F.persistent = persistent;
  F.armed = 1;
}
static void disarm(void){ F.armed = 0; }

/* ---- growable strings (libc memory, never the faulty allocator) ------- */

typedef struct Buf Buf;
struct Buf { char *z; size_t n, cap; };

static void buf_add(Buf *b, const char *z, size_t n){
  if( b->n + n + 1 > b->cap ){
    size_t cap = b->cap ? b->cap : 256;
    char *p;
    while( cap < b->n + n + 1 ) cap *= 2;
    p = realloc(b->z, cap);
    if( p==0 ){ fprintf(stderr, "oom: out of real memory\n"); exit(2); }
    b->z = p;
    b->cap = cap;
  }
  memcpy(b->z + b->n, z, n);
  b->n += n;
  b->z[b->n] = 0;
}
static void buf_printf(Buf *b, const char *zFmt, ...){
  char tmp[512];
  int n;
  va_list ap;
  va_start(ap, zFmt);
  n = vsnprintf(tmp, sizeof(tmp), zFmt, ap);
  va_end(ap);
  if( n < 0 ) return;
  buf_add(b, tmp, (size_t)n < sizeof(tmp) ? (size_t)n : sizeof(tmp) - 1);
}
static void buf_clear(Buf *b){ b->n = 0; if( b->z ) b->z[0] = 0; }
static const char *buf_str(Buf *b){ return b->z ? b->z : ""; }

/* ---- running SQL --------------------------------------------------------- */

static const char *g_ext;          /* the extension */
static const char *g_zQuery = "";  /* the query running, for the alarm */
static long g_alarmN;
static int g_alarmPersistent;

static void on_alarm(int sig){
  char msg[200];
  int n;
  (void)sig;
  n = snprintf(msg, sizeof(msg), "\n! HANG: no end after %d s with"
               " allocation %ld failing (%s) in:\n", ALARM_SECONDS, g_alarmN,
               g_alarmPersistent ? "persistent" : "transient");
  if( n > 0 ) (void)!write(2, msg, (size_t)n);
  (void)!write(2, g_zQuery, strlen(g_zQuery));
  (void)!write(2, "\n", 1);
  _exit(1);
}

/* Runs every statement of zSql, appending its rows (typed) and any error
** to out; the allocator is disarmed while values are read. Returns the
** primary result code of the first failure, or SQLITE_OK. *pReadonly is
** cleared when a statement writes. */
static int run_sql(sqlite3 *db, const char *zSql, Buf *out, int *pReadonly){
  const char *z = zSql;
  int wasArmed = F.armed;
  while( *z ){
    sqlite3_stmt *st = 0;
    const char *zTail = 0;
    int rc = sqlite3_prepare_v2(db, z, -1, &st, &zTail);
    if( rc!=SQLITE_OK ){
      disarm();
      buf_printf(out, "error: %s (%d)\n", sqlite3_errmsg(db),
                 sqlite3_extended_errcode(db));
      F.armed = wasArmed;
      return rc & 0xff;
    }
    if( st==0 ){ z = zTail; continue; }
    if( pReadonly && !sqlite3_stmt_readonly(st) ) *pReadonly = 0;
    while( (rc = sqlite3_step(st))==SQLITE_ROW ){
      int i, nCol;
      F.armed = 0;
      nCol = sqlite3_column_count(st);
      for(i = 0; i < nCol; i++){
        switch( sqlite3_column_type(st, i) ){
          case SQLITE_NULL:
            buf_add(out, "NULL", 4);
            break;
          case SQLITE_INTEGER:
            buf_printf(out, "%lld", (long long)sqlite3_column_int64(st, i));
            break;
          case SQLITE_FLOAT:
            buf_printf(out, "r%.17g", sqlite3_column_double(st, i));
            break;
          case SQLITE_TEXT: {
            const char *t = (const char*)sqlite3_column_text(st, i);
            buf_add(out, "'", 1);
            if( t ) buf_add(out, t, (size_t)sqlite3_column_bytes(st, i));
            else buf_add(out, "<no memory for text>", 20);
            buf_add(out, "'", 1);
            break;
          }
          default: {
            const unsigned char *b = sqlite3_column_blob(st, i);
            int k, n = sqlite3_column_bytes(st, i);
            buf_add(out, "x'", 2);
            for(k = 0; b && k < n; k++) buf_printf(out, "%02x", b[k]);
            buf_add(out, "'", 1);
            break;
          }
        }
        buf_add(out, i + 1 < nCol ? "|" : "\n", 1);
      }
      F.armed = wasArmed;
    }
    if( rc!=SQLITE_DONE ){
      F.armed = 0;
      buf_printf(out, "error: %s (%d)\n", sqlite3_errmsg(db),
                 sqlite3_extended_errcode(db));
      sqlite3_finalize(st);
      F.armed = wasArmed;
      return rc & 0xff;
    }
    rc = sqlite3_finalize(st);
    if( rc!=SQLITE_OK ) return rc & 0xff;
    z = zTail;
  }
  return SQLITE_OK;
}

/* A connection with the extension loaded and zSetup run, no faults. */
static sqlite3 *open_db(const char *zSetup){
  sqlite3 *db = 0;
  char *zErr = 0;
  disarm();
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ){
    fprintf(stderr, "oom: sqlite3_open failed\n");
    exit(2);
  }
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, g_ext, 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "oom: cannot load %s: %s\n", g_ext, zErr ? zErr : "?");
    exit(2);
  }
  if( zSetup && zSetup[0]
   && sqlite3_exec(db, zSetup, 0, 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "oom: setup failed: %s\n  %s\n", zErr, zSetup);
    exit(2);
  }
  return db;
}

/* ---- what the extension registers ------------------------------------- */

#define MAX_NAMES 256
typedef struct Name Name;
struct Name {
  char z[64];
  int isModule;
  long queries, runs, ok, nomem;
};
static Name g_names[MAX_NAMES];
static int g_nName;

/* The first column of every row of zSql, each line framed by '\n'. */
static void names_of(sqlite3 *db, const char *zSql, Buf *out){
  sqlite3_stmt *st;
  buf_clear(out);
  buf_add(out, "\n", 1);
  if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ) return;
  while( sqlite3_step(st)==SQLITE_ROW ){
    buf_add(out, (const char*)sqlite3_column_text(st, 0),
            (size_t)sqlite3_column_bytes(st, 0));
    buf_add(out, "\n", 1);
  }
  sqlite3_finalize(st);
}

/* The functions and modules a connection has that a bare one has not. */
static void find_names(void){
  static const char *azSql[2] = {
    "SELECT DISTINCT name FROM pragma_function_list ORDER BY 1",
    "SELECT DISTINCT name FROM pragma_module_list ORDER BY 1",
  };
  sqlite3 *bare = 0, *db = open_db(0);
  Buf a = {0, 0, 0}, b = {0, 0, 0};
  int k;
  sqlite3_open(":memory:", &bare);
  for(k = 0; k < 2; k++){
    char *line, *save = 0;
    names_of(bare, azSql[k], &a);
    names_of(db, azSql[k], &b);
    for(line = strtok_r(b.z, "\n", &save); line;
        line = strtok_r(0, "\n", &save)){
      char pat[80];
      if( strlen(line) >= sizeof(g_names[0].z) ) continue;
      snprintf(pat, sizeof(pat), "\n%s\n", line);
      if( strstr(a.z, pat) || g_nName >= MAX_NAMES ) continue;
      strcpy(g_names[g_nName].z, line);
      g_names[g_nName].isModule = k;
      g_nName++;
    }
  }
  free(a.z);
  free(b.z);
  sqlite3_close(bare);
  sqlite3_close(db);
}

/* Marks in aUsed the names that zSql calls (an identifier followed by '(',
** or a table-valued function's name anywhere). */
static void names_used(const char *zSql, int *aUsed){
  const char *z = zSql;
  memset(aUsed, 0, sizeof(int)*MAX_NAMES);
  while( *z ){
    if( isalpha((unsigned char)*z) || *z=='_' ){
      const char *s = z;
      int i;
      while( isalnum((unsigned char)*z) || *z=='_' ) z++;
      for(i = 0; i < g_nName; i++){
        size_t n = strlen(g_names[i].z);
        if( (size_t)(z - s)==n && sqlite3_strnicmp(s, g_names[i].z, (int)n)==0 ){
          aUsed[i] = 1;
        }
      }
    }else{
      z++;
    }
  }
}

/* ---- one query, every failure ----------------------------------------- */

static long g_runs, g_ok, g_nomem, g_failures;
static Buf g_report;

static void failure(const char *zQuery, const char *zWhat, long n,
                    int persistent, const char *zWant, const char *zGot,
                    int *pnReport){
  g_failures++;
  if( (*pnReport)++ >= MAX_REPORTS ) return;
  printf("! %s, allocation %ld failing (%s):\n!   %s\n", zWhat, n,
         persistent ? "persistent" : "transient", zQuery);
  if( zWant ) printf("!   expected: %s", zWant);
  if( zGot ) printf("!   got:      %s", zGot);
  if( (zWant || zGot) && ((zGot && zGot[0] && zGot[strlen(zGot)-1]!='\n')
                          || (!zGot)) ) printf("\n");
}

/* Checks that the connection still answers. */
static int still_works(sqlite3 *db){
  Buf out = {0, 0, 0};
  int ok;
  disarm();
  run_sql(db, "SELECT salt_key(1420008, 10), murmur_partition(1, 10)", &out, 0);
  ok = strcmp(buf_str(&out), "'8|1420008'|6\n")==0;
  free(out.z);
  return ok;
}

static void test_query(const char *zSetup, const char *zQuery){
  Buf want = {0, 0, 0}, got = {0, 0, 0};
  int aUsed[MAX_NAMES];
  int readonly = 1, mode, i, nReport = 0, rc;
  long liveBefore = F.live, runs = 0, ok = 0, nomem = 0;
  sqlite3 *db;

  g_zQuery = zQuery;
  names_used(zQuery, aUsed);
  db = open_db(zSetup);
  arm(0, 0);
  run_sql(db, zQuery, &want, &readonly);
  disarm();
  if( getenv("ROWKEY_OOM_SHOW") ) printf("%s=> %s", zQuery, buf_str(&want));

  for(mode = 0; mode < 2; mode++){
    long n;
    for(n = 1; n <= MAX_N; n++){
      if( !readonly ){
        sqlite3_close(db);
        db = open_db(zSetup);
      }
      buf_clear(&got);
      g_alarmN = n;
      g_alarmPersistent = mode;
      alarm(ALARM_SECONDS);
      arm(n, mode);
      rc = run_sql(db, zQuery, &got, 0);
      disarm();
      alarm(0);
      runs++;
      if( F.nFailed==0 ){
        /* Done: the run never reached allocation n. */
        if( strcmp(buf_str(&got), buf_str(&want))!=0 ){
          failure(zQuery, "different result without a failure", n, mode,
                  buf_str(&want), buf_str(&got), &nReport);
        }else{
          ok++;
        }
        break;
      }
      if( strcmp(buf_str(&got), buf_str(&want))==0 ){
        ok++;
      }else if( rc==SQLITE_NOMEM ){
        nomem++;
      }else{
        failure(zQuery, rc==SQLITE_OK ? "wrong result" : "wrong error", n,
                mode, buf_str(&want), buf_str(&got), &nReport);
      }
      if( !still_works(db) ){
        failure(zQuery, "connection broken after", n, mode, 0, 0, &nReport);
      }
    }
    if( n > MAX_N ){
      failure(zQuery, "still failing allocations", n, mode, 0, 0, &nReport);
    }
  }
  /* The query once more, without faults, on the connection that went
  ** through all of it. */
  if( readonly ){
    buf_clear(&got);
    run_sql(db, zQuery, &got, 0);
    if( strcmp(buf_str(&got), buf_str(&want))!=0 ){
      failure(zQuery, "different result after the failures", 0, 0,
              buf_str(&want), buf_str(&got), &nReport);
    }
  }
  sqlite3_close(db);
  if( F.live!=liveBefore ){
    char z[100];
    snprintf(z, sizeof(z), "%ld blocks left allocated after close\n",
             F.live - liveBefore);
    failure(zQuery, "leak", 0, 0, 0, z, &nReport);
  }
  for(i = 0; i < g_nName; i++){
    if( !aUsed[i] ) continue;
    g_names[i].queries++;
    g_names[i].runs += runs;
    g_names[i].ok += ok;
    g_names[i].nomem += nomem;
  }
  g_runs += runs;
  g_ok += ok;
  g_nomem += nomem;
  free(want.z);
  free(got.z);
}

/* ---- loading the extension under faults -------------------------------- */

/* How many of the extension's names a connection has: functions that can
** be called and modules. */
static int names_present(sqlite3 *db){
  int i, n = 0;
  for(i = 0; i < g_nName; i++){
    sqlite3_stmt *st;
    const char *zSql = g_names[i].isModule
      ? "SELECT count(*) FROM pragma_module_list WHERE name = ?1"
      : "SELECT count(*) FROM pragma_function_list WHERE name = ?1";
    if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ) continue;
    sqlite3_bind_text(st, 1, g_names[i].z, -1, SQLITE_STATIC);
    if( sqlite3_step(st)==SQLITE_ROW && sqlite3_column_int(st, 0) > 0 ) n++;
    sqlite3_finalize(st);
  }
  return n;
}

/* viaSql: SELECT load_extension(?) instead of sqlite3_load_extension(). */
static void test_load(int viaSql){
  const char *zWhat = viaSql ? "SELECT load_extension()"
                             : "sqlite3_load_extension()";
  long runs = 0, ok = 0, nomem = 0, left = 0;
  int mode, nReport = 0;
  g_zQuery = zWhat;
  for(mode = 0; mode < 2; mode++){
    long n;
    for(n = 1; n <= MAX_N; n++){
      sqlite3 *db = 0;
      char *zErr = 0;
      Buf got = {0, 0, 0};
      const char *zMsg;
      int rc, present;
      long liveBefore = F.live;
      sqlite3_open(":memory:", &db);
      sqlite3_enable_load_extension(db, 1);
      g_alarmN = n;
      g_alarmPersistent = mode;
      alarm(ALARM_SECONDS);
      if( viaSql ){
        sqlite3_stmt *st = 0;
        sqlite3_prepare_v2(db, "SELECT load_extension(?1)", -1, &st, 0);
        sqlite3_bind_text(st, 1, g_ext, -1, SQLITE_STATIC);
        arm(n, mode);
        rc = sqlite3_step(st);
        disarm();
        if( rc==SQLITE_ROW ) rc = SQLITE_OK;
        zMsg = rc==SQLITE_OK ? "" : sqlite3_errmsg(db);
        buf_printf(&got, "%d %s", rc, zMsg);
        sqlite3_finalize(st);
      }else{
        arm(n, mode);
        rc = sqlite3_load_extension(db, g_ext, 0, &zErr);
        disarm();
        buf_printf(&got, "%d %s", rc, zErr ? zErr : "(no message)");
        sqlite3_free(zErr);
      }
      alarm(0);
      runs++;
      present = names_present(db);
      if( rc==SQLITE_OK ){
        ok++;
        if( present!=g_nName || !still_works(db) ){
          char z[80];
          snprintf(z, sizeof(z), "%d of %d names\n", present, g_nName);
          failure(zWhat, "loaded, but not everything is there", n, mode,
                  0, z, &nReport);
        }
      }else if( (rc & 0xff)==SQLITE_NOMEM && present==g_nName ){
        /* SQLite ran out of memory after the init succeeded (recording
        ** the library's handle): it keeps the library loaded, and every
        ** function must work. */
        nomem++;
        if( !still_works(db) ){
          failure(zWhat, "loaded but broken", n, mode, 0, 0, &nReport);
        }
      }else if( (rc & 0xff)==SQLITE_NOMEM
             || strcmp(got.z + 2, "error during initialization: out of memory")==0
             /* SQLite's own message for the failure could not be made */
             || (mode==1 && strcmp(got.z, "1 (no message)")==0)
             /* SQLite's load_extension() turns its own out-of-memory
             ** before the init is called into an empty error */
             || (viaSql && strcmp(got.z, "1 ")==0) ){
        Buf out = {0, 0, 0};
        nomem++;
        if( present ) left++;
        /* What is left must either be gone or work. */
        run_sql(db, "SELECT rowkey_version() IS NOT NULL", &out, 0);
        run_sql(db, "SELECT salt_key(1420008, 10)", &out, 0);
        run_sql(db, "SELECT count(*) FROM split_points(10, 1)", &out, 0);
        if( !viaSql && present ){
          char z[80];
          snprintf(z, sizeof(z), "%d names left after a failed load\n",
                   present);
          failure(zWhat, "functions left behind", n, mode, 0, z, &nReport);
        }
        if( strstr(buf_str(&out), "1\n'8|1420008'\n10\n")==0
         && strstr(buf_str(&out), "error:")==0 ){
          failure(zWhat, "what is left does not work", n, mode, 0,
                  buf_str(&out), &nReport);
        }
        free(out.z);
      }else{
        failure(zWhat, "wrong error", n, mode,
                "0, or 'error during initialization: out of memory'\n",
                got.z, &nReport);
      }
      free(got.z);
      sqlite3_close(db);
      if( F.live!=liveBefore ){
        failure(zWhat, "leak", n, mode, 0, "blocks left after close\n",
                &nReport);
      }
      if( F.nFailed==0 ) break;
    }
  }
  printf("%-24s %6ld runs: %ld loaded, %ld out of memory%s\n", viaSql
         ? "load (SQL)" : "load (C API)", runs, ok, nomem,
         viaSql && left ? " (functions SQLite cannot remove while the"
         " statement runs stay, pinned)" : "");
  g_runs += runs;
}

/* ---- the query file ------------------------------------------------------ */

static char *read_file(const char *zPath){
  FILE *f = fopen(zPath, "rb");
  Buf b = {0, 0, 0};
  char tmp[4096];
  size_t n;
  if( f==0 ){ perror(zPath); exit(2); }
  while( (n = fread(tmp, 1, sizeof(tmp), f)) > 0 ) buf_add(&b, tmp, n);
  fclose(f);
  buf_add(&b, "", 0);
  return b.z;
}

static int matches(const char *zQuery, int nWord, char **azWord){
  int i;
  if( nWord==0 ) return 1;
  for(i = 0; i < nWord; i++){
    if( strstr(zQuery, azWord[i]) ) return 1;
  }
  return 0;
}

int main(int argc, char **argv){
  static sqlite3_mem_methods m = {
    faultMalloc, faultFree, faultRealloc, faultSize, faultRoundup,
    faultInit, faultShutdown, 0
  };
  Buf setup = {0, 0, 0}, query = {0, 0, 0};
  char *zFile, *line, *save = 0;
  long nQuery = 0;
  int i, uncovered = 0;

  if( argc < 3 ){
    fprintf(stderr, "usage: %s EXTENSION QUERIES [WORD ...]\n", argv[0]);
    return 2;
  }
  g_ext = argv[1];
  sqlite3_config(SQLITE_CONFIG_GETMALLOC, &g_orig);
  if( sqlite3_config(SQLITE_CONFIG_MALLOC, &m)!=SQLITE_OK
   || sqlite3_config(SQLITE_CONFIG_LOOKASIDE, 0, 0)!=SQLITE_OK
   || sqlite3_initialize()!=SQLITE_OK ){
    fprintf(stderr, "oom: cannot install the allocator\n");
    return 2;
  }
  signal(SIGALRM, on_alarm);
  setvbuf(stdout, 0, _IOLBF, 0);
  find_names();
  if( g_nName==0 ){
    fprintf(stderr, "oom: %s registers nothing\n", g_ext);
    return 2;
  }

  zFile = read_file(argv[2]);
  for(line = strtok_r(zFile, "\n", &save); line;
      line = strtok_r(0, "\n", &save)){
    size_t n = strlen(line);
    while( n && isspace((unsigned char)line[n-1]) ) line[--n] = 0;
    if( query.n==0 ){
      if( n==0 || strncmp(line, "--", 2)==0 ) continue;
      if( strncmp(line, ".setup ", 7)==0 ){
        buf_add(&setup, line + 7, n - 7);
        buf_add(&setup, "\n", 1);
        continue;
      }
      if( strcmp(line, ".reset")==0 ){ buf_clear(&setup); continue; }
    }
    buf_add(&query, line, n);
    buf_add(&query, "\n", 1);
    if( n && line[n-1]==';' ){
      if( matches(query.z, argc - 3, argv + 3) ){
        test_query(buf_str(&setup), query.z);
        nQuery++;
      }
      buf_clear(&query);
    }
  }
  if( query.n ){
    fprintf(stderr, "oom: the last entry does not end with ';'\n");
    return 2;
  }
  for(i = 2; i < argc; i++){
    if( i==2 ? argc==3 : strcmp(argv[i], "load")==0 ){
      test_load(0);
      test_load(1);
      break;
    }
  }
  for(i = 0; i < g_nName; i++){
    Name *p = &g_names[i];
    if( p->queries==0 && argc==3 ){
      printf("! %s: no query in %s\n", p->z, argv[2]);
      uncovered++;
    }else if( p->queries ){
      printf("%-24s %6ld runs in %3ld queries: %ld correct, %ld out of"
             " memory\n", p->z, p->runs, p->queries, p->ok, p->nomem);
    }
  }
  printf("oom: %ld queries, %ld runs, %ld correct, %ld out of memory,"
         " %ld failed%s\n", nQuery, g_runs, g_ok, g_nomem, g_failures + uncovered,
         uncovered ? " (functions without a query)" : "");
  free(zFile);
  free(setup.z);
  free(query.z);
  free(g_report.z);
  sqlite3_shutdown();
  return g_failures || uncovered ? 1 : 0;
}
