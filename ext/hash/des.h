/*
** des.h - the Data Encryption Standard (FIPS 46-3) on one 64-bit block (no
** SQLite dependency).
**
** Vitess's `hash` vindex maps a number to its keyspace id by encrypting it
** as one DES block under the all-zero key:
**
**   SELECT key_hash(1, 'vitess');        -- 0x166b40b44aba4bd6
**
** A block is the 8 bytes read big-endian into a uint64_t, so FIPS bit 1 is
** the most significant bit.
*/
#ifndef ROWKEY_DES_H
#define ROWKEY_DES_H

#include <stdint.h>

/* The 16 round keys, each as its eight 6-bit groups (one per S-box). */
typedef struct RkDesKey RkDesKey;
struct RkDesKey {
  uint8_t k[16][8];
};

/* Expands the 8-byte key (the parity bits are ignored, as FIPS says). */
void rk_des_set_key(RkDesKey *p, const unsigned char key[8]);

/* Encrypts / decrypts one block. */
uint64_t rk_des_encrypt(const RkDesKey *p, uint64_t block);
uint64_t rk_des_decrypt(const RkDesKey *p, uint64_t block);

/* rk_des_encrypt under the all-zero key (every round key is then zero).
** The zero key is a weak key: this function is its own inverse. */
uint64_t rk_des_encrypt_zero(uint64_t block);

#endif
