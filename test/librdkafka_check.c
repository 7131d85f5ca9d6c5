/*
** librdkafka_check.c - asks librdkafka itself where its partitioners put
** keys, for test/librdkafka.test (which builds it with -lrdkafka).
**
**   cc -std=c99 -o librdkafka_check test/librdkafka_check.c -lrdkafka
**   printf '616263 7\n' | ./librdkafka_check
**   -> 5 5 5 4        (consistent, consistent_random, fnv1a, murmur2)
**
** Each input line is "HEX N": the key bytes in hex (a lone "-" for the
** empty key) and the partition count. Each output line gives the
** partitions chosen by the library's exported partitioners
** rd_kafka_msg_partitioner_consistent, _consistent_random, _fnv1a and
** _murmur2, called on a producer's topic handle; no broker is needed, as
** these functions only hash. For the empty key, consistent_random calls the
** random partitioner: the line says "random" there when 64 calls did not
** all give the same partition, else the partition.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <librdkafka/rdkafka.h>

static int hexval(int c){
  if( c >= '0' && c <= '9' ) return c - '0';
  if( c >= 'a' && c <= 'f' ) return c - 'a' + 10;
  if( c >= 'A' && c <= 'F' ) return c - 'A' + 10;
  return -1;
}

int main(void){
  char errstr[512];
  static char line[70000];
  static unsigned char key[35000];
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_t *rk;
  rd_kafka_topic_t *rkt;

  /* No broker is contacted: without bootstrap.servers nothing connects. */
  rd_kafka_conf_set(conf, "log_level", "0", errstr, sizeof errstr);
  rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if( rk == NULL ){
    fprintf(stderr, "rd_kafka_new: %s\n", errstr);
    return 1;
  }
  rkt = rd_kafka_topic_new(rk, "rowkey_check", NULL);
  if( rkt == NULL ){
    fprintf(stderr, "rd_kafka_topic_new failed\n");
    rd_kafka_destroy(rk);
    return 1;
  }
  while( fgets(line, sizeof line, stdin) ){
    char *sp = strchr(line, ' ');
    size_t len = 0, i;
    long n;
    int bad = 0;
    if( sp == NULL ) continue;
    *sp = 0;
    n = strtol(sp + 1, NULL, 10);
    if( strcmp(line, "-") != 0 ){
      size_t h = strlen(line);
      if( h % 2 || h / 2 > sizeof key ) bad = 1;
      for(i = 0; !bad && i < h; i += 2){
        int a = hexval(line[i]), b = hexval(line[i + 1]);
        if( a < 0 || b < 0 ) bad = 1;
        else key[len++] = (unsigned char)(a*16 + b);
      }
    }
    if( bad || n < 1 || n > 2147483647L ){
      fprintf(stderr, "bad input line: %s\n", line);
      rd_kafka_topic_destroy(rkt);
      rd_kafka_destroy(rk);
      return 1;
    }
    printf("%d ", (int)rd_kafka_msg_partitioner_consistent(rkt, key, len,
                                                    (int32_t)n, NULL, NULL));
    if( len == 0 ){
      int32_t first = rd_kafka_msg_partitioner_consistent_random(
                          rkt, key, 0, (int32_t)n, NULL, NULL);
      int k, same = 1;
      for(k = 0; k < 64; k++){
        if( rd_kafka_msg_partitioner_consistent_random(rkt, key, 0, (int32_t)n,
                                                      NULL, NULL) != first ){
          same = 0;
        }
      }
      if( same ) printf("%d ", (int)first); else printf("random ");
    }else{
      printf("%d ", (int)rd_kafka_msg_partitioner_consistent_random(
                        rkt, key, len, (int32_t)n, NULL, NULL));
    }
    printf("%d %d\n",
           (int)rd_kafka_msg_partitioner_fnv1a(rkt, key, len, (int32_t)n, NULL, NULL),
           (int)rd_kafka_msg_partitioner_murmur2(rkt, key, len, (int32_t)n, NULL, NULL));
  }
  rd_kafka_topic_destroy(rkt);
  rd_kafka_destroy(rk);
  return 0;
}
