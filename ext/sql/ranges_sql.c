/*
** ranges_sql.c - partition_ranges(scheme, n): every partition of a scheme
** whose reduction is a range, as the range of hashes it holds, in the
** system's own notation, as an eponymous table-valued function.
**
**   SELECT * FROM partition_ranges('redis', 3);
**   -- 0|0|5460|CLUSTER ADDSLOTSRANGE 0 5460
**   -- 1|5461|10922|CLUSTER ADDSLOTSRANGE 5461 10922
**   -- 2|10923|16383|CLUSTER ADDSLOTSRANGE 10923 16383
**   SELECT upper FROM partition_ranges('cassandra', 4) WHERE partition = 0;
**
** Columns: partition (0 .. n-1), lower and upper (TEXT in the system's
** notation: see docs/partitioning.md), statement (what makes the range in
** the system, or NULL). key_partition(k, n, scheme) is the partition whose
** range holds key_hash(k, scheme). The ranges come from the entry's xRange
** (scheme.h), one row at a time, so memory does not grow with n; a bound
** partition = ? jumps to its row. A NULL argument gives no rows.
*/
#include <stdarg.h>
#include <string.h>
#include "sqlfn.h"
#include "scheme.h"

#define PR_PARTITION 0
#define PR_LOWER     1
#define PR_UPPER     2
#define PR_STATEMENT 3
#define PR_SCHEME    4
#define PR_N         5

#define PR_HAS_SCHEME 0x01
#define PR_HAS_N      0x02
#define PR_EQ         0x04   /* partition = ? */

typedef struct PrCursor PrCursor;
struct PrCursor {
  sqlite3_vtab_cursor base;
  RkPlace *pl;      /* the prepared place (sqlite3_malloc), or 0 */
  uint64_t i;       /* current partition */
  uint64_t end;     /* one past the last */
  int have;         /* range holds partition i */
  RkRange range;
};

static int prConnect(sqlite3 *db, void *pAux, int argc,
                     const char *const *argv, sqlite3_vtab **ppVtab,
                     char **pzErr){
  (void)pAux; (void)argc; (void)argv; (void)pzErr;
  return rk_vtab_connect(db,
     "CREATE TABLE x(partition INTEGER, lower TEXT, upper TEXT,"
     " statement TEXT, scheme HIDDEN, n HIDDEN)", ppVtab);
}

static int prOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  (void)pVtab;
  return rk_vtab_open(sizeof(PrCursor), ppCursor);
}

static int prClose(sqlite3_vtab_cursor *cur){
  sqlite3_free(((PrCursor*)cur)->pl);
  return rk_vtab_close(cur);
}

static int prNext(sqlite3_vtab_cursor *cur){
  PrCursor *p = (PrCursor*)cur;
  p->i++;
  p->have = 0;
  return SQLITE_OK;
}

static int prEof(sqlite3_vtab_cursor *cur){
  PrCursor *p = (PrCursor*)cur;
  return p->i >= p->end;
}

static void pr_text(sqlite3_context *ctx, int has, const char *z){
  if( has ) sqlite3_result_text(ctx, z, -1, SQLITE_TRANSIENT);
}

static int prColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int col){
  PrCursor *p = (PrCursor*)cur;
  switch( col ){
    case PR_PARTITION:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->i);
      return SQLITE_OK;
    case PR_SCHEME:
      sqlite3_result_text(ctx, p->pl->p->zName, -1, SQLITE_STATIC);
      return SQLITE_OK;
    case PR_N:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->pl->n);
      return SQLITE_OK;
  }
  if( !p->have ){
    memset(&p->range, 0, sizeof p->range);
    p->pl->p->xRange(p->pl, p->i, &p->range);
    p->have = 1;
  }
  switch( col ){
    case PR_LOWER: pr_text(ctx, p->range.hasLower, p->range.zLower); break;
    case PR_UPPER: pr_text(ctx, p->range.hasUpper, p->range.zUpper); break;
    default: pr_text(ctx, p->range.hasStatement, p->range.zStatement); break;
  }
  return SQLITE_OK;
}

static int prRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = (sqlite_int64)((PrCursor*)cur)->i;
  return SQLITE_OK;
}

static int prError(sqlite3_vtab *pVtab, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = sqlite3_vmprintf(zFmt, ap);
  va_end(ap);
  return pVtab->zErrMsg ? SQLITE_ERROR : SQLITE_NOMEM;
}

/* "'cassandra', 'cassandra:int32', ... or 'cosmos'": the range schemes. */
static char *pr_range_names(void){
  sqlite3_str *s = sqlite3_str_new(0);
  int i, k = 0, nRange = 0;
  for(i = 0; i < rk_nScheme; i++) nRange += rk_aSchemeList[i]->xRange!=0;
  for(i = 0; i < rk_nScheme; i++){
    const RkScheme *e = rk_aSchemeList[i];
    if( e->xRange==0 ) continue;
    k++;
    sqlite3_str_appendf(s, "%s'%s'", k==1 ? "" : k==nRange ? " or " : ", ",
                        e->zName);
  }
  return sqlite3_str_finish(s);
}

static int prFilter(sqlite3_vtab_cursor *cur, int idxNum, const char *idxStr,
                    int argc, sqlite3_value **argv){
  PrCursor *p = (PrCursor*)cur;
  sqlite3_vtab *pVtab = cur->pVtab;
  const RkScheme *e = 0;
  int64_t aOpt[RK_MAX_OPT], n;
  char zErr[200];
  char *zGot;
  size_t nTable;
  int rc;
  (void)idxStr;
  (void)argc;
  sqlite3_free(p->pl);
  p->pl = 0;
  p->i = p->end = 0;
  p->have = 0;
  if( (idxNum & (PR_HAS_SCHEME|PR_HAS_N))!=(PR_HAS_SCHEME|PR_HAS_N) ){
    return prError(pVtab, "partition_ranges: missing argument %s",
                   (idxNum & PR_HAS_SCHEME) ? "n" : "scheme");
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ){
    return SQLITE_OK;
  }
  zErr[0] = 0;
  if( sqlite3_value_type(argv[0])==SQLITE_TEXT ){
    const char *z = (const char*)sqlite3_value_text(argv[0]);
    if( z==0 ) return SQLITE_NOMEM;
    if( rk_scheme_parse(z, (size_t)sqlite3_value_bytes(argv[0]), &e, aOpt,
                        zErr, sizeof zErr) ){
      e = 0;
    }
  }
  if( e!=0 && e->xRange==0 ) e = 0;
  if( e==0 ){
    char *zNames;
    if( zErr[0] ) return prError(pVtab, "partition_ranges: %s", zErr);
    zGot = rk_describe(argv[0]);
    zNames = pr_range_names();
    if( zGot==0 || zNames==0 ){
      sqlite3_free(zGot);
      sqlite3_free(zNames);
      return SQLITE_NOMEM;
    }
    rc = prError(pVtab, "partition_ranges: scheme must be one whose"
                 " partitions are ranges, %s, got %s", zNames, zGot);
    sqlite3_free(zGot);
    sqlite3_free(zNames);
    return rc;
  }
  if( !rk_value_int64(argv[1], &n) || n < e->nMin || n > e->nMax ){
    zGot = rk_describe(argv[1]);
    if( zGot==0 ) return SQLITE_NOMEM;
    rc = prError(pVtab, "partition_ranges: n must be an integer from %lld"
                 " to %lld for scheme '%s', got %s", (long long)e->nMin,
                 (long long)e->nMax, e->zName, zGot);
    sqlite3_free(zGot);
    return rc;
  }
  /* The place, as key_partition builds it: room for the entry's table. */
  {
    RkPlace tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.p = e;
    tmp.n = (uint64_t)n;
    memcpy(tmp.aOpt, aOpt, sizeof aOpt);
    nTable = e->xTableSize ? e->xTableSize(&tmp) : 0;
    p->pl = (RkPlace*)sqlite3_malloc64(sizeof(RkPlace)
                                       + nTable * sizeof(uint32_t));
    if( p->pl==0 ) return SQLITE_NOMEM;
    memcpy(p->pl, &tmp, sizeof tmp);
    p->pl->seed = rk_scheme_option_seed(e, aOpt);
    p->pl->nTable = nTable;
  }
  if( e->xPrepare && e->xPrepare(p->pl, zErr, sizeof zErr) ){
    return prError(pVtab, "partition_ranges: %s", zErr);
  }
  p->end = (uint64_t)n;
  if( idxNum & PR_EQ ){
    int64_t v;
    switch( rk_int_bound(argv[2], 1, 0, &v) ){
      case RK_BOUND_NOMEM: p->end = 0; return SQLITE_NOMEM;
      case RK_BOUND_SET:
        if( v < 0 || (uint64_t)v >= p->end ){ p->end = 0; break; }
        p->i = (uint64_t)v;
        p->end = (uint64_t)v + 1;
        break;
      default: p->end = 0; break;
    }
  }
  return SQLITE_OK;
}

static int prBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  int i, iScheme = -1, iN = -1, iEq = -1, unusable = 0, idxNum = 0, nArg = 0;
  const struct sqlite3_index_constraint *c = pInfo->aConstraint;
  (void)pVtab;
  for(i = 0; i < pInfo->nConstraint; i++, c++){
    int bit;
    if( c->iColumn==PR_PARTITION ){
      if( c->usable && c->op==SQLITE_INDEX_CONSTRAINT_EQ && iEq < 0 ) iEq = i;
      continue;
    }
    if( c->iColumn < PR_SCHEME || c->op!=SQLITE_INDEX_CONSTRAINT_EQ ) continue;
    bit = c->iColumn==PR_SCHEME ? PR_HAS_SCHEME : PR_HAS_N;
    if( !c->usable ){ unusable |= bit; continue; }
    if( bit==PR_HAS_SCHEME ) iScheme = i; else iN = i;
  }
  if( (unusable & ~((iScheme>=0 ? PR_HAS_SCHEME : 0)
                    | (iN>=0 ? PR_HAS_N : 0)))!=0 ){
    return SQLITE_CONSTRAINT;
  }
  if( iScheme >= 0 ){
    idxNum |= PR_HAS_SCHEME;
    pInfo->aConstraintUsage[iScheme].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iScheme].omit = 1;
  }
  if( iN >= 0 ){
    idxNum |= PR_HAS_N;
    pInfo->aConstraintUsage[iN].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iN].omit = 1;
  }
  if( (idxNum & (PR_HAS_SCHEME|PR_HAS_N))!=(PR_HAS_SCHEME|PR_HAS_N) ){
    /* Priced out; xFilter reports the missing argument if it runs. */
    pInfo->idxNum = idxNum;
    pInfo->estimatedCost = 1e99;
    pInfo->estimatedRows = 2147483647;
    return SQLITE_OK;
  }
  if( iEq >= 0 ){
    idxNum |= PR_EQ;
    pInfo->aConstraintUsage[iEq].argvIndex = ++nArg;
    pInfo->estimatedCost = 1;
    pInfo->estimatedRows = 1;
  }else{
    pInfo->estimatedCost = 1000;
    pInfo->estimatedRows = 1000;
  }
  pInfo->idxNum = idxNum;
  if( pInfo->nOrderBy==1 && pInfo->aOrderBy[0].iColumn==PR_PARTITION
   && !pInfo->aOrderBy[0].desc ){
    pInfo->orderByConsumed = 1;
  }
  return SQLITE_OK;
}

/* Eponymous only: no xCreate, so CREATE VIRTUAL TABLE is refused. */
static sqlite3_module prModule = {
  .iVersion    = 0,
  .xConnect    = prConnect,
  .xBestIndex  = prBestIndex,
  .xDisconnect = rk_vtab_disconnect,
  .xOpen       = prOpen,
  .xClose      = prClose,
  .xFilter     = prFilter,
  .xNext       = prNext,
  .xEof        = prEof,
  .xColumn     = prColumn,
  .xRowid      = prRowid,
};

int rk_register_partition_ranges(sqlite3 *db, int remove){
  return rk_create_module(db, "partition_ranges", &prModule, remove);
}
