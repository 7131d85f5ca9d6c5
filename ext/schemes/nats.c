/*
** nats.c - NATS subject mapping partitions (no SQLite dependency).
**
**   SELECT key_partition('user42', 12, 'nats');                 -- 0
**   SELECT key_hash('user42', 'nats');                          -- 3725913216
**   SELECT key_partition_multi(16, 'nats', 'eu', 'user42');     -- partition(16,i,j)
**
** A mapping such as "orders.*" -> "orders.{{partition(3,1)}}.{{wildcard(1)}}"
** writes into the subject the partition of the wildcard tokens it names
** (nats-server server/accounts.go transform.getHashPartition; later
** server/subject_transform.go): FNV-1a 32 (Go's hash/fnv New32a) of the
** tokens' bytes concatenated with no separator, in the order partition()
** lists them, % n. key_partition is partition(n, i) of one token;
** key_partition_multi(n, 'nats', t1, t2, ...) takes the tokens in the
** order the mapping names them (partition(n,2,1): token 2 first).
**
** A key is one subject token: an INTEGER is its decimal text, a TEXT its
** bytes. A token NATS cannot publish is an error: empty, holding '.' or a
** blank (space, tab, CR, LF, FF: nats-server's subject check), or a lone
** wildcard '*' or '>'; so is NULL (no subject has a NULL token) and a
** BLOB (a subject is text).
*/
#include "scheme.h"
#include "keys.h"
#include "fnv1a.h"

/* 1 if z[0..n) is a token a subject can carry as a literal. */
static int nats_token_ok(const unsigned char *z, size_t n){
  size_t i;
  if( n==0 ) return 0;
  if( n==1 && (z[0]=='*' || z[0]=='>') ) return 0;
  for(i = 0; i < n; i++){
    switch( z[i] ){
      case '.': case ' ': case '\t': case '\r': case '\n': case '\f':
        return 0;
    }
  }
  return 1;
}

/* The FNV-1a state after one more token; an integer is its decimal text,
** always a valid token. */
static uint32_t nats_feed_int(uint32_t h, int64_t v){
  char buf[RK_INT64_DIGITS], *z = rk_format_int64_back(buf + sizeof buf, v);
  return rk_fnv1a_32_update(h, z, (size_t)(buf + sizeof buf - z));
}

static int64_t nats_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int64_t)nats_feed_int(RK_FNV1A_32_BASIS, v);
}

static int nats_bytes(const unsigned char *z, size_t n, int isText,
                      uint64_t seed, int64_t *pHash){
  (void)seed;
  if( !isText || !nats_token_ok(z, n) ) return RK_BADKEY;
  *pHash = (int64_t)rk_fnv1a_32_update(RK_FNV1A_32_BASIS, z, n);
  return RK_HASHED;
}

/* No subject has a NULL token: an error, not a NULL. */
static int nats_null(uint64_t seed, int64_t *pHash){
  (void)seed;
  (void)pHash;
  return RK_BADKEY;
}

static int nats_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                      uint64_t seed, int64_t *pHash, int *piBad){
  uint32_t h = RK_FNV1A_32_BASIS;
  int i;
  (void)pl;
  (void)seed;
  for(i = 0; i < nKey; i++){
    const RkKey *k = &aKey[i];
    if( k->type==RK_KEY_INT ){
      h = nats_feed_int(h, k->i);
    }else if( k->type==RK_KEY_TEXT && nats_token_ok(k->z, k->n) ){
      h = rk_fnv1a_32_update(h, k->z, k->n);
    }else{
      *piBad = i;
      return RK_BADKEY;
    }
  }
  *pHash = (int64_t)h;
  return RK_HASHED;
}

static uint64_t nats_reduce(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

static uint64_t nats_int_partition(int64_t v, const RkPlace *pl){
  return (uint64_t)nats_feed_int(RK_FNV1A_32_BASIS, v) % pl->n;
}

const RkScheme rk_scheme_nats = {
  .zName = "nats", .zSystem = "NATS",
  .zComponent = "nats-server subject mapping {{partition(n, i, ...)}}",
  .zHash = "FNV-1a 32 of the wildcard tokens, concatenated",
  .zInteger = "its decimal text (one subject token)",
  .zText = "its UTF-8 bytes (one subject token: not empty, no '.' or blank,"
           " not '*' or '>')",
  .zReduction = "hash % n",
  .zNull = "an error (no subject has a NULL token)",
  .zKeyWant = "an integer, or text that is one NATS subject token (not"
              " empty, no '.' or blank, not '*' or '>')",
  .nMin = 1, .nMax = INT32_MAX, RK_INT64_KEYS,
  .xInt = nats_int, .xBytes = nats_bytes, .acceptText = 1,
  .xNull = nats_null, .xReduce = nats_reduce,
  .xIntPartition = nats_int_partition, .xMulti = nats_multi,
};
