/*
** crc16.c - CRC-16/XMODEM, one table lookup a byte (no SQLite dependency).
**
**   SELECT key_hash('123456789', 'redis');   -- 12739 (0x31C3 & 0x3FFF)
**
** The register's top byte, xored with the next input byte, selects the
** table entry (crc_tables.c) that the shifted register is xored with.
*/
#include "crc16.h"

uint16_t rk_crc16_xmodem(const void *p, size_t len){
  const unsigned char *b = (const unsigned char*)p;
  unsigned c = 0;
  size_t i;
  for(i = 0; i < len; i++){
    c = ((c << 8) & 0xFF00u) ^ rk_crc16_tab[((c >> 8) ^ b[i]) & 0xFF];
  }
  return (uint16_t)c;
}
