/*
** hash_alone.c - the cost of a scheme's hash and reduction by itself, with
** no SQLite around it: the second floor bench/instructions.sh puts next to
** key_partition (the first is a function that does nothing).
**
**   build/hash_alone SCHEME int|text [ROWS]
**
** Makes the same keys as bench.c's table t (column r for int, t for text),
** resolves SCHEME with n = 97 through the registry as key_partition does,
** then in run_hash() places every key exactly as key_partition's per-row
** path does once n and the scheme are cached: INTEGER keys through the
** entry's integer path, TEXT keys through its byte hash and reduction.
** Prints the sum of the partitions (so that nothing is optimised away).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include "scheme.h"
#include "keygen.h"

typedef struct Keys Keys;
struct Keys {
  long n;
  int64_t *aInt;
  char (*aText)[160];
  int *aLen;
};

/* The keys of bench.c's fill_table, drawn in the same order. */
static void make_keys(Keys *k, long nRow){
  long i;
  k->n = nRow;
  k->aInt = malloc(sizeof(int64_t) * (size_t)nRow);
  k->aText = malloc(160 * (size_t)nRow);
  k->aLen = malloc(sizeof(int) * (size_t)nRow);
  if( !k->aInt || !k->aText || !k->aLen ){
    fprintf(stderr, "hash_alone: out of memory\n");
    exit(2);
  }
  for(i = 0; i < nRow; i++){
    k->aLen[i] = random_text(k->aText[i]);
    k->aInt[i] = (int64_t)(int32_t)(uint32_t)rng();
    (void)rng();                       /* column p */
  }
}

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))  /* callgrind --toggle-collect=run_hash */
#endif
static uint64_t run_hash(const RkPlace *pl, const Keys *k, int isText){
  const RkScheme *p = pl->p;
  uint64_t sum = 0;
  long i;
  for(i = 0; i < k->n; i++){
    if( isText && p->xWide ){
      /* A wide (text) hash has no xBytes: its general path. */
      RkKey key;
      uint64_t part;
      key.type = RK_KEY_TEXT;
      key.z = (const unsigned char*)k->aText[i];
      key.n = (size_t)k->aLen[i];
      if( rk_place_key(pl, &key, &part)==RK_HASHED ) sum += part;
    }else if( isText ){
      int64_t h;
      if( p->xBytes((const unsigned char*)k->aText[i], (size_t)k->aLen[i], 1,
                    pl->seed, &h)==RK_HASHED ){
        sum += p->xReduce(h, pl);
      }
    }else{
      sum += p->xIntPartition(k->aInt[i], pl);
    }
  }
  return sum;
}

int main(int argc, char **argv){
  const RkScheme *p;
  RkPlace probe, *pl;
  char zErr[200];
  Keys k;
  int isText;
  long nRow;
  size_t nTable = 0;
  if( argc < 3 ){
    fprintf(stderr, "usage: %s SCHEME int|text [ROWS]\n", argv[0]);
    return 2;
  }
  isText = strcmp(argv[2], "text")==0;
  nRow = argc > 3 ? atol(argv[3]) : 20000;
  memset(&probe, 0, sizeof(probe));
  if( rk_scheme_parse(argv[1], strlen(argv[1]), &p, probe.aOpt, zErr,
                      sizeof(zErr)) ){
    fprintf(stderr, "hash_alone: %s\n", zErr[0] ? zErr : "unknown scheme");
    return 2;
  }
  if( (isText && !p->acceptText) || (!isText && !p->xInt && !p->xWide) ){
    fprintf(stderr, "hash_alone: %s takes no %s keys\n", p->zName, argv[2]);
    return 2;
  }
  probe.p = p;
  probe.n = 97;
  probe.seed = p->seed;
  if( p->xTableSize ) nTable = p->xTableSize(&probe);
  pl = malloc(sizeof(RkPlace) + sizeof(uint32_t) * nTable);
  if( pl==0 ) return 2;
  *pl = probe;
  pl->nTable = nTable;
  if( p->xPrepare && p->xPrepare(pl, zErr, sizeof(zErr)) ){
    fprintf(stderr, "hash_alone: %s\n", zErr);
    return 2;
  }
  make_keys(&k, nRow);
  printf("%llu\n", (unsigned long long)run_hash(pl, &k, isText));
  return 0;
}
