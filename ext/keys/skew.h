/*
** skew.h - rows (or weights) per partition and the skew statistics over
** them (no SQLite dependency). Memory grows with the number of distinct
** partition ids, never with the number of rows: small ids are counted in a
** growable array indexed by id, larger ones in an open-addressing hash map.
**
** A tally counts rows (rk_skew_add), integer weights (rk_skew_add_int:
** exact, up to 2^64 - 1 in all) or real weights (rk_skew_add_real: from
** the first one on, every count is a double). Adding the per-partition
** counts of several tallies as integer weights gives exactly the tally of
** all their rows: that is how summaries from many machines combine.
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
#define RK_SKEW_OVERFLOW 3   /* the total weight passes 2^64 - 1 (or DBL_MAX) */

/* A partition's count: u while the tally is exact, d once it is real. */
typedef union RkSkewCount RkSkewCount;
union RkSkewCount {
  uint64_t u;
  double d;
};

typedef struct RkSkewSlot RkSkewSlot;
struct RkSkewSlot {
  uint64_t id;      /* 0 marks a free slot: hashed ids are never 0 */
  RkSkewCount count;
};

typedef struct RkSkew RkSkew;
struct RkSkew {
  /* Allocator: realloc semantics (size 0 never asked), and free. */
  void *(*xRealloc)(void*, uint64_t);
  void (*xFree)(void*);
  RkSkewCount *dense;   /* counts of ids 0..nDense-1 */
  uint64_t nDense;
  RkSkewSlot *slot;     /* hash map of ids >= RK_SKEW_DENSE_MAX */
  uint64_t nSlot;       /* a power of two, or 0 */
  uint64_t nUsed;
  uint64_t distinct;    /* distinct ids with a non-zero count */
  uint64_t rows;        /* rows counted (weight 0 included) */
  uint64_t weight;      /* total weight while exact */
  double weightReal;    /* total weight once real */
  int real;             /* counts are doubles */
};

/* Statistics of a tally. With n > 0 the partitions are 0..n-1 (the ones
** never seen are empty); with n == 0 only the ids seen count. min, max and
** weight are exact integers unless real is set, when minReal, maxReal and
** weightReal hold them. */
typedef struct RkSkewStats RkSkewStats;
struct RkSkewStats {
  uint64_t partitions, rows, empty, min, max, hottest, weight;
  double minReal, maxReal, weightReal;
  double mean, stddev;  /* population standard deviation */
  int real;
};

/* Starts an empty tally using the given allocator. */
void rk_skew_init(RkSkew *p, void *(*xRealloc)(void*, uint64_t),
                  void (*xFree)(void*));

/* Counts one row of partition id (weight 1). */
int rk_skew_add(RkSkew *p, uint64_t id);

/* Counts one row of partition id with weight w. A weight of 0 counts the
** row but leaves its partition as it was (empty if it was). */
int rk_skew_add_int(RkSkew *p, uint64_t id, uint64_t w);
int rk_skew_add_real(RkSkew *p, uint64_t id, double w);  /* w >= 0, finite */

/* Fills *pStats; returns 0 when there are no partitions (no rows and
** n == 0), when only partitions, rows and empty are meaningful. hottest is
** the smallest id among those with the largest count. */
int rk_skew_stats(const RkSkew *p, uint64_t n, RkSkewStats *pStats);

/* Frees the tally's memory (the struct itself is the caller's). */
void rk_skew_free(RkSkew *p);

#endif
