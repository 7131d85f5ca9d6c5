/*
** plan_sql.c - skew analysis and partition planning in SQL.
**
**   -- Which region of a table pre-split like split_points(10, 1) gets a key:
**   SELECT split_region('8|1420008', 10, 1);            -- 8
**   SELECT split_region(1420008, 10, 1);                -- 1 (naive key '1420008')
**
**   -- Rows per region, and how skewed that is, in one aggregate:
**   SELECT partition_skew(split_region(salt_key(id, 10), 10, 1), 10) FROM t;
**   -- {"partitions":10,"rows":...,"nulls":0,"empty":0,"min":...,"max":...,
**   --  "mean":...,"stddev":...,"max_over_mean":...,"imbalance":...,"hottest":...}
**
**   SELECT node_imbalance(7, 3);                        -- 0.333333333333333
**   SELECT recommend_partitions('24TB', 3);             -- 97
**
** split_region validates its arguments exactly as split_points does, and
** places a key with a few comparisons and one division (regions.c), so its
** cost does not depend on n. partition_skew keeps one counter per distinct
** partition (skew.c), never per row. Sizes: TB = 10^12, TiB = 2^40 bytes
** (planning.c).
*/
#include <float.h>
#include <math.h>
#include <string.h>
#include "sqlfn.h"
#include "keys.h"
#include "regions.h"
#include "planning.h"
#include "skew.h"
#include "skew_json.h"

/* ---- split_region(key, n, width [, buckets]) --------------------------- */

/* Reads n, width and buckets (argv[1..]) with split_points' own checks;
** returns 0 after reporting an error.
**
** Without buckets, an n that could itself be the bucket count of keys
** salted with this width (10^(width-1) < n < 10^width: salt_key(id, n)
** writes width digits) is an error that shows both readings: the key of
** salt_key(7, 20) is region 7 of a table split one region per bucket, but
** region 1 of 20 ranges of the 100 buckets that split_points(20, 2)
** assumes. n = 10^width, or n at most 10^(width-1), is not ambiguous. */
static int region_args(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                       uint64_t *pN, int *pWidth, uint64_t *pBuckets){
  char *zErr;
  int rc = rk_split_args("split_region", argv[1], argv[2],
                         argc > 3 ? argv[3] : 0, pN, pWidth, pBuckets, &zErr);
  if( rc==SQLITE_OK && argc <= 3 && *pN > *pBuckets / 10 && *pN < *pBuckets ){
    zErr = sqlite3_mprintf("split_region: n = %llu with width %d needs"
                           " buckets: split_region(key, %llu, %d, %llu) for"
                           " keys salted into %llu buckets (salt_key(id,"
                           " %llu)), one region per bucket; split_region(key,"
                           " %llu, %d, %llu) for %llu ranges of %llu buckets"
                           " (split_points(%llu, %d))",
                           (unsigned long long)*pN, *pWidth,
                           (unsigned long long)*pN, *pWidth,
                           (unsigned long long)*pN, (unsigned long long)*pN,
                           (unsigned long long)*pN, (unsigned long long)*pN,
                           *pWidth, (unsigned long long)*pBuckets,
                           (unsigned long long)*pN,
                           (unsigned long long)*pBuckets,
                           (unsigned long long)*pN, *pWidth);
    rc = zErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  if( rc==SQLITE_OK ) return 1;
  if( rc==SQLITE_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else{
    sqlite3_result_error(ctx, zErr, -1);
    sqlite3_free(zErr);
  }
  return 0;
}

/* n, width and buckets once validated, kept with sqlite3_set_auxdata on
** the n argument when all three are constant in the statement, so that a
** row only places its key. */
typedef struct RegionArgs RegionArgs;
struct RegionArgs {
  uint64_t n;
  uint64_t buckets;
  int width;
};

/* Set on the arguments n, width, buckets after their first valid row: an
** argument's auxdata outlives the row only when it is constant, so finding
** all of them on a later row tells that RegionArgs may be cached. */
static char regionMark[1];

/* After a row validated n, width and buckets: caches them when the
** arguments have proved constant, else marks the arguments to find out. */
static void region_cache(sqlite3_context *ctx, int argc, uint64_t n,
                         int width, uint64_t buckets){
  RegionArgs *a;
  int i;
  for(i = 1; i < argc; i++){
    if( sqlite3_get_auxdata(ctx, i)==0 ) break;
  }
  if( i < argc ){
    /* n last: new auxdata goes first in the statement's list, and n's is
    ** the one looked up on every row. */
    for(i = argc - 1; i >= 1; i--){
      sqlite3_set_auxdata(ctx, i, (void*)regionMark, 0);
    }
    return;
  }
  /* Out of memory: no cache, the next row validates again. */
  a = (RegionArgs*)sqlite3_malloc(sizeof(*a));
  if( a==0 ) return;
  a->n = n;
  a->width = width;
  a->buckets = buckets;
  sqlite3_set_auxdata(ctx, 1, a, sqlite3_free);
}

/* The result for the key v (not NULL). */
static void region_key(sqlite3_context *ctx, sqlite3_value *v, uint64_t n,
                       int width, uint64_t buckets){
  int64_t id;
  const unsigned char *z;
  size_t len;
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
      /* A naive row key is the id's decimal text. */
      sqlite3_result_int64(ctx, (sqlite3_int64)rk_split_region_int(
          sqlite3_value_int64(v), n, width, buckets));
      return;
    case SQLITE_FLOAT:
      if( !rk_value_int64(v, &id) ){
        rk_arg_error(ctx, "split_region", "key",
                     "text, a blob or an integer", v);
        return;
      }
      sqlite3_result_int64(ctx, (sqlite3_int64)rk_split_region_int(
          id, n, width, buckets));
      return;
    default:
      z = rk_value_bytes(v, sqlite3_value_type(v), &len);
      if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
      break;
  }
  sqlite3_result_int64(ctx,
      (sqlite3_int64)rk_split_region(z, len, n, width, buckets));
}

/* split_region in full: NULLs, validation, caching, every key type. */
RK_NOINLINE
static void splitRegionAll(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  const RegionArgs *a = (const RegionArgs*)sqlite3_get_auxdata(ctx, 1);
  uint64_t n, buckets;
  int width;

  if( a!=0 && (const void*)a!=(const void*)regionMark ){
    /* n, width and buckets are constant and valid: only the key can be
    ** NULL. */
    if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;
    region_key(ctx, argv[0], a->n, a->width, a->buckets);
    return;
  }
  if( rk_any_null(argc, argv) ) return;
  if( !region_args(ctx, argc, argv, &n, &width, &buckets) ) return;
  region_cache(ctx, argc, n, width, buckets);
  region_key(ctx, argv[0], n, width, buckets);
}

/* The common row, once n, width and buckets are cached: an INTEGER or
** TEXT key, placed with the fewest calls into SQLite. */
static void splitRegionFunc(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  const RegionArgs *a = (const RegionArgs*)sqlite3_get_auxdata(ctx, 1);
  if( a!=0 && (const void*)a!=(const void*)regionMark ){
    /* One statement per call: fewer values held across the calls. */
    int t = sqlite3_value_type(argv[0]);
    uint64_t r;
    if( t==SQLITE_INTEGER ){
      int64_t id = sqlite3_value_int64(argv[0]);
      r = rk_split_region_int(id, a->n, a->width, a->buckets);
      sqlite3_result_int64(ctx, (sqlite3_int64)r);
      return;
    }
    if( t==SQLITE_TEXT ){
      size_t len;
      const unsigned char *z = rk_value_bytes(argv[0], t, &len);
      if( z ){
        r = rk_split_region(z, len, a->n, a->width, a->buckets);
        sqlite3_result_int64(ctx, (sqlite3_int64)r);
        return;
      }
    }
  }
  splitRegionAll(ctx, argc, argv);
}

/* ---- node_imbalance(partitions, nodes) --------------------------------- */

static void nodeImbalanceFunc(sqlite3_context *ctx, int argc,
                              sqlite3_value **argv){
  int64_t p, nodes;
  if( rk_any_null(argc, argv) ) return;
  if( !rk_value_int64(argv[0], &p) || p < 1 ){
    rk_arg_error(ctx, "node_imbalance", "partitions", "a positive integer",
                 argv[0]);
    return;
  }
  if( !rk_value_int64(argv[1], &nodes) || nodes < 1 ){
    rk_arg_error(ctx, "node_imbalance", "nodes", "a positive integer",
                 argv[1]);
    return;
  }
  sqlite3_result_double(ctx, rk_node_imbalance((uint64_t)p, (uint64_t)nodes));
}

/* ---- recommend_partitions(size [, replicas [, max_partition_size]]) ---- */

#define RP_DEFAULT_MAX_PART UINT64_C(100000000000)   /* 100 GB */
#define RP_MAX_REPLICAS 100

/* Reads a size argument (integer bytes or text with a unit) into *pOut;
** returns 0 after reporting an error. */
static int size_arg(sqlite3_context *ctx, const char *zArg, sqlite3_value *v,
                    int allowZero, uint64_t *pOut){
  int64_t i;
  int rc = RK_SIZE_MALFORMED;
  if( sqlite3_value_type(v)==SQLITE_TEXT ){
    size_t n;
    const char *z = (const char*)rk_value_bytes(v, SQLITE_TEXT, &n);
    if( z==0 ){ sqlite3_result_error_nomem(ctx); return 0; }
    rc = rk_parse_size(z, n, pOut);
  }else if( rk_value_int64(v, &i) && i >= 0 ){
    *pOut = (uint64_t)i;
    rc = RK_SIZE_OK;
  }
  if( rc==RK_SIZE_OK && (allowZero || *pOut > 0) ) return 1;
  rk_arg_error(ctx, "recommend_partitions", zArg,
               rc==RK_SIZE_TOO_BIG
               ? "at most 9223372036854775807 bytes"
               : allowZero
               ? "a number of bytes or a size like '24TB', '100 GB' or '1.5TiB'"
               : "a positive number of bytes or a size like '100GB'", v);
  return 0;
}

static void recommendPartitionsFunc(sqlite3_context *ctx, int argc,
                                    sqlite3_value **argv){
  uint64_t size, maxPart = RP_DEFAULT_MAX_PART, needed, count;
  int64_t replicas = 1;
  if( rk_any_null(argc, argv) ) return;
  if( !size_arg(ctx, "size", argv[0], 1, &size) ) return;
  if( argc > 1 ){
    if( !rk_value_int64(argv[1], &replicas)
     || replicas < 1 || replicas > RP_MAX_REPLICAS ){
      rk_arg_error(ctx, "recommend_partitions", "replicas",
                   "an integer between 1 and 100", argv[1]);
      return;
    }
  }
  if( argc > 2 && !size_arg(ctx, "max_partition_size", argv[2], 0, &maxPart) ){
    return;
  }
  needed = rk_partitions_needed(size, (uint64_t)replicas, maxPart);
  count = rk_recommend_partitions(needed);
  if( count==0 ){
    rk_error(ctx, "recommend_partitions: %llu bytes over %lld replicas need"
             " %llu partitions of at most %llu bytes, more than 997, the"
             " largest recommended count (allow larger partitions with"
             " max_partition_size, or split the data over tables)",
             (unsigned long long)size, (long long)replicas,
             (unsigned long long)needed, (unsigned long long)maxPart);
    return;
  }
  sqlite3_result_int64(ctx, (sqlite3_int64)count);
}

/* ---- partition_skew(partition [, n [, weight]]) ------------------------ */

typedef struct SkewAgg SkewAgg;
struct SkewAgg {
  int init;         /* the tally is set up */
  int nullN;        /* n was NULL in some row: the result is NULL */
  uint64_t n;       /* 0 = no n given */
  uint64_t nulls;   /* rows whose partition (or weight) was NULL */
  RkSkew tally;
};

/* Reports a failed rk_skew_add*. */
RK_NOINLINE
static void skew_add_error(sqlite3_context *ctx, int rc){
  if( rc==RK_SKEW_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else if( rc==RK_SKEW_TOO_MANY ){
    /* Almost always a key passed where its partition belongs. */
    rk_error(ctx, "partition_skew: more than %d distinct partitions"
             " (a key passed as the partition? give key_partition(key, n),"
             " or top_keys(key, k) for the heaviest keys)",
             RK_SKEW_MAX_DISTINCT);
  }else{
    rk_error(ctx, "partition_skew: the total weight passes"
             " 18446744073709551615 (the largest REAL for real weights)");
  }
}

/* Adds the row's weight v (not NULL) to partition id. */
static int skew_add_weight(sqlite3_context *ctx, SkewAgg *a, uint64_t id,
                           sqlite3_value *v){
  int64_t w;
  int rc;
  if( sqlite3_value_type(v)==SQLITE_FLOAT ){
    double r = sqlite3_value_double(v);
    if( !(r >= 0) || isinf(r) ) goto bad;
    rc = rk_skew_add_real(&a->tally, id, r);
  }else{
    if( !rk_value_int64(v, &w) || w < 0 ) goto bad;
    rc = rk_skew_add_int(&a->tally, id, (uint64_t)w);
  }
  if( rc ){ skew_add_error(ctx, rc); return 0; }
  return 1;
bad:
  rk_arg_error(ctx, "partition_skew", "weight",
               "a non-negative integer or real", v);
  return 0;
}

/* The first row: sets up the tally and reads n. */
RK_NOINLINE
static int skew_first(sqlite3_context *ctx, SkewAgg *a, int argc,
                      sqlite3_value **argv){
  rk_skew_init(&a->tally, rk_realloc, sqlite3_free);
  a->init = 1;
  if( argc > 1 ){
    int64_t n;
    if( sqlite3_value_type(argv[1])==SQLITE_NULL ){
      a->nullN = 1;
    }else if( !rk_value_int64(argv[1], &n) || n < 1 ){
      rk_arg_error(ctx, "partition_skew", "n", "a positive integer", argv[1]);
      return 0;
    }else{
      a->n = (uint64_t)n;
    }
  }
  return 1;
}

/* n of a later row is NULL or differs from the first row's. */
RK_NOINLINE
static int skew_n_changed(sqlite3_context *ctx, SkewAgg *a, sqlite3_value *v){
  char *zGot;
  if( sqlite3_value_type(v)==SQLITE_NULL ){
    a->nullN = 1;
    return 1;
  }
  zGot = rk_describe(v);
  if( zGot==0 ){ sqlite3_result_error_nomem(ctx); return 0; }
  rk_error(ctx, "partition_skew: n must be the same in every row,"
           " got %llu then %s", (unsigned long long)a->n, zGot);
  sqlite3_free(zGot);
  return 0;
}

/* A partition id that is not a non-negative integer below n. */
RK_NOINLINE
static void skew_bad_id(sqlite3_context *ctx, SkewAgg *a, int64_t id,
                        sqlite3_value *v){
  char zWant[64];
  if( id < 0 ){
    rk_arg_error(ctx, "partition_skew", "partition", "a non-negative integer",
                 v);
    return;
  }
  sqlite3_snprintf(sizeof(zWant), zWant, "below n = %llu",
                   (unsigned long long)a->n);
  rk_arg_error(ctx, "partition_skew", "partition", zWant, v);
}

/* partition_skew in full: first row, n, NULLs, conversions, errors. */
RK_NOINLINE
static void skewStepAll(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                        SkewAgg *a){
  int64_t id;
  int rc;
  if( a==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( !a->init ){
    if( !skew_first(ctx, a, argc, argv) ) return;
  }else if( argc > 1 && !a->nullN ){
    int64_t n;
    if( !(rk_value_int64(argv[1], &n) && (uint64_t)n==a->n)
     && !skew_n_changed(ctx, a, argv[1]) ){
      return;
    }
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || (argc > 2 && sqlite3_value_type(argv[2])==SQLITE_NULL) ){
    a->nulls++;
    return;
  }
  if( !rk_value_int64(argv[0], &id) ) id = -1;
  if( id < 0 || (a->n && (uint64_t)id >= a->n) ){
    skew_bad_id(ctx, a, id, argv[0]);
    return;
  }
  if( argc > 2 ){
    skew_add_weight(ctx, a, (uint64_t)id, argv[2]);
    return;
  }
  rc = rk_skew_add(&a->tally, (uint64_t)id);
  if( rc ) skew_add_error(ctx, rc);
}

/* The common row: INTEGER id (and weight) and the same INTEGER n as
** before, counted with the fewest calls; anything else goes the long way. */
static void skewStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SkewAgg *a = sqlite3_aggregate_context(ctx, sizeof(SkewAgg));
  if( a && a->init && !a->nullN
   && sqlite3_value_type(argv[0])==SQLITE_INTEGER
   && (argc < 2 || (sqlite3_value_type(argv[1])==SQLITE_INTEGER
                    && (uint64_t)sqlite3_value_int64(argv[1])==a->n)) ){
    int64_t id = sqlite3_value_int64(argv[0]);
    if( id >= 0 && (a->n==0 || (uint64_t)id < a->n) ){
      int rc;
      if( argc < 3 ){
        rc = rk_skew_add(&a->tally, (uint64_t)id);
      }else if( sqlite3_value_type(argv[2])==SQLITE_INTEGER
             && sqlite3_value_int64(argv[2]) >= 0 ){
        rc = rk_skew_add_int(&a->tally, (uint64_t)id,
                             (uint64_t)sqlite3_value_int64(argv[2]));
      }else{
        skewStepAll(ctx, argc, argv, a);
        return;
      }
      if( rc ) skew_add_error(ctx, rc);
      return;
    }
  }
  skewStepAll(ctx, argc, argv, a);
}

/* The summary (skew_json.c, shared with the callers without SQLite);
** weighted tells the 3-argument form (also over no rows). */
static void skew_final(sqlite3_context *ctx, int weighted){
  SkewAgg *a = sqlite3_aggregate_context(ctx, 0);
  RkSkew empty;   /* stands in when there were no rows at all */
  char zJson[RK_SKEW_JSON_BUF];
  size_t len;

  /* a exists only after a step, and every step sets the tally up. */
  if( a && a->nullN ){
    rk_skew_free(&a->tally);
    return;
  }
  rk_skew_init(&empty, rk_realloc, sqlite3_free);
  len = rk_skew_json(a ? &a->tally : &empty, a ? a->n : 0, a ? a->nulls : 0,
                     weighted, zJson);
  if( a ) rk_skew_free(&a->tally);
  sqlite3_result_text(ctx, zJson, (int)len, SQLITE_TRANSIENT);
  /* JSON, for json_* functions. */
  sqlite3_result_subtype(ctx, 'J');
}

static void skewFinal(sqlite3_context *ctx){ skew_final(ctx, 0); }
static void skewFinalWeighted(sqlite3_context *ctx){ skew_final(ctx, 1); }

int rk_register_plan(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "split_region",         3, splitRegionFunc },
    { "split_region",         4, splitRegionFunc },
    { "node_imbalance",       2, nodeImbalanceFunc },
    { "recommend_partitions", 1, recommendPartitionsFunc },
    { "recommend_partitions", 2, recommendPartitionsFunc },
    { "recommend_partitions", 3, recommendPartitionsFunc },
  };
  int rc = rk_create_functions(db, aFunc,
                               (int)(sizeof(aFunc)/sizeof(aFunc[0])), remove);
  int nArg;
  for(nArg = 1; rc==SQLITE_OK && nArg <= 3; nArg++){
    rc = rk_create_aggregate(db, "partition_skew", nArg, skewStep,
                             nArg==3 ? skewFinalWeighted : skewFinal, remove);
  }
  return rc;
}
