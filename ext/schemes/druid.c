/*
** druid.c - Apache Druid's hashed partitioning: the bucket (shard) of a row
** under partitionsSpec {type: hashed, numShards: n, partitionDimensions:
** [...]} (no SQLite dependency).
**
**   SELECT key_partition('v1', 3, 'druid');                     -- 2
**   SELECT key_partition(NULL, 16, 'druid');                    -- 15
**   SELECT key_partition_multi(7, 'druid', 'a', NULL, -1);      -- 1
**
** The key columns are the partition dimensions, in their listed order.
** The group key is a list with each dimension's value list
** (Rows.objectToStrings): ["v"] for a value, String.valueOf for a number
** (["123"]), [] for a null or missing one; it is hashed as the bytes of
** its compact JSON (Jackson's ObjectMapper.writeValueAsBytes): [["v1"]],
** [[]], [["a"],[],["-1"]]. Jackson's strings escape " and \, write
** \b \t \n \f \r for those characters, \u00XX (upper-case hex) for the
** other characters below 0x20, a character above U+FFFF as its two UTF-16
** surrogates each escaped (\uD83D\uDE00), and every other character as
** its UTF-8 bytes. hash = MurmurHash3 x86_32, seed 0 (Guava
** Hashing.murmur3_32()), a signed int; bucket = Math.abs(hash % n).
**
** Rules: apache/druid processing/.../timeline/partition/
** HashPartitionFunction.java (MURMUR3_32_ABS), HashPartitioner.java,
** HashBasedNumberedShardSpec.java (serializeGroupKey),
** data/input/Rows.java; Jackson core UTF8JsonGenerator.
*/
#include "scheme.h"
#include "keys.h"
#include "murmur.h"
#include "utf16.h"

#define DRUID_MAX_N 2147483647

static void put(RkM3Stream *s, const char *z){
  size_t n = 0;
  while( z[n] ) n++;
  rk_m3s_update(s, z, n);
}

static const char aHex[] = "0123456789ABCDEF";

/* \uXXXX of a 16-bit unit. */
static void put_unit(RkM3Stream *s, unsigned u){
  char e[6];
  e[0] = '\\';
  e[1] = 'u';
  e[2] = aHex[(u >> 12) & 15];
  e[3] = aHex[(u >> 8) & 15];
  e[4] = aHex[(u >> 4) & 15];
  e[5] = aHex[u & 15];
  rk_m3s_update(s, e, 6);
}

/* The JSON string of well-formed UTF-8 z[0..n), quotes included: runs of
** bytes that need no escape go in as they are. */
static void put_string(RkM3Stream *s, const unsigned char *z, size_t n){
  size_t i = 0, run = 0;
  rk_m3s_update(s, "\"", 1);
  while( i < n ){
    unsigned c = z[i];
    const char *esc = 0;
    if( c >= 0x20 && c!='"' && c!='\\' && c < 0xf0 ){
      i++;
      continue;
    }
    rk_m3s_update(s, z + run, i - run);
    switch( c ){
      case '"':  esc = "\\\""; break;
      case '\\': esc = "\\\\"; break;
      case 0x08: esc = "\\b"; break;
      case 0x09: esc = "\\t"; break;
      case 0x0a: esc = "\\n"; break;
      case 0x0c: esc = "\\f"; break;
      case 0x0d: esc = "\\r"; break;
    }
    if( esc ){
      put(s, esc);
      i++;
    }else if( c < 0x20 ){
      put_unit(s, c);
      i++;
    }else{
      /* A 4-byte sequence (the text is well-formed): U+10000..U+10FFFF
      ** as its surrogate pair. */
      uint32_t cp = ((uint32_t)(c & 0x07) << 18)
                  | ((uint32_t)(z[i+1] & 0x3f) << 12)
                  | ((uint32_t)(z[i+2] & 0x3f) << 6)
                  | (uint32_t)(z[i+3] & 0x3f);
      cp -= 0x10000;
      put_unit(s, 0xd800 | (cp >> 10));
      put_unit(s, 0xdc00 | (cp & 0x3ff));
      i += 4;
    }
    run = i;
  }
  rk_m3s_update(s, z + run, i - run);
  rk_m3s_update(s, "\"", 1);
}

/* ["<decimal>"] without the brackets. */
static void put_int(RkM3Stream *s, int64_t v){
  char buf[RK_INT64_DIGITS];
  const char *z = rk_format_int64_back(buf + sizeof buf, v);
  rk_m3s_update(s, "\"", 1);
  rk_m3s_update(s, z, (size_t)(buf + sizeof buf - z));
  rk_m3s_update(s, "\"", 1);
}

static int64_t druid_int(int64_t v, uint64_t seed){
  RkM3Stream s;
  (void)seed;
  rk_m3s_init(&s, 0);
  rk_m3s_update(&s, "[[", 2);
  put_int(&s, v);
  rk_m3s_update(&s, "]]", 2);
  return (int32_t)rk_m3s_final(&s);
}

static int druid_bytes(const unsigned char *z, size_t n, int isText,
                       uint64_t seed, int64_t *pHash){
  RkM3Stream s;
  (void)isText; (void)seed;
  if( !rk_utf8_valid(z, n) ) return RK_BADKEY;
  rk_m3s_init(&s, 0);
  rk_m3s_update(&s, "[[", 2);
  put_string(&s, z, n);
  rk_m3s_update(&s, "]]", 2);
  *pHash = (int32_t)rk_m3s_final(&s);
  return RK_HASHED;
}

/* A null dimension: [[]]. */
static int druid_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = (int32_t)rk_murmur3_x86_32("[[]]", 4, 0);
  return RK_HASHED;
}

/* Math.abs(hash % n): |hash % n| < n, so it never overflows. */
static uint64_t druid_reduce(int64_t hash, const RkPlace *pl){
  int64_t r = (int64_t)(int32_t)hash % (int64_t)pl->n;
  return (uint64_t)(r < 0 ? -r : r);
}

static uint64_t druid_int_partition(int64_t v, const RkPlace *pl){
  return druid_reduce(druid_int(v, 0), pl);
}

/* The group key of several partition dimensions. */
static int druid_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                       uint64_t seed, int64_t *pHash, int *piBad){
  RkM3Stream s;
  int i;
  (void)pl; (void)seed;
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    if( k->type==RK_KEY_REAL || k->type==RK_KEY_BLOB
     || (k->type==RK_KEY_TEXT && !rk_utf8_valid(k->z, k->n)) ){
      *piBad = i;
      return RK_BADKEY;
    }
  }
  rk_m3s_init(&s, 0);
  rk_m3s_update(&s, "[", 1);
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    rk_m3s_update(&s, i ? ",[" : "[", i ? 2 : 1);
    if( k->type==RK_KEY_INT ) put_int(&s, k->i);
    else if( k->type==RK_KEY_TEXT ) put_string(&s, k->z, k->n);
    rk_m3s_update(&s, "]", 1);
  }
  rk_m3s_update(&s, "]", 1);
  *pHash = (int32_t)rk_m3s_final(&s);
  return RK_HASHED;
}

const RkScheme rk_scheme_druid = {
  .zName = "druid", .zSystem = "Apache Druid",
  .zComponent = "hashed partitionsSpec with partitionDimensions: the bucket",
  .zHash = "MurmurHash3 x86_32, seed 0, of the group key's JSON, signed int32",
  .zInteger = "the JSON [[\"<decimal>\"]] (String.valueOf)", RK_INT64_KEYS,
  .zText = "the JSON [[\"<string>\"]] (Jackson's escapes; well-formed UTF-8)",
  .zReduction = "abs(hash % n) (Java's %), n = numShards",
  .zNull = "a missing value: the JSON [[]]",
  .zKeyWant = "an integer or well-formed UTF-8 text",
  .nMin = 1, .nMax = DRUID_MAX_N,
  .xInt = druid_int, .xIntPartition = druid_int_partition,
  .xBytes = druid_bytes, .acceptText = 1, .xNull = druid_null,
  .xReduce = druid_reduce, .xMulti = druid_multi,
};
