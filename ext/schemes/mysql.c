/*
** mysql.c - the schemes of MySQL and MariaDB partitioning: PARTITION BY
** [LINEAR] KEY, both ALGORITHMs, and PARTITION BY [LINEAR] HASH(expr) (no
** SQLite dependency).
**
**   SELECT key_partition(1420008, 8, 'mysql_key');     -- KEY(k) PARTITIONS 8
**   SELECT key_hash(97, 'mysql_key') = key_hash(65, 'mysql_key');  -- 1
**   SELECT key_partition('abc', 12, 'mysql_linear_key');    -- LINEAR KEY
**   SELECT key_partition(-7, 4, 'mysql_hash');         -- 3: |-7 % 4|
**   SELECT key_partition_multi(8, 'mysql_key:int32', 42, 'order-7');
**
** KEY hashes the key's columns with calculate_key_hash_value
** (ext/hash/mysql_hash.c): integers as their little-endian bytes (8 for
** BIGINT, 4 for INT: the ':int32' forms), under ALGORITHM=2 (MySQL 5.5+,
** MariaDB) through latin1_swedish_ci, so that 97 and 65 share a hash, under
** ALGORITHM=1 (MySQL 5.1, the '51' schemes) as they are; VARCHAR under
** utf8mb4_general_ci (mysql_key, mysql_key51) or utf8mb4_bin
** (mysql_key_bin); VARBINARY (a BLOB key) as its bytes. KEY takes
** hash % n, LINEAR KEY the server's power-of-two mask. HASH(expr) places
** the integer value itself: |v % n|, or LINEAR's mask over its bits; a NULL
** expression is placed as LONGLONG_MIN (part_val_int).
**
** Rules: MariaDB/server sql/ha_partition.cc (calculate_key_hash_value),
** sql/sql_partition.cc (get_part_id_hash, get_part_id_from_linear_hash,
** part_val_int); checked against a MariaDB 10.11 server
** (test/mariadb_server.test).
*/
#include "scheme.h"
#include "mysql_hash.h"

/* MAX_PARTITIONS */
#define MY_MAX_N 8192

/* ---- The bytes of one column ---------------------------------------- */

static int64_t hash_of(const RkMyHash *h){
  return (int64_t)(uint32_t)h->nr1;
}

static int64_t int64_a2(int64_t v, uint64_t seed){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  rk_my_hash_int(&h, v, 8, 1);
  return hash_of(&h);
}
static int64_t int32_a2(int64_t v, uint64_t seed){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  rk_my_hash_int(&h, v, 4, 1);
  return hash_of(&h);
}
static int64_t int64_a1(int64_t v, uint64_t seed){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  rk_my_hash_int(&h, v, 8, 0);
  return hash_of(&h);
}
static int64_t int32_a1(int64_t v, uint64_t seed){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  rk_my_hash_int(&h, v, 4, 0);
  return hash_of(&h);
}

/* TEXT is VARCHAR in the scheme's collation, BLOB is VARBINARY. */
static int bytes_general_ci(const unsigned char *z, size_t n, int isText,
                            uint64_t seed, int64_t *pHash){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  if( isText ){
    rk_my_hash_general_ci(&h, z, n);
  }else{
    rk_my_hash_bin(&h, z, n);
  }
  *pHash = hash_of(&h);
  return RK_HASHED;
}
static int bytes_utf8mb4_bin(const unsigned char *z, size_t n, int isText,
                             uint64_t seed, int64_t *pHash){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  if( isText ){
    rk_my_hash_mb_bin(&h, z, n);
  }else{
    rk_my_hash_bin(&h, z, n);
  }
  *pHash = hash_of(&h);
  return RK_HASHED;
}

/* A NULL column: nr1 ^= (nr1 << 1) | 1 from 1. */
static int null_key(uint64_t seed, int64_t *pHash){
  RkMyHash h = RK_MY_HASH_INIT;
  (void)seed;
  rk_my_hash_null(&h);
  *pHash = hash_of(&h);
  return RK_HASHED;
}

/* Feeds column k, as the entry q hashes it, into h. The entry's callbacks
** say which bytes it gives (a column may be typed apart from the key's
** scheme: 'mysql_key:int32,int64'). */
static int feed(RkMyHash *h, const RkScheme *q, const RkKey *k){
  switch( k->type ){
    case RK_KEY_INT:
      if( k->i < q->intMin || k->i > q->intMax ) return RK_BADKEY;
      rk_my_hash_int(h, k->i,
                     q->xInt==int32_a2 || q->xInt==int32_a1 ? 4 : 8,
                     q->xInt==int64_a2 || q->xInt==int32_a2);
      return RK_HASHED;
    case RK_KEY_TEXT:
      if( !q->acceptText ) return RK_BADKEY;
      if( q->xBytes==bytes_utf8mb4_bin ){
        rk_my_hash_mb_bin(h, k->z, k->n);
      }else{
        rk_my_hash_general_ci(h, k->z, k->n);
      }
      return RK_HASHED;
    case RK_KEY_BLOB:
      if( !q->acceptBlob ) return RK_BADKEY;
      rk_my_hash_bin(h, k->z, k->n);
      return RK_HASHED;
    case RK_KEY_NULL:
      rk_my_hash_null(h);
      return RK_HASHED;
    default:
      return RK_BADKEY;
  }
}

/* KEY (c0, c1, ...): nr1 and nr2 carry from one column to the next. */
static int multi_key(const RkPlace *pl, const RkKey *aKey, int nKey,
                     uint64_t seed, int64_t *pHash, int *piBad){
  RkMyHash h = RK_MY_HASH_INIT;
  int i;
  (void)seed;
  for(i = 0; i < nKey; i++){
    if( feed(&h, rk_column_scheme(pl, i, &aKey[i]), &aKey[i])!=RK_HASHED ){
      *piBad = i;
      return RK_BADKEY;
    }
  }
  *pHash = hash_of(&h);
  return RK_HASHED;
}

/* ---- Reductions ------------------------------------------------------ */

static uint64_t red_key(int64_t hash, const RkPlace *pl){
  return (uint64_t)hash % pl->n;
}

/* get_part_id_from_linear_hash: c1 = the smallest power of two >= n,
** less one; c2 = half of it, less one. */
static int linear_prepare(RkPlace *pl, char *zErr, size_t nErr){
  uint64_t p = 1;
  (void)zErr;
  (void)nErr;
  while( p < pl->n ) p <<= 1;
  pl->c1 = p - 1;
  pl->c2 = (p >> 1) - 1;
  return 0;
}
static uint64_t red_linear(int64_t hash, const RkPlace *pl){
  uint64_t p = (uint64_t)hash & pl->c1;
  return p < pl->n ? p : (uint64_t)hash & pl->c2;
}

/* get_part_id_hash: the C remainder of the signed value, made positive. */
static uint64_t red_hash(int64_t v, const RkPlace *pl){
  int64_t r = v % (int64_t)pl->n;
  return (uint64_t)(r < 0 ? -r : r);
}

static uint64_t key64_a2(int64_t v, const RkPlace *pl){
  return red_key(int64_a2(v, 0), pl);
}
static uint64_t key32_a2(int64_t v, const RkPlace *pl){
  return red_key(int32_a2(v, 0), pl);
}
static uint64_t key64_a1(int64_t v, const RkPlace *pl){
  return red_key(int64_a1(v, 0), pl);
}
static uint64_t key32_a1(int64_t v, const RkPlace *pl){
  return red_key(int32_a1(v, 0), pl);
}
static uint64_t linear64_a2(int64_t v, const RkPlace *pl){
  return red_linear(int64_a2(v, 0), pl);
}
static uint64_t linear32_a2(int64_t v, const RkPlace *pl){
  return red_linear(int32_a2(v, 0), pl);
}
static uint64_t linear64_a1(int64_t v, const RkPlace *pl){
  return red_linear(int64_a1(v, 0), pl);
}
static uint64_t linear32_a1(int64_t v, const RkPlace *pl){
  return red_linear(int32_a1(v, 0), pl);
}

/* ---- HASH(expr): the value is the hash -------------------------------- */

static int64_t hash_value(int64_t v, uint64_t seed){
  (void)seed;
  return v;
}

/* part_val_int places a NULL expression as LONGLONG_MIN. */
static int null_hash(uint64_t seed, int64_t *pHash){
  (void)seed;
  *pHash = INT64_MIN;
  return RK_HASHED;
}

static uint64_t part_hash(int64_t v, const RkPlace *pl){
  return red_hash(v, pl);
}
static uint64_t part_linear_hash(int64_t v, const RkPlace *pl){
  return red_linear(v, pl);
}

/* ---- The entries ----------------------------------------------------- */

/* What every PARTITION BY [LINEAR] KEY entry shares. Its INT (':int32')
** entries take TEXT and BLOB columns too, as the 64-bit ones do: a key of
** several columns may mix INT and VARCHAR columns. */
#define MY_KEY_SHARED \
  .zSystem = "MySQL / MariaDB", .zNull = "hashes as nr1 ^= (nr1 << 1) | 1: 2", \
  .zHash = "calculate_key_hash_value (nr1 = 1, nr2 = 4, MY_HASH_ADD per byte), uint32", \
  .nMin = 1, .nMax = MY_MAX_N, \
  .xNull = null_key, .acceptText = 1, .acceptBlob = 1, .xMulti = multi_key
/* The text of each collation, and the two reductions. */
#define MY_GCI_SHARED .zText = "VARCHAR utf8mb4_general_ci: each character's sort" \
  " weight, low byte first, trailing spaces ignored", .zBlob = "VARBINARY: its bytes", \
  .xBytes = bytes_general_ci
#define MY_BIN_SHARED .zText = "VARCHAR utf8mb4_bin: its UTF-8 bytes, trailing spaces" \
  " ignored", .zBlob = "VARBINARY: its bytes", .xBytes = bytes_utf8mb4_bin
#define MY_MOD_SHARED .zReduction = "hash % n", .xReduce = red_key
#define MY_LINEAR_SHARED .zReduction = "hash & (2^k - 1), 2^k the least power of" \
  " two >= n; if that is >= n, hash & (2^(k-1) - 1)", .xReduce = red_linear, \
  .xPrepare = linear_prepare

/* The integer keys (zInteger) and what an INT entry's key error says. */
#define MY_A2_BIGINT "BIGINT: 8 bytes little-endian through latin1_swedish_ci" \
  " (trailing 0x20 bytes dropped, case folded)"
#define MY_A2_INT "INT: 4 bytes little-endian through latin1_swedish_ci" \
  " (trailing 0x20 bytes dropped, case folded)"
#define MY_A1_BIGINT "BIGINT: 8 bytes little-endian"
#define MY_A1_INT "INT: 4 bytes little-endian"
#define MY_WANT32 "an integer between -2147483648 and 2147483647, text or a blob"

#define MYSQL_KEY_COMMON MY_KEY_SHARED, MY_GCI_SHARED, MY_MOD_SHARED

const RkScheme rk_scheme_mysql_key = {
  .zName = "mysql_key",
  .zComponent = "PARTITION BY KEY (ALGORITHM=2), utf8mb4_general_ci text",
  .zInteger = MY_A2_BIGINT, RK_INT64_KEYS, .xInt = int64_a2, .xIntPartition = key64_a2,
  MYSQL_KEY_COMMON,
};
const RkScheme rk_scheme_mysql_key32 = {
  .zName = "mysql_key:int32",
  .zComponent = "PARTITION BY KEY (ALGORITHM=2) of INT columns",
  .zInteger = MY_A2_INT, RK_INT32_KEYS, .xInt = int32_a2, .xIntPartition = key32_a2,
  .zKeyWant = MY_WANT32,
  MYSQL_KEY_COMMON,
};

#define MYSQL_KEY_BIN_COMMON MY_KEY_SHARED, MY_BIN_SHARED, MY_MOD_SHARED

const RkScheme rk_scheme_mysql_key_bin = {
  .zName = "mysql_key_bin",
  .zComponent = "PARTITION BY KEY (ALGORITHM=2), utf8mb4_bin text",
  .zInteger = MY_A2_BIGINT, RK_INT64_KEYS, .xInt = int64_a2, .xIntPartition = key64_a2,
  MYSQL_KEY_BIN_COMMON,
};
const RkScheme rk_scheme_mysql_key_bin32 = {
  .zName = "mysql_key_bin:int32",
  .zComponent = "PARTITION BY KEY (ALGORITHM=2) of INT columns, utf8mb4_bin text",
  .zInteger = MY_A2_INT, RK_INT32_KEYS, .xInt = int32_a2, .xIntPartition = key32_a2,
  .zKeyWant = MY_WANT32,
  MYSQL_KEY_BIN_COMMON,
};

#define MYSQL_KEY51_COMMON MY_KEY_SHARED, MY_GCI_SHARED, MY_MOD_SHARED

const RkScheme rk_scheme_mysql_key51 = {
  .zName = "mysql_key51",
  .zComponent = "PARTITION BY KEY ALGORITHM=1 (the MySQL 5.1 hash)",
  .zInteger = MY_A1_BIGINT, RK_INT64_KEYS, .xInt = int64_a1, .xIntPartition = key64_a1,
  MYSQL_KEY51_COMMON,
};
const RkScheme rk_scheme_mysql_key51_32 = {
  .zName = "mysql_key51:int32",
  .zComponent = "PARTITION BY KEY ALGORITHM=1 of INT columns",
  .zInteger = MY_A1_INT, RK_INT32_KEYS, .xInt = int32_a1, .xIntPartition = key32_a1,
  .zKeyWant = MY_WANT32,
  MYSQL_KEY51_COMMON,
};

#define MYSQL_LINEAR_KEY_COMMON MY_KEY_SHARED, MY_GCI_SHARED, MY_LINEAR_SHARED

const RkScheme rk_scheme_mysql_linear_key = {
  .zName = "mysql_linear_key",
  .zComponent = "PARTITION BY LINEAR KEY (ALGORITHM=2), utf8mb4_general_ci text",
  .zInteger = MY_A2_BIGINT, RK_INT64_KEYS, .xInt = int64_a2, .xIntPartition = linear64_a2,
  MYSQL_LINEAR_KEY_COMMON,
};
const RkScheme rk_scheme_mysql_linear_key32 = {
  .zName = "mysql_linear_key:int32",
  .zComponent = "PARTITION BY LINEAR KEY (ALGORITHM=2) of INT columns",
  .zInteger = MY_A2_INT, RK_INT32_KEYS, .xInt = int32_a2, .xIntPartition = linear32_a2,
  .zKeyWant = MY_WANT32,
  MYSQL_LINEAR_KEY_COMMON,
};

#define MYSQL_LINEAR_KEY_BIN_COMMON MY_KEY_SHARED, MY_BIN_SHARED, MY_LINEAR_SHARED

const RkScheme rk_scheme_mysql_linear_key_bin = {
  .zName = "mysql_linear_key_bin",
  .zComponent = "PARTITION BY LINEAR KEY (ALGORITHM=2), utf8mb4_bin text",
  .zInteger = MY_A2_BIGINT, RK_INT64_KEYS, .xInt = int64_a2, .xIntPartition = linear64_a2,
  MYSQL_LINEAR_KEY_BIN_COMMON,
};
const RkScheme rk_scheme_mysql_linear_key_bin32 = {
  .zName = "mysql_linear_key_bin:int32",
  .zComponent = "PARTITION BY LINEAR KEY (ALGORITHM=2) of INT columns,"
                " utf8mb4_bin text",
  .zInteger = MY_A2_INT, RK_INT32_KEYS, .xInt = int32_a2, .xIntPartition = linear32_a2,
  .zKeyWant = MY_WANT32,
  MYSQL_LINEAR_KEY_BIN_COMMON,
};

#define MYSQL_LINEAR_KEY51_COMMON MY_KEY_SHARED, MY_GCI_SHARED, MY_LINEAR_SHARED

const RkScheme rk_scheme_mysql_linear_key51 = {
  .zName = "mysql_linear_key51",
  .zComponent = "PARTITION BY LINEAR KEY ALGORITHM=1",
  .zInteger = MY_A1_BIGINT, RK_INT64_KEYS, .xInt = int64_a1, .xIntPartition = linear64_a1,
  MYSQL_LINEAR_KEY51_COMMON,
};
const RkScheme rk_scheme_mysql_linear_key51_32 = {
  .zName = "mysql_linear_key51:int32",
  .zComponent = "PARTITION BY LINEAR KEY ALGORITHM=1 of INT columns",
  .zInteger = MY_A1_INT, RK_INT32_KEYS, .xInt = int32_a1, .xIntPartition = linear32_a1,
  .zKeyWant = MY_WANT32,
  MYSQL_LINEAR_KEY51_COMMON,
};

/* PARTITION BY [LINEAR] HASH(expr): the expression's value is the hash. */
#define MY_HASH_SHARED \
  .zSystem = "MySQL / MariaDB", .zHash = "none: the expression's integer value", \
  .zNull = "no hash; placed as LONGLONG_MIN (part_val_int)", \
  .nMin = 1, .nMax = MY_MAX_N, .flags = RK_NULL_UNHASHED, \
  .xNull = null_hash, \
  .zKeyWant = "an integer (the value of the HASH expression)"

#define MYSQL_HASH_COMMON MY_HASH_SHARED, \
  .zReduction = "|v % n| (C remainder)", .xReduce = red_hash

const RkScheme rk_scheme_mysql_hash = {
  .zName = "mysql_hash",
  .zComponent = "PARTITION BY HASH(expr) of a BIGINT expression",
  .zInteger = "the value itself", RK_INT64_KEYS,
  .xInt = hash_value, .xIntPartition = part_hash,
  MYSQL_HASH_COMMON,
};
const RkScheme rk_scheme_mysql_hash32 = {
  .zName = "mysql_hash:int32",
  .zComponent = "PARTITION BY HASH(expr) of an INT expression",
  .zInteger = "the value itself", RK_INT32_KEYS,
  .xInt = hash_value, .xIntPartition = part_hash,
  MYSQL_HASH_COMMON,
};

#define MYSQL_LINEAR_HASH_COMMON MY_HASH_SHARED, \
  .zReduction = "v & (2^k - 1), 2^k the least power of two >= n;" \
                " if that is >= n, v & (2^(k-1) - 1)", \
  .xReduce = red_linear, .xPrepare = linear_prepare

const RkScheme rk_scheme_mysql_linear_hash = {
  .zName = "mysql_linear_hash",
  .zComponent = "PARTITION BY LINEAR HASH(expr) of a BIGINT expression",
  .zInteger = "the value itself (its two's complement bits)", RK_INT64_KEYS,
  .xInt = hash_value, .xIntPartition = part_linear_hash,
  MYSQL_LINEAR_HASH_COMMON,
};
const RkScheme rk_scheme_mysql_linear_hash32 = {
  .zName = "mysql_linear_hash:int32",
  .zComponent = "PARTITION BY LINEAR HASH(expr) of an INT expression",
  .zInteger = "the value itself (its two's complement bits)", RK_INT32_KEYS,
  .xInt = hash_value, .xIntPartition = part_linear_hash,
  MYSQL_LINEAR_HASH_COMMON,
};
