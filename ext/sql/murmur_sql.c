/*
** murmur_sql.c - the partition that OceanBase, Kafka, Spark, Iceberg, Hive
** and Cassandra choose for a key, in SQL.
**
**   SELECT murmur_partition(1420008, 97);               -- OBKV KEY partition
**   SELECT murmur_partition('user42', 12, 'kafka');     -- Kafka partition
**   SELECT murmur_partition(7, 16, 'spark:int32');      -- Spark bucket of INT 7
**   SELECT murmur_hash('abc', 'spark');                 -- Spark hash('abc')
**   SELECT murmur_hash(c2, 'spark', murmur_hash(c1, 'spark'));  -- hash(c1, c2)
**   SELECT murmur_partition_multi(8, 'oceanbase', c1, c2);      -- KEY(c1, c2)
**
** murmur_partition(key, n [, scheme])    partition in [0, n)
** murmur_hash(key [, scheme [, seed]])   the hash as the system reports it
** murmur_hash_multi(scheme, key1, key2, ...)
** murmur_partition_multi(n, scheme, key1, key2, ...)
**
** The scheme (default 'oceanbase') is parsed once per statement and kept
** with sqlite3_set_auxdata, so a constant scheme costs nothing per row;
** murmur_partition keeps n with it, and hashes INTEGER keys with the
** scheme's own integer path (partition.c). How
** a scheme maps SQLite values to bytes, hashes and reduces them is in
** partition.c; this file reads the arguments and reports errors.
*/
#include "sqlfn.h"
#include "partition.h"

#define INT32_RANGE "an integer between -2147483648 and 2147483647"

/* The scheme at argv[i] (argv[i] is not NULL), or 0 after an error. */
static const RkScheme *get_scheme(sqlite3_context *ctx, const char *zFunc,
                                  sqlite3_value **argv, int i){
  const RkScheme *p = (const RkScheme*)sqlite3_get_auxdata(ctx, i);
  /* The type first: sqlite3_value_text() would turn a BLOB into text. */
  int isText = sqlite3_value_type(argv[i])==SQLITE_TEXT;
  if( p ) return p;
  if( isText ){
    const char *z = (const char*)sqlite3_value_text(argv[i]);
    if( z==0 ){
      sqlite3_result_error_nomem(ctx);
      return 0;
    }
    p = rk_scheme_find(z, (size_t)sqlite3_value_bytes(argv[i]));
  }
  if( p==0 ){
    rk_arg_error(ctx, zFunc, "scheme", RK_SCHEME_LIST, argv[i]);
    return 0;
  }
  /* The entries are static: nothing to free. */
  sqlite3_set_auxdata(ctx, i, (void*)p, 0);
  return p;
}

/* n at argv[i] (not NULL): 1 and stored, or 0 after an error. */
static int get_n(sqlite3_context *ctx, const char *zFunc,
                 sqlite3_value *v, uint64_t *pN){
  int64_t n;
  if( !rk_value_int64(v, &n) || n < 1 ){
    rk_arg_error(ctx, zFunc, "n", "a positive integer", v);
    return 0;
  }
  *pN = (uint64_t)n;
  return 1;
}

/* Reports that the key is not of a type the scheme can hash. */
static void key_error(sqlite3_context *ctx, const char *zFunc,
                      const RkScheme *p, sqlite3_value *v){
  char zWant[120];
  if( p->int32 ){
    sqlite3_snprintf(sizeof(zWant), zWant, INT32_RANGE " for scheme '%s'",
                     p->zName);
  }else{
    sqlite3_snprintf(sizeof(zWant), zWant,
                     "an integer, text or a blob for scheme '%s'", p->zName);
  }
  rk_arg_error(ctx, zFunc, "key", zWant, v);
}

/* Hashes the key v. Returns 1 with *pHash set, 0 when the result is NULL
** (the system gives a NULL key no partition), -1 after an error. */
static int hash_key(sqlite3_context *ctx, const char *zFunc,
                    const RkScheme *p, sqlite3_value *v, uint64_t seed,
                    int64_t *pHash){
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER: {
      int64_t x = sqlite3_value_int64(v);
      if( p->int32 && (x < INT32_MIN || x > INT32_MAX) ) break;
      *pHash = rk_hash_int(p, x, seed);
      return 1;
    }
    case SQLITE_FLOAT:
      if( !rk_scheme_has_real(p) ) break;
      *pHash = rk_hash_real(p, sqlite3_value_double(v), seed);
      return 1;
    case SQLITE_TEXT: {
      const unsigned char *z;
      if( p->int32 ) break;
      z = sqlite3_value_text(v);
      if( z==0 ){
        sqlite3_result_error_nomem(ctx);
        return -1;
      }
      *pHash = rk_hash_bytes(p, z, (size_t)sqlite3_value_bytes(v), 1, seed);
      return 1;
    }
    case SQLITE_BLOB: {
      const unsigned char *z;
      int n;
      if( p->int32 ) break;
      /* The length first: expanding a zeroblob() can fail. */
      n = sqlite3_value_bytes(v);
      z = (const unsigned char*)sqlite3_value_blob(v);
      if( z==0 ){
        if( n > 0 ){
          sqlite3_result_error_nomem(ctx);
          return -1;
        }
        z = (const unsigned char*)"";
      }
      *pHash = rk_hash_bytes(p, z, (size_t)n, 0, seed);
      return 1;
    }
    default:
      return rk_hash_null(p, seed, pHash);
  }
  key_error(ctx, zFunc, p, v);
  return -1;
}

/* n and the scheme of murmur_partition once validated, kept with
** sqlite3_set_auxdata on the n argument when n (and the scheme) are
** constant in the statement: a row then reads only its key. The scheme's
** integer path is copied in, one load fewer per row. */
typedef struct PartArgs PartArgs;
struct PartArgs {
  uint64_t (*xIntPartition)(int64_t v, uint64_t n);
  int64_t intMin, intMax;
  uint64_t n;
  const RkScheme *p;
};

/* Set on n after its first valid row: an argument's auxdata outlives the
** row only when the argument is constant, so finding it again on a later
** row (and the scheme cached by get_scheme) tells that PartArgs may be
** cached. */
static char partMark[1];

/* After a row validated n and the scheme p: caches them when the
** arguments have proved constant, else marks n to find out. schemeKept:
** the scheme's auxdata was there before this row (so it is constant), or
** there is no scheme argument. */
static void partition_cache(sqlite3_context *ctx, int schemeKept,
                            const RkScheme *p, uint64_t n){
  PartArgs *a;
  if( sqlite3_get_auxdata(ctx, 1)!=(void*)partMark || !schemeKept ){
    sqlite3_set_auxdata(ctx, 1, (void*)partMark, 0);
    return;
  }
  /* Out of memory: no cache, the next row validates again. */
  a = (PartArgs*)sqlite3_malloc(sizeof(*a));
  if( a==0 ) return;
  a->xIntPartition = p->xIntPartition;
  a->intMin = p->intMin;
  a->intMax = p->intMax;
  a->n = n;
  a->p = p;
  sqlite3_set_auxdata(ctx, 1, a, sqlite3_free);
}

/* The partition of the key v under p, n: every key type, NULL and errors. */
static void partition_key(sqlite3_context *ctx, const RkScheme *p,
                          uint64_t n, sqlite3_value *v){
  int64_t h;
  if( hash_key(ctx, "murmur_partition", p, v, p->seed, &h) > 0 ){
    sqlite3_result_int64(ctx, (sqlite3_int64)rk_partition(p, h, n));
  }
}

/* murmur_partition(key, n [, scheme]) before n and the scheme are cached:
** NULLs, validation and errors. */
RK_NOINLINE
static void partitionAll(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const RkScheme *p;
  uint64_t n;
  /* Before get_scheme, which sets it on every row that lacks it. */
  int schemeKept = argc < 3 || sqlite3_get_auxdata(ctx, 2)!=0;
  if( sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  if( argc > 2 ){
    if( sqlite3_value_type(argv[2])==SQLITE_NULL ) return;
    p = get_scheme(ctx, "murmur_partition", argv, 2);
    if( p==0 ) return;
  }else{
    p = rk_scheme_default();
  }
  if( !get_n(ctx, "murmur_partition", argv[1], &n) ) return;
  partition_cache(ctx, schemeKept, p, n);
  partition_key(ctx, p, n, argv[0]);
}

/*
** murmur_partition(key, n [, scheme])
**
** Once n and the scheme are cached, an INTEGER key the scheme takes costs
** one auxdata lookup, its type and value, and the scheme's own integer
** hash-and-reduce.
*/
static void partitionFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  const PartArgs *a = (const PartArgs*)sqlite3_get_auxdata(ctx, 1);
  if( a!=0 && (const void*)a!=(const void*)partMark ){
    if( sqlite3_value_type(argv[0])==SQLITE_INTEGER ){
      /* One statement per call: fewer values held across the calls. */
      int64_t x = sqlite3_value_int64(argv[0]);
      if( x >= a->intMin && x <= a->intMax ){
        uint64_t r = a->xIntPartition(x, a->n);
        sqlite3_result_int64(ctx, (sqlite3_int64)r);
        return;
      }
    }
    partition_key(ctx, a->p, a->n, argv[0]);
    return;
  }
  partitionAll(ctx, argc, argv);
}

/*
** murmur_hash(key [, scheme [, seed]])
*/
static void hashFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const RkScheme *p = rk_scheme_default();
  uint64_t seed;
  int64_t h;
  if( argc > 1 ){
    if( rk_any_null(argc - 1, argv + 1) ) return;
    p = get_scheme(ctx, "murmur_hash", argv, 1);
    if( p==0 ) return;
  }
  seed = p->seed;
  if( argc > 2 ){
    int64_t s;
    if( !rk_value_int64(argv[2], &s) || !rk_scheme_seed(p, s, &seed) ){
      char zWant[120];
      if( p->hash64 ){
        sqlite3_snprintf(sizeof(zWant), zWant, "an integer");
      }else{
        sqlite3_snprintf(sizeof(zWant), zWant, "an integer between"
                         " -2147483648 and 4294967295 for scheme '%s'",
                         p->zName);
      }
      rk_arg_error(ctx, "murmur_hash", "seed", zWant, argv[2]);
      return;
    }
  }
  if( hash_key(ctx, "murmur_hash", p, argv[0], seed, &h) > 0 ){
    sqlite3_result_int64(ctx, (sqlite3_int64)h);
  }
}

/* The hash of the key columns argv[0..nKey) under p. Returns 1 with
** *pHash set, 0 for a NULL result, -1 after an error. */
static int hash_multi(sqlite3_context *ctx, const char *zFunc,
                      const RkScheme *p, int nKey, sqlite3_value **argv,
                      int64_t *pHash){
  int mode = rk_scheme_multi(p);
  int64_t h = mode==RK_MULTI_31 ? 0 : (int64_t)p->seed;
  int i;
  if( mode==RK_MULTI_NONE ){
    rk_error(ctx, "%s: scheme '%s' has no multi-column keys; use"
             " murmur_hash or murmur_partition", zFunc, p->zName);
    return -1;
  }
  for(i = 0; i < nKey; i++){
    int64_t c;
    uint64_t seed = mode==RK_MULTI_SEED ? (uint64_t)h : p->seed;
    int rc;
    /* A 32-bit hash becomes the next seed as its 32 bits. */
    if( !p->hash64 ) seed &= 0xffffffffu;
    rc = hash_key(ctx, zFunc, p, argv[i], seed, &c);
    if( rc <= 0 ) return rc;
    h = mode==RK_MULTI_SEED ? c : rk_hive_combine(h, c);
  }
  *pHash = h;
  return 1;
}

/*
** murmur_hash_multi(scheme, key1, key2, ...)
*/
static void hashMultiFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const RkScheme *p;
  int64_t h;
  if( argc < 2 ){
    rk_error(ctx, "murmur_hash_multi: needs a scheme and at least one key,"
             " got %d argument%s", argc, argc==1 ? "" : "s");
    return;
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;
  p = get_scheme(ctx, "murmur_hash_multi", argv, 0);
  if( p==0 ) return;
  if( hash_multi(ctx, "murmur_hash_multi", p, argc - 1, argv + 1, &h) > 0 ){
    sqlite3_result_int64(ctx, (sqlite3_int64)h);
  }
}

/*
** murmur_partition_multi(n, scheme, key1, key2, ...)
*/
static void partitionMultiFunc(sqlite3_context *ctx, int argc,
                               sqlite3_value **argv){
  const RkScheme *p;
  uint64_t n;
  int64_t h;
  if( argc < 3 ){
    rk_error(ctx, "murmur_partition_multi: needs n, a scheme and at least"
             " one key, got %d argument%s", argc, argc==1 ? "" : "s");
    return;
  }
  if( rk_any_null(2, argv) ) return;
  p = get_scheme(ctx, "murmur_partition_multi", argv, 1);
  if( p==0 ) return;
  if( !get_n(ctx, "murmur_partition_multi", argv[0], &n) ) return;
  if( hash_multi(ctx, "murmur_partition_multi", p, argc - 2, argv + 2, &h) > 0 ){
    sqlite3_result_int64(ctx, (sqlite3_int64)rk_partition(p, h, n));
  }
}

int rk_register_murmur(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "murmur_partition",       2, partitionFunc },
    { "murmur_partition",       3, partitionFunc },
    { "murmur_hash",            1, hashFunc },
    { "murmur_hash",            2, hashFunc },
    { "murmur_hash",            3, hashFunc },
    { "murmur_hash_multi",     -1, hashMultiFunc },
    { "murmur_partition_multi",-1, partitionMultiFunc },
  };
  return rk_create_functions(db, aFunc,
                             (int)(sizeof(aFunc)/sizeof(aFunc[0])), remove);
}
