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
** (src/redis-cli.c, clusterManagerCommandCreate).
*/
#include <math.h>
#include "crc16.h"
#include "redis.h"

unsigned rk_redis_slot(const unsigned char *z, size_t n){
  size_t s, e;
  for(s = 0; s < n && z[s] != '{'; s++){}
  if( s < n ){
    for(e = s + 1; e < n && z[e] != '}'; e++){}
    /* Only a tag with something in it counts: "{}" and "a{b" hash whole. */
    if( e < n && e > s + 1 ){
      return rk_crc16_xmodem(z + s + 1, e - s - 1) & 0x3FFFu;
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
    long last = lround(b);
    if( last > RK_REDIS_SLOTS || i == n - 1 ) last = RK_REDIS_SLOTS - 1;
    if( last < first ) last = first;
    aLast[i] = (uint32_t)last;
    first = last + 1;
    cursor = cursor + spn;
  }
}
