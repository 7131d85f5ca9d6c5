/*
** memcached_rings.c - libmemcached's own server choice, for
** memcached_rings.test: the real library, no server contacted.
**
**   memcached_rings BEHAVIOUR SERVERS < keys
**
** BEHAVIOUR is weighted (MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED), ketama
** (MEMCACHED_BEHAVIOR_KETAMA) or modula (the default); SERVERS is
** host:port:weight,... added in order with memcached_server_add_with_weight.
** Each input line is a key in hex; each output line is
** memcached_generate_hash (the server's index) and the key hash
** memcached_generate_hash_value gives under the memc's hash.
*/
#include <libmemcached/memcached.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int hexval(int c){
  return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}

int main(int argc, char **argv){
  memcached_st *memc;
  char *list, *item, *save = 0;
  static char line[4096];
  static char key[2048];
  if( argc!=3 ){
    fprintf(stderr, "usage: %s weighted|ketama|modula host:port:weight,...\n", argv[0]);
    return 2;
  }
  memc = memcached_create(0);
  if( memc==0 ) return 1;
  if( !strcmp(argv[1], "weighted") ){
    memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED, 1);
  }else if( !strcmp(argv[1], "ketama") ){
    memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_KETAMA, 1);
  }else if( strcmp(argv[1], "modula") ){
    fprintf(stderr, "unknown behaviour %s\n", argv[1]);
    return 2;
  }
  list = strdup(argv[2]);
  for(item = strtok_r(list, ",", &save); item; item = strtok_r(0, ",", &save)){
    char *c2 = strrchr(item, ':'), *c1;
    unsigned weight = 1;
    *c2 = 0;
    c1 = strrchr(item, ':');
    if( c1 ){
      weight = (unsigned)atoi(c2 + 1);
      *c1 = 0;
    }else{
      c1 = c2;
    }
    if( memcached_server_add_with_weight(memc, item, (in_port_t)atoi(c1 + 1),
                                         weight)!=MEMCACHED_SUCCESS ){
      fprintf(stderr, "cannot add %s\n", item);
      return 1;
    }
  }
  while( fgets(line, sizeof(line), stdin) ){
    size_t n = strcspn(line, "\r\n"), i, len = 0;
    for(i = 0; i + 1 < n && len < sizeof(key); i += 2){
      key[len++] = (char)(hexval(line[i]) * 16 + hexval(line[i+1]));
    }
    printf("%u\t%u\n", memcached_generate_hash(memc, key, len),
           memcached_generate_hash_value(key, len,
             (memcached_hash_t)memcached_behavior_get(memc, MEMCACHED_BEHAVIOR_HASH)));
  }
  memcached_free(memc);
  free(list);
  return 0;
}
