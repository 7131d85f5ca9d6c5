/*
** elasticsearch.c - the primary shard of a document in Elasticsearch and
** OpenSearch (no SQLite dependency).
**
**   SELECT key_partition('user42', 6, 'elasticsearch');      -- 7.0 .. 9.3
**   SELECT key_partition('user42', 6, 'opensearch');         -- the same
**   SELECT key_partition('user42', 6, 'elasticsearch_mod');  -- < 7.0, >= 9.4
**   SELECT key_partition('user42', 6, 'elasticsearch(routing_shards=96)');
**   SELECT key_partition_multi(6, 'elasticsearch(routing_partition_size=2)',
**                              'user42', 'doc-17');          -- routing, _id
**
** The routing value (the _routing of a request, else the _id) is a Java
** String: TEXT as its UTF-16 code units, INTEGER as its decimal text.
** Murmur3HashFunction hashes the units' little-endian bytes with
** MurmurHash3 x86_32, seed 0 (utf16.c). The shard is
**   elasticsearch      floorMod(hash, routing_shards) / (routing_shards / n)
**                      (IndexRouting's legacy function; routing_shards is
**                      index.number_of_routing_shards, by default
**                      n << max(1, 10 - ceil(log2 n)), the default of
**                      MetadataCreateIndexService.calculateNumRoutingShards)
**   elasticsearch_mod  floorMod(hash, n) (indices created before 7.0, and
**                      Elasticsearch indices created on 9.4 or later)
** With index.routing_partition_size p > 1 a document goes to the shard of
** hash(routing) + floorMod(hash(_id), p), a 32-bit wrapping sum.
*/
#include <stdio.h>
#include "scheme.h"
#include "keys.h"
#include "utf16.h"
#include "murmur_mix.h"

#define JAVA_INT_MAX 2147483647

/* The routing hash of INTEGER v: murmur3 over the UTF-16 units of
** Long.toString(v), which are ASCII, so each pair of characters is one
** block c0 | c1 << 16, written out here without decoding. */
static int64_t es_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS], *z = rk_format_int64_back(buf + sizeof buf, v);
  uint32_t h = 0;
  size_t n = (size_t)(buf + sizeof buf - z), i;
  (void)seed;
  for(i = 0; i + 1 < n; i += 2){
    h = rk_m3_mixh(h, rk_m3_mixk((uint32_t)(unsigned char)z[i]
                                 | ((uint32_t)(unsigned char)z[i+1] << 16)));
  }
  if( n & 1 ) h ^= rk_m3_mixk((unsigned char)z[n-1]);
  return (int64_t)(int32_t)rk_m3_fmix32(h ^ (uint32_t)(2*n));
}

static int es_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  uint32_t h;
  (void)isText;
  (void)seed;
  if( !rk_utf16_murmur3(z, n, 0, &h) ) return RK_BADKEY;
  *pHash = (int64_t)(int32_t)h;
  return RK_HASHED;
}

/* Math.floorMod(h, m) for m >= 1. */
static uint64_t floor_mod(int64_t h, uint64_t m){
  int64_t r = h % (int64_t)m;
  return (uint64_t)(r < 0 ? r + (int64_t)m : r);
}

/* pl->c1 = routing shards, pl->c2 = routing factor (1 for _mod). */
static uint64_t es_reduce(int64_t hash, const RkPlace *pl){
  return floor_mod(hash, pl->c1) / pl->c2;
}

static uint64_t es_int_partition(int64_t v, const RkPlace *pl){
  return es_reduce(es_int(v, 0), pl);
}

/* calculateNumRoutingShards: n << max(1, 10 - ceil(log2 n)). */
static uint64_t default_routing_shards(uint64_t n){
  int log2n = 0, s;
  while( ((uint64_t)1 << log2n) < n ) log2n++;
  s = 10 - log2n;
  if( s < 1 ) s = 1;
  return n << s;
}

/* The routing partition size p in pl's options (both entries have it,
** each at its own place). */
static int64_t es_partition_size(const RkPlace *pl){
  return rk_place_option(pl, "routing_partition_size");
}

/* xColumns: the routing value, then the _id, which is needed when p > 1
** (IndexRouting.Partitioned) and counts for nothing when p = 1. */
static int es_columns(const RkPlace *pl, int nKey, char *zErr, size_t nErr){
  int64_t p = es_partition_size(pl);
  if( nKey > 2 ){
    snprintf(zErr, nErr, "scheme '%s' takes the routing value and the _id,"
             " got %d key columns", pl->p->zName, nKey);
    return 1;
  }
  if( p > 1 && nKey!=2 ){
    snprintf(zErr, nErr, "routing_partition_size %lld of scheme '%s' also"
             " needs the _id as a second key column", (long long)p,
             pl->p->zName);
    return 1;
  }
  return 0;
}

/* xColumns has passed. */
static int es_prepare(RkPlace *pl, char *zErr, size_t nErr){
  uint64_t n = pl->n, rs;
  int64_t p = es_partition_size(pl);
  int64_t rsOpt = rk_place_option(pl, "routing_shards");
  /* The binding has checked n >= nMin = 1; checked again for the
  ** divisions below, whoever the caller. */
  if( n==0 ){
    snprintf(zErr, nErr, "n must be a positive integer, got 0");
    return 1;
  }
  rs = (uint64_t)rsOpt;
  if( rsOpt==RK_OPT_UNSET ){
    rs = default_routing_shards(n);
  }else if( rs < n || rs % n!=0 ){
    /* IndexMetadata: routing shards >= shards, and a multiple of them. */
    snprintf(zErr, nErr, "n must be a divisor of routing_shards %llu for"
             " scheme 'elasticsearch', got %llu", (unsigned long long)rs,
             (unsigned long long)n);
    return 1;
  }
  /* IndexMetadata.Builder.build: p is 1 or less than the routing shards. */
  if( p!=1 && (uint64_t)p >= rs ){
    snprintf(zErr, nErr, "routing_partition_size must be 1 or less than the"
             " %llu routing shards of n = %llu for scheme 'elasticsearch',"
             " got %lld", (unsigned long long)rs, (unsigned long long)n,
             (long long)p);
    return 1;
  }
  pl->c1 = rs;
  pl->c2 = rs / n;
  return 0;
}

static int es_mod_prepare(RkPlace *pl, char *zErr, size_t nErr){
  (void)zErr;
  (void)nErr;
  pl->c1 = pl->n;
  pl->c2 = 1;
  return 0;
}

/* The routing hash of one key column: RK_HASHED or RK_BADKEY. */
static int es_key(const RkKey *k, int64_t *pHash){
  if( k->type==RK_KEY_INT ){
    *pHash = es_int(k->i, 0);
    return RK_HASHED;
  }
  if( k->type==RK_KEY_TEXT ) return es_bytes(k->z, k->n, 1, 0, pHash);
  return RK_BADKEY;
}

/* (routing [, _id]): the effective hash, hash(routing) +
** floorMod(hash(_id), p) in int32 (IndexRouting.Partitioned). The _id is
** needed when p > 1 and counts for nothing when p = 1. A NULL routing
** leaves the document unplaced, and so does a NULL _id when it counts (an
** _id Elasticsearch generates is not known in advance). es_columns has
** checked nKey. */
static int es_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                    uint64_t seed, int64_t *pHash, int *piBad){
  int64_t p = es_partition_size(pl), h = 0, hId = 0;
  int i;
  (void)seed;
  for(i = 0; i < nKey; i++){
    if( aKey[i].type==RK_KEY_NULL ){
      if( i==0 || p > 1 ) return RK_UNPLACED;
      continue;
    }
    if( es_key(&aKey[i], i==0 ? &h : &hId)!=RK_HASHED ){
      *piBad = i;
      return RK_BADKEY;
    }
  }
  if( p > 1 ){
    h = (int64_t)(int32_t)((uint32_t)h + (uint32_t)floor_mod(hId, (uint64_t)p));
  }
  *pHash = h;
  return RK_HASHED;
}

static const RkOption aEsOpt[] = {
  { "routing_shards", 1, JAVA_INT_MAX, RK_OPT_UNSET },
  { "routing_partition_size", 1, JAVA_INT_MAX, 1 },
};
static const RkOption aEsModOpt[] = {
  { "routing_partition_size", 1, JAVA_INT_MAX, 1 },
};

#define ELASTICSEARCH_COMMON \
  .zSystem = "Elasticsearch / OpenSearch", \
  .zHash = "MurmurHash3 x86_32, seed 0, over the UTF-16 code units, little-endian", \
  .zInteger = "its decimal text", RK_INT64_KEYS, \
  .xInt = es_int, .xIntPartition = es_int_partition, \
  .zText = "its UTF-16 code units (well-formed UTF-8)", \
  .xBytes = es_bytes, .acceptText = 1, \
  .zKeyWant = "an integer or well-formed UTF-8 text", \
  .zNull = "no shard (NULL)", .nMin = 1, \
  .xReduce = es_reduce, .xMulti = es_multi, .xColumns = es_columns

const RkScheme rk_scheme_elasticsearch = {
  .zName = "elasticsearch", .zAlias = "opensearch",
  .zComponent = "document routing, index created on 7.0 to 9.3 (every OpenSearch index)",
  .zReduction = "floorMod(hash, routing_shards) / (routing_shards / n); routing_shards"
                " by default n << max(1, 10 - ceil(log2 n))",
  .nMax = 1073741823,
  .aOpt = aEsOpt, .nOpt = 2, .xPrepare = es_prepare,
  ELASTICSEARCH_COMMON,
};

const RkScheme rk_scheme_elasticsearch_mod = {
  .zName = "elasticsearch_mod",
  .zComponent = "document routing, index created before 7.0 or on Elasticsearch 9.4 or later",
  .zReduction = "floorMod(hash, n)",
  .nMax = JAVA_INT_MAX,
  .aOpt = aEsModOpt, .nOpt = 1, .xPrepare = es_mod_prepare,
  ELASTICSEARCH_COMMON,
};
