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
**               each key's region is its index + 1
*/
#include "fuzz.h"
#include "weights.h"
#include "splitlist.h"

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
    rk_split_list_free(&sl);
  }else{
    FZ_CHECK(err.zMsg[0]!=0 || rc==RK_SPLIT_NOMEM, "split error without a message");
  }
  return 0;
}
