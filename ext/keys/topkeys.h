/*
** topkeys.h - the heaviest keys of a stream in memory proportional to k:
** the Space-Saving algorithm (Metwally, Agrawal, El Abbadi 2005), with
** weights (no SQLite dependency).
**
** m counters for the k keys asked for: m = max(3k, RK_TOP_MIN_COUNTERS)
** (ClickHouse's topK also keeps 3k; more counters make the bounds
** tighter, so that the k heaviest can be told from the rest). A key
** already counted adds its weight to its counter. A new key takes a free
** counter, or else the counter with the smallest count: it inherits that
** count as its error (the most its count can exceed its true weight),
** plus its own weight. So for every tracked key
** count - error <= true weight <= count, every key whose true weight is
** above total / m holds a counter at the end, and a key not tracked weighs
** at most the smallest count.
**
** Memory: m counters of sizeof(RkTopCounter) (104 bytes on 64-bit
** machines), a heap index and at least two hash slots each (about 120
** bytes a counter: 464 KB for k up to 1365, 36 MB at k = 100000), plus the
** bytes of keys longer than RK_TOP_INLINE, whatever the rows.
**
** Keys are typed as SQLite compares them for equality: numbers by value
** (INTEGER 1 and REAL 1.0 are the same key), TEXT by its bytes, BLOB by its
** bytes; a number, a TEXT and a BLOB are never the same key.
*/
#ifndef ROWKEY_TOPKEYS_H
#define ROWKEY_TOPKEYS_H

#include <stddef.h>
#include <stdint.h>

/* Most keys one summary may be asked for (the k of top_keys). */
#define RK_TOP_MAX_K 100000
/* Fewest counters a summary keeps, and counters per key asked for. */
#define RK_TOP_MIN_COUNTERS 4096
#define RK_TOP_COUNTERS_PER_K 3

#define RK_TOP_INT  1
#define RK_TOP_REAL 2   /* only REALs that are not an int64 value */
#define RK_TOP_TEXT 3
#define RK_TOP_BLOB 4

#define RK_TOP_OK       0
#define RK_TOP_NOMEM    1
#define RK_TOP_OVERFLOW 2   /* the total weight passes 2^64 - 1 (or DBL_MAX) */

/* A key: i for RK_TOP_INT, r for RK_TOP_REAL, z[0..n) otherwise. */
typedef struct RkTopKey RkTopKey;
struct RkTopKey {
  int type;
  int64_t i;
  double r;
  const unsigned char *z;
  size_t n;
};

/* A count: u while every weight was an integer, d once one was real. */
typedef union RkTopCount RkTopCount;
union RkTopCount {
  uint64_t u;
  double d;
};

#define RK_TOP_INLINE 24   /* key bytes kept inside the counter */

typedef struct RkTopCounter RkTopCounter;
struct RkTopCounter {
  uint64_t hash;
  RkTopCount count, error;
  int type;
  int64_t i;
  double r;
  unsigned char *z;          /* inl, or allocated when longer */
  size_t n, cap;             /* cap: bytes z can hold */
  uint32_t heap;             /* position in the heap */
  unsigned char inl[RK_TOP_INLINE];
};

typedef struct RkTop RkTop;
struct RkTop {
  void *(*xRealloc)(void*, uint64_t);
  void (*xFree)(void*);
  uint32_t k;            /* keys asked for */
  uint32_t m;            /* counters: max(3k, RK_TOP_MIN_COUNTERS) */
  uint32_t nUsed;        /* counters holding a key */
  RkTopCounter *a;       /* m counters */
  uint32_t *heap;        /* counter indexes, a min-heap on count */
  uint32_t *table;       /* hash table of counter index + 1; 0 is free */
  uint32_t mask;         /* table size - 1 */
  int real;              /* counts are doubles */
  int evicted;           /* some key lost its counter: counts are bounds */
  uint64_t rows;         /* keys counted (weight 0 included) */
  uint64_t weight;       /* total weight while exact */
  double weightReal;     /* total weight once real */
};

/* Starts a summary for the k heaviest keys (1 <= k <= RK_TOP_MAX_K), with
** m counters (above); RK_TOP_NOMEM
** when the memory for them cannot be had (then rk_top_free it anyway). */
int rk_top_init(RkTop *p, uint32_t k, void *(*xRealloc)(void*, uint64_t),
                void (*xFree)(void*));

/* Counts one key, weight 1, an integer weight or a real one (finite,
** >= 0). Keys with weight 0 count as rows only. */
int rk_top_add(RkTop *p, const RkTopKey *key);
int rk_top_add_int(RkTop *p, const RkTopKey *key, uint64_t w);
int rk_top_add_real(RkTop *p, const RkTopKey *key, double w);

/* Sorts the counters in use, heaviest first (ties: the smaller error,
** then numbers before text before blobs, by value or bytes), and returns
** them (nUsed of them). The summary takes no more keys after this. */
const RkTopCounter *rk_top_sorted(RkTop *p);

/* After rk_top_sorted: the upper bound on the weight of every key that is
** not among the first k counters (the (k+1)-th count; 0 when at most k
** keys were seen). Key j < k is certainly among the k heaviest when its
** lower bound, count - error, is above it. */
RkTopCount rk_top_outside_bound(const RkTop *p);

/* Frees the summary's memory (the struct is the caller's). */
void rk_top_free(RkTop *p);

#endif
