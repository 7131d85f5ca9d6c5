/*
** topkeys.c - Space-Saving over typed keys (no SQLite dependency).
**
** The m counters live in one array. A hash table (linear probing, at
** least twice m slots, so probes stay short) finds a key's counter; a
** binary min-heap on the counts finds the counter to take over. A row of a
** key already counted costs one hash, one probe and a sift down (its count
** grew); a new key costs the same plus copying its bytes, into the
** counter itself when they fit in RK_TOP_INLINE bytes.
*/
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "topkeys.h"
#include "real_sum.h"
#include "murmur.h"

int rk_top_init(RkTop *p, uint32_t k, void *(*xRealloc)(void*, uint64_t),
                void (*xFree)(void*)){
  uint64_t nTable = 2;
  memset(p, 0, sizeof(*p));
  p->xRealloc = xRealloc;
  p->xFree = xFree;
  if( k < 1 ) k = 1;
  if( k > RK_TOP_MAX_K ) k = RK_TOP_MAX_K;
  p->k = k;
  p->m = k * RK_TOP_COUNTERS_PER_K;
  if( p->m < RK_TOP_MIN_COUNTERS ) p->m = RK_TOP_MIN_COUNTERS;
  while( nTable < 2 * (uint64_t)p->m ) nTable *= 2;
  p->a = xRealloc(0, (uint64_t)p->m * sizeof(RkTopCounter));
  p->heap = xRealloc(0, (uint64_t)p->m * sizeof(uint32_t));
  p->table = xRealloc(0, nTable * sizeof(uint32_t));
  if( p->a==0 || p->heap==0 || p->table==0 ) return RK_TOP_NOMEM;
  memset(p->table, 0, nTable * sizeof(uint32_t));
  p->mask = (uint32_t)(nTable - 1);
  return RK_TOP_OK;
}

void rk_top_free(RkTop *p){
  uint32_t i;
  if( p->a ){
    for(i = 0; i < p->nUsed; i++){
      if( p->a[i].z && p->a[i].z!=p->a[i].inl ) p->xFree(p->a[i].z);
    }
    p->xFree(p->a);
  }
  if( p->heap ) p->xFree(p->heap);
  if( p->table ) p->xFree(p->table);
  p->a = 0;
  p->heap = 0;
  p->table = 0;
  p->nUsed = 0;
}

/* A REAL with an int64 value is that INTEGER: SQLite finds 1 = 1.0. The
** range check comes first: the cast is undefined outside it. -0.0 is 0. */
static void normalize(const RkTopKey *in, RkTopKey *out){
  *out = *in;
  if( in->type==RK_TOP_REAL && in->r >= -9223372036854775808.0
   && in->r < 9223372036854775808.0 && in->r==floor(in->r) ){
    out->type = RK_TOP_INT;
    out->i = (int64_t)in->r;
  }
}

static uint64_t key_hash(const RkTopKey *key){
  uint64_t bits;
  /* An empty BLOB may come with no pointer at all. */
  const unsigned char *z = key->z ? key->z : (const unsigned char*)"";
  switch( key->type ){
    case RK_TOP_INT:  return rk_murmur64a_u64((uint64_t)key->i, 1);
    case RK_TOP_REAL:
      memcpy(&bits, &key->r, sizeof(bits));
      return rk_murmur64a_u64(bits, 2);
    case RK_TOP_TEXT: return rk_murmur64a(z, key->n, 3);
    default:          return rk_murmur64a(z, key->n, 4);
  }
}

static int key_equal(const RkTopCounter *c, uint64_t h, const RkTopKey *key){
  if( c->hash!=h || c->type!=key->type ) return 0;
  switch( key->type ){
    case RK_TOP_INT:  return c->i==key->i;
    case RK_TOP_REAL: return c->r==key->r;
    default:
      return c->n==key->n && (key->n==0 || memcmp(c->z, key->z, key->n)==0);
  }
}

static int count_less(const RkTop *p, const RkTopCounter *x,
                      const RkTopCounter *y){
  return p->real ? x->count.d < y->count.d : x->count.u < y->count.u;
}

static void heap_swap(RkTop *p, uint32_t i, uint32_t j){
  uint32_t t = p->heap[i];
  p->heap[i] = p->heap[j];
  p->heap[j] = t;
  p->a[p->heap[i]].heap = i;
  p->a[p->heap[j]].heap = j;
}

static void sift_up(RkTop *p, uint32_t i){
  while( i > 0 ){
    uint32_t up = (i - 1) / 2;
    if( !count_less(p, &p->a[p->heap[i]], &p->a[p->heap[up]]) ) break;
    heap_swap(p, i, up);
    i = up;
  }
}

static void sift_down(RkTop *p, uint32_t i){
  for(;;){
    uint32_t l = 2*i + 1, r = l + 1, m = i;
    if( l < p->nUsed && count_less(p, &p->a[p->heap[l]], &p->a[p->heap[m]]) ) m = l;
    if( r < p->nUsed && count_less(p, &p->a[p->heap[r]], &p->a[p->heap[m]]) ) m = r;
    if( m==i ) return;
    heap_swap(p, i, m);
    i = m;
  }
}

/* The table slot holding key, or the free slot where it would go. */
static uint32_t table_find(const RkTop *p, uint64_t h, const RkTopKey *key){
  uint32_t s = (uint32_t)h & p->mask;
  while( p->table[s] && !key_equal(&p->a[p->table[s] - 1], h, key) ){
    s = (s + 1) & p->mask;
  }
  return s;
}

/* Takes counter idx out of the table, shifting back the entries after it
** that probed past its slot (linear probing needs no tombstones). */
static void table_remove(RkTop *p, uint32_t idx){
  uint32_t s = (uint32_t)p->a[idx].hash & p->mask, j;
  while( p->table[s]!=idx + 1 ) s = (s + 1) & p->mask;
  j = s;
  for(;;){
    uint32_t home;
    j = (j + 1) & p->mask;
    if( p->table[j]==0 ) break;
    home = (uint32_t)p->a[p->table[j] - 1].hash & p->mask;
    /* Entry j may move to s unless its home lies cyclically in (s, j]. */
    if( s <= j ? (home > s && home <= j) : (home > s || home <= j) ) continue;
    p->table[s] = p->table[j];
    s = j;
  }
  p->table[s] = 0;
}

/* Makes counter c able to hold n key bytes; 0 when out of memory (c is
** unchanged then). */
static int reserve(RkTop *p, RkTopCounter *c, size_t n){
  unsigned char *z;
  if( c->z==0 ){ c->z = c->inl; c->cap = RK_TOP_INLINE; }
  if( n <= c->cap ) return 1;
  z = p->xRealloc(c->z==c->inl ? 0 : c->z, (uint64_t)n);
  if( z==0 ) return 0;
  c->z = z;
  c->cap = n;
  return 1;
}

static void set_key(RkTopCounter *c, uint64_t h, const RkTopKey *key){
  c->hash = h;
  c->type = key->type;
  c->i = key->i;
  c->r = key->r;
  c->n = 0;
  if( key->type==RK_TOP_TEXT || key->type==RK_TOP_BLOB ){
    if( key->n ) memcpy(c->z, key->z, key->n);
    c->n = key->n;
  }
}

static int needs_bytes(const RkTopKey *key){
  return key->type==RK_TOP_TEXT || key->type==RK_TOP_BLOB;
}

/* Adds weight w (exact: wu; real: wd) to key. */
static int add(RkTop *p, const RkTopKey *in, uint64_t wu, double wd){
  RkTopKey key;
  RkTopCounter *c;
  uint64_t h;
  uint32_t s, idx;
  if( p->real ){
    if( rk_real_sum_overflows(p->weightReal, wd) ) return RK_TOP_OVERFLOW;
  }else if( wu > UINT64_MAX - p->weight ){
    return RK_TOP_OVERFLOW;
  }
  if( p->real ? wd==0.0 : wu==0 ){
    p->rows++;
    return RK_TOP_OK;
  }
  normalize(in, &key);
  h = key_hash(&key);
  s = table_find(p, h, &key);
  if( p->table[s] ){
    c = &p->a[p->table[s] - 1];
    if( p->real ) c->count.d += wd; else c->count.u += wu;
    sift_down(p, c->heap);
  }else if( p->nUsed < p->m ){
    idx = p->nUsed;
    c = &p->a[idx];
    memset(c, 0, sizeof(*c));
    if( needs_bytes(&key) && !reserve(p, c, key.n) ) return RK_TOP_NOMEM;
    set_key(c, h, &key);
    if( p->real ){ c->count.d = wd; c->error.d = 0.0; }
    else{ c->count.u = wu; c->error.u = 0; }
    p->table[s] = idx + 1;
    p->heap[idx] = idx;
    c->heap = idx;
    p->nUsed++;
    sift_up(p, idx);
  }else{
    /* The smallest counter takes the key, its count as the error. */
    idx = p->heap[0];
    c = &p->a[idx];
    if( needs_bytes(&key) && !reserve(p, c, key.n) ) return RK_TOP_NOMEM;
    table_remove(p, idx);
    set_key(c, h, &key);
    if( p->real ){ c->error.d = c->count.d; c->count.d += wd; }
    else{ c->error.u = c->count.u; c->count.u += wu; }
    p->table[table_find(p, h, &key)] = idx + 1;
    p->evicted = 1;
    sift_down(p, 0);
  }
  if( p->real ) p->weightReal += wd; else p->weight += wu;
  p->rows++;
  return RK_TOP_OK;
}

int rk_top_add(RkTop *p, const RkTopKey *key){
  return p->real ? add(p, key, 0, 1.0) : add(p, key, 1, 0.0);
}

int rk_top_add_int(RkTop *p, const RkTopKey *key, uint64_t w){
  return p->real ? add(p, key, 0, (double)w) : add(p, key, w, 0.0);
}

int rk_top_add_real(RkTop *p, const RkTopKey *key, double w){
  if( !p->real ){
    uint32_t i;
    for(i = 0; i < p->nUsed; i++){
      p->a[i].count.d = (double)p->a[i].count.u;
      p->a[i].error.d = (double)p->a[i].error.u;
    }
    p->weightReal = (double)p->weight;
    p->real = 1;
  }
  return add(p, key, 0, w);
}

/* Numbers, then text, then blobs; numbers by value, the rest by bytes
** (a prefix first). */
static int key_order(const RkTopCounter *x, const RkTopCounter *y){
  int cx = x->type==RK_TOP_REAL ? RK_TOP_INT : x->type;
  int cy = y->type==RK_TOP_REAL ? RK_TOP_INT : y->type;
  size_t n;
  int c;
  if( cx!=cy ) return cx < cy ? -1 : 1;
  if( cx==RK_TOP_INT ){
    if( x->type==RK_TOP_INT && y->type==RK_TOP_INT ){
      return x->i < y->i ? -1 : x->i > y->i;
    }
    if( x->type==RK_TOP_REAL && y->type==RK_TOP_REAL ){
      return x->r < y->r ? -1 : x->r > y->r;
    }
    if( x->type==RK_TOP_INT ){
      double d = (double)x->i;
      /* Equal as doubles only when y is 2^63, above every int64. */
      return d < y->r ? -1 : d > y->r ? 1 : -1;
    }
    return -key_order(y, x);
  }
  n = x->n < y->n ? x->n : y->n;
  c = n ? memcmp(x->z, y->z, n) : 0;
  if( c ) return c;
  return x->n < y->n ? -1 : x->n > y->n;
}

static int cmp_exact(const void *pa, const void *pb){
  const RkTopCounter *x = pa, *y = pb;
  if( x->count.u!=y->count.u ) return x->count.u > y->count.u ? -1 : 1;
  if( x->error.u!=y->error.u ) return x->error.u < y->error.u ? -1 : 1;
  return key_order(x, y);
}

static int cmp_real(const void *pa, const void *pb){
  const RkTopCounter *x = pa, *y = pb;
  if( x->count.d!=y->count.d ) return x->count.d > y->count.d ? -1 : 1;
  if( x->error.d!=y->error.d ) return x->error.d < y->error.d ? -1 : 1;
  return key_order(x, y);
}

const RkTopCounter *rk_top_sorted(RkTop *p){
  if( p->nUsed > 1 ){
    qsort(p->a, p->nUsed, sizeof(RkTopCounter), p->real ? cmp_real : cmp_exact);
  }
  /* qsort moved counters that point into themselves. */
  {
    uint32_t i;
    for(i = 0; i < p->nUsed; i++){
      /* cap is RK_TOP_INLINE exactly when z is inl (reserve). */
      if( p->a[i].cap==RK_TOP_INLINE ) p->a[i].z = p->a[i].inl;
    }
  }
  return p->a;
}

RkTopCount rk_top_outside_bound(const RkTop *p){
  RkTopCount b;
  b.u = 0;
  if( p->real ) b.d = 0.0;
  /* Every key beyond the k-th weighs at most the (k+1)-th count: a tracked
  ** one by its count, an untracked one by the smallest count, no more. */
  if( p->nUsed > p->k ) b = p->a[p->k].count;
  return b;
}
