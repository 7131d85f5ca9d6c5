/*
** jump.c - jump consistent hash: the bucket of a 64-bit key, as the
** paper's code and as Guava's Hashing.consistentHash place it (no SQLite
** dependency).
**
**   SELECT key_partition(42, 10, 'jump');            -- 2
**   SELECT key_partition(42, 1000, 'jump_guava');    -- 571
**   SELECT key_partition(key_hash('user42', 'kafka'), 10, 'jump');
**
** The key is the algorithm's input itself, an INTEGER read as its
** two's-complement 64 bits; the hash is the key. Jump hashes no bytes:
** TEXT, BLOB and REAL keys are refused (systems that place strings hash
** them to 64 bits first, with their own hash, which rowkey cannot guess).
** n, the number of buckets, is 1 .. 2^31 - 1 in both. The two walks differ
** only where Guava's Java int arithmetic wraps (ext/hash/jump.c).
*/
#include "scheme.h"
#include "jump.h"

static int64_t jump_key(int64_t v, uint64_t seed){
  (void)seed;
  return v;
}

static uint64_t jump_reduce(int64_t hash, const RkPlace *pl){
  return rk_jump((uint64_t)hash, (uint32_t)pl->n);
}
static uint64_t jump_guava_reduce(int64_t hash, const RkPlace *pl){
  return rk_jump_guava((uint64_t)hash, (uint32_t)pl->n);
}

#define JUMP_COMMON \
  .zSystem = "Jump consistent hash", \
  .zHash = "none: the 64-bit key drives the jump's LCG", \
  .zInteger = "the int64 as its two's-complement uint64", \
  .zNull = "NULL", \
  .zKeyWant = "an integer", \
  .nMin = 1, .nMax = INT32_MAX, RK_INT64_KEYS, .xInt = jump_key

const RkScheme rk_scheme_jump = {
  .zName = "jump", .zComponent = "Lamping and Veach 2014, the paper's code",
  .zReduction = "jump(key, n): b = j; key = key * 2862933555777941757 + 1;"
                " j = (b + 1) * 2^31 / ((key >> 33) + 1) while j < n",
  .xReduce = jump_reduce, .xIntPartition = jump_reduce,
  JUMP_COMMON,
};
const RkScheme rk_scheme_jump_guava = {
  .zName = "jump_guava", .zComponent = "Guava Hashing.consistentHash(long, int)",
  .zReduction = "the same jumps in Java ints: next = (int)((candidate + 1) /"
                " (((int)(state >>> 33) + 1) / 2^31)) while 0 <= next < n",
  .xReduce = jump_guava_reduce, .xIntPartition = jump_guava_reduce,
  JUMP_COMMON,
};
