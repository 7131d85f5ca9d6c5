/*
** kudu.c - Apache Kudu's hash partitioning, HASH (cols) PARTITIONS n
** [SEED s]: the hash bucket of a row (no SQLite dependency).
**
**   SELECT key_partition(1, 32, 'kudu:int32');                   -- 5
**   SELECT key_partition('c', 32, 'kudu(seed=42)');              -- 29
**   SELECT key_partition_multi(32, 'kudu:int32,text', 0, 'b');   -- 26
**   SELECT key_partition_multi(32, 'kudu(seed=7):int32,text', a, b);
**
** The bucket schema's columns, in column (declaration) order, each
** key-encoded and concatenated (PartitionSchema::EncodeColumns): an
** integer big-endian with its sign bit flipped at the column's width
** (INT64 'int64', INT32 'kudu:int32'); a STRING or BINARY column its
** bytes when it is the last column, else with each 0x00 written 00 01 and
** 00 00 after it. The hash is MurmurHash64A of those bytes with the
** schema's seed (HashUtil::MurmurHash2_64), the bucket hash % n
** (unsigned); Kudu's DDL takes n >= 2, and n = 1 (every entry's least n)
** gives bucket 0. key_hash reports the uint64 as a signed int64 (its two's
** complement). A NULL column has no hash (key columns are NOT NULL).
**
** Rules: apache/kudu src/kudu/common/partition.cc, key_encoder.h,
** util/hash_util.h; the vectors come from an extract of that code.
*/
#include "scheme.h"
#include "murmur.h"
#include "bytes.h"

/* An integer at its width, sign bit flipped, big-endian. */
static size_t kudu_int_bytes(int64_t v, int width, unsigned char *b){
  if( width==4 ){
    rk_store_be32(b, (uint32_t)(int32_t)v ^ 0x80000000u);
    return 4;
  }
  rk_store_be64(b, (uint64_t)v ^ 0x8000000000000000ull);
  return 8;
}

static int64_t kudu_int64(int64_t v, uint64_t seed){
  unsigned char b[8];
  return (int64_t)rk_murmur64a(b, kudu_int_bytes(v, 8, b), seed);
}
static int64_t kudu_int32(int64_t v, uint64_t seed){
  unsigned char b[4];
  return (int64_t)rk_murmur64a(b, kudu_int_bytes(v, 4, b), seed);
}

/* A STRING or BINARY key alone is the last column: its bytes. */
static int kudu_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)isText;
  *pHash = (int64_t)rk_murmur64a(z, n, seed);
  return RK_HASHED;
}

static uint64_t kudu_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}
static uint64_t kudu_int64_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)kudu_int64(v, pl->seed) % pl->n;
}
static uint64_t kudu_int32_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)kudu_int32(v, pl->seed) % pl->n;
}

/* RK_HASHED with the encoded length of column k under entry q in *pLen;
** RK_UNPLACED for a NULL, RK_BADKEY for a key q does not take. */
static int kudu_column(const RkScheme *q, const RkKey *k, int isLast,
                       uint64_t *pLen){
  size_t i;
  switch( k->type ){
    case RK_KEY_INT:
      if( k->i < q->intMin || k->i > q->intMax ) return RK_BADKEY;
      *pLen = q->xInt==kudu_int32 ? 4 : 8;
      return RK_HASHED;
    case RK_KEY_TEXT:
    case RK_KEY_BLOB:
      if( !(k->type==RK_KEY_TEXT ? q->acceptText : q->acceptBlob) ){
        return RK_BADKEY;
      }
      *pLen = k->n;
      if( !isLast ){
        for(i = 0; i < k->n; i++) *pLen += k->z[i]==0;
        *pLen += 2;
      }
      return RK_HASHED;
    case RK_KEY_NULL:
      return RK_UNPLACED;
    default:
      return RK_BADKEY;
  }
}

/* Feeds z[0..n) with each 0x00 as 00 01, then 00 00. */
static void kudu_escaped(RkM64aStream *s, const unsigned char *z, size_t n){
  static const unsigned char esc[2] = {0, 1}, term[2] = {0, 0};
  size_t i, from = 0;
  for(i = 0; i < n; i++){
    if( z[i]==0 ){
      rk_murmur64a_add(s, z + from, i - from);
      rk_murmur64a_add(s, esc, 2);
      from = i + 1;
    }
  }
  rk_murmur64a_add(s, z + from, n - from);
  rk_murmur64a_add(s, term, 2);
}

/* The columns in the order given (the table's column order), streamed:
** their total length first, since MurmurHash64A starts from it. */
static int kudu_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                      uint64_t seed, int64_t *pHash, int *piBad){
  RkM64aStream s;
  uint64_t len = 0;
  int i, rc;
  for(i = 0; i < nKey; i++){
    uint64_t one = 0;
    rc = kudu_column(rk_column_scheme(pl, i, &aKey[i]), &aKey[i],
                     i==nKey - 1, &one);
    if( rc!=RK_HASHED ){
      *piBad = i;
      return rc;
    }
    len += one;
  }
  rk_murmur64a_begin(&s, len, seed);
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    if( k->type==RK_KEY_INT ){
      unsigned char b[8];
      const RkScheme *q = rk_column_scheme(pl, i, k);
      rk_murmur64a_add(&s, b, kudu_int_bytes(k->i, q->xInt==kudu_int32 ? 4 : 8, b));
    }else if( i==nKey - 1 ){
      rk_murmur64a_add(&s, k->z, k->n);
    }else{
      kudu_escaped(&s, k->z, k->n);
    }
  }
  *pHash = (int64_t)rk_murmur64a_end(&s);
  return RK_HASHED;
}

static const RkOption kudu_opts[] = {
  { "seed", 0, 4294967295LL, 0 },
};

#define KUDU_COMMON \
  .zSystem = "Apache Kudu", \
  .zHash = "MurmurHash64A (MurmurHash2_64) of the key-encoded columns, seed" \
           " option (default 0), uint64 shown as int64", \
  .zReduction = "hash % n (unsigned); Kudu's DDL takes n >= 2", .zNull = "NULL", \
  .nMin = 1, .nMax = INT32_MAX, \
  .xReduce = kudu_reduce, .xMulti = kudu_multi, \
  .aOpt = kudu_opts, .nOpt = 1

const RkScheme rk_scheme_kudu = {
  .zName = "kudu", KUDU_COMMON,
  .zComponent = "HASH (cols) PARTITIONS n [SEED s], INT64 keys",
  .zInteger = "INT64: 8 bytes big-endian, sign bit flipped",
  .zText = "STRING: its UTF-8 bytes (last column), else 0x00 as 00 01 and"
           " 00 00 after",
  .zBlob = "BINARY: its bytes (last column), else 0x00 as 00 01 and 00 00"
           " after",
  RK_INT64_KEYS, .xInt = kudu_int64, .xIntPartition = kudu_int64_partition,
  .xBytes = kudu_bytes, .acceptText = 1, .acceptBlob = 1,
};
const RkScheme rk_scheme_kudu32 = {
  .zName = "kudu:int32", KUDU_COMMON,
  .zComponent = "HASH (cols) PARTITIONS n [SEED s], INT32 keys",
  .zInteger = "INT32: 4 bytes big-endian, sign bit flipped",
  .zKeyWant = "an integer between -2147483648 and 2147483647",
  RK_INT32_KEYS, .xInt = kudu_int32, .xIntPartition = kudu_int32_partition,
};
