/*
** fuzz_json.c - libFuzzer target for the JSON array arguments: the shard
** weights (weights.h) and the split-key lists (splitlist.h), which share
** one reader (json.h).
**
**   make fuzz-build && build/fuzz/fuzz_json fuzz/corpus/json
**
** The whole input is the text. Properties:
**   weights     accepted exactly when the text, once its JSON whitespace
**               is taken out of the gaps, is '[' decimal weights from 1
**               to 2^32 - 1 separated by ',' ']' (at most 65536), checked
**               by a second reader written here over the bytes; the
**               weights equal that reader's; no block is larger than
**               twice the weights kept (at least 16), whatever the text's
**               length
**   split list  the keys are strictly increasing as unsigned bytes and
**               each key's region is its index + 1; a list the parser
**               took, written again as the HBase shell takes it
**               (hbase_literal.c, as hbase_splits' shell column writes
**               it), gives the same keys; and the input's lines, sorted,
**               without duplicates, written so, are read back as they are
*/
#include "fuzz.h"
#include "weights.h"
#include "splitlist.h"
#include "hbase_literal.h"

static uint64_t nPeak;
static void *count_realloc(void *p, uint64_t n){
  if( n > nPeak ) nPeak = n;
  return realloc(p, (size_t)n);
}

static int is_ws(uint8_t c){
  return c==' ' || c=='\t' || c=='\n' || c=='\r';
}

/* The second reader: the weights of z[0..n) into a (room for 65536), or
** -1 when the text is not such a list. */
static long ref_weights(const uint8_t *z, size_t n, uint64_t *a){
  size_t i = 0;
  long k = 0;
  while( i < n && is_ws(z[i]) ) i++;
  if( i==n || z[i++]!='[' ) return -1;
  for(;;){
    uint64_t w = 0;
    size_t d = 0;
    while( i < n && is_ws(z[i]) ) i++;
    while( i < n && z[i] >= '0' && z[i] <= '9' ){
      w = w * 10 + (z[i++] - '0');
      if( w > 4294967295u ) return -1;
      d++;
    }
    if( d==0 || w==0 || k==65536 ) return -1;
    a[k++] = w;
    while( i < n && is_ws(z[i]) ) i++;
    if( i==n ) return -1;
    if( z[i]==',' ){ i++; continue; }
    if( z[i++]!=']' ) return -1;
    while( i < n && is_ws(z[i]) ) i++;
    return i==n ? k : -1;
  }
}


/* Unsigned bytes, a prefix first. */
static int key_cmp(const uint8_t *a, size_t na, const uint8_t *b, size_t nb){
  size_t m = na < nb ? na : nb;
  int c = m ? memcmp(a, b, m) : 0;
  if( c ) return c;
  return na < nb ? -1 : na > nb;
}

typedef struct FzKey { const uint8_t *z; size_t n; } FzKey;
static int fzkey_cmp(const void *a, const void *b){
  const FzKey *x = a, *y = b;
  return key_cmp(x->z, x->n, y->z, y->n);
}

/* Writes aKey[0..nKey) as a shell list, "['k1', 'k2']" with white space
** that varies with seed, into a new buffer (*pn bytes), parses it and
** checks that the keys come back as they are. */
static void check_shell(const FzKey *aKey, size_t nKey, unsigned seed){
  static const char *azGap[] = { ", ", ",", " ,\n  ", "\t,\r\n" };
  size_t cap = 4, i, n = 0, len;
  char *z;
  RkSplitList sl;
  RkSplitError err;
  int rc;
  for(i = 0; i < nKey; i++) cap += RK_HBASE_LITERAL_MAX(aKey[i].n) + 8;
  z = malloc(cap);
  if( z==0 ) return;
  z[n++] = '[';
  if( seed & 1 ) z[n++] = ' ';
  for(i = 0; i < nKey; i++){
    if( i ){
      const char *g = azGap[(seed >> 1) & 3];
      len = strlen(g);
      memcpy(z + n, g, len);
      n += len;
    }
    n += rk_hbase_literal(aKey[i].z, aKey[i].n, z + n);
  }
  if( seed & 8 ) z[n++] = ',';
  z[n++] = ']';
  rc = rk_split_list_parse(z, n, &sl, realloc, free, &err);
  FZ_CHECK(rc==RK_SPLIT_OK, "shell list refused (%d): %s", rc, err.zMsg);
  FZ_CHECK(sl.n==nKey, "shell list %llu keys of %llu",
           (unsigned long long)sl.n, (unsigned long long)nKey);
  for(i = 0; i < nKey; i++){
    size_t nk = sl.off[i + 1] - sl.off[i];
    FZ_CHECK(nk==aKey[i].n && memcmp(sl.bytes + sl.off[i], aKey[i].z, nk)==0,
             "shell key %llu differs", (unsigned long long)i);
  }
  rk_split_list_free(&sl);
  free(z);
}

/* The input's lines as split keys, written for the shell. */
static void check_shell_lines(const uint8_t *data, size_t size){
  FzKey a[64];
  size_t n = 0, i, start = 0, k;
  for(i = 0; i <= size && n < 64; i++){
    if( i==size || data[i]=='\n' ){
      if( i > start ){
        a[n].z = data + start;
        a[n].n = i - start;
        n++;
      }
      start = i + 1;
    }
  }
  if( n==0 ) return;
  qsort(a, n, sizeof(a[0]), fzkey_cmp);
  for(i = 1, k = 1; i < n; i++){
    if( fzkey_cmp(&a[i], &a[k - 1])!=0 ) a[k++] = a[i];
  }
  check_shell(a, k, size ? data[0] : 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static uint64_t aRef[65536];
  const char *z = (const char*)data;
  uint64_t *aW, nW, i;
  long nRef;
  int rc;
  RkSplitList sl;
  RkSplitError err;

  nPeak = 0;
  rc = rk_weights_parse(z, size, &aW, &nW, count_realloc, free);
  nRef = ref_weights(data, size, aRef);
  FZ_CHECK((rc==RK_WEIGHTS_OK)==(nRef >= 0), "weights rc=%d ref=%ld", rc, nRef);
  if( rc==RK_WEIGHTS_OK ){
    FZ_CHECK(nW==(uint64_t)nRef, "weights n=%llu ref=%ld",
             (unsigned long long)nW, nRef);
    for(i = 0; i < nW; i++){
      FZ_CHECK(aW[i]==aRef[i], "weight %llu", (unsigned long long)i);
    }
    FZ_CHECK(nPeak <= 8 * (nW < 8 ? 16 : 2 * nW), "weights block %llu for %llu",
             (unsigned long long)nPeak, (unsigned long long)nW);
    free(aW);
  }else{
    FZ_CHECK(aW==0 && nW==0, "weights left on failure");
  }

  rc = rk_split_list_parse(z, size, &sl, count_realloc, free, &err);
  if( rc==RK_SPLIT_OK ){
    for(i = 0; i < sl.n; i++){
      const unsigned char *k = sl.bytes + sl.off[i];
      size_t nk = sl.off[i + 1] - sl.off[i];
      FZ_CHECK(nk > 0, "empty split key %llu", (unsigned long long)i);
      if( i > 0 ){
        const unsigned char *kp = sl.bytes + sl.off[i - 1];
        size_t np = sl.off[i] - sl.off[i - 1], m = np < nk ? np : nk;
        int c = memcmp(kp, k, m);
        FZ_CHECK(c < 0 || (c==0 && np < nk), "split keys out of order at %llu",
                 (unsigned long long)i);
      }
      FZ_CHECK(rk_split_list_region(&sl, k, nk)==i + 1, "region of key %llu",
               (unsigned long long)i);
    }
    if( sl.n > 0 && sl.n <= 4096 ){
      FzKey *a = malloc(sl.n * sizeof(FzKey));
      if( a ){
        for(i = 0; i < sl.n; i++){
          a[i].z = sl.bytes + sl.off[i];
          a[i].n = sl.off[i + 1] - sl.off[i];
        }
        check_shell(a, sl.n, (unsigned)sl.n);
        free(a);
      }
    }
    rk_split_list_free(&sl);
  }else{
    FZ_CHECK(err.zMsg[0]!=0 || rc==RK_SPLIT_NOMEM, "split error without a message");
  }
  check_shell_lines(data, size);
  return 0;
}
