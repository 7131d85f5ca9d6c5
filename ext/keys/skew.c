/*
** skew.c - rows or weights per partition and their skew statistics (no
** SQLite dependency). Counting a row is an array increment for ids below
** RK_SKEW_DENSE_MAX (the common case: partition, region and bucket numbers
** are small and dense) and a hash probe otherwise.
*/
#include <math.h>
#include <string.h>
#include "skew.h"
#include "real_sum.h"

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

/* The counter of id, made (zero) if needed; 0 with *pRc set on failure.
** A new id is refused once RK_SKEW_MAX_DISTINCT ids are counted. The
** counters are all-zero bits when new: 0 as an integer, 0.0 as a double. */
static RkSkewCount *counter(RkSkew *p, uint64_t id, int *pRc){
  RkSkewSlot *s;
  if( id < p->nDense ) return &p->dense[id];
  if( id < RK_SKEW_DENSE_MAX ){
    uint64_t n = p->nDense ? p->nDense : 64;
    RkSkewCount *a;
    while( n <= id ) n *= 2;
    a = p->xRealloc(p->dense, n * sizeof(RkSkewCount));
    if( a==0 ){ *pRc = RK_SKEW_NOMEM; return 0; }
    memset(a + p->nDense, 0, (n - p->nDense) * sizeof(RkSkewCount));
    p->dense = a;
    p->nDense = n;
    return &p->dense[id];
  }
  /* No cap check here: at most RK_SKEW_MAX_DISTINCT ids ever take a slot
  ** (a new one is refused below), so the map stops growing at 2^21 slots,
  ** which the cap never fills to half. */
  if( p->nUsed*2 >= p->nSlot ){
    *pRc = grow_slots(p);
    if( *pRc ) return 0;
  }
  s = find_slot(p->slot, p->nSlot - 1, id);
  if( s->id==0 ){
    if( p->distinct >= RK_SKEW_MAX_DISTINCT ){
      *pRc = RK_SKEW_TOO_MANY;
      return 0;
    }
    s->id = id;
    p->nUsed++;
  }
  return &s->count;
}

/* A counter goes from zero to non-zero: one more distinct id. */
static int note_new(RkSkew *p){
  if( p->distinct >= RK_SKEW_MAX_DISTINCT ) return RK_SKEW_TOO_MANY;
  p->distinct++;
  return RK_SKEW_OK;
}

int rk_skew_add_int(RkSkew *p, uint64_t id, uint64_t w){
  RkSkewCount *c;
  int rc = RK_SKEW_OK;
  /* The common row: a dense id already seen, exact counts. */
  if( id < p->nDense && p->dense[id].u && !p->real
   && w <= UINT64_MAX - p->weight ){
    p->dense[id].u += w;
    p->weight += w;
    p->rows++;
    return RK_SKEW_OK;
  }
  if( p->real ) return rk_skew_add_real(p, id, (double)w);
  /* No partition holds more than the total, so this one check suffices. */
  if( w > UINT64_MAX - p->weight ) return RK_SKEW_OVERFLOW;
  if( w ){
    c = counter(p, id, &rc);
    if( c==0 ) return rc;
    if( c->u==0 && (rc = note_new(p))!=RK_SKEW_OK ) return rc;
    c->u += w;
    p->weight += w;
  }
  p->rows++;
  return RK_SKEW_OK;
}

int rk_skew_add(RkSkew *p, uint64_t id){
  /* The common row: a dense id already seen, exact counts. */
  if( id < p->nDense && p->dense[id].u && !p->real ){
    p->dense[id].u++;
    p->weight++;
    p->rows++;
    return RK_SKEW_OK;
  }
  return rk_skew_add_int(p, id, 1);
}

/* Turns every count into a double, for real weights. */
static void to_real(RkSkew *p){
  uint64_t i;
  for(i = 0; i < p->nDense; i++) p->dense[i].d = (double)p->dense[i].u;
  for(i = 0; i < p->nSlot; i++){
    if( p->slot[i].id ) p->slot[i].count.d = (double)p->slot[i].count.u;
  }
  p->weightReal = (double)p->weight;
  p->real = 1;
}

int rk_skew_add_real(RkSkew *p, uint64_t id, double w){
  RkSkewCount *c;
  int rc = RK_SKEW_OK;
  if( !p->real ) to_real(p);
  if( w > 0 ){
    if( rk_real_sum_overflows(p->weightReal, w) ) return RK_SKEW_OVERFLOW;
    c = counter(p, id, &rc);
    if( c==0 ) return rc;
    if( c->d==0.0 && (rc = note_new(p))!=RK_SKEW_OK ) return rc;
    c->d += w;
    p->weightReal += w;
  }
  p->rows++;
  return RK_SKEW_OK;
}

/* Calls back for every (id, count) with a non-zero count. */
typedef void (*visit_fn)(void *pArg, uint64_t id, RkSkewCount count);

static int is_zero(const RkSkew *p, RkSkewCount c){
  return p->real ? c.d==0.0 : c.u==0;
}

static void visit(const RkSkew *p, visit_fn x, void *pArg){
  uint64_t i;
  for(i = 0; i < p->nDense; i++){
    if( !is_zero(p, p->dense[i]) ) x(pArg, i, p->dense[i]);
  }
  /* A slot is taken only by a positive weight. */
  for(i = 0; i < p->nSlot; i++){
    if( p->slot[i].id ) x(pArg, p->slot[i].id, p->slot[i].count);
  }
}

typedef struct StatsAcc StatsAcc;
struct StatsAcc {
  RkSkewStats *s;
  int first;
  double sumsq;
  double scale;     /* what deviations are multiplied by before squaring */
};

static void visit_minmax(void *pArg, uint64_t id, RkSkewCount c){
  StatsAcc *a = pArg;
  RkSkewStats *s = a->s;
  if( s->real ){
    if( a->first || c.d < s->minReal ) s->minReal = c.d;
    if( a->first || c.d > s->maxReal || (c.d==s->maxReal && id < s->hottest) ){
      s->maxReal = c.d;
      s->hottest = id;
    }
  }else{
    if( a->first || c.u < s->min ) s->min = c.u;
    if( a->first || c.u > s->max || (c.u==s->max && id < s->hottest) ){
      s->max = c.u;
      s->hottest = id;
    }
  }
  a->first = 0;
}

static void visit_sumsq(void *pArg, uint64_t id, RkSkewCount c){
  StatsAcc *a = pArg;
  double d = ((a->s->real ? c.d : (double)c.u) - a->s->mean) * a->scale;
  (void)id;
  a->sumsq += d*d;
}

int rk_skew_stats(const RkSkew *p, uint64_t n, RkSkewStats *pStats){
  StatsAcc acc;
  memset(pStats, 0, sizeof(*pStats));
  pStats->partitions = n ? n : p->distinct;
  pStats->rows = p->rows;
  pStats->empty = pStats->partitions - p->distinct;
  pStats->real = p->real;
  pStats->weight = p->weight;
  pStats->weightReal = p->real ? p->weightReal : (double)p->weight;
  if( pStats->partitions==0 ) return 0;
  acc.s = pStats;
  acc.first = 1;
  acc.sumsq = 0.0;
  visit(p, visit_minmax, &acc);
  if( pStats->empty ){
    pStats->min = 0;
    pStats->minReal = 0.0;
  }
  if( !p->real ){
    pStats->minReal = (double)pStats->min;
    pStats->maxReal = (double)pStats->max;
  }
  pStats->mean = pStats->weightReal / (double)pStats->partitions;
  /* The deviations are scaled by a power of two near 1 / max (every one
  ** is at most max), so that their squares neither overflow (a weight of
  ** 1e308 squared is infinite) nor underflow; exact, so the result is the
  ** unscaled one wherever that did not overflow. The scale itself stays
  ** finite below a subnormal max. */
  acc.scale = 1.0;
  if( pStats->maxReal > 0 ){
    int ex;
    (void)frexp(pStats->maxReal, &ex);
    acc.scale = ldexp(1.0, ex < -1000 ? 1000 : -ex);
  }
  visit(p, visit_sumsq, &acc);
  /* Each empty partition is mean away from the mean. */
  acc.sumsq += (double)pStats->empty * (pStats->mean * acc.scale)
               * (pStats->mean * acc.scale);
  pStats->stddev = sqrt(acc.sumsq / (double)pStats->partitions) / acc.scale;
  return 1;
}

void rk_skew_free(RkSkew *p){
  if( p->dense ) p->xFree(p->dense);
  if( p->slot ) p->xFree(p->slot);
  p->dense = 0;
  p->slot = 0;
  p->nDense = p->nSlot = p->nUsed = 0;
}
