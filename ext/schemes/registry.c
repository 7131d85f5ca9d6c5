/*
** registry.c - the list of every scheme, how a scheme is spelled, and the
** rules every entry shares: which key types it takes, NULL and empty keys,
** the reduction and multi-column keys (no SQLite dependency).
**
**   SELECT key_partition(k, 12, 'kafka');                 -- an entry's name
**   SELECT key_partition(k, 6, 'flink(max_parallelism=4096)');  -- options
**   SELECT name, system FROM rowkey_schemes;              -- this list
**
** A system's entries are defined in its own file in this folder; adding a
** system adds one line to rk_aSchemeList and nothing anywhere else.
*/
#include <stdio.h>
#include <string.h>
#include "scheme.h"
#include "utf16.h"

extern const RkScheme rk_scheme_oceanbase, rk_scheme_oceanbase32;
extern const RkScheme rk_scheme_oceanbase_bin, rk_scheme_oceanbase_bin32;
extern const RkScheme rk_scheme_kafka, rk_scheme_kafka32;
extern const RkScheme rk_scheme_spark, rk_scheme_spark32;
extern const RkScheme rk_scheme_iceberg, rk_scheme_iceberg32;
extern const RkScheme rk_scheme_hive, rk_scheme_hive32;
extern const RkScheme rk_scheme_cassandra, rk_scheme_cassandra32;
extern const RkScheme rk_scheme_librdkafka, rk_scheme_librdkafka_int32;
extern const RkScheme rk_scheme_librdkafka_consistent,
                      rk_scheme_librdkafka_consistent_int32;
extern const RkScheme rk_scheme_librdkafka_murmur2,
                      rk_scheme_librdkafka_murmur2_int32;
extern const RkScheme rk_scheme_librdkafka_murmur2_random,
                      rk_scheme_librdkafka_murmur2_random_int32;
extern const RkScheme rk_scheme_librdkafka_fnv1a,
                      rk_scheme_librdkafka_fnv1a_int32;
extern const RkScheme rk_scheme_librdkafka_fnv1a_random,
                      rk_scheme_librdkafka_fnv1a_random_int32;
extern const RkScheme rk_scheme_sarama, rk_scheme_sarama_int32;
extern const RkScheme rk_scheme_sarama_reference,
                      rk_scheme_sarama_reference_int32;
extern const RkScheme rk_scheme_redis;
extern const RkScheme rk_scheme_phoenix, rk_scheme_phoenix_int32;
extern const RkScheme rk_scheme_elasticsearch, rk_scheme_elasticsearch_mod;
extern const RkScheme rk_scheme_flink, rk_scheme_flink32;
extern const RkScheme rk_scheme_flink_key_group, rk_scheme_flink_key_group32;
extern const RkScheme rk_scheme_vitess, rk_scheme_vitess_xxhash;
extern const RkScheme rk_scheme_postgres, rk_scheme_postgres32;
extern const RkScheme rk_scheme_citus, rk_scheme_citus32;
extern const RkScheme rk_scheme_clickhouse, rk_scheme_clickhouse32;
extern const RkScheme rk_scheme_clickhouse_sip, rk_scheme_clickhouse_sip32;
extern const RkScheme rk_scheme_mysql_key, rk_scheme_mysql_key32;
extern const RkScheme rk_scheme_mysql_key_bin, rk_scheme_mysql_key_bin32;
extern const RkScheme rk_scheme_mysql_key51, rk_scheme_mysql_key51_32;
extern const RkScheme rk_scheme_mysql_linear_key, rk_scheme_mysql_linear_key32;
extern const RkScheme rk_scheme_mysql_linear_key_bin,
                      rk_scheme_mysql_linear_key_bin32;
extern const RkScheme rk_scheme_mysql_linear_key51,
                      rk_scheme_mysql_linear_key51_32;
extern const RkScheme rk_scheme_mysql_hash, rk_scheme_mysql_hash32;
extern const RkScheme rk_scheme_mysql_linear_hash,
                      rk_scheme_mysql_linear_hash32;

/* The default scheme first; then by system, each followed by its ':int32'
** form. */
const RkScheme *const rk_aSchemeList[] = {
  &rk_scheme_oceanbase, &rk_scheme_oceanbase32,
  &rk_scheme_oceanbase_bin, &rk_scheme_oceanbase_bin32,
  &rk_scheme_kafka, &rk_scheme_kafka32,
  &rk_scheme_spark, &rk_scheme_spark32,
  &rk_scheme_iceberg, &rk_scheme_iceberg32,
  &rk_scheme_hive, &rk_scheme_hive32,
  &rk_scheme_cassandra, &rk_scheme_cassandra32,
  &rk_scheme_librdkafka, &rk_scheme_librdkafka_int32,
  &rk_scheme_librdkafka_consistent, &rk_scheme_librdkafka_consistent_int32,
  &rk_scheme_librdkafka_murmur2, &rk_scheme_librdkafka_murmur2_int32,
  &rk_scheme_librdkafka_murmur2_random,
  &rk_scheme_librdkafka_murmur2_random_int32,
  &rk_scheme_librdkafka_fnv1a, &rk_scheme_librdkafka_fnv1a_int32,
  &rk_scheme_librdkafka_fnv1a_random, &rk_scheme_librdkafka_fnv1a_random_int32,
  &rk_scheme_sarama, &rk_scheme_sarama_int32,
  &rk_scheme_sarama_reference, &rk_scheme_sarama_reference_int32,
  &rk_scheme_redis,
  &rk_scheme_phoenix, &rk_scheme_phoenix_int32,
  &rk_scheme_elasticsearch, &rk_scheme_elasticsearch_mod,
  &rk_scheme_flink, &rk_scheme_flink32,
  &rk_scheme_flink_key_group, &rk_scheme_flink_key_group32,
  &rk_scheme_vitess, &rk_scheme_vitess_xxhash,
  &rk_scheme_postgres, &rk_scheme_postgres32,
  &rk_scheme_citus, &rk_scheme_citus32,
  &rk_scheme_clickhouse, &rk_scheme_clickhouse32,
  &rk_scheme_clickhouse_sip, &rk_scheme_clickhouse_sip32,
  &rk_scheme_mysql_key, &rk_scheme_mysql_key32,
  &rk_scheme_mysql_key_bin, &rk_scheme_mysql_key_bin32,
  &rk_scheme_mysql_key51, &rk_scheme_mysql_key51_32,
  &rk_scheme_mysql_linear_key, &rk_scheme_mysql_linear_key32,
  &rk_scheme_mysql_linear_key_bin, &rk_scheme_mysql_linear_key_bin32,
  &rk_scheme_mysql_linear_key51, &rk_scheme_mysql_linear_key51_32,
  &rk_scheme_mysql_hash, &rk_scheme_mysql_hash32,
  &rk_scheme_mysql_linear_hash, &rk_scheme_mysql_linear_hash32,
};
const int rk_nScheme = (int)(sizeof(rk_aSchemeList)/sizeof(rk_aSchemeList[0]));

static int lower(int c){
  return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* 1 if z[0..n) is zName, ASCII case ignored. */
static int name_is(const char *zName, const char *z, size_t n){
  size_t j;
  if( zName==0 || strlen(zName)!=n ) return 0;
  for(j = 0; j < n; j++){
    if( lower((unsigned char)z[j])!=zName[j] ) return 0;
  }
  return 1;
}

const RkScheme *rk_scheme_find(const char *z, size_t n){
  int i;
  for(i = 0; i < rk_nScheme; i++){
    const RkScheme *p = rk_aSchemeList[i];
    if( name_is(p->zName, z, n) || name_is(p->zAlias, z, n) ) return p;
  }
  return 0;
}

static int is_space(char c){
  return c==' ' || c=='\t' || c=='\n' || c=='\r';
}

/* Reads a decimal integer (optional sign) at z[*pi..n): 1 and stored. */
static int read_int(const char *z, size_t n, size_t *pi, int64_t *pOut){
  size_t i = *pi;
  int neg = 0, any = 0;
  uint64_t v = 0, lim;
  if( i < n && (z[i]=='-' || z[i]=='+') ) neg = z[i++]=='-';
  lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  while( i < n && z[i] >= '0' && z[i] <= '9' ){
    unsigned d = (unsigned)(z[i++] - '0');
    if( v > (lim - d) / 10 ) return 0;
    v = v * 10 + d;
    any = 1;
  }
  if( !any ) return 0;
  *pOut = neg ? (int64_t)(0 - v) : (int64_t)v;
  *pi = i;
  return 1;
}

int rk_scheme_parse(const char *z, size_t n, const RkScheme **pp,
                    int64_t *aOpt, char *zErr, size_t nErr){
  return rk_scheme_parse_cols(z, n, pp, aOpt, 0, zErr, nErr);
}

int rk_scheme_parse_cols(const char *z, size_t n, const RkScheme **pp,
                         int64_t *aOpt, RkColTypes *pCols, char *zErr,
                         size_t nErr){
  size_t i = 0, nName;
  const RkScheme *p;
  int k;
  zErr[0] = 0;
  if( pCols ) pCols->n = 0;
  while( i < n && z[i]!='(' ) i++;
  nName = i;
  /* 'flink (max_parallelism=256)' reads naturally; 'flink ' alone is no
  ** name. */
  if( i < n ) while( nName > 0 && is_space(z[nName-1]) ) nName--;
  p = rk_scheme_find(z, nName);
  /* 'mysql_key:int32,int64': a type per column (coltypes.c). */
  if( p==0 && (pCols==0 || rk_coltypes_parse(z, nName, &p, pCols, zErr, nErr)) ){
    return 1;
  }
  for(k = 0; k < p->nOpt; k++) aOpt[k] = p->aOpt[k].iDefault;
  for(; k < RK_MAX_OPT; k++) aOpt[k] = RK_OPT_UNSET;
  *pp = p;
  if( i==n ) return 0;
  /* ( name = int [, name = int ...] ) */
  if( p->nOpt==0 ){
    snprintf(zErr, nErr, "scheme '%s' takes no options", p->zName);
    return 1;
  }
  i++;
  for(;;){
    size_t s;
    int64_t v;
    const RkOption *o = 0;
    while( i < n && is_space(z[i]) ) i++;
    s = i;
    while( i < n && z[i]!='=' && z[i]!=')' && z[i]!=',' && !is_space(z[i]) ) i++;
    for(k = 0; k < p->nOpt; k++){
      if( name_is(p->aOpt[k].zName, z + s, i - s) ){
        o = &p->aOpt[k];
        break;
      }
    }
    if( o==0 ){
      /* The name as written, cut to 40 bytes; the message stays UTF-8. */
      const unsigned char *zName = (const unsigned char*)z + s;
      size_t m = rk_utf8_cut(zName, i - s, 40);
      if( rk_utf8_valid(zName, m) ){
        snprintf(zErr, nErr, "scheme '%s' has no option '%.*s'%s", p->zName,
                 (int)m, (const char*)zName, m < i - s ? "..." : "");
      }else{
        snprintf(zErr, nErr, "scheme '%s' has no option of that name (not"
                 " UTF-8)", p->zName);
      }
      return 1;
    }
    while( i < n && is_space(z[i]) ) i++;
    if( i==n || z[i]!='=' ) break;
    i++;
    while( i < n && is_space(z[i]) ) i++;
    if( !read_int(z, n, &i, &v) || v < o->iMin || v > o->iMax ){
      snprintf(zErr, nErr, "option %s of scheme '%s' must be an integer"
               " from %lld to %lld", o->zName, p->zName,
               (long long)o->iMin, (long long)o->iMax);
      return 1;
    }
    aOpt[k] = v;
    while( i < n && is_space(z[i]) ) i++;
    if( i < n && z[i]==',' ){
      i++;
      continue;
    }
    if( i < n && z[i]==')' ){
      i++;
      while( i < n && is_space(z[i]) ) i++;
      if( i==n ) return 0;
    }
    break;
  }
  snprintf(zErr, nErr, "scheme options must be written"
           " '%s(option=integer, ...)'", p->zName);
  return 1;
}

int rk_scheme_seed(const RkScheme *p, int64_t seed, uint64_t *pSeed){
  if( !(p->flags & RK_SEED) ) return 0;
  if( p->flags & RK_SEED64 ){
    *pSeed = (uint64_t)seed;
    return 1;
  }
  if( seed < -2147483648LL || seed > 4294967295LL ) return 0;
  *pSeed = (uint64_t)(uint32_t)seed;
  return 1;
}

int rk_hash_key(const RkPlace *pl, const RkKey *k, uint64_t seed,
                int64_t *pHash){
  return rk_hash_entry(pl->p, k, seed, pHash);
}

int rk_hash_entry(const RkScheme *p, const RkKey *k, uint64_t seed,
                  int64_t *pHash){
  switch( k->type ){
    case RK_KEY_INT:
      if( k->i < p->intMin || k->i > p->intMax ) return RK_BADKEY;
      *pHash = p->xInt(k->i, seed);
      return RK_HASHED;
    case RK_KEY_REAL:
      if( p->xReal==0 ) return RK_BADKEY;
      *pHash = p->xReal(k->r, seed);
      return RK_HASHED;
    case RK_KEY_TEXT:
      if( !p->acceptText ) return RK_BADKEY;
      return p->xBytes(k->z, k->n, 1, seed, pHash);
    case RK_KEY_BLOB:
      if( !p->acceptBlob ) return RK_BADKEY;
      return p->xBytes(k->z, k->n, 0, seed, pHash);
    default:
      if( p->flags & RK_NULL_UNHASHED ) return RK_UNPLACED;
      return p->xNull ? p->xNull(seed, pHash) : RK_UNPLACED;
  }
}

int rk_place_key(const RkPlace *pl, const RkKey *k, uint64_t *pPart){
  const RkScheme *p = pl->p;
  int64_t h;
  int rc;
  if( k->type==RK_KEY_NULL && (p->flags & RK_NULL_PART0) ){
    *pPart = 0;
    return RK_HASHED;
  }
  if( k->type==RK_KEY_NULL && (p->flags & RK_NULL_UNHASHED) ){
    if( p->xNull(pl->seed, &h)!=RK_HASHED ) return RK_UNPLACED;
    *pPart = p->xReduce(h, pl);
    return RK_HASHED;
  }
  rc = rk_hash_key(pl, k, pl->seed, &h);
  if( rc!=RK_HASHED ) return rc;
  if( (p->flags & RK_EMPTY_UNPLACED) && k->n==0
   && (k->type==RK_KEY_TEXT || k->type==RK_KEY_BLOB) ){
    return RK_UNPLACED;
  }
  *pPart = p->xReduce(h, pl);
  return RK_HASHED;
}

int rk_place_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                   uint64_t *pPart, int *piBad){
  int64_t h;
  int rc = pl->p->xMulti(pl, aKey, nKey, pl->seed, &h, piBad);
  if( rc!=RK_HASHED ) return rc;
  *pPart = pl->p->xReduceMulti ? pl->p->xReduceMulti(h, pl)
                               : pl->p->xReduce(h, pl);
  return RK_HASHED;
}

int rk_multi_seed_chain(const RkPlace *pl, const RkKey *aKey, int nKey,
                        uint64_t seed, int64_t *pHash, int *piBad){
  int64_t h = 0;
  int i, rc;
  for(i = 0; i < nKey; i++){
    rc = rk_hash_entry(rk_column_scheme(pl, i, &aKey[i]), &aKey[i], seed, &h);
    if( rc!=RK_HASHED ){
      *piBad = i;
      return rc;
    }
    seed = (uint64_t)h;
    /* A 32-bit hash becomes the next seed as its 32 bits. */
    if( !(pl->p->flags & RK_SEED64) ) seed &= 0xffffffffu;
  }
  *pHash = h;
  return RK_HASHED;
}
