/*
** place_sql.c - the placement of a key in any system the scheme registry
** knows, in SQL.
**
**   SELECT key_partition(1420008, 97);                 -- OBKV KEY partition
**   SELECT key_partition('user42', 12, 'librdkafka');  -- a librdkafka producer
**   SELECT key_hash('{user1000}.following', 'redis');  -- hash slot 3443
**   SELECT key_hash('abc', 'spark', 7);                -- with a seed
**   SELECT key_partition_multi(16, 'phoenix', 'user42', 1420008);
**   SELECT key_partition(k, '[9,10,1]', 'clickhouse'); -- weighted shards
**
** key_partition(key, n [, scheme])      partition in [0, n)
** key_hash(key [, scheme [, seed]])     the hash, slot or token
** key_hash_multi(scheme, key1, key2, ...)
** key_partition_multi(n, scheme, key1, key2, ...)
**
** murmur_partition, murmur_hash and their _multi forms are the same
** functions under the names they had before the registry.
**
** This file only reads arguments, caches what is constant and reports
** errors; what a scheme does with a key is its entry's (ext/schemes/). A
** scheme (and its options) is parsed once per statement and kept with
** sqlite3_set_auxdata; key_partition keeps n with it once both prove
** constant, so an INTEGER row costs one lookup, the key and the entry's
** own integer path.
*/
#include <string.h>
#include "sqlfn.h"
#include "scheme.h"

/* The most weights a weighted n may list. */
#define MAX_WEIGHTS 65536

/* A parsed scheme argument, kept on that argument. */
typedef struct SchemeArg SchemeArg;
struct SchemeArg {
  const RkScheme *p;
  int64_t aOpt[RK_MAX_OPT];
  RkColTypes cols;          /* 'mysql_key:int32,int64' */
};

/* The default, 'oceanbase', in *pBuf. */
static const SchemeArg *default_scheme(SchemeArg *pBuf){
  memset(pBuf, 0, sizeof(*pBuf));
  pBuf->p = rk_aSchemeList[0];
  return pBuf;
}

/* Reports an unknown scheme, listing every name. */
static void unknown_scheme(sqlite3_context *ctx, const char *zFunc,
                           sqlite3_value *v){
  sqlite3_str *pNames = sqlite3_str_new(0);
  char *zNames;
  int i;
  for(i = 0; i < rk_nScheme; i++){
    sqlite3_str_appendf(pNames, "%s'%s'",
                        i==0 ? "" : (i==rk_nScheme - 1 ? " or " : ", "),
                        rk_aSchemeList[i]->zName);
  }
  zNames = sqlite3_str_finish(pNames);
  if( zNames==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  rk_arg_error(ctx, zFunc, "scheme", zNames, v);
  sqlite3_free(zNames);
}

/* The scheme at argv[i] (not NULL), or 0 after an error: the copy kept
** on the argument, else *pBuf (parsed now, and a copy kept for the next
** rows when memory allows). */
static const SchemeArg *get_scheme(sqlite3_context *ctx, const char *zFunc,
                                   sqlite3_value **argv, int i,
                                   SchemeArg *pBuf){
  const SchemeArg *s = (const SchemeArg*)sqlite3_get_auxdata(ctx, i);
  const char *z;
  char zErr[200];
  SchemeArg *pKeep;
  if( s ) return s;
  /* The type first: sqlite3_value_text() would turn a BLOB into text. */
  if( sqlite3_value_type(argv[i])!=SQLITE_TEXT ){
    unknown_scheme(ctx, zFunc, argv[i]);
    return 0;
  }
  z = (const char*)sqlite3_value_text(argv[i]);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  if( rk_scheme_parse_cols(z, (size_t)sqlite3_value_bytes(argv[i]), &pBuf->p,
                           pBuf->aOpt, &pBuf->cols, zErr, sizeof(zErr)) ){
    if( zErr[0]==0 ){
      unknown_scheme(ctx, zFunc, argv[i]);
    }else{
      rk_error(ctx, "%s: %s", zFunc, zErr);
    }
    return 0;
  }
  /* Out of memory here only costs the next row a parse. */
  pKeep = (SchemeArg*)sqlite3_malloc(sizeof(*pKeep));
  if( pKeep ){
    *pKeep = *pBuf;
    sqlite3_set_auxdata(ctx, i, pKeep, sqlite3_free);
  }
  return pBuf;
}

/* ---- Keys ------------------------------------------------------------- */

/* Decodes v into *k: 1, or 0 after an out-of-memory error. */
static int key_of(sqlite3_context *ctx, sqlite3_value *v, RkKey *k){
  k->n = 0;
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
      k->type = RK_KEY_INT;
      k->i = sqlite3_value_int64(v);
      return 1;
    case SQLITE_FLOAT:
      k->type = RK_KEY_REAL;
      k->r = sqlite3_value_double(v);
      return 1;
    case SQLITE_TEXT:
      k->type = RK_KEY_TEXT;
      k->z = sqlite3_value_text(v);
      if( k->z==0 ) break;
      k->n = (size_t)sqlite3_value_bytes(v);
      return 1;
    case SQLITE_BLOB:
      k->type = RK_KEY_BLOB;
      /* The length first: sqlite3_value_blob expands a zeroblob(), and
      ** when that fails the value is NULL of length 0. NULL with a
      ** length is then a zeroblob that could not be expanded. */
      k->n = (size_t)sqlite3_value_bytes(v);
      k->z = (const unsigned char*)sqlite3_value_blob(v);
      if( k->z==0 && k->n > 0 ) break;
      if( k->z==0 ) k->z = (const unsigned char*)"";
      return 1;
    default:
      k->type = RK_KEY_NULL;
      return 1;
  }
  sqlite3_result_error_nomem(ctx);
  return 0;
}

/* Reports that v is not a key the scheme p takes. */
static void key_error(sqlite3_context *ctx, const char *zFunc,
                      const char *zArg, const RkScheme *p, sqlite3_value *v){
  char zWant[300];
  if( p->zKeyWant ){
    sqlite3_snprintf(sizeof(zWant), zWant, "%s for scheme '%s'", p->zKeyWant,
                     p->zName);
  }else if( !p->acceptText ){
    sqlite3_snprintf(sizeof(zWant), zWant, "an integer between %lld and %lld"
                     " for scheme '%s'", (long long)p->intMin,
                     (long long)p->intMax, p->zName);
  }else{
    sqlite3_snprintf(sizeof(zWant), zWant, "an integer, text or a blob for"
                     " scheme '%s'", p->zName);
  }
  rk_arg_error(ctx, zFunc, zArg, zWant, v);
}

/* ---- n and the resolved place ----------------------------------------- */

/* Reads n at v (not NULL) for p: a count, or with RK_WEIGHTS a JSON array
** of weights (stored in a sqlite3_malloc'd *paW). 1, or 0 after an error. */
static int get_n(sqlite3_context *ctx, const char *zFunc, const RkScheme *p,
                 sqlite3_value *v, uint64_t *pN, uint64_t **paW){
  int64_t n;
  *paW = 0;
  if( (p->flags & RK_WEIGHTS) && sqlite3_value_type(v)==SQLITE_TEXT ){
    const char *z = (const char*)sqlite3_value_text(v);
    uint64_t *aW;
    size_t i = 0, len, nW = 0;
    if( z==0 ){
      sqlite3_result_error_nomem(ctx);
      return 0;
    }
    len = (size_t)sqlite3_value_bytes(v);
    while( i < len && (z[i]==' ' || z[i]=='\t' || z[i]=='\n') ) i++;
    if( i < len && z[i]=='[' ){
      aW = (uint64_t*)sqlite3_malloc64(sizeof(uint64_t) * (len / 2 + 1));
      if( aW==0 ){
        sqlite3_result_error_nomem(ctx);
        return 0;
      }
      i++;
      for(;;){
        uint64_t w = 0;
        int digits = 0;
        while( i < len && (z[i]==' ' || z[i]=='\t' || z[i]=='\n') ) i++;
        while( i < len && z[i] >= '0' && z[i] <= '9' && w <= 0xffffffffu ){
          w = w * 10 + (uint64_t)(z[i++] - '0');
          digits++;
        }
        while( i < len && (z[i]==' ' || z[i]=='\t' || z[i]=='\n') ) i++;
        if( digits==0 || w==0 || w > 0xffffffffu || nW >= MAX_WEIGHTS ) break;
        aW[nW++] = w;
        if( i < len && z[i]==',' ){
          i++;
          continue;
        }
        if( i < len && z[i]==']' ){
          i++;
          while( i < len && (z[i]==' ' || z[i]=='\t' || z[i]=='\n') ) i++;
          if( i==len ){          /* nW >= 1 = nMin: ']' follows a weight */
            *pN = nW;
            *paW = aW;
            return 1;
          }
        }
        break;
      }
      sqlite3_free(aW);
    }
    rk_arg_error(ctx, zFunc, "n", "a positive integer or a JSON array of"
                 " 1 to 65536 weights from 1 to 4294967295", v);
    return 0;
  }
  if( !rk_value_int64(v, &n) || n < p->nMin || n > p->nMax ){
    char zWant[160];
    if( p->nMax==INT64_MAX ){      /* nMin is 1 for every entry */
      sqlite3_snprintf(sizeof(zWant), zWant, "a positive integer");
    }else{
      sqlite3_snprintf(sizeof(zWant), zWant, "an integer from %lld to %lld"
                       " for scheme '%s'", (long long)p->nMin,
                       (long long)p->nMax, p->zName);
    }
    rk_arg_error(ctx, zFunc, "n", zWant, v);
    return 0;
  }
  *pN = (uint64_t)n;
  return 1;
}

/* A place that key_partition keeps on its n argument: the entry's integer
** path copied in front (one load fewer per row), then the place. */
typedef struct PartArgs PartArgs;
struct PartArgs {
  uint64_t (*xIntPartition)(int64_t v, const RkPlace *pl);
  int64_t intMin, intMax;
  /* The entry's byte hash when TEXT keys need no rule but the hash and,
  ** with emptyNull (RK_EMPTY_UNPLACED), no partition for the empty key;
  ** else 0. */
  int (*xText)(const unsigned char*, size_t, int, uint64_t, int64_t*);
  int emptyNull;
  uint64_t (*xReduce)(int64_t hash, const RkPlace *pl);
  RkPlace pl;                 /* last: over-allocated for its table */
};

/* 1 when the scheme takes keys of nKey columns with pl's options, else 0
** after an error on ctx. */
static int columns_ok(sqlite3_context *ctx, const char *zFunc,
                      const RkPlace *pl, int nKey){
  char zErr[200];
  if( !rk_coltypes_count(pl, nKey, zErr, sizeof(zErr))
   && (pl->p->xColumns==0 || !pl->p->xColumns(pl, nKey, zErr, sizeof(zErr))) ){
    return 1;
  }
  rk_error(ctx, "%s: %s", zFunc, zErr);
  return 0;
}

/* Builds the PartArgs of scheme s for n (or the weights aW, n of them;
** taken over and freed) and keys of nKey columns. Returns it
** (sqlite3_free it), or 0 after an error on ctx. */
static PartArgs *part_new(sqlite3_context *ctx, const char *zFunc,
                          const SchemeArg *s, uint64_t n, uint64_t *aW,
                          int nKey){
  const RkScheme *p = s->p;
  PartArgs *a;
  size_t nTable = 0, nByte;
  RkPlace probe;
  memset(&probe, 0, sizeof(probe));
  probe.p = p;
  probe.n = n;
  probe.seed = p->seed;
  memcpy(probe.aOpt, s->aOpt, sizeof(probe.aOpt));
  probe.aWeight = aW;
  probe.cols = s->cols;
  if( !columns_ok(ctx, zFunc, &probe, nKey) ){
    sqlite3_free(aW);
    return 0;
  }
  if( p->xTableSize ) nTable = p->xTableSize(&probe);
  nByte = sizeof(PartArgs) + sizeof(uint32_t) * nTable
        + (aW ? sizeof(uint64_t) * n : 0);
  a = (PartArgs*)sqlite3_malloc64(nByte);
  if( a==0 ){
    sqlite3_free(aW);
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  memset(a, 0, sizeof(*a));
  a->pl = probe;
  a->pl.nTable = nTable;
  if( aW ){
    /* After the table, 8-byte aligned: the table is whole words. */
    uint64_t *aCopy = (uint64_t*)(void*)((char*)a + nByte - sizeof(uint64_t) * n);
    memcpy(aCopy, aW, sizeof(uint64_t) * n);
    a->pl.aWeight = aCopy;
    sqlite3_free(aW);
  }
  if( p->xPrepare ){
    char zErr[200];
    if( p->xPrepare(&a->pl, zErr, sizeof(zErr)) ){
      rk_error(ctx, "%s: %s", zFunc, zErr);
      sqlite3_free(a);
      return 0;
    }
  }
  a->xIntPartition = p->xIntPartition;
  a->intMin = p->intMin;
  a->intMax = p->intMax;
  a->xText = p->acceptText ? p->xBytes : 0;
  a->emptyNull = (p->flags & RK_EMPTY_UNPLACED)!=0;
  a->xReduce = p->xReduce;
  return a;
}

/* Set on n after its first valid row: an argument's auxdata outlives the
** row only when the argument is constant, so finding it again on a later
** row (and the scheme cached by get_scheme) tells that PartArgs may be
** cached. A PartArgs that takes no integer, so that the per-row path
** needs no test for it before the INTEGER case. Never written. */
static PartArgs partMark = { .intMin = 1, .intMax = 0 };

/* The partition of the key v, of SQLite type t, under a: every key type,
** NULL and errors. TEXT first, without a detour: it is the common key
** after INTEGER, which partitionFunc places itself. */
static void partition_key(sqlite3_context *ctx, const PartArgs *a,
                          sqlite3_value *v, int t){
  RkKey k;
  uint64_t part;
  int rc;
  if( t==SQLITE_TEXT && a->xText ){
    const unsigned char *z = sqlite3_value_text(v);
    int64_t h;
    if( z ){
      size_t nz = (size_t)sqlite3_value_bytes(v);
      if( nz==0 && a->emptyNull ) return;
      rc = a->xText(z, nz, 1, a->pl.seed, &h);
      if( rc==RK_HASHED ){
        sqlite3_result_int64(ctx, (sqlite3_int64)a->xReduce(h, &a->pl));
        return;
      }
      /* Else the general path below gives the NULL or the error. */
    }
  }
  if( !key_of(ctx, v, &k) ) return;
  rc = rk_place_key(&a->pl, &k, &part);
  if( rc==RK_HASHED ){
    sqlite3_result_int64(ctx, (sqlite3_int64)part);
  }else if( rc==RK_BADKEY ){
    key_error(ctx, (const char*)sqlite3_user_data(ctx), "key", a->pl.p, v);
  }
}

/* key_partition(key, n [, scheme]) before n and the scheme are cached:
** NULLs, validation, caching and errors. */
RK_NOINLINE
static void partitionAll(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const char *zFunc = (const char*)sqlite3_user_data(ctx);
  const SchemeArg *s;
  SchemeArg buf;
  PartArgs *a;
  uint64_t n, *aW;
  /* Before get_scheme, which sets it on every row that lacks it. */
  int schemeKept = argc < 3 || sqlite3_get_auxdata(ctx, 2)!=0;
  if( sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  if( argc > 2 ){
    if( sqlite3_value_type(argv[2])==SQLITE_NULL ) return;
    s = get_scheme(ctx, zFunc, argv, 2, &buf);
    if( s==0 ) return;
  }else{
    s = default_scheme(&buf);
  }
  if( !get_n(ctx, zFunc, s->p, argv[1], &n, &aW) ) return;
  a = part_new(ctx, zFunc, s, n, aW, 1);
  if( a==0 ) return;
  partition_key(ctx, a, argv[0], sqlite3_value_type(argv[0]));
  if( sqlite3_get_auxdata(ctx, 1)==(void*)&partMark && schemeKept ){
    /* Constant n and scheme: keep a (out of memory: SQLite frees it, and
    ** the next row builds it again). */
    sqlite3_set_auxdata(ctx, 1, a, sqlite3_free);
  }else{
    sqlite3_free(a);
    sqlite3_set_auxdata(ctx, 1, (void*)&partMark, 0);
  }
}

/*
** key_partition(key, n [, scheme])
**
** Once n and the scheme are cached, an INTEGER key the scheme takes costs
** one auxdata lookup, its type and value, and the entry's integer path.
** argc is a constant of each arity's function below, so that the path
** keeps one value fewer across its calls.
*/
static inline void partition_row(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv){
  const PartArgs *a = (const PartArgs*)sqlite3_get_auxdata(ctx, 1);
  if( a!=0 ){
    int t = sqlite3_value_type(argv[0]);
    if( t==SQLITE_INTEGER ){
      int64_t x = sqlite3_value_int64(argv[0]);
      if( x >= a->intMin && x <= a->intMax ){
        sqlite3_result_int64(ctx, (sqlite3_int64)a->xIntPartition(x, &a->pl));
        return;
      }
    }
    if( a!=&partMark ){
      partition_key(ctx, a, argv[0], t);
      return;
    }
  }
  partitionAll(ctx, argc, argv);
}

static void partitionFunc2(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  (void)argc;
  partition_row(ctx, 2, argv);
}

static void partitionFunc3(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  (void)argc;
  partition_row(ctx, 3, argv);
}

/* A place for hashing only (no n). */
static void place_for_hash(RkPlace *pl, const SchemeArg *s){
  memset(pl, 0, sizeof(*pl));
  pl->p = s->p;
  pl->seed = s->p->seed;
  memcpy(pl->aOpt, s->aOpt, sizeof(pl->aOpt));
  pl->cols = s->cols;
}

/*
** key_hash(key [, scheme [, seed]])
*/
static void hashFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const char *zFunc = (const char*)sqlite3_user_data(ctx);
  SchemeArg buf;
  const SchemeArg *s = default_scheme(&buf);
  RkPlace pl;
  RkKey k;
  int64_t h;
  int rc;
  if( argc > 1 ){
    if( rk_any_null(argc - 1, argv + 1) ) return;
    s = get_scheme(ctx, zFunc, argv, 1, &buf);
    if( s==0 ) return;
  }
  place_for_hash(&pl, s);
  if( argc > 2 ){
    const RkScheme *p = s->p;
    int64_t seed;
    if( !rk_value_int64(argv[2], &seed) || !rk_scheme_seed(p, seed, &pl.seed) ){
      char zWant[160];
      if( !(p->flags & RK_SEED) ){
        sqlite3_snprintf(sizeof(zWant), zWant, "absent for scheme '%s',"
                         " which has no seed", p->zName);
      }else if( p->flags & RK_SEED64 ){
        sqlite3_snprintf(sizeof(zWant), zWant, "an integer");
      }else{
        sqlite3_snprintf(sizeof(zWant), zWant, "an integer between"
                         " -2147483648 and 4294967295 for scheme '%s'",
                         p->zName);
      }
      rk_arg_error(ctx, zFunc, "seed", zWant, argv[2]);
      return;
    }
  }
  if( !columns_ok(ctx, zFunc, &pl, 1) || !key_of(ctx, argv[0], &k) ) return;
  rc = rk_hash_key(&pl, &k, pl.seed, &h);
  if( rc==RK_HASHED ){
    sqlite3_result_int64(ctx, (sqlite3_int64)h);
  }else if( rc==RK_BADKEY ){
    key_error(ctx, zFunc, "key", s->p, argv[0]);
  }
}

/* The stack holds the keys of up to this many columns. */
#define MULTI_STACK 16

/* Hashes (pl->n==0) or places the key columns argv[0..nKey) under pl;
** reports the result or the error. */
static void multi_key(sqlite3_context *ctx, const char *zFunc,
                      const RkPlace *pl, int nKey, sqlite3_value **argv){
  RkKey aStack[MULTI_STACK], *aKey = aStack;
  int i, rc, iBad = 0;
  int64_t h;
  uint64_t part;
  if( pl->p->xMulti==0 ){
    int isKey = zFunc[0]=='k';
    rk_error(ctx, "%s: scheme '%s' has no multi-column keys; use %s or %s",
             zFunc, pl->p->zName, isKey ? "key_hash" : "murmur_hash",
             isKey ? "key_partition" : "murmur_partition");
    return;
  }
  if( nKey > MULTI_STACK ){
    aKey = (RkKey*)sqlite3_malloc64(sizeof(RkKey) * (size_t)nKey);
    if( aKey==0 ){
      sqlite3_result_error_nomem(ctx);
      return;
    }
  }
  for(i = 0; i < nKey; i++){
    char zWant[200];
    if( !key_of(ctx, argv[i], &aKey[i]) ) goto done;
    if( rk_coltypes_key(pl, i, &aKey[i], zWant, sizeof(zWant)) ){
      char zArg[32];
      sqlite3_snprintf(sizeof(zArg), zArg, "key %d", i + 1);
      rk_arg_error(ctx, zFunc, zArg, zWant, argv[i]);
      goto done;
    }
  }
  if( pl->n==0 ){
    rc = pl->p->xMulti(pl, aKey, nKey, pl->seed, &h, &iBad);
    if( rc==RK_HASHED ) sqlite3_result_int64(ctx, (sqlite3_int64)h);
  }else{
    rc = rk_place_multi(pl, aKey, nKey, &part, &iBad);
    if( rc==RK_HASHED ) sqlite3_result_int64(ctx, (sqlite3_int64)part);
  }
  if( rc==RK_BADKEY ){
    char zArg[32];
    sqlite3_snprintf(sizeof(zArg), zArg, "key %d", iBad + 1);
    /* The column's own entry says what it takes ('mysql_key:int32,text'). */
    key_error(ctx, zFunc, zArg, rk_column_scheme(pl, iBad, &aKey[iBad]),
              argv[iBad]);
  }
done:
  if( aKey!=aStack ) sqlite3_free(aKey);
}

/*
** key_hash_multi(scheme, key1, key2, ...)
*/
static void hashMultiFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const char *zFunc = (const char*)sqlite3_user_data(ctx);
  const SchemeArg *s;
  SchemeArg buf;
  RkPlace pl;
  if( argc < 2 ){
    rk_error(ctx, "%s: needs a scheme and at least one key, got %d"
             " argument%s", zFunc, argc, argc==1 ? "" : "s");
    return;
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;
  s = get_scheme(ctx, zFunc, argv, 0, &buf);
  if( s==0 ) return;
  place_for_hash(&pl, s);
  if( !columns_ok(ctx, zFunc, &pl, argc - 1) ) return;
  multi_key(ctx, zFunc, &pl, argc - 1, argv + 1);
}

/*
** key_partition_multi(n, scheme, key1, key2, ...)
*/
static void partitionMultiFunc(sqlite3_context *ctx, int argc,
                               sqlite3_value **argv){
  const char *zFunc = (const char*)sqlite3_user_data(ctx);
  const SchemeArg *s;
  SchemeArg buf;
  PartArgs *a;
  uint64_t n, *aW;
  if( argc < 3 ){
    rk_error(ctx, "%s: needs n, a scheme and at least one key, got %d"
             " argument%s", zFunc, argc, argc==1 ? "" : "s");
    return;
  }
  if( rk_any_null(2, argv) ) return;
  s = get_scheme(ctx, zFunc, argv, 1, &buf);
  if( s==0 ) return;
  a = (PartArgs*)sqlite3_get_auxdata(ctx, 0);
  if( a==0 || a->pl.p!=s->p
   || memcmp(a->pl.aOpt, s->aOpt, sizeof(s->aOpt))!=0 ){
    if( !get_n(ctx, zFunc, s->p, argv[0], &n, &aW) ) return;
    a = part_new(ctx, zFunc, s, n, aW, argc - 2);
    if( a==0 ) return;
    multi_key(ctx, zFunc, &a->pl, argc - 2, argv + 2);
    /* Kept only while n is constant; a changed scheme is caught above. */
    sqlite3_set_auxdata(ctx, 0, a, sqlite3_free);
    return;
  }
  multi_key(ctx, zFunc, &a->pl, argc - 2, argv + 2);
}

int rk_register_place(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "key_partition",          2, partitionFunc2 },
    { "key_partition",          3, partitionFunc3 },
    { "key_hash",               1, hashFunc },
    { "key_hash",               2, hashFunc },
    { "key_hash",               3, hashFunc },
    { "key_hash_multi",        -1, hashMultiFunc },
    { "key_partition_multi",   -1, partitionMultiFunc },
    { "murmur_partition",       2, partitionFunc2 },
    { "murmur_partition",       3, partitionFunc3 },
    { "murmur_hash",            1, hashFunc },
    { "murmur_hash",            2, hashFunc },
    { "murmur_hash",            3, hashFunc },
    { "murmur_hash_multi",     -1, hashMultiFunc },
    { "murmur_partition_multi",-1, partitionMultiFunc },
  };
  int i, rc = SQLITE_OK;
  for(i = 0; rc==SQLITE_OK && i < (int)(sizeof(aFunc)/sizeof(aFunc[0])); i++){
    /* The name is the user data: errors name the function called. All
    ** callbacks NULL removes the function (sqlfn.h). */
    rc = sqlite3_create_function(db, aFunc[i].zName, aFunc[i].nArg,
                                 RK_FUNC_FLAGS, (void*)aFunc[i].zName,
                                 remove ? 0 : aFunc[i].xFunc, 0, 0);
  }
  return rc;
}
