/*
** mysql_hash.c - the KEY partitioning hash of MySQL and MariaDB (no
** SQLite dependency). The rules are in mysql_hash.h.
**
** Used by the mysql_key schemes (ext/schemes/mysql.c):
**   SELECT key_hash(97, 'mysql_key') = key_hash(65, 'mysql_key');   -- 1
*/
#include "mysql_hash.h"
#include "general_ci.h"

/* latin1_swedish_ci's sort order (sort_order_latin1), as WEIGHT_STRING
** over each byte reports it on the server. */
static const unsigned char latin1_sort[256] = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,
   16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
   32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
   48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
   64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
   80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
   96, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
   80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90,123,124,125,126,127,
  128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,
  144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,
  160,161,162,163,164,165,166,167,168,169,170,171,172,173,174,175,
  176,177,178,179,180,181,182,183,184,185,186,187,188,189,190,191,
   65, 65, 65, 65, 92, 91, 92, 67, 69, 69, 69, 69, 73, 73, 73, 73,
   68, 78, 79, 79, 79, 79, 93,215,216, 85, 85, 85, 89, 89,222,223,
   65, 65, 65, 65, 92, 91, 92, 67, 69, 69, 69, 69, 73, 73, 73, 73,
   68, 78, 79, 79, 79, 79, 93,247,216, 85, 85, 85, 89, 89,222,255
};

/* MY_HASH_ADD, in the server's unsigned long arithmetic. */
static inline void add(uint64_t *nr1, uint64_t *nr2, unsigned b){
  *nr1 ^= (((*nr1 & 63) + *nr2) * b) + (*nr1 << 8);
  *nr2 += 3;
}

void rk_my_hash_bin(RkMyHash *h, const unsigned char *z, size_t n){
  uint64_t nr1 = h->nr1, nr2 = h->nr2;
  size_t i;
  for(i = 0; i < n; i++) add(&nr1, &nr2, z[i]);
  h->nr1 = nr1;
  h->nr2 = nr2;
}

void rk_my_hash_latin1(RkMyHash *h, const unsigned char *z, size_t n){
  uint64_t nr1 = h->nr1, nr2 = h->nr2;
  size_t i;
  while( n > 0 && z[n-1]==0x20 ) n--;
  for(i = 0; i < n; i++) add(&nr1, &nr2, latin1_sort[z[i]]);
  h->nr1 = nr1;
  h->nr2 = nr2;
}

void rk_my_hash_mb_bin(RkMyHash *h, const unsigned char *z, size_t n){
  while( n > 0 && z[n-1]==0x20 ) n--;
  rk_my_hash_bin(h, z, n);
}

void rk_my_hash_general_ci(RkMyHash *h, const unsigned char *z, size_t n){
  uint64_t nr1 = h->nr1, nr2 = h->nr2;
  RkGciIter it;
  uint32_t w;
  rk_gci_start(&it, z, n);
  while( rk_gci_next(&it, &w) ){
    add(&nr1, &nr2, w & 0xFF);
    add(&nr1, &nr2, (w >> 8) & 0xFF);
  }
  h->nr1 = nr1;
  h->nr2 = nr2;
}

void rk_my_hash_int(RkMyHash *h, int64_t v, int nByte, int latin1){
  unsigned char b[8];
  uint64_t u = (uint64_t)v;
  int i;
  for(i = 0; i < nByte; i++){
    b[i] = (unsigned char)(u & 0xFF);
    u >>= 8;
  }
  if( latin1 ){
    rk_my_hash_latin1(h, b, (size_t)nByte);
  }else{
    rk_my_hash_bin(h, b, (size_t)nByte);
  }
}

void rk_my_hash_null(RkMyHash *h){
  h->nr1 ^= (h->nr1 << 1) | 1;
}
