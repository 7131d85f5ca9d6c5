/*
** fuzz_keys.c - libFuzzer target for the key formatting and parsing core
** (ext/keys/keys.h), with no SQLite involved.
**
**   make fuzz-build && build/fuzz/fuzz_keys fuzz/corpus/keys
**
** Properties checked on every input:
**   - rk_parse_int64 accepts exactly what printf("%lld") prints, with the
**     same value; rk_format_int64 prints what printf prints.
**   - rk_format_padded, rk_digits, rk_floor_mod, rk_muldiv agree with
**     snprintf and 128-bit arithmetic.
**   - rk_separator_ok, rk_all_digits, rk_parse_reversed and rk_split_key
**     agree with simple loops written here.
**   - the round trip: a key built the way salt_key builds it (bucket
**     prefix, separator, id or reversed id, or any bytes) splits back into
**     the same bucket and the same id: unsalt(salt(x)) == x.
*/
#include "fuzz.h"
#include "keys.h"

static int ref_all_digits(const char *z, size_t n){
  size_t i;
  if( n==0 ) return 0;
  for(i = 0; i < n; i++) if( z[i] < '0' || z[i] > '9' ) return 0;
  return 1;
}

static int ref_separator_ok(const char *z, size_t n){
  size_t i;
  if( n==0 ) return 0;
  for(i = 0; i < n; i++) if( z[i]>='0' && z[i]<='9' ) return 0;
  return 1;
}

/* Checks rk_split_key(key, sep) against a direct reading of its contract. */
static void check_split(const char *key, size_t n, const char *sep, size_t nsep){
  uint64_t bucket = 7777, want = 0;
  size_t off = 7777, i = 0;
  int rc = rk_split_key(key, n, sep, nsep, &bucket, &off);
  while( i < n && key[i]>='0' && key[i]<='9' ) i++;
  if( i==0 ){
    FZ_CHECK(rc==RK_SPLIT_NO_PREFIX, "rc=%d", rc);
  }else if( i > RK_MAX_PREFIX_DIGITS ){
    FZ_CHECK(rc==RK_SPLIT_LONG, "rc=%d", rc);
  }else if( n - i < nsep || memcmp(key + i, sep, nsep)!=0 ){
    FZ_CHECK(rc==RK_SPLIT_NO_SEP, "rc=%d", rc);
  }else{
    size_t k;
    for(k = 0; k < i; k++) want = want*10 + (uint64_t)(key[k] - '0');
    FZ_CHECK(rc==RK_SPLIT_OK, "rc=%d", rc);
    FZ_CHECK(bucket==want && off==i + nsep, "bucket %llu off %zu",
             (unsigned long long)bucket, off);
  }
}

/* Builds a salted key the way salt_key does and splits it back. */
static void check_round_trip(FzIn *in, const char *sep, size_t nsep){
  char key[6 + 255 + 255 + RK_INT64_DIGITS];
  char digits[RK_INT64_DIGITS];
  uint64_t buckets = fz_u32(in) % 1000000 + 1, bucket, got;
  int64_t id = (int64_t)fz_u64(in), back;
  int kind = fz_byte(in) % 3, width;
  size_t nId, n, off;
  const char *zId;

  if( kind==1 && id < 0 ) id = id==INT64_MIN ? 0 : -id;
  if( kind==2 ){
    /* Any bytes (text or blob ids): the bucket is some hash; any value
    ** in range will do for the format. */
    zId = (const char*)fz_bytes(in, 255, &nId);
    bucket = fz_u32(in) % buckets;
  }else{
    bucket = rk_floor_mod(id, buckets);
    nId = rk_format_int64(digits, id);
    if( kind==1 ){
      char tmp[RK_INT64_DIGITS];
      memcpy(tmp, digits, nId);
      rk_reverse(digits, tmp, nId);
    }
    zId = digits;
  }
  width = rk_bucket_width(buckets);
  n = rk_format_padded(key, bucket, width);
  FZ_CHECK(n==(size_t)width, "bucket %llu of %llu took %zu digits",
           (unsigned long long)bucket, (unsigned long long)buckets, n);
  memcpy(key + n, sep, nsep);
  n += nsep;
  if( nId ) memcpy(key + n, zId, nId);
  n += nId;

  FZ_CHECK(rk_split_key(key, n, sep, nsep, &got, &off)==RK_SPLIT_OK,
           "salted key does not split");
  FZ_CHECK(got==bucket, "bucket %llu back as %llu",
           (unsigned long long)bucket, (unsigned long long)got);
  FZ_CHECK(n - off==nId && memcmp(key + off, zId, nId)==0,
           "id part changed");
  if( kind==0 ){
    FZ_CHECK(rk_parse_int64(key + off, n - off, &back) && back==id,
             "id %lld not read back", (long long)id);
  }else if( kind==1 ){
    FZ_CHECK(rk_parse_reversed(key + off, n - off, &back) && back==id,
             "reversed id %lld not read back", (long long)id);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FzIn in = { data, size };
  char buf[64], ref[64];
  const uint8_t *p;
  size_t n;
  int64_t v, w;
  uint64_t a, b, d;
  int width, ok;

  /* Parsing any bytes as a canonical int64. */
  p = fz_bytes(&in, 40, &n);
  ok = rk_parse_int64((const char*)p, n, &v);
  FZ_CHECK(ok==fz_ref_canonical((const char*)p, n, &w), "parse_int64 ok=%d", ok);
  if( ok ) FZ_CHECK(v==w, "%lld != %lld", (long long)v, (long long)w);

  /* Reversed ids: digits whose reversal is canonical and non-negative. */
  ok = rk_parse_reversed((const char*)p, n, &v);
  if( n > 0 && n < sizeof(buf) ){
    size_t k;
    for(k = 0; k < n; k++) buf[k] = (char)p[n - 1 - k];
    FZ_CHECK(ok==(ref_all_digits((const char*)p, n)
                  && fz_ref_canonical(buf, n, &w) && w >= 0),
             "parse_reversed ok=%d", ok);
    if( ok ) FZ_CHECK(v==w, "%lld != %lld", (long long)v, (long long)w);
  }else{
    FZ_CHECK(!ok, "parse_reversed accepted %zu bytes", n);
  }
  FZ_CHECK(rk_all_digits((const char*)p, n)==ref_all_digits((const char*)p, n),
           "all_digits");

  /* Formatting. */
  v = (int64_t)fz_u64(&in);
  n = rk_format_int64(buf, v);
  snprintf(ref, sizeof(ref), "%lld", (long long)v);
  FZ_CHECK(n==strlen(ref) && memcmp(buf, ref, n)==0, "format %lld", (long long)v);
  FZ_CHECK(rk_parse_int64(buf, n, &w) && w==v, "format/parse %lld", (long long)v);
  {
    /* The backwards form ends where it was told and prints the same. */
    char tail[RK_INT64_DIGITS];
    const char *z = rk_format_int64_back(tail + sizeof(tail), v);
    FZ_CHECK((size_t)(tail + sizeof(tail) - z)==strlen(ref)
             && memcmp(z, ref, strlen(ref))==0, "format back %lld", (long long)v);
  }

  a = fz_u64(&in);
  width = fz_byte(&in) % 25;
  n = rk_format_padded(buf, a, width);
  snprintf(ref, sizeof(ref), "%0*llu", width, (unsigned long long)a);
  FZ_CHECK(n==strlen(ref) && memcmp(buf, ref, n)==0, "padded %llu %d",
           (unsigned long long)a, width);
  snprintf(ref, sizeof(ref), "%llu", (unsigned long long)a);
  FZ_CHECK(rk_digits(a)==(int)strlen(ref), "digits %llu", (unsigned long long)a);

  /* Arithmetic against 128-bit integers. */
  b = fz_u64(&in);
  if( b==0 ) b = 1;
  {
    __int128 m = (__int128)v % (__int128)b;
    if( m < 0 ) m += b;
    FZ_CHECK(rk_floor_mod(v, b)==(uint64_t)m, "floor_mod %lld %llu",
             (long long)v, (unsigned long long)b);
  }
  FZ_CHECK(rk_bucket_width(b)==rk_digits(b - 1), "bucket_width");
  d = fz_u64(&in);
  if( d==0 ) d = 1;
  {
    unsigned __int128 q = (unsigned __int128)a * b / d;
    if( q >> 64 == 0 ){
      FZ_CHECK(rk_muldiv(a, b, d)==(uint64_t)q, "muldiv %llu %llu %llu",
               (unsigned long long)a, (unsigned long long)b,
               (unsigned long long)d);
    }
  }

  /* Separators, splitting any key, and the round trip. */
  {
    const uint8_t *sep = fz_bytes(&in, 255, &n);
    size_t nsep = n;
    const uint8_t *key = fz_bytes(&in, 255, &n);
    ok = rk_separator_ok((const char*)sep, nsep);
    FZ_CHECK(ok==ref_separator_ok((const char*)sep, nsep), "separator_ok");
    check_split((const char*)key, n, (const char*)sep, nsep);
    if( ok ){
      check_round_trip(&in, (const char*)sep, nsep);
    }else{
      check_round_trip(&in, "|", 1);
    }
  }
  return 0;
}
