/*
** split_points.c - the regions of a table pre-split on zero-padded decimal
** bucket prefixes, as an eponymous table-valued function.
**
**   SELECT * FROM split_points(4, 2);
**   -- region  start_key  end_key  first_bucket  last_bucket
**   --      0  '00'       '25'                0           24
**   --      1  '25'       '50'               25           49
**   --      2  '50'       '75'               50           74
**   --      3  '75'       NULL               75           99
**
**   -- HBase's SPLITS list is the start_key of regions 1..n-1:
**   SELECT group_concat(quote(start_key), ', ')
**     FROM split_points(10, 1) WHERE region > 0;  -- '1', '2', ..., '9'
**
** split_points(n, width [, buckets]): n regions over the buckets
** 0..buckets-1 (default 10^width); region i starts at bucket
** floor(i * buckets / n), written with width digits. It needs
** 1 <= n <= buckets <= 10^width and 1 <= width <= 18. A NULL argument gives
** no rows. Rows are computed one at a time, so memory does not grow with
** n, and constraints on region (=, <, <=, >, >=) jump straight to the rows
** asked for.
*/
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include "sqlfn.h"
#include "keys.h"

#define SP_REGION       0
#define SP_START_KEY    1
#define SP_END_KEY      2
#define SP_FIRST_BUCKET 3
#define SP_LAST_BUCKET  4
#define SP_N            5
#define SP_WIDTH        6
#define SP_BUCKETS      7

#define SP_MAX_WIDTH 18

/* idxNum bits: which arguments xFilter receives, in this order. */
#define SP_HAS_N       0x01
#define SP_HAS_WIDTH   0x02
#define SP_HAS_BUCKETS 0x04
#define SP_REGION_GE   0x08   /* region >= ?  (also = ?) */
#define SP_REGION_GT   0x10   /* region > ?  */
#define SP_REGION_LE   0x20   /* region <= ? (also = ?) */
#define SP_REGION_LT   0x40   /* region < ?  */
#define SP_REGION_EQ   0x80   /* region = ?: one argument for both bounds */

typedef struct SpCursor SpCursor;
struct SpCursor {
  sqlite3_vtab_cursor base;
  int width;
  uint64_t n, buckets;
  uint64_t region;     /* current region */
  uint64_t last;       /* last region to return */
  uint64_t start;      /* first bucket of the current region */
  uint64_t next;       /* first bucket of the next region (buckets if none) */
  uint64_t rem;        /* (region+1)*buckets mod n, to step next exactly */
  uint64_t step, stepRem;  /* buckets / n and buckets % n */
  int eof;
};

static int spConnect(sqlite3 *db, void *pAux, int argc,
                     const char *const *argv, sqlite3_vtab **ppVtab,
                     char **pzErr){
  (void)pAux; (void)argc; (void)argv; (void)pzErr;
  return rk_vtab_connect(db,
     "CREATE TABLE x(region INTEGER, start_key TEXT, end_key TEXT,"
     " first_bucket INTEGER, last_bucket INTEGER,"
     " n HIDDEN, width HIDDEN, buckets HIDDEN)", ppVtab);
}

static int spOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  int rc = rk_vtab_open(sizeof(SpCursor), ppCursor);
  (void)pVtab;
  if( rc==SQLITE_OK ) ((SpCursor*)*ppCursor)->eof = 1;
  return rc;
}

/* Moves to the next region: next becomes start, and the one after is
** next + step, plus one more each time the remainders add up to n. */
static int spNext(sqlite3_vtab_cursor *cur){
  SpCursor *p = (SpCursor*)cur;
  if( p->region >= p->last ){
    p->eof = 1;
    return SQLITE_OK;
  }
  p->region++;
  p->start = p->next;
  if( p->region + 1 >= p->n ){
    p->next = p->buckets;
  }else{
    /* rem < n and stepRem < n, so the sum cannot overflow (n <= 10^18). */
    p->rem += p->stepRem;
    p->next += p->step;
    if( p->rem >= p->n ){ p->rem -= p->n; p->next++; }
  }
  return SQLITE_OK;
}

static int spColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int i){
  SpCursor *p = (SpCursor*)cur;
  char buf[RK_INT64_DIGITS];
  switch( i ){
    case SP_REGION:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->region);
      break;
    case SP_START_KEY:
      sqlite3_result_text(ctx, buf, (int)rk_format_padded(buf, p->start, p->width),
                          SQLITE_TRANSIENT);
      break;
    case SP_END_KEY:
      if( p->region + 1 < p->n ){
        sqlite3_result_text(ctx, buf,
                            (int)rk_format_padded(buf, p->next, p->width),
                            SQLITE_TRANSIENT);
      }
      break;
    case SP_FIRST_BUCKET:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->start);
      break;
    case SP_LAST_BUCKET:
      sqlite3_result_int64(ctx, (sqlite3_int64)(p->next - 1));
      break;
    case SP_N:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->n);
      break;
    case SP_WIDTH:
      sqlite3_result_int(ctx, p->width);
      break;
    default:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->buckets);
      break;
  }
  return SQLITE_OK;
}

static int spRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = (sqlite_int64)((SpCursor*)cur)->region;
  return SQLITE_OK;
}

static int spEof(sqlite3_vtab_cursor *cur){
  return ((SpCursor*)cur)->eof;
}

/* Sets the vtab's error message; returns SQLITE_ERROR. */
static int spError(sqlite3_vtab_cursor *cur, const char *zFmt, ...){
  va_list ap;
  sqlite3_vtab *pVtab = cur->pVtab;
  va_start(ap, zFmt);
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = sqlite3_vmprintf(zFmt, ap);
  va_end(ap);
  return pVtab->zErrMsg ? SQLITE_ERROR : SQLITE_NOMEM;
}



int rk_split_args(const char *zFunc, sqlite3_value *vN, sqlite3_value *vWidth,
                  sqlite3_value *vBuckets, uint64_t *pN, int *pWidth,
                  uint64_t *pBuckets, char **pzErr){
  int64_t n, width, buckets;
  uint64_t cap;
  char *z;
  *pzErr = 0;
  if( !rk_value_int64(vN, &n) || n < 1 ){
    z = rk_arg_message(zFunc, "n", "a positive integer", vN);
  }else if( !rk_value_int64(vWidth, &width)
         || width < 1 || width > SP_MAX_WIDTH ){
    z = rk_arg_message(zFunc, "width", "an integer between 1 and 18", vWidth);
  }else{
    cap = rk_aPow10[width];
    if( vBuckets==0 ){
      if( (uint64_t)n <= cap ){
        *pN = (uint64_t)n;
        *pWidth = (int)width;
        *pBuckets = cap;
        return SQLITE_OK;
      }
      z = sqlite3_mprintf("%s: %lld regions need width %d or more, got width"
                          " %lld", zFunc, (long long)n,
                          rk_digits((uint64_t)n - 1), (long long)width);
    }else if( !rk_value_int64(vBuckets, &buckets)
           || buckets < 1 || (uint64_t)buckets > cap ){
      char zWant[64];
      sqlite3_snprintf(sizeof(zWant), zWant,
                       "an integer between 1 and 10^width = %llu",
                       (unsigned long long)cap);
      z = rk_arg_message(zFunc, "buckets", zWant, vBuckets);
    }else if( n > buckets ){
      z = sqlite3_mprintf("%s: n must be at most buckets (%lld), got %lld",
                          zFunc, (long long)buckets, (long long)n);
    }else{
      *pN = (uint64_t)n;
      *pWidth = (int)width;
      *pBuckets = (uint64_t)buckets;
      return SQLITE_OK;
    }
  }
  *pzErr = z;
  return z ? SQLITE_ERROR : SQLITE_NOMEM;
}

static int spFilter(sqlite3_vtab_cursor *cur, int idxNum, const char *idxStr,
                    int argc, sqlite3_value **argv){
  SpCursor *p = (SpCursor*)cur;
  uint64_t n, buckets, lo = 0, hi;
  int64_t v;
  int width, i, k, rc;
  char *zErr = 0;
  (void)idxStr;

  p->eof = 1;
  if( !(idxNum & SP_HAS_N) || !(idxNum & SP_HAS_WIDTH) ){
    return spError(cur, "split_points: missing argument %s",
                   (idxNum & SP_HAS_N) ? "width" : "n");
  }
  for(k = 0; k < argc; k++){
    if( sqlite3_value_type(argv[k])==SQLITE_NULL ) return SQLITE_OK;
  }
  rc = rk_split_args("split_points", argv[0], argv[1],
                     (idxNum & SP_HAS_BUCKETS) ? argv[2] : 0,
                     &n, &width, &buckets, &zErr);
  if( rc!=SQLITE_OK ){
    sqlite3_free(cur->pVtab->zErrMsg);
    cur->pVtab->zErrMsg = zErr;
    return rc;
  }
  i = (idxNum & SP_HAS_BUCKETS) ? 3 : 2;
  hi = (uint64_t)n - 1;
  /* Every bound on region narrows the rows (rk_int_bound); SQLite still checks
  ** each region constraint again (omit = 0). */
  if( idxNum & (SP_REGION_GE | SP_REGION_GT | SP_REGION_EQ) ){
    switch( rk_int_bound(argv[i], 1, (idxNum & SP_REGION_GT)!=0, &v) ){
      case RK_BOUND_EMPTY: return SQLITE_OK;
      case RK_BOUND_NOMEM: return SQLITE_NOMEM;
      default:  /* RK_BOUND_SET: a lower bound always narrows */
        if( v > 0 ) lo = (uint64_t)v;
        break;
    }
    if( !(idxNum & SP_REGION_EQ) ) i++;
  }
  if( idxNum & (SP_REGION_LE | SP_REGION_LT | SP_REGION_EQ) ){
    switch( rk_int_bound(argv[i], 0, (idxNum & SP_REGION_LT)!=0, &v) ){
      case RK_BOUND_EMPTY: return SQLITE_OK;
      case RK_BOUND_NOMEM: return SQLITE_NOMEM;
      case RK_BOUND_SET:
        if( v < 0 ) return SQLITE_OK;
        if( (uint64_t)v < hi ) hi = (uint64_t)v;
        break;
    }
  }
  if( lo > hi ) return SQLITE_OK;

  p->n = (uint64_t)n;
  p->width = (int)width;
  p->buckets = (uint64_t)buckets;
  p->step = p->buckets / p->n;
  p->stepRem = p->buckets % p->n;
  p->region = lo;
  p->last = hi;
  p->start = rk_muldiv(lo, p->buckets, p->n);
  if( lo + 1 >= p->n ){
    p->next = p->buckets;
  }else{
    p->next = rk_muldiv(lo + 1, p->buckets, p->n);
    /* The exact product fits in 128 bits; its low 64 bits minus next*n
    ** is the remainder, which is below n. */
    p->rem = (lo + 1) * p->buckets - p->next * p->n;
  }
  p->eof = 0;
  return SQLITE_OK;
}

static int spBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  (void)pVtab;
  int i, idxNum = 0, nArg = 0;
  int iN = -1, iWidth = -1, iBuckets = -1, iLo = -1, iHi = -1;
  int unusable = 0;
  const struct sqlite3_index_constraint *c = pInfo->aConstraint;
  (void)pVtab;

  for(i = 0; i < pInfo->nConstraint; i++, c++){
    int col = c->iColumn;
    if( col >= SP_N && c->op==SQLITE_INDEX_CONSTRAINT_EQ ){
      int bit = col==SP_N ? SP_HAS_N : col==SP_WIDTH ? SP_HAS_WIDTH
                                                     : SP_HAS_BUCKETS;
      if( !c->usable ){ unusable |= bit; continue; }
      if( bit==SP_HAS_N ) iN = i;
      else if( bit==SP_HAS_WIDTH ) iWidth = i;
      else iBuckets = i;
    }else if( col==SP_REGION && c->usable ){
      switch( c->op ){
        case SQLITE_INDEX_CONSTRAINT_EQ:
          iLo = iHi = i; break;
        case SQLITE_INDEX_CONSTRAINT_GT:
        case SQLITE_INDEX_CONSTRAINT_GE:
          if( iLo < 0 ) iLo = i;
          break;
        case SQLITE_INDEX_CONSTRAINT_LT:
        case SQLITE_INDEX_CONSTRAINT_LE:
          if( iHi < 0 ) iHi = i;
          break;
      }
    }
  }
  /* A required argument that exists but cannot be used yet (a join
  ** whose other side comes later): ask for another plan. */
  if( (unusable & ~(iN>=0 ? SP_HAS_N : 0) & ~(iWidth>=0 ? SP_HAS_WIDTH : 0)
      & ~(iBuckets>=0 ? SP_HAS_BUCKETS : 0))!=0 ){
    return SQLITE_CONSTRAINT;
  }
  if( iN >= 0 ){
    idxNum |= SP_HAS_N;
    pInfo->aConstraintUsage[iN].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iN].omit = 1;
  }
  if( iWidth >= 0 ){
    idxNum |= SP_HAS_WIDTH;
    pInfo->aConstraintUsage[iWidth].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iWidth].omit = 1;
  }
  if( iBuckets >= 0 ){
    idxNum |= SP_HAS_BUCKETS;
    pInfo->aConstraintUsage[iBuckets].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iBuckets].omit = 1;
  }
  if( iLo >= 0 && iLo==iHi ){
    idxNum |= SP_REGION_EQ;
    pInfo->aConstraintUsage[iLo].argvIndex = ++nArg;
  }else{
    if( iLo >= 0 ){
      idxNum |= pInfo->aConstraint[iLo].op==SQLITE_INDEX_CONSTRAINT_GT
                ? SP_REGION_GT : SP_REGION_GE;
      pInfo->aConstraintUsage[iLo].argvIndex = ++nArg;
    }
    if( iHi >= 0 ){
      idxNum |= pInfo->aConstraint[iHi].op==SQLITE_INDEX_CONSTRAINT_LT
                ? SP_REGION_LT : SP_REGION_LE;
      pInfo->aConstraintUsage[iHi].argvIndex = ++nArg;
    }
  }
  /* Rows come out in region order. */
  if( pInfo->nOrderBy==1 && pInfo->aOrderBy[0].iColumn==SP_REGION
   && !pInfo->aOrderBy[0].desc ){
    pInfo->orderByConsumed = 1;
  }
  if( !(idxNum & SP_HAS_N) || !(idxNum & SP_HAS_WIDTH) ){
    /* n or width is missing. This is also asked while SQLite plans one
    ** branch of an OR, without the other constraints, so it is not an
    ** error here: the plan is priced out, and xFilter reports it if it is
    ** ever run. */
    pInfo->estimatedCost = 1e99;
    pInfo->estimatedRows = 2147483647;
  }else if( idxNum & SP_REGION_EQ ){
    pInfo->estimatedCost = 1;
    pInfo->estimatedRows = 1;
    pInfo->idxFlags = SQLITE_INDEX_SCAN_UNIQUE;
  }else{
    double rows = (idxNum & (SP_REGION_GE|SP_REGION_GT|SP_REGION_LE|SP_REGION_LT))
                  ? 250 : 1000;
    pInfo->estimatedCost = rows;
    pInfo->estimatedRows = (sqlite3_int64)rows;
  }
  pInfo->idxNum = idxNum;
  return SQLITE_OK;
}

/* xCreate is left out: the table is eponymous only, so CREATE VIRTUAL
** TABLE ... USING split_points is refused. */
static sqlite3_module spModule = {
  .iVersion    = 0,
  .xConnect    = spConnect,
  .xBestIndex  = spBestIndex,
  .xDisconnect = rk_vtab_disconnect,
  .xOpen       = spOpen,
  .xClose      = rk_vtab_close,
  .xFilter     = spFilter,
  .xNext       = spNext,
  .xEof        = spEof,
  .xColumn     = spColumn,
  .xRowid      = spRowid,
};

int rk_register_split_points(sqlite3 *db, int remove){
  return rk_create_module(db, "split_points", &spModule, remove);
}
