/*
** boost_hash.c - boost::hash<std::string>, Boost 1.74, 64-bit size_t (no
** SQLite dependency).
**
**   SELECT key_hash('user42', 'pulsar_cpp');        -- 1322881316
**
** Boost 1.74's hash_range is a loop of hash_combine(seed, char); the
** char's hash_value is the char cast to size_t, so a byte >= 0x80 (a
** negative signed char) becomes 0xffffffffffffff80 and up. The 64-bit
** hash_combine is MurmurHash64A's block mix followed by the constant
** Boost adds.
*/
#include "boost_hash.h"
#include "murmur_mix.h"

uint64_t rk_boost174_more(uint64_t h, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  size_t i;
  for(i = 0; i < len; i++){
    uint64_t c = (uint64_t)(int64_t)(signed char)b[i];
    h = rk_m64a_block(h, c) + 0xe6546b64u;
  }
  return h;
}

uint64_t rk_boost174_hash(const void *p, size_t len){
  return rk_boost174_more(0, p, len);
}
