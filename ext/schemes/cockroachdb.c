/*
** cockroachdb.c - the shard column of a CockroachDB hash-sharded index (no
** SQLite dependency).
**
**   SELECT key_partition(1, 8, 'cockroachdb_shard');        -- the shard
**   SELECT key_partition_multi(16, 'cockroachdb_shard', 'a', 7);
**   SELECT key_partition(1, 8, 'cockroachdb_shard_md5');    -- newest form
**
** ... USING HASH WITH (bucket_count = n) adds the hidden column
** crdb_internal_<cols>_shard_<n> =
** mod(fnv32(crdb_internal.datums_to_bytes(cols...)), n) (v22.1 on,
** hash_sharded_compute_expr.go); the newest master hashes the 32 lower-case
** hex digits of md5(datums_to_bytes(...)) instead. datums_to_bytes is each
** column's ascending key encoding (encoding.go), concatenated: an INT as
** EncodeVarintAscending, STRING and BYTES as 0x12, the bytes with 0x00
** escaped 00 ff, then 00 01; NULL 0x00. fnv32 is FNV-1 (multiply, then
** xor). The expression is stored per index: SHOW CREATE TABLE says which
** form an index has.
*/
#include "scheme.h"
#include "md5.h"

#define FNV1_OFFSET 2166136261u
#define FNV1_PRIME  16777619u

/* Where the encoded bytes go: FNV-1 directly, or MD5 first. */
typedef struct CrdbSink {
  int md5;
  uint32_t fnv;
  RkMd5 ctx;
} CrdbSink;

static uint32_t fnv1(uint32_t h, const unsigned char *z, size_t n){
  size_t i;
  for(i = 0; i < n; i++) h = (h * FNV1_PRIME) ^ z[i];
  return h;
}

static void sink_put(CrdbSink *s, const unsigned char *z, size_t n){
  if( s->md5 ) rk_md5_update(&s->ctx, z, n);
  else s->fnv = fnv1(s->fnv, z, n);
}

static void sink_init(CrdbSink *s, int md5){
  s->md5 = md5;
  s->fnv = FNV1_OFFSET;
  if( md5 ) rk_md5_init(&s->ctx);
}

static uint32_t sink_hash(CrdbSink *s){
  unsigned char d[16], hex[32];
  static const char aHex[] = "0123456789abcdef";
  int i;
  if( !s->md5 ) return s->fnv;
  rk_md5_final(&s->ctx, d);
  for(i = 0; i < 16; i++){
    hex[2*i] = (unsigned char)aHex[d[i] >> 4];
    hex[2*i+1] = (unsigned char)aHex[d[i] & 15];
  }
  return fnv1(FNV1_OFFSET, hex, sizeof hex);
}

/* EncodeVarintAscending. */
static void crdb_put_int(CrdbSink *s, int64_t v){
  unsigned char b[9];
  int k = 1, i;
  uint64_t u;
  if( v >= 0 && v <= 109 ){
    b[0] = (unsigned char)(0x88 + v);
    sink_put(s, b, 1);
    return;
  }
  if( v >= 0 ){
    u = (uint64_t)v;
    while( k < 8 && (u >> (8*k))!=0 ) k++;
    b[0] = (unsigned char)(0xf5 + k);
  }else{
    /* k minimal with v >= -(256^k - 1), that is ~v < 256^k - 1 */
    u = (uint64_t)v;
    while( k < 8 && (~u >> (8*k))!=0 ) k++;
    if( k < 8 && (~u)==((uint64_t)1 << (8*k)) - 1 ) k++;
    b[0] = (unsigned char)(0x88 - k);
  }
  for(i = 0; i < k; i++) b[1+i] = (unsigned char)(u >> (8*(k - 1 - i)));
  sink_put(s, b, (size_t)k + 1);
}

/* EncodeBytesAscending. */
static void crdb_put_bytes(CrdbSink *s, const unsigned char *z, size_t n){
  static const unsigned char tag = 0x12, esc[2] = { 0x00, 0xff },
                             term[2] = { 0x00, 0x01 };
  size_t i, start = 0;
  sink_put(s, &tag, 1);
  for(i = 0; i < n; i++){
    if( z[i]==0 ){
      sink_put(s, z + start, i - start);
      sink_put(s, esc, 2);
      start = i + 1;
    }
  }
  sink_put(s, z + start, n - start);
  sink_put(s, term, 2);
}

static void crdb_put(CrdbSink *s, const RkKey *k){
  static const unsigned char null = 0x00;
  switch( k->type ){
    case RK_KEY_NULL: sink_put(s, &null, 1); break;
    case RK_KEY_INT:  crdb_put_int(s, k->i); break;
    default:          crdb_put_bytes(s, k->z, k->n); break;
  }
}

static int64_t crdb_key(const RkKey *k, int md5){
  CrdbSink s;
  sink_init(&s, md5);
  crdb_put(&s, k);
  return (int64_t)sink_hash(&s);
}

static int64_t crdb_int(int64_t v, uint64_t seed){
  RkKey k = { RK_KEY_INT, v, 0, 0, 0 };
  (void)seed;
  return crdb_key(&k, 0);
}
static int64_t crdb_md5_int(int64_t v, uint64_t seed){
  RkKey k = { RK_KEY_INT, v, 0, 0, 0 };
  (void)seed;
  return crdb_key(&k, 1);
}

static int crdb_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  RkKey k = { isText ? RK_KEY_TEXT : RK_KEY_BLOB, 0, 0, z, n };
  (void)seed;
  *pHash = crdb_key(&k, 0);
  return RK_HASHED;
}
static int crdb_md5_bytes(const unsigned char *z, size_t n, int isText,
                          uint64_t seed, int64_t *pHash){
  RkKey k = { isText ? RK_KEY_TEXT : RK_KEY_BLOB, 0, 0, z, n };
  (void)seed;
  *pHash = crdb_key(&k, 1);
  return RK_HASHED;
}

static int crdb_null(uint64_t seed, int64_t *pHash){
  RkKey k = { RK_KEY_NULL, 0, 0, 0, 0 };
  (void)seed;
  *pHash = crdb_key(&k, 0);
  return RK_HASHED;
}
static int crdb_md5_null(uint64_t seed, int64_t *pHash){
  RkKey k = { RK_KEY_NULL, 0, 0, 0, 0 };
  (void)seed;
  *pHash = crdb_key(&k, 1);
  return RK_HASHED;
}

static int crdb_multi_hash(const RkKey *aKey, int nKey, int md5,
                           int64_t *pHash, int *piBad){
  CrdbSink s;
  int i;
  sink_init(&s, md5);
  for(i = 0; i < nKey; i++){
    if( aKey[i].type==RK_KEY_REAL ){
      *piBad = i;
      return RK_BADKEY;
    }
    crdb_put(&s, &aKey[i]);
  }
  *pHash = (int64_t)sink_hash(&s);
  return RK_HASHED;
}
static int crdb_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                      uint64_t seed, int64_t *pHash, int *piBad){
  (void)pl;
  (void)seed;
  return crdb_multi_hash(aKey, nKey, 0, pHash, piBad);
}
static int crdb_md5_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                          uint64_t seed, int64_t *pHash, int *piBad){
  (void)pl;
  (void)seed;
  return crdb_multi_hash(aKey, nKey, 1, pHash, piBad);
}

static uint64_t crdb_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}
static uint64_t crdb_int_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)crdb_int(v, 0) % pl->n;
}
static uint64_t crdb_md5_int_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)crdb_md5_int(v, 0) % pl->n;
}

/* Both entries encode keys alike (datums_to_bytes) and differ in the
** hash over the encoding. */
#define CRDB_INTEGER "INT: EncodeVarintAscending"
#define CRDB_TEXT    "STRING: 0x12, bytes (00 as 00 ff), 00 01"
#define CRDB_BLOB    "BYTES: 0x12, bytes (00 as 00 ff), 00 01"

#define CRDB_COMMON \
  .zSystem = "CockroachDB", \
  .zReduction = "hash % n (bucket_count)", .zNull = "encoded as 0x00", \
  .nMin = 1, .nMax = 2048, .xReduce = crdb_reduce

const RkScheme rk_scheme_cockroachdb_shard = {
  .zName = "cockroachdb_shard", .zComponent = "hash-sharded index (v22.1+)",
  .zHash = "FNV-1 32 of datums_to_bytes(cols)",
  .zInteger = CRDB_INTEGER, RK_INT64_KEYS,
  .xInt = crdb_int, .xIntPartition = crdb_int_partition,
  .zText = CRDB_TEXT, .zBlob = CRDB_BLOB,
  .xBytes = crdb_bytes, .acceptText = 1, .acceptBlob = 1,
  .xNull = crdb_null, .xMulti = crdb_multi,
  CRDB_COMMON,
};
const RkScheme rk_scheme_cockroachdb_shard_md5 = {
  .zName = "cockroachdb_shard_md5", .zComponent = "hash-sharded index (newest master)",
  .zHash = "FNV-1 32 of the hex md5 of datums_to_bytes(cols)",
  .zInteger = CRDB_INTEGER, RK_INT64_KEYS,
  .xInt = crdb_md5_int, .xIntPartition = crdb_md5_int_partition,
  .zText = CRDB_TEXT, .zBlob = CRDB_BLOB,
  .xBytes = crdb_md5_bytes, .acceptText = 1, .acceptBlob = 1,
  .xNull = crdb_md5_null, .xMulti = crdb_md5_multi,
  CRDB_COMMON,
};
