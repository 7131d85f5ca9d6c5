/*
** open.c - a scheme resolved from its text and n, with key_partition's
** checks and messages, in plain C (open.h).
**
** The SQL binding (ext/sql/place_sql.c) does the same from sqlite3_values;
** the messages here are its messages without the function's name in
** front, so that every caller says the same thing about the same mistake.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "open.h"
#include "describe.h"
#include "weights.h"

/* rk_weights_parse's allocator: the C library's. */
static void *open_realloc(void *p, uint64_t n){
  return (size_t)n==n ? realloc(p, (size_t)n) : 0;
}

void rk_unknown_scheme(char *zErr, size_t nErr, const char *z, size_t n,
                       const char *zGot){
  const char *azNear[3];
  int nNear = rk_scheme_suggest(z, n, azNear, 3), i;
  size_t len = (size_t)snprintf(zErr, nErr, "unknown scheme %s", zGot);
  for(i = 0; i < nNear && len < nErr; i++){
    len += (size_t)snprintf(zErr + len, nErr - len, "%s'%s'", i==0
                            ? "; did you mean " : (i==nNear - 1 ? " or " : ", "),
                            azNear[i]);
  }
  if( len < nErr ){
    snprintf(zErr + len, nErr - len, "%s (the schemes: SELECT name, alias FROM"
             " rowkey_schemes)", nNear ? "?" : "");
  }
}

void rk_key_error(char *zErr, size_t nErr, const char *zArg,
                  const RkScheme *p, const char *zGot, int isReal){
  size_t len;
  if( p->zKeyWant ){
    snprintf(zErr, nErr, "%s must be %s for scheme '%s', got %s", zArg,
             p->zKeyWant, p->zName, zGot);
  }else if( !p->acceptText ){
    snprintf(zErr, nErr, "%s must be an integer between %lld and %lld for"
             " scheme '%s', got %s", zArg, (long long)p->intMin,
             (long long)p->intMax, p->zName, zGot);
  }else{
    snprintf(zErr, nErr, "%s must be an integer, text or a blob for scheme"
             " '%s', got %s", zArg, p->zName, zGot);
  }
  /* As in SQL: a REAL is mostly an integer id that became a double. */
  len = strlen(zErr);
  if( isReal && p->xReal==0 && p->xWide==0 && len < nErr ){
    snprintf(zErr + len, nErr - len, " (a REAL; pass an integer: CAST(x AS"
             " INTEGER) in SQL, a BigInt from Node.js, or better-sqlite3's"
             " safeIntegers() to read ids back as BigInt)");
  }
}

int rk_columns_ok(const RkPlace *pl, int nKey, char *zErr, size_t nErr){
  return !rk_coltypes_count(pl, nKey, zErr, nErr)
      && (pl->p->xColumns==0 || !pl->p->xColumns(pl, nKey, zErr, nErr));
}

void rk_n_error(char *zErr, size_t nErr, const RkScheme *p,
                    const char *zGot){
  if( p->nMax==INT64_MAX ){      /* nMin is 1 for every entry */
    snprintf(zErr, nErr, "n must be a positive integer, got %s", zGot);
  }else{
    snprintf(zErr, nErr, "n must be an integer from %lld to %lld for scheme"
             " '%s', got %s", (long long)p->nMin, (long long)p->nMax,
             p->zName, zGot);
  }
}

int rk_place_open(const char *z, int64_t n, const char *zWeights,
                  RkPlace **ppOut, char *zErr, size_t nErr){
  const RkScheme *p = rk_aSchemeList[0];
  RkPlace probe, *pl;
  uint64_t *aW = 0;
  size_t nTable = 0, nByte, offW, nW = 0;
  char zGot[RK_DESCRIBE_BUF];
  *ppOut = 0;
  zErr[0] = 0;
  memset(&probe, 0, sizeof(probe));
  if( z ){
    size_t len = strlen(z);
    /* 'mysql_key:int32,int64': a type per column, as in SQL. */
    if( rk_scheme_parse_cols(z, len, &p, probe.aOpt, &probe.cols, zErr,
                             nErr) ){
      if( zErr[0]==0 ){
        rk_describe_text(zGot, (const unsigned char*)z, len);
        rk_unknown_scheme(zErr, nErr, z, len, zGot);
      }
      return RK_OPEN_ERROR;
    }
  }
  probe.p = p;
  probe.seed = rk_scheme_option_seed(p, probe.aOpt);
  if( zWeights ){
    size_t len = strlen(zWeights);
    if( !(p->flags & RK_WEIGHTS) ){
      rk_describe_text(zGot, (const unsigned char*)zWeights, len);
      rk_n_error(zErr, nErr, p, zGot);
      return RK_OPEN_ERROR;
    }
    {
      uint64_t nGot = 0;
      int rc = rk_weights_parse(zWeights, len, &aW, &nGot, open_realloc, free);
      if( rc==RK_WEIGHTS_NOMEM ) return RK_OPEN_NOMEM;
      nW = rc==RK_WEIGHTS_OK ? (size_t)nGot : 0;
      if( rc!=RK_WEIGHTS_OK ) aW = 0;
    }
    if( nW==0 || n!=0 ){
      free(aW);
      if( n!=0 ){
        snprintf(zErr, nErr, "n must be 0 when weights are given, got %lld",
                 (long long)n);
      }else{
        rk_describe_text(zGot, (const unsigned char*)zWeights, len);
        snprintf(zErr, nErr, "n must be a positive integer or a JSON array"
                 " of 1 to 65536 weights from 1 to 4294967295, got %s", zGot);
      }
      return RK_OPEN_ERROR;
    }
    probe.n = nW;
    probe.aWeight = aW;
  }else if( n!=0 ){
    if( n < p->nMin || n > p->nMax ){
      rk_describe_int(zGot, n);
      rk_n_error(zErr, nErr, p, zGot);
      return RK_OPEN_ERROR;
    }
    probe.n = (uint64_t)n;
  }
  if( probe.n && p->xTableSize ) nTable = p->xTableSize(&probe);
  /* The weights after the table, 8-byte aligned. */
  offW = (sizeof(RkPlace) + sizeof(uint32_t) * nTable + 7) & ~(size_t)7;
  nByte = offW + sizeof(uint64_t) * nW;
  pl = (RkPlace*)malloc(nByte);
  if( pl==0 ){
    free(aW);
    return RK_OPEN_NOMEM;
  }
  *pl = probe;
  pl->nTable = nTable;
  if( aW ){
    uint64_t *aCopy = (uint64_t*)(void*)((char*)pl + offW);
    memcpy(aCopy, aW, sizeof(uint64_t) * nW);
    pl->aWeight = aCopy;
    free(aW);
  }
  if( pl->n && p->xPrepare && p->xPrepare(pl, zErr, nErr) ){
    free(pl);
    return RK_OPEN_ERROR;
  }
  *ppOut = pl;
  return RK_OPEN_OK;
}
