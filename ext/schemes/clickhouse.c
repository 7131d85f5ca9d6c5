/*
** clickhouse.c - the shard of a ClickHouse Distributed table sharded by
** cityHash64(key) or sipHash64(key) (no SQLite dependency).
**
**   SELECT key_partition('user42', 3, 'clickhouse');     -- 0: shard_num 1
**   SELECT key_partition(1420008, '[9,10,1]', 'clickhouse');  -- weights
**   SELECT key_hash('Moscow', 'clickhouse');   -- cityHash64('Moscow') as
**                                              -- a signed integer
**   SELECT key_hash(7, 'clickhouse_sip:int32'); -- sipHash64(toInt32(7))
**
** The Distributed engine evaluates the sharding expression per row and
** sends the row to slot_to_shard[value mod total weight]: the shards in
** config order, each repeated weight times. With n shards of weight 1 that
** is value mod n. The value is the UInt64 hash; SQLite integers are
** signed, so key_hash reports the same 64 bits as a signed integer.
**
** Key bytes: a String (TEXT or BLOB) is hashed as its bytes; an integer
** column is typed: cityHash64 of Int64 / Int32 is intHash64 of the value
** zero-extended to 64 bits (not CityHash), sipHash64 hashes its 8 / 4
** little-endian bytes.
*/
#include "scheme.h"
#include "cityhash64.h"
#include "siphash.h"

/* ---- Hashes of each key type ----------------------------------------------- */

static int64_t city_int64(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_ch_int_hash64((uint64_t)v);
}

static int64_t city_int32(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_ch_int_hash64((uint64_t)(uint32_t)v);
}

static int city_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = (int64_t)rk_cityhash64_v102(z, n);
  return RK_HASHED;
}

static int64_t sip_int64(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_siphash24_u64((uint64_t)v);
}

static int64_t sip_int32(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)rk_siphash24_u32((uint32_t)v);
}

static int sip_bytes(const unsigned char *z, size_t n, int isText,
                     uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = (int64_t)rk_siphash24(0, 0, z, n);
  return RK_HASHED;
}

/* ---- The shard of a hash ---------------------------------------------------- */

/* With weights, aTable holds the running totals of the weights, each as
** two words (low, high): shard i takes the slots [total(i-1), total(i)). */
static size_t ch_table_size(const RkPlace *pl){
  return pl->aWeight ? 2 * (size_t)pl->n : 0;
}

static uint64_t ch_total(const RkPlace *pl, uint64_t i){
  return (uint64_t)pl->aTable[2*i] | ((uint64_t)pl->aTable[2*i + 1] << 32);
}

/* c1 = the total weight (at most 65536 weights below 2^32: no overflow). */
static int ch_prepare(RkPlace *pl, char *zErr, size_t nErr){
  uint64_t i, total = 0;
  (void)zErr;
  (void)nErr;
  if( pl->aWeight==0 ) return 0;
  for(i = 0; i < pl->n; i++){
    total += pl->aWeight[i];
    pl->aTable[2*i] = (uint32_t)total;
    pl->aTable[2*i + 1] = (uint32_t)(total >> 32);
  }
  pl->c1 = total;
  return 0;
}

/* The first shard whose running total exceeds slot (binary search). */
static uint64_t ch_weighted(uint64_t h, const RkPlace *pl){
  uint64_t slot = h % pl->c1, lo = 0, hi = pl->n - 1;
  while( lo < hi ){
    uint64_t mid = lo + (hi - lo) / 2;
    if( slot < ch_total(pl, mid) ) hi = mid; else lo = mid + 1;
  }
  return lo;
}

static uint64_t ch_reduce(int64_t hash, const RkPlace *pl){
  if( pl->aWeight ) return ch_weighted((uint64_t)hash, pl);
  return (uint64_t)hash % pl->n;
}

static uint64_t city_int64_part(int64_t v, const RkPlace *pl){
  uint64_t h = rk_ch_int_hash64((uint64_t)v);
  return pl->aWeight ? ch_weighted(h, pl) : h % pl->n;
}

static uint64_t city_int32_part(int64_t v, const RkPlace *pl){
  uint64_t h = rk_ch_int_hash64((uint64_t)(uint32_t)v);
  return pl->aWeight ? ch_weighted(h, pl) : h % pl->n;
}

static uint64_t sip_int64_part(int64_t v, const RkPlace *pl){
  uint64_t h = rk_siphash24_u64((uint64_t)v);
  return pl->aWeight ? ch_weighted(h, pl) : h % pl->n;
}

static uint64_t sip_int32_part(int64_t v, const RkPlace *pl){
  uint64_t h = rk_siphash24_u32((uint32_t)v);
  return pl->aWeight ? ch_weighted(h, pl) : h % pl->n;
}

/* ---- The entries ------------------------------------------------------------ */

#define CH_REDUCTION "hash mod n (unsigned); weights '[w1,...]': the shard" \
  " whose slots [w1+..+w(i-1), w1+..+wi) hold hash mod (w1+..+wn)"
#define CH_NULL "no shard (a Nullable sharding key is not covered)"
#define CLICKHOUSE_COMMON \
  .nMin = 1, .nMax = INT64_MAX, .flags = RK_WEIGHTS, .seed = 0, \
  .xReduce = ch_reduce, .xPrepare = ch_prepare, .xTableSize = ch_table_size

const RkScheme rk_scheme_clickhouse = {
  .zName = "clickhouse", .zSystem = "ClickHouse",
  .zComponent = "Distributed table, sharding key cityHash64(key)",
  .zHash = "cityHash64: CityHash64 v1.0.2 (String), intHash64 (integers)",
  .zInteger = "Int64: intHash64 of its 64 bits",
  .zText = "String: CityHash64 v1.0.2 of its UTF-8 bytes",
  .zBlob = "String: CityHash64 v1.0.2 of its bytes",
  .zReduction = CH_REDUCTION, .zNull = CH_NULL,
  RK_INT64_KEYS,
  .xInt = city_int64,
  .xBytes = city_bytes, .acceptText = 1, .acceptBlob = 1,
  .xIntPartition = city_int64_part,
  CLICKHOUSE_COMMON,
};
const RkScheme rk_scheme_clickhouse32 = {
  .zName = "clickhouse:int32", .zSystem = "ClickHouse",
  .zComponent = "Distributed table, cityHash64 of an Int32 column",
  .zHash = "cityHash64: intHash64",
  .zInteger = "Int32: intHash64 of its 32 bits zero-extended",
  .zReduction = CH_REDUCTION, .zNull = CH_NULL,
  RK_INT32_KEYS,
  .xInt = city_int32,
  .xIntPartition = city_int32_part,
  CLICKHOUSE_COMMON,
};
const RkScheme rk_scheme_clickhouse_sip = {
  .zName = "clickhouse_sip", .zSystem = "ClickHouse",
  .zComponent = "Distributed table, sharding key sipHash64(key)",
  .zHash = "sipHash64: SipHash-2-4, key 0",
  .zInteger = "Int64: its 8 bytes little-endian",
  .zText = "String: its UTF-8 bytes", .zBlob = "String: its bytes",
  .zReduction = CH_REDUCTION, .zNull = CH_NULL,
  RK_INT64_KEYS,
  .xInt = sip_int64,
  .xBytes = sip_bytes, .acceptText = 1, .acceptBlob = 1,
  .xIntPartition = sip_int64_part,
  CLICKHOUSE_COMMON,
};
const RkScheme rk_scheme_clickhouse_sip32 = {
  .zName = "clickhouse_sip:int32", .zSystem = "ClickHouse",
  .zComponent = "Distributed table, sipHash64 of an Int32 column",
  .zHash = "sipHash64: SipHash-2-4, key 0",
  .zInteger = "Int32: its 4 bytes little-endian",
  .zReduction = CH_REDUCTION, .zNull = CH_NULL,
  RK_INT32_KEYS,
  .xInt = sip_int32,
  .xIntPartition = sip_int32_part,
  CLICKHOUSE_COMMON,
};
