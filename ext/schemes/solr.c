/*
** solr.c - Apache SolrCloud's compositeId router, the default DocRouter:
** the hash of a document id and the shard of a collection created with
** numShards = n (no SQLite dependency).
**
**   SELECT key_hash('b!foo', 'solr');             -- -1780562912 (0x95dec420)
**   SELECT key_partition('a', 4, 'solr');         -- 2: shard3
**   SELECT * FROM partition_ranges('solr', 3);    -- 80000000-d554ffff, ...
**
** An id without '!' hashes as MurmurHash3 x86_32 (seed 0) of its UTF-8
** bytes, as a signed int32 (Hash.murmurhash3_x86_32). A composite id
** 'tenant!doc' or 'app!user!doc' takes the top bits of its hash from each
** prefix's own hash (16 for a two-part id, 8 and 8 for three, or 'tenant/B'
** bits) and the rest from the last part's (CompositeIdRouter.KeyParser).
** Collection creation splits [0x80000000, 0x7fffffff] into n ranges,
** their ends rounded to a 0xffff boundary while a range spans at least
** 2^20 hashes (CompositeIdRouter.partitionRange); shard i + 1 owns range
** i, the partition. An INTEGER id is its decimal text (the id field is a
** string); BLOB ids are refused. Shard splitting (SPLITSHARD) changes the
** ranges afterwards: these are a new collection's.
**
** Rules: apache/solr solrj common/cloud/CompositeIdRouter.java,
** DocRouter.java, HashBasedRouter.java, common/util/Hash.java; the vectors
** come from an extract of that code.
*/
#include <stdio.h>
#include <string.h>
#include "scheme.h"
#include "murmur.h"

/* The number of hashes below which a range's end is not rounded. */
#define SOLR_ROUND_MIN ((int64_t)1 << 20)

static uint32_t solr_m3(const unsigned char *z, size_t n){
  return rk_murmur3_x86_32(z, n, 0);
}

/* getNumBits: the decimal digits after '/' as a Java int (wrapping), -1
** for any other character or a value above 32, 0 when there are none. */
static int32_t solr_bits(const unsigned char *z, size_t n){
  uint32_t v = 0;
  size_t i;
  for(i = 0; i < n; i++){
    if( z[i] < '0' || z[i] > '9' ) return -1;
    v = v * 10u + (uint32_t)(z[i] - '0');
  }
  return (int32_t)v > 32 ? -1 : (int32_t)v;
}

/* Java's int shifts: the count taken mod 32. */
static uint32_t shl(uint32_t v, int32_t c){ return v << ((uint32_t)c & 31); }
static uint32_t shr(uint32_t v, int32_t c){ return v >> ((uint32_t)c & 31); }

/* The hash of the id z[0..n) (KeyParser.getHash, or the plain hash). */
static uint32_t solr_hash(const unsigned char *z, size_t n){
  const unsigned char *bang = memchr(z, '!', n);
  size_t aS[3], aN[3];
  int32_t aBits[2];
  uint32_t aH[3] = {0, 0, 0}, m0, m1, m2;
  int pieces = 1, i;
  size_t p1;
  if( bang==0 ) return solr_m3(z, n);
  p1 = (size_t)(bang - z);
  aS[0] = 0; aN[0] = p1;
  aS[1] = aS[2] = aN[1] = aN[2] = 0;
  if( p1 + 1 < n ){
    const unsigned char *b2 = memchr(z + p1 + 1, '!', n - p1 - 1);
    if( b2==0 ){
      aS[1] = p1 + 1; aN[1] = n - p1 - 1; pieces = 2;
    }else{
      size_t p2 = (size_t)(b2 - z);
      if( p2==n - 1 ){
        /* 'a!b!': String.split drops the empty last part; 'a!!' has
        ** only 'a'. */
        if( p2 > p1 + 1 ){
          aS[1] = p1 + 1; aN[1] = p2 - p1 - 1; pieces = 2;
        }
      }else{
        aS[1] = p1 + 1; aN[1] = p2 - p1 - 1;
        aS[2] = p2 + 1; aN[2] = n - p2 - 1;
        pieces = 3;
      }
    }
  }
  /* A trailing '!' is one more, empty, piece. */
  if( z[n-1]=='!' && pieces < 3 ){
    aS[pieces] = n; aN[pieces] = 0;
    pieces++;
  }
  aBits[0] = pieces==3 ? 8 : 16;
  aBits[1] = 8;
  for(i = 0; i < pieces - 1; i++){
    const unsigned char *part = z + aS[i];
    const unsigned char *slash = memchr(part, '/', aN[i]);
    if( slash && slash > part ){
      size_t c = (size_t)(slash - part);
      aBits[i] = solr_bits(part + c + 1, aN[i] - c - 1);
      aN[i] = c;
    }
  }
  for(i = 0; i < pieces; i++) aH[i] = solr_m3(z + aS[i], aN[i]);
  m0 = aBits[0]==0 ? 0 : shl(0xffffffffu, 32 - aBits[0]);
  if( pieces==2 ){
    m1 = aBits[0]==32 ? 0 : shr(0xffffffffu, aBits[0]);
    return (aH[0] & m0) | (aH[1] & m1);
  }
  {
    int32_t b01 = (int32_t)((uint32_t)aBits[0] + (uint32_t)aBits[1]);
    uint32_t t = b01==0 ? 0 : shl(0xffffffffu, (int32_t)(32u - (uint32_t)b01));
    m1 = m0 ^ t;
    m2 = b01==32 ? 0 : ~(m0 | m1);
  }
  return (aH[0] & m0) | (aH[1] & m1) | (aH[2] & m2);
}

/* Long.toString(v): its decimal digits, '-' first when negative. No '!'
** can occur, so the hash is the plain one. */
static int64_t solr_int(int64_t v, uint64_t seed){
  unsigned char z[24];
  size_t i = sizeof z;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  (void)seed;
  do{
    z[--i] = (unsigned char)('0' + u % 10);
    u /= 10;
  }while( u );
  if( v < 0 ) z[--i] = '-';
  return (int32_t)solr_m3(z + i, sizeof z - i);
}

static int solr_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)seed;
  (void)isText;
  *pHash = n==0 ? 0 : (int32_t)solr_hash(z, n);
  return RK_HASHED;
}

/* ---- The shards of numShards = n -------------------------------------
** c1 = how many ranges partitionRange makes (fewer than n once n exceeds
** 65536: then the last shards get none), c2 = step + 1. Rounded ranges
** (n <= 4096) keep their last hash in aTable; the others are step + 1
** hashes each from INT_MIN, the last one up to INT_MAX. */

static uint64_t solr_step(uint64_t n){
  uint64_t step = 0xffffffffull / n;
  return step ? step : 1;
}

static size_t solr_table_size(const RkPlace *pl){
  return solr_step(pl->n) >= (uint64_t)SOLR_ROUND_MIN ? (size_t)pl->n : 0;
}

static int solr_prepare(RkPlace *pl, char *zErr, size_t nErr){
  int64_t step = (int64_t)solr_step(pl->n);
  int64_t start = INT32_MIN, end = INT32_MIN, targetStart = INT32_MIN;
  uint64_t count = 0;
  (void)zErr;
  (void)nErr;
  pl->c2 = (uint64_t)step + 1;
  if( pl->nTable==0 ){
    /* No rounding: range i ends at INT_MIN + i*(step+1) + step. */
    uint64_t span = 0xffffffffull - (uint64_t)step;
    uint64_t first = (span + (uint64_t)step) / ((uint64_t)step + 1);
    pl->c1 = first + 1 < pl->n ? first + 1 : pl->n;
    return 0;
  }
  while( end < INT32_MAX ){
    int64_t targetEnd = targetStart + step;
    end = targetEnd;
    if( (end & 0xffff)!=0xffff ){
      int64_t down = (end | 0xffff) - 0x10000;
      int64_t up = (end | 0xffff) + 0x10000;
      end = end - down < up - end && down > start ? down : up;
    }
    if( count==pl->n - 1 ) end = INT32_MAX;
    pl->aTable[count++] = (uint32_t)(int32_t)end;
    start = end + 1;
    targetStart = targetEnd + 1;
  }
  pl->c1 = count;
  return 0;
}

static uint64_t solr_reduce(int64_t hash, const RkPlace *pl){
  if( pl->nTable ){
    /* The first range whose last hash is >= hash. */
    uint64_t lo = 0, hi = pl->c1 - 1;
    while( lo < hi ){
      uint64_t mid = lo + (hi - lo) / 2;
      if( (int32_t)pl->aTable[mid] < hash ) lo = mid + 1; else hi = mid;
    }
    return lo;
  }else{
    uint64_t i = (uint64_t)(hash - INT32_MIN) / pl->c2;
    return i < pl->c1 ? i : pl->c1 - 1;
  }
}

static uint64_t solr_int_partition(int64_t v, const RkPlace *pl){
  return solr_reduce(solr_int(v, 0), pl);
}

/* The first and last hash of range i, as Range.toString writes them. */
static void solr_range(const RkPlace *pl, uint64_t i, RkRange *pR){
  int32_t lo, hi;
  if( i >= pl->c1 ) return;   /* a shard partitionRange gave no range */
  if( pl->nTable ){
    lo = i==0 ? INT32_MIN : (int32_t)(pl->aTable[i-1] + 1);
    hi = (int32_t)pl->aTable[i];
  }else{
    lo = (int32_t)(INT32_MIN + (int64_t)(i * pl->c2));
    hi = i + 1==pl->c1 ? INT32_MAX : (int32_t)(lo + (int64_t)pl->c2 - 1);
  }
  pR->hasLower = pR->hasUpper = 1;
  snprintf(pR->zLower, sizeof pR->zLower, "%x", (unsigned)lo);
  snprintf(pR->zUpper, sizeof pR->zUpper, "%x", (unsigned)hi);
}

const RkScheme rk_scheme_solr = {
  .zName = "solr", .zSystem = "Apache Solr",
  .zComponent = "SolrCloud compositeId router, numShards = n",
  .zHash = "MurmurHash3 x86_32, seed 0, signed; composite ids: the prefixes'"
           " top bits (16, 8/8 or /bits) over the last part's",
  .zInteger = "its decimal text", .zText = "the id's UTF-8 bytes; '!' and '/'"
              " as KeyParser reads them",
  .zReduction = "the shard whose partitionRange range holds the hash",
  .zNull = "NULL",
  .zKeyWant = "an integer or text (a document id)",
  .nMin = 1, .nMax = INT32_MAX, RK_INT64_KEYS,
  .xInt = solr_int, .xIntPartition = solr_int_partition,
  .xBytes = solr_bytes, .acceptText = 1,
  .xReduce = solr_reduce, .xPrepare = solr_prepare,
  .xTableSize = solr_table_size, .xRange = solr_range,
};
