/*
** registry.c - the list of every scheme, how a scheme is spelled, and the
** rules every entry shares: which key types it takes, NULL and empty keys,
** the reduction and multi-column keys (no SQLite dependency).
**
**   SELECT key_partition(k, 12, 'kafka');                 -- an entry's name
**   SELECT key_partition(k, 6, 'flink(max_parallelism=4096)');  -- options
**   SELECT name, system FROM rowkey_schemes;              -- this list
**
** A system's entries are defined in its own file in this folder; adding a
** system adds one line per entry to scheme_list.h and nothing else in C.
*/
#include <stdio.h>
#include <string.h>
#include "scheme.h"
#include "utf16.h"
#include "ascii.h"

/* The entries of scheme_list.h, declared, then listed in its order. */
#define RK_SCHEME(x) extern const RkScheme rk_scheme_##x;
#include "scheme_list.h"
#undef RK_SCHEME

const RkScheme *const rk_aSchemeList[] = {
#define RK_SCHEME(x) &rk_scheme_##x,
#include "scheme_list.h"
#undef RK_SCHEME
};
const int rk_nScheme = (int)(sizeof(rk_aSchemeList)/sizeof(rk_aSchemeList[0]));

/* 1 if z[0..n) is zName, ASCII case ignored. */
static int name_is(const char *zName, const char *z, size_t n){
  return zName!=0 && rk_ascii_name_is(z, n, zName);
}

const RkScheme *rk_scheme_find(const char *z, size_t n){
  int i;
  for(i = 0; i < rk_nScheme; i++){
    const RkScheme *p = rk_aSchemeList[i];
    if( name_is(p->zName, z, n) || name_is(p->zAlias, z, n) ) return p;
  }
  return 0;
}

static int is_space(char c){
  return c==' ' || c=='\t' || c=='\n' || c=='\r';
}

/* Reads a decimal integer (optional sign) at z[*pi..n): 1 and stored. */
static int read_int(const char *z, size_t n, size_t *pi, int64_t *pOut){
  size_t i = *pi;
  int neg = 0, any = 0;
  uint64_t v = 0, lim;
  if( i < n && (z[i]=='-' || z[i]=='+') ) neg = z[i++]=='-';
  lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  while( i < n && z[i] >= '0' && z[i] <= '9' ){
    unsigned d = (unsigned)(z[i++] - '0');
    if( v > (lim - d) / 10 ) return 0;
    v = v * 10 + d;
    any = 1;
  }
  if( !any ) return 0;
  *pOut = neg ? (int64_t)(0 - v) : (int64_t)v;
  *pi = i;
  return 1;
}

/* ---- Suggestions for an unknown name ------------------------------------ */

/* The longest spelling compared, and the most edits a suggestion may
** take. */
#define SUGGEST_MAX_LEN 48
#define SUGGEST_MAX_EDITS 2

/* The edit distance of a[0..na) and b[0..nb) (insertions, deletions,
** substitutions and swaps of neighbours: 'kafak' is one from 'kafka'),
** both at most SUGGEST_MAX_LEN. */
static int edit_distance(const char *a, size_t na, const char *b, size_t nb){
  int d[3][SUGGEST_MAX_LEN + 1];   /* rows i-2, i-1, i, in turn */
  size_t i, j;
  for(j = 0; j <= nb; j++) d[0][j] = (int)j;
  for(i = 1; i <= na; i++){
    int *cur = d[i % 3], *prev = d[(i + 2) % 3], *prev2 = d[(i + 1) % 3];
    cur[0] = (int)i;
    for(j = 1; j <= nb; j++){
      int c = prev[j-1] + (a[i-1]!=b[j-1]);
      if( prev[j] + 1 < c ) c = prev[j] + 1;
      if( cur[j-1] + 1 < c ) c = cur[j-1] + 1;
      if( i > 1 && j > 1 && a[i-1]==b[j-2] && a[i-2]==b[j-1]
       && prev2[j-2] + 1 < c ){
        c = prev2[j-2] + 1;
      }
      cur[j] = c;
    }
  }
  return d[na % 3][nb];
}

/* The length of z[0..n) before its ':' type suffix. */
static size_t base_len(const char *z, size_t n){
  const char *c = memchr(z, ':', n);
  return c ? (size_t)(c - z) : n;
}

/* How near the spelling zName is to the (trimmed, lower-case) a[0..na):
** 0 the same, 1 the same system with another type suffix ('kafka:int64'
** for 'kafka' and 'kafka:int32'), else 1 + the edit distance, or -1 when
** too far to suggest. */
static int nearness(const char *a, size_t na, const char *zName){
  size_t nb = strlen(zName), nab = base_len(a, na);
  int d;
  if( nb==na && memcmp(a, zName, na)==0 ) return 0;
  if( nab < na && nab==base_len(zName, nb) && memcmp(a, zName, nab)==0 ){
    return 1;
  }
  if( nb > SUGGEST_MAX_LEN ) return -1;
  d = edit_distance(a, na, zName, nb);
  /* At most two edits, and no more than a third of what was typed. */
  if( d > SUGGEST_MAX_EDITS || 3 * (size_t)d > na ) return -1;
  return 1 + d;
}

int rk_scheme_suggest(const char *z, size_t n, const char **azOut, int nOut){
  char a[SUGGEST_MAX_LEN];
  size_t na = 0, i, e;
  int best = -1, nGot = 0, k, pass;
  const char *c = memchr(z, '(', n);
  /* The name alone, without blanks around it or case. */
  if( c ) n = (size_t)(c - z);
  while( n > 0 && is_space(z[n-1]) ) n--;
  for(i = 0; i < n && is_space(z[i]); i++){}
  if( n - i > SUGGEST_MAX_LEN || n==i ) return 0;
  for(e = i; e < n; e++) a[na++] = (char)rk_ascii_lower((unsigned char)z[e]);
  /* The nearest first, then every spelling that near, in list order. */
  for(pass = 0; pass < 2; pass++){
    for(k = 0; k < rk_nScheme; k++){
      const char *azName[2];
      int j;
      azName[0] = rk_aSchemeList[k]->zName;
      azName[1] = rk_aSchemeList[k]->zAlias;
      for(j = 0; j < 2; j++){
        int d;
        if( azName[j]==0 ) continue;
        d = nearness(a, na, azName[j]);
        if( d < 0 ) continue;
        if( pass==0 ){
          if( best < 0 || d < best ) best = d;
        }else if( d==best && nGot < nOut ){
          azOut[nGot++] = azName[j];
        }
      }
    }
    if( best < 0 ) return 0;
  }
  return nGot;
}

/* ---- Options ----------------------------------------------------------- */

/* A message being written into zErr[0..nErr). */
typedef struct ErrBuf ErrBuf;
struct ErrBuf {
  char *z;
  size_t n, at;
};

static void err_add(ErrBuf *b, const char *z, size_t n){
  /* Whole pieces only: a message cut in a character would not be UTF-8. */
  if( b->at + n >= b->n ) return;
  memcpy(b->z + b->at, z, n);
  b->at += n;
  b->z[b->at] = 0;
}

static void err_str(ErrBuf *b, const char *z){
  err_add(b, z, strlen(z));
}

/* Appends z[0..n) as the user wrote it: 'quoted' (quotes doubled, as SQL
** writes text), cut to 40 bytes at a character's start with "..." after,
** or zBad when it is not UTF-8. */
static void err_shown(ErrBuf *b, const char *z, size_t n, const char *zBad){
  const unsigned char *u = (const unsigned char*)z;
  size_t m = rk_utf8_cut(u, n, 40), i;
  if( !rk_utf8_valid(u, m) ){
    err_str(b, zBad);
    return;
  }
  err_str(b, "'");
  for(i = 0; i < m; i++){
    err_add(b, z + i, 1);
    if( z[i]=='\'' ) err_add(b, "'", 1);
  }
  err_str(b, m < n ? "'..." : "'");
}

void rk_err_add(char *zErr, size_t nErr, const char *z){
  ErrBuf b;
  b.z = zErr;
  b.n = nErr;
  b.at = strlen(zErr);
  err_str(&b, z);
}

void rk_err_shown(char *zErr, size_t nErr, const char *z, size_t n,
                  const char *zBad){
  ErrBuf b;
  b.z = zErr;
  b.n = nErr;
  b.at = strlen(zErr);
  err_shown(&b, z, n, zBad);
}

/* "; its option is a" or "; its options are a, b and c". */
static void err_options(ErrBuf *b, const RkScheme *p){
  int k;
  err_str(b, p->nOpt==1 ? "; its option is " : "; its options are ");
  for(k = 0; k < p->nOpt; k++){
    if( k > 0 ) err_str(b, k==p->nOpt - 1 ? " and " : ", ");
    err_str(b, p->aOpt[k].zName);
  }
}

static void err_range(ErrBuf *b, const RkScheme *p, const RkOption *o){
  char zNum[80];
  const char *const *azWord = rk_option_words(p, (int)(o - p->aOpt));
  int64_t k;
  err_str(b, "option ");
  err_str(b, o->zName);
  err_str(b, " of scheme '");
  err_str(b, p->zName);
  if( azWord ){
    /* A word option: its words, in order. */
    err_str(b, "' must be one of ");
    for(k = o->iMin; k <= o->iMax; k++){
      if( k > o->iMin ) err_str(b, k==o->iMax ? " or " : ", ");
      err_str(b, azWord[k]);
    }
    return;
  }
  snprintf(zNum, sizeof(zNum), "' must be an integer from %lld to %lld",
           (long long)o->iMin, (long long)o->iMax);
  err_str(b, zNum);
}

/* Reads the word of option o at z[*pi..n) (letters, digits, '_'; ASCII
** case ignored): 1 with its index in *pOut, else 0. */
static int read_word(const RkOption *o, const char *const *azWord,
                     const char *z, size_t n, size_t *pi, int64_t *pOut){
  size_t i = *pi, s = i;
  int64_t k;
  for(; i < n; i++){
    int c = rk_ascii_lower((unsigned char)z[i]);
    if( !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c=='_') ) break;
  }
  if( i==s ) return 0;
  for(k = o->iMin; k <= o->iMax; k++){
    if( name_is(azWord[k], z + s, i - s) ){
      *pOut = k;
      *pi = i;
      return 1;
    }
  }
  return 0;
}

/* The option of p spelled z[0..n), or -1. */
static int find_option(const RkScheme *p, const char *z, size_t n){
  int k;
  for(k = 0; k < p->nOpt; k++){
    if( name_is(p->aOpt[k].zName, z, n) ) return k;
  }
  return -1;
}

int64_t rk_place_option(const RkPlace *pl, const char *zName){
  int k;
  for(k = 0; k < pl->p->nOpt; k++){
    if( strcmp(pl->p->aOpt[k].zName, zName)==0 ) return pl->aOpt[k];
  }
  return RK_OPT_UNSET;
}

/* Parses the options of p in z[i..n), z[i-1] being the '(' (p has
** options). 0, or 1 with the message in *b. With pTypes, a ':' after the
** closing ')' starts column types: *pTypes is set to its index (else
** left alone). */
static int parse_options(const RkScheme *p, const char *z, size_t n,
                         size_t i, int64_t *aOpt, ErrBuf *b, size_t *pTypes){
  unsigned seen = 0;
  while( i < n && is_space(z[i]) ) i++;
  if( i < n && z[i]==')' ){
    err_str(b, "scheme '");
    err_str(b, p->zName);
    err_str(b, "' has empty parentheses: write '");
    err_str(b, p->zName);
    err_str(b, "' for its defaults, or name an option");
    err_options(b, p);
    return 1;
  }
  for(;;){
    size_t s, v, e;
    int64_t x = 0;
    int k;
    while( i < n && is_space(z[i]) ) i++;
    if( i==n ) goto unclosed;
    s = i;
    while( i < n && z[i]!='=' && z[i]!=')' && z[i]!=',' && !is_space(z[i]) ) i++;
    if( i==s ){
      err_str(b, "scheme '");
      err_str(b, p->zName);
      err_str(b, "' has an option without a name");
      err_options(b, p);
      return 1;
    }
    k = find_option(p, z + s, i - s);
    if( k < 0 ){
      err_str(b, "scheme '");
      err_str(b, p->zName);
      err_str(b, "' has no option ");
      err_shown(b, z + s, i - s, "of that name (not UTF-8)");
      err_options(b, p);
      return 1;
    }
    if( seen & (1u << k) ){
      err_str(b, "option ");
      err_str(b, p->aOpt[k].zName);
      err_str(b, " of scheme '");
      err_str(b, p->zName);
      err_str(b, "' is given twice");
      return 1;
    }
    seen |= 1u << k;
    while( i < n && is_space(z[i]) ) i++;
    if( i==n || z[i]!='=' ){
      err_str(b, "option ");
      err_str(b, p->aOpt[k].zName);
      err_str(b, " of scheme '");
      err_str(b, p->zName);
      err_str(b, "' needs '=' and its value");
      return 1;
    }
    i++;
    while( i < n && is_space(z[i]) ) i++;
    v = i;
    if( rk_option_words(p, k)
        ? read_word(&p->aOpt[k], rk_option_words(p, k), z, n, &i, &x)
        : read_int(z, n, &i, &x) ){
      while( i < n && is_space(z[i]) ) i++;
    }
    if( i==v || (i < n && z[i]!=',' && z[i]!=')')
     || x < p->aOpt[k].iMin || x > p->aOpt[k].iMax ){
      /* The value as written: up to the next ',' or ')'. */
      for(e = v; e < n && z[e]!=',' && z[e]!=')'; e++){}
      while( e > v && is_space(z[e-1]) ) e--;
      err_range(b, p, &p->aOpt[k]);
      err_str(b, ", got ");
      err_shown(b, z + v, e - v, "text that is not UTF-8");
      return 1;
    }
    aOpt[k] = x;
    if( i==n ) goto unclosed;
    if( z[i++]==',' ) continue;
    while( i < n && is_space(z[i]) ) i++;
    if( i==n ) return 0;
    if( pTypes && z[i]==':' ){
      *pTypes = i;
      return 0;
    }
    err_str(b, "scheme ");
    err_shown(b, z, n, "text that is not UTF-8");
    err_str(b, " has text after its closing ')'");
    return 1;
  }
unclosed:
  err_str(b, "scheme ");
  err_shown(b, z, n, "text that is not UTF-8");
  err_str(b, " has no closing ')'");
  return 1;
}

int rk_scheme_parse(const char *z, size_t n, const RkScheme **pp,
                    int64_t *aOpt, char *zErr, size_t nErr){
  return rk_scheme_parse_cols(z, n, pp, aOpt, 0, zErr, nErr);
}

int rk_scheme_parse_cols(const char *z, size_t n, const RkScheme **pp,
                         int64_t *aOpt, RkColTypes *pCols, char *zErr,
                         size_t nErr){
  size_t i = 0, nName, iTypes = 0;
  const RkScheme *p;
  ErrBuf b;
  int k, typesOk;
  b.z = zErr;
  b.n = nErr;
  b.at = 0;
  zErr[0] = 0;
  if( pCols ) pCols->n = 0;
  while( i < n && z[i]!='(' ) i++;
  nName = i;
  /* 'flink (max_parallelism=256)' reads naturally; 'flink ' alone is no
  ** name. */
  if( i < n ) while( nName > 0 && is_space(z[nName-1]) ) nName--;
  p = rk_scheme_find(z, nName);
  /* 'mysql_key:int32,int64': a type per column (coltypes.c). */
  if( p==0 && (pCols==0 || rk_coltypes_parse(z, nName, &p, pCols, zErr, nErr)) ){
    return 1;
  }
  for(k = 0; k < p->nOpt; k++) aOpt[k] = p->aOpt[k].iDefault;
  for(; k < RK_MAX_OPT; k++) aOpt[k] = RK_OPT_UNSET;
  *pp = p;
  if( i==n ) return 0;
  if( p->nOpt==0 ){
    snprintf(zErr, nErr, "scheme '%s' takes no options", p->zName);
    return 1;
  }
  /* 'kudu(seed=42):int32,text': column types after the options, for an
  ** entry that takes them and has none in its name. */
  typesOk = pCols && pCols->n==0 && p->xMulti && strchr(p->zName, ':')==0;
  if( parse_options(p, z, n, i + 1, aOpt, &b, typesOk ? &iTypes : 0) ){
    return 1;
  }
  if( iTypes==0 ) return 0;
  if( rk_coltypes_parse_list(p, z + iTypes + 1, n - iTypes - 1, pCols, zErr,
                             nErr) ){
    return 1;
  }
  /* One type that is an entry of its own ('kudu(seed=42):int32') is that
  ** entry, as 'kudu:int32(seed=42)' is; it shares p's options. */
  if( pCols->n==1 && pCols->ap[0]!=p ){
    if( pCols->ap[0]->aOpt!=p->aOpt ){
      snprintf(zErr, nErr, "scheme '%s' has options of its own: write"
               " them after its name", pCols->ap[0]->zName);
      return 1;
    }
    *pp = pCols->ap[0];
    pCols->n = 0;
  }
  return 0;
}

uint64_t rk_scheme_start_seed(const RkScheme *p, const int64_t *aOpt){
  int k;
  if( p->xOptionSeed ) return p->xOptionSeed(aOpt);
  for(k = 0; k < p->nOpt; k++){
    if( strcmp(p->aOpt[k].zName, "seed")==0 && aOpt[k]!=RK_OPT_UNSET ){
      return (p->flags & RK_SEED64) ? (uint64_t)aOpt[k]
                                    : (uint64_t)(uint32_t)aOpt[k];
    }
  }
  return p->seed;
}

int rk_scheme_seed(const RkScheme *p, int64_t seed, uint64_t *pSeed){
  if( !(p->flags & RK_SEED) ) return 0;
  if( p->flags & RK_SEED64 ){
    *pSeed = (uint64_t)seed;
    return 1;
  }
  if( seed < -2147483648LL || seed > 4294967295LL ) return 0;
  *pSeed = (uint64_t)(uint32_t)seed;
  return 1;
}

int rk_hash_key(const RkPlace *pl, const RkKey *k, uint64_t seed,
                int64_t *pHash){
  return rk_hash_entry(pl->p, k, seed, pHash);
}

int rk_hash_entry(const RkScheme *p, const RkKey *k, uint64_t seed,
                  int64_t *pHash){
  if( p->xWide ) return RK_BADKEY;   /* a text hash: rk_hash_text */
  switch( k->type ){
    case RK_KEY_INT:
      if( k->i < p->intMin || k->i > p->intMax ) return RK_BADKEY;
      *pHash = p->xInt(k->i, seed);
      return RK_HASHED;
    case RK_KEY_REAL:
      if( p->xReal==0 ) return RK_BADKEY;
      *pHash = p->xReal(k->r, seed);
      return RK_HASHED;
    case RK_KEY_TEXT:
      if( !p->acceptText ) return RK_BADKEY;
      return p->xBytes(k->z, k->n, 1, seed, pHash);
    case RK_KEY_BLOB:
      if( !p->acceptBlob ) return RK_BADKEY;
      return p->xBytes(k->z, k->n, 0, seed, pHash);
    default:
      if( p->flags & RK_NULL_UNHASHED ) return RK_UNPLACED;
      return p->xNull ? p->xNull(seed, pHash) : RK_UNPLACED;
  }
}

int rk_place_key(const RkPlace *pl, const RkKey *k, uint64_t *pPart){
  const RkScheme *p = pl->p;
  int64_t h;
  int rc;
  if( k->type==RK_KEY_NULL && (p->flags & RK_NULL_PART0) ){
    *pPart = 0;
    return RK_HASHED;
  }
  if( p->xWide ){
    RkWide w;
    rc = p->xWide(pl, k, &w);
    if( rc==RK_HASHED ) *pPart = p->xReduceWide(&w, pl);
    return rc;
  }
  if( k->type==RK_KEY_NULL && (p->flags & RK_NULL_UNHASHED) ){
    if( p->xNull(pl->seed, &h)!=RK_HASHED ) return RK_UNPLACED;
    *pPart = p->xReduce(h, pl);
    return RK_HASHED;
  }
  rc = rk_hash_key(pl, k, pl->seed, &h);
  if( rc!=RK_HASHED ) return rc;
  if( (p->flags & RK_EMPTY_UNPLACED) && k->n==0
   && (k->type==RK_KEY_TEXT || k->type==RK_KEY_BLOB) ){
    return RK_UNPLACED;
  }
  *pPart = p->xReduce(h, pl);
  return RK_HASHED;
}

int rk_hash_text(const RkPlace *pl, const RkKey *k, char *z, size_t *pn){
  RkWide w;
  int rc = pl->p->xWide(pl, k, &w);
  if( rc==RK_HASHED ) *pn = pl->p->xWideText(pl, k, &w, z);
  return rc;
}

int rk_place_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                   uint64_t *pPart, int *piBad){
  int64_t h;
  int rc = pl->p->xMulti(pl, aKey, nKey, pl->seed, &h, piBad);
  if( rc!=RK_HASHED ) return rc;
  *pPart = pl->p->xReduceMulti ? pl->p->xReduceMulti(h, pl)
                               : pl->p->xReduce(h, pl);
  return RK_HASHED;
}

int rk_multi_seed_chain(const RkPlace *pl, const RkKey *aKey, int nKey,
                        uint64_t seed, int64_t *pHash, int *piBad){
  int64_t h = 0;
  int i, rc;
  for(i = 0; i < nKey; i++){
    rc = rk_hash_entry(rk_column_scheme(pl, i, &aKey[i]), &aKey[i], seed, &h);
    if( rc!=RK_HASHED ){
      *piBad = i;
      return rc;
    }
    seed = (uint64_t)h;
    /* A 32-bit hash becomes the next seed as its 32 bits. */
    if( !(pl->p->flags & RK_SEED64) ) seed &= 0xffffffffu;
  }
  *pHash = h;
  return RK_HASHED;
}
