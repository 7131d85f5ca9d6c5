/*
** threads.c - rowkey from several threads at once, each on its own
** connection: every thread must get exactly the results one thread gets
** alone. The extension keeps no mutable global state; this is the test
** that it stays so. Built and run by test/threads.test:
**
**   cc -o threads test/threads.c -lsqlite3 -lpthread
**   ./threads ./rowkey.so [THREADS [ROUNDS]]
**
** The main thread runs the workload once for the reference digest (every
** value and error message of every row, with its type), after checking a
** few values given in the documentation (README, docs/). Then THREADS
** threads start together at a barrier, each loads the extension into its own in-memory
** database and runs the workload ROUNDS times; each digest must equal the
** reference. Prints "threads: N threads x R rounds, digest D, ok".
*/
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sqlite3.h>

static const char *zExt;

/* Queries over every function: the integer and hash paths, both forms,
** every partitioning scheme, errors, and the table-valued function. A
** failing statement's error message is part of the digest, so error paths
** run concurrently too. */
static const char *const azWork[] = {
  "WITH RECURSIVE c(i) AS (SELECT -1000 UNION ALL SELECT i + 7 FROM c"
  " WHERE i < 20000)"
  " SELECT salt_key(i, 97), salt_key(i * 1000003, 1000, '::'),"
  "  unsalt_key(salt_key(i, 10)), salt_bucket(salt_key(i, 1000000, '#'), '#'),"
  "  reverse_id(abs(i)), salt_key(abs(i), 10, '|', 'reverse') FROM c",
  "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c"
  " WHERE i < 3000)"
  " SELECT salt_key('user' || i, 12), salt_key(CAST('k' || i AS BLOB), 97),"
  "  unsalt_key(salt_key('user' || i, 12)), reverse_id(i, 8) FROM c",
  "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c"
  " WHERE i < 2000)"
  " SELECT murmur_partition(i, 97), murmur_partition('Stra\303\237e' || i, 7),"
  "  murmur_partition('user' || i, 12, 'kafka'), murmur_hash(i * 1.5, 'spark'),"
  "  murmur_hash(CAST('k' || i AS BLOB), 'cassandra'),"
  "  murmur_partition(i, 32, 'hive:int32'), murmur_hash('x' || i, 'iceberg'),"
  "  murmur_hash('ABC ' || i || '  ', 'oceanbase_bin', i),"
  "  murmur_hash_multi('spark', i, 'b'),"
  "  murmur_partition_multi(97, 'oceanbase', i, 'ord' || i) FROM c",
  "SELECT murmur_partition(1, 10, 'redis')",
  "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c"
  " WHERE i < 5000)"
  " SELECT split_region(i, 10, 1), split_region(salt_key(i, 97), 97, 2),"
  "  split_region(CAST(reverse_id(i) AS BLOB), 4, 2, 97),"
  "  node_imbalance(i + 1, 3), recommend_partitions(i * 1000000000) FROM c",
  "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c"
  " WHERE i < 20000)"
  " SELECT partition_skew(murmur_partition(i, 97), 97),"
  "  partition_skew(i % 1000 * 1000) FROM c",
  "SELECT * FROM hbase_splits('HexStringSplit', 16)",
  "SELECT * FROM hbase_splits('UniformSplit', 7)",
  "SELECT recommend_partitions('100TB')",
  "SELECT * FROM split_points(1000, 3)",
  "SELECT * FROM split_points(97, 2, 97) WHERE region >= 90",
  "SELECT * FROM split_points(1000000000000000000, 18)"
  " WHERE region >= 999999999999999990",
  "SELECT salt_key(1420008, 0)",
  "SELECT unsalt_key('x|1')",
  "SELECT reverse_id(-5)",
  "SELECT * FROM split_points(1000, 2)",
  "SELECT rowkey_version()",
};
#define N_WORK (int)(sizeof(azWork)/sizeof(azWork[0]))

/* FNV-1a, 64-bit. */
static void mix(uint64_t *h, const void *p, size_t n){
  const unsigned char *b = p;
  size_t i;
  for(i = 0; i < n; i++){ *h ^= b[i]; *h *= 0x100000001b3ull; }
}

static sqlite3 *open_db(char *zErrOut, size_t nErrOut){
  sqlite3 *db = 0;
  char *zErr = 0;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK
   || sqlite3_enable_load_extension(db, 1)!=SQLITE_OK
   || sqlite3_load_extension(db, zExt, 0, &zErr)!=SQLITE_OK ){
    snprintf(zErrOut, nErrOut, "cannot load %s: %s", zExt,
             zErr ? zErr : sqlite3_errmsg(db));
    sqlite3_free(zErr);
    sqlite3_close(db);
    return 0;
  }
  return db;
}

/* Runs the workload, digesting every value with its type; returns 0 on a
** failure to even prepare. */
static int run_work(sqlite3 *db, uint64_t *pDigest, long *pnRow){
  int i, j, rc;
  for(i = 0; i < N_WORK; i++){
    sqlite3_stmt *pStmt = 0;
    if( sqlite3_prepare_v2(db, azWork[i], -1, &pStmt, 0)!=SQLITE_OK ){
      const char *z = sqlite3_errmsg(db);
      mix(pDigest, "P", 1);
      mix(pDigest, z, strlen(z));
      continue;
    }
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      for(j = 0; j < sqlite3_column_count(pStmt); j++){
        unsigned char t = (unsigned char)sqlite3_column_type(pStmt, j);
        const void *p = sqlite3_column_blob(pStmt, j);
        mix(pDigest, &t, 1);
        if( p ) mix(pDigest, p, (size_t)sqlite3_column_bytes(pStmt, j));
      }
      (*pnRow)++;
    }
    if( rc!=SQLITE_DONE ){
      const char *z = sqlite3_errmsg(db);
      mix(pDigest, "E", 1);
      mix(pDigest, z, strlen(z));
    }
    sqlite3_finalize(pStmt);
  }
  return 1;
}

/* One documented value: SQL giving one text, and the text. */
static int check_value(sqlite3 *db, const char *zSql, const char *zWant){
  sqlite3_stmt *pStmt = 0;
  const char *zGot = 0;
  int ok;
  if( sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0)==SQLITE_OK
   && sqlite3_step(pStmt)==SQLITE_ROW ){
    zGot = (const char*)sqlite3_column_text(pStmt, 0);
  }
  ok = zGot && strcmp(zGot, zWant)==0;
  if( !ok ){
    fprintf(stderr, "threads: %s gave %s, want %s\n", zSql,
            zGot ? zGot : sqlite3_errmsg(db), zWant);
  }
  sqlite3_finalize(pStmt);
  return ok;
}

typedef struct Worker Worker;
struct Worker {
  pthread_t tid;
  pthread_barrier_t *pBarrier;
  int nRound;
  uint64_t aDigest[16];   /* one per round */
  long nRow;
  char zErr[512];
};

static void *worker(void *pArg){
  Worker *w = pArg;
  sqlite3 *db = open_db(w->zErr, sizeof(w->zErr));
  int r;
  pthread_barrier_wait(w->pBarrier);
  if( db==0 ) return 0;
  for(r = 0; r < w->nRound; r++){
    w->aDigest[r] = 0xcbf29ce484222325ull;
    run_work(db, &w->aDigest[r], &w->nRow);
  }
  sqlite3_close(db);
  return 0;
}

int main(int argc, char **argv){
  int nThread = argc > 2 ? (int)strtol(argv[2], 0, 10) : 4;
  int nRound = argc > 3 ? (int)strtol(argv[3], 0, 10) : 2;
  uint64_t ref = 0xcbf29ce484222325ull;
  long nRefRow = 0;
  char zErr[512];
  Worker *aW;
  pthread_barrier_t barrier;
  sqlite3 *db;
  int i, r, nBad = 0;

  if( argc < 2 || nThread < 1 || nThread > 64 || nRound < 1 || nRound > 16 ){
    fprintf(stderr, "usage: %s PATH-TO-rowkey.so [THREADS<=64 [ROUNDS<=16]]\n",
            argv[0]);
    return 2;
  }
  zExt = argv[1];
  if( !sqlite3_threadsafe() ){
    fprintf(stderr, "threads: this libsqlite3 is built without threads\n");
    return 2;
  }

  /* The reference, from this thread alone, after documented values. */
  db = open_db(zErr, sizeof(zErr));
  if( db==0 ){ fprintf(stderr, "threads: %s\n", zErr); return 1; }
  if( !check_value(db, "SELECT salt_key(1420008, 10)", "8|1420008")
   || !check_value(db, "SELECT salt_key(1420008, 1000)", "008|1420008")
   || !check_value(db, "SELECT salt_key(1420000, 10, '|', 'reverse')",
                   "0|0000241")
   || !check_value(db, "SELECT unsalt_key('8|8000241', '|', 'reverse')",
                   "1420008")
   || !check_value(db, "SELECT reverse_id(42, 6)", "240000")
   || !check_value(db, "SELECT group_concat(start_key) FROM split_points(4, 2, 97)",
                   "00,24,48,72")
   || !check_value(db, "SELECT murmur_partition('user42', 12, 'kafka')", "4")
   || !check_value(db, "SELECT murmur_hash('abc', 'spark')", "1322437556")
   || !check_value(db, "SELECT recommend_partitions('24TB', 3)", "97")
   || !check_value(db, "SELECT group_concat(key, ' ') FROM"
                   " hbase_splits('DecimalStringSplit', 3)",
                   "33333333 66666666") ){
    sqlite3_close(db);
    return 1;
  }
  run_work(db, &ref, &nRefRow);
  sqlite3_close(db);

  aW = calloc((size_t)nThread, sizeof(*aW));
  if( aW==0 ) return 1;
  pthread_barrier_init(&barrier, 0, (unsigned)nThread);
  for(i = 0; i < nThread; i++){
    aW[i].pBarrier = &barrier;
    aW[i].nRound = nRound;
    if( pthread_create(&aW[i].tid, 0, worker, &aW[i])!=0 ){
      fprintf(stderr, "threads: cannot start thread %d\n", i);
      return 1;
    }
  }
  for(i = 0; i < nThread; i++) pthread_join(aW[i].tid, 0);
  pthread_barrier_destroy(&barrier);

  for(i = 0; i < nThread; i++){
    if( aW[i].zErr[0] ){
      fprintf(stderr, "threads: thread %d: %s\n", i, aW[i].zErr);
      nBad++;
      continue;
    }
    for(r = 0; r < nRound; r++){
      if( aW[i].aDigest[r]!=ref ){
        fprintf(stderr, "threads: thread %d round %d: digest %016llx,"
                " alone %016llx\n", i, r,
                (unsigned long long)aW[i].aDigest[r], (unsigned long long)ref);
        nBad++;
      }
    }
    if( aW[i].nRow!=nRefRow * nRound ){
      fprintf(stderr, "threads: thread %d: %ld rows, want %ld\n", i,
              aW[i].nRow, nRefRow * nRound);
      nBad++;
    }
  }
  free(aW);
  if( nBad ) return 1;
  printf("threads: %d threads x %d rounds, %ld rows each, digest %016llx, ok\n",
         nThread, nRound, nRefRow * nRound, (unsigned long long)ref);
  return 0;
}
