/*
** split_list.c - regions of a table pre-split at a real list of split
** keys: split_region(key, splits) and the table-valued split_regions.
**
**   -- Split keys as HBase prints them (toStringBinary: \xNN for raw
**   -- bytes, written \\xNN inside JSON):
**   SELECT split_region('user42', '["g", "n", "user1", "user5"]');   -- 3
**   SELECT split_region(X'80', '["\\x40", "\\x80"]');               -- 2
**   -- or as the HBase shell takes them (hbase_splits' shell column):
**   SELECT split_region(X'80', '[''\x40'', ''\x80'']');             -- 2
**
**   SELECT * FROM split_regions('["g", "n"]');
**   -- region  start_key  end_key  start_bytes  end_bytes
**   --      0  ''         'g'      x''          x'67'
**   --      1  'g'        'n'      x'67'        x'6e'
**   --      2  'n'        NULL     x'6e'        NULL
**
** The list is parsed once per statement when it is constant (auxdata) and
** each row is a binary search over it (splitlist.c).
*/
#include <string.h>
#include "sqlfn.h"
#include "keys.h"
#include "splitlist.h"

/* The error message for a list that failed to parse (rc), naming zFunc;
** sqlite3_mprintf'd, NULL when out of memory. */
static char *sl_message(const char *zFunc, int rc, const RkSplitError *e,
                        sqlite3_value *v){
  char *zGot, *z;
  if( rc==RK_SPLIT_ELEMENT ) return sqlite3_mprintf("%s: %s", zFunc, e->zMsg);
  zGot = rk_describe(v);
  if( zGot==0 ) return 0;
  z = sqlite3_mprintf("%s: splits must be %s, got %s%s%s%s", zFunc,
                      e->shell ? "an HBase shell list of single-quoted"
                      " strings, ['a', '\\x80\\x00']"
                      : "a JSON array of strings",
                      zGot, e->zMsg[0] ? " (" : "", e->zMsg,
                      e->zMsg[0] ? ")" : "");
  sqlite3_free(zGot);
  return z;
}

/* Parses the list v into a new RkSplitList; 0 after setting *pzErr (NULL
** there means out of memory). */
static RkSplitList *sl_parse(const char *zFunc, sqlite3_value *v,
                             char **pzErr){
  RkSplitList *p;
  RkSplitError e;
  const char *z;
  size_t n;
  int rc;
  *pzErr = 0;
  if( sqlite3_value_type(v)!=SQLITE_TEXT ){
    e.zMsg[0] = 0;
    e.shell = 0;
    *pzErr = sl_message(zFunc, RK_SPLIT_SYNTAX, &e, v);
    return 0;
  }
  z = (const char*)rk_value_bytes(v, SQLITE_TEXT, &n);
  if( z==0 ) return 0;
  p = sqlite3_malloc(sizeof(*p));
  if( p==0 ) return 0;
  rc = rk_split_list_parse(z, n, p, rk_realloc,
                           sqlite3_free, &e);
  if( rc==RK_SPLIT_OK ) return p;
  sqlite3_free(p);
  if( rc!=RK_SPLIT_NOMEM ) *pzErr = sl_message(zFunc, rc, &e, v);
  return 0;
}

static void sl_destroy(void *pArg){
  RkSplitList *p = pArg;
  rk_split_list_free(p);
  sqlite3_free(p);
}

/* ---- split_region(key, splits) ------------------------------------------ */

/* The region of key v (not NULL) in list p. */
static void sl_region_key(sqlite3_context *ctx, const RkSplitList *p,
                          sqlite3_value *v){
  char buf[RK_INT64_DIGITS];
  const unsigned char *z;
  size_t len;
  int64_t id;
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
    case SQLITE_FLOAT:
      /* A naive row key is the id's decimal text. */
      if( !rk_value_int64(v, &id) ){
        rk_arg_error(ctx, "split_region", "key",
                     "text, a blob or an integer", v);
        return;
      }
      len = rk_format_int64(buf, id);
      z = (const unsigned char*)buf;
      break;
    default:
      z = rk_value_bytes(v, sqlite3_value_type(v), &len);
      if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
      break;
  }
  sqlite3_result_int64(ctx, (sqlite3_int64)rk_split_list_region(p, z, len));
}

/* The first row of a statement, or every row of a list that varies. */
RK_NOINLINE
static void splitListAll(sqlite3_context *ctx, sqlite3_value **argv){
  RkSplitList *p;
  char *zErr;
  if( rk_any_null(2, argv) ) return;
  p = sl_parse("split_region", argv[1], &zErr);
  if( p==0 ){
    if( zErr==0 ){ sqlite3_result_error_nomem(ctx); return; }
    sqlite3_result_error(ctx, zErr, -1);
    sqlite3_free(zErr);
    return;
  }
  sl_region_key(ctx, p, argv[0]);
  /* Kept for the next rows if the list is constant; SQLite frees it
  ** otherwise (also at once, when it cannot keep it). */
  sqlite3_set_auxdata(ctx, 1, p, sl_destroy);
}

static void splitListFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  const RkSplitList *p = sqlite3_get_auxdata(ctx, 1);
  (void)argc;
  if( p ){
    /* The list is constant and valid: only the key is read. */
    int t = sqlite3_value_type(argv[0]);
    if( t==SQLITE_TEXT ){
      size_t len;
      const unsigned char *z = rk_value_bytes(argv[0], t, &len);
      if( z ){
        sqlite3_result_int64(ctx, (sqlite3_int64)rk_split_list_region(
            p, z, len));
        return;
      }
    }
    if( t==SQLITE_NULL ) return;
    sl_region_key(ctx, p, argv[0]);
    return;
  }
  splitListAll(ctx, argv);
}

/* ---- split_regions(splits), table-valued -------------------------------- */

#define SL_REGION      0
#define SL_START_KEY   1
#define SL_END_KEY     2
#define SL_START_BYTES 3
#define SL_END_BYTES   4
#define SL_SPLITS      5

typedef struct SlCursor SlCursor;
struct SlCursor {
  sqlite3_vtab_cursor base;
  RkSplitList *list;
  uint64_t region;     /* current region: 0 .. list->n */
  int eof;
};

static int slConnect(sqlite3 *db, void *pAux, int argc,
                     const char *const *argv, sqlite3_vtab **ppVtab,
                     char **pzErr){
  (void)pAux; (void)argc; (void)argv; (void)pzErr;
  return rk_vtab_connect(db,
     "CREATE TABLE x(region INTEGER, start_key TEXT, end_key TEXT,"
     " start_bytes BLOB, end_bytes BLOB, splits HIDDEN)", ppVtab);
}

static int slOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  int rc = rk_vtab_open(sizeof(SlCursor), ppCursor);
  (void)pVtab;
  if( rc==SQLITE_OK ) ((SlCursor*)*ppCursor)->eof = 1;
  return rc;
}

static int slClose(sqlite3_vtab_cursor *cur){
  SlCursor *p = (SlCursor*)cur;
  if( p->list ) sl_destroy(p->list);
  return rk_vtab_close(cur);
}

static int slNext(sqlite3_vtab_cursor *cur){
  SlCursor *p = (SlCursor*)cur;
  if( p->region >= p->list->n ) p->eof = 1;
  else p->region++;
  return SQLITE_OK;
}

static int slEof(sqlite3_vtab_cursor *cur){
  return ((SlCursor*)cur)->eof;
}

static int slRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = (sqlite_int64)((SlCursor*)cur)->region;
  return SQLITE_OK;
}

/* Split key i (0-based) as text (toStringBinary) or bytes. */
static void sl_key_result(sqlite3_context *ctx, const RkSplitList *l,
                          uint64_t i, int asBytes){
  const unsigned char *k = l->bytes + l->off[i];
  size_t n = l->off[i + 1] - l->off[i];
  char *z;
  if( asBytes ){
    sqlite3_result_blob64(ctx, k, (sqlite3_uint64)n, SQLITE_TRANSIENT);
    return;
  }
  z = sqlite3_malloc64((sqlite3_uint64)n * 4 + 1);
  if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text64(ctx, z, (sqlite3_uint64)rk_split_key_binary(k, n, z),
                        sqlite3_free, SQLITE_UTF8);
}

static int slColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int i){
  SlCursor *p = (SlCursor*)cur;
  uint64_t r = p->region;
  switch( i ){
    case SL_REGION:
      sqlite3_result_int64(ctx, (sqlite3_int64)r);
      break;
    case SL_START_KEY:
    case SL_START_BYTES:
      /* Region 0 starts at the empty key. */
      if( r==0 ){
        if( i==SL_START_KEY ) sqlite3_result_text(ctx, "", 0, SQLITE_STATIC);
        else sqlite3_result_zeroblob(ctx, 0);
      }else{
        sl_key_result(ctx, p->list, r - 1, i==SL_START_BYTES);
      }
      break;
    case SL_END_KEY:
    case SL_END_BYTES:
      /* The last region ends nowhere: NULL, as split_points has it. */
      if( r < p->list->n ) sl_key_result(ctx, p->list, r, i==SL_END_BYTES);
      break;
    default:
      break;
  }
  return SQLITE_OK;
}

static int slFilter(sqlite3_vtab_cursor *cur, int idxNum, const char *idxStr,
                    int argc, sqlite3_value **argv){
  SlCursor *p = (SlCursor*)cur;
  char *zErr;
  (void)idxStr;
  p->eof = 1;
  if( p->list ){
    sl_destroy(p->list);
    p->list = 0;
  }
  (void)argc;   /* 1 whenever idxNum is set (slBestIndex) */
  if( idxNum==0 ){
    sqlite3_free(cur->pVtab->zErrMsg);
    cur->pVtab->zErrMsg = sqlite3_mprintf("split_regions: missing argument"
                                          " splits");
    return cur->pVtab->zErrMsg ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return SQLITE_OK;
  p->list = sl_parse("split_regions", argv[0], &zErr);
  if( p->list==0 ){
    if( zErr==0 ) return SQLITE_NOMEM;
    sqlite3_free(cur->pVtab->zErrMsg);
    cur->pVtab->zErrMsg = zErr;
    return SQLITE_ERROR;
  }
  p->region = 0;
  p->eof = 0;
  return SQLITE_OK;
}

static int slBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  int i, iSplits = -1, unusable = 0;
  (void)pVtab;
  for(i = 0; i < pInfo->nConstraint; i++){
    const struct sqlite3_index_constraint *c = &pInfo->aConstraint[i];
    if( c->iColumn==SL_SPLITS && c->op==SQLITE_INDEX_CONSTRAINT_EQ ){
      if( c->usable ) iSplits = i;
      else unusable = 1;
    }
  }
  if( iSplits < 0 && unusable ) return SQLITE_CONSTRAINT;
  if( iSplits >= 0 ){
    pInfo->aConstraintUsage[iSplits].argvIndex = 1;
    pInfo->aConstraintUsage[iSplits].omit = 1;
    pInfo->idxNum = 1;
    pInfo->estimatedCost = 100;
    pInfo->estimatedRows = 100;
  }else{
    /* Priced out; xFilter reports the missing argument if it runs. */
    pInfo->idxNum = 0;
    pInfo->estimatedCost = 1e99;
    pInfo->estimatedRows = 2147483647;
  }
  if( pInfo->nOrderBy==1 && pInfo->aOrderBy[0].iColumn==SL_REGION
   && !pInfo->aOrderBy[0].desc ){
    pInfo->orderByConsumed = 1;
  }
  return SQLITE_OK;
}

static sqlite3_module slModule = {
  .iVersion    = 0,
  .xConnect    = slConnect,
  .xBestIndex  = slBestIndex,
  .xDisconnect = rk_vtab_disconnect,
  .xOpen       = slOpen,
  .xClose      = slClose,
  .xFilter     = slFilter,
  .xNext       = slNext,
  .xEof        = slEof,
  .xColumn     = slColumn,
  .xRowid      = slRowid,
};

int rk_register_split_list(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "split_region", 2, splitListFunc },
  };
  int rc = rk_create_functions(db, aFunc, 1, remove);
  if( rc==SQLITE_OK ){
    rc = rk_create_module(db, "split_regions", &slModule, remove);
  }
  return rc;
}
