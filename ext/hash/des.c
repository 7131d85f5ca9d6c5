/*
** des.c - DES encryption of one 64-bit block (FIPS 46-3), no SQLite
** dependency.
**
**   SELECT key_hash(1, 'vitess');              -- DES of 1 under the zero key
**   SELECT key_partition(1, 2, 'vitess');      -- 0: keyspace id 16..., shard -80
**
** Written from the tables of FIPS 46-3. The bit permutations are built at
** compile time into lookup tables, so that one block costs 16 rounds of 8
** table reads and two 16-read permutations, with no state initialised at
** run time (the extension is used from several threads at once):
**   des_sp[s][x]  S-box s+1 of the 6-bit input x, then the permutation P;
**   des_ip[q][v]  the initial permutation IP of nibble q (0: bits 1..4)
**                 holding v; des_fp likewise for IP^-1.
** Bits are numbered as in FIPS: bit 1 is the most significant.
*/
#include "des.h"
#include "bytes.h"

/* ---- P, applied to a 32-bit constant ---------------------------------- */

/* Input bit `from` of v to output bit `to`. */
#define DES_PB(v, from, to) ((((uint32_t)(v) >> (32 - (from))) & 1u) << (32 - (to)))
#define DES_P(v) ( \
  DES_PB(v,16, 1) | DES_PB(v, 7, 2) | DES_PB(v,20, 3) | DES_PB(v,21, 4) | \
  DES_PB(v,29, 5) | DES_PB(v,12, 6) | DES_PB(v,28, 7) | DES_PB(v,17, 8) | \
  DES_PB(v, 1, 9) | DES_PB(v,15,10) | DES_PB(v,23,11) | DES_PB(v,26,12) | \
  DES_PB(v, 5,13) | DES_PB(v,18,14) | DES_PB(v,31,15) | DES_PB(v,10,16) | \
  DES_PB(v, 2,17) | DES_PB(v, 8,18) | DES_PB(v,24,19) | DES_PB(v,14,20) | \
  DES_PB(v,32,21) | DES_PB(v,27,22) | DES_PB(v, 3,23) | DES_PB(v, 9,24) | \
  DES_PB(v,19,25) | DES_PB(v,13,26) | DES_PB(v,30,27) | DES_PB(v, 6,28) | \
  DES_PB(v,22,29) | DES_PB(v,11,30) | DES_PB(v, 4,31) | DES_PB(v,25,32))

/* S-box s (0-based) gives its 4 bits at output bits 4s+1 .. 4s+4. */
#define DES_SPV(s, v) DES_P((uint32_t)(v) << (28 - 4*(s)))

/* FIPS prints each S-box as 4 rows of 16: the row is input bits 1 and 6,
** the column bits 2..5. The designated index puts each entry at its
** 6-bit input. */
#define DES_IX(r, c) ((((r) & 2) << 4) | ((c) << 1) | ((r) & 1))
#define DES_ROW(s, r, a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15) \
  [DES_IX(r, 0)] = DES_SPV(s, a0),   [DES_IX(r, 1)] = DES_SPV(s, a1),   \
  [DES_IX(r, 2)] = DES_SPV(s, a2),   [DES_IX(r, 3)] = DES_SPV(s, a3),   \
  [DES_IX(r, 4)] = DES_SPV(s, a4),   [DES_IX(r, 5)] = DES_SPV(s, a5),   \
  [DES_IX(r, 6)] = DES_SPV(s, a6),   [DES_IX(r, 7)] = DES_SPV(s, a7),   \
  [DES_IX(r, 8)] = DES_SPV(s, a8),   [DES_IX(r, 9)] = DES_SPV(s, a9),   \
  [DES_IX(r,10)] = DES_SPV(s, a10),  [DES_IX(r,11)] = DES_SPV(s, a11),  \
  [DES_IX(r,12)] = DES_SPV(s, a12),  [DES_IX(r,13)] = DES_SPV(s, a13),  \
  [DES_IX(r,14)] = DES_SPV(s, a14),  [DES_IX(r,15)] = DES_SPV(s, a15)

static const uint32_t des_sp[8][64] = {
  { DES_ROW(0,0, 14, 4,13, 1, 2,15,11, 8, 3,10, 6,12, 5, 9, 0, 7),
    DES_ROW(0,1,  0,15, 7, 4,14, 2,13, 1,10, 6,12,11, 9, 5, 3, 8),
    DES_ROW(0,2,  4, 1,14, 8,13, 6, 2,11,15,12, 9, 7, 3,10, 5, 0),
    DES_ROW(0,3, 15,12, 8, 2, 4, 9, 1, 7, 5,11, 3,14,10, 0, 6,13) },
  { DES_ROW(1,0, 15, 1, 8,14, 6,11, 3, 4, 9, 7, 2,13,12, 0, 5,10),
    DES_ROW(1,1,  3,13, 4, 7,15, 2, 8,14,12, 0, 1,10, 6, 9,11, 5),
    DES_ROW(1,2,  0,14, 7,11,10, 4,13, 1, 5, 8,12, 6, 9, 3, 2,15),
    DES_ROW(1,3, 13, 8,10, 1, 3,15, 4, 2,11, 6, 7,12, 0, 5,14, 9) },
  { DES_ROW(2,0, 10, 0, 9,14, 6, 3,15, 5, 1,13,12, 7,11, 4, 2, 8),
    DES_ROW(2,1, 13, 7, 0, 9, 3, 4, 6,10, 2, 8, 5,14,12,11,15, 1),
    DES_ROW(2,2, 13, 6, 4, 9, 8,15, 3, 0,11, 1, 2,12, 5,10,14, 7),
    DES_ROW(2,3,  1,10,13, 0, 6, 9, 8, 7, 4,15,14, 3,11, 5, 2,12) },
  { DES_ROW(3,0,  7,13,14, 3, 0, 6, 9,10, 1, 2, 8, 5,11,12, 4,15),
    DES_ROW(3,1, 13, 8,11, 5, 6,15, 0, 3, 4, 7, 2,12, 1,10,14, 9),
    DES_ROW(3,2, 10, 6, 9, 0,12,11, 7,13,15, 1, 3,14, 5, 2, 8, 4),
    DES_ROW(3,3,  3,15, 0, 6,10, 1,13, 8, 9, 4, 5,11,12, 7, 2,14) },
  { DES_ROW(4,0,  2,12, 4, 1, 7,10,11, 6, 8, 5, 3,15,13, 0,14, 9),
    DES_ROW(4,1, 14,11, 2,12, 4, 7,13, 1, 5, 0,15,10, 3, 9, 8, 6),
    DES_ROW(4,2,  4, 2, 1,11,10,13, 7, 8,15, 9,12, 5, 6, 3, 0,14),
    DES_ROW(4,3, 11, 8,12, 7, 1,14, 2,13, 6,15, 0, 9,10, 4, 5, 3) },
  { DES_ROW(5,0, 12, 1,10,15, 9, 2, 6, 8, 0,13, 3, 4,14, 7, 5,11),
    DES_ROW(5,1, 10,15, 4, 2, 7,12, 9, 5, 6, 1,13,14, 0,11, 3, 8),
    DES_ROW(5,2,  9,14,15, 5, 2, 8,12, 3, 7, 0, 4,10, 1,13,11, 6),
    DES_ROW(5,3,  4, 3, 2,12, 9, 5,15,10,11,14, 1, 7, 6, 0, 8,13) },
  { DES_ROW(6,0,  4,11, 2,14,15, 0, 8,13, 3,12, 9, 7, 5,10, 6, 1),
    DES_ROW(6,1, 13, 0,11, 7, 4, 9, 1,10,14, 3, 5,12, 2,15, 8, 6),
    DES_ROW(6,2,  1, 4,11,13,12, 3, 7,14,10,15, 6, 8, 0, 5, 9, 2),
    DES_ROW(6,3,  6,11,13, 8, 1, 4,10, 7, 9, 5, 0,15,14, 2, 3,12) },
  { DES_ROW(7,0, 13, 2, 8, 4, 6,15,11, 1,10, 9, 3,14, 5, 0,12, 7),
    DES_ROW(7,1,  1,15,13, 8,10, 3, 7, 4,12, 5, 6,11, 0,14, 9, 2),
    DES_ROW(7,2,  7,11, 4, 1, 9,12,14, 2, 0, 6,10,13,15, 3, 5, 8),
    DES_ROW(7,3,  2, 1,14, 7, 4,10, 8,13,15,12, 9, 0, 3, 5, 6,11) },
};

/* ---- IP and IP^-1 ------------------------------------------------------ */

/* Where input bit p (1..64) goes. IP's rows take bit column 2, 4, 6, 8,
** 1, 3, 5, 7 of the input bytes, from the last byte to the first, so bit t
** (1..8) of byte b (0..7) lands in row RT(t), column 7 - b. IP^-1 undoes
** it: row b's bit t came from input bit BASE(b) - 8(t - 1). */
#define DES_RT(t) ((t) % 2 == 0 ? ((t) - 2) / 2 : 4 + ((t) - 1) / 2)
#define DES_BASE(b) ((b) < 4 ? 58 + 2*(b) : 57 + 2*((b) - 4))
#define DES_IP_DST(p) (8*DES_RT(((p) - 1) % 8 + 1) + (7 - ((p) - 1) / 8) + 1)
#define DES_FP_DST(p) (DES_BASE(((p) - 1) / 8) - 8*(((p) - 1) % 8))

/* Bit t (1: high) of the nibble value v at nibble q, moved by DST. */
#define DES_NB(DST, q, v, t) \
  ((uint64_t)(((v) >> (4 - (t))) & 1) << (64 - DST(4*(q) + (t))))
#define DES_NIB(DST, q, v) \
  (DES_NB(DST,q,v,1) | DES_NB(DST,q,v,2) | DES_NB(DST,q,v,3) | DES_NB(DST,q,v,4))
#define DES_NROW(DST, q) { \
  DES_NIB(DST,q, 0), DES_NIB(DST,q, 1), DES_NIB(DST,q, 2), DES_NIB(DST,q, 3), \
  DES_NIB(DST,q, 4), DES_NIB(DST,q, 5), DES_NIB(DST,q, 6), DES_NIB(DST,q, 7), \
  DES_NIB(DST,q, 8), DES_NIB(DST,q, 9), DES_NIB(DST,q,10), DES_NIB(DST,q,11), \
  DES_NIB(DST,q,12), DES_NIB(DST,q,13), DES_NIB(DST,q,14), DES_NIB(DST,q,15) }
#define DES_PERM_TABLE(DST) { \
  DES_NROW(DST, 0), DES_NROW(DST, 1), DES_NROW(DST, 2), DES_NROW(DST, 3), \
  DES_NROW(DST, 4), DES_NROW(DST, 5), DES_NROW(DST, 6), DES_NROW(DST, 7), \
  DES_NROW(DST, 8), DES_NROW(DST, 9), DES_NROW(DST,10), DES_NROW(DST,11), \
  DES_NROW(DST,12), DES_NROW(DST,13), DES_NROW(DST,14), DES_NROW(DST,15) }

static const uint64_t des_ip[16][16] = DES_PERM_TABLE(DES_IP_DST);
static const uint64_t des_fp[16][16] = DES_PERM_TABLE(DES_FP_DST);

/* Written out: sixteen independent loads the compiler can schedule. */
#define DES_PQ(q) t[q][(x >> (60 - 4*(q))) & 15]
static inline uint64_t des_permute(const uint64_t t[16][16], uint64_t x){
  return DES_PQ(0) | DES_PQ(1) | DES_PQ(2) | DES_PQ(3)
       | DES_PQ(4) | DES_PQ(5) | DES_PQ(6) | DES_PQ(7)
       | DES_PQ(8) | DES_PQ(9) | DES_PQ(10) | DES_PQ(11)
       | DES_PQ(12) | DES_PQ(13) | DES_PQ(14) | DES_PQ(15);
}
#undef DES_PQ

/* ---- The rounds -------------------------------------------------------- */

/* E(R) taken 6 bits at a time: group g is R's bits 4g .. 4g+5 (bit 0 being
** bit 32), the low 6 bits of R rotated left by 4g + 5. With a = R rotated
** by 5 and b = R rotated by 9 they are the bytes' low 6 bits: groups 0, 6,
** 4, 2 of a (bytes 0 to 3), groups 1, 7, 5, 3 of b. */
static inline uint32_t des_f(uint32_t R, const uint8_t k[8]){
  uint32_t a = rk_rotl32(R, 5), b = rk_rotl32(R, 9);
  return des_sp[0][(a & 63) ^ k[0]]         | des_sp[6][((a >> 8) & 63) ^ k[6]]
       | des_sp[4][((a >> 16) & 63) ^ k[4]] | des_sp[2][((a >> 24) & 63) ^ k[2]]
       | des_sp[1][(b & 63) ^ k[1]]         | des_sp[7][((b >> 8) & 63) ^ k[7]]
       | des_sp[5][((b >> 16) & 63) ^ k[5]] | des_sp[3][((b >> 24) & 63) ^ k[3]];
}

/* des_f with every round key zero. */
static inline uint32_t des_f0(uint32_t R){
  uint32_t a = rk_rotl32(R, 5), b = rk_rotl32(R, 9);
  return des_sp[0][a & 63]         | des_sp[6][(a >> 8) & 63]
       | des_sp[4][(a >> 16) & 63] | des_sp[2][(a >> 24) & 63]
       | des_sp[1][b & 63]         | des_sp[7][(b >> 8) & 63]
       | des_sp[5][(b >> 16) & 63] | des_sp[3][(b >> 24) & 63];
}

/* dir = 1 encrypts (round keys 1..16), -1 decrypts (16..1). */
static uint64_t des_crypt(const RkDesKey *p, uint64_t block, int dir){
  uint64_t x = des_permute(des_ip, block);
  uint32_t L = (uint32_t)(x >> 32), R = (uint32_t)x, t;
  int i, r;
  for(i = 0; i < 16; i++){
    r = dir > 0 ? i : 15 - i;
    t = R;
    R = L ^ des_f(R, p->k[r]);
    L = t;
  }
  /* The last round does not swap: the output is R16 L16. */
  return des_permute(des_fp, ((uint64_t)R << 32) | L);
}

uint64_t rk_des_encrypt(const RkDesKey *p, uint64_t block){
  return des_crypt(p, block, 1);
}

uint64_t rk_des_decrypt(const RkDesKey *p, uint64_t block){
  return des_crypt(p, block, -1);
}

uint64_t rk_des_encrypt_zero(uint64_t block){
  uint64_t x = des_permute(des_ip, block);
  uint32_t L = (uint32_t)(x >> 32), R = (uint32_t)x;
  /* The 16 rounds written out, two at a time (no swap needed). */
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  L ^= des_f0(R); R ^= des_f0(L);
  return des_permute(des_fp, ((uint64_t)R << 32) | L);
}

/* ---- The key schedule -------------------------------------------------- */

/* PC-1: the key bits of C (first 28) and D (last 28). */
static const uint8_t des_pc1[56] = {
  57,49,41,33,25,17, 9,  1,58,50,42,34,26,18,
  10, 2,59,51,43,35,27, 19,11, 3,60,52,44,36,
  63,55,47,39,31,23,15,  7,62,54,46,38,30,22,
  14, 6,61,53,45,37,29, 21,13, 5,28,20,12, 4
};

/* PC-2: the bits of CD (1..56) that make the 48-bit round key. */
static const uint8_t des_pc2[48] = {
  14,17,11,24, 1, 5,  3,28,15, 6,21,10,
  23,19,12, 4,26, 8, 16, 7,27,20,13, 2,
  41,52,31,37,47,55, 30,40,51,45,33,48,
  44,49,39,56,34,53, 46,42,50,36,29,32
};

static const uint8_t des_shift[16] = {1,1,2,2,2,2,2,2,1,2,2,2,2,2,2,1};

void rk_des_set_key(RkDesKey *p, const unsigned char key[8]){
  uint64_t cd = 0;   /* C then D, CD bit 1 at bit 55 */
  uint32_t c, d;
  int i, j;
  for(i = 0; i < 56; i++){
    int b = des_pc1[i] - 1;
    cd = (cd << 1) | ((key[b / 8] >> (7 - b % 8)) & 1u);
  }
  c = (uint32_t)(cd >> 28) & 0x0fffffffu;
  d = (uint32_t)cd & 0x0fffffffu;
  for(i = 0; i < 16; i++){
    int s = des_shift[i];
    c = ((c << s) | (c >> (28 - s))) & 0x0fffffffu;
    d = ((d << s) | (d >> (28 - s))) & 0x0fffffffu;
    cd = ((uint64_t)c << 28) | d;
    for(j = 0; j < 8; j++){
      uint8_t g = 0;
      int t;
      for(t = 0; t < 6; t++){
        int b = des_pc2[6*j + t];        /* 1..56 */
        g = (uint8_t)((g << 1) | ((cd >> (56 - b)) & 1u));
      }
      p->k[i][j] = g;
    }
  }
}
