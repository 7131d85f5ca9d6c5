/*
** rowkey.h - link rowkey into a program that embeds SQLite, or place and
** hash arrays of keys without SQLite (the batch API, further down).
**
** Build the static library with `make static` (librowkey.a, compiled with
** SQLITE_CORE so it calls the SQLite it is linked with), then register the
** entry point once, before opening connections:
**
**   #include <sqlite3.h>
**   #include "rowkey.h"
**
**   sqlite3_auto_extension((void (*)(void))sqlite3_rowkey_init);
**   sqlite3_open(":memory:", &db);
**   // SELECT salt_key(1420008, 10);  -- '8|1420008'
**
**   cc app.c librowkey.a -lsqlite3 -lm
**
** Or add rowkey to one connection only: sqlite3_rowkey_init(db, 0, 0).
** Neither way needs load_extension() to be enabled.
*/
#ifndef ROWKEY_H
#define ROWKEY_H

#include <stddef.h>
#include <stdint.h>
/* A program that uses only the batch API and has no SQLite defines
** ROWKEY_NO_SQLITE before including this file. */
#ifndef ROWKEY_NO_SQLITE
#include <sqlite3.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

#ifndef ROWKEY_NO_SQLITE
/* Registers rowkey's functions and table-valued functions on db. Returns
** SQLITE_OK or an SQLite error code; pzErrMsg and pApi may be 0. */
int sqlite3_rowkey_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi);
#endif

/*
** ---- The batch API: key_partition and key_hash over arrays -------------
**
** The same placement as the SQL functions, for keys that are not in
** SQLite: arrays of integers, or byte strings in one buffer with offsets
** (Arrow's layout), with a validity mask for NULLs. It needs no SQLite:
** `make static` also builds librowkey_core.a, the pure core alone.
**
**   #define ROWKEY_NO_SQLITE
**   #include "rowkey.h"
**
**   rowkey_scheme *s;
**   int64_t keys[3] = {1, 2, 3}, part[3];
**   uint8_t has[3];
**   rowkey_column col = { .type = ROWKEY_INT64, .data = keys };
**   if( rowkey_open("kafka", 12, 0, &s)!=ROWKEY_OK ){
**     fprintf(stderr, "%s\n", s ? rowkey_errmsg(s) : "out of memory");
**   }else if( rowkey_partition(s, &col, 3, part, has)!=ROWKEY_OK ){
**     fprintf(stderr, "row %lld: %s\n", (long long)rowkey_error_row(s),
**             rowkey_errmsg(s));
**   }
**   rowkey_close(s);
**
**   cc app.c librowkey_core.a -lm
**
** Results are key_partition's and key_hash's for the same keys, row for
** row: a column of type ROWKEY_INT64, ROWKEY_INT32 or ROWKEY_UINT64 holds
** INTEGER keys, ROWKEY_DOUBLE REAL keys, ROWKEY_TEXT and ROWKEY_BLOB the
** keys SQL would see as TEXT and BLOB. The width of an integer column does
** not choose the scheme: 'kafka:int32' serializes a Java int, 'kafka' a
** long, whatever the array's type. A ROWKEY_UINT64 value above 2^63 - 1
** is the decimal TEXT key of the value for the schemes whose keys are
** unsigned 64-bit (vitess, vitess_xxhash), and an error elsewhere.
**
** Errors have the SQL functions' texts without the function's name
** ("n must be a positive integer, got 0"); where SQL names one of its
** functions, these name rowkey_hash and rowkey_partition. A call stops at
** the first key in error (rowkey_error_row); the rows before it are
** written. An object is not safe to use from two threads at once: open one
** a thread (it is cheap: the text is parsed, tables for n built).
*/
typedef struct rowkey_scheme rowkey_scheme;

#define ROWKEY_OK    0
#define ROWKEY_ERROR 1
#define ROWKEY_NOMEM 7    /* as SQLITE_NOMEM */

/* What a column holds. */
#define ROWKEY_INT64  1   /* int64_t[nRow] */
#define ROWKEY_INT32  2   /* int32_t[nRow] */
#define ROWKEY_UINT64 3   /* uint64_t[nRow] */
#define ROWKEY_DOUBLE 4   /* double[nRow] (a NaN is NULL, as in SQLite) */
#define ROWKEY_TEXT   5   /* bytes + offsets, UTF-8 */
#define ROWKEY_BLOB   6   /* bytes + offsets */

/* How validity reads (it may be 0: no NULLs). */
#define ROWKEY_VALID_BITS  0  /* Arrow's bitmap: bit i%8 (LSB first) of
                              ** byte i/8 is 1 where key i is not NULL */
#define ROWKEY_VALID_BYTES 1  /* a byte a key, non-zero: not NULL */
#define ROWKEY_NULL_BYTES  2  /* a byte a key, non-zero: NULL (numpy masks,
                              ** pandas' isna()) */

typedef struct rowkey_column rowkey_column;
struct rowkey_column {
  int type;                  /* ROWKEY_INT64 ... ROWKEY_BLOB */
  const void *data;          /* the values, or the bytes of TEXT, BLOB */
  /* TEXT, BLOB: key i is the bytes data[off[i]..off[i+1]); one of the two
  ** (Arrow's large_binary and binary offsets), nRow + 1 entries. */
  const int64_t *offsets;
  const int32_t *offsets32;
  const uint8_t *validity;   /* 0: no NULL */
  int validity_kind;         /* ROWKEY_VALID_BITS ... */
};

/* Opens scheme zScheme ('kafka', 'flink(max_parallelism=128)'; 0 is the
** default, 'oceanbase') for n partitions, for the shards of the JSON
** array of weights zWeights (n 0; schemes that take weights, as
** key_partition(k, '[9,10,1]', 'clickhouse')), for the JSON array of
** servers zWeights of a ring scheme (n 0; 'memcached_ketama', 'twemproxy':
** their n is always such a list), or with n 0 and zWeights 0 for
** rowkey_hash only. *ppOut is set even on ROWKEY_ERROR (read
** rowkey_errmsg, then rowkey_close it); 0 only on ROWKEY_NOMEM. */
int rowkey_open(const char *zScheme, int64_t n, const char *zWeights,
                rowkey_scheme **ppOut);

/* key_partition(key, n, scheme) of keys 0..nRow-1 of col into aOut, with
** aValid[i] 1, or 0 (aOut[i] 0) where SQL gives NULL (no partition).
** Returns ROWKEY_OK, ROWKEY_ERROR or ROWKEY_NOMEM. */
int rowkey_partition(rowkey_scheme *s, const rowkey_column *col,
                     int64_t nRow, int64_t *aOut, uint8_t *aValid);
/* key_hash(key, scheme). */
int rowkey_hash(rowkey_scheme *s, const rowkey_column *col, int64_t nRow,
                int64_t *aOut, uint8_t *aValid);
/* key_partition_multi(n, scheme, col0, col1, ...) and key_hash_multi over
** nCol columns of nRow keys each. */
int rowkey_partition_multi(rowkey_scheme *s, const rowkey_column *aCol,
                           int nCol, int64_t nRow, int64_t *aOut,
                           uint8_t *aValid);
int rowkey_hash_multi(rowkey_scheme *s, const rowkey_column *aCol, int nCol,
                      int64_t nRow, int64_t *aOut, uint8_t *aValid);

/* The last error's message ("" after success), and its row (-1: none). */
const char *rowkey_errmsg(const rowkey_scheme *s);
int64_t rowkey_error_row(const rowkey_scheme *s);

/* Frees s (0 is a no-op). */
void rowkey_close(rowkey_scheme *s);

#ifdef __cplusplus
}
#endif

#endif
