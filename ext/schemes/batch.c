/*
** batch.c - key_partition and key_hash over arrays of keys: the batch API
** of ext/rowkey.h, with no SQLite.
**
** A row becomes the RkKey the SQL binding would have decoded from the
** same value, and goes through the same entry points (rk_place_key,
** rk_hash_key, rk_place_multi, xMulti), so that results and errors are
** the SQL functions'. The common columns skip the RkKey: an integer
** column calls the entry's integer path, a TEXT or BLOB column its byte
** hash, as key_partition's own per-row path does.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "batch.h"
#include "open.h"
#include "describe.h"

struct rowkey_scheme {
  RkPlace *pl;              /* 0 after a failed open */
  int64_t iErrRow;
  char zErr[RK_OPEN_ERRBUF];
};

/* 1 if key i of c is NULL. */
static int is_null(const rowkey_column *c, int64_t i){
  if( c->validity==0 ) return 0;
  switch( c->validity_kind ){
    case ROWKEY_VALID_BITS:  return !((c->validity[i >> 3] >> (i & 7)) & 1);
    case ROWKEY_VALID_BYTES: return c->validity[i]==0;
    default:                 return c->validity[i]!=0;
  }
}

/* The bytes of key i of a TEXT or BLOB column. */
static const unsigned char *bytes_of(const rowkey_column *c, int64_t i,
                                     size_t *pn){
  int64_t a, b;
  if( c->offsets ){
    a = c->offsets[i];
    b = c->offsets[i+1];
  }else{
    a = c->offsets32[i];
    b = c->offsets32[i+1];
  }
  *pn = b > a ? (size_t)(b - a) : 0;
  return (const unsigned char*)c->data + a;
}

/* Decodes key i of c into *k (zNum: room for a uint64's digits). */
static void key_at(const rowkey_column *c, int64_t i, const RkPlace *pl,
                   RkKey *k, char *zNum){
  k->n = 0;
  if( c->type==RK_COL_KEYS ){
    *k = ((const RkKey*)c->data)[i];
    return;
  }
  if( is_null(c, i) ){
    k->type = RK_KEY_NULL;
    return;
  }
  switch( c->type ){
    case ROWKEY_INT64:
      k->type = RK_KEY_INT;
      k->i = ((const int64_t*)c->data)[i];
      return;
    case ROWKEY_INT32:
      k->type = RK_KEY_INT;
      k->i = ((const int32_t*)c->data)[i];
      return;
    case ROWKEY_UINT64: {
      uint64_t u = ((const uint64_t*)c->data)[i];
      k->type = RK_KEY_INT;
      k->i = (int64_t)u;
      if( u > (uint64_t)INT64_MAX ){
        /* Its digits: TEXT for the uint64 schemes; else an error that
        ** shows the value (an INTEGER would show a negative number). */
        snprintf(zNum, 24, "%llu", (unsigned long long)u);
        k->type = RK_KEY_TEXT;
        k->z = (const unsigned char*)zNum;
        k->n = strlen(zNum);
        if( !(pl->p->flags & RK_UINT64_TEXT) ) k->type = -1;
      }
      return;
    }
    case ROWKEY_DOUBLE: {
      double r = ((const double*)c->data)[i];
      k->type = r!=r ? RK_KEY_NULL : RK_KEY_REAL;   /* NaN: NULL */
      k->r = r;
      return;
    }
    default:      /* ROWKEY_TEXT, ROWKEY_BLOB (rk_batch_run checked) */
      k->type = c->type==ROWKEY_TEXT ? RK_KEY_TEXT : RK_KEY_BLOB;
      k->z = bytes_of(c, i, &k->n);
      return;
  }
}

/* Key k as an error message shows it. */
static void describe_key(char zGot[RK_DESCRIBE_BUF], const RkKey *k){
  switch( k->type ){
    case RK_KEY_INT:  rk_describe_int(zGot, k->i); break;
    case RK_KEY_REAL: rk_describe_real(zGot, k->r); break;
    case RK_KEY_TEXT: rk_describe_text(zGot, k->z, k->n); break;
    case RK_KEY_BLOB: rk_describe_blob(zGot, k->z, k->n); break;
    case RK_KEY_NULL: snprintf(zGot, RK_DESCRIBE_BUF, "NULL"); break;
    default:          /* a uint64 above 2^63 - 1 */
      snprintf(zGot, RK_DESCRIBE_BUF, "%.*s", (int)k->n, (const char*)k->z);
      break;
  }
}

/* The message for key k of column zArg that the scheme refuses. */
static void bad_key(char *zErr, size_t nErr, const char *zArg,
                    const RkScheme *p, const RkKey *k){
  char zGot[RK_DESCRIBE_BUF];
  describe_key(zGot, k);
  rk_key_error(zErr, nErr, zArg, p, zGot, k->type==RK_KEY_REAL);
}

/* One single-column key: RK_HASHED (aOut set), RK_UNPLACED or RK_BADKEY. */
static int one_key(const RkPlace *pl, int partition, const RkKey *k,
                   int64_t *pOut){
  uint64_t part;
  int rc;
  if( k->type < 0 ) return RK_BADKEY;
  if( !partition ) return rk_hash_key(pl, k, pl->seed, pOut);
  rc = rk_place_key(pl, k, &part);
  *pOut = (int64_t)part;
  return rc;
}

/* Row i of c the long way: NULLs, the scheme's rules and errors. */
static int general_row(const RkPlace *pl, int partition,
                       const rowkey_column *c, int64_t i, int64_t *aOut,
                       uint8_t *aValid, char *zErr, size_t nErr){
  RkKey k;
  char zNum[24];
  int rc;
  key_at(c, i, pl, &k, zNum);
  rc = one_key(pl, partition, &k, &aOut[i]);
  if( rc==RK_BADKEY ){
    bad_key(zErr, nErr, "key", pl->p, &k);
    return 0;
  }
  aValid[i] = rc==RK_HASHED;
  if( rc!=RK_HASHED ) aOut[i] = 0;
  return 1;
}

/* The single-column loop. The two common columns take key_partition's own
** fast paths: an integer in [intMin, intMax] goes straight through the
** entry's integer path, a TEXT or BLOB key through its byte hash; NULLs,
** other keys and errors the long way. */
static int run_single(const RkPlace *pl, int partition,
                      const rowkey_column *c, int64_t nRow, int64_t *aOut,
                      uint8_t *aValid, char *zErr, size_t nErr,
                      int64_t *piRow){
  const RkScheme *p = pl->p;
  int64_t i;
  if( (c->type==ROWKEY_INT64 || c->type==ROWKEY_INT32) && (partition || !p->xWide) ){
    int64_t lo = p->intMin, hi = p->intMax;
    int wide = c->type==ROWKEY_INT64;
    for(i = 0; i < nRow; i++){
      int64_t x = wide ? ((const int64_t*)c->data)[i]
                       : ((const int32_t*)c->data)[i];
      if( x >= lo && x <= hi && (c->validity==0 || !is_null(c, i)) ){
        aOut[i] = partition ? (int64_t)p->xIntPartition(x, pl)
                            : p->xInt(x, pl->seed);
        aValid[i] = 1;
      }else if( !general_row(pl, partition, c, i, aOut, aValid, zErr, nErr) ){
        *piRow = i;
        return ROWKEY_ERROR;
      }
    }
    return ROWKEY_OK;
  }
  if( !p->xWide && (c->type==ROWKEY_TEXT ? p->acceptText
                           : (c->type==ROWKEY_BLOB && p->acceptBlob)) ){
    int isText = c->type==ROWKEY_TEXT;
    int emptyNull = partition && (p->flags & RK_EMPTY_UNPLACED)!=0;
    for(i = 0; i < nRow; i++){
      size_t n;
      const unsigned char *z;
      int64_t h;
      if( c->validity==0 || !is_null(c, i) ){
        z = bytes_of(c, i, &n);
        if( p->xBytes(z, n, isText, pl->seed, &h)==RK_HASHED ){
          if( n==0 && emptyNull ){
            aOut[i] = 0;
            aValid[i] = 0;
          }else{
            aOut[i] = partition ? (int64_t)p->xReduce(h, pl) : h;
            aValid[i] = 1;
          }
          continue;
        }
      }
      if( !general_row(pl, partition, c, i, aOut, aValid, zErr, nErr) ){
        *piRow = i;
        return ROWKEY_ERROR;
      }
    }
    return ROWKEY_OK;
  }
  for(i = 0; i < nRow; i++){
    if( !general_row(pl, partition, c, i, aOut, aValid, zErr, nErr) ){
      *piRow = i;
      return ROWKEY_ERROR;
    }
  }
  return ROWKEY_OK;
}

/* The stack holds the keys of up to this many columns. */
#define MULTI_STACK 16

static int run_multi(const RkPlace *pl, int partition,
                     const rowkey_column *aCol, int nCol, int64_t nRow,
                     int64_t *aOut, uint8_t *aValid, char *zErr, size_t nErr,
                     int64_t *piRow){
  RkKey aStack[MULTI_STACK], *aKey = aStack;
  char (*aNum)[24], aNumStack[MULTI_STACK][24];
  int64_t i;
  int rc = ROWKEY_OK;
  aNum = aNumStack;
  if( nCol > MULTI_STACK ){
    aKey = (RkKey*)malloc(sizeof(RkKey) * (size_t)nCol);
    aNum = (char (*)[24])malloc(24 * (size_t)nCol);
    if( aKey==0 || aNum==0 ){
      free(aKey);
      free(aNum);
      return ROWKEY_NOMEM;
    }
  }
  for(i = 0; i < nRow; i++){
    int j, r, iBad = -1;
    int64_t h = 0;
    uint64_t part;
    for(j = 0; j < nCol; j++){
      key_at(&aCol[j], i, pl, &aKey[j], aNum[j]);
      if( aKey[j].type < 0 && iBad < 0 ) iBad = j;
    }
    /* A key of another type than its column's ('mysql_key:int32,text'). */
    for(j = 0; iBad < 0 && j < nCol; j++){
      char zWant[200], zGot[RK_DESCRIBE_BUF];
      if( rk_coltypes_key(pl, j, &aKey[j], zWant, sizeof(zWant)) ){
        describe_key(zGot, &aKey[j]);
        snprintf(zErr, nErr, "key %d must be %s, got %s", j + 1, zWant, zGot);
        *piRow = i;
        rc = ROWKEY_ERROR;
        break;
      }
    }
    if( rc!=ROWKEY_OK ) break;
    if( iBad >= 0 ){
      r = RK_BADKEY;
    }else if( partition ){
      r = rk_place_multi(pl, aKey, nCol, &part, &iBad);
      h = (int64_t)part;
    }else{
      r = pl->p->xMulti(pl, aKey, nCol, pl->seed, &h, &iBad);
    }
    if( r==RK_BADKEY ){
      char zArg[32];
      snprintf(zArg, sizeof(zArg), "key %d", iBad + 1);
      bad_key(zErr, nErr, zArg, rk_column_scheme(pl, iBad, &aKey[iBad]),
              &aKey[iBad]);
      *piRow = i;
      rc = ROWKEY_ERROR;
      break;
    }
    aValid[i] = r==RK_HASHED;
    aOut[i] = r==RK_HASHED ? h : 0;
  }
  if( aKey!=aStack ){
    free(aKey);
    free(aNum);
  }
  return rc;
}

int rk_batch_run(const RkPlace *pl, const RkBatchCall *call,
                 const rowkey_column *aCol, int nCol, int64_t nRow,
                 int64_t *aOut, uint8_t *aValid, char *zErr, size_t nErr,
                 int64_t *piRow){
  int j;
  *piRow = -1;
  zErr[0] = 0;
  if( call->partition && pl->n==0 ){
    rk_n_error(zErr, nErr, pl->p, "0");
    return ROWKEY_ERROR;
  }
  if( !call->partition && pl->p->xWide ){
    /* key_hash gives this scheme's hash as text, which an int64 array
    ** cannot hold. */
    snprintf(zErr, nErr, "scheme '%s' reports its hash as text (key_hash in"
             " SQL); the batch API hashes only into integers", pl->p->zName);
    return ROWKEY_ERROR;
  }
  if( nCol < 1 || (!call->multi && nCol!=1) ){
    snprintf(zErr, nErr, "needs %s key column, got %d",
             call->multi ? "at least one" : "one", nCol);
    return ROWKEY_ERROR;
  }
  if( nRow < 0 || (nRow > 0 && (aOut==0 || aValid==0)) ){
    snprintf(zErr, nErr, "needs nRow >= 0 and room for the results");
    return ROWKEY_ERROR;
  }
  for(j = 0; j < nCol; j++){
    const rowkey_column *c = &aCol[j];
    int bytes = c->type==ROWKEY_TEXT || c->type==ROWKEY_BLOB;
    if( (c->type < ROWKEY_INT64 || c->type > ROWKEY_BLOB)
     && c->type!=RK_COL_KEYS ){
      snprintf(zErr, nErr, "column %d has no type rowkey knows (%d)", j + 1,
               c->type);
      return ROWKEY_ERROR;
    }
    if( nRow > 0 && (c->data==0 || (bytes && c->offsets==0 && c->offsets32==0)) ){
      snprintf(zErr, nErr, "column %d has no %s", j + 1,
               c->data==0 ? "data" : "offsets");
      return ROWKEY_ERROR;
    }
  }
  if( call->multi && pl->p->xMulti==0 ){
    snprintf(zErr, nErr, "scheme '%s' has no multi-column keys; use %s or %s",
             pl->p->zName, call->zHashName, call->zPartName);
    return ROWKEY_ERROR;
  }
  if( !rk_columns_ok(pl, nCol, zErr, nErr) ) return ROWKEY_ERROR;
  if( call->multi ){
    return run_multi(pl, call->partition, aCol, nCol, nRow, aOut, aValid,
                     zErr, nErr, piRow);
  }
  return run_single(pl, call->partition, aCol, nRow, aOut, aValid, zErr,
                    nErr, piRow);
}

/* ---- The public API ---------------------------------------------------- */

int rowkey_open(const char *zScheme, int64_t n, const char *zWeights,
                rowkey_scheme **ppOut){
  rowkey_scheme *s = (rowkey_scheme*)malloc(sizeof(*s));
  int rc;
  *ppOut = s;
  if( s==0 ) return ROWKEY_NOMEM;
  s->iErrRow = -1;
  rc = rk_place_open(zScheme, n, zWeights, &s->pl, s->zErr, sizeof(s->zErr));
  if( rc==RK_OPEN_NOMEM ){
    free(s);
    *ppOut = 0;
    return ROWKEY_NOMEM;
  }
  return rc==RK_OPEN_OK ? ROWKEY_OK : ROWKEY_ERROR;
}

static int run(rowkey_scheme *s, int partition, int multi,
               const rowkey_column *aCol, int nCol, int64_t nRow,
               int64_t *aOut, uint8_t *aValid){
  RkBatchCall call;
  int rc;
  if( s==0 ) return ROWKEY_ERROR;
  if( s->pl==0 ) return ROWKEY_ERROR;   /* the open's message stays */
  call.partition = partition;
  call.multi = multi;
  call.zHashName = "rowkey_hash";
  call.zPartName = "rowkey_partition";
  rc = rk_batch_run(s->pl, &call, aCol, nCol, nRow, aOut, aValid, s->zErr,
                    sizeof(s->zErr), &s->iErrRow);
  if( rc==ROWKEY_NOMEM ) snprintf(s->zErr, sizeof(s->zErr), "out of memory");
  return rc;
}

int rowkey_partition(rowkey_scheme *s, const rowkey_column *col,
                     int64_t nRow, int64_t *aOut, uint8_t *aValid){
  return run(s, 1, 0, col, 1, nRow, aOut, aValid);
}

int rowkey_hash(rowkey_scheme *s, const rowkey_column *col, int64_t nRow,
                int64_t *aOut, uint8_t *aValid){
  return run(s, 0, 0, col, 1, nRow, aOut, aValid);
}

int rowkey_partition_multi(rowkey_scheme *s, const rowkey_column *aCol,
                           int nCol, int64_t nRow, int64_t *aOut,
                           uint8_t *aValid){
  return run(s, 1, 1, aCol, nCol, nRow, aOut, aValid);
}

int rowkey_hash_multi(rowkey_scheme *s, const rowkey_column *aCol, int nCol,
                      int64_t nRow, int64_t *aOut, uint8_t *aValid){
  return run(s, 0, 1, aCol, nCol, nRow, aOut, aValid);
}

const char *rowkey_errmsg(const rowkey_scheme *s){
  return s ? s->zErr : "out of memory";
}

int64_t rowkey_error_row(const rowkey_scheme *s){
  return s ? s->iErrRow : -1;
}

void rowkey_close(rowkey_scheme *s){
  if( s ){
    free(s->pl);
    free(s);
  }
}
