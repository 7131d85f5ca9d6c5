/*
** coltypes.c - the column types of a multi-column key, spelled after the
** scheme's name (no SQLite dependency).
**
**   SELECT key_partition_multi(8, 'mysql_key:int32,int64', tenant, ord);
**   SELECT key_hash_multi('spark:int32,text', 7, 'abc');
**   SELECT key_partition_multi(8, 'mysql_key:int32', 7, 'abc');  -- fits
**
** A system hashes an INT column unlike a BIGINT one (MySQL, Spark, Hive,
** Phoenix, ...), and real keys mix them. After 'NAME:' comes one type per
** key column, in order, or a single type for every column it fits (the
** others keep what the scheme does with their SQLite type). A type is
** 'int64', 'text' or 'blob' (the scheme's own entry, for INTEGER, TEXT and
** BLOB values) or the suffix of another entry of the scheme: 'int32' for
** 'NAME:int32', 'varchar' for 'NAME:varchar'. A single type that is an
** entry's suffix is that entry itself (registry.c finds it first), which
** applies to every column as it always did. The types may also follow
** the options: 'kudu(seed=42):int32,text' is 'kudu:int32,text(seed=42)'
** (registry.c).
*/
#include <stdio.h>
#include <string.h>
#include "scheme.h"
#include "ascii.h"

/* What values a type name takes, by its name: integers, text, bytes, or
** whatever its entry takes (0). */
static unsigned char want_of(const char *zType){
  if( strncmp(zType, "int", 3)==0 ) return RK_KEY_INT;
  if( strcmp(zType, "text")==0 || strcmp(zType, "varchar")==0
   || strcmp(zType, "char")==0 || strcmp(zType, "string")==0 ){
    return RK_KEY_TEXT;
  }
  if( strcmp(zType, "blob")==0 || strcmp(zType, "binary")==0 ){
    return RK_KEY_BLOB;
  }
  return 0;
}

/* The entry 'BASE:TYPE' for base p, or 0. */
static const RkScheme *suffix_entry(const RkScheme *p, const char *z,
                                    size_t n){
  char zName[96];
  size_t nBase = strlen(p->zName);
  if( nBase + 1 + n >= sizeof(zName) ) return 0;
  memcpy(zName, p->zName, nBase);
  zName[nBase] = ':';
  memcpy(zName + nBase + 1, z, n);
  return rk_scheme_find(zName, nBase + 1 + n);
}

void rk_coltypes_names(const RkScheme *p, char *zOut, size_t nOut){
  const char *zColon = strchr(p->zName, ':');
  size_t nBase, used = 0;
  int i;
  zOut[0] = 0;
  if( p->xMulti==0 ) return;
  /* 'mysql_key:int32' lists what 'mysql_key' does. */
  if( zColon ){
    const RkScheme *pBase = rk_scheme_find(p->zName, (size_t)(zColon - p->zName));
    if( pBase==0 || pBase->xMulti==0 ) return;
    p = pBase;
  }
  nBase = strlen(p->zName);
  used += (size_t)snprintf(zOut, nOut, "int64");
  for(i = 0; i < rk_nScheme && used < nOut; i++){
    const RkScheme *q = rk_aSchemeList[i];
    if( strncmp(q->zName, p->zName, nBase)==0 && q->zName[nBase]==':' ){
      used += (size_t)snprintf(zOut + used, nOut - used, ", %s",
                               q->zName + nBase + 1);
    }
  }
  if( p->acceptText && used < nOut ){
    used += (size_t)snprintf(zOut + used, nOut - used, ", text");
  }
  if( p->acceptBlob && used < nOut ){
    snprintf(zOut + used, nOut - used, ", blob");
  }
}

/* "scheme 'mysql_key' has no column type 'int33'; its column types are
** int64, int32, text and blob", as rk_scheme_parse words a misspelled
** option. */
static void type_error(const RkScheme *p, const char *z, size_t n,
                       char *zErr, size_t nErr){
  char zNames[200];
  char *zLast;
  rk_coltypes_names(p, zNames, sizeof(zNames));
  if( n==0 ){
    snprintf(zErr, nErr, "scheme '%s' has an empty column type", p->zName);
  }else{
    snprintf(zErr, nErr, "scheme '%s' has no column type ", p->zName);
    rk_err_shown(zErr, nErr, z, n, "of that name (not UTF-8)");
  }
  zLast = strrchr(zNames, ',');
  if( zLast==0 ){
    rk_err_add(zErr, nErr, "; its column type is ");
    rk_err_add(zErr, nErr, zNames);
    return;
  }
  *zLast = 0;
  rk_err_add(zErr, nErr, "; its column types are ");
  rk_err_add(zErr, nErr, zNames);
  rk_err_add(zErr, nErr, " and");
  rk_err_add(zErr, nErr, zLast + 1);
}

int rk_coltypes_parse(const char *z, size_t n, const RkScheme **pp,
                      RkColTypes *pCols, char *zErr, size_t nErr){
  size_t c = 0;
  const RkScheme *p;
  while( c < n && z[c]!=':' ) c++;
  if( c==n ) return 1;
  p = rk_scheme_find(z, c);
  if( p==0 || p->xMulti==0 ) return 1;
  if( rk_coltypes_parse_list(p, z + c + 1, n - c - 1, pCols, zErr, nErr) ){
    return 1;
  }
  *pp = p;
  return 0;
}

int rk_coltypes_parse_list(const RkScheme *p, const char *z, size_t n,
                           RkColTypes *pCols, char *zErr, size_t nErr){
  size_t i = 0;
  pCols->n = 0;
  for(;;){
    size_t s = i;
    const RkScheme *q = 0;
    const char *zType = 0;
    while( i < n && z[i]!=',' ) i++;
    if( rk_ascii_name_is(z + s, i - s, "int64") ){
      q = p; zType = "int64";
    }else if( rk_ascii_name_is(z + s, i - s, "text") && p->acceptText ){
      q = p; zType = "text";
    }else if( rk_ascii_name_is(z + s, i - s, "blob") && p->acceptBlob ){
      q = p; zType = "blob";
    }else if( (q = suffix_entry(p, z + s, i - s))!=0 ){
      zType = q->zName + strlen(p->zName) + 1;
    }
    if( q==0 || pCols->n==RK_MAX_COLTYPES ){
      if( q!=0 ){
        snprintf(zErr, nErr, "scheme '%s' takes at most %d column types",
                 p->zName, RK_MAX_COLTYPES);
      }else{
        type_error(p, z + s, i - s, zErr, nErr);
      }
      return 1;
    }
    pCols->ap[pCols->n] = q;
    pCols->az[pCols->n] = zType;
    pCols->aWant[pCols->n] = want_of(zType);
    pCols->n++;
    if( i==n ) break;
    i++;
  }
  return 0;
}

int rk_coltypes_count(const RkPlace *pl, int nKey, char *zErr, size_t nErr){
  if( pl->cols.n <= 1 || pl->cols.n==nKey ) return 0;
  snprintf(zErr, nErr, "scheme '%s' lists %d column types for %d key"
           " column%s", pl->p->zName, pl->cols.n, nKey, nKey==1 ? "" : "s");
  return 1;
}

int rk_coltypes_key(const RkPlace *pl, int i, const RkKey *k, char *zWant,
                    size_t nWant){
  const RkColTypes *c = &pl->cols;
  unsigned char w;
  if( c->n <= 1 || k->type==RK_KEY_NULL ) return 0;
  w = c->aWant[i];
  if( w==0 || w==k->type ) return 0;
  snprintf(zWant, nWant, "%s (column type '%s' of scheme '%s')",
           w==RK_KEY_INT ? "an integer" : w==RK_KEY_TEXT ? "text" : "a blob",
           c->az[i], pl->p->zName);
  return 1;
}
