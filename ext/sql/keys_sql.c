/*
** keys_sql.c - salted row keys in SQL.
**
**   SELECT salt_key(1420008, 10);                   -- '8|1420008'
**   SELECT salt_key(1420008, 1000);                 -- '008|1420008'
**   SELECT salt_key(1420008, 10, '|', 'reverse');   -- '8|8000241'
**   SELECT unsalt_key('8|8000241', '|', 'reverse'); -- 1420008
**   SELECT salt_bucket('008|1420008');              -- 8
**   SELECT reverse_id(1420000);                     -- '0000241'
**
** A NULL argument gives NULL. Integer ids are bucketed by id mod buckets;
** other text and blobs by the Iceberg bucket hash of their bytes, so that
** user names and UUIDs spread too. The formatting and parsing rules live in
** keys.c; this file maps SQLite values onto them and reports errors.
*/
#include <string.h>
#include "sqlfn.h"
#include "keys.h"
#include "ascii.h"
#include "murmur.h"

/* Largest bucket count salt_key accepts: prefixes of up to 6 digits. */
#define RK_MAX_BUCKETS 1000000
#define RK_MAX_BUCKETS_TEXT "1000000"

/* Largest width reverse_id pads to. */
#define RK_MAX_REVERSE_WIDTH 100

#if defined(__GNUC__) || defined(__clang__)
# define RK_NOINLINE __attribute__((noinline))
#else
# define RK_NOINLINE
#endif

/* Room on the stack for a key; longer keys (long separators or text ids)
** are built in heap memory. */
#define RK_KEYBUF 128

/* The separator argument at argv[i], or "|" when absent. 0 after an
** error has been reported. */
static const char *get_separator(sqlite3_context *ctx, const char *zFunc,
                                 int argc, sqlite3_value **argv, int i,
                                 int *pn){
  const char *z;
  size_t n;
  if( argc <= i ){
    *pn = 1;
    return "|";
  }
  /* The type is read first: sqlite3_value_text() would turn a blob or a
  ** number into text. */
  if( sqlite3_value_type(argv[i])!=SQLITE_TEXT ){
    rk_arg_error(ctx, zFunc, "separator",
                 "non-empty text without digits", argv[i]);
    return 0;
  }
  z = (const char*)rk_value_bytes(argv[i], SQLITE_TEXT, &n);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  *pn = (int)n;
  if( !rk_separator_ok(z, n) ){
    rk_arg_error(ctx, zFunc, "separator",
                 "non-empty text without digits", argv[i]);
    return 0;
  }
  return z;
}

/* The form argument at argv[i]: 0 for 'id' (the default), 1 for
** 'reverse', -1 after an error has been reported. */
static int get_form(sqlite3_context *ctx, const char *zFunc,
                    int argc, sqlite3_value **argv, int i){
  const char *z;
  size_t n;
  if( argc <= i ) return 0;
  if( sqlite3_value_type(argv[i])==SQLITE_TEXT ){
    z = (const char*)rk_value_bytes(argv[i], SQLITE_TEXT, &n);
    if( z==0 ){
      sqlite3_result_error_nomem(ctx);
      return -1;
    }
    if( rk_ascii_name_is(z, n, "id") ) return 0;
    if( rk_ascii_name_is(z, n, "reverse") ) return 1;
  }
  rk_arg_error(ctx, zFunc, "form", "'id' or 'reverse'", argv[i]);
  return -1;
}

/* Hands buf[0..n) to SQLite as text or blob; frees it if it was
** allocated (buf != stack). */
static void result_key(sqlite3_context *ctx, char *buf, size_t n,
                       int isBlob, const char *stack){
  void (*xDel)(void*) = buf==stack ? SQLITE_TRANSIENT : sqlite3_free;
  if( isBlob ){
    sqlite3_result_blob64(ctx, buf, n, xDel);
  }else{
    sqlite3_result_text64(ctx, buf, n, xDel, SQLITE_UTF8);
  }
}

/* A buffer of n bytes: the stack one when it fits, else heap memory within
** SQLite's length limit. 0 after an error has been reported. */
static char *key_buffer(sqlite3_context *ctx, char *stack, size_t n){
  char *p;
  if( n <= RK_KEYBUF ) return stack;
  if( n > (size_t)sqlite3_limit(sqlite3_context_db_handle(ctx),
                                SQLITE_LIMIT_LENGTH, -1) ){
    sqlite3_result_error_toobig(ctx);
    return 0;
  }
  p = sqlite3_malloc64(n);
  if( p==0 ) sqlite3_result_error_nomem(ctx);
  return p;
}

/*
** salt_key(id, buckets [, separator [, form]])
*/
/* Every case of salt_key, given the types of id and buckets. */
static RK_NOINLINE void salt_general(sqlite3_context *ctx, int tId,
                                     int tBuckets, int argc,
                                     sqlite3_value **argv){
  char stack[RK_KEYBUF];
  char digits[RK_INT64_DIGITS];
  const char *zSep, *zId = 0;
  char *buf;
  int nSep, form, width, isBlob = 0, isInt = 0;
  int64_t buckets, id = 0;
  uint64_t bucket;
  size_t nId = 0, n;

  if( tId==SQLITE_NULL || tBuckets==SQLITE_NULL ) return;
  if( argc > 2 && rk_any_null(argc - 2, argv + 2) ) return;
  if( tBuckets==SQLITE_INTEGER ){
    buckets = sqlite3_value_int64(argv[1]);
  }else if( !rk_value_int64(argv[1], &buckets) ){
    buckets = 0;
  }
  if( buckets < 1 || buckets > RK_MAX_BUCKETS ){
    rk_arg_error(ctx, "salt_key", "buckets",
                 "an integer between 1 and " RK_MAX_BUCKETS_TEXT, argv[1]);
    return;
  }
  zSep = get_separator(ctx, "salt_key", argc, argv, 2, &nSep);
  if( zSep==0 ) return;
  form = get_form(ctx, "salt_key", argc, argv, 3);
  if( form < 0 ) return;

  switch( tId ){
    case SQLITE_INTEGER:
      id = sqlite3_value_int64(argv[0]);
      isInt = 1;
      break;
    case SQLITE_FLOAT:
      isInt = rk_value_int64(argv[0], &id);
      if( !isInt ){
        rk_arg_error(ctx, "salt_key", "id",
                     "an integer, text or a blob", argv[0]);
        return;
      }
      break;
    case SQLITE_TEXT:
      zId = (const char*)rk_value_bytes(argv[0], SQLITE_TEXT, &nId);
      if( zId==0 ){ sqlite3_result_error_nomem(ctx); return; }
      isInt = rk_parse_int64(zId, nId, &id);
      break;
    default:
      zId = (const char*)rk_value_bytes(argv[0], SQLITE_BLOB, &nId);
      if( zId==0 ){ sqlite3_result_error_nomem(ctx); return; }
      isBlob = 1;
      break;
  }
  if( form==1 && !(isInt && id >= 0) ){
    rk_arg_error(ctx, "salt_key", "id",
                 "a non-negative integer for form 'reverse'", argv[0]);
    return;
  }

  width = rk_bucket_width((uint64_t)buckets);
  if( isInt ){
    bucket = rk_floor_mod(id, (uint64_t)buckets);
    nId = rk_format_int64(digits, id);
    if( form==1 ){
      char tmp[RK_INT64_DIGITS];
      memcpy(tmp, digits, nId);
      rk_reverse(digits, tmp, nId);
    }
    zId = digits;
  }else{
    /* The Iceberg bucket hash: murmur3_x86_32, seed 0, sign bit cleared. */
    bucket = (rk_murmur3_x86_32(zId, nId, 0) & 0x7fffffffu)
             % (uint64_t)buckets;
  }
  n = (size_t)width + (size_t)nSep + nId;
  buf = key_buffer(ctx, stack, n);
  if( buf==0 ) return;
  rk_format_padded(buf, bucket, width);
  memcpy(buf + width, zSep, (size_t)nSep);
  if( nId ) memcpy(buf + width + nSep, zId, nId);
  result_key(ctx, buf, n, isBlob, stack);
}

static void saltKeyFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  /* Each type is read once: this runs once per row, and every call
  ** through the API costs. */
  int tId = sqlite3_value_type(argv[0]);
  int tBuckets = sqlite3_value_type(argv[1]);
  if( argc==2 && tId==SQLITE_INTEGER && tBuckets==SQLITE_INTEGER ){
    /* The common call, salt_key(id, buckets), with a valid bucket count:
    ** no separator or form to read, and the key fits a small buffer. It
    ** is kept apart from the general case so that it stays small. */
    int64_t buckets = sqlite3_value_int64(argv[1]);
    if( buckets >= 1 && buckets <= RK_MAX_BUCKETS ){
      char key[8 + RK_INT64_DIGITS];
      int64_t id = sqlite3_value_int64(argv[0]);
      size_t n = rk_format_padded(key, rk_floor_mod(id, (uint64_t)buckets),
                                  rk_bucket_width((uint64_t)buckets));
      key[n++] = '|';
      n += rk_format_int64(key + n, id);
      sqlite3_result_text(ctx, key, (int)n, SQLITE_TRANSIENT);
      return;
    }
  }
  salt_general(ctx, tId, tBuckets, argc, argv);
}

/* Splits the key at argv[0], whose type is t, with the separator at
** argv[1] (if given).
** Returns a pointer to the key's bytes, or 0 after reporting an error. */
static const char *split_arg(sqlite3_context *ctx, const char *zFunc,
                             int t, int argc, sqlite3_value **argv,
                             size_t *pn, uint64_t *pBucket, size_t *pIdOff){
  const char *zKey, *zSep;
  int nSep, rc;
  if( t!=SQLITE_TEXT && t!=SQLITE_BLOB ){
    rk_arg_error(ctx, zFunc, "key", "text or a blob", argv[0]);
    return 0;
  }
  zSep = get_separator(ctx, zFunc, argc, argv, 1, &nSep);
  if( zSep==0 ) return 0;
  zKey = (const char*)rk_value_bytes(argv[0], t, pn);
  if( zKey==0 ){ sqlite3_result_error_nomem(ctx); return 0; }
  rc = rk_split_key(zKey, *pn, zSep, (size_t)nSep, pBucket, pIdOff);
  if( rc!=RK_SPLIT_OK ){
    char *zGot = rk_describe(argv[0]);
    if( zGot==0 ){ sqlite3_result_error_nomem(ctx); return 0; }
    if( rc==RK_SPLIT_NO_PREFIX ){
      rk_error(ctx, "%s: malformed key, no bucket digits at its start, got %s",
               zFunc, zGot);
    }else if( rc==RK_SPLIT_LONG ){
      rk_error(ctx, "%s: malformed key, bucket prefix longer than %d digits,"
               " got %s", zFunc, RK_MAX_PREFIX_DIGITS, zGot);
    }else{
      /* Shown as any argument is (cut, and as bytes if not UTF-8). */
      char *zSepShown = argc > 1 ? rk_describe(argv[1]) : sqlite3_mprintf("'|'");
      if( zSepShown ){
        rk_error(ctx, "%s: malformed key, no separator %s after the bucket"
                 " digits, got %s", zFunc, zSepShown, zGot);
        sqlite3_free(zSepShown);
      }else{
        sqlite3_result_error_nomem(ctx);
      }
    }
    sqlite3_free(zGot);
    return 0;
  }
  return zKey;
}

/*
** unsalt_key(key [, separator [, form]])
*/
/* Every case of unsalt_key, t being the key's type. */
static RK_NOINLINE void unsalt_general(sqlite3_context *ctx, int t, int argc,
                                       sqlite3_value **argv){
  const char *zKey, *zId;
  size_t n, off, nId;
  uint64_t bucket;
  int64_t id;
  int form;

  if( argc > 1 && rk_any_null(argc - 1, argv + 1) ) return;
  zKey = split_arg(ctx, "unsalt_key", t, argc, argv, &n, &bucket, &off);
  if( zKey==0 ) return;
  form = get_form(ctx, "unsalt_key", argc, argv, 2);
  if( form < 0 ) return;
  zId = zKey + off;
  nId = n - off;
  if( form==1 ){
    if( !rk_parse_reversed(zId, nId, &id) ){
      char *zGot = rk_describe(argv[0]);
      if( zGot==0 ){ sqlite3_result_error_nomem(ctx); return; }
      rk_error(ctx, "unsalt_key: malformed key, the id part is not a reversed"
               " non-negative integer, got %s", zGot);
      sqlite3_free(zGot);
      return;
    }
    sqlite3_result_int64(ctx, id);
  }else if( t==SQLITE_BLOB ){
    sqlite3_result_blob64(ctx, zId, nId, SQLITE_TRANSIENT);
  }else if( rk_parse_int64(zId, nId, &id) ){
    sqlite3_result_int64(ctx, id);
  }else{
    sqlite3_result_text64(ctx, zId, nId, SQLITE_TRANSIENT, SQLITE_UTF8);
  }
}

static void unsaltKeyFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  int t = sqlite3_value_type(argv[0]);
  if( t==SQLITE_NULL ) return;
  if( argc==1 && t==SQLITE_TEXT ){
    /* The common call, unsalt_key(key) on an integer id, in one pass and
    ** apart from the general case so that it stays small. */
    size_t n;
    const char *zKey = (const char*)rk_value_bytes(argv[0], t, &n);
    uint64_t bucket;
    int64_t id;
    if( zKey && rk_unsalt_int64(zKey, n, "|", 1, &bucket, &id) ){
      sqlite3_result_int64(ctx, id);
      return;
    }
  }
  unsalt_general(ctx, t, argc, argv);
}

/*
** salt_bucket(key [, separator])
*/
static void saltBucketFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  size_t n, off;
  uint64_t bucket;
  int t = sqlite3_value_type(argv[0]);
  if( t==SQLITE_NULL || (argc > 1 && rk_any_null(argc - 1, argv + 1)) ) return;
  if( split_arg(ctx, "salt_bucket", t, argc, argv, &n, &bucket, &off) ){
    sqlite3_result_int64(ctx, (sqlite3_int64)bucket);
  }
}

/*
** reverse_id(id [, width])
*/
static void reverseIdFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  char stack[RK_KEYBUF];
  char digits[RK_INT64_DIGITS];
  const char *z = 0;
  char *buf;
  size_t n = 0, len;
  int64_t id, width = 0;

  if( rk_any_null(argc, argv) ) return;
  switch( sqlite3_value_type(argv[0]) ){
    case SQLITE_INTEGER:
    case SQLITE_FLOAT:
      if( rk_value_int64(argv[0], &id) && id >= 0 ){
        n = rk_format_int64(digits, id);
        z = digits;
      }
      break;
    case SQLITE_TEXT:
      z = (const char*)rk_value_bytes(argv[0], SQLITE_TEXT, &n);
      if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
      if( !rk_all_digits(z, n) ) z = 0;
      break;
  }
  if( z==0 ){
    rk_arg_error(ctx, "reverse_id", "id",
                 "a non-negative integer or text of digits", argv[0]);
    return;
  }
  if( argc > 1 ){
    if( !rk_value_int64(argv[1], &width)
     || width < 1 || width > RK_MAX_REVERSE_WIDTH ){
      rk_arg_error(ctx, "reverse_id", "width",
                   "an integer between 1 and 100", argv[1]);
      return;
    }
    if( n > (size_t)width ){
      char *zGot = rk_describe(argv[0]);
      if( zGot==0 ){ sqlite3_result_error_nomem(ctx); return; }
      rk_error(ctx, "reverse_id: id must have at most width = %lld digits,"
               " got %s", (long long)width, zGot);
      sqlite3_free(zGot);
      return;
    }
  }
  len = n > (size_t)width ? n : (size_t)width;
  buf = key_buffer(ctx, stack, len);
  if( buf==0 ) return;
  /* Reversing the zero-padded id puts the padding zeros at the end. */
  rk_reverse(buf, z, n);
  memset(buf + n, '0', len - n);
  result_key(ctx, buf, len, 0, stack);
}

int rk_register_keys(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "salt_key",    2, saltKeyFunc },
    { "salt_key",    3, saltKeyFunc },
    { "salt_key",    4, saltKeyFunc },
    { "unsalt_key",  1, unsaltKeyFunc },
    { "unsalt_key",  2, unsaltKeyFunc },
    { "unsalt_key",  3, unsaltKeyFunc },
    { "salt_bucket", 1, saltBucketFunc },
    { "salt_bucket", 2, saltBucketFunc },
    { "reverse_id",  1, reverseIdFunc },
    { "reverse_id",  2, reverseIdFunc },
  };
  return rk_create_functions(db, aFunc,
                             (int)(sizeof(aFunc)/sizeof(aFunc[0])), remove);
}
