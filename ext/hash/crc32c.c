/*
** crc32c.c - CRC-32C (Castagnoli), slicing-by-8 (no SQLite dependency).
**
**   SELECT key_hash('abc', 'vshard_strcrc32');            -- 3384066120
**   SELECT key_partition('user42', 3000, 'vshard_strcrc32');  -- 1665
**
** Reflected polynomial 0x82F63B78. The caller presets and finishes the
** register (Tarantool: preset 0xFFFFFFFF, no final inversion). Eight bytes
** are folded per step through the eight tables of crc_tables.c, read one
** byte at a time (no dependency on byte order or alignment).
*/
#include "crc32c.h"
#include "bytes.h"

uint32_t rk_crc32c_raw(uint32_t c, const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  const uint32_t (*t)[256] = rk_crc32c_tab;
  while( len >= 8 ){
    uint32_t lo = rk_load_le32(b) ^ c, hi = rk_load_le32(b + 4);
    c = t[7][lo & 0xFF] ^ t[6][(lo >> 8) & 0xFF]
      ^ t[5][(lo >> 16) & 0xFF] ^ t[4][lo >> 24]
      ^ t[3][hi & 0xFF] ^ t[2][(hi >> 8) & 0xFF]
      ^ t[1][(hi >> 16) & 0xFF] ^ t[0][hi >> 24];
    b += 8;
    len -= 8;
  }
  while( len-- > 0 ){
    c = (c >> 8) ^ t[0][(c ^ *b++) & 0xFF];
  }
  return c;
}
