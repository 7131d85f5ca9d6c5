/*
** kinesis.c - Amazon Kinesis Data Streams: the shard of a record in a
** stream created with n shards (no SQLite dependency).
**
**   SELECT key_hash('user42', 'kinesis');
**   -- '336993245525694986969260208599935393898'
**   SELECT key_partition('user42', 4, 'kinesis');       -- 3: shardId-000000000003
**   SELECT key_partition('170141183460469231731687303715884105728', 2,
**                        'kinesis_hash_key');            -- an ExplicitHashKey: 1
**
** PutRecord's hash key is the MD5 of the partition key's UTF-8 bytes read
** as a 128-bit big-endian number, or the record's ExplicitHashKey when it
** has one ('kinesis_hash_key'). key_hash writes it in decimal, as Kinesis
** writes hash keys (DescribeStream's HashKeyRange). CreateStream with n
** shards gives shard i the keys [h*i, h*(i+1) - 1], h = floor(2^128 / n),
** the last shard up to 2^128 - 1 (it takes the remainder): the shard of K
** is min(floor(K / h), n - 1). Only that split is a function of n: a
** stream resharded since (SplitShard, MergeShards, UpdateShardCount) has
** the ranges ListShards reports.
**
** A partition key is a string of 1 to 256 characters, counted as UTF-16
** code units (as kinesalite counts them; a character beyond U+FFFF is two):
** PutRecord refuses others, and so does rowkey (an error, not NULL). An
** INTEGER key is its decimal text, a BLOB has no JSON string form.
*/
#include <string.h>
#include "scheme.h"
#include "md5.h"
#include "bytes.h"
#include "keys.h"
#include "utf16.h"

/* The longest partition key, in UTF-16 code units. */
#define KINESIS_KEY_MAX 256

/* ---- 128-bit numbers as four 32-bit limbs (no __int128 everywhere) ---- */

/* v / d into v, the remainder returned (d < 2^32). */
static uint32_t wide_divmod(RkWide *v, uint32_t d){
  uint32_t a[4];
  uint64_t r = 0;
  int i;
  a[0] = (uint32_t)(v->hi >> 32);
  a[1] = (uint32_t)v->hi;
  a[2] = (uint32_t)(v->lo >> 32);
  a[3] = (uint32_t)v->lo;
  for(i = 0; i < 4; i++){
    uint64_t cur = (r << 32) | a[i];
    a[i] = (uint32_t)(cur / d);
    r = cur % d;
  }
  v->hi = ((uint64_t)a[0] << 32) | a[1];
  v->lo = ((uint64_t)a[2] << 32) | a[3];
  return (uint32_t)r;
}

/* The decimal digits of w into z (at most 39); returns how many. */
static size_t wide_decimal(const RkWide *w, char *z){
  char buf[45];             /* 5 groups of 9 digits (2^128 has 39) */
  size_t n = 0, i;
  RkWide v = *w;
  do{
    uint32_t r = wide_divmod(&v, 1000000000u);
    int j;
    for(j = 0; j < 9; j++){
      buf[n++] = (char)('0' + r % 10);
      r /= 10;
    }
  }while( v.hi || v.lo );
  while( n > 1 && buf[n-1]=='0' ) n--;
  for(i = 0; i < n; i++) z[i] = buf[n - 1 - i];
  return n;
}

/* a * b as hi * 2^64 + lo. */
static void mul64(uint64_t a, uint64_t b, uint64_t *pHi, uint64_t *pLo){
  uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  *pLo = (mid << 32) | (p00 & 0xffffffffu);
  *pHi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* ---- The hash key ----------------------------------------------------- */

static void md5_key(const unsigned char *z, size_t n, RkWide *pH){
  RkMd5 c;
  unsigned char d[16];
  rk_md5_init(&c);
  rk_md5_update(&c, z, n);
  rk_md5_final(&c, d);
  pH->hi = rk_load_be64(d);
  pH->lo = rk_load_be64(d + 8);
}

/* The number of UTF-16 code units of well-formed UTF-8 z[0..n). */
static size_t utf16_units(const unsigned char *z, size_t n){
  size_t i, units = 0;
  for(i = 0; i < n; i++){
    if( (z[i] & 0xc0)!=0x80 ) units += z[i] >= 0xf0 ? 2 : 1;
  }
  return units;
}

static int kinesis_wide(const RkPlace *pl, const RkKey *k, RkWide *pH){
  (void)pl;
  switch( k->type ){
    case RK_KEY_NULL:
      return RK_UNPLACED;
    case RK_KEY_INT: {
      char buf[RK_INT64_DIGITS];
      md5_key((const unsigned char*)buf, rk_format_int64(buf, k->i), pH);
      return RK_HASHED;
    }
    case RK_KEY_TEXT: {
      size_t u;
      /* Cheap bounds first: 256 units are 256 to 768 bytes. */
      if( k->n==0 || k->n > 3 * KINESIS_KEY_MAX ) return RK_BADKEY;
      if( !rk_utf8_valid(k->z, k->n) ) return RK_BADKEY;
      u = utf16_units(k->z, k->n);
      if( u > KINESIS_KEY_MAX ) return RK_BADKEY;
      md5_key(k->z, k->n, pH);
      return RK_HASHED;
    }
    default:
      return RK_BADKEY;
  }
}

static size_t wide_text(const RkPlace *pl, const RkKey *k, const RkWide *pH,
                        char *z){
  (void)pl;
  (void)k;
  return wide_decimal(pH, z);
}

/* h = floor(2^128 / n) into c1 (high 64 bits) and c2 (low); n = 1 leaves
** them 0 (h = 2^128 has no 128-bit form, and every key is shard 0). */
static int kinesis_prepare(RkPlace *pl, char *zErr, size_t nErr){
  RkWide h;
  uint32_t r;
  (void)zErr;
  (void)nErr;
  pl->c1 = pl->c2 = 0;
  if( pl->n < 2 ) return 0;
  /* floor((2^128 - 1) / n), plus 1 when n divides 2^128 (a power of 2). */
  h.hi = h.lo = UINT64_MAX;
  r = wide_divmod(&h, (uint32_t)pl->n);     /* n <= INT32_MAX */
  if( r==pl->n - 1 && ++h.lo==0 ) h.hi++;
  pl->c1 = h.hi;
  pl->c2 = h.lo;
  return 0;
}

/* min(floor(K / h), n - 1). q0 = floor(K * n / 2^128) is at most that
** quotient (h <= 2^128 / n) and less than it by at most one (h > n), so
** one comparison of (q0 + 1) * h with K settles it. */
static uint64_t kinesis_reduce(const RkWide *pH, const RkPlace *pl){
  uint64_t n = pl->n, q, aHi, aLo, bHi, bLo, pHi, pLo;
  if( n < 2 ) return 0;
  /* K * n / 2^128 = (hi * n + floor(lo * n / 2^64)) / 2^64 */
  mul64(pH->hi, n, &aHi, &aLo);
  mul64(pH->lo, n, &bHi, &bLo);
  (void)bLo;
  aLo += bHi;
  if( aLo < bHi ) aHi++;
  q = aHi;
  if( q >= n - 1 ) return n - 1;
  /* (q + 1) * h < n * h <= 2^128: no overflow. */
  mul64(pl->c2, q + 1, &pHi, &pLo);
  pHi += pl->c1 * (q + 1);
  if( pHi < pH->hi || (pHi==pH->hi && pLo <= pH->lo) ) q++;
  return q;
}

static uint64_t kinesis_int_partition(int64_t v, const RkPlace *pl){
  char buf[RK_INT64_DIGITS];
  RkWide w;
  md5_key((const unsigned char*)buf, rk_format_int64(buf, v), &w);
  return kinesis_reduce(&w, pl);
}

/* Shard i as DescribeStream's HashKeyRange: StartingHashKey h*i, and
** EndingHashKey h*(i+1) - 1, the last shard's 2^128 - 1. */
static void kinesis_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  RkWide w;
  size_t n;
  pR->hasLower = pR->hasUpper = 1;
  pR->hasStatement = 0;
  mul64(pl->c2, i, &w.hi, &w.lo);
  w.hi += pl->c1 * i;
  n = wide_decimal(&w, pR->zLower);
  pR->zLower[n] = 0;
  if( i + 1 >= pl->n ){
    w.hi = w.lo = UINT64_MAX;
  }else{
    mul64(pl->c2, i + 1, &w.hi, &w.lo);
    w.hi += pl->c1 * (i + 1);
    if( w.lo--==0 ) w.hi--;
  }
  n = wide_decimal(&w, pR->zUpper);
  pR->zUpper[n] = 0;
}

/* ---- ExplicitHashKey -------------------------------------------------- */

/* An ExplicitHashKey as the API takes it: "0" or 1 to 39 digits without a
** leading zero, at most 2^128 - 1. */
static int hash_key_parse(const unsigned char *z, size_t n, RkWide *pH){
  uint64_t a[4] = {0, 0, 0, 0};   /* 32-bit limbs, most significant first */
  size_t i;
  int j;
  if( n==0 || n > 39 || (z[0]=='0' && n > 1) ) return RK_BADKEY;
  for(i = 0; i < n; i++){
    uint64_t carry;
    if( z[i] < '0' || z[i] > '9' ) return RK_BADKEY;
    carry = (uint64_t)(z[i] - '0');
    for(j = 3; j >= 0; j--){
      uint64_t t = a[j] * 10 + carry;
      a[j] = t & 0xffffffffu;
      carry = t >> 32;
    }
    if( carry ) return RK_BADKEY;    /* 2^128 or more */
  }
  pH->hi = (a[0] << 32) | a[1];
  pH->lo = (a[2] << 32) | a[3];
  return RK_HASHED;
}

static int hash_key_wide(const RkPlace *pl, const RkKey *k, RkWide *pH){
  (void)pl;
  switch( k->type ){
    case RK_KEY_NULL:
      return RK_UNPLACED;
    case RK_KEY_INT:
      if( k->i < 0 ) return RK_BADKEY;
      pH->hi = 0;
      pH->lo = (uint64_t)k->i;
      return RK_HASHED;
    case RK_KEY_TEXT:
      return hash_key_parse(k->z, k->n, pH);
    default:
      return RK_BADKEY;
  }
}

static uint64_t hash_key_int_partition(int64_t v, const RkPlace *pl){
  RkWide w;
  w.hi = 0;
  w.lo = (uint64_t)v;
  return kinesis_reduce(&w, pl);
}

#define KINESIS_COMMON \
  .zSystem = "Amazon Kinesis Data Streams", \
  .zReduction = "the shard of a stream created with n shards: min(floor(K / floor(2^128 / n)), n - 1)", \
  .zNull = "NULL", \
  .nMin = 1, .nMax = INT32_MAX, .acceptText = 1, \
  .xWideText = wide_text, .xReduceWide = kinesis_reduce, \
  .xRange = kinesis_range, .xPrepare = kinesis_prepare

const RkScheme rk_scheme_kinesis = {
  .zName = "kinesis", .zComponent = "PutRecord's shard (partition key)",
  .zHash = "MD5 of the partition key, a 128-bit big-endian number K: decimal text",
  .zInteger = "its decimal text",
  .zText = "its UTF-8 bytes (1 to 256 UTF-16 code units)",
  .zKeyWant = "an integer, or text of 1 to 256 characters (UTF-16 code units)",
  .intMin = INT64_MIN, .intMax = INT64_MAX,
  KINESIS_COMMON,
  .xWide = kinesis_wide, .xIntPartition = kinesis_int_partition,
};

const RkScheme rk_scheme_kinesis_hash_key = {
  .zName = "kinesis_hash_key", .zComponent = "PutRecord's shard (ExplicitHashKey)",
  .zHash = "the ExplicitHashKey K itself (decimal, 0 to 2^128 - 1): decimal text",
  .zInteger = "the hash key (0 or more)",
  .zText = "decimal digits, 0 to 2^128 - 1 (no sign, no leading zero)",
  .zKeyWant = "an ExplicitHashKey: decimal text from 0 to"
              " 340282366920938463463374607431768211455, or an integer 0 or more",
  .intMin = 0, .intMax = INT64_MAX,
  KINESIS_COMMON,
  .xWide = hash_key_wide, .xIntPartition = hash_key_int_partition,
};
