/*
** fuzz_sql.c - libFuzzer target that drives rowkey's SQL functions through
** an in-memory database, with the extension linked in statically
** (compiled with -DSQLITE_CORE against the system libsqlite3).
**
**   make fuzz-build && build/fuzz/fuzz_sql -dict=fuzz/sql.dict fuzz/corpus/sql
**
** The first input byte picks a mode, the second a length limit
** (SQLITE_LIMIT_LENGTH from 1 byte to 1 MB, to reach the "too big" paths):
**   - a call: a scalar function and arity from the table below, each
**     argument a fuzzer-chosen value: NULL, any int64, any double bit
**     pattern (NaN, infinities, subnormals), text of any bytes (invalid
**     UTF-8, NULs), blobs, digit strings, and a list of edge values;
**   - split_points with fuzzer-chosen n, width, buckets and lower region;
**   - raw SQL: the rest of the input as SQL text, read-only statements
**     only, stopped after a step budget: calls in odd places and the
**     table-valued function's query planning.
** Properties: no crash and no sanitizer report; an error message is UTF-8
** and starts with the function's name (or is SQLite's "string or blob too big" or
** "out of memory"); the JSON of partition_skew and top_keys is UTF-8 and
** passes SQLite's json_valid, whatever the keys and weights; a salt_key result splits back with unsalt_key to the
** original id and with salt_bucket to the bucket computed here (id mod
** buckets, or the Iceberg hash of the bytes); split_points rows are
** contiguous, start where floor(region * buckets / n) says, and end at
** the last bucket.
*/
#include <sqlite3.h>
#include "fuzz.h"
#include "utf16.h"

int sqlite3_rowkey_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi);

static sqlite3 *db;

/* The scalar functions and their registered argument counts. */
static const struct {
  const char *zName;
  int nMin, nMax;
} aFunc[] = {
  { "salt_key",        2, 4 },
  { "unsalt_key",      1, 3 },
  { "salt_bucket",     1, 2 },
  { "reverse_id",      1, 2 },
  { "rowkey_version",  0, 0 },
  { "murmur_partition", 2, 3 },
  { "murmur_hash",      1, 3 },
  /* Variadic: every count up to MAX_ARGS, too few included. */
  { "murmur_hash_multi",      0, 4 },
  { "murmur_partition_multi", 0, 4 },
  { "split_region",           3, 4 },
  { "partition_skew",         1, 3 },   /* an aggregate, over one row */
  { "node_imbalance",         2, 2 },
  { "recommend_partitions",   1, 3 },
  /* The same functions as murmur_*, under the registry's names. */
  { "key_partition",          2, 3 },
  { "key_hash",               1, 3 },
  { "key_hash_multi",         0, 4 },
  { "key_partition_multi",    0, 4 },
  { "top_keys",               2, 3 },   /* an aggregate, over one row */
};
#define N_FUNC (int)(sizeof(aFunc)/sizeof(aFunc[0]))
#define MAX_ARGS 4
#define FUNC_SALT_KEY 0
#define FUNC_MURMUR_PARTITION 5
#define FUNC_SPLIT_REGION 9
#define FUNC_PARTITION_SKEW 10
#define FUNC_TOP_KEYS 17

/* Prepared "SELECT f(?1, ..., ?k)" per function and arity. */
static sqlite3_stmt *aStmt[N_FUNC][MAX_ARGS + 1];
static sqlite3_stmt *pArgs;       /* SELECT ?1, ?2, ?3, ?4: makes values */
static sqlite3_stmt *pUnsalt;     /* the round trip of a salt_key result */
static sqlite3_stmt *pPartMulti;  /* murmur_partition_multi(n, scheme, key) */
static sqlite3_stmt *aRegion[2];  /* one split_points row, 2 or 3 args */
static sqlite3_stmt *aSplit[2];   /* split_points without / with buckets */
static sqlite3_stmt *pJson;       /* SELECT json_valid(?1) */

static const char *const azEdgeText[] = {
  "", " ", "0", "-0", "007", "9223372036854775808", "-9223372036854775809",
  "9223372036854775807", "-9223372036854775808", "1420008", "id",
  "reverse", "REVERSE", "|", "#", "::", "8|1420008", "008|1420008",
  "0|0000241", "8|8000241", "3|user42", "1|a|b", "12", "1e3", "0x10",
  " 7", "7 ", "+7", "\xc3\x28", "\xf0\x9f\x98\x80", "1000000", "1000001",
  "18", "19", "1000000000000000000", "oceanbase", "oceanbase_bin", "kafka",
  "spark", "iceberg", "hive", "cassandra", "spark:int32", "kafka:int32",
  "hive:int32", "cassandra:int32", "Spark", "oceanbase:int32", "redis",
  "abc", "ABC  ", "Stra\303\237e", "HexStringSplit", "DecimalStringSplit",
  "UniformSplit", "24TB", "1.5TiB", "100 GB", "0.5KB", "8|", "9|zzz",
};
#define N_EDGE_TEXT (int)(sizeof(azEdgeText)/sizeof(azEdgeText[0]))

/* Every scheme rowkey_schemes lists, read at setup, and spellings with
** options around them: a new scheme is fuzzed without editing this file. */
#define MAX_SCHEME 256
static char *azScheme[MAX_SCHEME];
static int nScheme;
static const char *const azOptSuffix[] = {
  "", "()", "(x=1)", "(max_parallelism=256)", "(routing_shards=1024)",
  "(routing_partition_size=2)", "( max_parallelism = 0 )", "(a=1,b=2)",
  " (", "(=)", "(routing_shards=9223372036854775808)",
};
#define N_OPT_SUFFIX (int)(sizeof(azOptSuffix)/sizeof(azOptSuffix[0]))

static const double aEdgeReal[] = {
  0.5, -0.0, 0.0, 1e300, -1e300, 1.0, -1.0, 10.0, 9223372036854775808.0,
  -9223372036854775808.0, 9223372036854774784.0, 1e-300, 4.9e-324,
};
#define N_EDGE_REAL (int)(sizeof(aEdgeReal)/sizeof(aEdgeReal[0]))

static const sqlite3_int64 aEdgeInt[] = {
  0, 1, -1, 2, 10, 97, 1000000, 1000001, INT64_MIN, INT64_MAX,
  INT64_MIN + 1, INT64_MAX - 1, 18, 19, 100, 101, 999999999999999999,
  1000000000000000000,
};
#define N_EDGE_INT (int)(sizeof(aEdgeInt)/sizeof(aEdgeInt[0]))

static void die(const char *zWhat){
  fprintf(stderr, "fuzz_sql setup: %s: %s\n", zWhat,
          db ? sqlite3_errmsg(db) : "");
  abort();
}

static sqlite3_stmt *prepare(const char *zSql){
  sqlite3_stmt *p = 0;
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0)!=SQLITE_OK ) die(zSql);
  return p;
}

/* Functions raw SQL may call: rowkey's, and built-ins whose cost is
** linear in their input. Others (printf with a huge width, randomblob)
** would spend the time budget inside SQLite, not in rowkey. */
static const char *const azAllowed[] = {
  "salt_key", "unsalt_key", "salt_bucket", "reverse_id", "rowkey_version",
  "murmur_partition", "murmur_hash", "murmur_hash_multi",
  "murmur_partition_multi", "split_region", "partition_skew",
  "node_imbalance", "recommend_partitions", "hbase_splits",
  "key_partition", "key_hash", "key_hash_multi", "key_partition_multi",
  "rowkey_schemes", "top_keys", "split_regions",
  "count", "sum", "min", "max", "group_concat", "typeof", "quote",
  "length", "abs", "hex", "coalesce", "ifnull", "nullif", "char",
  "substr", "cast", "json_each", "zeroblob",
};

/* Raw SQL may only read, and call the functions above: everything that
** could reach a file or change the connection is denied. */
static int auth(void *pArg, int op, const char *a, const char *b,
                const char *c, const char *d){
  size_t i;
  (void)pArg; (void)a; (void)c; (void)d;
  switch( op ){
    case SQLITE_SELECT: case SQLITE_READ: case SQLITE_RECURSIVE:
      return SQLITE_OK;
    case SQLITE_FUNCTION:
      for(i = 0; i < sizeof(azAllowed)/sizeof(azAllowed[0]); i++){
        if( b && sqlite3_stricmp(b, azAllowed[i])==0 ) return SQLITE_OK;
      }
      return SQLITE_DENY;
  }
  return SQLITE_DENY;
}

/* Stops a raw statement once its step budget is spent. */
static int progress(void *pArg){
  (void)pArg;
  return 1;
}

static void setup(void){
  int i, k;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) die("open");
  if( sqlite3_rowkey_init(db, 0, 0)!=SQLITE_OK ) die("init");
  sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
  for(i = 0; i < N_FUNC; i++){
    for(k = aFunc[i].nMin; k <= aFunc[i].nMax; k++){
      char *zSql = sqlite3_mprintf("SELECT %s(%s%s%s%s)", aFunc[i].zName,
                                   k > 0 ? "?1" : "", k > 1 ? ",?2" : "",
                                   k > 2 ? ",?3" : "", k > 3 ? ",?4" : "");
      if( zSql==0 ) die("mprintf");
      aStmt[i][k] = prepare(zSql);
      sqlite3_free(zSql);
    }
  }
  {
    sqlite3_stmt *p = prepare("SELECT name FROM rowkey_schemes");
    while( sqlite3_step(p)==SQLITE_ROW && nScheme < MAX_SCHEME ){
      azScheme[nScheme] = sqlite3_mprintf("%s", sqlite3_column_text(p, 0));
      if( azScheme[nScheme]==0 ) die("mprintf");
      nScheme++;
    }
    sqlite3_finalize(p);
    if( nScheme==0 ) die("rowkey_schemes");
  }
  pArgs = prepare("SELECT ?1, ?2, ?3, ?4");
  pJson = prepare("SELECT json_valid(?1)");
  pUnsalt = prepare("SELECT unsalt_key(?1, ?2, ?3), salt_bucket(?1, ?2)");
  pPartMulti = prepare("SELECT murmur_partition_multi(?2, ?3, ?1)");
  aRegion[0] = prepare("SELECT start_key, end_key FROM split_points(?1, ?2)"
                       " WHERE region = ?4");
  aRegion[1] = prepare("SELECT start_key, end_key FROM split_points(?1, ?2, ?3)"
                       " WHERE region = ?4");
  aSplit[0] = prepare("SELECT region, start_key, end_key, first_bucket,"
                      " last_bucket FROM split_points(?1, ?2)"
                      " WHERE region >= ?4 LIMIT 40");
  aSplit[1] = prepare("SELECT region, start_key, end_key, first_bucket,"
                      " last_bucket FROM split_points(?1, ?2, ?3)"
                      " WHERE region >= ?4 LIMIT 40");
}

/* Binds a fuzzer-chosen value to parameter i of pStmt. */
static void bind_value(sqlite3_stmt *pStmt, int i, FzIn *in){
  const uint8_t *p;
  size_t n;
  switch( fz_byte(in) % 10 ){
    case 0:
      sqlite3_bind_null(pStmt, i);
      break;
    case 1:
      sqlite3_bind_int64(pStmt, i, (sqlite3_int64)fz_u64(in));
      break;
    case 2:
      sqlite3_bind_int64(pStmt, i, (int8_t)fz_byte(in));
      break;
    case 3: {
      /* Any bit pattern; SQLite stores a NaN as NULL. */
      uint64_t bits = fz_u64(in);
      double r;
      memcpy(&r, &bits, sizeof(r));
      sqlite3_bind_double(pStmt, i, r);
      break;
    }
    case 4:
      p = fz_bytes(in, 255, &n);
      sqlite3_bind_text(pStmt, i, (const char*)p, (int)n, SQLITE_TRANSIENT);
      break;
    case 5:
      p = fz_bytes(in, 255, &n);
      sqlite3_bind_blob(pStmt, i, n ? (const void*)p : "", (int)n,
                        SQLITE_TRANSIENT);
      break;
    case 6:
      sqlite3_bind_text(pStmt, i, azEdgeText[fz_byte(in) % N_EDGE_TEXT], -1,
                        SQLITE_STATIC);
      break;
    case 7: {
      uint8_t k = fz_byte(in);
      if( k & 0x80 ){
        sqlite3_bind_double(pStmt, i, aEdgeReal[k % N_EDGE_REAL]);
      }else{
        sqlite3_bind_int64(pStmt, i, aEdgeInt[k % N_EDGE_INT]);
      }
      break;
    }
    case 8: {
      /* A scheme name, maybe with options. */
      const char *zName = azScheme[fz_byte(in) % nScheme];
      const char *zOpt = azOptSuffix[fz_byte(in) % N_OPT_SUFFIX];
      char *z = sqlite3_mprintf("%s%s", zName, zOpt);
      if( z==0 ) die("mprintf");
      sqlite3_bind_text(pStmt, i, z, -1, sqlite3_free);
      break;
    }
    default: {
      /* Digits: numeric-looking text is where the parsers branch. */
      char buf[256];
      size_t k;
      p = fz_bytes(in, 255, &n);
      for(k = 0; k < n; k++) buf[k] = (char)('0' + p[k] % 10);
      sqlite3_bind_text(pStmt, i, buf, (int)n, SQLITE_TRANSIENT);
      break;
    }
  }
}

/* An error names the function, or is one of SQLite's resource errors.
** Under a length limit shorter than the message, SQLite cannot store the
** message (sqlite3_result_error and the copy of a virtual table's message
** are bound by the limit too) and reports an empty one or the generic
** text of SQLITE_ERROR; the error itself still stands. */
static void check_error(const char *zFunc, int iLimit){
  const char *zMsg = sqlite3_errmsg(db);
  size_t n = strlen(zFunc);
  /* Whatever bytes the arguments had, the message is UTF-8. */
  FZ_CHECK(rk_utf8_valid((const unsigned char*)zMsg, strlen(zMsg)),
           "%s: error message not UTF-8", zFunc);
  if( strncmp(zMsg, zFunc, n)==0 && zMsg[n]==':' && zMsg[n + 1]==' ' ) return;
  if( iLimit < 1000 && (zMsg[0]==0 || strcmp(zMsg, "SQL logic error")==0) ){
    return;
  }
  if( strcmp(zMsg, "string or blob too big")==0 ) return;
  if( strcmp(zMsg, "out of memory")==0 ) return;
  FZ_CHECK(0, "%s: unexpected error message: %s", zFunc, zMsg);
}

/* A JSON result: TEXT, UTF-8 (Python's sqlite3 cannot decode it else)
** and valid for SQLite's json_valid. */
static void check_json(const char *zFunc, sqlite3_value *v){
  const unsigned char *z = sqlite3_value_text(v);
  int n = sqlite3_value_bytes(v);
  FZ_CHECK(sqlite3_value_type(v)==SQLITE_TEXT && z!=0, "%s: not text", zFunc);
  FZ_CHECK(rk_utf8_valid(z, (size_t)n), "%s: JSON not UTF-8", zFunc);
  sqlite3_bind_value(pJson, 1, v);
  FZ_CHECK(sqlite3_step(pJson)==SQLITE_ROW
           && sqlite3_column_int(pJson, 0)==1, "%s: not JSON: %s", zFunc, z);
  sqlite3_reset(pJson);
  sqlite3_clear_bindings(pJson);
}

/* The integer an argument stands for (INTEGER, integral REAL in range,
** canonical decimal TEXT), as the documentation defines it. */
static int int_of(sqlite3_value *v, int64_t *pOut){
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
      *pOut = sqlite3_value_int64(v);
      return 1;
    case SQLITE_FLOAT: {
      double r = sqlite3_value_double(v);
      if( r >= -9223372036854775808.0 && r < 9223372036854775808.0
       && r==(double)(int64_t)r ){
        *pOut = (int64_t)r;
        return 1;
      }
      return 0;
    }
    case SQLITE_TEXT:
      return fz_ref_canonical((const char*)sqlite3_value_text(v),
                              (size_t)sqlite3_value_bytes(v), pOut);
  }
  return 0;
}

static int same_bytes(sqlite3_value *a, const void *p, int n){
  int na = sqlite3_value_bytes(a);
  const void *pa = sqlite3_value_type(a)==SQLITE_BLOB
                   ? sqlite3_value_blob(a) : sqlite3_value_text(a);
  return na==n && (n==0 || memcmp(pa, p, (size_t)n)==0);
}

/* salt_key(id, buckets [, sep [, form]]) gave pKey: unsalt_key gives the
** id back, salt_bucket the bucket computed here. */
static void check_salt_key(int nArg, sqlite3_value **apArg,
                           sqlite3_value *pKey){
  sqlite3_value *pId = apArg[0];
  int64_t id, buckets = 0;
  int isInt, isReverse = 0, rc;
  const char *zForm;

  FZ_CHECK(int_of(apArg[1], &buckets) && buckets >= 1 && buckets <= 1000000,
           "salt_key accepted buckets %s", sqlite3_value_text(apArg[1]));
  if( nArg >= 4 ){
    zForm = (const char*)sqlite3_value_text(apArg[3]);
    isReverse = zForm && sqlite3_stricmp(zForm, "reverse")==0;
  }
  isInt = int_of(pId, &id) && sqlite3_value_type(pId)!=SQLITE_BLOB;
  if( isReverse ) FZ_CHECK(isInt && id >= 0, "reverse of a non-integer");
  FZ_CHECK(sqlite3_value_type(pKey)
           ==(sqlite3_value_type(pId)==SQLITE_BLOB ? SQLITE_BLOB : SQLITE_TEXT),
           "salt_key result type %d", sqlite3_value_type(pKey));

  sqlite3_bind_value(pUnsalt, 1, pKey);
  if( nArg >= 3 ){
    sqlite3_bind_value(pUnsalt, 2, apArg[2]);
  }else{
    sqlite3_bind_text(pUnsalt, 2, "|", 1, SQLITE_STATIC);
  }
  if( nArg >= 4 ){
    sqlite3_bind_value(pUnsalt, 3, apArg[3]);
  }else{
    sqlite3_bind_text(pUnsalt, 3, "id", 2, SQLITE_STATIC);
  }
  rc = sqlite3_step(pUnsalt);
  FZ_CHECK(rc==SQLITE_ROW, "unsalt_key/salt_bucket refused a salt_key"
           " result: %s", sqlite3_errmsg(db));
  {
    sqlite3_value *pBack = sqlite3_column_value(pUnsalt, 0);
    int64_t bucket = sqlite3_column_int64(pUnsalt, 1), want;
    FZ_CHECK(sqlite3_column_type(pUnsalt, 1)==SQLITE_INTEGER, "bucket type");
    if( isInt ){
      __int128 m = (__int128)id % buckets;
      if( m < 0 ) m += buckets;
      want = (int64_t)m;
      FZ_CHECK(sqlite3_value_type(pBack)==SQLITE_INTEGER
               && sqlite3_value_int64(pBack)==id,
               "id %lld came back as %s", (long long)id,
               sqlite3_value_text(pBack));
    }else{
      const void *p = sqlite3_value_type(pId)==SQLITE_BLOB
                      ? sqlite3_value_blob(pId) : sqlite3_value_text(pId);
      int n = sqlite3_value_bytes(pId);
      want = (int64_t)((fz_ref_murmur3_x86_32(p, (size_t)n, 0) & 0x7fffffffu)
                       % (uint64_t)buckets);
      FZ_CHECK(sqlite3_value_type(pBack)==sqlite3_value_type(pId)
               && same_bytes(pBack, p, n), "a %d-byte id came back changed", n);
    }
    FZ_CHECK(bucket==want, "bucket %lld, want %lld", (long long)bucket,
             (long long)want);
  }
  sqlite3_reset(pUnsalt);
  sqlite3_clear_bindings(pUnsalt);
}

/* murmur_partition(key, n [, scheme]) gave a partition: it is in [0, n),
** and a one-column murmur_partition_multi gives the same (where the
** scheme has multi-column keys). */
static void check_partition(int nArg, sqlite3_value **apArg, int64_t part){
  int64_t n;
  int rc;
  FZ_CHECK(int_of(apArg[1], &n) && n >= 1, "partition for n %s",
           sqlite3_value_text(apArg[1]));
  FZ_CHECK(part >= 0 && part < n, "partition %lld of %lld", (long long)part,
           (long long)n);
  sqlite3_bind_value(pPartMulti, 1, apArg[0]);
  sqlite3_bind_value(pPartMulti, 2, apArg[1]);
  if( nArg >= 3 ){
    sqlite3_bind_value(pPartMulti, 3, apArg[2]);
  }else{
    sqlite3_bind_text(pPartMulti, 3, "oceanbase", -1, SQLITE_STATIC);
  }
  rc = sqlite3_step(pPartMulti);
  if( rc==SQLITE_ROW ){
    FZ_CHECK(sqlite3_column_type(pPartMulti, 0)==SQLITE_INTEGER
             && sqlite3_column_int64(pPartMulti, 0)==part,
             "murmur_partition %lld, one-column multi %s", (long long)part,
             sqlite3_column_text(pPartMulti, 0));
  }else{
    FZ_CHECK(strstr(sqlite3_errmsg(db), "has no multi-column keys")!=0,
             "multi refused what murmur_partition took: %s",
             sqlite3_errmsg(db));
  }
  sqlite3_reset(pPartMulti);
  sqlite3_clear_bindings(pPartMulti);
}

/* Byte order of HBase row keys: memcmp, a prefix first. */
static int key_cmp(const void *a, int na, const void *b, int nb){
  int c = memcmp(a, b, (size_t)(na < nb ? na : nb));
  return c ? c : (na > nb) - (na < nb);
}

/* split_region(key, n, width [, buckets]) gave region r: the key lies
** between that region's start_key and end_key of split_points. */
static void check_region(int nArg, sqlite3_value **apArg, int64_t r){
  sqlite3_stmt *p = aRegion[nArg==4];
  char buf[32];
  const void *zKey;
  int nKey, rc, i;
  int64_t v;
  switch( sqlite3_value_type(apArg[0]) ){
    case SQLITE_TEXT: case SQLITE_BLOB:
      zKey = sqlite3_value_blob(apArg[0]);
      nKey = sqlite3_value_bytes(apArg[0]);
      if( zKey==0 ) zKey = "";
      break;
    default:
      FZ_CHECK(int_of(apArg[0], &v), "split_region took a non-integer key");
      nKey = snprintf(buf, sizeof(buf), "%lld", (long long)v);
      zKey = buf;
      break;
  }
  for(i = 1; i < nArg; i++) sqlite3_bind_value(p, i, apArg[i]);
  sqlite3_bind_int64(p, 4, r);
  rc = sqlite3_step(p);
  FZ_CHECK(rc==SQLITE_ROW, "split_region gave %lld, split_points has no"
           " such region: %s", (long long)r, sqlite3_errmsg(db));
  if( r > 0 ){
    FZ_CHECK(key_cmp(zKey, nKey, sqlite3_column_text(p, 0),
                     sqlite3_column_bytes(p, 0)) >= 0,
             "key below the start_key %s of region %lld",
             sqlite3_column_text(p, 0), (long long)r);
  }
  if( sqlite3_column_type(p, 1)!=SQLITE_NULL ){
    FZ_CHECK(key_cmp(zKey, nKey, sqlite3_column_text(p, 1),
                     sqlite3_column_bytes(p, 1)) < 0,
             "key not below the end_key %s of region %lld",
             sqlite3_column_text(p, 1), (long long)r);
  }
  sqlite3_reset(p);
  sqlite3_clear_bindings(p);
}

/* Makes nArg fuzzer-chosen values (copies the caller frees). */
static void make_args(FzIn *in, int nArg, sqlite3_value **apArg){
  int i;
  for(i = 1; i <= MAX_ARGS; i++){
    if( i <= nArg ) bind_value(pArgs, i, in);
    else sqlite3_bind_null(pArgs, i);
  }
  if( sqlite3_step(pArgs)!=SQLITE_ROW ) die("args");
  for(i = 0; i < MAX_ARGS; i++){
    apArg[i] = sqlite3_value_dup(sqlite3_column_value(pArgs, i));
    if( apArg[i]==0 ) die("value_dup");
  }
  sqlite3_reset(pArgs);
  sqlite3_clear_bindings(pArgs);
}

static void free_args(sqlite3_value **apArg){
  int i;
  for(i = 0; i < MAX_ARGS; i++) sqlite3_value_free(apArg[i]);
}

/* One call of a scalar function with fuzzer-chosen arguments. */
static void run_call(FzIn *in, int iLimit){
  int iFunc = fz_byte(in) % N_FUNC;
  int nArg = aFunc[iFunc].nMin
           + fz_byte(in) % (aFunc[iFunc].nMax - aFunc[iFunc].nMin + 1);
  sqlite3_stmt *pStmt = aStmt[iFunc][nArg];
  sqlite3_value *apArg[MAX_ARGS];
  int i, rc, bindOk = 1;

  make_args(in, nArg, apArg);
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, iLimit);
  /* A value longer than the limit cannot be bound (it stays NULL): then
  ** the call did not see apArg, and only its error is checked. */
  for(i = 0; i < nArg; i++){
    if( sqlite3_bind_value(pStmt, i + 1, apArg[i])!=SQLITE_OK ) bindOk = 0;
  }
  rc = sqlite3_step(pStmt);
  if( rc==SQLITE_ROW && bindOk ){
    /* The checks bind their own values: lift the length limit again. */
    sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1000000000);
    if( iFunc==FUNC_SALT_KEY && sqlite3_column_type(pStmt, 0)!=SQLITE_NULL ){
      check_salt_key(nArg, apArg, sqlite3_column_value(pStmt, 0));
    }
    if( iFunc==FUNC_MURMUR_PARTITION
     && sqlite3_column_type(pStmt, 0)==SQLITE_INTEGER ){
      check_partition(nArg, apArg, sqlite3_column_int64(pStmt, 0));
    }
    if( iFunc==FUNC_SPLIT_REGION
     && sqlite3_column_type(pStmt, 0)==SQLITE_INTEGER ){
      check_region(nArg, apArg, sqlite3_column_int64(pStmt, 0));
    }
    if( (iFunc==FUNC_PARTITION_SKEW || iFunc==FUNC_TOP_KEYS)
     && sqlite3_column_type(pStmt, 0)!=SQLITE_NULL ){
      check_json(aFunc[iFunc].zName, sqlite3_column_value(pStmt, 0));
    }
  }else if( rc!=SQLITE_ROW ){
    FZ_CHECK(rc==SQLITE_ERROR || rc==SQLITE_TOOBIG || rc==SQLITE_NOMEM,
             "%s: step gave %d", aFunc[iFunc].zName, rc);
    check_error(aFunc[iFunc].zName, iLimit);
  }
  sqlite3_reset(pStmt);
  sqlite3_clear_bindings(pStmt);
  free_args(apArg);
}

/* split_points with fuzzer-chosen arguments: contiguous regions. */
static void run_split_points(FzIn *in, int iLimit){
  int withBuckets = fz_byte(in) & 1;
  sqlite3_stmt *pStmt = aSplit[withBuckets];
  sqlite3_value *apArg[MAX_ARGS];
  int64_t n = 0, width = 0, buckets = 0, region = -1;
  uint64_t nextStart = 0;
  int rc, i, nRow = 0, nullArg = 0, bindOk = 1;

  make_args(in, MAX_ARGS, apArg);
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, iLimit);
  for(i = 0; i < MAX_ARGS; i++){
    if( sqlite3_bind_value(pStmt, i + 1, apArg[i])!=SQLITE_OK ) bindOk = 0;
    if( (i < 2 || (i==2 && withBuckets))
     && sqlite3_value_type(apArg[i])==SQLITE_NULL ) nullArg = 1;
  }
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW && bindOk ){
    uint64_t first = (uint64_t)sqlite3_column_int64(pStmt, 3);
    uint64_t last = (uint64_t)sqlite3_column_int64(pStmt, 4);
    const char *zStart = (const char*)sqlite3_column_text(pStmt, 1);
    char buf[32];
    FZ_CHECK(!nullArg, "rows for a NULL argument");
    if( nRow==0 ){
      /* The arguments were accepted: read them as documented. */
      FZ_CHECK(int_of(apArg[0], &n) && int_of(apArg[1], &width),
               "accepted n or width that are not integers");
      buckets = 1;
      for(i = 0; i < width; i++) buckets *= 10;
      if( withBuckets ){
        FZ_CHECK(int_of(apArg[2], &buckets), "accepted odd buckets");
      }
      FZ_CHECK(n >= 1 && width >= 1 && width <= 18 && buckets >= n,
               "accepted n=%lld width=%lld buckets=%lld", (long long)n,
               (long long)width, (long long)buckets);
      region = sqlite3_column_int64(pStmt, 0);
      if( sqlite3_value_type(apArg[3])==SQLITE_INTEGER ){
        int64_t lo = sqlite3_value_int64(apArg[3]);
        FZ_CHECK(region==(lo > 0 ? lo : 0), "first region %lld for >= %lld",
                 (long long)region, (long long)lo);
      }
      nextStart = (uint64_t)((unsigned __int128)(uint64_t)region
                             * (uint64_t)buckets / (uint64_t)n);
    }else{
      region++;
      FZ_CHECK(sqlite3_column_int64(pStmt, 0)==region, "regions skip");
    }
    FZ_CHECK(first==nextStart, "region %lld starts at %llu, want %llu",
             (long long)region, (unsigned long long)first,
             (unsigned long long)nextStart);
    snprintf(buf, sizeof(buf), "%0*llu", (int)width, (unsigned long long)first);
    FZ_CHECK(zStart && strcmp(zStart, buf)==0, "start_key %s for %s",
             zStart ? zStart : "NULL", buf);
    nextStart = (uint64_t)((unsigned __int128)(uint64_t)(region + 1)
                           * (uint64_t)buckets / (uint64_t)n);
    if( region==n - 1 ){
      FZ_CHECK(sqlite3_column_type(pStmt, 2)==SQLITE_NULL, "last end_key");
      FZ_CHECK(last==(uint64_t)buckets - 1, "last bucket %llu",
               (unsigned long long)last);
    }else{
      snprintf(buf, sizeof(buf), "%0*llu", (int)width,
               (unsigned long long)nextStart);
      FZ_CHECK(strcmp((const char*)sqlite3_column_text(pStmt, 2), buf)==0,
               "end_key");
      FZ_CHECK(last + 1==nextStart, "last_bucket");
    }
    nRow++;
  }
  if( rc!=SQLITE_DONE && rc!=SQLITE_ROW ){
    FZ_CHECK(rc==SQLITE_ERROR || rc==SQLITE_TOOBIG || rc==SQLITE_NOMEM,
             "split_points: step gave %d", rc);
    check_error("split_points", iLimit);
  }
  sqlite3_reset(pStmt);
  sqlite3_clear_bindings(pStmt);
  free_args(apArg);
}

/* The rest of the input as SQL: read-only statements, bounded. */
static void run_raw_sql(FzIn *in){
  char *zSql = malloc(in->n + 1);
  const char *z, *zTail;
  if( zSql==0 ) return;
  memcpy(zSql, in->p, in->n);
  zSql[in->n] = 0;
  sqlite3_set_authorizer(db, auth, 0);
  sqlite3_progress_handler(db, 20000, progress, 0);
  for(z = zSql; *z; z = zTail){
    sqlite3_stmt *pStmt = 0;
    if( sqlite3_prepare_v2(db, z, -1, &pStmt, &zTail)!=SQLITE_OK ) break;
    if( pStmt==0 ) continue;
    if( sqlite3_stmt_readonly(pStmt) ){
      int nRow = 0;
      while( nRow++ < 1000 && sqlite3_step(pStmt)==SQLITE_ROW ){
        int i;
        for(i = 0; i < sqlite3_column_count(pStmt); i++){
          (void)sqlite3_column_text(pStmt, i);
        }
      }
    }
    sqlite3_finalize(pStmt);
  }
  sqlite3_progress_handler(db, 0, 0, 0);
  sqlite3_set_authorizer(db, 0, 0);
  free(zSql);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static const int aLimit[] = { 1000000, 100000, 1000, 64, 20, 8, 2, 1 };
  FzIn in = { data, size };
  uint8_t mode;
  int iLimit;
  if( db==0 ) setup();
  mode = fz_byte(&in);
  iLimit = aLimit[fz_byte(&in) % 8];
  /* Arguments are made without a limit (binding a value over the limit
  ** would store NULL); the call runs under the chosen one. */
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1000000000);
  switch( mode % 4 ){
    case 0: case 1: run_call(&in, iLimit); break;
    case 2:         run_split_points(&in, iLimit); break;
    default:
      sqlite3_limit(db, SQLITE_LIMIT_LENGTH, iLimit);
      run_raw_sql(&in);
      break;
  }
  return 0;
}
