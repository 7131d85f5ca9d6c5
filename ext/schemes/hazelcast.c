/*
** hazelcast.c - the Hazelcast partition id of a map key (no SQLite
** dependency).
**
**   SELECT key_partition('user42', 271, 'hazelcast');    -- 220
**   SELECT key_hash(42, 'hazelcast');                    -- 1624962215
**   SELECT key_partition(7, 271, 'hazelcast:int32');     -- an Integer key
**
** The key is serialized (HeapData: a 4-byte partition hash, a 4-byte
** big-endian type id, the payload) and the partition hash is
** MurmurHash3 x86_32 with seed 0x01000193 of the payload (the header is
** not hashed), read as a signed int32: a Long (INTEGER) is 8 bytes
** big-endian, an Integer (':int32') 4 bytes big-endian, a String (TEXT)
** its int32 big-endian UTF-8 length and the UTF-8 bytes, a byte[] (BLOB)
** its int32 big-endian length and the bytes. The partition is
** HashUtil.hashToIndex(hash, n): 0 for -2^31, else abs(hash) % n, n being
** hazelcast.partition.count (271 by default). Hazelcast refuses null keys.
*/
#include "scheme.h"
#include "bytes.h"
#include "murmur.h"
#include "utf16.h"

#define HAZELCAST_SEED 0x01000193u

static int64_t hz_long(int64_t v, uint64_t seed){
  /* The 8 bytes big-endian, read as blocks little-endian. */
  return (int32_t)rk_murmur3_x86_32_u64(rk_bswap64((uint64_t)v), (uint32_t)seed);
}

static int64_t hz_int(int64_t v, uint64_t seed){
  return (int32_t)rk_murmur3_x86_32_u32(rk_bswap32((uint32_t)v), (uint32_t)seed);
}

static int hz_bytes(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  /* A Java array or String holds at most 2^31 - 1 bytes; a String is
  ** well-formed text. */
  if( n > 0x7fffffff ) return RK_BADKEY;
  if( isText && !rk_utf8_valid(z, n) ) return RK_BADKEY;
  *pHash = (int32_t)rk_murmur3_x86_32_be32_prefixed((uint32_t)n, z, n,
                                                    (uint32_t)seed);
  return RK_HASHED;
}

/* HashUtil.hashToIndex. */
static uint64_t hz_reduce(int64_t hash, const RkPlace *pl){
  if( hash==INT32_MIN ) return 0;
  return (uint64_t)(hash < 0 ? -hash : hash) % pl->n;
}
static uint64_t hz_long_partition(int64_t v, const RkPlace *pl){
  return hz_reduce(hz_long(v, HAZELCAST_SEED), pl);
}
static uint64_t hz_int_partition(int64_t v, const RkPlace *pl){
  return hz_reduce(hz_int(v, HAZELCAST_SEED), pl);
}

#define HAZELCAST_COMMON \
  .zSystem = "Hazelcast", \
  .zHash = "MurmurHash3 x86_32, seed 0x01000193, of the serialized payload", \
  .zReduction = "hash == -2^31 ? 0 : abs(hash) % n (HashUtil.hashToIndex);" \
                " n = hazelcast.partition.count, 271 by default", \
  .zNull = "no partition (Hazelcast refuses null keys)", \
  .nMin = 1, .nMax = INT32_MAX, .seed = HAZELCAST_SEED, \
  .xReduce = hz_reduce

const RkScheme rk_scheme_hazelcast = {
  .zName = "hazelcast", .zComponent = "partition id of a Long, String or byte[] key",
  .zInteger = "Long: 8 bytes big-endian", RK_INT64_KEYS,
  .xInt = hz_long, .xIntPartition = hz_long_partition,
  .zText = "String: int32 big-endian UTF-8 length, the UTF-8 (well-formed)",
  .zBlob = "byte[]: int32 big-endian length, the bytes",
  .xBytes = hz_bytes, .acceptText = 1, .acceptBlob = 1,
  .zKeyWant = "an integer, well-formed UTF-8 text or a blob",
  HAZELCAST_COMMON,
};
const RkScheme rk_scheme_hazelcast32 = {
  .zName = "hazelcast:int32", .zComponent = "partition id of an Integer key",
  .zInteger = "Integer: 4 bytes big-endian", RK_INT32_KEYS,
  .xInt = hz_int, .xIntPartition = hz_int_partition,
  HAZELCAST_COMMON,
};
