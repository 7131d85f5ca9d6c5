/*
** rocketmq.c - the message queue an Apache RocketMQ producer picks with
** SelectMessageQueueByHash (no SQLite dependency).
**
**   SELECT key_partition('user42', 8, 'rocketmq');      -- 7
**   SELECT key_hash('user42', 'rocketmq');              -- -836031607
**   SELECT key_partition(42, 16, 'rocketmq:int32');     -- an Integer arg
**
** apache/rocketmq client/.../producer/selector/SelectMessageQueueByHash.java
** (orderly messages, send(msg, selector, arg)): value = arg.hashCode() %
** mqs.size(), negated if negative; the queue is mqs.get(value), an index
** into the producer's queue list for the topic (every broker's queues in
** route order). So the partition is abs(hash % n) with Java's truncating
** remainder, not (hash & 0x7fffffff) % n nor floorMod. Older releases
** computed abs(hash) % n, the same but for hash = Integer.MIN_VALUE (an
** exception there). The arg is a Long (INTEGER), an Integer (':int32') or
** a String (TEXT, hashed over its UTF-16 code units); a byte[] has an
** identity hashCode (BLOB refused); a null arg throws (NULL here).
*/
#include "scheme.h"
#include "utf16.h"

/* Long.hashCode: the two halves xored, as a signed int. */
static int64_t rmq_long(int64_t v, uint64_t seed){
  uint64_t u = (uint64_t)v;
  (void)seed;
  return (int32_t)(uint32_t)(u ^ (u >> 32));
}

/* Integer.hashCode: the value. */
static int64_t rmq_int(int64_t v, uint64_t seed){
  (void)seed;
  return (int32_t)v;
}

/* String.hashCode over the UTF-16 code units. */
static int rmq_text(const unsigned char *z, size_t n, int isText,
                    uint64_t seed, int64_t *pHash){
  uint32_t h;
  (void)isText; (void)seed;
  if( !rk_utf16_java_hash(z, n, &h) ) return RK_BADKEY;
  *pHash = (int32_t)h;
  return RK_HASHED;
}

/* abs(hash % n), Java's % truncating toward zero (C's does too). */
static uint64_t rmq_reduce(int64_t hash, const RkPlace *pl){
  int64_t r = hash % (int64_t)pl->n;
  return (uint64_t)(r < 0 ? -r : r);
}

static uint64_t rmq_long_part(int64_t v, const RkPlace *pl){
  return rmq_reduce(rmq_long(v, 0), pl);
}
static uint64_t rmq_int_part(int64_t v, const RkPlace *pl){
  return rmq_reduce(rmq_int(v, 0), pl);
}

/* The number of queues is a List's size, a Java int. */
#define ROCKETMQ_COMMON \
  .zSystem = "Apache RocketMQ", \
  .zHash = "arg.hashCode(), a signed int32", \
  .zReduction = "abs(hash % n), Java's truncating %: the index into the" \
                " topic's queue list", \
  .zNull = "NULL (a null arg throws NullPointerException)", \
  .xReduce = rmq_reduce, .nMin = 1, .nMax = 2147483647

const RkScheme rk_scheme_rocketmq = {
  .zName = "rocketmq",
  .zComponent = "producer, SelectMessageQueueByHash (orderly messages)",
  .zInteger = "a Long arg: Long.hashCode, (int)(v ^ (v >>> 32))",
  RK_INT64_KEYS, .xInt = rmq_long, .xIntPartition = rmq_long_part,
  .zText = "a String arg: String.hashCode over its UTF-16 code units"
           " (well-formed UTF-8)",
  .xBytes = rmq_text, .acceptText = 1,
  .zKeyWant = "an integer or well-formed UTF-8 text",
  ROCKETMQ_COMMON,
};
const RkScheme rk_scheme_rocketmq32 = {
  .zName = "rocketmq:int32",
  .zComponent = "producer, SelectMessageQueueByHash with an Integer arg",
  .zInteger = "an Integer arg: Integer.hashCode, the value",
  RK_INT32_KEYS, .xInt = rmq_int, .xIntPartition = rmq_int_part,
  ROCKETMQ_COMMON,
};
