/*
** open.h - a scheme opened from its text and n, as key_partition and
** key_hash resolve their arguments, for the callers without SQLite (the
** batch API in ext/rowkey.h, the Python module); no SQLite dependency.
**
**   RkPlace *pl;
**   rk_place_open("flink(max_parallelism=128)", 6, 0, &pl, zErr, nErr);
**
** The checks and the error texts are the SQL functions' own, without the
** "key_partition: " in front: "n must be a positive integer, got 0".
*/
#ifndef ROWKEY_OPEN_H
#define ROWKEY_OPEN_H

#include <stddef.h>
#include <stdint.h>
#include "scheme.h"

#define RK_OPEN_OK    0
#define RK_OPEN_ERROR 1   /* the message is in zErr */
#define RK_OPEN_NOMEM 2

/* Room for any message of this file (the unknown-scheme one lists every
** name). */
#define RK_OPEN_ERRBUF 2048

/* Opens scheme z (0: the default, 'oceanbase') for n partitions, or for
** the JSON array of shard weights zWeights (schemes with RK_WEIGHTS; then
** n is 0), or for the JSON array of servers zWeights (schemes with
** RK_SERVERS, whose n is always such a list; n 0), or for hashing only
** (n 0, zWeights 0). The place is malloc'd
** with its table and weights (free() it). */
int rk_place_open(const char *z, int64_t n, const char *zWeights,
                  RkPlace **ppOut, char *zErr, size_t nErr);

/* "unknown scheme " + what was given (zGot, as rk_describe_* writes it;
** z[0..n) the text) + the nearest names (rk_scheme_suggest), as SQL says
** it without the function's name. */
void rk_unknown_scheme(char *zErr, size_t nErr, const char *z, size_t n,
                       const char *zGot);

/* The error for key value zGot (described) of column zArg ("key",
** "key 2") that the scheme p does not take: "key must be ..., got ...". */
void rk_key_error(char *zErr, size_t nErr, const char *zArg,
                  const RkScheme *p, const char *zGot, int isReal);

/* key_partition's message for an n (described in zGot) that p refuses. */
void rk_n_error(char *zErr, size_t nErr, const RkScheme *p, const char *zGot);

/* The check of the number of key columns (xColumns): 1 if fine, else 0
** with the message in zErr. */
int rk_columns_ok(const RkPlace *pl, int nKey, char *zErr, size_t nErr);

#endif
