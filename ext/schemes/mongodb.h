/*
** mongodb.h - the initial chunks of a MongoDB hashed shard key (no SQLite
** dependency): the split points of calculateHashedSplitPoints and the
** chunk holding a hash.
*/
#ifndef ROWKEY_MONGODB_H
#define ROWKEY_MONGODB_H

#include <stdint.h>

/* numInitialChunks may total at most 1,000,000 (shardCollection). */
#define RK_MONGO_MAX_CHUNKS 1000000

/* Split point i (0 .. n-2, ascending) of n chunks (n >= 2). */
int64_t rk_mongo_split(uint64_t n, uint64_t i);

/* The chunk in [0, n) holding hash: the number of split points <= hash. */
uint64_t rk_mongo_chunk(int64_t hash, uint64_t n);

#endif
