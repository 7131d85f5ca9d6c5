/*
** flink.c - the parallel operator instance an Apache Flink keyBy key goes
** to, and its key group (no SQLite dependency).
**
**   SELECT key_partition('user42', 4, 'flink');          -- subtask of 4
**   SELECT key_partition(7, 4, 'flink:int32');           -- an Integer key
**   SELECT key_partition(7, 6, 'flink(max_parallelism=4096)');
**   SELECT key_partition('user42', 128, 'flink_key_group');  -- key group
**
** KeyGroupRangeAssignment: the key's hashCode() (String over its UTF-16
** code units, Long, or Integer for ':int32') goes through
** MathUtils.murmurHash (one MurmurHash3 round and its finalizer, then
** absolute value); key group = hash % maxParallelism; operator =
** keyGroup * parallelism / maxParallelism. Without a configured max
** parallelism Flink takes computeDefaultMaxParallelism(parallelism):
** roundUpToPowerOfTwo(p + p/2) clamped to [128, 32768].
*/
#include <stdio.h>
#include "scheme.h"
#include "murmur_mix.h"
#include "utf16.h"

/* Transformation.UPPER_BOUND_MAX_PARALLELISM. */
#define FLINK_MAX_PARALLELISM 32768

/* MathUtils.murmurHash of a hashCode. */
static int64_t flink_murmur(uint32_t code){
  uint32_t h = rk_m3_mixh(0, rk_m3_mixk(code));
  int32_t s = (int32_t)rk_m3_fmix32(h ^ 4u);
  /* Math.abs, with Integer.MIN_VALUE taken to 0. */
  if( s >= 0 ) return s;
  return s==INT32_MIN ? 0 : -(int64_t)s;
}

/* Long.hashCode: the two halves xored. */
static int64_t flink_long(int64_t v, uint64_t seed){
  uint64_t u = (uint64_t)v;
  (void)seed;
  return flink_murmur((uint32_t)(u ^ (u >> 32)));
}

/* Integer.hashCode: the value. */
static int64_t flink_int(int64_t v, uint64_t seed){
  (void)seed;
  return flink_murmur((uint32_t)v);
}

/* String.hashCode over the UTF-16 code units. */
static int flink_text(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  uint32_t code;
  (void)isText;
  (void)seed;
  if( !rk_utf16_java_hash(z, n, &code) ) return RK_BADKEY;
  *pHash = flink_murmur(code);
  return RK_HASHED;
}

/* computeDefaultMaxParallelism. */
static uint64_t default_max_parallelism(uint64_t n){
  uint64_t want = n + n / 2, p = 1;
  while( p < want ) p <<= 1;
  if( p < 128 ) p = 128;
  if( p > FLINK_MAX_PARALLELISM ) p = FLINK_MAX_PARALLELISM;
  return p;
}

/* pl->c1 = max parallelism. */
static int flink_prepare(RkPlace *pl, char *zErr, size_t nErr){
  int64_t maxP = pl->aOpt[0];
  if( maxP==RK_OPT_UNSET ){
    pl->c1 = default_max_parallelism(pl->n);
    return 0;
  }
  /* Flink refuses a parallelism above the max parallelism. */
  if( pl->n > (uint64_t)maxP ){
    snprintf(zErr, nErr, "n must be an integer from 1 to max_parallelism"
             " %lld for scheme '%s', got %llu", (long long)maxP,
             pl->p->zName, (unsigned long long)pl->n);
    return 1;
  }
  pl->c1 = (uint64_t)maxP;
  return 0;
}

/* computeOperatorIndexForKeyGroup(maxP, n, hash % maxP). */
static uint64_t flink_reduce(int64_t hash, const RkPlace *pl){
  return ((uint64_t)hash % pl->c1) * pl->n / pl->c1;
}

/* The key group itself: n is the max parallelism. */
static uint64_t flink_group_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t flink_long_partition(int64_t v, const RkPlace *pl){
  return flink_reduce(flink_long(v, 0), pl);
}
static uint64_t flink_int_partition(int64_t v, const RkPlace *pl){
  return flink_reduce(flink_int(v, 0), pl);
}
static uint64_t flink_long_group(int64_t v, const RkPlace *pl){
  return flink_group_reduce(flink_long(v, 0), pl);
}
static uint64_t flink_int_group(int64_t v, const RkPlace *pl){
  return flink_group_reduce(flink_int(v, 0), pl);
}

static const RkOption aFlinkOpt[] = {
  { "max_parallelism", 1, FLINK_MAX_PARALLELISM, RK_OPT_UNSET },
};

/* What every Flink entry shares. */
#define FLINK_SHARED \
  .zSystem = "Apache Flink", \
  .zHash = "MathUtils.murmurHash of the key's hashCode()", \
  .zNull = "no subtask (Flink refuses null keys)", \
  .nMin = 1, .nMax = FLINK_MAX_PARALLELISM
#define FLINK_TEXT "String.hashCode over its UTF-16 code units (well-formed UTF-8)"
#define FLINK_KEY_WANT "an integer or well-formed UTF-8 text"

#define FLINK_COMMON FLINK_SHARED, \
  .zReduction = "(hash % max_parallelism) * n / max_parallelism;" \
  " max_parallelism by default roundUpToPowerOfTwo(n + n/2) within [128, 32768]", \
  .xReduce = flink_reduce, .aOpt = aFlinkOpt, .nOpt = 1, .xPrepare = flink_prepare

const RkScheme rk_scheme_flink = {
  .zName = "flink", .zComponent = "keyBy: the operator instance of a key",
  .zInteger = "Long.hashCode", RK_INT64_KEYS,
  .xInt = flink_long, .xIntPartition = flink_long_partition,
  .zText = FLINK_TEXT, .xBytes = flink_text, .acceptText = 1,
  .zKeyWant = FLINK_KEY_WANT,
  FLINK_COMMON,
};
const RkScheme rk_scheme_flink32 = {
  .zName = "flink:int32", .zComponent = "keyBy on an Integer key: the operator instance",
  .zInteger = "Integer.hashCode", RK_INT32_KEYS,
  .xInt = flink_int, .xIntPartition = flink_int_partition,
  FLINK_COMMON,
};

#define FLINK_KEY_GROUP_COMMON FLINK_SHARED, \
  .zReduction = "hash % n, n being the max parallelism", \
  .xReduce = flink_group_reduce

const RkScheme rk_scheme_flink_key_group = {
  .zName = "flink_key_group", .zComponent = "keyBy: the key group of a key",
  .zInteger = "Long.hashCode", RK_INT64_KEYS,
  .xInt = flink_long, .xIntPartition = flink_long_group,
  .zText = FLINK_TEXT, .xBytes = flink_text, .acceptText = 1,
  .zKeyWant = FLINK_KEY_WANT,
  FLINK_KEY_GROUP_COMMON,
};
const RkScheme rk_scheme_flink_key_group32 = {
  .zName = "flink_key_group:int32", .zComponent = "keyBy on an Integer key: the key group",
  .zInteger = "Integer.hashCode", RK_INT32_KEYS,
  .xInt = flink_int, .xIntPartition = flink_int_group,
  FLINK_KEY_GROUP_COMMON,
};
