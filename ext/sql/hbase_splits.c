/*
** hbase_splits.c - the split keys HBase's RegionSplitter computes, as an
** eponymous table-valued function.
**
**   SELECT region, key FROM hbase_splits('HexStringSplit', 4);
**   -- 1|40000000
**   -- 2|80000000
**   -- 3|c0000000
**
**   -- Paste into the HBase shell:
**   SELECT 'create ''t'', ''f'', SPLITS => [' || group_concat(shell, ', ')
**          || ']' FROM hbase_splits('DecimalStringSplit', 4);
**   -- create 't', 'f', SPLITS => ['25000000', '50000000', '75000000']
**
** hbase_splits(algorithm, n): the n-1 split keys of n regions; row
** "region" i is the start key of region i (region 0 starts at the empty
** key). algorithm is HexStringSplit (8 lowercase hex digits, TEXT),
** DecimalStringSplit (8 decimal digits, TEXT) or UniformSplit (8 raw
** bytes, BLOB). The "shell" column is the key as a single-quoted HBase
** shell (Ruby) string that the shell reads back as exactly the key's bytes
** (hbase_literal.c):
**
**   SELECT shell FROM hbase_splits('UniformSplit', 2);
**   -- '\x80\x00\x00\x00\x00\x00\x00\x00'
**
** Keys are computed one row at a time (regions.c), so memory does not grow
** with n, and bounds on region (=, <, <=, >, >=), also joined by OR, jump
** straight to the rows asked for. A NULL argument gives no rows; n = 1
** gives none either (HBase's UniformSplit throws there).
*/
#include <stdarg.h>
#include "sqlfn.h"
#include "regions.h"
#include "hbase_literal.h"

#define HS_REGION    0
#define HS_KEY       1
#define HS_SHELL     2
#define HS_ALGORITHM 3
#define HS_N         4

/* idxNum bits: which arguments were given, and optional bounds on region
** (passed after algorithm and n). */
#define HS_REGION_GE 0x01   /* region >= ? or region > ? (HS_REGION_GT) */
#define HS_REGION_GT 0x02
#define HS_REGION_LE 0x04   /* region <= ? or region < ? (HS_REGION_LT) */
#define HS_REGION_LT 0x08
#define HS_REGION_EQ 0x10   /* region = ?: one argument for both bounds */
#define HS_HAS_ALG   0x20   /* the arguments, argv[0] and argv[1] when both */
#define HS_HAS_N     0x40

typedef struct HsCursor HsCursor;
struct HsCursor {
  sqlite3_vtab_cursor base;
  int alg;
  uint64_t n;       /* regions */
  uint64_t i;       /* current split, 1..n-1 */
  uint64_t end;     /* one past the last split to return */
};

static int hsConnect(sqlite3 *db, void *pAux, int argc,
                     const char *const *argv, sqlite3_vtab **ppVtab,
                     char **pzErr){
  (void)pAux; (void)argc; (void)argv; (void)pzErr;
  return rk_vtab_connect(db,
     "CREATE TABLE x(region INTEGER, key, shell TEXT,"
     " algorithm HIDDEN, n HIDDEN)", ppVtab);
}

static int hsOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  (void)pVtab;
  return rk_vtab_open(sizeof(HsCursor), ppCursor);
}

static int hsNext(sqlite3_vtab_cursor *cur){
  ((HsCursor*)cur)->i++;
  return SQLITE_OK;
}

static int hsEof(sqlite3_vtab_cursor *cur){
  HsCursor *p = (HsCursor*)cur;
  return p->i >= p->end;
}

static const char *const azAlg[] = {
  0, "HexStringSplit", "DecimalStringSplit", "UniformSplit"
};

static int hsColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int col){
  HsCursor *p = (HsCursor*)cur;
  unsigned char key[RK_HBASE_KEY_MAX];
  size_t n;
  switch( col ){
    case HS_REGION:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->i);
      return SQLITE_OK;
    case HS_ALGORITHM:
      sqlite3_result_text(ctx, azAlg[p->alg], -1, SQLITE_STATIC);
      return SQLITE_OK;
    case HS_N:
      sqlite3_result_int64(ctx, (sqlite3_int64)p->n);
      return SQLITE_OK;
  }
  n = rk_hbase_split_key(p->alg, p->n, p->i, key);
  if( col==HS_KEY ){
    if( p->alg==RK_HBASE_UNIFORM ){
      sqlite3_result_blob(ctx, key, (int)n, SQLITE_TRANSIENT);
    }else{
      sqlite3_result_text(ctx, (const char*)key, (int)n, SQLITE_TRANSIENT);
    }
  }else{
    char buf[RK_HBASE_LITERAL_MAX(RK_HBASE_KEY_MAX)];
    n = rk_hbase_literal(key, n, buf);
    sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
  }
  return SQLITE_OK;
}

static int hsRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = (sqlite_int64)((HsCursor*)cur)->i;
  return SQLITE_OK;
}

static int hsError(sqlite3_vtab *pVtab, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = sqlite3_vmprintf(zFmt, ap);
  va_end(ap);
  return pVtab->zErrMsg ? SQLITE_ERROR : SQLITE_NOMEM;
}

static int hsFilter(sqlite3_vtab_cursor *cur, int idxNum, const char *idxStr,
                    int argc, sqlite3_value **argv){
  HsCursor *p = (HsCursor*)cur;
  sqlite3_vtab *pVtab = cur->pVtab;
  char *zGot;
  int64_t n;
  uint64_t max;
  int rc, k;
  (void)idxStr;
  (void)argc;   /* argv holds what hsBestIndex asked for in idxNum */

  p->n = p->i = p->end = 0;   /* no rows until the arguments are good */
  /* xBestIndex also prices plans without both arguments (SQLite asks for
  ** those while it plans one branch of an OR); one that runs is an error. */
  if( (idxNum & (HS_HAS_ALG|HS_HAS_N))!=(HS_HAS_ALG|HS_HAS_N) ){
    return hsError(pVtab, "hbase_splits: missing argument %s",
                   (idxNum & HS_HAS_ALG) ? "n" : "algorithm");
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ){
    return SQLITE_OK;
  }
  /* The type first: reading a BLOB as text would accept a BLOB name and
  ** make the error show it as text. */
  p->alg = 0;
  if( sqlite3_value_type(argv[0])==SQLITE_TEXT ){
    size_t n;
    const char *z = (const char*)rk_value_bytes(argv[0], SQLITE_TEXT, &n);
    if( z==0 ) return SQLITE_NOMEM;
    p->alg = rk_hbase_algorithm(z, n);
  }
  if( p->alg==0 ){
    zGot = rk_describe(argv[0]);
    if( zGot==0 ) return SQLITE_NOMEM;
    rc = hsError(pVtab, "hbase_splits: algorithm must be 'HexStringSplit',"
                 " 'DecimalStringSplit' or 'UniformSplit', got %s", zGot);
    sqlite3_free(zGot);
    return rc;
  }
  max = rk_hbase_max_regions(p->alg);
  if( max > (uint64_t)INT64_MAX ) max = (uint64_t)INT64_MAX;
  if( !rk_value_int64(argv[1], &n) || n < 1 || (uint64_t)n > max ){
    zGot = rk_describe(argv[1]);
    if( zGot==0 ) return SQLITE_NOMEM;
    rc = hsError(pVtab, "hbase_splits: n must be an integer between 1 and"
                 " %llu for %s, got %s", (unsigned long long)max,
                 azAlg[p->alg], zGot);
    sqlite3_free(zGot);
    return rc;
  }
  p->n = (uint64_t)n;
  p->i = 1;
  p->end = p->n;   /* n = 1 (HBase throws there): no split key, no row */
  /* Every bound on region skips straight to the rows asked for
  ** (rk_int_bound); SQLite checks each bound again (omit = 0). */
  k = 2;
  if( idxNum & HS_REGION_GE ){
    int64_t v;
    switch( rk_int_bound(argv[k], 1, (idxNum & HS_REGION_GT)!=0, &v) ){
      case RK_BOUND_EMPTY: p->end = 0; return SQLITE_OK;
      case RK_BOUND_NOMEM: p->end = 0; return SQLITE_NOMEM;
      default:  /* RK_BOUND_SET: a lower bound always narrows */
        if( v > 1 ) p->i = (uint64_t)v;
        break;
    }
    if( !(idxNum & HS_REGION_EQ) ) k++;
  }
  if( idxNum & HS_REGION_LE ){
    int64_t v;
    switch( rk_int_bound(argv[k], 0, (idxNum & HS_REGION_LT)!=0, &v) ){
      case RK_BOUND_EMPTY: p->end = 0; return SQLITE_OK;
      case RK_BOUND_NOMEM: p->end = 0; return SQLITE_NOMEM;
      case RK_BOUND_SET:
        if( v < 1 ){ p->end = 0; return SQLITE_OK; }
        if( (uint64_t)v < p->end - 1 ) p->end = (uint64_t)v + 1;
        break;
    }
  }
  return SQLITE_OK;
}

static int hsBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  int i, iAlg = -1, iN = -1, iLo = -1, iHi = -1, unusable = 0;
  int idxNum = 0, nArg = 0;
  const struct sqlite3_index_constraint *c = pInfo->aConstraint;
  (void)pVtab;
  for(i = 0; i < pInfo->nConstraint; i++, c++){
    int bit;
    if( c->iColumn==HS_REGION && c->usable ){
      switch( c->op ){
        case SQLITE_INDEX_CONSTRAINT_EQ:
          if( iLo < 0 ) iLo = i;
          if( iHi < 0 ) iHi = i;
          break;
        case SQLITE_INDEX_CONSTRAINT_GT:
        case SQLITE_INDEX_CONSTRAINT_GE:
          if( iLo < 0 ) iLo = i;
          break;
        case SQLITE_INDEX_CONSTRAINT_LT:
        case SQLITE_INDEX_CONSTRAINT_LE:
          if( iHi < 0 ) iHi = i;
          break;
      }
      continue;
    }
    if( c->iColumn < HS_ALGORITHM || c->op!=SQLITE_INDEX_CONSTRAINT_EQ ){
      continue;
    }
    bit = c->iColumn==HS_ALGORITHM ? HS_HAS_ALG : HS_HAS_N;
    if( !c->usable ){ unusable |= bit; continue; }
    if( bit==HS_HAS_ALG ) iAlg = i; else iN = i;
  }
  /* An argument that comes from a later table of a join: another plan. */
  if( (unusable & ~((iAlg>=0 ? HS_HAS_ALG : 0) | (iN>=0 ? HS_HAS_N : 0)))!=0 ){
    return SQLITE_CONSTRAINT;
  }
  /* The arguments first, in this order, then the bounds on region. */
  if( iAlg >= 0 ){
    idxNum |= HS_HAS_ALG;
    pInfo->aConstraintUsage[iAlg].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iAlg].omit = 1;
  }
  if( iN >= 0 ){
    idxNum |= HS_HAS_N;
    pInfo->aConstraintUsage[iN].argvIndex = ++nArg;
    pInfo->aConstraintUsage[iN].omit = 1;
  }
  if( (idxNum & (HS_HAS_ALG|HS_HAS_N))!=(HS_HAS_ALG|HS_HAS_N) ){
    /* An argument is missing. SQLite also asks this while it plans one
    ** branch of an OR, without the other constraints, so it is no error
    ** here: the plan is priced out, and xFilter reports it if it runs. */
    pInfo->idxNum = idxNum;
    pInfo->estimatedCost = 1e99;
    pInfo->estimatedRows = 2147483647;
    return SQLITE_OK;
  }
  if( iLo >= 0 ){
    idxNum |= HS_REGION_GE;
    if( pInfo->aConstraint[iLo].op==SQLITE_INDEX_CONSTRAINT_GT ){
      idxNum |= HS_REGION_GT;
    }
    pInfo->aConstraintUsage[iLo].argvIndex = ++nArg;
  }
  if( iHi >= 0 ){
    idxNum |= HS_REGION_LE;
    if( pInfo->aConstraint[iHi].op==SQLITE_INDEX_CONSTRAINT_LT ){
      idxNum |= HS_REGION_LT;
    }
    if( iHi==iLo ){
      idxNum |= HS_REGION_EQ;   /* region = ?: the same argument */
    }else{
      pInfo->aConstraintUsage[iHi].argvIndex = ++nArg;
    }
  }
  pInfo->idxNum = idxNum;
  if( pInfo->nOrderBy==1 && pInfo->aOrderBy[0].iColumn==HS_REGION
   && !pInfo->aOrderBy[0].desc ){
    pInfo->orderByConsumed = 1;
  }
  if( iLo >= 0 && iLo==iHi ){
    pInfo->estimatedCost = 1;
    pInfo->estimatedRows = 1;
  }else{
    pInfo->estimatedCost = (iLo >= 0 || iHi >= 0) ? 250 : 1000;
    pInfo->estimatedRows = (iLo >= 0 || iHi >= 0) ? 250 : 1000;
  }
  return SQLITE_OK;
}

/* Eponymous only: no xCreate, so CREATE VIRTUAL TABLE is refused. */
static sqlite3_module hsModule = {
  .iVersion    = 0,
  .xConnect    = hsConnect,
  .xBestIndex  = hsBestIndex,
  .xDisconnect = rk_vtab_disconnect,
  .xOpen       = hsOpen,
  .xClose      = rk_vtab_close,
  .xFilter     = hsFilter,
  .xNext       = hsNext,
  .xEof        = hsEof,
  .xColumn     = hsColumn,
  .xRowid      = hsRowid,
};

int rk_register_hbase_splits(sqlite3 *db, int remove){
  return rk_create_module(db, "hbase_splits", &hsModule, remove);
}
