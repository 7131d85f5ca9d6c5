/*
** java_hash.c - Java's Arrays.hashCode(byte[]) (no SQLite dependency).
**
**   SELECT key_hash('abc', 'phoenix');             -- 126145
**   SELECT key_partition('abc', 256, 'phoenix');   -- 193, the salt byte
**
** h = 31*h + b over signed bytes. All arithmetic is on uint32_t, which
** wraps exactly as Java's int does; four bytes are folded per step with
** the powers of 31 (31^2 = 961, 31^3 = 29791, 31^4 = 923521), which gives
** the same value because the wrap is a ring homomorphism.
*/
#include "java_hash.h"

/* A byte as Java's signed byte, in 32-bit two's complement. */
static uint32_t sbyte(unsigned char c){
  return (uint32_t)(int32_t)(signed char)c;
}

uint32_t rk_java_bytes_more(uint32_t h, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  while( len >= 4 ){
    h = h*923521u + sbyte(b[0])*29791u + sbyte(b[1])*961u
      + sbyte(b[2])*31u + sbyte(b[3]);
    b += 4;
    len -= 4;
  }
  while( len-- > 0 ){
    h = h*31u + sbyte(*b++);
  }
  return h;
}

uint32_t rk_java_bytes_hash(const void *p, size_t len){
  return rk_java_bytes_more(1, p, len);
}

uint32_t rk_java_bytes_more_u32be(uint32_t h, uint32_t v){
  return h*923521u + sbyte((unsigned char)(v >> 24))*29791u
       + sbyte((unsigned char)(v >> 16))*961u
       + sbyte((unsigned char)(v >> 8))*31u + sbyte((unsigned char)v);
}

uint32_t rk_java_bytes_more_u64be(uint32_t h, uint64_t v){
  h = rk_java_bytes_more_u32be(h, (uint32_t)(v >> 32));
  return rk_java_bytes_more_u32be(h, (uint32_t)v);
}
