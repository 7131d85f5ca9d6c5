/*
** hashkit.h - the key hashes of libmemcached's libhashkit and twemproxy's
** src/hashkit, as those C sources compute them on x86-64, where a key
** byte is a signed char: a byte >= 0x80 enters one_at_a_time, the FNVs,
** crc16's table index and the third of hsieh's last three bytes as a
** negative number (no SQLite dependency).
** Every result is 32 bits.
*/
#ifndef ROWKEY_HASHKIT_H
#define ROWKEY_HASHKIT_H

#include <stddef.h>
#include <stdint.h>

/* Jenkins one-at-a-time (libmemcached's default key hash). */
uint32_t rk_hk_one_at_a_time(const unsigned char *p, size_t len);
/* MD5 digest bytes 0..3, little-endian. */
uint32_t rk_hk_md5(const unsigned char *p, size_t len);
/* twemproxy's crc16: the XMODEM table in a 32-bit state never masked to
** 16 bits. */
uint32_t rk_hk_crc16(const unsigned char *p, size_t len);
/* twemproxy's crc32: (zlib crc32 >> 16) & 0x7fff. crc32a is zlib's. */
uint32_t rk_hk_crc32(const unsigned char *p, size_t len);
uint32_t rk_hk_crc32a(const unsigned char *p, size_t len);
/* FNV: fnv1_64 is 64-bit FNV-1 truncated; fnv1a_64 is FNV-1a in 32 bits
** with the 64-bit constants truncated (0x84222325, 0x1b3). */
uint32_t rk_hk_fnv1_64(const unsigned char *p, size_t len);
uint32_t rk_hk_fnv1a_64(const unsigned char *p, size_t len);
uint32_t rk_hk_fnv1_32(const unsigned char *p, size_t len);
uint32_t rk_hk_fnv1a_32(const unsigned char *p, size_t len);
/* Paul Hsieh's SuperFastHash from 0 (not from the length); a last single
** byte is taken unsigned. */
uint32_t rk_hk_hsieh(const unsigned char *p, size_t len);
/* MurmurHash2 with the seed 0xdeadbeef * len. */
uint32_t rk_hk_murmur(const unsigned char *p, size_t len);
/* Bob Jenkins' lookup3 hashlittle with twemproxy's JENKINS_INITVAL 13
** (the vectors confirm 13, not 0). */
uint32_t rk_hk_jenkins(const unsigned char *p, size_t len);

#endif
