/*
** redis.c - Redis Cluster: the hash slot of a key and the master that owns
** it in a cluster made by redis-cli (no SQLite dependency).
**
**   SELECT key_hash('{user1000}.following', 'redis');   -- 3443, the slot
**   SELECT key_partition('redis', 4, 'redis');          -- 0, the master
**
** The slot is CRC-16/XMODEM & 0x3FFF over the key, or over its hash tag:
** the bytes between the first '{' and the first '}' after it, when there
** is at least one byte between them (redis/redis src/cluster.c,
** keyHashSlot). The master is the one `redis-cli --cluster create` assigns
** the slot to when given n masters on one host, in command-line order
** (src/redis-cli.c, clusterManagerCommandCreate). An INTEGER key is its
** decimal text, as a client sends it (SET 1420008 v stores "1420008").
**
** key_partition finds the master from the n range ends, which xPrepare
** computes once per statement (or per n, when n changes).
*/
#include <math.h>
#include <string.h>
#include "crc16.h"
#include "redis.h"
#include <stdio.h>
#include "scheme.h"
#include "keys.h"

unsigned rk_redis_slot(const unsigned char *z, size_t n){
  /* memchr: most keys have no '{', and the C library scans fastest. */
  const unsigned char *s = n ? memchr(z, '{', n) : 0;
  if( s ){
    size_t rest = n - (size_t)(s - z) - 1;
    const unsigned char *e = rest ? memchr(s + 1, '}', rest) : 0;
    /* Only a tag with something in it counts: "{}" and "a{b" hash whole. */
    if( e && e > s + 1 ){
      return rk_crc16_xmodem(s + 1, (size_t)(e - s - 1)) & 0x3FFFu;
    }
  }
  return rk_crc16_xmodem(z, n) & 0x3FFFu;
}

void rk_redis_ranges(uint32_t n, uint32_t *aLast){
  /* redis-cli's own arithmetic, in single precision, in its order: each
  ** float assignment rounds to float also where the FPU computes wider
  ** (C99 5.2.4.2.2), so the drift that moves boundaries from n = 78 on is
  ** reproduced everywhere. */
  float spn = (float)RK_REDIS_SLOTS / (float)n;
  float cursor = 0.0f;
  long first = 0;
  uint32_t i;
  for(i = 0; i < n; i++){
    float a = cursor + spn;
    float b = a - 1.0f;
    long last = lroundf(b);   /* redis-cli: lround of the float, widened */
    if( last > RK_REDIS_SLOTS || i == n - 1 ) last = RK_REDIS_SLOTS - 1;
    if( last < first ) last = first;
    aLast[i] = (uint32_t)last;
    first = last + 1;
    cursor = cursor + spn;
  }
}

/* ---- The entry --------------------------------------------------------- */

/* The slot of v's decimal text (which has no '{', so no tag to look for). */
static unsigned int_slot(int64_t v){
  char buf[RK_INT64_DIGITS], *z = rk_format_int64_back(buf + sizeof buf, v);
  return rk_crc16_xmodem(z, (size_t)(buf + sizeof buf - z)) & 0x3FFFu;
}

static int64_t redis_int(int64_t v, uint64_t seed){
  (void)seed;
  return int_slot(v);
}

static int redis_bytes(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  (void)isText; (void)seed;
  *pHash = rk_redis_slot(z, n);
  return RK_HASHED;
}

/* The master of a slot: the first whose last slot is at or past it. The
** ranges are nearly even, so slot * n / 16384 is the master or a few
** away (redis-cli's float drift moves boundaries by a few slots at most),
** and the search walks from there: no slot -> master table to build, so
** that a row whose n differs from the previous row's costs n words of
** ranges, not 16384 (pl->aTable holds the n last slots). */
static uint64_t redis_master(unsigned slot, const RkPlace *pl){
  const uint32_t *aLast = pl->aTable;
  uint64_t i = ((uint64_t)slot * pl->n) >> 14;
  while( i > 0 && aLast[i-1] >= slot ) i--;
  while( aLast[i] < slot ) i++;
  return i;
}

static uint64_t redis_reduce(int64_t slot, const RkPlace *pl){
  return redis_master((unsigned)slot & 0x3FFFu, pl);
}

static uint64_t redis_int_part(int64_t v, const RkPlace *pl){
  return redis_master(int_slot(v), pl);
}

static size_t redis_table_size(const RkPlace *pl){
  return (size_t)pl->n;
}

static int redis_prepare(RkPlace *pl, char *zErr, size_t nErr){
  (void)zErr; (void)nErr;
  rk_redis_ranges((uint32_t)pl->n, pl->aTable);
  return 0;
}

/* Master i's slots, from the ends xPrepare stored; empty ranges (n >= 7542
** only) have none. */
static void redis_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  const uint32_t *aLast = pl->aTable;
  uint32_t lo = i==0 ? 0 : aLast[i-1] + 1, hi = aLast[i];
  pR->hasLower = pR->hasUpper = pR->hasStatement = 0;
  if( lo >= RK_REDIS_SLOTS || lo > hi ) return;
  pR->hasLower = pR->hasUpper = pR->hasStatement = 1;
  snprintf(pR->zLower, sizeof pR->zLower, "%u", lo);
  snprintf(pR->zUpper, sizeof pR->zUpper, "%u", hi);
  snprintf(pR->zStatement, sizeof pR->zStatement,
           "CLUSTER ADDSLOTSRANGE %u %u", lo, hi);
}

const RkScheme rk_scheme_redis = {
  .zName = "redis",
  .zSystem = "Redis Cluster",
  .zComponent = "hash slot; master of a cluster made by redis-cli --cluster create",
  .zHash = "CRC-16/XMODEM of the key or its {hash tag}, & 0x3fff: the slot",
  .zInteger = "its decimal text",
  .zText = "the UTF-8 bytes",
  .zBlob = "the bytes",
  .zReduction = "the index of the master owning the slot (redis-cli's ranges)",
  .zNull = "NULL",
  .zClients = "Valkey Cluster (the same slots, valkey-cli --cluster create)",
  .nMin = 1, .nMax = RK_REDIS_SLOTS,
  RK_INT64_KEYS,
  .xInt = redis_int,
  .xBytes = redis_bytes, .acceptText = 1, .acceptBlob = 1,
  .xReduce = redis_reduce,
  .xIntPartition = redis_int_part,
  .xPrepare = redis_prepare,
  .xTableSize = redis_table_size,
  .xRange = redis_range,
};
