/*
** vshard.c - Tarantool vshard's bucket ids (no SQLite dependency).
**
**   SELECT key_partition('user42', 3000, 'vshard_strcrc32') + 1;  -- bucket 1666
**   SELECT key_hash('abc', 'vshard_strcrc32');                    -- 3384066120
**   SELECT key_partition(42, 3000, 'vshard_mpcrc32') + 1;         -- bucket 2769
**
** tarantool/vshard vshard/hash.lua: bucket_id_strcrc32(key) =
** digest.crc32(tostring(key)) % bucket_count + 1 and bucket_id_mpcrc32(key)
** = digest.crc32(piece) % bucket_count + 1, where a string's piece is its
** bytes and any other value's its MessagePack encoding; a table key feeds
** its elements' pieces, in order, to one running crc (digest.crc32.new,
** :update, :result). Tarantool's digest.crc32 is CRC-32C with the register
** preset to 0xFFFFFFFF and no final inversion (crc32c.h).
**
** n is the router's total bucket_count (vshard's default 3000). Buckets
** are numbered from 1; rowkey's partitions from 0: the partition is
** bucket_id - 1 = crc % n.
**
** strcrc32's INTEGER key is tostring() of the value tonumber64(decimal)
** gives: a Lua number when |v| < 10^14, printed as the decimal; else an
** int64/uint64 cdata, printed with its suffix: 100000000000000ULL,
** -100000000000000LL. mpcrc32's is the shortest MessagePack integer.
** TEXT and BLOB keys are the string's bytes. NULL (nil) is an error, as
** vshard raises one.
*/
#include <string.h>
#include "scheme.h"
#include "keys.h"
#include "crc32c.h"

#define VSHARD_CRC_INIT 0xFFFFFFFFu

/* The bytes of tostring(tonumber64(decimal of v)) at the end of a buffer
** of VSHARD_INT_TEXT bytes ending at zEnd; returns where they start. */
#define VSHARD_INT_TEXT (RK_INT64_DIGITS + 4)
#define VSHARD_NUMBER_LIMIT 100000000000000LL   /* 10^14 */
static char *vshard_tostring(char *zEnd, int64_t v){
  char *z;
  if( v > -VSHARD_NUMBER_LIMIT && v < VSHARD_NUMBER_LIMIT ){
    return rk_format_int64_back(zEnd, v);
  }
  /* cdata: int64_t prints "LL", uint64_t (tonumber64 of a non-negative
  ** decimal) "ULL". */
  if( v < 0 ){
    z = zEnd - 2;
    z[0] = 'L'; z[1] = 'L';
  }else{
    z = zEnd - 3;
    z[0] = 'U'; z[1] = 'L'; z[2] = 'L';
  }
  return rk_format_int64_back(z, v);
}

static uint32_t vshard_str_feed_int(uint32_t reg, int64_t v){
  char buf[VSHARD_INT_TEXT], *z = vshard_tostring(buf + sizeof buf, v);
  return rk_crc32c_raw(reg, z, (size_t)(buf + sizeof buf - z));
}

/* The shortest MessagePack encoding of v into buf (9 bytes); its size. */
static size_t vshard_msgpack_int(unsigned char *buf, int64_t v){
  uint64_t u = (uint64_t)v;
  int nb, i;
  if( v >= 0 && v <= 127 ){
    buf[0] = (unsigned char)v;                  /* positive fixint */
    return 1;
  }
  if( v < 0 && v >= -32 ){
    buf[0] = (unsigned char)(u & 0xFF);         /* negative fixint */
    return 1;
  }
  if( v >= 0 ){
    if( v <= 0xFF ){ buf[0] = 0xcc; nb = 1; }
    else if( v <= 0xFFFF ){ buf[0] = 0xcd; nb = 2; }
    else if( v <= 0xFFFFFFFFLL ){ buf[0] = 0xce; nb = 4; }
    else { buf[0] = 0xcf; nb = 8; }
  }else{
    if( v >= -128 ){ buf[0] = 0xd0; nb = 1; }
    else if( v >= -32768 ){ buf[0] = 0xd1; nb = 2; }
    else if( v >= INT32_MIN ){ buf[0] = 0xd2; nb = 4; }
    else { buf[0] = 0xd3; nb = 8; }
  }
  for(i = 0; i < nb; i++){
    buf[1 + i] = (unsigned char)(u >> (8 * (nb - 1 - i)));
  }
  return (size_t)nb + 1;
}

static uint32_t vshard_mp_feed_int(uint32_t reg, int64_t v){
  unsigned char buf[9];
  size_t n = vshard_msgpack_int(buf, v);
  return rk_crc32c_raw(reg, buf, n);
}

static int64_t vshard_str_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)vshard_str_feed_int(VSHARD_CRC_INIT, v);
}

static int64_t vshard_mp_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)vshard_mp_feed_int(VSHARD_CRC_INIT, v);
}

/* A string is its bytes under both functions. */
static int vshard_bytes(const unsigned char *z, size_t n, int isText,
                        uint64_t seed, int64_t *pHash){
  (void)isText;
  (void)seed;
  *pHash = (int64_t)rk_crc32c_raw(VSHARD_CRC_INIT, z, n);
  return RK_HASHED;
}

/* vshard raises an error for a nil key. */
static int vshard_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  (void)pHash;
  return RK_BADKEY;
}

/* A table key {k1, k2, ...}: each element's piece into one running crc.
** A NULL element is refused (Lua's ipairs would stop at it and drop the
** rest silently). */
static int vshard_multi_feed(const RkKey *aKey, int nKey, int isMp,
                             int64_t *pHash, int *piBad){
  uint32_t reg = VSHARD_CRC_INIT;
  int i;
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    if( k->type==RK_KEY_INT ){
      reg = isMp ? vshard_mp_feed_int(reg, k->i) : vshard_str_feed_int(reg, k->i);
    }else if( k->type==RK_KEY_TEXT || k->type==RK_KEY_BLOB ){
      reg = rk_crc32c_raw(reg, k->z, k->n);
    }else{
      *piBad = i;
      return RK_BADKEY;
    }
  }
  *pHash = (int64_t)reg;
  return RK_HASHED;
}

static int vshard_str_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                            uint64_t seed, int64_t *pHash, int *piBad){
  (void)pl;
  (void)seed;
  return vshard_multi_feed(aKey, nKey, 0, pHash, piBad);
}

static int vshard_mp_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                           uint64_t seed, int64_t *pHash, int *piBad){
  (void)pl;
  (void)seed;
  return vshard_multi_feed(aKey, nKey, 1, pHash, piBad);
}

static uint64_t vshard_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t vshard_str_int_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)vshard_str_feed_int(VSHARD_CRC_INIT, v) % pl->n;
}

static uint64_t vshard_mp_int_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)vshard_mp_feed_int(VSHARD_CRC_INIT, v) % pl->n;
}

#define VSHARD_COMMON \
  .zSystem = "Tarantool vshard", \
  .zText = "its bytes", .zBlob = "its bytes", \
  .zReduction = "crc % n = bucket_id - 1 (n = bucket_count, default 3000)", \
  .zNull = "an error (vshard refuses a nil key)", \
  .nMin = 1, .nMax = UINT32_MAX, RK_INT64_KEYS, \
  .xBytes = vshard_bytes, .acceptText = 1, .acceptBlob = 1, \
  .xNull = vshard_null, .xReduce = vshard_reduce

const RkScheme rk_scheme_vshard_strcrc32 = {
  .zName = "vshard_strcrc32",
  .zComponent = "router.bucket_id_strcrc32 (partition = bucket_id - 1)",
  .zHash = "Tarantool digest.crc32 (CRC-32C, no final xor) of tostring(key)",
  .zInteger = "tostring(tonumber64(v)): the decimal if |v| < 10^14, else"
              " with suffix ULL (v >= 0) or LL",
  VSHARD_COMMON,
  .xInt = vshard_str_int, .xIntPartition = vshard_str_int_partition,
  .xMulti = vshard_str_multi,
};

const RkScheme rk_scheme_vshard_mpcrc32 = {
  .zName = "vshard_mpcrc32",
  .zComponent = "router.bucket_id_mpcrc32 (partition = bucket_id - 1)",
  .zHash = "Tarantool digest.crc32 (CRC-32C, no final xor) of a string's"
           " bytes or a number's MessagePack",
  .zInteger = "its shortest MessagePack encoding",
  VSHARD_COMMON,
  .xInt = vshard_mp_int, .xIntPartition = vshard_mp_int_partition,
  .xMulti = vshard_mp_multi,
};
