/*
** mysql_hash.h - the KEY partitioning hash of MySQL and MariaDB
** (calculate_key_hash_value; no SQLite dependency).
**
** Two 64-bit accumulators (the server's ulong on LP64), nr1 = 1 and
** nr2 = 4, take every byte b a column's collation feeds them:
**
**   nr1 ^= (((nr1 & 63) + nr2) * b) + (nr1 << 8);  nr2 += 3;
**
** and carry from one column to the next; the hash is the low 32 bits of
** nr1. A NULL column does nr1 ^= (nr1 << 1) | 1 and feeds nothing. What a
** column feeds is its collation's hash_sort:
**   - binary (VARBINARY, integers under ALGORITHM=1): the bytes;
**   - latin1_swedish_ci (integers under ALGORITHM=2, their little-endian
**     bytes): trailing 0x20 bytes dropped, each byte through the latin1
**     sort order (a..z as A..Z, accented letters folded);
**   - utf8mb4_general_ci: trailing spaces dropped, each character's sort
**     weight (the table of general_ci.h) low byte then high byte; decoding
**     stops at the first invalid UTF-8 sequence;
**   - utf8mb4_bin: trailing spaces dropped, then the bytes.
*/
#ifndef ROWKEY_MYSQL_HASH_H
#define ROWKEY_MYSQL_HASH_H

#include <stddef.h>
#include <stdint.h>

typedef struct RkMyHash RkMyHash;
struct RkMyHash {
  uint64_t nr1, nr2;
};

#define RK_MY_HASH_INIT { 1, 4 }

void rk_my_hash_bin(RkMyHash *h, const unsigned char *z, size_t n);
void rk_my_hash_latin1(RkMyHash *h, const unsigned char *z, size_t n);
void rk_my_hash_general_ci(RkMyHash *h, const unsigned char *z, size_t n);
void rk_my_hash_mb_bin(RkMyHash *h, const unsigned char *z, size_t n);
/* An integer column of nByte (8: BIGINT, 4: INT) little-endian bytes,
** through latin1 (ALGORITHM=2) or as they are (ALGORITHM=1). */
void rk_my_hash_int(RkMyHash *h, int64_t v, int nByte, int latin1);
void rk_my_hash_null(RkMyHash *h);

#endif
