/*
** memcached.c - the server a memcached client or proxy sends a key to:
** libmemcached's rings and twemproxy's (nutcracker) pools (no SQLite
** dependency).
**
**   SELECT key_partition('user42', '["10.0.0.1:11211","10.0.0.2:11211"]',
**                        'memcached_ketama');          -- server 0 or 1
**   SELECT key_partition(k, '["127.0.0.1:7301:1","127.0.0.1:7302:1"]',
**                        'twemproxy(distribution=modula, hash=murmur)');
**   SELECT key_hash('user42', 'libmemcached_modula');  -- the key hash
**
** n is the server list (RK_SERVERS, servers.h), in the order the client
** adds the servers or the pool lists them; the partition is the index in
** it. libmemcached 1.1.4 (src/libmemcached/hosts.cc update_continuum,
** hash.cc dispatch_host):
**   memcached_ketama     KETAMA_WEIGHTED (= libketama, spymemcached
**                        KETAMA_HASH): MD5 key hash, k_i = floor(w_i/W *
**                        40 * N) MD5 digests of "name-j" a server, four
**                        points each (digest bytes 4a..4a+3 LE);
**   libmemcached_ketama  KETAMA alone: one-at-a-time key hash, 100 points
**                        a server, point j = one_at_a_time("name-j");
**   libmemcached_modula  the default: one_at_a_time % N.
** name is the host, or "host:port" when the port is not 11211. Lookup: the
** server of the first point >= the hash, past the last the first.
** twemproxy 0.5.0 (src/hashkit/nc_ketama.c, nc_modula.c): the pool's
** hash: (default fnv1a_64) hashes the key, 0 for the empty key; ketama is
** the MD5 ring above over the configured name (else host / host:port);
** modula lists server i w_i times, slot hash % W. One server: 0.
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "scheme.h"
#include "servers.h"
#include "hashkit.h"
#include "md5.h"
#include "bytes.h"
#include "keys.h"

/* ---- Key hashes --------------------------------------------------------- */

/* The hashes twemproxy's hash: names, in its documentation's order; the
** option's value (and so the seed) is the index. */
static const char *const azHash[] = {
  "one_at_a_time", "md5", "crc16", "crc32", "crc32a", "fnv1_64", "fnv1a_64",
  "fnv1_32", "fnv1a_32", "hsieh", "murmur", "jenkins"
};
#define HASH_OAT      0
#define HASH_MD5      1
#define HASH_FNV1A_64 6
static uint32_t (*const axHash[])(const unsigned char*, size_t) = {
  rk_hk_one_at_a_time, rk_hk_md5, rk_hk_crc16, rk_hk_crc32, rk_hk_crc32a,
  rk_hk_fnv1_64, rk_hk_fnv1a_64, rk_hk_fnv1_32, rk_hk_fnv1a_32, rk_hk_hsieh,
  rk_hk_murmur, rk_hk_jenkins
};

/* libmemcached: the hash of every key, the empty one too. */
static int lm_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = (int64_t)axHash[seed](z, n);
  return RK_HASHED;
}
/* twemproxy: the empty key hashes to 0 (server_pool_hash). */
static int tw_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = n ? (int64_t)axHash[seed](z, n) : 0;
  return RK_HASHED;
}
/* An INTEGER key is its decimal text (a memcached key is a string). */
static int64_t mc_int(int64_t v, uint64_t seed){
  char buf[RK_INT64_DIGITS], *e = buf + sizeof(buf);
  char *s = rk_format_int64_back(e, v);
  return (int64_t)axHash[seed]((const unsigned char*)s, (size_t)(e - s));
}

/* ---- Rings --------------------------------------------------------------- */

/* The four ways a list becomes a partition. */
#define RING_MD5     0   /* ketama, MD5 points, by weight */
#define RING_OAT100  1   /* libmemcached KETAMA alone */
#define MOD_N        2   /* hash % N */
#define MOD_W        3   /* hash % W over the weight-expanded list */

/* One point of a ring, as aTable holds it: two words. */
typedef struct RingPoint { uint32_t v, server; } RingPoint;

extern const RkScheme rk_scheme_memcached_ketama, rk_scheme_libmemcached_ketama,
  rk_scheme_libmemcached_modula, rk_scheme_twemproxy, rk_scheme_twemproxy_ketama,
  rk_scheme_twemproxy_modula;

static int ring_kind(const RkPlace *pl){
  const RkScheme *p = pl->p;
  if( p==&rk_scheme_memcached_ketama || p==&rk_scheme_twemproxy_ketama ){
    return RING_MD5;
  }
  if( p==&rk_scheme_libmemcached_ketama ){
    /* A server of weight above 1 switches libmemcached to the weighted
    ** MD5 ring (server_add: memcached_set_weighted_ketama); the key hash
    ** stays one-at-a-time. */
    uint32_t i;
    for(i = 0; pl->pServers && i < pl->pServers->n; i++){
      if( pl->pServers->a[i].weight > 1 ) return RING_MD5;
    }
    return RING_OAT100;
  }
  if( p==&rk_scheme_libmemcached_modula ) return MOD_N;
  if( p==&rk_scheme_twemproxy_modula ) return MOD_W;
  /* 'twemproxy(distribution=...)': ketama is 0, modula 1. */
  return rk_place_option(pl, "distribution")==1 ? MOD_W : RING_MD5;
}

/* The MD5 digests server i gets: floor(float(float(w_i/W) * 160 / 4 * N
** + 1e-10)), in float as both libmemcached and twemproxy compute it. */
static uint32_t md5_digests(const RkServers *s, uint32_t i){
  /* Each step stored (volatile), so that x87 arithmetic, which keeps more
  ** bits in its registers, rounds it to float or double as SSE does. */
  volatile float pct = (float)s->a[i].weight / (float)s->totalWeight;
  volatile float t = pct * 160;
  volatile double d;
  volatile float u;
  t = t / 4;
  t = t * (float)s->n;
  d = (double)t + 0.0000000001;
  u = (float)d;
  return (uint32_t)floorf(u);
}

/* The words of aTable: two a point, or one a server for MOD_W. */
static size_t mc_table_size(const RkPlace *pl){
  const RkServers *s = pl->pServers;
  uint64_t nPoint = 0;
  uint32_t i;
  if( s==0 ) return 0;
  switch( ring_kind(pl) ){
    case RING_MD5:
      for(i = 0; i < s->n; i++) nPoint += 4 * (uint64_t)md5_digests(s, i);
      return (size_t)(2 * nPoint);
    case RING_OAT100: return (size_t)(2 * 100 * (uint64_t)s->n);
    case MOD_W:       return 4 * (size_t)s->n;   /* pairs, then the sort's */
    default:          return 0;
  }
}

/* twemproxy sorts a pool's servers by name (conf_validate_server: length
** first, then the bytes) and refuses two of one name; modula's slots
** follow that order. */
static int tw_name_cmp(const RkServers *s, uint32_t i, uint32_t j){
  char zA[RK_SERVER_LEN_MAX + 8], zB[RK_SERVER_LEN_MAX + 8];
  size_t nA = rk_server_ring_name(s, i, 1, zA);
  size_t nB = rk_server_ring_name(s, j, 1, zB);
  if( nA!=nB ) return nA < nB ? -1 : 1;
  return memcmp(zA, zB, nA);
}

/* The servers of s in twemproxy's order into aOrder (s->n words; aTmp as
** many more), by a merge sort that allocates nothing: 0, or 1 with an
** error when two servers have one name. */
static int tw_order(const RkServers *s, uint32_t *aOrder, uint32_t *aTmp,
                    char *zErr, size_t nErr){
  uint32_t n = s->n, w, i, *src = aOrder, *dst = aTmp;
  for(i = 0; i < n; i++) aOrder[i] = i;
  for(w = 1; w < n; w *= 2){
    uint32_t lo;
    for(lo = 0; lo < n; lo += 2 * w){
      uint32_t mid = lo + w < n ? lo + w : n;
      uint32_t hi = lo + 2 * w < n ? lo + 2 * w : n;
      uint32_t a = lo, b = mid, k = lo;
      while( a < mid && b < hi ){
        dst[k++] = tw_name_cmp(s, src[a], src[b]) <= 0 ? src[a++] : src[b++];
      }
      while( a < mid ) dst[k++] = src[a++];
      while( b < hi ) dst[k++] = src[b++];
    }
    { uint32_t *t = src; src = dst; dst = t; }
  }
  if( src!=aOrder ) memcpy(aOrder, src, sizeof(uint32_t) * n);
  for(i = 1; i < n; i++){
    if( tw_name_cmp(s, aOrder[i-1], aOrder[i])==0 ){
      uint32_t x = aOrder[i-1] < aOrder[i] ? aOrder[i-1] : aOrder[i];
      uint32_t y = aOrder[i-1] < aOrder[i] ? aOrder[i] : aOrder[i-1];
      snprintf(zErr, nErr, "servers %u and %u have one name, which twemproxy"
               " refuses (\"has a duplicate server\")", (unsigned)(x + 1),
               (unsigned)(y + 1));
      return 1;
    }
  }
  return 0;
}

static int point_cmp(const void *a, const void *b){
  const RingPoint *x = (const RingPoint*)a, *y = (const RingPoint*)b;
  if( x->v!=y->v ) return x->v < y->v ? -1 : 1;
  return x->server < y->server ? -1 : x->server > y->server;
}

/* Builds the ring (sorted points) or the cumulative weights into aTable,
** once per statement. */
static int mc_prepare(RkPlace *pl, char *zErr, size_t nErr){
  const RkServers *s = pl->pServers;
  int kind = ring_kind(pl), tw = pl->p->xBytes==tw_bytes;
  RingPoint *aPt = (RingPoint*)(void*)pl->aTable;
  size_t nPt = 0;
  uint32_t i, j;
  if( s==0 ) return 0;
  pl->c2 = (uint64_t)kind;     /* for mc_reduce, per row */
  for(i = 0; i < s->n; i++){
    if( !tw && s->a[i].nName ){
      snprintf(zErr, nErr, "server %u has a name: scheme '%s' takes"
               " \"host:port\" or \"host:port:weight\" (names are"
               " twemproxy's)", (unsigned)(i + 1), pl->p->zName);
      return 1;
    }
  }
  if( kind==MOD_W ){
    /* Pairs (end of the server's slots, its index), in twemproxy's order:
    ** the table's second half holds the order first. */
    uint32_t end = 0, *aOrder = pl->aTable + 2 * s->n;
    if( tw_order(s, aOrder, aOrder + s->n, zErr, nErr) ) return 1;
    for(i = 0; i < s->n; i++){
      uint32_t k = aOrder[i];
      end += s->a[k].weight;
      pl->aTable[2*i] = end;
      pl->aTable[2*i + 1] = k;
    }
    pl->c1 = s->totalWeight;
    return 0;
  }
  if( kind==MOD_N ) return 0;
  for(i = 0; i < s->n; i++){
    char zName[RK_SERVER_LEN_MAX + 32];
    size_t nName = rk_server_ring_name(s, i, tw, zName);
    uint32_t k = kind==RING_MD5 ? md5_digests(s, i) : 100;
    if( tw && k > 0 && nName + 1 + (size_t)rk_digits(k - 1) > 85 ){
      /* nc_ketama.c writes "name-j" into 86 bytes. */
      snprintf(zErr, nErr, "server %u: twemproxy hashes \"name-j\" of at most"
               " 85 bytes; its name is %u bytes", (unsigned)(i + 1),
               (unsigned)nName);
      return 1;
    }
    for(j = 0; j < k; j++){
      size_t m = nName + 1 + rk_format_int64(zName + nName + 1, (int64_t)j);
      zName[nName] = '-';
      if( kind==RING_MD5 ){
        RkMd5 c;
        unsigned char d[16];
        int a;
        rk_md5_init(&c);
        rk_md5_update(&c, zName, m);
        rk_md5_final(&c, d);
        for(a = 0; a < 4; a++){
          aPt[nPt].v = rk_load_le32(d + 4*a);
          aPt[nPt++].server = i;
        }
      }else{
        aPt[nPt].v = rk_hk_one_at_a_time((const unsigned char*)zName, m);
        aPt[nPt++].server = i;
      }
    }
  }
  /* Points of equal value: the lower server first (qsort's order, which
  ** libmemcached and twemproxy leave open). */
  qsort(aPt, nPt, sizeof(RingPoint), point_cmp);
  pl->c1 = nPt;
  /* Two servers of one name give the same points: twemproxy refuses the
  ** pool (and libmemcached's ring would hold each point twice). */
  for(j = 1; tw && j < nPt; j++){
    if( aPt[j].v==aPt[j-1].v && aPt[j].server!=aPt[j-1].server
     && tw_name_cmp(s, aPt[j-1].server, aPt[j].server)==0 ){
      snprintf(zErr, nErr, "servers %u and %u have one name, which twemproxy"
               " refuses (\"has a duplicate server\")",
               (unsigned)(aPt[j-1].server + 1), (unsigned)(aPt[j].server + 1));
      return 1;
    }
  }
  return 0;
}

static uint64_t mc_reduce(int64_t hash, const RkPlace *pl){
  uint32_t h = (uint32_t)hash;
  const RingPoint *aPt;
  size_t lo, hi;
  if( pl->n==1 ) return 0;
  if( pl->c2==MOD_N ) return h % pl->n;
  if( pl->c2==MOD_W ){
    uint32_t slot = (uint32_t)(h % pl->c1);
    lo = 0;
    hi = pl->n - 1;
    while( lo < hi ){            /* the first end > slot */
      size_t mid = (lo + hi) / 2;
      if( pl->aTable[2*mid] > slot ) hi = mid; else lo = mid + 1;
    }
    return pl->aTable[2*lo + 1];
  }
  aPt = (const RingPoint*)(const void*)pl->aTable;
  lo = 0;
  hi = (size_t)pl->c1;
  while( lo < hi ){              /* the first point >= h */
    size_t mid = (lo + hi) / 2;
    if( aPt[mid].v >= h ) hi = mid; else lo = mid + 1;
  }
  if( lo==(size_t)pl->c1 ) lo = 0;
  return aPt[lo].server;
}

static uint64_t mc_int_partition(int64_t v, const RkPlace *pl){
  return mc_reduce(mc_int(v, pl->seed), pl);
}
/* twemproxy: never the empty key, so the same path. */

/* ---- Entries ------------------------------------------------------------- */

static const RkOption aTwOpt[] = {
  { "hash", 0, 11, HASH_FNV1A_64 },
};
static const char *const *const aTwWords[] = { azHash };
static const char *const azDist[] = { "ketama", "modula" };
static const RkOption aTwFullOpt[] = {
  { "distribution", 0, 1, 0 },
  { "hash", 0, 11, HASH_FNV1A_64 },
};
static const char *const *const aTwFullWords[] = { azDist, azHash };
static uint64_t tw_seed(const int64_t *aOpt){ return (uint64_t)aOpt[0]; }
static uint64_t tw_full_seed(const int64_t *aOpt){ return (uint64_t)aOpt[1]; }

#define MC_SHARED \
  .zInteger = "its decimal text", .zText = "UTF-8 bytes", \
  .zBlob = "the bytes", .zNull = "NULL (a memcached key is never NULL)", \
  .nMin = 1, .nMax = RK_SERVERS_MAX, RK_INT64_KEYS, .flags = RK_SERVERS, \
  .acceptText = 1, .acceptBlob = 1, .xInt = mc_int, \
  .xReduce = mc_reduce, .xIntPartition = mc_int_partition, \
  .xPrepare = mc_prepare, .xTableSize = mc_table_size

#define LM_COMMON \
  .zSystem = "libmemcached", MC_SHARED, .xBytes = lm_bytes

const RkScheme rk_scheme_memcached_ketama = {
  .zName = "memcached_ketama",
  .zComponent = "MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED (= libketama,"
                " spymemcached KETAMA_HASH)",
  .zHash = "MD5 bytes 0..3 little-endian",
  .zReduction = "ketama ring: floor(w/W * 40 * N) MD5 digests of 'name-j'"
                " a server, 4 points each; first point >= hash",
  LM_COMMON, .seed = HASH_MD5,
};
const RkScheme rk_scheme_libmemcached_ketama = {
  .zName = "libmemcached_ketama",
  .zComponent = "MEMCACHED_BEHAVIOR_KETAMA alone (not libketama's ring)",
  .zHash = "one-at-a-time (signed char bytes)",
  .zReduction = "100 points a server, one_at_a_time('name-j'); first"
                " point >= hash; a weight above 1 makes it memcached_ketama's"
                " MD5 ring (the key hash unchanged)",
  LM_COMMON, .seed = HASH_OAT,
};
const RkScheme rk_scheme_libmemcached_modula = {
  .zName = "libmemcached_modula",
  .zComponent = "default distribution (MODULA)",
  .zHash = "one-at-a-time (signed char bytes)",
  .zReduction = "hash % number of servers; weights ignored",
  LM_COMMON, .seed = HASH_OAT,
};

#define TW_COMMON \
  .zSystem = "twemproxy (nutcracker)", MC_SHARED, .xBytes = tw_bytes, \
  .seed = HASH_FNV1A_64

const RkScheme rk_scheme_twemproxy = {
  .zName = "twemproxy", .zComponent = "a pool's distribution: and hash:",
  .zHash = "the pool's hash: (default fnv1a_64); the empty key 0",
  .zReduction = "distribution=ketama: MD5 ring over server names (as"
                " twemproxy_ketama); modula: as twemproxy_modula",
  TW_COMMON, .aOpt = aTwFullOpt, .nOpt = 2, .aOptWords = aTwFullWords, .xOptionSeed = tw_full_seed,
};
const RkScheme rk_scheme_twemproxy_ketama = {
  .zName = "twemproxy_ketama", .zComponent = "distribution: ketama",
  .zHash = "the pool's hash: (default fnv1a_64); the empty key 0",
  .zReduction = "ketama ring: floor(w/W * 40 * N) MD5 digests of 'name-j'"
                " (the configured name, else host[:port]), 4 points each",
  TW_COMMON, .aOpt = aTwOpt, .nOpt = 1, .aOptWords = aTwWords, .xOptionSeed = tw_seed,
};
const RkScheme rk_scheme_twemproxy_modula = {
  .zName = "twemproxy_modula", .zComponent = "distribution: modula",
  .zHash = "the pool's hash: (default fnv1a_64); the empty key 0",
  .zReduction = "hash % W over the servers sorted by name (twemproxy's"
                " order), server i w_i times",
  TW_COMMON, .aOpt = aTwOpt, .nOpt = 1, .aOptWords = aTwWords, .xOptionSeed = tw_seed,
};
