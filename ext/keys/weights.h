/*
** weights.h - a list of shard weights, given as a JSON array of positive
** integers, as ClickHouse's cluster configuration gives each shard one
** (no SQLite dependency).
**
**   '[9, 10, 1]'   three shards, of weights 9, 10 and 1
*/
#ifndef ROWKEY_WEIGHTS_H
#define ROWKEY_WEIGHTS_H

#include <stddef.h>
#include <stdint.h>

/* The most weights a list may hold, and the largest weight (ClickHouse's
** weight is a UInt32). */
#define RK_WEIGHTS_MAX   65536
#define RK_WEIGHT_MAX    4294967295u

#define RK_WEIGHTS_OK     0
#define RK_WEIGHTS_NOMEM  1
#define RK_WEIGHTS_BAD    2   /* not a JSON array of 1 to 65536 weights
                              ** from 1 to 4294967295 */

/* Parses z[0..len): on RK_WEIGHTS_OK *paW holds the *pn weights (from
** xRealloc; free it with the matching free), else *paW is 0. The array
** grows with the weights read, so that the memory is what the list
** keeps, whatever the text's length. */
int rk_weights_parse(const char *z, size_t len, uint64_t **paW, uint64_t *pn,
                     void *(*xRealloc)(void*, uint64_t), void (*xFree)(void*));

#endif
