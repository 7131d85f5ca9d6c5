/*
** skew.h - rows per partition and the skew statistics over them (no SQLite
** dependency). Memory grows with the number of distinct partition ids,
** never with the number of rows: small ids are counted in a growable
** array indexed by id, larger ones in an open-addressing hash map.
*/
#ifndef ROWKEY_SKEW_H
#define ROWKEY_SKEW_H

#include <stddef.h>
#include <stdint.h>

/* Ids below this are counted in the array (at most 512 KiB of counters). */
#define RK_SKEW_DENSE_MAX 65536

/* Most distinct partition ids one tally accepts. */
#define RK_SKEW_MAX_DISTINCT 1000000

#define RK_SKEW_OK       0
#define RK_SKEW_NOMEM    1
#define RK_SKEW_TOO_MANY 2   /* more than RK_SKEW_MAX_DISTINCT ids */

typedef struct RkSkewSlot RkSkewSlot;
struct RkSkewSlot {
  uint64_t id;      /* 0 marks a free slot: hashed ids are never 0 */
  uint64_t count;
};

typedef struct RkSkew RkSkew;
struct RkSkew {
  /* Allocator: realloc semantics (size 0 never asked), and free. */
  void *(*xRealloc)(void*, uint64_t);
  void (*xFree)(void*);
  uint64_t *dense;      /* counts of ids 0..nDense-1 */
  uint64_t nDense;
  RkSkewSlot *slot;     /* hash map of ids >= RK_SKEW_DENSE_MAX */
  uint64_t nSlot;       /* a power of two, or 0 */
  uint64_t nUsed;
  uint64_t distinct;    /* distinct ids seen */
  uint64_t rows;        /* ids counted */
};

/* Statistics of a tally. With n > 0 the partitions are 0..n-1 (the ones
** never seen are empty); with n == 0 only the ids seen count. */
typedef struct RkSkewStats RkSkewStats;
struct RkSkewStats {
  uint64_t partitions, rows, empty, min, max, hottest;
  double mean, stddev;  /* population standard deviation */
};

/* Starts an empty tally using the given allocator. */
void rk_skew_init(RkSkew *p, void *(*xRealloc)(void*, uint64_t),
                  void (*xFree)(void*));

/* Counts one row of partition id. */
int rk_skew_add(RkSkew *p, uint64_t id);

/* Fills *pStats; returns 0 when there are no partitions (no rows and
** n == 0), when only partitions, rows and empty are meaningful. hottest is
** the smallest id among those with the most rows. */
int rk_skew_stats(const RkSkew *p, uint64_t n, RkSkewStats *pStats);

/* Frees the tally's memory (the struct itself is the caller's). */
void rk_skew_free(RkSkew *p);

#endif
