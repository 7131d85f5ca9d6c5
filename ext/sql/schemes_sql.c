/*
** schemes_sql.c - rowkey_schemes, the scheme registry as a table.
**
**   SELECT name, system, component FROM rowkey_schemes;
**   SELECT name FROM rowkey_schemes WHERE multi AND seed;
**   SELECT * FROM rowkey_schemes WHERE name = 'redis';
**
** One row per entry of the registry (ext/schemes/registry.c), in its
** order: what each scheme reproduces, the hash, how INTEGER, TEXT and BLOB
** keys become bytes (NULL: the type is refused), the reduction, what a
** NULL key gives, the range of n, whether it takes multi-column keys, a
** seed, which options, and which other clients and systems place keys
** the same way (SELECT name FROM rowkey_schemes WHERE clients LIKE
** '%kafka-python%'). The table is small and read-only; it is
** eponymous only, like split_points.
*/
#include <stdio.h>
#include <string.h>
#include "sqlfn.h"
#include "scheme.h"

#define SC_NAME       0
#define SC_ALIAS      1
#define SC_SYSTEM     2
#define SC_COMPONENT  3
#define SC_HASH       4
#define SC_INTEGER    5
#define SC_TEXT       6
#define SC_BLOB       7
#define SC_REDUCTION  8
#define SC_NULL       9
#define SC_N_MIN     10
#define SC_N_MAX     11
#define SC_MULTI     12
#define SC_SEED      13
#define SC_OPTIONS   14
#define SC_TYPES     15
#define SC_CLIENTS   16

typedef struct ScCursor ScCursor;
struct ScCursor {
  sqlite3_vtab_cursor base;
  int i;                        /* index in rk_aSchemeList */
};

static int scConnect(sqlite3 *db, void *pAux, int argc,
                     const char *const *argv, sqlite3_vtab **ppVtab,
                     char **pzErr){
  (void)pAux;
  (void)argc;
  (void)argv;
  (void)pzErr;
  return rk_vtab_connect(db,
    "CREATE TABLE x(name, alias, system, component, hash, integer_key,"
    " text_key, blob_key, reduction, null_key, n_min, n_max, multi, seed,"
    " options, column_types, clients)", ppVtab);
}

static int scOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  (void)pVtab;
  return rk_vtab_open(sizeof(ScCursor), ppCursor);
}

static int scFilter(sqlite3_vtab_cursor *cur, int idxNum, const char *idxStr,
                    int argc, sqlite3_value **argv){
  (void)idxNum;
  (void)idxStr;
  (void)argc;
  (void)argv;
  ((ScCursor*)cur)->i = 0;
  return SQLITE_OK;
}

static int scNext(sqlite3_vtab_cursor *cur){
  ((ScCursor*)cur)->i++;
  return SQLITE_OK;
}

static int scEof(sqlite3_vtab_cursor *cur){
  return ((ScCursor*)cur)->i >= rk_nScheme;
}

/* "name (min to max, default d), ..." of p's options, or NULL. */
static void options_text(sqlite3_context *ctx, const RkScheme *p){
  sqlite3_str *pText;
  int i;
  if( p->nOpt==0 ) return;
  pText = sqlite3_str_new(sqlite3_context_db_handle(ctx));
  for(i = 0; i < p->nOpt; i++){
    const RkOption *o = &p->aOpt[i];
    const char *const *azWord = rk_option_words(p, i);
    if( azWord ){
      /* A word option: "hash (md5, crc32, ...; default fnv1a_64)". */
      int64_t k;
      sqlite3_str_appendf(pText, "%s%s (", i ? ", " : "", o->zName);
      for(k = o->iMin; k <= o->iMax; k++){
        sqlite3_str_appendf(pText, "%s%s", k > o->iMin ? ", " : "", azWord[k]);
      }
      if( o->iDefault!=RK_OPT_UNSET ){
        sqlite3_str_appendf(pText, "; default %s", azWord[o->iDefault]);
      }
      sqlite3_str_appendchar(pText, 1, ')');
      continue;
    }
    sqlite3_str_appendf(pText, "%s%s (%lld to %lld", i ? ", " : "", o->zName,
                        (long long)o->iMin, (long long)o->iMax);
    if( o->iDefault!=RK_OPT_UNSET ){
      sqlite3_str_appendf(pText, ", default %lld", (long long)o->iDefault);
    }
    sqlite3_str_appendchar(pText, 1, ')');
  }
  rk_result_str(ctx, pText);
}

/* A text column: NULL when the entry leaves it out. */
static void text_col(sqlite3_context *ctx, const char *z){
  if( z ) sqlite3_result_text(ctx, z, -1, SQLITE_STATIC);
}

static int scColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int i){
  const RkScheme *p = rk_aSchemeList[((ScCursor*)cur)->i];
  switch( i ){
    case SC_NAME:      text_col(ctx, p->zName); break;
    case SC_ALIAS:     text_col(ctx, p->zAlias); break;
    case SC_SYSTEM:    text_col(ctx, p->zSystem); break;
    case SC_COMPONENT: text_col(ctx, p->zComponent); break;
    case SC_HASH:      text_col(ctx, p->zHash); break;
    case SC_INTEGER:   text_col(ctx, p->zInteger); break;
    case SC_TEXT:      text_col(ctx, p->acceptText ? p->zText : 0); break;
    case SC_BLOB:      text_col(ctx, p->acceptBlob ? p->zBlob : 0); break;
    case SC_REDUCTION: text_col(ctx, p->zReduction); break;
    case SC_NULL:      text_col(ctx, p->zNull); break;
    /* NULL where n is no count but a server list (RK_SERVERS). */
    case SC_N_MIN:
      if( !(p->flags & RK_SERVERS) ) sqlite3_result_int64(ctx, p->nMin);
      break;
    case SC_N_MAX:
      if( !(p->flags & RK_SERVERS) ) sqlite3_result_int64(ctx, p->nMax);
      break;
    case SC_MULTI:     sqlite3_result_int(ctx, p->xMulti!=0); break;
    case SC_SEED:      sqlite3_result_int(ctx, (p->flags & RK_SEED)!=0); break;
    case SC_CLIENTS:   text_col(ctx, p->zClients); break;
    case SC_TYPES: {
      /* The type names of 'NAME:TYPE,TYPE' (multi-column schemes). */
      char zTypes[200];
      rk_coltypes_names(p, zTypes, sizeof(zTypes));
      /* text_col keeps static text only: this buffer is copied. */
      if( zTypes[0] ) sqlite3_result_text(ctx, zTypes, -1, SQLITE_TRANSIENT);
      break;
    }
    default:           options_text(ctx, p); break;
  }
  return SQLITE_OK;
}

static int scRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = ((ScCursor*)cur)->i + 1;
  return SQLITE_OK;
}

static int scBestIndex(sqlite3_vtab *tab, sqlite3_index_info *pInfo){
  (void)tab;
  pInfo->estimatedCost = (double)rk_nScheme;
  pInfo->estimatedRows = rk_nScheme;
  return SQLITE_OK;
}

/* xCreate is left out: eponymous only. */
static sqlite3_module scModule = {
  .iVersion    = 0,
  .xConnect    = scConnect,
  .xBestIndex  = scBestIndex,
  .xDisconnect = rk_vtab_disconnect,
  .xOpen       = scOpen,
  .xClose      = rk_vtab_close,
  .xFilter     = scFilter,
  .xNext       = scNext,
  .xEof        = scEof,
  .xColumn     = scColumn,
  .xRowid      = scRowid,
};

int rk_register_schemes(sqlite3 *db, int remove){
  return rk_create_module(db, "rowkey_schemes", &scModule, remove);
}
