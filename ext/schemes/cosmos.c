/*
** cosmos.c - Azure Cosmos DB: the effective partition key (EPK) of a
** container's single-path Hash partition key, and the EPK range that holds
** it (no SQLite dependency).
**
**   SELECT key_hash('redmond', 'cosmos');  -- '22E342F38A486A088463DFF7838A5963'
**   SELECT key_partition('redmond', 4, 'cosmos');   -- one of 4 equal ranges
**   SELECT key_hash('redmond', 'cosmos_v1');        -- a V1 container's EPK
**
** key_hash is the EPK as the SDKs write it, upper-case hex TEXT
** (cosmos_epk.c): V2, the default of new containers, or V1. A key is a
** JSON value: an INTEGER or REAL a number (a double, as JSON.parse reads
** it), TEXT a string (well-formed UTF-8), NULL null; BLOBs and infinities
** have no JSON form. The partition is rowkey's convention, not the
** service's: the index of the EPK among n equal ranges of the EPK space
** (V2: [0, 2^126), V1: the 32-bit hash the EPK begins with). The service
** splits and merges physical partitions as it likes: its partition key
** ranges feed lists the real ones.
*/
#include <math.h>
#include "scheme.h"
#include "cosmos_epk.h"
#include "utf16.h"
#include "ranges.h"

/* The JSON value of k. */
static int cosmos_value(const RkKey *k, int *pType, double *pD){
  switch( k->type ){
    case RK_KEY_NULL: *pType = RK_COSMOS_NULL; return RK_HASHED;
    case RK_KEY_INT:  *pType = RK_COSMOS_NUMBER; *pD = (double)k->i;
                      return RK_HASHED;
    case RK_KEY_REAL:
      if( isinf(k->r) || isnan(k->r) ) return RK_BADKEY;
      *pType = RK_COSMOS_NUMBER;
      *pD = k->r;
      return RK_HASHED;
    case RK_KEY_TEXT:
      if( !rk_utf8_valid(k->z, k->n) ) return RK_BADKEY;
      *pType = RK_COSMOS_STRING;
      return RK_HASHED;
    default:
      return RK_BADKEY;
  }
}

static int v2_wide(const RkPlace *pl, const RkKey *k, RkWide *pH){
  int type = 0, rc;
  double d = 0;
  (void)pl;
  rc = cosmos_value(k, &type, &d);
  if( rc==RK_HASHED ) rk_cosmos_v2(type, d, k->z, k->n, &pH->hi, &pH->lo);
  return rc;
}

static size_t v2_text(const RkPlace *pl, const RkKey *k, const RkWide *pH,
                      char *z){
  (void)pl;
  (void)k;
  rk_cosmos_hex128(pH->hi, pH->lo, z);
  return 32;
}

static uint64_t v2_reduce(const RkWide *pH, const RkPlace *pl){
  return rk_cosmos_range_of(pH->hi, pH->lo, pl->n);
}

static uint64_t v2_int_partition(int64_t v, const RkPlace *pl){
  uint64_t hi, lo;
  rk_cosmos_v2(RK_COSMOS_NUMBER, (double)v, 0, 0, &hi, &lo);
  return rk_cosmos_range_of(hi, lo, pl->n);
}

/* EPK range i of n equal ranges, as the partition key ranges feed writes
** them: minInclusive "" for the first, maxExclusive "FF" for the last. */
static void v2_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  uint64_t hi, lo;
  pR->hasLower = pR->hasUpper = 1;
  pR->hasStatement = 0;
  if( i==0 ){
    pR->zLower[0] = 0;
  }else{
    rk_range_start(i, pl->n, 126, &hi, &lo);
    rk_cosmos_hex128(hi, lo, pR->zLower);
    pR->zLower[32] = 0;
  }
  if( i + 1==pl->n ){
    pR->zUpper[0] = 'F';
    pR->zUpper[1] = 'F';
    pR->zUpper[2] = 0;
  }else{
    rk_range_start(i + 1, pl->n, 126, &hi, &lo);
    rk_cosmos_hex128(hi, lo, pR->zUpper);
    pR->zUpper[32] = 0;
  }
}

static int v1_wide(const RkPlace *pl, const RkKey *k, RkWide *pH){
  int type = 0, rc;
  double d = 0;
  char zHex[RK_COSMOS_V1_HEX_MAX];
  uint32_t h;
  (void)pl;
  rc = cosmos_value(k, &type, &d);
  if( rc!=RK_HASHED ) return rc;
  (void)rk_cosmos_v1(type, d, k->z, k->n, &h, zHex);
  pH->hi = 0;
  pH->lo = h;
  return RK_HASHED;
}

static size_t v1_text(const RkPlace *pl, const RkKey *k, const RkWide *pH,
                      char *z){
  int type = 0;
  double d = 0;
  uint32_t h;
  (void)pl;
  (void)pH;
  (void)cosmos_value(k, &type, &d);
  return rk_cosmos_v1(type, d, k->z, k->n, &h, z);
}

/* n equal ranges of the 32-bit hash the V1 EPK begins with (its number
** encoding keeps the order). */
static uint64_t v1_reduce(const RkWide *pH, const RkPlace *pl){
  return (pH->lo * pl->n) >> 32;
}

static uint64_t v1_int_partition(int64_t v, const RkPlace *pl){
  RkKey k = { RK_KEY_INT, v, 0, 0, 0 };
  RkWide w;
  (void)v1_wide(pl, &k, &w);
  return v1_reduce(&w, pl);
}

/* Both hash versions take the same JSON values. */
#define COSMOS_INTEGER "a JSON number (a double)"
#define COSMOS_TEXT    "a JSON string (well-formed UTF-8)"

#define COSMOS_COMMON \
  .zSystem = "Azure Cosmos DB", \
  .zNull = "JSON null (hashed)", \
  .zKeyWant = "a number, text holding well-formed UTF-8, or NULL", \
  .nMin = 1, .nMax = INT32_MAX

const RkScheme rk_scheme_cosmos = {
  .zName = "cosmos", .zComponent = "effective partition key, Hash V2 (the default)",
  .zHash = "MurmurHash3 x64 128 of the typed value, reversed, & 0x3F: 32 hex digits",
  .zReduction = "rowkey's n equal EPK ranges: floor(EPK * n / 2^126)",
  .zInteger = COSMOS_INTEGER, RK_INT64_KEYS, .xIntPartition = v2_int_partition,
  .zText = COSMOS_TEXT, .acceptText = 1,
  COSMOS_COMMON,
  .xWide = v2_wide, .xWideText = v2_text, .xReduceWide = v2_reduce,
  .xRange = v2_range,
};

const RkScheme rk_scheme_cosmos_v1 = {
  .zName = "cosmos_v1", .zComponent = "effective partition key, Hash V1",
  .zHash = "MurmurHash3 x86 32 of the typed value, then the encoded value: hex",
  .zReduction = "rowkey's n equal ranges of the 32-bit hash: floor(hash * n / 2^32)",
  .zInteger = COSMOS_INTEGER, RK_INT64_KEYS, .xIntPartition = v1_int_partition,
  .zText = COSMOS_TEXT, .acceptText = 1,
  COSMOS_COMMON,
  .xWide = v1_wide, .xWideText = v1_text, .xReduceWide = v1_reduce,
};
