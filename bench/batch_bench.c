/*
** batch_bench.c - nanoseconds per key of the batch API (ext/rowkey.h),
** for every scheme, next to the hash alone and the SQL per-row path.
**
**   build/batch_bench EXTENSION [ROWS [SQL_ROWS]]     (make bench-batch)
**
** The keys are bench.c's (keygen.h): ROWS (10,000,000) int64 keys of 32
** significant bits, so that every scheme takes them, and ROWS text keys
** of 8 to 32 characters, about 1 in 12 non-ASCII, given as one buffer and
** 64-bit offsets (Arrow's layout). For each scheme with n = 97:
**   batch       rowkey_partition over the ROWS keys, one call
**   hash alone  the loop of bench/hash_alone.c over the same keys: the
**               entry's integer path, or its byte hash and reduction
**   SQL         SELECT sum(key_partition(k, 97, scheme)) over SQL_ROWS
**               (1,000,000) of the same keys in a table of an in-memory
**               database, per row: what a user of the SQL function pays
** Prints a Markdown table. Timing is wall-clock (CLOCK_MONOTONIC), the
** best of three runs of each batch and hash loop; it is a benchmark, no
** test asserts on it.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sqlite3.h>
#include "rowkey.h"
#include "scheme.h"
#include "open.h"
#include "keygen.h"

static double now(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct Keys Keys;
struct Keys {
  long n;
  int64_t *aInt;
  unsigned char *aText;     /* the text keys end to end */
  int64_t *aOff;            /* n + 1 offsets */
};

static void make_keys(Keys *k, long n){
  long i;
  size_t used = 0;
  char buf[160];
  k->n = n;
  k->aInt = malloc(sizeof(int64_t) * (size_t)n);
  k->aOff = malloc(sizeof(int64_t) * ((size_t)n + 1));
  k->aText = malloc(130 * (size_t)n);
  if( !k->aInt || !k->aOff || !k->aText ){
    fprintf(stderr, "batch_bench: out of memory\n");
    exit(2);
  }
  k->aOff[0] = 0;
  for(i = 0; i < n; i++){
    int len = random_text(buf);
    memcpy(k->aText + used, buf, (size_t)len);
    used += (size_t)len;
    k->aOff[i + 1] = (int64_t)used;
    k->aInt[i] = (int64_t)(int32_t)(uint32_t)rng();
    (void)rng();
  }
}

/* The hash-alone loop (bench/hash_alone.c's run_hash). */
static uint64_t hash_alone(const RkPlace *pl, const Keys *k, int isText){
  const RkScheme *p = pl->p;
  uint64_t sum = 0;
  long i;
  for(i = 0; i < k->n; i++){
    if( isText ){
      int64_t h;
      if( p->xBytes(k->aText + k->aOff[i], (size_t)(k->aOff[i+1] - k->aOff[i]),
                    1, pl->seed, &h)==RK_HASHED ){
        sum += p->xReduce(h, pl);
      }
    }else{
      sum += p->xIntPartition(k->aInt[i], pl);
    }
  }
  return sum;
}

static volatile uint64_t sink;

/* Best of three of the batch call: ns per key, or -1 if it fails. */
static double time_batch(const char *zScheme, const Keys *k, int isText,
                         int64_t *aOut, uint8_t *aValid){
  rowkey_column col;
  rowkey_scheme *s;
  double best = 1e30;
  int r;
  memset(&col, 0, sizeof(col));
  col.type = isText ? ROWKEY_TEXT : ROWKEY_INT64;
  col.data = isText ? (const void*)k->aText : (const void*)k->aInt;
  col.offsets = isText ? k->aOff : 0;
  if( rowkey_open(zScheme, 97, 0, &s)!=ROWKEY_OK ){
    rowkey_close(s);
    return -1;
  }
  for(r = 0; r < 3; r++){
    double t0 = now(), t;
    if( rowkey_partition(s, &col, k->n, aOut, aValid)!=ROWKEY_OK ){
      rowkey_close(s);
      return -1;
    }
    t = now() - t0;
    if( t < best ) best = t;
    sink += (uint64_t)aOut[k->n - 1];
  }
  rowkey_close(s);
  return best * 1e9 / (double)k->n;
}

static double time_alone(const char *zScheme, const Keys *k, int isText){
  RkPlace *pl;
  char zErr[RK_OPEN_ERRBUF];
  double best = 1e30;
  int r;
  if( rk_place_open(zScheme, 97, 0, &pl, zErr, sizeof(zErr)) ) return -1;
  if( isText && !pl->p->acceptText ){
    free(pl);
    return -1;
  }
  for(r = 0; r < 3; r++){
    double t0 = now(), t;
    sink += hash_alone(pl, k, isText);
    t = now() - t0;
    if( t < best ) best = t;
  }
  free(pl);
  return best * 1e9 / (double)k->n;
}

/* ns per row of the SQL query over the table's rows, or -1 on an error. */
static double time_sql(sqlite3 *db, const char *zScheme, int isText,
                       long nRow){
  char *zSql = sqlite3_mprintf("SELECT sum(key_partition(%s, 97, %Q)) FROM t",
                               isText ? "t" : "r", zScheme);
  sqlite3_stmt *st;
  double t0, t;
  int rc;
  if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ){
    sqlite3_free(zSql);
    return -1;
  }
  sqlite3_free(zSql);
  t0 = now();
  rc = sqlite3_step(st);
  t = now() - t0;
  if( rc==SQLITE_ROW ) sink += (uint64_t)sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  return rc==SQLITE_ROW ? t * 1e9 / (double)nRow : -1;
}

static void cell(double v){
  if( v < 0 ) printf(" — |");
  else printf(" %.1f |", v);
}

int main(int argc, char **argv){
  long nRow = argc > 2 ? atol(argv[2]) : 10000000;
  long nSql = argc > 3 ? atol(argv[3]) : 1000000;
  Keys k;
  sqlite3 *db;
  sqlite3_stmt *ins;
  int64_t *aOut;
  uint8_t *aValid;
  long i;
  int s, isText;
  if( argc < 2 ){
    fprintf(stderr, "usage: %s EXTENSION [ROWS [SQL_ROWS]]\n", argv[0]);
    return 2;
  }
  if( nSql > nRow ) nSql = nRow;
  make_keys(&k, nRow);
  aOut = malloc(sizeof(int64_t) * (size_t)nRow);
  aValid = malloc((size_t)nRow);
  if( !aOut || !aValid ) return 2;

  sqlite3_open(":memory:", &db);
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, argv[1], 0, 0)!=SQLITE_OK ){
    fprintf(stderr, "batch_bench: cannot load %s: %s\n", argv[1], sqlite3_errmsg(db));
    return 2;
  }
  sqlite3_exec(db, "CREATE TABLE t(r INTEGER, t TEXT); BEGIN", 0, 0, 0);
  sqlite3_prepare_v2(db, "INSERT INTO t VALUES (?, ?)", -1, &ins, 0);
  for(i = 0; i < nSql; i++){
    sqlite3_bind_int64(ins, 1, k.aInt[i]);
    sqlite3_bind_text(ins, 2, (const char*)k.aText + k.aOff[i],
                      (int)(k.aOff[i+1] - k.aOff[i]), SQLITE_STATIC);
    sqlite3_step(ins);
    sqlite3_reset(ins);
  }
  sqlite3_finalize(ins);
  sqlite3_exec(db, "COMMIT", 0, 0, 0);

  printf("%ld keys a batch, %ld rows for SQL; ns per key, n = 97\n\n", nRow, nSql);
  printf("| scheme | key | batch | hash alone | batch / hash | SQL per row | SQL / batch |\n");
  printf("|---|---|---|---|---|---|---|\n");
  for(s = 0; s < rk_nScheme; s++){
    const char *zName = rk_aSchemeList[s]->zName;
    for(isText = 0; isText < 2; isText++){
      double b = time_batch(zName, &k, isText, aOut, aValid);
      double h = time_alone(zName, &k, isText);
      double q = time_sql(db, zName, isText, nSql);
      if( b < 0 && h < 0 ) continue;       /* the scheme takes no such key */
      printf("| `%s` | %s |", zName, isText ? "text" : "int64");
      cell(b);
      cell(h);
      if( b > 0 && h > 0 ) printf(" %.2f |", b / h); else printf(" — |");
      cell(q);
      if( b > 0 && q > 0 ) printf(" %.0f |", q / b); else printf(" — |");
      printf("\n");
      fflush(stdout);
    }
  }
  sqlite3_close(db);
  return sink==42 ? 1 : 0;
}
