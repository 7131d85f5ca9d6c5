/*
** skew.c - rows per partition and their skew statistics (no SQLite
** dependency). Counting a row is an array increment for ids below
** RK_SKEW_DENSE_MAX (the common case: partition, region and bucket numbers
** are small and dense) and a hash probe otherwise.
*/
#include <math.h>
#include <string.h>
#include "skew.h"

void rk_skew_init(RkSkew *p, void *(*xRealloc)(void*, uint64_t),
                  void (*xFree)(void*)){
  memset(p, 0, sizeof(*p));
  p->xRealloc = xRealloc;
  p->xFree = xFree;
}

/* Fibonacci hashing: spreads sequential ids over the table. */
static uint64_t slot_of(uint64_t id, uint64_t mask){
  return (id * UINT64_C(0x9E3779B97F4A7C15)) >> 20 & mask;
}

static RkSkewSlot *find_slot(RkSkewSlot *a, uint64_t mask, uint64_t id){
  uint64_t h = slot_of(id, mask);
  while( a[h].id!=0 && a[h].id!=id ) h = (h + 1) & mask;
  return &a[h];
}

/* Doubles the hash map (keeps it at most half full). */
static int grow_slots(RkSkew *p){
  uint64_t n = p->nSlot ? p->nSlot*2 : 1024, i;
  RkSkewSlot *a = p->xRealloc(0, n * sizeof(RkSkewSlot));
  if( a==0 ) return RK_SKEW_NOMEM;
  memset(a, 0, n * sizeof(RkSkewSlot));
  for(i = 0; i < p->nSlot; i++){
    if( p->slot[i].id ) *find_slot(a, n - 1, p->slot[i].id) = p->slot[i];
  }
  p->xFree(p->slot);
  p->slot = a;
  p->nSlot = n;
  return RK_SKEW_OK;
}

int rk_skew_add(RkSkew *p, uint64_t id){
  if( id < p->nDense ){
    if( p->dense[id]++ == 0 ){
      if( p->distinct >= RK_SKEW_MAX_DISTINCT ){
        p->dense[id] = 0;
        return RK_SKEW_TOO_MANY;
      }
      p->distinct++;
    }
    p->rows++;
    return RK_SKEW_OK;
  }
  if( id < RK_SKEW_DENSE_MAX ){
    uint64_t n = p->nDense ? p->nDense : 64;
    uint64_t *a;
    while( n <= id ) n *= 2;
    a = p->xRealloc(p->dense, n * sizeof(uint64_t));
    if( a==0 ) return RK_SKEW_NOMEM;
    memset(a + p->nDense, 0, (n - p->nDense) * sizeof(uint64_t));
    p->dense = a;
    p->nDense = n;
    return rk_skew_add(p, id);
  }else{
    RkSkewSlot *s;
    /* No cap check here: at most RK_SKEW_MAX_DISTINCT ids ever take a
    ** slot (a new one is refused below), so the map stops growing at 2^21
    ** slots, which the cap never fills to half. */
    if( p->nUsed*2 >= p->nSlot ){
      int rc = grow_slots(p);
      if( rc ) return rc;
    }
    s = find_slot(p->slot, p->nSlot - 1, id);
    if( s->id==0 ){
      if( p->distinct >= RK_SKEW_MAX_DISTINCT ) return RK_SKEW_TOO_MANY;
      s->id = id;
      p->nUsed++;
      p->distinct++;
    }
    s->count++;
    p->rows++;
    return RK_SKEW_OK;
  }
}

/* Calls back for every (id, count) seen. */
typedef void (*visit_fn)(void *pArg, uint64_t id, uint64_t count);

static void visit(const RkSkew *p, visit_fn x, void *pArg){
  uint64_t i;
  for(i = 0; i < p->nDense; i++){
    if( p->dense[i] ) x(pArg, i, p->dense[i]);
  }
  for(i = 0; i < p->nSlot; i++){
    if( p->slot[i].id ) x(pArg, p->slot[i].id, p->slot[i].count);
  }
}

typedef struct StatsAcc StatsAcc;
struct StatsAcc {
  RkSkewStats *s;
  int first;
  double sumsq;
};

static void visit_minmax(void *pArg, uint64_t id, uint64_t count){
  StatsAcc *a = pArg;
  RkSkewStats *s = a->s;
  if( a->first || count < s->min ) s->min = count;
  if( a->first || count > s->max || (count==s->max && id < s->hottest) ){
    s->max = count;
    s->hottest = id;
  }
  a->first = 0;
}

static void visit_sumsq(void *pArg, uint64_t id, uint64_t count){
  StatsAcc *a = pArg;
  double d = (double)count - a->s->mean;
  (void)id;
  a->sumsq += d*d;
}

int rk_skew_stats(const RkSkew *p, uint64_t n, RkSkewStats *pStats){
  StatsAcc acc;
  memset(pStats, 0, sizeof(*pStats));
  pStats->partitions = n ? n : p->distinct;
  pStats->rows = p->rows;
  pStats->empty = pStats->partitions - p->distinct;
  if( pStats->partitions==0 ) return 0;
  acc.s = pStats;
  acc.first = 1;
  acc.sumsq = 0.0;
  visit(p, visit_minmax, &acc);
  if( pStats->empty ) pStats->min = 0;
  pStats->mean = (double)p->rows / (double)pStats->partitions;
  visit(p, visit_sumsq, &acc);
  /* Each empty partition is mean away from the mean. */
  acc.sumsq += (double)pStats->empty * pStats->mean * pStats->mean;
  pStats->stddev = sqrt(acc.sumsq / (double)pStats->partitions);
  return 1;
}

void rk_skew_free(RkSkew *p){
  if( p->dense ) p->xFree(p->dense);
  if( p->slot ) p->xFree(p->slot);
  p->dense = 0;
  p->slot = 0;
  p->nDense = p->nSlot = p->nUsed = 0;
}
