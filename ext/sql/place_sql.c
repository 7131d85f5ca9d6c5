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
#include "weights.h"
#include "servers.h"

/* How many places (n values) key_partition keeps per scheme argument: a
** place per slot, the slot chosen by n (Fibonacci hashing spreads both
** consecutive counts and powers of two). */
#define PART_CACHE 32
#define PART_SLOT(n) ((uint32_t)((uint64_t)(n) * 2654435769u) >> 27)

typedef struct PartArgs PartArgs;

/* A parsed scheme argument, kept on that argument. */
typedef struct SchemeArg SchemeArg;
struct SchemeArg {
  const RkScheme *p;
  int64_t aOpt[RK_MAX_OPT];
  uint64_t seed;            /* rk_scheme_start_seed, once per scheme text */
  RkColTypes cols;          /* 'mysql_key:int32,int64' */
  /* The kept copy only. key_partition's places for the integer n it met
  ** with this scheme, one per slot (a place replaces the one in its
  ** slot), so that a join against a table of clusters, whose n changes
  ** from row to row, builds each place once; and whether n has proved
  ** not constant (the marker set on it did not outlive its row). */
  PartArgs *aPart[PART_CACHE];
  int markState;              /* MARK_* */
};
#define MARK_UNTRIED 0
#define MARK_SET     1        /* set on the previous row */
#define MARK_LOST    2        /* n is not constant: no more markers */

/* The default, 'oceanbase', in *pBuf. */
static SchemeArg *default_scheme(SchemeArg *pBuf){
  memset(pBuf, 0, sizeof(*pBuf));
  pBuf->p = rk_aSchemeList[0];
  pBuf->seed = pBuf->p->seed;       /* the default has no options */
  return pBuf;
}

/* The destructor of a kept SchemeArg and its places. */
static void scheme_free(void *pArg){
  SchemeArg *s = (SchemeArg*)pArg;
  int i;
  for(i = 0; i < PART_CACHE; i++) sqlite3_free(s->aPart[i]);
  sqlite3_free(s);
}

/* Reports a scheme argument that names no scheme: what it got, the
** nearest names, and where every name is listed. */
static void unknown_scheme(sqlite3_context *ctx, const char *zFunc,
                           sqlite3_value *v){
  static const char zList[] = "the schemes: SELECT name, alias FROM rowkey_schemes";
  const char *azNear[3];
  char *zGot, *zMsg;
  int nNear = 0, i;
  sqlite3_str *s;
  if( sqlite3_value_type(v)!=SQLITE_TEXT ){
    rk_arg_error(ctx, zFunc, "scheme", "text naming a scheme (" "SELECT name,"
                 " alias FROM rowkey_schemes lists them)", v);
    return;
  }
  zGot = rk_describe(v);
  if( zGot==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  /* rk_describe has read the text: v holds it. */
  {
    size_t nz;
    const char *z = (const char*)rk_value_bytes(v, SQLITE_TEXT, &nz);
    if( z ) nNear = rk_scheme_suggest(z, nz, azNear, 3);
  }
  s = sqlite3_str_new(0);
  sqlite3_str_appendf(s, "%s: unknown scheme %s", zFunc, zGot);
  sqlite3_free(zGot);
  for(i = 0; i < nNear; i++){
    sqlite3_str_appendf(s, "%s'%s'", i==0 ? "; did you mean "
                        : (i==nNear - 1 ? " or " : ", "), azNear[i]);
  }
  sqlite3_str_appendf(s, "%s (%s)", nNear ? "?" : "", zList);
  zMsg = sqlite3_str_finish(s);
  if( zMsg==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_error(ctx, zMsg, -1);
  sqlite3_free(zMsg);
}

/* The scheme at argv[i] (not NULL), or 0 after an error: the copy kept
** on the argument, else *pBuf (parsed now, and a copy kept for the next
** rows when memory allows). */
static SchemeArg *get_scheme(sqlite3_context *ctx, const char *zFunc,
                             sqlite3_value **argv, int i, SchemeArg *pBuf){
  SchemeArg *s = (SchemeArg*)sqlite3_get_auxdata(ctx, i);
  const char *z;
  size_t nz;
  char zErr[300];
  SchemeArg *pKeep;
  if( s ) return s;
  /* The type first: sqlite3_value_text() would turn a BLOB into text. */
  if( sqlite3_value_type(argv[i])!=SQLITE_TEXT ){
    unknown_scheme(ctx, zFunc, argv[i]);
    return 0;
  }
  z = (const char*)rk_value_bytes(argv[i], SQLITE_TEXT, &nz);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  if( rk_scheme_parse_cols(z, nz, &pBuf->p, pBuf->aOpt, &pBuf->cols, zErr,
                           sizeof(zErr)) ){
    if( zErr[0]==0 ){
      unknown_scheme(ctx, zFunc, argv[i]);
    }else{
      rk_error(ctx, "%s: %s", zFunc, zErr);
    }
    return 0;
  }
  pBuf->seed = rk_scheme_start_seed(pBuf->p, pBuf->aOpt);
  /* Out of memory here only costs the next row a parse. */
  pKeep = (SchemeArg*)sqlite3_malloc(sizeof(*pKeep));
  memset(pBuf->aPart, 0, sizeof(pBuf->aPart));
  pBuf->markState = MARK_UNTRIED;
  if( pKeep ){
    *pKeep = *pBuf;
    sqlite3_set_auxdata(ctx, i, pKeep, scheme_free);
  }
  return pBuf;
}

/* ---- Keys ------------------------------------------------------------- */

/* Decodes v into *k: 1, or 0 after an out-of-memory error. */
static int key_of(sqlite3_context *ctx, sqlite3_value *v, RkKey *k){
  int t = sqlite3_value_type(v);
  k->n = 0;
  switch( t ){
    case SQLITE_INTEGER:
      k->type = RK_KEY_INT;
      k->i = sqlite3_value_int64(v);
      return 1;
    case SQLITE_FLOAT:
      k->type = RK_KEY_REAL;
      k->r = sqlite3_value_double(v);
      return 1;
    case SQLITE_TEXT:
    case SQLITE_BLOB:
      k->type = t==SQLITE_TEXT ? RK_KEY_TEXT : RK_KEY_BLOB;
      k->z = rk_value_bytes(v, t, &k->n);
      if( k->z==0 ) break;
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
  if( sqlite3_value_type(v)==SQLITE_FLOAT && p->xReal==0 && p->xWide==0 ){
    /* A REAL is mostly an integer id bound from JavaScript (every number
    ** is a double there) or read from a REAL column: say how to pass it. */
    char *z = rk_arg_message(zFunc, zArg, zWant, v);
    char *zFull = z ? sqlite3_mprintf("%s (a REAL; pass an integer:"
        " CAST(x AS INTEGER) in SQL, a BigInt from Node.js, or"
        " better-sqlite3's safeIntegers() to read ids back as BigInt)", z) : 0;
    sqlite3_free(z);
    if( zFull==0 ){
      sqlite3_result_error_nomem(ctx);
      return;
    }
    sqlite3_result_error(ctx, zFull, -1);
    sqlite3_free(zFull);
    return;
  }
  rk_arg_error(ctx, zFunc, zArg, zWant, v);
}

/* ---- n and the resolved place ----------------------------------------- */

/* rk_servers_parse's allocator. */
static void *servers_malloc(uint64_t n){
  return sqlite3_malloc64(n);
}

/* Reads n at v (not NULL) for a scheme with RK_SERVERS: the JSON array of
** servers, into a sqlite3_malloc'd *ppSrv. 1, or 0 after an error. */
static int get_servers(sqlite3_context *ctx, const char *zFunc,
                       const RkScheme *p, sqlite3_value *v, uint64_t *pN,
                       RkServers **ppSrv){
  char zWant[200], zWhy[200];
  const char *z;
  size_t len;
  int rc;
  sqlite3_snprintf(sizeof(zWant), zWant, "a JSON array of 1 to %d servers"
                   " (\"host:port\", \"host:port:weight\" or \"host:port:weight"
                   " name\") for scheme '%s'", RK_SERVERS_MAX, p->zName);
  if( sqlite3_value_type(v)!=SQLITE_TEXT ){
    rk_arg_error(ctx, zFunc, "n", zWant, v);
    return 0;
  }
  z = (const char*)rk_value_bytes(v, SQLITE_TEXT, &len);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  rc = rk_servers_parse(z, len, ppSrv, servers_malloc, zWhy, sizeof(zWhy));
  if( rc==RK_SERVERS_OK ){
    *pN = (*ppSrv)->n;
    return 1;
  }
  if( rc==RK_SERVERS_NOMEM ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  {
    char *zMsg = rk_arg_message(zFunc, "n", zWant, v);
    char *zFull = zMsg ? sqlite3_mprintf("%s: %s", zMsg, zWhy) : 0;
    sqlite3_free(zMsg);
    if( zFull==0 ){
      sqlite3_result_error_nomem(ctx);
      return 0;
    }
    sqlite3_result_error(ctx, zFull, -1);
    sqlite3_free(zFull);
  }
  return 0;
}

/* Reads n at v (not NULL) for p: a count, or with RK_WEIGHTS a JSON array
** of weights (stored in a sqlite3_malloc'd *paW), or with RK_SERVERS a
** server list (*ppSrv). 1, or 0 after an error. */
static int get_n(sqlite3_context *ctx, const char *zFunc, const RkScheme *p,
                 sqlite3_value *v, uint64_t *pN, uint64_t **paW,
                 RkServers **ppSrv){
  int64_t n;
  *paW = 0;
  *ppSrv = 0;
  if( p->flags & RK_SERVERS ) return get_servers(ctx, zFunc, p, v, pN, ppSrv);
  if( (p->flags & RK_WEIGHTS) && sqlite3_value_type(v)==SQLITE_TEXT ){
    size_t len;
    const char *z = (const char*)rk_value_bytes(v, SQLITE_TEXT, &len);
    int rc;
    if( z==0 ){
      sqlite3_result_error_nomem(ctx);
      return 0;
    }
    rc = rk_weights_parse(z, len, paW, pN,
                          rk_realloc, sqlite3_free);
    if( rc==RK_WEIGHTS_OK ) return 1;
    if( rc==RK_WEIGHTS_NOMEM ){
      sqlite3_result_error_nomem(ctx);
      return 0;
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

/* Builds the PartArgs of scheme s for n (or the weights aW, n of them, or
** the servers pSrv; taken over and freed) and keys of nKey columns, in
** pOld when it is large enough (taken over: reused or freed). Returns it
** (sqlite3_free it), or 0 after an error on ctx. */
static PartArgs *part_new(sqlite3_context *ctx, const char *zFunc,
                          const SchemeArg *s, uint64_t n, uint64_t *aW,
                          RkServers *pSrv, int nKey, PartArgs *pOld){
  const RkScheme *p = s->p;
  PartArgs *a;
  size_t nTable = 0;
  uint64_t offW, nByte;
  RkPlace probe;
  memset(&probe, 0, sizeof(probe));
  probe.p = p;
  probe.n = n;
  memcpy(probe.aOpt, s->aOpt, sizeof(probe.aOpt));
  probe.seed = s->seed;
  probe.aWeight = aW;
  probe.pServers = pSrv;
  probe.cols = s->cols;
  if( !columns_ok(ctx, zFunc, &probe, nKey) ){
    sqlite3_free(aW);
    sqlite3_free(pSrv);
    sqlite3_free(pOld);
    return 0;
  }
  if( p->xTableSize ) nTable = p->xTableSize(&probe);
  /* The table's words, then the weights from the next multiple of 8
  ** bytes from the start (sqlite3_malloc aligns to 8; a PartArgs is not a
  ** multiple of 8 bytes where uint64_t aligns to 4). nTable and n are
  ** bounded by the entries (at most 65536 weights): no sum wraps. */
  offW = ((uint64_t)sizeof(PartArgs) + (uint64_t)nTable * sizeof(uint32_t)
          + 7) / 8 * 8;
  nByte = offW + (aW ? sizeof(uint64_t) * n : 0)
        + (pSrv ? (pSrv->nByte + 7) / 8 * 8 : 0);
  if( pOld && (uint64_t)sqlite3_msize(pOld) >= nByte ){
    a = pOld;
  }else{
    sqlite3_free(pOld);
    a = (PartArgs*)sqlite3_malloc64(nByte);
  }
  if( a==0 ){
    sqlite3_free(aW);
    sqlite3_free(pSrv);
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  memset(a, 0, sizeof(*a));
  a->pl = probe;
  a->pl.nTable = nTable;
  if( aW ){
    uint64_t *aCopy = (uint64_t*)(void*)((char*)a + offW);
    memcpy(aCopy, aW, sizeof(uint64_t) * n);
    a->pl.aWeight = aCopy;
    sqlite3_free(aW);
  }
  if( pSrv ){
    /* The list holds no pointer: a copy after the table is the place's. */
    RkServers *pCopy = (RkServers*)(void*)((char*)a + offW);
    memcpy(pCopy, pSrv, (size_t)pSrv->nByte);
    a->pl.pServers = pCopy;
    sqlite3_free(pSrv);
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
    size_t nz;
    const unsigned char *z = rk_value_bytes(v, SQLITE_TEXT, &nz);
    int64_t h;
    if( z ){
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

/* The place s keeps for the integer n, or 0. */
static PartArgs *part_cached(const SchemeArg *s, int64_t n){
  PartArgs *a = s->aPart[PART_SLOT(n)];
  return a && a->pl.n==(uint64_t)n && a->pl.aWeight==0
         && a->pl.pServers==0 ? a : 0;
}

/* key_partition(key, n [, scheme]) before n and the scheme are cached:
** NULLs, validation, caching and errors.
**
** A row finds the marker partMark on n only when n is constant (and the
** scheme too: the scheme's copy was there before this row); the place is
** then kept on n and the next rows take partition_row's path. Otherwise
** a kept scheme keeps the places of the integer n it meets, and
** stops setting the marker once it was lost: a row whose n differs from
** the previous row's then costs one lookup of its slot. */
RK_NOINLINE
static void partitionAll(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const char *zFunc = (const char*)sqlite3_user_data(ctx);
  SchemeArg *s, buf;
  PartArgs *a = 0;
  uint64_t n, *aW;
  RkServers *pSrv;
  int owned = 1;              /* a is freed here or given to SQLite */
  /* Before get_scheme, which sets it on every row that lacks it. */
  int schemeKept = argc < 3 || sqlite3_get_auxdata(ctx, 2)!=0;
  int nConst;
  if( sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  if( argc > 2 ){
    if( sqlite3_value_type(argv[2])==SQLITE_NULL ) return;
    s = get_scheme(ctx, zFunc, argv, 2, &buf);
    if( s==0 ) return;
  }else{
    s = default_scheme(&buf);
  }
  nConst = schemeKept && sqlite3_get_auxdata(ctx, 1)==(void*)&partMark;
  if( s!=&buf && sqlite3_value_type(argv[1])==SQLITE_INTEGER ){
    a = part_cached(s, sqlite3_value_int64(argv[1]));
    if( a ) owned = 0;
  }
  if( a==0 ){
    PartArgs *pOld = 0;
    uint32_t k = 0;
    int keep;
    if( !get_n(ctx, zFunc, s->p, argv[1], &n, &aW, &pSrv) ) return;
    /* Kept in n's slot, whose place it replaces (and reuses when large
    ** enough); a place given to n below is never replaced: once n is
    ** constant no row comes back here. */
    keep = s!=&buf && aW==0 && pSrv==0;
    if( keep ){
      k = PART_SLOT(n);
      pOld = s->aPart[k];
      s->aPart[k] = 0;
    }
    a = part_new(ctx, zFunc, s, n, aW, pSrv, 1, pOld);
    if( a==0 ) return;
    if( keep ){
      s->aPart[k] = a;
      owned = 0;
    }
  }
  partition_key(ctx, a, argv[0], sqlite3_value_type(argv[0]));
  if( nConst ){
    /* Constant n and scheme: keep a on n (out of memory: SQLite frees an
    ** owned a, and the next row builds or finds it again). */
    sqlite3_set_auxdata(ctx, 1, a, owned ? sqlite3_free : 0);
    return;
  }
  if( owned ) sqlite3_free(a);
  if( s==&buf ){
    sqlite3_set_auxdata(ctx, 1, (void*)&partMark, 0);
  }else if( s->markState!=MARK_LOST ){
    /* Setting the marker costs SQLite an allocation: tried twice (the
    ** scheme's first kept row may be n's first constant row too). */
    s->markState = s->markState==MARK_SET ? MARK_LOST : MARK_SET;
    if( s->markState==MARK_SET ) sqlite3_set_auxdata(ctx, 1, (void*)&partMark, 0);
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
  memcpy(pl->aOpt, s->aOpt, sizeof(pl->aOpt));
  pl->seed = s->seed;
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
  if( s->p->xWide ){
    /* A hash the system writes as text (scheme.h, RkWide). */
    char zText[RK_HASH_TEXT_MAX];
    size_t nText = 0;
    rc = rk_hash_text(&pl, &k, zText, &nText);
    if( rc==RK_HASHED ){
      sqlite3_result_text(ctx, zText, (int)nText, SQLITE_TRANSIENT);
    }else if( rc==RK_BADKEY ){
      key_error(ctx, zFunc, "key", s->p, argv[0]);
    }
    return;
  }
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
  RkServers *pSrv;
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
    if( !get_n(ctx, zFunc, s->p, argv[0], &n, &aW, &pSrv) ) return;
    a = part_new(ctx, zFunc, s, n, aW, pSrv, argc - 2, 0);
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
