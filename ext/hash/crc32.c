/*
** crc32.c - CRC-32 (zlib / IEEE 802.3), slicing-by-8 (no SQLite dependency).
**
**   SELECT key_hash('abc', 'librdkafka');           -- 891568578
**   SELECT key_partition('abc', 7, 'librdkafka');   -- 5 (crc % 7)
**
** Reflected polynomial 0xEDB88320, register preset to 0xFFFFFFFF and
** inverted at the end. Eight bytes are folded per step through the eight
** tables of crc_tables.c; bytes are read one at a time, so the result does
** not depend on the host's byte order or alignment.
*/
#include "crc32.h"
#include "bytes.h"

/* Folds 8 bytes into the register: lo is bytes 0..3, hi bytes 4..7, each
** as a little-endian word (the register is reflected). */
static uint32_t fold8(uint32_t c, uint32_t lo, uint32_t hi){
  const uint32_t (*t)[256] = rk_crc32_tab;
  lo ^= c;
  return t[7][lo & 0xFF] ^ t[6][(lo >> 8) & 0xFF]
       ^ t[5][(lo >> 16) & 0xFF] ^ t[4][lo >> 24]
       ^ t[3][hi & 0xFF] ^ t[2][(hi >> 8) & 0xFF]
       ^ t[1][(hi >> 16) & 0xFF] ^ t[0][hi >> 24];
}

uint32_t rk_crc32(const void *p, size_t len){
  return rk_crc32_update(0, p, len);
}

uint32_t rk_crc32_update(uint32_t crc, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  uint32_t c = crc ^ 0xFFFFFFFFu;
  while( len >= 8 ){
    c = fold8(c, rk_load_le32(b), rk_load_le32(b + 4));
    b += 8;
    len -= 8;
  }
  while( len-- > 0 ){
    c = (c >> 8) ^ rk_crc32_tab[0][(c ^ *b++) & 0xFF];
  }
  return c ^ 0xFFFFFFFFu;
}

uint32_t rk_crc32_u64be(uint64_t v){
  return fold8(0xFFFFFFFFu, rk_bswap32((uint32_t)(v >> 32)), rk_bswap32((uint32_t)v))
         ^ 0xFFFFFFFFu;
}

uint32_t rk_crc32_u32be(uint32_t v){
  /* Four bytes: the last four tables of a slicing-by-8 step. */
  const uint32_t (*t)[256] = rk_crc32_tab;
  uint32_t x = rk_bswap32(v) ^ 0xFFFFFFFFu;
  return (t[3][x & 0xFF] ^ t[2][(x >> 8) & 0xFF]
        ^ t[1][(x >> 16) & 0xFF] ^ t[0][x >> 24]) ^ 0xFFFFFFFFu;
}
