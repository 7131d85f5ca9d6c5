/*
** weights.c - a JSON array of shard weights (weights.h; no SQLite
** dependency).
*/
#include "weights.h"
#include "json.h"

int rk_weights_parse(const char *z, size_t len, uint64_t **paW, uint64_t *pn,
                     void *(*xRealloc)(void*, uint64_t), void (*xFree)(void*)){
  RkJsonArray a;
  uint64_t *aW = 0, nW = 0, nAlloc = 0;
  int rc;
  *paW = 0;
  *pn = 0;
  if( !rk_json_array_begin(&a, z, len) ) return RK_WEIGHTS_BAD;
  while( (rc = rk_json_array_next(&a))==1 ){
    uint64_t w;
    if( !rk_json_uint(z, len, &a.i, RK_WEIGHT_MAX, &w) || w==0
     || nW==RK_WEIGHTS_MAX ){
      rc = -1;
      break;
    }
    if( nW==nAlloc ){
      /* Doubled from 16 up to the most kept: at most 65536 * 8 bytes, in
      ** 64-bit arithmetic, so no size wraps on a 32-bit host. */
      uint64_t nNew = nAlloc ? 2 * nAlloc : 16, *aNew;
      if( nNew > RK_WEIGHTS_MAX ) nNew = RK_WEIGHTS_MAX;
      aNew = (uint64_t*)xRealloc(aW, nNew * sizeof(uint64_t));
      if( aNew==0 ){
        xFree(aW);
        return RK_WEIGHTS_NOMEM;
      }
      aW = aNew;
      nAlloc = nNew;
    }
    aW[nW++] = w;
  }
  if( rc!=0 || nW==0 ){
    xFree(aW);
    return RK_WEIGHTS_BAD;
  }
  *paW = aW;
  *pn = nW;
  return RK_WEIGHTS_OK;
}
