/*
** jump.h - jump consistent hash (no SQLite dependency).
**
** Lamping and Veach, "A Fast, Minimal Memory, Consistent Hash Algorithm"
** (2014, arXiv:1406.2294): the bucket in [0, n) of a 64-bit key, moving
** only 1/n of the keys when a bucket is added. The key drives a 64-bit
** LCG (multiplier 2862933555777941757, increment 1); each step jumps to
** the next bucket the key would move to as buckets are added, and the
** last jump below n is the answer. Guava's Hashing.consistentHash is the
** same walk written in Java ints, which differs in one corner (jump.c).
*/
#ifndef ROWKEY_JUMP_H
#define ROWKEY_JUMP_H

#include <stdint.h>

/* The paper's Figure 1: key as a uint64, n from 1 to 2^31 - 1. */
uint32_t rk_jump(uint64_t key, uint32_t n);

/* Guava Hashing.consistentHash(long input, int buckets), n as above. */
uint32_t rk_jump_guava(uint64_t key, uint32_t n);

#endif
