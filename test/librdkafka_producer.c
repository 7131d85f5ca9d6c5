/*
** librdkafka_producer.c - asks librdkafka's own producer where it sends
** keys, NULL and empty keys included, for test/librdkafka.test and
** tools/gen_librdkafka_vectors.tcl (both build it with -lrdkafka).
**
**   cc -std=c99 -o librdkafka_producer test/librdkafka_producer.c -lrdkafka
**   printf '616263 7\nnull 7\n- 7\n' | ./librdkafka_producer
**   -> 5 5 4 4 5 5
**      0 random 2 random 2 random
**      0 random 2 2 2 2
**
** Each input line is "HEX N": the key bytes in hex, "-" for the empty key
** or "null" for a NULL key, and the partition count. Each output line gives
** the partition the producer's delivery report names under the partitioners
** consistent, consistent_random, murmur2, murmur2_random, fnv1a and
** fnv1a_random, in that order.
**
** The producer runs against librdkafka's built-in mock cluster
** (test.mock.num.brokers=1: one broker inside the process, on loopback),
** with one topic of N partitions per partitioner and N. The partitioning is
** the producer's own (rd_kafka_msg_partitioner): it decides which keys reach
** the partitioner function and which go to the "sticky" partition, picked
** at random and changed every sticky.partitioning.linger.ms. So a NULL or
** empty key is produced ROUNDS times, the rounds further apart than that
** interval: "random" when they did not all land in one partition. Every
** wait is bounded; a message not delivered in time is an error.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#include <string.h>
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#define NPART 6
static const char *azPart[NPART] = {
  "consistent", "consistent_random", "murmur2", "murmur2_random",
  "fnv1a", "fnv1a_random"
};
#define MAXLINE 20000      /* input lines */
#define MAXN 32            /* distinct partition counts */
#define ROUNDS 24          /* a random partition repeats 24 times: < 1e-6 */
#define PAUSE_MS 25        /* > sticky.partitioning.linger.ms (10) */

typedef struct Key Key;
struct Key {
  unsigned char *z;        /* 0: a NULL key */
  size_t n;
  int iN;                  /* index into aN */
  int32_t aPart[NPART];    /* first partition delivered, -1 before */
  int aRandom[NPART];      /* a later one differed */
  int nDone[NPART];        /* delivery reports */
};
static Key aKey[MAXLINE];
static int nKey;
static long aN[MAXN];
static int nN;
static int nFailed;

static int hexval(int c){
  if( c >= '0' && c <= '9' ) return c - '0';
  if( c >= 'a' && c <= 'f' ) return c - 'a' + 10;
  if( c >= 'A' && c <= 'F' ) return c - 'A' + 10;
  return -1;
}

/* The message's opaque is the key's slot: line * NPART + partitioner. */
static void on_delivery(rd_kafka_t *rk, const rd_kafka_message_t *m,
                        void *opaque){
  long slot = (long)(intptr_t)m->_private;
  Key *k;
  int j;
  (void)rk; (void)opaque;
  if( m->err ){
    if( nFailed++ < 5 ){
      fprintf(stderr, "delivery failed: %s\n", rd_kafka_err2str(m->err));
    }
    return;
  }
  if( slot < 0 ) return;   /* the warm-up message */
  k = &aKey[slot / NPART];
  j = (int)(slot % NPART);
  if( k->aPart[j] < 0 ) k->aPart[j] = m->partition;
  else if( k->aPart[j] != m->partition ) k->aRandom[j] = 1;
  k->nDone[j]++;
}

static int read_input(void){
  static char line[70000];
  while( fgets(line, sizeof line, stdin) ){
    char *sp = strchr(line, ' ');
    Key *k;
    long n;
    int i;
    if( sp == NULL ) continue;
    *sp = 0;
    n = strtol(sp + 1, NULL, 10);
    if( nKey == MAXLINE || n < 1 || n > 100000 ){
      fprintf(stderr, "bad input line (or too many): %s\n", line);
      return 1;
    }
    k = &aKey[nKey++];
    if( strcmp(line, "null") != 0 ){
      size_t h = strcmp(line, "-") == 0 ? 0 : strlen(line), j;
      k->z = malloc(h / 2 + 1);
      if( k->z == NULL || h % 2 ) return 1;
      for(j = 0; j < h; j += 2){
        int a = hexval(line[j]), b = hexval(line[j + 1]);
        if( a < 0 || b < 0 ){
          fprintf(stderr, "bad hex: %s\n", line);
          return 1;
        }
        k->z[k->n++] = (unsigned char)(a*16 + b);
      }
    }
    for(i = 0; i < nN && aN[i] != n; i++){}
    if( i == nN ){
      if( nN == MAXN ){
        fprintf(stderr, "more than %d partition counts\n", MAXN);
        return 1;
      }
      aN[nN++] = n;
    }
    k->iN = i;
    for(i = 0; i < NPART; i++) k->aPart[i] = -1;
  }
  return 0;
}

static long now_ms(void){
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int produce(rd_kafka_t *rk, rd_kafka_topic_t *rkt, const void *z,
                   size_t n, long slot){
  for(;;){
    /* A NULL key: no key pointer. An empty key: a pointer, length 0. */
    if( rd_kafka_produce(rkt, RD_KAFKA_PARTITION_UA, 0, 0, 0, (void*)z, n,
                         (void*)(intptr_t)slot) == 0 ){
      return 0;
    }
    if( rd_kafka_last_error() != RD_KAFKA_RESP_ERR__QUEUE_FULL ){
      fprintf(stderr, "produce: %s\n", rd_kafka_err2str(rd_kafka_last_error()));
      return 1;
    }
    rd_kafka_poll(rk, 10);
  }
}

int main(void){
  char errstr[512];
  static rd_kafka_topic_t *aTopic[MAXN][NPART];
  static const unsigned char empty[1] = { 0 };
  rd_kafka_conf_t *conf;
  rd_kafka_mock_cluster_t *mc;
  rd_kafka_t *rk;
  int i, j, r, rc = 0;

  if( read_input() ) return 1;
  conf = rd_kafka_conf_new();
  if( rd_kafka_conf_set(conf, "test.mock.num.brokers", "1", errstr,
                        sizeof errstr) != RD_KAFKA_CONF_OK
   || rd_kafka_conf_set(conf, "log_level", "3", errstr,
                        sizeof errstr) != RD_KAFKA_CONF_OK
   || rd_kafka_conf_set(conf, "queue.buffering.max.messages", "1000000",
                        errstr, sizeof errstr) != RD_KAFKA_CONF_OK ){
    fprintf(stderr, "config: %s\n", errstr);
    return 1;
  }
  rd_kafka_conf_set_dr_msg_cb(conf, on_delivery);
  rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if( rk == NULL ){
    fprintf(stderr, "rd_kafka_new: %s\n", errstr);
    return 1;
  }
  mc = rd_kafka_handle_mock_cluster(rk);
  if( mc == NULL ){
    fprintf(stderr, "no mock cluster\n");
    rd_kafka_destroy(rk);
    return 1;
  }
  for(i = 0; i < nN; i++){
    for(j = 0; j < NPART; j++){
      char zTopic[64];
      rd_kafka_topic_conf_t *tc = rd_kafka_topic_conf_new();
      snprintf(zTopic, sizeof zTopic, "rk_%s_%ld", azPart[j], aN[i]);
      if( rd_kafka_mock_topic_create(mc, zTopic, (int)aN[i], 1)
       || rd_kafka_topic_conf_set(tc, "partitioner", azPart[j], errstr,
                                  sizeof errstr) != RD_KAFKA_CONF_OK
       || (aTopic[i][j] = rd_kafka_topic_new(rk, zTopic, tc)) == NULL ){
        fprintf(stderr, "topic %s: %s\n", zTopic, errstr);
        rd_kafka_destroy(rk);
        return 1;
      }
    }
  }
  /* One message per topic first, so that the producer knows every topic's
  ** partitions before the keys (else they wait, unpartitioned, for the
  ** metadata and are partitioned all at once). */
  for(i = 0; i < nN && rc == 0; i++){
    for(j = 0; j < NPART && rc == 0; j++){
      rc = rd_kafka_produce(aTopic[i][j], RD_KAFKA_PARTITION_UA, 0, 0, 0,
                            "warm", 4, (void*)(intptr_t)-1) != 0;
    }
  }
  if( rc == 0 && rd_kafka_flush(rk, 20000) != RD_KAFKA_RESP_ERR_NO_ERROR ){
    fprintf(stderr, "warm-up not delivered\n");
    rc = 1;
  }
  nFailed = 0;
  /* Round 0 sends every key; later rounds only the NULL and empty keys,
  ** each after a pause longer than the sticky interval. */
  for(r = 0; r < ROUNDS && rc == 0; r++){
    if( r > 0 ){
      /* rd_kafka_poll returns early when it serves a report. */
      long t0 = now_ms();
      while( now_ms() - t0 <= PAUSE_MS ) rd_kafka_poll(rk, 5);
    }
    for(i = 0; i < nKey && rc == 0; i++){
      Key *k = &aKey[i];
      if( r > 0 && k->z != NULL && k->n > 0 ) continue;
      for(j = 0; j < NPART && rc == 0; j++){
        rc = produce(rk, aTopic[k->iN][j], k->z ? (k->n ? k->z : empty) : 0,
                     k->n, (long)i * NPART + j);
      }
    }
    rd_kafka_poll(rk, 0);
  }
  if( rc == 0 && rd_kafka_flush(rk, 30000) != RD_KAFKA_RESP_ERR_NO_ERROR ){
    fprintf(stderr, "messages not delivered in 30 s\n");
    rc = 1;
  }
  if( rc == 0 && nFailed ) rc = 1;
  for(i = 0; i < nKey && rc == 0; i++){
    Key *k = &aKey[i];
    int want = (k->z != NULL && k->n > 0) ? 1 : ROUNDS;
    for(j = 0; j < NPART; j++){
      if( k->nDone[j] != want ){
        fprintf(stderr, "line %d: %d of %d delivered\n", i + 1, k->nDone[j],
                want);
        rc = 1;
        break;
      }
      if( k->aRandom[j] ) printf("%srandom", j ? " " : "");
      else printf("%s%d", j ? " " : "", (int)k->aPart[j]);
    }
    if( rc == 0 ) printf("\n");
  }
  for(i = 0; i < nN; i++){
    for(j = 0; j < NPART; j++) rd_kafka_topic_destroy(aTopic[i][j]);
  }
  rd_kafka_destroy(rk);
  for(i = 0; i < nKey; i++) free(aKey[i].z);
  return rc;
}
