/*
** bench.c - per-row cost of rowkey's functions next to SQLite's built-ins.
**
**   make bench                            build with the release flags, run
**   build/bench build/release/rowkey.so   the same by hand
**   BENCH_ROWS=200000 make bench          a smaller table
**
** Fills an in-memory table with BENCH_ROWS rows (default 2,000,000) of
** sequential integers, random integers, random text keys of 8 to 32
** characters (some not ASCII), salted keys and partition ids. Then times
** every query of the list below once per round, all queries one after the
** other in each round (A B C ... A B C ...), for BENCH_ROUNDS rounds
** (default 5, at least 5 unless BENCH_ROWS is tiny), and reports per query:
**
**   ns/row        the median time of the query divided by the rows
**   above scan    the median over rounds of the query's time minus the
**                 time of the bare scan of the column it reads (SELECT
**                 count(col) FROM t) in the same round: the cost of the
**                 function itself
**   ratio         the median over rounds of above scan / the comparator's
**                 above scan in the same round; the comparator is the
**                 hand-written SQL equivalent where there is one, else the
**                 built-in scalar of the same argument type (abs for
**                 integers, upper for text)
**   target        the bar the ratio must stay under, where there is one
**
** A query whose function the extension does not have is reported as
** "missing" and a query that fails as "error", so the program runs at every
** stage of the project. It also times split_points(100000000, 8) (rows per
** second, with peak memory for a small and a large n, which must be the
** same) and writes everything to BENCH_CSV (default build/bench.csv).
**
** BENCH_VARYING=1 adds, for every scheme, key_partition with n from a
** column (two, sixteen and a hundred values in turn): the rows whose n
** changes.
**
** BENCH_ONLY=WORD keeps the queries whose name contains WORD (with their
** scans and comparators); BENCH_QUERY=NAME runs that one query alone, for
** counting its instructions: bench/instructions.sh runs each under
** callgrind, collecting only inside run_stmt().
**
** The exit code is 0 when every query ran or was missing, 1 when one
** failed, 2 on a setup error. No timing is ever a failure: the benchmark
** reports, the reader judges.
*/
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <sqlite3.h>

/* The columns of table t. */
/*   seq  INTEGER  0, 1, 2, ... (sequential ids)
**   r    INTEGER  random, uniform over the 32-bit range (every scheme
**                 takes it, also as a 32-bit int)
**   t    TEXT     random, 8 to 32 characters, about 1 in 12 non-ASCII
**   sk   TEXT     seq salted over 10 buckets: '(seq % 10)|seq'
**   p    INTEGER  random partition id in [0, 1000)
**   w    INTEGER  a weight (a row size, say) in [1, 1000]
**   z    INTEGER  heavy-tailed keys: every odd row a key of its own, every
**                 even one Zipf-like (1000000 / u, u spread over 1..10^6,
**                 so key 1 takes half of those rows, key 2 a sixth, ...) */

typedef struct Query Query;
struct Query {
  const char *zName;     /* shown in the table and the CSV */
  const char *zSql;
  const char *zBase;     /* name of the bare scan to subtract, 0 for a scan */
  const char *zCmp;      /* name of the comparator, 0 for none */
  double target;         /* largest good ratio, 0 for none */
  /* Filled in as it runs. */
  int status;            /* Q_OK, Q_MISSING, Q_ERROR */
  char *zErr;
  sqlite3_stmt *pStmt;
  double *aNs;           /* time of each round, ns */
  double median;         /* ns per row */
  double above;          /* ns per row above the bare scan */
  double ratio;          /* above / comparator's above, if hasRatio */
  int hasRatio;
  int iBase, iCmp;
};

#define Q_OK      0
#define Q_MISSING 1
#define Q_ERROR   2
#define Q_SKIPPED 3   /* left out by BENCH_ONLY */

#define INT_SCHEMES(S) \
  S("oceanbase") S("oceanbase_bin") S("kafka") S("spark") S("iceberg") \
  S("hive") S("cassandra") \
  S("kafka:int32") S("spark:int32") S("hive:int32") S("cassandra:int32")

#define TEXT_SCHEMES(S) \
  S("oceanbase") S("oceanbase_bin") S("kafka") S("spark") S("iceberg") \
  S("hive") S("cassandra")

/* An entry of the list: name, SQL, bare scan, comparator, target ratio
** (0: none); the run-time fields start at zero. */
#define Q(name, sql, base, cmp, tgt) \
  { .zName = name, .zSql = sql, .zBase = base, .zCmp = cmp, .target = tgt },

#define MP_INT(s) \
  Q("murmur_partition(r, 97, '" s "')", \
    "SELECT count(murmur_partition(r, 97, '" s "')) FROM t", \
    "scan(r)", "abs(r)", 1.5)
#define MP_TEXT(s) \
  Q("murmur_partition(t, 97, '" s "')", \
    "SELECT count(murmur_partition(t, 97, '" s "')) FROM t", \
    "scan(t)", "upper(t)", 0)

/* partition_skew's GROUP BY equivalent: the same statistics from the
** per-partition counts. */
#define GROUP_BY_SQL \
  "SELECT count(*), sum(c), min(c), max(c), avg(c), sum(c*c), " \
  "(SELECT p FROM t GROUP BY p ORDER BY count(*) DESC LIMIT 1) " \
  "FROM (SELECT p, count(*) AS c FROM t GROUP BY p)"

#define SALT10_SQL  "sql: (seq % 10) || '|' || seq"
#define PRINTF_SQL  "sql: printf('%03d|%d', seq % 1000, seq)"
#define UNSALT_SQL  "sql: substr/instr unsalt"
#define BUCKET_SQL  "sql: substr/instr bucket"

static const Query aStatic[] = {
  /* Bare scans: the cost of reading a column, subtracted from the rest. */
  Q("scan(seq)", "SELECT count(seq) FROM t", 0, 0, 0)
  Q("scan(r)",   "SELECT count(r) FROM t",   0, 0, 0)
  Q("scan(t)",   "SELECT count(t) FROM t",   0, 0, 0)
  Q("scan(sk)",  "SELECT count(sk) FROM t",  0, 0, 0)
  Q("scan(p)",   "SELECT count(p) FROM t",   0, 0, 0)
  Q("scan(z)",   "SELECT count(z) FROM t",   0, 0, 0)
  /* Reads p and w, for the weighted partition_skew. */
  Q("scan(p, w)", "SELECT count(p + w) FROM t", 0, 0, 0)

  /* SQLite's own scalars: the yardsticks. */
  Q("abs(r)",    "SELECT count(abs(r)) FROM t",   "scan(r)", 0, 0)
  Q("upper(t)",  "SELECT count(upper(t)) FROM t", "scan(t)", 0, 0)

  /* Salted keys and their hand-written equivalents. */
  Q(SALT10_SQL, "SELECT count((seq % 10) || '|' || seq) FROM t",
    "scan(seq)", 0, 0)
  Q("salt_key(seq, 10)", "SELECT count(salt_key(seq, 10)) FROM t",
    "scan(seq)", SALT10_SQL, 0.25)
  Q(PRINTF_SQL, "SELECT count(printf('%03d|%d', seq % 1000, seq)) FROM t",
    "scan(seq)", 0, 0)
  Q("salt_key(seq, 1000)", "SELECT count(salt_key(seq, 1000)) FROM t",
    "scan(seq)", PRINTF_SQL, 0)
  Q("salt_key(seq, 1000, '|', 'reverse')",
    "SELECT count(salt_key(seq, 1000, '|', 'reverse')) FROM t",
    "scan(seq)", PRINTF_SQL, 0)
  Q(UNSALT_SQL,
    "SELECT count(CAST(substr(sk, instr(sk, '|') + 1) AS INTEGER)) FROM t",
    "scan(sk)", 0, 0)
  Q("unsalt_key(sk)", "SELECT count(unsalt_key(sk)) FROM t",
    "scan(sk)", UNSALT_SQL, 0.25)
  Q(BUCKET_SQL,
    "SELECT count(CAST(substr(sk, 1, instr(sk, '|') - 1) AS INTEGER)) FROM t",
    "scan(sk)", 0, 0)
  Q("salt_bucket(sk)", "SELECT count(salt_bucket(sk)) FROM t",
    "scan(sk)", BUCKET_SQL, 0)
  Q("reverse_id(seq)", "SELECT count(reverse_id(seq)) FROM t",
    "scan(seq)", "abs(r)", 0)

  /* Partitioners: integer keys against abs, text keys against upper. */
  Q("murmur_partition(r, 97)", "SELECT count(murmur_partition(r, 97)) FROM t",
    "scan(r)", "abs(r)", 1.5)
  INT_SCHEMES(MP_INT)
  Q("murmur_partition(t, 97)", "SELECT count(murmur_partition(t, 97)) FROM t",
    "scan(t)", "upper(t)", 1.0)
  TEXT_SCHEMES(MP_TEXT)
  Q("murmur_hash(r)", "SELECT count(murmur_hash(r)) FROM t",
    "scan(r)", "abs(r)", 0)
  Q("murmur_hash(t)", "SELECT count(murmur_hash(t)) FROM t",
    "scan(t)", "upper(t)", 0)
  Q("murmur_hash(r, 'spark')", "SELECT count(murmur_hash(r, 'spark')) FROM t",
    "scan(r)", "abs(r)", 0)
  Q("murmur_hash(t, 'spark')", "SELECT count(murmur_hash(t, 'spark')) FROM t",
    "scan(t)", "upper(t)", 0)

  /* Planning. */
  Q("split_region(sk, 10, 1)", "SELECT count(split_region(sk, 10, 1)) FROM t",
    "scan(sk)", "abs(r)", 2.0)
  Q("split_region(seq, 10, 1)",
    "SELECT count(split_region(seq, 10, 1)) FROM t",
    "scan(seq)", "abs(r)", 2.0)
  Q("split_region(seq, 97, 2, 100)",
    "SELECT count(split_region(seq, 97, 2, 100)) FROM t",
    "scan(seq)", "abs(r)", 2.0)
  Q("sql: GROUP BY p", GROUP_BY_SQL, "scan(p)", 0, 0)
  Q("partition_skew(p, 1000)", "SELECT partition_skew(p, 1000) FROM t",
    "scan(p)", "sql: GROUP BY p", 1.0)
  Q("partition_skew(p)", "SELECT partition_skew(p) FROM t",
    "scan(p)", "sql: GROUP BY p", 1.0)
  Q("partition_skew(p, 1000, w)", "SELECT partition_skew(p, 1000, w) FROM t",
    "scan(p, w)", "partition_skew(p, 1000)", 1.10)
  Q("sql: GROUP BY z ORDER BY count(*) DESC LIMIT 100",
    "SELECT z, count(*) FROM t GROUP BY z ORDER BY count(*) DESC LIMIT 100",
    "scan(z)", 0, 0)
  Q("top_keys(z, 100)", "SELECT top_keys(z, 100) FROM t",
    "scan(z)", "sql: GROUP BY z ORDER BY count(*) DESC LIMIT 100", 0.5)
  Q("split_region(sk, 1001, 4, 10000)",
    "SELECT count(split_region(sk, 1001, 4, 10000)) FROM t", "scan(sk)", 0, 0)
  /* The same 1,000 split keys as a list (SPLITS_1000 is replaced by the
  ** JSON text before the query is prepared). */
  Q("split_region(sk, '[1000 split keys]')",
    "SELECT count(split_region(sk, 'SPLITS_1000')) FROM t",
    "scan(sk)", "split_region(sk, 1001, 4, 10000)", 2.0)
};
#define N_STATIC ((int)(sizeof(aStatic)/sizeof(aStatic[0])))

/* The queries: aStatic, the call floors, then key_partition for every
** scheme rowkey_schemes lists (so that a new scheme is measured without
** editing this file). */
static Query *aQuery;
static int N_QUERY;

static void die(const char *zFmt, ...);

/* A function that does nothing: the cost of calling any function. */
static void noopFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)ctx;
  (void)argc;
  (void)argv;
}

static void add_query(int *pAlloc, const Query *q){
  if( N_QUERY==*pAlloc ){
    *pAlloc = *pAlloc ? 2 * *pAlloc : 64;
    aQuery = realloc(aQuery, sizeof(Query) * (size_t)*pAlloc);
    if( aQuery==0 ) die("out of memory");
  }
  aQuery[N_QUERY++] = *q;
}

/* 1 if scheme zName places a text key that is not a number. */
static int takes_any_text(sqlite3 *db, const char *zName){
  char *zSql = sqlite3_mprintf("SELECT key_partition('user42', 97, '%s')", zName);
  int ok;
  if( zSql==0 ) die("out of memory");
  ok = sqlite3_exec(db, zSql, 0, 0, 0)==SQLITE_OK;
  sqlite3_free(zSql);
  return ok;
}

/* 1 if the scheme takes a negative INTEGER key (kinesis_hash_key, whose
** ExplicitHashKeys are 0 or more, does not: column r is half negative). */
static int takes_negative(sqlite3 *db, const char *zName){
  char *zSql = sqlite3_mprintf("SELECT key_partition(-1, 97, '%s')", zName);
  int ok;
  if( zSql==0 ) die("out of memory");
  ok = sqlite3_exec(db, zSql, 0, 0, 0)==SQLITE_OK;
  sqlite3_free(zSql);
  return ok;
}

static void build_queries(sqlite3 *db){
  sqlite3_stmt *p;
  int i, nAlloc = 0;
  for(i = 0; i < N_STATIC; i++) add_query(&nAlloc, &aStatic[i]);
  {
    static const Query floors[] = {
      Q("noop(r)", "SELECT count(noop(r)) FROM t", "scan(r)", 0, 0)
      Q("noop(t)", "SELECT count(noop(t)) FROM t", "scan(t)", 0, 0)
    };
    add_query(&nAlloc, &floors[0]);
    add_query(&nAlloc, &floors[1]);
  }
  if( sqlite3_create_function(db, "noop", 1, SQLITE_UTF8|SQLITE_DETERMINISTIC,
                              0, noopFunc, 0, 0)!=SQLITE_OK ){
    die("noop: %s", sqlite3_errmsg(db));
  }
  /* An extension without the registry has no such table: no rows added. */
  if( sqlite3_prepare_v2(db, "SELECT name, integer_key IS NOT NULL,"
        " text_key IS NOT NULL FROM rowkey_schemes"
        " WHERE n_min <= 97 AND n_max >= 97", -1, &p, 0)!=SQLITE_OK ) return;
  while( sqlite3_step(p)==SQLITE_ROW ){
    const char *zName = (const char*)sqlite3_column_text(p, 0);
    int hasInt = sqlite3_column_int(p, 1);
    Query q;
    memset(&q, 0, sizeof(q));
    if( hasInt && !takes_negative(db, zName) ){
      /* Non-negative keys only: r with its sign bit cleared. */
      hasInt = 0;
      q.zName = sqlite3_mprintf("key_partition(r & INT64_MAX, 97, '%s')", zName);
      q.zSql = sqlite3_mprintf("SELECT count(key_partition(r & 9223372036854775807,"
                               " 97, '%s')) FROM t", zName);
      q.zBase = "scan(r)";
      q.zCmp = "abs(r)";
      q.target = 1.5;
      add_query(&nAlloc, &q);
    }
    if( hasInt ){
      q.zName = sqlite3_mprintf("key_partition(r, 97, '%s')", zName);
      q.zSql = sqlite3_mprintf("SELECT count(key_partition(r, 97, '%s'))"
                               " FROM t", zName);
      q.zBase = "scan(r)";
      q.zCmp = "abs(r)";
      q.target = 1.5;
      add_query(&nAlloc, &q);
    }
    /* With BENCH_VARYING set, n from a column: two values in turn (a join
    ** against two clusters), sixteen in turn, and a hundred in turn (more
    ** than key_partition keeps places for: nearly every row builds one),
    ** so that a row whose n differs from the previous row's is measured
    ** for every scheme. */
    if( hasInt && getenv("BENCH_VARYING") ){
      static const char *azN[] = { "96 + (seq & 1)", "82 + seq % 16",
                                   "1 + seq % 100" };
      int j;
      for(j = 0; j < 3; j++){
        q.zName = sqlite3_mprintf("key_partition(r, %s, '%s')", azN[j], zName);
        q.zSql = sqlite3_mprintf("SELECT count(key_partition(r, %s, '%s'))"
                                 " FROM t", azN[j], zName);
        q.zBase = "scan(r)";
        q.zCmp = 0;
        q.target = 0;
        add_query(&nAlloc, &q);
      }
    }
    /* Only where the scheme takes any text (vitess takes decimal text). */
    if( sqlite3_column_int(p, 2) && takes_any_text(db, zName) ){
      q.zName = sqlite3_mprintf("key_partition(t, 97, '%s')", zName);
      q.zSql = sqlite3_mprintf("SELECT count(key_partition(t, 97, '%s'))"
                               " FROM t", zName);
      q.zBase = "scan(t)";
      q.zCmp = "upper(t)";
      q.target = 1.0;
      add_query(&nAlloc, &q);
    }
  }
  sqlite3_finalize(p);
}

static void die(const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  fprintf(stderr, "bench: ");
  vfprintf(stderr, zFmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(2);
}

/* CPU time of this thread: on a machine shared with other work it counts
** only our own cycles, which is what a per-row cost is about. */
static double now_ns(void){
  struct timespec ts;
#ifdef CLOCK_THREAD_CPUTIME_ID
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
#else
  clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Peak resident set size of this process so far, in KiB. */
static long maxrss_kib(void){
  struct rusage ru;
  if( getrusage(RUSAGE_SELF, &ru) ) return -1;
#ifdef __APPLE__
  return ru.ru_maxrss / 1024;   /* bytes there */
#else
  return ru.ru_maxrss;
#endif
}

static long env_long(const char *zName, long dflt, long lo, long hi){
  const char *z = getenv(zName);
  char *zEnd;
  long v;
  if( z==0 || *z==0 ) return dflt;
  errno = 0;
  v = strtol(z, &zEnd, 10);
  if( errno || *zEnd || v < lo || v > hi ){
    die("%s must be an integer between %ld and %ld, got '%s'", zName, lo, hi, z);
  }
  return v;
}

#include "keygen.h"

static void exec_or_die(sqlite3 *db, const char *zSql){
  char *zErr = 0;
  if( sqlite3_exec(db, zSql, 0, 0, &zErr)!=SQLITE_OK ){
    die("%s: %s", zSql, zErr ? zErr : "?");
  }
}

static void fill_table(sqlite3 *db, long nRow){
  sqlite3_stmt *pIns;
  char zText[160], zSk[32];
  long i;
  exec_or_die(db, "CREATE TABLE t(seq INTEGER, r INTEGER, t TEXT, sk TEXT,"
                  " p INTEGER, w INTEGER, z INTEGER)");
  exec_or_die(db, "BEGIN");
  if( sqlite3_prepare_v2(db, "INSERT INTO t VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)", -1,
                         &pIns, 0)!=SQLITE_OK ){
    die("prepare insert: %s", sqlite3_errmsg(db));
  }
  for(i = 0; i < nRow; i++){
    int nText = random_text(zText);
    int nSk = snprintf(zSk, sizeof(zSk), "%ld|%ld", i % 10, i);
    sqlite3_bind_int64(pIns, 1, i);
    sqlite3_bind_int64(pIns, 2, (sqlite3_int64)(int32_t)(uint32_t)rng());
    sqlite3_bind_text(pIns, 3, zText, nText, SQLITE_STATIC);
    sqlite3_bind_text(pIns, 4, zSk, nSk, SQLITE_STATIC);
    sqlite3_bind_int64(pIns, 5, (sqlite3_int64)(rng() % 1000));
    /* w and z from i alone, so the other columns stay as they were. */
    sqlite3_bind_int64(pIns, 6, 1 + (sqlite3_int64)((uint64_t)i * 7919 % 1000));
    sqlite3_bind_int64(pIns, 7, i % 2 ? (sqlite3_int64)i + 1000000
        : (sqlite3_int64)(1000000 / (1 + (uint64_t)i * 2654435761u % 1000000)));
    if( sqlite3_step(pIns)!=SQLITE_DONE ){
      die("insert: %s", sqlite3_errmsg(db));
    }
    sqlite3_reset(pIns);
  }
  sqlite3_finalize(pIns);
  exec_or_die(db, "COMMIT");
}

/* zSql with SPLITS_1000 replaced by the JSON list of the 1,000 split keys
** of split_points(1001, 4): floor(i * 10000 / 1001) in 4 digits. Kept for
** the whole run. */
static const char *with_splits(const char *zSql){
  static char zList[1000 * 7 + 8];
  const char *zAt = strstr(zSql, "SPLITS_1000");
  size_t n = 0, m;
  char *zOut;
  int i;
  zList[n++] = '[';
  for(i = 1; i <= 1000; i++){
    n += (size_t)snprintf(zList + n, sizeof(zList) - n, "%s\"%04d\"",
                          i > 1 ? "," : "", (int)((long)i * 10000 / 1001));
  }
  zList[n++] = ']';
  zList[n] = 0;
  m = strlen(zSql) + n + 1;
  zOut = malloc(m);
  if( zOut==0 ) die("out of memory");
  snprintf(zOut, m, "%.*s%s%s", (int)(zAt - zSql), zSql, zList,
           zAt + strlen("SPLITS_1000"));
  return zOut;
}

static int find_query(const char *zName){
  int i;
  if( zName==0 ) return -1;
  for(i = 0; i < N_QUERY; i++){
    if( strcmp(aQuery[i].zName, zName)==0 ) return i;
  }
  die("no query named %s", zName);
  return -1;
}

/* Runs a prepared statement to its end; returns the elapsed ns, or -1
** after an error (its message is then in *pzErr, to sqlite3_free). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))  /* callgrind --toggle-collect=run_stmt finds it */
#endif
static double run_stmt(sqlite3 *db, sqlite3_stmt *p, char **pzErr){
  double t0 = now_ns(), t1;
  int rc;
  while( (rc = sqlite3_step(p))==SQLITE_ROW ){}
  t1 = now_ns();
  sqlite3_reset(p);
  if( rc!=SQLITE_DONE ){
    *pzErr = sqlite3_mprintf("%s", sqlite3_errmsg(db));
    return -1;
  }
  return t1 - t0;
}

static int cmp_double(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

static double median(const double *a, int n){
  double *b = malloc(sizeof(double) * (size_t)n), m;
  if( b==0 ) die("out of memory");
  memcpy(b, a, sizeof(double) * (size_t)n);
  qsort(b, (size_t)n, sizeof(double), cmp_double);
  m = n % 2 ? b[n/2] : (b[n/2 - 1] + b[n/2]) / 2;
  free(b);
  return m;
}

static sqlite3 *open_db(const char *zExt){
  sqlite3 *db;
  char *zErr = 0, *zPath;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) die("cannot open a database");
  sqlite3_enable_load_extension(db, 1);
  /* A bare file name would be looked up in the library path, not here. */
  zPath = sqlite3_mprintf(strchr(zExt, '/') ? "%s" : "./%s", zExt);
  if( zPath==0 ) die("out of memory");
  if( sqlite3_load_extension(db, zPath, 0, &zErr)!=SQLITE_OK ){
    die("cannot load %s: %s", zExt, zErr ? zErr : "?");
  }
  sqlite3_free(zPath);
  return db;
}

/* Results of the split_points measurement. */
typedef struct SplitResult SplitResult;
struct SplitResult {
  const char *zStatus;        /* "ok", "missing" or "error" */
  long long nSmall, nLarge;   /* the two n measured */
  double rowsPerSecCount;     /* SELECT count(*) */
  double rowsPerSecKeys;      /* SELECT count(start_key): reads each key */
  long long hwSmall, hwLarge; /* SQLite heap high-water mark, bytes */
  long rssBefore, rssAfter;   /* maxrss around the large run, KiB */
};

/* Memory is flat when the large n peaks no higher than the small one,
** give or take a little allocator noise. */
#define SPLIT_FLAT(r) ((r).hwLarge <= (r).hwSmall + 65536)

/* Times one split_points query; returns ns or -1, and the SQLite heap
** high-water mark it reached. */
static double time_split(sqlite3 *db, const char *zCol, long long n,
                         long long *pHw, char **pzErr){
  sqlite3_stmt *p;
  char zSql[128];
  sqlite3_int64 cur, hw;
  double ns;
  snprintf(zSql, sizeof(zSql),
           "SELECT count(%s) FROM split_points(%lld, 8)", zCol, n);
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0)!=SQLITE_OK ){
    *pzErr = sqlite3_mprintf("%s", sqlite3_errmsg(db));
    return -1;
  }
  sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &cur, &hw, 1);
  ns = run_stmt(db, p, pzErr);
  sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &cur, &hw, 0);
  if( pHw ) *pHw = hw;
  sqlite3_finalize(p);
  return ns;
}

static void bench_split(sqlite3 *db, long long nLarge, SplitResult *r){
  char *zErr = 0;
  double ns;
  memset(r, 0, sizeof(*r));
  r->nLarge = nLarge;
  r->nSmall = nLarge < 1000 ? nLarge : 1000;
  r->zStatus = "ok";
  if( time_split(db, "start_key", r->nSmall, &r->hwSmall, &zErr) < 0 ){
    r->zStatus = strstr(zErr, "no such table") ? "missing" : "error";
    fprintf(stderr, "split_points: %s\n", zErr);
    sqlite3_free(zErr);
    return;
  }
  r->rssBefore = maxrss_kib();
  ns = time_split(db, "*", nLarge, 0, &zErr);
  if( ns > 0 ) r->rowsPerSecCount = (double)nLarge / (ns / 1e9);
  if( ns >= 0 ) ns = time_split(db, "start_key", nLarge, &r->hwLarge, &zErr);
  if( ns > 0 ) r->rowsPerSecKeys = (double)nLarge / (ns / 1e9);
  r->rssAfter = maxrss_kib();
  if( ns < 0 ){
    r->zStatus = "error";
    fprintf(stderr, "split_points: %s\n", zErr);
    sqlite3_free(zErr);
  }
}

/* Writes z as one CSV field. */
static void csv_field(FILE *f, const char *z){
  fputc('"', f);
  for(; *z; z++){
    if( *z=='"' ) fputc('"', f);
    fputc(*z, f);
  }
  fputc('"', f);
}

static const char *status_name(const Query *q){
  static const char *az[] = { "ok", "missing", "error", "skipped" };
  return az[q->status];
}

/* 1 if query i is the base or comparator of a query that BENCH_ONLY
** keeps (zOnly is in its name). */
static int is_needed(int i, const char *zOnly){
  int j;
  for(j = 0; j < N_QUERY; j++){
    const Query *q = &aQuery[j];
    if( !strstr(q->zName, zOnly) ) continue;
    if( q->iBase==i || q->iCmp==i ) return 1;
    if( q->iCmp >= 0 && aQuery[q->iCmp].iBase==i ) return 1;
  }
  return 0;
}

int main(int argc, char **argv){
  const char *zExt = argc > 1 ? argv[1] : "build/release/rowkey.so";
  const char *zCsv = getenv("BENCH_CSV");
  const char *zOnly = getenv("BENCH_ONLY");
  const char *zQuery = getenv("BENCH_QUERY");
  long nRow = env_long("BENCH_ROWS", 2000000, 1, 1000000000);
  long nRound = env_long("BENCH_ROUNDS", 5, 1, 1000);
  long long nSplit = env_long("BENCH_SPLIT_N", 100000000, 1, 1000000000);
  sqlite3 *db;
  SplitResult split;
  double tFill, *aTmp;
  int i, k, nBad = 0;
  FILE *f;

  if( zCsv==0 || *zCsv==0 ) zCsv = "build/bench.csv";
  if( zOnly && *zOnly==0 ) zOnly = 0;
  if( zQuery && *zQuery==0 ) zQuery = 0;
  if( argc > 2 ){
    fprintf(stderr, "usage: %s [PATH-TO-rowkey.so]\n", argv[0]);
    return 2;
  }
  db = open_db(zExt);
  build_queries(db);
  printf("rowkey benchmark: %s, SQLite %s, %ld rows, %ld rounds\n",
         zExt, sqlite3_libversion(), nRow, nRound);

  /* split_points first, so that maxrss is not the table's. */
  if( zQuery==0 && (zOnly==0 || strstr("split_points", zOnly)) ){
    bench_split(db, nSplit, &split);
  }else{
    memset(&split, 0, sizeof(split));
    split.zStatus = "skipped";
  }

  tFill = now_ns();
  fill_table(db, nRow);
  tFill = now_ns() - tFill;
  printf("table filled in %.1f s\n\n", tFill / 1e9);

  for(i = 0; i < N_QUERY; i++){
    aQuery[i].iBase = find_query(aQuery[i].zBase);
    aQuery[i].iCmp = find_query(aQuery[i].zCmp);
  }
  for(i = 0; i < N_QUERY; i++){
    Query *q = &aQuery[i];
    q->aNs = calloc((size_t)nRound, sizeof(double));
    if( q->aNs==0 ) die("out of memory");
    if( (zQuery && strcmp(q->zName, zQuery)!=0)
     || (zOnly && !strstr(q->zName, zOnly) && q->iBase!=-1
         && !is_needed(i, zOnly)) ){
      q->status = Q_SKIPPED;
      continue;
    }
    if( strstr(q->zSql, "SPLITS_1000") ) q->zSql = with_splits(q->zSql);
    if( sqlite3_prepare_v2(db, q->zSql, -1, &q->pStmt, 0)!=SQLITE_OK ){
      const char *zMsg = sqlite3_errmsg(db);
      q->status = strstr(zMsg, "no such function") ? Q_MISSING : Q_ERROR;
      q->zErr = sqlite3_mprintf("%s", zMsg);
      continue;
    }
    /* A warm-up run, which also finds queries that fail on their data. */
    if( run_stmt(db, q->pStmt, &q->zErr) < 0 ) q->status = Q_ERROR;
  }

  for(k = 0; k < nRound; k++){
    for(i = 0; i < N_QUERY; i++){
      Query *q = &aQuery[i];
      if( q->status!=Q_OK ) continue;
      q->aNs[k] = run_stmt(db, q->pStmt, &q->zErr);
      if( q->aNs[k] < 0 ) q->status = Q_ERROR;
    }
  }

  /* Differences and ratios are taken within each round, then their
  ** median: a round's queries run close together in time, so what the
  ** machine's other work adds to one round cancels out. */
  aTmp = malloc(sizeof(double) * (size_t)nRound);
  if( aTmp==0 ) die("out of memory");
  for(i = 0; i < N_QUERY; i++){
    Query *q = &aQuery[i];
    if( q->status!=Q_OK ) continue;
    q->median = median(q->aNs, (int)nRound) / (double)nRow;
  }
  for(i = 0; i < N_QUERY; i++){
    Query *q = &aQuery[i];
    if( q->status!=Q_OK ) continue;
    q->above = 0;
    if( q->iBase >= 0 && aQuery[q->iBase].status==Q_OK ){
      for(k = 0; k < nRound; k++){
        aTmp[k] = q->aNs[k] - aQuery[q->iBase].aNs[k];
      }
      q->above = median(aTmp, (int)nRound) / (double)nRow;
    }
  }
  for(i = 0; i < N_QUERY; i++){
    Query *q = &aQuery[i];
    Query *c, *cb;
    int nOk = 0;
    if( q->status!=Q_OK || q->iCmp < 0 || q->iBase < 0 ) continue;
    c = &aQuery[q->iCmp];
    if( c->status!=Q_OK || c->iBase < 0 ) continue;
    cb = &aQuery[c->iBase];
    for(k = 0; k < nRound; k++){
      double dc = c->aNs[k] - cb->aNs[k];
      if( dc > 0 ) aTmp[nOk++] = (q->aNs[k] - aQuery[q->iBase].aNs[k]) / dc;
    }
    if( nOk > 0 ){
      q->ratio = median(aTmp, nOk);
      q->hasRatio = 1;
    }
  }
  free(aTmp);

  /* The table for people. */
  printf("%-42s %9s %9s  %-40s %6s %10s\n", "query", "ns/row", "above",
         "compared with", "ratio", "target");
  for(i = 0; i < N_QUERY; i++){
    Query *q = &aQuery[i];
    char zRatio[16] = "", zTarget[16] = "";
    if( q->hasRatio ) snprintf(zRatio, sizeof(zRatio), "%.2f", q->ratio);
    if( q->target > 0 ){
      snprintf(zTarget, sizeof(zTarget), "%s%.2f",
               !q->hasRatio ? "" : q->ratio <= q->target ? "ok " : "MISS ",
               q->target);
    }
    if( q->status==Q_OK ){
      char zLine[256];
      size_t n;
      snprintf(zLine, sizeof(zLine), "%-42s %9.1f %9.1f  %-40s %6s %10s",
               q->zName, q->median, q->iBase >= 0 ? q->above : 0.0,
               q->zCmp ? q->zCmp : "", zRatio, zTarget);
      n = strlen(zLine);
      while( n > 0 && zLine[n - 1]==' ' ) zLine[--n] = 0;
      printf("%s\n", zLine);
    }else{
      printf("%-42s %9s %9s  %s\n", q->zName, status_name(q), "",
             q->status==Q_ERROR ? q->zErr : "");
      if( q->status==Q_ERROR ) nBad++;
    }
  }
  printf("\n");
  /* top_keys: the memory of k = 100 counters, whatever the distinct
  ** keys (p: 1,000 of them; seq: one per row). */
  if( zQuery==0 && (zOnly==0 || strstr("top_keys", zOnly)) ){
    long long hw[2];
    const char *azCol[2] = { "p", "seq" };
    for(k = 0; k < 2; k++){
      char zSql[64], *zErr = 0;
      sqlite3_stmt *pTk = 0;
      sqlite3_int64 cur, top;
      hw[k] = -1;
      snprintf(zSql, sizeof(zSql), "SELECT top_keys(%s, 100) FROM t", azCol[k]);
      if( sqlite3_prepare_v2(db, zSql, -1, &pTk, 0)==SQLITE_OK ){
        sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &cur, &top, 1);
        if( run_stmt(db, pTk, &zErr) >= 0 ){
          sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &cur, &top, 0);
          hw[k] = top;
        }
        sqlite3_free(zErr);
      }
      sqlite3_finalize(pTk);
    }
    if( hw[0] >= 0 && hw[1] >= 0 ){
      printf("%-42s %9lld     1,000 distinct keys (p)\n",
             "top_keys(_, 100) heap peak bytes", hw[0]);
      printf("%-42s %9lld     %ld distinct keys (seq): %s\n",
             "top_keys(_, 100) heap peak bytes", hw[1], nRow,
             hw[1] <= hw[0] + 65536 ? "flat" : "GROWS");
    }else{
      printf("%-42s %s\n", "top_keys(_, 100) heap peak bytes", "missing");
    }
  }
  if( strcmp(split.zStatus, "ok")==0 ){
    printf("%-42s %9.1f M   target >= 20 M: %s\n",
           "split_points rows/s (count)", split.rowsPerSecCount / 1e6,
           split.rowsPerSecCount >= 2e7 ? "ok" : "MISS");
    printf("%-42s %9.1f M   target >= 20 M: %s\n",
           "split_points rows/s (start_key)", split.rowsPerSecKeys / 1e6,
           split.rowsPerSecKeys >= 2e7 ? "ok" : "MISS");
    printf("%-42s %9lld     n = %lld\n",
           "split_points heap peak bytes (small n)", split.hwSmall,
           split.nSmall);
    printf("%-42s %9lld     n = %lld: %s; maxrss %ld KiB before, %ld after\n",
           "split_points heap peak bytes (large n)", split.hwLarge,
           split.nLarge, SPLIT_FLAT(split) ? "flat" : "GROWS",
           split.rssBefore, split.rssAfter);
  }else{
    static const char *az[] = {
      "split_points rows/s (count)", "split_points rows/s (start_key)",
      "split_points heap peak bytes (small n)",
      "split_points heap peak bytes (large n)" };
    for(i = 0; i < 4; i++) printf("%-42s %s\n", az[i], split.zStatus);
    if( strcmp(split.zStatus, "error")==0 ) nBad++;
  }

  /* The same for programs. */
  f = fopen(zCsv, "w");
  if( f==0 ) die("cannot write %s: %s", zCsv, strerror(errno));
  fprintf(f, "query,status,rows,rounds,ns_per_row,above_scan_ns_per_row,"
             "compared_with,ratio,value,target,target_met,sql\n");
  for(i = 0; i < N_QUERY; i++){
    Query *q = &aQuery[i];
    csv_field(f, q->zName);
    fprintf(f, ",%s,%ld,%ld,", status_name(q), nRow, nRound);
    if( q->status==Q_OK ){
      fprintf(f, "%.3f,%.3f,", q->median, q->iBase >= 0 ? q->above : 0.0);
    }else{
      fprintf(f, ",,");
    }
    csv_field(f, q->zCmp ? q->zCmp : "");
    fputc(',', f);
    if( q->hasRatio ) fprintf(f, "%.4f", q->ratio);
    fputs(",,", f);
    if( q->target > 0 ) fprintf(f, "%.2f", q->target);
    fputc(',', f);
    if( q->target > 0 && q->hasRatio ){
      fprintf(f, "%s", q->ratio <= q->target ? "yes" : "no");
    }
    fputc(',', f);
    csv_field(f, q->zSql);
    fputc('\n', f);
  }
  /* split_points: its figures go in the value column. */
  fprintf(f, "\"split_points rows/s (count)\",%s,%lld,1,,,,,%.0f,20000000,%s,"
             "\"SELECT count(*) FROM split_points(%lld, 8)\"\n",
          split.zStatus, split.nLarge, split.rowsPerSecCount,
          split.rowsPerSecCount >= 2e7 ? "yes" : "no", split.nLarge);
  fprintf(f, "\"split_points rows/s (start_key)\",%s,%lld,1,,,,,%.0f,20000000,"
             "%s,\"SELECT count(start_key) FROM split_points(%lld, 8)\"\n",
          split.zStatus, split.nLarge, split.rowsPerSecKeys,
          split.rowsPerSecKeys >= 2e7 ? "yes" : "no", split.nLarge);
  fprintf(f, "\"split_points heap peak bytes (small n)\",%s,%lld,1,,,,,%lld,,,"
             "\"SELECT count(start_key) FROM split_points(%lld, 8)\"\n",
          split.zStatus, split.nSmall, split.hwSmall, split.nSmall);
  fprintf(f, "\"split_points heap peak bytes (large n)\",%s,%lld,1,,,,,%lld,,%s,"
             "\"SELECT count(start_key) FROM split_points(%lld, 8)\"\n",
          split.zStatus, split.nLarge, split.hwLarge,
          SPLIT_FLAT(split) ? "yes" : "no", split.nLarge);
  fclose(f);
  printf("\nwrote %s\n", zCsv);

  for(i = 0; i < N_QUERY; i++){
    sqlite3_finalize(aQuery[i].pStmt);
    sqlite3_free(aQuery[i].zErr);
    free(aQuery[i].aNs);
  }
  sqlite3_close(db);
  return nBad ? 1 : 0;
}
