/*
** hash_core.c - runs the pure hash core (no SQLite) on the SMHasher
** verification procedure and on a few published vectors, and prints one
** "label value" line per result. test/hash_core.test runs it and compares
** every line with the published figure.
**
**   make build/hash_core && ./build/hash_core
*/
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "murmur.h"
#include "general_ci.h"
#include "crc32.h"
#include "crc32c.h"
#include "erlang_hash.h"
#include "crc16.h"
#include "fnv1a.h"
#include "java_hash.h"
#include "redis.h"
#include "weights.h"
#include "des.h"
#include "xxhash64.h"
#include "utf16.h"
#include "lookup3.h"
#include "cityhash64.h"
#include "siphash.h"
#include "scheme.h"
#include "keys.h"
#include "skew.h"
#include "topkeys.h"
#include "decimal.h"
#include <stdlib.h>
#include <math.h>

/* A hash under SMHasher's interface: len bytes, 32-bit seed, out bytes. */
typedef void (*HashFn)(const void *p, size_t len, uint32_t seed, void *out);

static void put_le32(unsigned char *b, uint32_t v){
  int i;
  for(i = 0; i < 4; i++) b[i] = (unsigned char)(v >> (8*i));
}

static void put_le64(unsigned char *b, uint64_t v){
  int i;
  for(i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8*i));
}

static void f_x86_32(const void *p, size_t len, uint32_t seed, void *out){
  put_le32(out, rk_murmur3_x86_32(p, len, seed));
}

static void f_x64_128(const void *p, size_t len, uint32_t seed, void *out){
  uint64_t h[2];
  rk_murmur3_x64_128(p, len, seed, 0, h);
  put_le64(out, h[0]);
  put_le64((unsigned char*)out + 8, h[1]);
}

static void f_murmur2(const void *p, size_t len, uint32_t seed, void *out){
  put_le32(out, rk_murmur2_32(p, len, seed));
}

static void f_murmur64a(const void *p, size_t len, uint32_t seed, void *out){
  put_le64(out, rk_murmur64a(p, len, seed));
}

/* SMHasher's VerificationTest: hash {}, {0}, {0,1}, ... {0..254} with seed
** 256 - length, hash the concatenated results with seed 0, and read the
** first 4 bytes of that as a little-endian uint32. */
static uint32_t verification(HashFn f, int nOut){
  unsigned char key[256], all[256*16], final[16];
  int i;
  for(i = 0; i < 256; i++){
    key[i] = (unsigned char)i;
    f(key, (size_t)i, (uint32_t)(256 - i), all + i*nOut);
  }
  f(all, (size_t)(256*nOut), 0, final);
  return (uint32_t)final[0] | ((uint32_t)final[1] << 8)
       | ((uint32_t)final[2] << 16) | ((uint32_t)final[3] << 24);
}

/* Prints the last slot of each master redis-cli gives n masters, as
** "redis_ranges_N L0,L1,...". */
static void print_ranges(uint32_t n){
  uint32_t aLast[16];
  uint32_t i;
  rk_redis_ranges(n, aLast);
  printf("redis_ranges_%" PRIu32 " ", n);
  for(i = 0; i < n; i++) printf("%s%" PRIu32, i ? "," : "", aLast[i]);
  printf("\n");
}

/* The n from 1 to 16384 whose ranges give every slot exactly one master,
** in master order (each range starts after the one before, the last slot
** is owned); and the smallest n that leaves a master without a slot. */
static void print_ranges_cover(void){
  static uint32_t aLast[16384];
  uint32_t n, i, nGood = 0, nEmpty = 0;
  for(n = 1; n <= 16384; n++){
    uint32_t first = 0, owned = 0;
    int ok = 1, empty = 0;
    rk_redis_ranges(n, aLast);
    for(i = 0; i < n; i++){
      if( aLast[i] + 1 < first ) ok = 0;          /* goes backwards */
      if( first > 16383 ){ empty = 1; continue; } /* owns no slot */
      if( aLast[i] < first ) ok = 0;
      owned += (aLast[i] > 16383 ? 16383 : aLast[i]) - first + 1;
      first = aLast[i] + 1;
    }
    if( ok && owned==16384 ) nGood++;
    if( empty && nEmpty==0 ) nEmpty = n;
  }
  printf("redis_ranges_cover %" PRIu32 "\n", nGood);
  printf("redis_ranges_first_empty %" PRIu32 "\n", nEmpty);
}

/* Decodes a hex string into b; returns the number of bytes. */
static size_t unhex(const char *z, unsigned char *b){
  size_t n = 0;
  while( z[0] && z[1] ){
    unsigned v = 0;
    int i;
    for(i = 0; i < 2; i++){
      char c = z[i];
      v = v*16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    b[n++] = (unsigned char)v;
    z += 2;
  }
  return n;
}

static int64_t s32(uint32_t h){ return (int64_t)(int32_t)h; }

static uint64_t rk_bswap64_test(uint64_t x){
  uint64_t r = 0;
  int i;
  for(i = 0; i < 8; i++){ r = (r << 8) | (x & 0xff); x >>= 8; }
  return r;
}

/* Reads 16 hex digits as a big-endian 64-bit block. */
static uint64_t unhex64(const char *z){
  unsigned char b[8];
  uint64_t v = 0;
  int i;
  (void)unhex(z, b);
  for(i = 0; i < 8; i++) v = (v << 8) | b[i];
  return v;
}

/* NIST SP 800-20 (the DES part of SP 800-17), Appendix A: key, plaintext
** of tables A.1 (variable plaintext), A.2 (variable key), A.3 (the
** permutation operation) and A.4 (the substitution tables). The 3DES keys
** of the tables repeat one DES key three times; that key is listed. */
static const char *const aDesVector[][3] = {
  {"des_a1_00", "0101010101010101", "8000000000000000"},
  {"des_a1_01", "0101010101010101", "4000000000000000"},
  {"des_a1_02", "0101010101010101", "2000000000000000"},
  {"des_a1_03", "0101010101010101", "1000000000000000"},
  {"des_a1_04", "0101010101010101", "0800000000000000"},
  {"des_a1_05", "0101010101010101", "0400000000000000"},
  {"des_a1_06", "0101010101010101", "0200000000000000"},
  {"des_a1_07", "0101010101010101", "0100000000000000"},
  {"des_a1_08", "0101010101010101", "0080000000000000"},
  {"des_a1_09", "0101010101010101", "0040000000000000"},
  {"des_a1_10", "0101010101010101", "0020000000000000"},
  {"des_a1_11", "0101010101010101", "0010000000000000"},
  {"des_a1_12", "0101010101010101", "0008000000000000"},
  {"des_a1_13", "0101010101010101", "0004000000000000"},
  {"des_a1_14", "0101010101010101", "0002000000000000"},
  {"des_a1_15", "0101010101010101", "0001000000000000"},
  {"des_a1_16", "0101010101010101", "0000800000000000"},
  {"des_a1_17", "0101010101010101", "0000400000000000"},
  {"des_a1_18", "0101010101010101", "0000200000000000"},
  {"des_a1_19", "0101010101010101", "0000100000000000"},
  {"des_a1_20", "0101010101010101", "0000080000000000"},
  {"des_a1_21", "0101010101010101", "0000040000000000"},
  {"des_a1_22", "0101010101010101", "0000020000000000"},
  {"des_a1_23", "0101010101010101", "0000010000000000"},
  {"des_a1_24", "0101010101010101", "0000008000000000"},
  {"des_a1_25", "0101010101010101", "0000004000000000"},
  {"des_a1_26", "0101010101010101", "0000002000000000"},
  {"des_a1_27", "0101010101010101", "0000001000000000"},
  {"des_a1_28", "0101010101010101", "0000000800000000"},
  {"des_a1_29", "0101010101010101", "0000000400000000"},
  {"des_a1_30", "0101010101010101", "0000000200000000"},
  {"des_a1_31", "0101010101010101", "0000000100000000"},
  {"des_a1_32", "0101010101010101", "0000000080000000"},
  {"des_a1_33", "0101010101010101", "0000000040000000"},
  {"des_a1_34", "0101010101010101", "0000000020000000"},
  {"des_a1_35", "0101010101010101", "0000000010000000"},
  {"des_a1_36", "0101010101010101", "0000000008000000"},
  {"des_a1_37", "0101010101010101", "0000000004000000"},
  {"des_a1_38", "0101010101010101", "0000000002000000"},
  {"des_a1_39", "0101010101010101", "0000000001000000"},
  {"des_a1_40", "0101010101010101", "0000000000800000"},
  {"des_a1_41", "0101010101010101", "0000000000400000"},
  {"des_a1_42", "0101010101010101", "0000000000200000"},
  {"des_a1_43", "0101010101010101", "0000000000100000"},
  {"des_a1_44", "0101010101010101", "0000000000080000"},
  {"des_a1_45", "0101010101010101", "0000000000040000"},
  {"des_a1_46", "0101010101010101", "0000000000020000"},
  {"des_a1_47", "0101010101010101", "0000000000010000"},
  {"des_a1_48", "0101010101010101", "0000000000008000"},
  {"des_a1_49", "0101010101010101", "0000000000004000"},
  {"des_a1_50", "0101010101010101", "0000000000002000"},
  {"des_a1_51", "0101010101010101", "0000000000001000"},
  {"des_a1_52", "0101010101010101", "0000000000000800"},
  {"des_a1_53", "0101010101010101", "0000000000000400"},
  {"des_a1_54", "0101010101010101", "0000000000000200"},
  {"des_a1_55", "0101010101010101", "0000000000000100"},
  {"des_a1_56", "0101010101010101", "0000000000000080"},
  {"des_a1_57", "0101010101010101", "0000000000000040"},
  {"des_a1_58", "0101010101010101", "0000000000000020"},
  {"des_a1_59", "0101010101010101", "0000000000000010"},
  {"des_a1_60", "0101010101010101", "0000000000000008"},
  {"des_a1_61", "0101010101010101", "0000000000000004"},
  {"des_a1_62", "0101010101010101", "0000000000000002"},
  {"des_a1_63", "0101010101010101", "0000000000000001"},
  {"des_a2_00", "8001010101010101", "0000000000000000"},
  {"des_a2_01", "4001010101010101", "0000000000000000"},
  {"des_a2_02", "2001010101010101", "0000000000000000"},
  {"des_a2_03", "1001010101010101", "0000000000000000"},
  {"des_a2_04", "0801010101010101", "0000000000000000"},
  {"des_a2_05", "0401010101010101", "0000000000000000"},
  {"des_a2_06", "0201010101010101", "0000000000000000"},
  {"des_a2_07", "0180010101010101", "0000000000000000"},
  {"des_a2_08", "0140010101010101", "0000000000000000"},
  {"des_a2_09", "0120010101010101", "0000000000000000"},
  {"des_a2_10", "0110010101010101", "0000000000000000"},
  {"des_a2_11", "0108010101010101", "0000000000000000"},
  {"des_a2_12", "0104010101010101", "0000000000000000"},
  {"des_a2_13", "0102010101010101", "0000000000000000"},
  {"des_a2_14", "0101800101010101", "0000000000000000"},
  {"des_a2_15", "0101400101010101", "0000000000000000"},
  {"des_a2_16", "0101200101010101", "0000000000000000"},
  {"des_a2_17", "0101100101010101", "0000000000000000"},
  {"des_a2_18", "0101080101010101", "0000000000000000"},
  {"des_a2_19", "0101040101010101", "0000000000000000"},
  {"des_a2_20", "0101020101010101", "0000000000000000"},
  {"des_a2_21", "0101018001010101", "0000000000000000"},
  {"des_a2_22", "0101014001010101", "0000000000000000"},
  {"des_a2_23", "0101012001010101", "0000000000000000"},
  {"des_a2_24", "0101011001010101", "0000000000000000"},
  {"des_a2_25", "0101010801010101", "0000000000000000"},
  {"des_a2_26", "0101010401010101", "0000000000000000"},
  {"des_a2_27", "0101010201010101", "0000000000000000"},
  {"des_a2_28", "0101010180010101", "0000000000000000"},
  {"des_a2_29", "0101010140010101", "0000000000000000"},
  {"des_a2_30", "0101010120010101", "0000000000000000"},
  {"des_a2_31", "0101010110010101", "0000000000000000"},
  {"des_a2_32", "0101010108010101", "0000000000000000"},
  {"des_a2_33", "0101010104010101", "0000000000000000"},
  {"des_a2_34", "0101010102010101", "0000000000000000"},
  {"des_a2_35", "0101010101800101", "0000000000000000"},
  {"des_a2_36", "0101010101400101", "0000000000000000"},
  {"des_a2_37", "0101010101200101", "0000000000000000"},
  {"des_a2_38", "0101010101100101", "0000000000000000"},
  {"des_a2_39", "0101010101080101", "0000000000000000"},
  {"des_a2_40", "0101010101040101", "0000000000000000"},
  {"des_a2_41", "0101010101020101", "0000000000000000"},
  {"des_a2_42", "0101010101018001", "0000000000000000"},
  {"des_a2_43", "0101010101014001", "0000000000000000"},
  {"des_a2_44", "0101010101012001", "0000000000000000"},
  {"des_a2_45", "0101010101011001", "0000000000000000"},
  {"des_a2_46", "0101010101010801", "0000000000000000"},
  {"des_a2_47", "0101010101010401", "0000000000000000"},
  {"des_a2_48", "0101010101010201", "0000000000000000"},
  {"des_a2_49", "0101010101010180", "0000000000000000"},
  {"des_a2_50", "0101010101010140", "0000000000000000"},
  {"des_a2_51", "0101010101010120", "0000000000000000"},
  {"des_a2_52", "0101010101010110", "0000000000000000"},
  {"des_a2_53", "0101010101010108", "0000000000000000"},
  {"des_a2_54", "0101010101010104", "0000000000000000"},
  {"des_a2_55", "0101010101010102", "0000000000000000"},
  {"des_a3_00", "1046913489980131", "0000000000000000"},
  {"des_a3_01", "1007103489988020", "0000000000000000"},
  {"des_a3_02", "10071034c8980120", "0000000000000000"},
  {"des_a3_03", "1046103489988020", "0000000000000000"},
  {"des_a3_04", "1086911519190101", "0000000000000000"},
  {"des_a3_05", "1086911519580101", "0000000000000000"},
  {"des_a3_06", "5107b01519580101", "0000000000000000"},
  {"des_a3_07", "1007b01519190101", "0000000000000000"},
  {"des_a3_08", "3107915498080101", "0000000000000000"},
  {"des_a3_09", "3107919498080101", "0000000000000000"},
  {"des_a3_10", "10079115b9080140", "0000000000000000"},
  {"des_a3_11", "3107911598080140", "0000000000000000"},
  {"des_a3_12", "1007d01589980101", "0000000000000000"},
  {"des_a3_13", "9107911589980101", "0000000000000000"},
  {"des_a3_14", "9107d01589190101", "0000000000000000"},
  {"des_a3_15", "1007d01598980120", "0000000000000000"},
  {"des_a3_16", "1007940498190101", "0000000000000000"},
  {"des_a3_17", "0107910491190401", "0000000000000000"},
  {"des_a3_18", "0107910491190101", "0000000000000000"},
  {"des_a3_19", "0107940491190401", "0000000000000000"},
  {"des_a3_20", "19079210981a0101", "0000000000000000"},
  {"des_a3_21", "1007911998190801", "0000000000000000"},
  {"des_a3_22", "10079119981a0801", "0000000000000000"},
  {"des_a3_23", "1007921098190101", "0000000000000000"},
  {"des_a3_24", "100791159819010b", "0000000000000000"},
  {"des_a3_25", "1004801598190101", "0000000000000000"},
  {"des_a3_26", "1004801598190102", "0000000000000000"},
  {"des_a3_27", "1004801598190108", "0000000000000000"},
  {"des_a3_28", "1002911598100104", "0000000000000000"},
  {"des_a3_29", "1002911598190104", "0000000000000000"},
  {"des_a3_30", "1002911598100201", "0000000000000000"},
  {"des_a3_31", "1002911698100101", "0000000000000000"},
  {"des_a4_00", "7ca110454a1a6e57", "01a1d6d039776742"},
  {"des_a4_01", "0131d9619dc1376e", "5cd54ca83def57da"},
  {"des_a4_02", "07a1133e4a0b2686", "0248d43806f67172"},
  {"des_a4_03", "3849674c2602319e", "51454b582ddf440a"},
  {"des_a4_04", "04b915ba43feb5b6", "42fd443059577fa2"},
  {"des_a4_05", "0113b970fd34f2ce", "059b5e0851cf143a"},
  {"des_a4_06", "0170f175468fb5e6", "0756d8e0774761d2"},
  {"des_a4_07", "43297fad38e373fe", "762514b829bf486a"},
  {"des_a4_08", "07a7137045da2a16", "3bdd119049372802"},
  {"des_a4_09", "04689104c2fd3b2f", "26955f6835af609a"},
  {"des_a4_10", "37d06bb516cb7546", "164d5e404f275232"},
  {"des_a4_11", "1f08260d1ac2465e", "6b056e18759f5cca"},
  {"des_a4_12", "584023641aba6176", "004bd6ef09176062"},
  {"des_a4_13", "025816164629b007", "480d39006ee762f2"},
  {"des_a4_14", "49793ebc79b3258f", "437540c8698f3cfa"},
  {"des_a4_15", "4fb05e1515ab73a7", "072d43a077075292"},
  {"des_a4_16", "49e95d6d4ca229bf", "02fe55778117f12a"},
  {"des_a4_17", "018310dc409b26d6", "1d9d5c5018f728c2"},
  {"des_a4_18", "1c587f1c13924fef", "305532286d6f295a"},
};

/* xxHash's sanity buffer (cli/xsum_sanity_check.c): byte i is the top byte
** of PRIME32 * PRIME64^i. */
static void xxh_sanity_buffer(unsigned char *b, size_t n){
  uint64_t g = 2654435761u;
  size_t i;
  for(i = 0; i < n; i++){
    b[i] = (unsigned char)(g >> 56);
    g *= 11400714785074694797ull;
  }
}

/* An Elasticsearch routing hash: murmur3 over the UTF-16 units of hex z. */
static void print_es(const char *zLabel, const char *zHex){
  unsigned char b[256];
  size_t n = unhex(zHex, b);
  uint32_t h = 0;
  if( !rk_utf16_murmur3(b, n, 0, &h) ){
    printf("%s invalid\n", zLabel);
  }else{
    printf("%s %08" PRIx32 "\n", zLabel, h);
  }
}

/* CityHash's test data (city-test.cc, v1.0.2): 1 MiB of pseudorandom
** bytes; test i hashes the i bytes at offset i*i, the last one all of it. */
#define CITY_DATA (1 << 20)
static unsigned char city_data[CITY_DATA];
static void city_setup(void){
  uint64_t a = 9, b = 777;
  int i;
  for(i = 0; i < CITY_DATA; i++){
    a = (a ^ (a >> 41)) * 0xc3a5c85c97cb3127ull + b;
    b = (b ^ (b >> 41)) * 0xc3a5c85c97cb3127ull + (uint64_t)i;
    city_data[i] = (unsigned char)(b >> 37);
  }
}

/* The registry's contract (scheme.h) for what the binding does not test
** per row: every entry has the integer path, a reduction, the byte hash of
** the types it takes, and a key error text where the derived one (INTEGER
** alone; INTEGER, TEXT and BLOB) would be wrong. Prints the faults. */
static int check_registry(void){
  int i, nFault = 0;
  for(i = 0; i < rk_nScheme; i++){
    const RkScheme *p = rk_aSchemeList[i];
    const char *zFault = 0;
    if( p->xWide ){
      /* A wide (text) hash: xWide, its text and reduction, and nothing of
      ** the int64 hash, which rk_hash_key would otherwise call. */
      if( p->xWideText==0 || p->xReduceWide==0 || p->xIntPartition==0 ){
        zFault = "a wide hash without its text, reduction or integer path";
      }else if( p->xInt || p->xReal || p->xBytes || p->xNull || p->xReduce
             || p->xMulti ){
        zFault = "a wide hash with int64 hash callbacks";
      }else if( p->zKeyWant==0 ){
        zFault = "needs zKeyWant";
      }
    }else if( p->xInt==0 || p->xIntPartition==0 || p->xReduce==0 ){
      zFault = "no integer path or reduction";
    }else if( (p->acceptText || p->acceptBlob) && p->xBytes==0 ){
      zFault = "takes bytes without xBytes";
    }else if( p->zKeyWant==0 && (p->acceptText!=p->acceptBlob
                                 || (p->xReal && !p->acceptText)) ){
      zFault = "needs zKeyWant";
    }else if( p->nMin!=1 || p->nMax < p->nMin || p->intMin > p->intMax ){
      zFault = "bad ranges (the binding takes nMin to be 1)";
    }
    if( zFault ){
      printf("registry_fault_%s %s\n", p->zName, zFault);
      nFault++;
    }
  }
  return nFault;
}

/* ---- The integer fast path against the general path --------------------
** scheme.h requires xIntPartition(v, pl) == xReduce(xInt(v, seed), pl) for
** the entry's own seed; key_partition takes the first from a statement's
** third row on (place_sql.c), the second before and for every other
** caller. Each entry is checked on the same keys and n, with its places
** prepared as the binding prepares them (part_new in place_sql.c). */

/* splitmix64: the fixed-seed pseudo-random keys and weights. */
static uint64_t mix_state = 0x2545F4914F6CDD1Dull;
static uint64_t mix_next(void){
  uint64_t z = (mix_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

#define IP_MAX_KEYS 4096
static int64_t ip_aKey[IP_MAX_KEYS];
static int ip_nKey;
static void ip_key(int64_t v){
  if( ip_nKey < IP_MAX_KEYS ) ip_aKey[ip_nKey++] = v;
}

/* The keys every entry is tried on (those outside its [intMin, intMax]
** are skipped): the bounds of int64, int32 and uint32 and their
** neighbours, every power of two and its neighbours, both signs, small
** numbers, the entry's own bounds, and pseudo-random ones of every width. */
static void ip_keys(const RkScheme *p){
  int i, k;
  ip_nKey = 0;
  ip_key(INT64_MIN); ip_key(INT64_MIN + 1); ip_key(INT64_MAX); ip_key(INT64_MAX - 1);
  ip_key(INT32_MIN); ip_key((int64_t)INT32_MIN - 1); ip_key((int64_t)INT32_MIN + 1);
  ip_key(INT32_MAX); ip_key((int64_t)INT32_MAX + 1); ip_key((int64_t)INT32_MAX - 1);
  ip_key(UINT32_MAX); ip_key((int64_t)UINT32_MAX + 1);
  ip_key(p->intMin); ip_key(p->intMax);
  if( p->intMin < INT64_MAX ) ip_key(p->intMin + 1);
  if( p->intMax > INT64_MIN ) ip_key(p->intMax - 1);
  for(i = -300; i <= 300; i++) ip_key(i);
  for(k = 1; k < 63; k++){
    int64_t b = (int64_t)1 << k;
    ip_key(b); ip_key(b - 1); ip_key(b + 1);
    ip_key(-b); ip_key(-b - 1); ip_key(-b + 1);
  }
  ip_key(INT64_MIN / 10); ip_key(INT64_MAX / 10);     /* a digit fewer */
  ip_key(-999999999999999999ll); ip_key(1000000000000000000ll);
  for(i = 0; i < 600; i++){
    uint64_t r = mix_next();
    ip_key((int64_t)r);                                 /* any int64 */
    ip_key((int64_t)(int32_t)(uint32_t)r);              /* any int32 */
    ip_key((int64_t)(r >> (r & 63)) * ((r & 64) ? -1 : 1)); /* any width */
  }
}

#define IP_MAX_N 64
/* The n tried for p: small ones, primes, powers of two, the int32 and
** uint32 bounds, large ones and p's own range ends, within nMin..nMax. */
static int ip_ns(const RkScheme *p, uint64_t *aN){
  static const uint64_t aTry[] = {
    1, 2, 3, 4, 5, 7, 8, 10, 16, 97, 100, 128, 255, 256, 1000, 1024, 4095,
    4096, 16383, 16384, 32768, 64000, 65536, 1000003, 1073741823,
    2147483647, 2147483648ull, 4294967295ull, 4294967296ull,
    1000000000000000003ull, 4611686018427387904ull, 9223372036854775807ull
  };
  int nN = 0;
  size_t i;
  for(i = 0; i < sizeof(aTry)/sizeof(aTry[0]); i++){
    if( aTry[i] >= (uint64_t)p->nMin && aTry[i] <= (uint64_t)p->nMax ){
      aN[nN++] = aTry[i];
    }
  }
  if( (uint64_t)p->nMax > 1 ) aN[nN++] = (uint64_t)p->nMax - 1;
  aN[nN++] = (uint64_t)p->nMax;
  /* Pseudo-random n below nMax, of every width up to its own. */
  for(i = 0; i < 8; i++){
    uint64_t r = mix_next() >> (mix_next() & 63);
    aN[nN++] = (uint64_t)p->nMin + r % ((uint64_t)p->nMax - (uint64_t)p->nMin + 1);
  }
  return nN;
}

/* Prepares pl (of room for nRoom table words) for p, n, options aOpt and
** weights aW (or 0) as part_new does: 1, or 0 when the binding would
** refuse it (the options, or a table too large for this harness). */
static int ip_prepare(RkPlace *pl, size_t nRoom, const RkScheme *p,
                      uint64_t n, const int64_t *aOpt, const uint64_t *aW){
  char zErr[200];
  size_t nTable = 0;
  memset(pl, 0, sizeof(*pl));
  pl->p = p;
  pl->n = n;
  memcpy(pl->aOpt, aOpt, sizeof(pl->aOpt));
  pl->seed = rk_scheme_start_seed(p, pl->aOpt);
  pl->aWeight = aW;
  if( p->xColumns && p->xColumns(pl, 1, zErr, sizeof(zErr)) ) return 0;
  if( p->xTableSize ) nTable = p->xTableSize(pl);
  if( nTable > nRoom ) return 0;
  pl->nTable = nTable;
  if( p->xPrepare && p->xPrepare(pl, zErr, sizeof(zErr)) ) return 0;
  return 1;
}

/* Compares both paths on every key for the prepared pl; prints the
** entry's first difference. Returns the number of keys that differ. */
static int ip_printed;
static int ip_compare(const RkPlace *pl, const char *zHow){
  const RkScheme *p = pl->p;
  int i, nBad = 0;
  for(i = 0; i < ip_nKey; i++){
    int64_t v = ip_aKey[i];
    uint64_t fast, slow;
    if( v < p->intMin || v > p->intMax ) continue;
    fast = p->xIntPartition(v, pl);
    if( p->xWide ){
      /* A wide entry's general path: xReduceWide of its 128-bit hash. */
      RkKey k;
      RkWide w;
      memset(&k, 0, sizeof(k));
      k.type = RK_KEY_INT;
      k.i = v;
      if( p->xWide(pl, &k, &w)!=RK_HASHED ) continue;
      slow = p->xReduceWide(&w, pl);
    }else{
      slow = p->xReduce(p->xInt(v, pl->seed), pl);
    }
    if( fast!=slow || fast >= pl->n ){
      if( !ip_printed++ ){
        printf("intpath_fault_%s n=%" PRIu64 "%s key %" PRId64 ": fast %"
               PRIu64 ", general %" PRIu64 "\n", p->zName, pl->n, zHow, v,
               fast, slow);
      }
      nBad++;
    }
  }
  return nBad;
}

#define IP_ROOM 70000
static union { RkPlace pl; uint32_t a[IP_ROOM + 64]; } ip_place;

/* Every entry, every n, its options at their defaults and at values around
** n, and for RK_WEIGHTS entries lists of weights. Prints the entries
** checked, the places prepared and the keys that differ. */
static void check_int_paths(void){
  int i, nEntry = 0, nFault = 0;
  static uint64_t aW[256];
  for(i = 0; i < rk_nScheme; i++){
    const RkScheme *p = rk_aSchemeList[i];
    const RkScheme *pParsed;
    int64_t aDef[RK_MAX_OPT], aOpt[RK_MAX_OPT];

    uint64_t aN[IP_MAX_N];
    char zErr[200];
    int nN, j, k, nHere = 0;
    ip_keys(p);
    ip_printed = 0;
    if( rk_scheme_parse(p->zName, strlen(p->zName), &pParsed, aDef, zErr,
                        sizeof(zErr)) || pParsed!=p ){
      printf("intpath_fault_%s the name does not parse\n", p->zName);
      nFault++;
      continue;
    }
    nN = ip_ns(p, aN);
    for(j = 0; j < nN; j++){
      uint64_t n = aN[j];
      if( ip_prepare(&ip_place.pl, IP_ROOM, p, n, aDef, 0) ){
        nHere++;
        nFault += ip_compare(&ip_place.pl, "");
      }
      /* Each option at its bounds and at n times 1, 2, 3 and 1024. */
      for(k = 0; k < p->nOpt; k++){
        const RkOption *o = &p->aOpt[k];
        int64_t aVal[6];
        int m;
        aVal[0] = o->iMin;
        aVal[1] = o->iMax;
        aVal[2] = (int64_t)n;
        aVal[3] = (int64_t)n * 2;
        aVal[4] = (int64_t)n * 3;
        aVal[5] = n <= (uint64_t)INT64_MAX / 1024 ? (int64_t)n * 1024 : o->iMax;
        for(m = 0; m < 6; m++){
          char zHow[64];
          if( aVal[m] < o->iMin || aVal[m] > o->iMax ) continue;
          memcpy(aOpt, aDef, sizeof(aOpt));
          aOpt[k] = aVal[m];
          if( !ip_prepare(&ip_place.pl, IP_ROOM, p, n, aOpt, 0) ) continue;
          nHere++;
          snprintf(zHow, sizeof(zHow), " %s=%" PRId64, o->zName, aVal[m]);
          nFault += ip_compare(&ip_place.pl, zHow);
        }
      }
    }
    /* Weights: one shard, unequal small ones, the largest, and random
    ** lists of up to 256 shards. */
    if( p->flags & RK_WEIGHTS ){
      int t;
      for(t = 0; t < 12; t++){
        uint64_t nW = 1, w;
        if( t==0 ){
          aW[0] = 1;
        }else if( t==1 ){
          aW[0] = 9; aW[1] = 10; aW[2] = 1; nW = 3;
        }else if( t==2 ){
          aW[0] = 4294967295u; aW[1] = 1; aW[2] = 4294967295u; nW = 3;
        }else{
          nW = 1 + mix_next() % 256;
          for(w = 0; w < nW; w++){
            aW[w] = 1 + mix_next() % (t & 1 ? 4294967295u : 100);
          }
        }
        if( ip_prepare(&ip_place.pl, IP_ROOM, p, nW, aDef, aW) ){
          char zHow[64];
          snprintf(zHow, sizeof(zHow), " (weights, %d)", t);
          nHere++;
          nFault += ip_compare(&ip_place.pl, zHow);
        }
      }
    }
    if( nHere >= 3 ){
      nEntry++;
    }else{
      printf("intpath_fault_%s only %d places prepared\n", p->zName, nHere);
      nFault++;
    }
  }
  printf("intpath_entries %d\n", nEntry);
  printf("intpath_faults %d\n", nFault);
}

static void *std_realloc(void *p, uint64_t n){ return realloc(p, (size_t)n); }

/* Edges of the key, skew and top-k core that the SQL functions never pass
** (their arguments are checked first), each against its definition. */
static void print_core_edges(void){
  char buf[32];
  RkSkew sk;
  RkSkewStats st;
  RkTop tk;
  RkTopKey key;
  size_t n;
  /* 2^64 - 1 has 20 digits; 0 buckets need a width of 1 like 1 bucket. */
  printf("digits_max %d\n", rk_digits(UINT64_MAX));
  printf("width_0 %d\n", rk_bucket_width(0));
  /* Padding to width 0 is none; a number wider than its width is whole. */
  n = rk_format_padded(buf, 7, 0);
  printf("padded_7_w0 %.*s\n", (int)n, buf);
  n = rk_format_padded(buf, 12345, 3);
  printf("padded_12345_w3 %.*s\n", (int)n, buf);
  n = rk_format_padded(buf, 42, 12);
  printf("padded_42_w12 %.*s\n", (int)n, buf);
  /* (2^64-2)^2 = (2^64-1)(2^64-3) + 1: a divisor above 2^63 carries. */
  printf("muldiv_carry %" PRIu64 "\n",
         rk_muldiv(UINT64_MAX - 1, UINT64_MAX - 1, UINT64_MAX));
  /* A tally that turned real still counts unweighted rows as 1.0. */
  rk_skew_init(&sk, std_realloc, free);
  (void)rk_skew_add_real(&sk, 3, 0.5);
  (void)rk_skew_add(&sk, 3);
  (void)rk_skew_add(&sk, 3);
  (void)rk_skew_stats(&sk, 4, &st);
  printf("skew_real_then_add %.1f\n", st.maxReal);
  rk_skew_free(&sk);
  /* k is clamped to 1 .. RK_TOP_MAX_K; a real summary counts weight 1.0. */
  memset(&key, 0, sizeof(key));
  key.type = RK_TOP_INT;
  key.i = 9;
  (void)rk_top_init(&tk, 0, std_realloc, free);
  printf("top_k_0 %u\n", (unsigned)tk.k);
  (void)rk_top_add_real(&tk, &key, 0.25);
  (void)rk_top_add(&tk, &key);
  printf("top_real_then_add %.2f\n", rk_top_sorted(&tk)[0].count.d);
  rk_top_free(&tk);
  (void)rk_top_init(&tk, RK_TOP_MAX_K + 1, std_realloc, free);
  printf("top_k_over %u\n", (unsigned)tk.k);
  rk_top_free(&tk);
}

/* librdkafka's consistent_random has no partition for an empty key of
** either byte type, and places an integer (whose RkKey also has n = 0).
** key_partition sends an empty TEXT key the short way; the registry's own
** rule is checked here. Prints the three results. */
extern const RkScheme rk_scheme_librdkafka;
static void print_empty_keys(void){
  RkPlace pl;
  RkKey k;
  uint64_t part;
  int rText, rBlob, rInt;
  memset(&pl, 0, sizeof(pl));
  pl.p = &rk_scheme_librdkafka;
  pl.n = 4;
  pl.seed = pl.p->seed;
  memset(&k, 0, sizeof(k));
  k.z = (const unsigned char*)"";
  k.type = RK_KEY_TEXT;
  rText = rk_place_key(&pl, &k, &part);
  k.type = RK_KEY_BLOB;
  rBlob = rk_place_key(&pl, &k, &part);
  k.type = RK_KEY_INT;
  rInt = rk_place_key(&pl, &k, &part);
  printf("librdkafka_empty %s,%s,%s\n", rText==RK_UNPLACED ? "unplaced" : "placed",
         rBlob==RK_UNPLACED ? "unplaced" : "placed",
         rInt==RK_HASHED ? "placed" : "unplaced");
}

/* Spark hashes a DOUBLE as hashLong(doubleToLongBits(d)): every NaN as the
** canonical 0x7ff8000000000000 (SQLite turns a NaN into NULL, so only this
** test can pass one), 1.5 as its own bits. 1 when all three agree. */
extern const RkScheme rk_scheme_spark;
static int spark_real_is_long_bits(void){
  const RkScheme *p = &rk_scheme_spark;
  double r = 1.5;
  int64_t bits;
  memcpy(&bits, &r, sizeof(bits));
  return p->xReal(NAN, p->seed)==p->xInt((int64_t)0x7ff8000000000000ll, p->seed)
      && p->xReal(-NAN, p->seed)==p->xReal(NAN, p->seed)
      && p->xReal(r, p->seed)==p->xInt(bits, p->seed);
}

/* PostgreSQL's HASH_PARTITION_SEED. */
#define PG_SEED 0x7A5B22367996DCFDull

/* rk_decimal_is against the C library's strtod(), correctly rounding in
** the C locale this program runs in: random doubles of every exponent,
** printed with 15, 16 and 17 digits and with the 17th digit one off, and
** the halfway points between neighbours (where ties go to the even one).
** Returns the number of texts on which they disagree. */
static long decimal_vs_strtod(void){
  uint64_t x = 0x9e3779b97f4a7c15u;
  long bad = 0;
  int i, k;
  for(i = 0; i < 20000; i++){
    double r;
    char buf[64];
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    memcpy(&r, &x, sizeof(r));
    if( !isfinite(r) || r==0 ) continue;
    for(k = 15; k <= 18; k++){
      int len;
      if( k==18 ){
        /* The 17-digit text with its last digit moved by one. */
        char *e;
        snprintf(buf, sizeof(buf), "%.16e", r);
        e = strchr(buf, 'e');
        if( e==0 || e[-1]=='9' || e[-1]=='0' ) continue;
        e[-1] = (char)(e[-1] + ((x >> 40) & 1 ? 1 : -1));
      }else{
        snprintf(buf, sizeof(buf), "%.*g", k, r);
      }
      len = (int)strlen(buf);
      if( rk_decimal_is(buf, (size_t)len, r) != (strtod(buf, 0)==r) ) bad++;
    }
    /* Halfways, where ties go to the even mantissa: an odd integer
    ** between 2^53 and 2^54 (the doubles there are the even ones) and
    ** an integer plus one half between 2^52 and 2^53. */
    {
      uint64_t m = (x >> 11) | (UINT64_C(1) << 52);
      double lo = (double)m, hi = (double)(m + 1);
      snprintf(buf, sizeof(buf), "%" PRIu64 ".5", m);
      if( rk_decimal_is(buf, strlen(buf), lo) != (strtod(buf, 0)==lo) ) bad++;
      if( rk_decimal_is(buf, strlen(buf), hi) != (strtod(buf, 0)==hi) ) bad++;
      m = (2*m + 1) & ((UINT64_C(1) << 54) - 1);
      m |= UINT64_C(1) << 53;
      lo = (double)(m - 1);
      hi = (double)(m + 1);
      snprintf(buf, sizeof(buf), "%" PRIu64, m);
      if( rk_decimal_is(buf, strlen(buf), lo) != (strtod(buf, 0)==lo) ) bad++;
      if( rk_decimal_is(buf, strlen(buf), hi) != (strtod(buf, 0)==hi) ) bad++;
    }
  }
  /* Fixed cases: the shortest texts and the extremes. */
  {
    static const char *az[] = {
      "0.7", "0.1", "0.30000000000000004", "1e+300", "1.7976931348623157e+308",
      "4.9406564584124654e-324", "2.2250738585072014e-308", "-0.5", "5e-324",
      "1.7976931348623158e+308", "9007199254740993", "0.69999999999999996",
    };
    for(k = 0; k < (int)(sizeof(az)/sizeof(az[0])); k++){
      double r = strtod(az[k], 0);
      double o = nextafter(r, 0);
      if( !rk_decimal_is(az[k], strlen(az[k]), r) ) bad++;
      if( o!=r && rk_decimal_is(az[k], strlen(az[k]), o) ) bad++;
    }
  }
  /* What it cannot tell or refuses, and zeros. */
  {
    static const struct { const char *z; double r; int want; } a[] = {
      { "12345678901234567890", 12345678901234567890.0, 0 },  /* 20 digits */
      { "1e", 1.0, 0 }, { "1x", 1.0, 0 }, { "1e99999", 1.0, 0 },
      { "1e-400", 5e-324, 0 }, { "1e330", 5e-324, 0 }, { "1e-330", 1e308, 0 },
      { "1", INFINITY, 0 }, { "0", 0.0, 1 }, { "-0", -0.0, 1 },
      { "0", -0.0, 0 }, { "0.0", 5e-324, 0 }, { "1e-330", 0.0, 0 },
      { "+2.5E+0", 2.5, 1 }, { "-1", 1.0, 0 },
    };
    for(k = 0; k < (int)(sizeof(a)/sizeof(a[0])); k++){
      if( rk_decimal_is(a[k].z, strlen(a[k].z), a[k].r)!=a[k].want ) bad++;
    }
  }
  return bad;
}

/* The weights parser allocates for the weights it keeps, not for the
** text's length: the largest block for one weight padded with a million
** blanks, and the limits, each by weights.h. */
static uint64_t nPeak;
static int nFailAt;            /* fail the nth allocation (1-based); 0: none */
static void *peak_realloc(void *p, uint64_t n){
  if( nFailAt > 0 && --nFailAt==0 ) return 0;
  if( n > nPeak ) nPeak = n;
  return realloc(p, (size_t)n);
}
static int weights_of(const char *z, uint64_t *pn){
  uint64_t *aW;
  int rc = rk_weights_parse(z, strlen(z), &aW, pn, peak_realloc, free);
  free(aW);
  return rc;
}
static void print_weights(void){
  size_t nPad = 1000000, i;
  char *z = malloc(nPad + 16);
  uint64_t n = 0;
  int rc;
  if( z==0 ) return;
  memcpy(z, "[1,", 3);
  memset(z + 3, ' ', nPad);
  memcpy(z + 3 + nPad, "2]", 3);
  nPeak = 0;
  rc = weights_of(z, &n);
  printf("weights_padded %d,%" PRIu64 ",%" PRIu64 "\n", rc, n, nPeak);
  free(z);
  z = malloc(2 * 65537 + 2);
  if( z==0 ) return;
  z[0] = '[';
  for(i = 0; i < 65537; i++) memcpy(z + 1 + 2*i, "1,", 2);
  z[2 * 65536] = ']';
  z[2 * 65536 + 1] = 0;
  rc = weights_of(z, &n);
  printf("weights_65536 %d,%" PRIu64 "\n", rc, n);
  z[2 * 65536] = ',';
  z[2 * 65537] = ']';
  z[2 * 65537 + 1] = 0;
  printf("weights_65537 %d\n", weights_of(z, &n));
  /* The 4th block (16, 32, 64, then 128 weights) fails. */
  nFailAt = 4;
  printf("weights_nomem %d\n", weights_of(z, &n));
  nFailAt = 0;
  free(z);
  printf("weights_cr %d,", weights_of("\r\n [ 4294967295 ,\r1 ]\r", &n));
  printf("%" PRIu64 "\n", n);
  printf("weights_bad %d%d%d%d%d%d\n", weights_of("[]", &n),
         weights_of("[0]", &n), weights_of("[4294967296]", &n),
         weights_of("[1,]", &n), weights_of("[1] x", &n),
         weights_of("[-1]", &n));
}

/* ---- Apache Pinot's PartitionFunctionTest ------------------------------
** Its inputs are the 7-byte arrays java.util.Random(100).nextBytes makes
** in turn: the 48-bit LCG seed = (seed * 0x5DEECE66D + 0xB) mod 2^48 from
** seed ^ 0x5DEECE66D, nextInt its top 32 bits, nextBytes each int's bytes
** low first. Printed: the hashes the test asserts of each array (murmur2,
** Murmur3 x86_32 and x64_32 with seeds 0 and 9001), and the partitions
** (n = 5) of new String(array, UTF_8) under the functions, through the
** scheme entries: the string's UTF-8 is the array with each ill-formed
** part replaced by U+FFFD as Java's decoder does (java_utf8_repair). */
static uint64_t jr_seed;
static uint32_t jr_next_int(void){
  jr_seed = (jr_seed * 0x5DEECE66Dull + 0xBu) & ((1ull << 48) - 1);
  return (uint32_t)(jr_seed >> 16);
}
static void jr_next_bytes(unsigned char *b, int len){
  int i = 0;
  while( i < len ){
    uint32_t r = jr_next_int();
    int k;
    for(k = 0; k < 4 && i < len; k++, r >>= 8) b[i++] = (unsigned char)r;
  }
}

static int notcont(unsigned char c){ return (c & 0xc0)!=0x80; }

/* z[0..n) as the UTF-8 of Java's new String(z, UTF_8) into out; its
** length. An ill-formed part is one U+FFFD: a lone or unexpected byte;
** the valid beginning of a sequence cut short (by another byte or the
** end); an encoded surrogate (three bytes) or a code point past U+10FFFF;
** an overlong form (its lead byte). */
static size_t java_utf8_repair(const unsigned char *z, size_t n,
                               unsigned char *out){
  size_t i = 0, o = 0, len;
  while( i < n ){
    unsigned char c = z[i];
    int bad = 0;
    len = 1;
    if( c < 0x80 ){
      len = 1;
    }else if( c >= 0xc2 && c <= 0xdf ){
      if( i + 1 >= n || notcont(z[i+1]) ) bad = 1; else len = 2;
    }else if( c >= 0xe0 && c <= 0xef ){
      int bad2 = i + 1 < n && ((c==0xe0 && (z[i+1] & 0xe0)==0x80) || notcont(z[i+1]));
      if( i + 2 < n ){
        if( bad2 ){ bad = 1; }
        else if( notcont(z[i+2]) ){ bad = 1; len = 2; }
        else if( c==0xed && z[i+1] >= 0xa0 ){ bad = 1; len = 3; }
        else len = 3;
      }else{
        bad = 1;
        if( !bad2 ) len = n - i;
      }
    }else if( c >= 0xf0 && c <= 0xf7 ){
      int bad2 = c > 0xf4 || (i + 1 < n
        && ((c==0xf0 && (z[i+1] < 0x90 || z[i+1] > 0xbf))
            || (c==0xf4 && (z[i+1] & 0xf0)!=0x80) || notcont(z[i+1])));
      bad = 1;
      if( bad2 ) len = 1;
      else if( i + 2 < n && notcont(z[i+2]) ) len = 2;
      else if( i + 3 < n && notcont(z[i+3]) ) len = 3;
      else if( i + 3 < n ){ bad = 0; len = 4; }
      else len = n - i;
    }else{
      bad = 1;
    }
    if( bad ){
      out[o++] = 0xef; out[o++] = 0xbf; out[o++] = 0xbd;
    }else{
      memcpy(out + o, z + i, len);
      o += len;
    }
    i += len;
  }
  return o;
}

static void print_pinot_test(void){
  static const char *azScheme[] = {
    "pinot_murmur", "pinot_murmur3_x64_32", "pinot_murmur3_x64_32(seed=9001)",
    "pinot_murmur3", "pinot_murmur3(seed=9001)", "pinot_bytearray",
  };
  static const char *azLabel[] = {
    "murmur", "x64_0", "x64_9001", "x86_0", "x86_9001", "bytearray",
  };
  unsigned char a[10][7];
  int i, j;
  jr_seed = (100 ^ 0x5DEECE66Dull) & ((1ull << 48) - 1);
  for(i = 0; i < 10; i++) jr_next_bytes(a[i], 7);
  for(j = 0; j < 5; j++){
    for(i = 0; i < 10; i++){
      int32_t h;
      switch( j ){
        case 0: h = (int32_t)rk_murmur2_32(a[i], 7, 0x9747b28cu); break;
        case 1: h = (int32_t)rk_murmur3_x64_32_infinispan(a[i], 7, 0); break;
        case 2: h = (int32_t)rk_murmur3_x64_32_infinispan(a[i], 7, 9001); break;
        case 3: h = (int32_t)rk_murmur3_x86_32(a[i], 7, 0); break;
        default: h = (int32_t)rk_murmur3_x86_32(a[i], 7, 9001); break;
      }
      printf("pinot_test_hash_%s_%d %" PRId32 "\n", azLabel[j], i + 1, h);
    }
  }
  for(j = 0; j < 6; j++){
    const RkScheme *p;
    int64_t aOpt[RK_MAX_OPT];
    char zErr[300];
    static RkPlace pl;
    if( rk_scheme_parse(azScheme[j], strlen(azScheme[j]), &p, aOpt, zErr,
                        sizeof(zErr)) ){
      printf("pinot_test_part_%s %s\n", azLabel[j], zErr);
      continue;
    }
    memset(&pl, 0, sizeof(pl));
    pl.p = p;
    pl.n = 5;
    memcpy(pl.aOpt, aOpt, sizeof(pl.aOpt));
    pl.seed = rk_scheme_start_seed(p, pl.aOpt);
    for(i = 0; i < 10; i++){
      unsigned char u[7*3];
      RkKey k;
      uint64_t part = 0;
      memset(&k, 0, sizeof(k));
      k.type = RK_KEY_TEXT;
      k.z = u;
      k.n = java_utf8_repair(a[i], 7, u);
      if( rk_place_key(&pl, &k, &part)!=RK_HASHED ) part = 99;
      printf("pinot_test_part_%s_%d %" PRIu64 "\n", azLabel[j], i + 1, part);
    }
  }
}

int main(void){
  unsigned char b[256];
  size_t n;
  uint64_t h[2];

  printf("registry_faults %d\n", check_registry());
  print_pinot_test();
  check_int_paths();
  printf("decimal_vs_strtod %ld\n", decimal_vs_strtod());
  print_weights();
  print_core_edges();
  print_empty_keys();
  printf("spark_real_is_long_bits %d\n", spark_real_is_long_bits());
  printf("verify_x86_32 %08" PRIX32 "\n", verification(f_x86_32, 4));
  printf("verify_x64_128 %08" PRIX32 "\n", verification(f_x64_128, 16));
  printf("verify_murmur2 %08" PRIX32 "\n", verification(f_murmur2, 4));
  printf("verify_murmur64a %08" PRIX32 "\n", verification(f_murmur64a, 8));

  /* Kafka: murmur2, seed 0x9747b28c. */
  n = unhex("3231", b);
  printf("kafka_21 %" PRId64 "\n", s32(rk_murmur2_32(b, n, 0x9747b28cu)));
  n = unhex("6b61666b61", b);
  printf("kafka_kafka %" PRId64 "\n", s32(rk_murmur2_32(b, n, 0x9747b28cu)));
  printf("kafka_empty %" PRId64 "\n", s32(rk_murmur2_32("", 0, 0x9747b28cu)));

  /* Iceberg: x86_32, standard tail, seed 0. */
  n = unhex("69636562657267", b);
  printf("iceberg_iceberg %" PRId64 "\n", s32(rk_murmur3_x86_32(b, n, 0)));
  printf("iceberg_34 %" PRId64 "\n", s32(rk_murmur3_x86_32_u64(34, 0)));

  /* Spark: Spark tail, seed 42. */
  n = unhex("616263", b);
  printf("spark_abc %" PRId64 "\n", s32(rk_murmur3_x86_32_spark(b, n, 42)));
  n = unhex("00c8", b);
  printf("spark_00c8 %" PRId64 "\n", s32(rk_murmur3_x86_32_spark(b, n, 42)));
  printf("spark_long1 %" PRId64 "\n", s32(rk_murmur3_x86_32_u64(1, 42)));

  /* Hive: signed tail, seed 104729. */
  n = unhex("68656c6c6f", b);
  printf("hive_hello %" PRId64 "\n",
         s32(rk_murmur3_x86_32_signed(b, n, 104729)));

  /* Cassandra: x64_128 with the sign-extended tail, h1. */
  n = unhex("e2e7", b);
  rk_murmur3_x64_128(b, n, 0, 1, h);
  printf("cassandra_e2e7 %" PRId64 "\n", (int64_t)h[0]);
  n = unhex("fefefefefefefefe", b);
  rk_murmur3_x64_128(b, n, 0, 1, h);
  printf("cassandra_fe8 %" PRId64 "\n", (int64_t)h[0]);
  n = unhex("00ff10fa9900ff10fa9900ff10fa9900ff10fa9900ff10fa9900ff10fa99"
            "00ff10fa9900ff10fa9900ff10fa9900ff10fa99", b);
  rk_murmur3_x64_128(b, n, 0, 1, h);
  printf("cassandra_50 %" PRId64 "\n", (int64_t)h[0]);

  /* OceanBase: MurmurHash64A, seed 0; general_ci text. */
  n = unhex("706172746974696f6e4b6579", b);
  printf("oceanbase_partitionKey %" PRId64 "\n", (int64_t)rk_murmur64a(b, n, 0));
  printf("oceanbase_long1 %" PRId64 "\n", (int64_t)rk_murmur64a_u64(1, 0));
  printf("oceanbase_long145 %" PRId64 "\n", (int64_t)rk_murmur64a_u64(145, 0));
  n = unhex("616263", b);
  printf("oceanbase_ci_abc %" PRId64 "\n",
         (int64_t)rk_general_ci_hash(b, n, 0));
  n = unhex("e89a82e89a81e98791e69c8d", b);
  printf("oceanbase_ci_cjk %" PRId64 "\n",
         (int64_t)rk_general_ci_hash(b, n, 0));

  /* CRC-32 (zlib/IEEE): the catalogue check value, zlib's empty input, a
  ** 43-byte text (slicing path and tail), and librdkafka's examples. */
  printf("crc32_check %08" PRIX32 "\n", rk_crc32("123456789", 9));
  printf("crc32_empty %" PRIu32 "\n", rk_crc32("", 0));
  printf("crc32_fox %08" PRIX32 "\n",
         rk_crc32("The quick brown fox jumps over the lazy dog", 43));
  printf("crc32_abc %" PRIu32 "\n", rk_crc32("abc", 3));
  printf("crc32_long1 %" PRIu32 "\n", rk_crc32_u64be(1));
  n = unhex("0000000000000001", b);
  printf("crc32_bytes1 %" PRIu32 "\n", rk_crc32(b, n));
  printf("crc32_int_m2147483647 %" PRIu32 "\n", rk_crc32_u32be(0x80000001u));

  /* CRC-32C (Castagnoli): the catalogue check value (preset and final
  ** inversion), a 43-byte text through the slicing path, and Tarantool's
  ** digest.crc32 (preset, no final inversion) of "abc" and of nothing. */
  printf("crc32c_check %08" PRIX32 "\n",
         ~rk_crc32c_raw(0xFFFFFFFFu, "123456789", 9));
  printf("crc32c_fox %08" PRIX32 "\n",
         ~rk_crc32c_raw(0xFFFFFFFFu, "The quick brown fox jumps over the lazy dog", 43));
  printf("crc32c_tarantool_abc %" PRIu32 "\n", rk_crc32c_raw(0xFFFFFFFFu, "abc", 3));
  printf("crc32c_tarantool_empty %" PRIu32 "\n", rk_crc32c_raw(0xFFFFFFFFu, "", 0));
  /* erlang:phash2 of binaries (<<>>: the value the plugin's docs and the
  ** reference give) and the consistent-hash exchange's N = 1 rule. */
  printf("phash2_empty %" PRIu32 "\n", rk_erlang_phash2_binary("", 0));
  printf("chx_n1 %" PRIu64 "\n", rk_erlang_chx_bucket(85922846u, 1));

  /* CRC-16/XMODEM and Redis Cluster slots with their hash tags. */
  printf("crc16_check %04" PRIX32 "\n", (uint32_t)rk_crc16_xmodem("123456789", 9));
  {
    static const char *const azSlot[][2] = {
      {"redis_slot_redis", "redis"},
      {"redis_slot_a", "a"},
      {"redis_slot_tag_a_b", "{a}b"},
      {"redis_slot_1", "1"},
      {"redis_slot_m1", "-1"},
      {"redis_slot_empty_tag", "{}"},
      {"redis_slot_foo_empty_tag_bar", "foo{}{bar}"},
      {"redis_slot_following", "{user1000}.following"},
      {"redis_slot_followers", "{user1000}.followers"},
      {"redis_slot_x_tag", "x{tag}"},
      {"redis_slot_tag_x", "{tag}x"},
      {"redis_slot_empty", ""},
    };
    size_t i;
    for(i = 0; i < sizeof(azSlot)/sizeof(azSlot[0]); i++){
      printf("%s %u\n", azSlot[i][0],
             rk_redis_slot((const unsigned char*)azSlot[i][1], strlen(azSlot[i][1])));
    }
  }
  {
    uint32_t i, aLast[78];
    for(i = 3; i <= 8; i++) print_ranges(i);
    print_ranges(10);
    print_ranges_cover();
    print_ranges(16);
    rk_redis_ranges(78, aLast);
    printf("redis_ranges_78_67 %" PRIu32 "\n", aLast[67]);
  }

  /* FNV-1a 32: the FNV reference vectors, and Sarama's examples. */
  printf("fnv1a_empty %08" PRIX32 "\n", rk_fnv1a_32("", 0));
  printf("fnv1a_a %08" PRIX32 "\n", rk_fnv1a_32("a", 1));
  printf("fnv1a_foobar %08" PRIX32 "\n", rk_fnv1a_32("foobar", 6));
  printf("fnv1a_abc %" PRId64 "\n", s32(rk_fnv1a_32("abc", 3)));
  printf("fnv1a_long1 %" PRId64 "\n", s32(rk_fnv1a_32_u64be(1)));

  /* Arrays.hashCode(byte[]), as Phoenix salts: VARCHAR, BIGINT, INTEGER
  ** and a composite key, whole and in parts. */
  printf("java_a %" PRId64 "\n", s32(rk_java_bytes_hash("a", 1)));
  printf("java_abc %" PRId64 "\n", s32(rk_java_bytes_hash("abc", 3)));
  printf("java_empty %" PRId64 "\n", s32(rk_java_bytes_hash("", 0)));
  n = unhex("8000000000000001", b);
  printf("java_bigint1 %" PRId64 "\n", s32(rk_java_bytes_hash(b, n)));
  printf("java_bigint1_u64 %" PRId64 "\n",
         s32(rk_java_bytes_more_u64be(1, 0x8000000000000001u)));
  printf("java_int0_u32 %" PRId64 "\n", s32(rk_java_bytes_more_u32be(1, 0x80000000u)));
  n = unhex("75736572343200800000000015aae8", b);
  printf("java_user42_1420008 %" PRId64 "\n", s32(rk_java_bytes_hash(b, n)));
  printf("java_user42_1420008_parts %" PRId64 "\n",
         s32(rk_java_bytes_more_u64be(rk_java_bytes_hash(b, 7), 0x800000000015aae8ull)));

  /* DES: the FIPS 46 worked example, then NIST's known answer tests. */
  {
    RkDesKey key;
    unsigned char k[8];
    size_t i;
    (void)unhex("133457799BBCDFF1", k);
    rk_des_set_key(&key, k);
    printf("des_fips %016" PRIX64 "\n", rk_des_encrypt(&key, unhex64("0123456789ABCDEF")));
    printf("des_fips_decrypt %016" PRIX64 "\n",
           rk_des_decrypt(&key, unhex64("85E813540F0AB405")));
    for(i = 0; i < sizeof(aDesVector)/sizeof(aDesVector[0]); i++){
      uint64_t pt = unhex64(aDesVector[i][2]), ct;
      (void)unhex(aDesVector[i][1], k);
      rk_des_set_key(&key, k);
      ct = rk_des_encrypt(&key, pt);
      /* Decryption must give the plaintext back. */
      printf("%s %016" PRIX64 "%s\n", aDesVector[i][0], ct,
             rk_des_decrypt(&key, ct) == pt ? "" : "-decrypt-differs");
    }
    /* Vitess hash_test.go: keyspace ids of 1..6 (DES under the zero key),
    ** and the zero-key shortcut against the general path. */
    for(i = 1; i <= 6; i++){
      memset(k, 0, sizeof(k));
      rk_des_set_key(&key, k);
      printf("vitess_hash_%d %016" PRIx64 "%s\n", (int)i, rk_des_encrypt_zero(i),
             rk_des_encrypt(&key, i) == rk_des_encrypt_zero(i) ? "" : "-differs");
    }
    printf("vitess_unhash_1 %" PRIu64 "\n", rk_des_encrypt_zero(unhex64("166b40b44aba4bd6")));
  }

  /* XXH64: xxHash's sanity values (buffer above, seeds 0 and PRIME32). */
  {
    unsigned char sb[222];
    static const size_t aLen[] = {0, 1, 4, 14, 222};
    size_t i;
    xxh_sanity_buffer(sb, sizeof(sb));
    for(i = 0; i < sizeof(aLen)/sizeof(aLen[0]); i++){
      printf("xxh64_%d_0 %016" PRIX64 "\n", (int)aLen[i], rk_xxh64(sb, aLen[i], 0));
      if( aLen[i] != 4 ){
        printf("xxh64_%d_prime %016" PRIX64 "\n", (int)aLen[i],
               rk_xxh64(sb, aLen[i], 2654435761u));
      }
    }
    /* Vitess xxhash_test.go: the keyspace id is the hash's bytes
    ** little-endian, printed here as Vitess prints it (hex of the bytes). */
#define VITESS_XXH(label, z) \
    printf("vitess_xxhash_%s %016" PRIx64 "\n", label, \
           rk_bswap64_test(rk_xxh64(z, sizeof(z) - 1, 0)))
    VITESS_XXH("test1", "test1");
    VITESS_XXH("1", "1");
    VITESS_XXH("empty", "");
    VITESS_XXH("minus1", "-1");
    VITESS_XXH("max", "9223372036854775807");
    VITESS_XXH("min", "-9223372036854775808");
#undef VITESS_XXH
  }

  /* Elasticsearch Murmur3HashFunctionTests: the 16 strings (UTF-8 hex). */
  print_es("es_empty", "");
  print_es("es_h", "68");
  print_es("es_he", "6865");
  print_es("es_hel", "68656c");
  print_es("es_hell", "68656c6c");
  print_es("es_hello", "68656c6c6f");
  print_es("es_hello_w", "68656c6c6f2077");
  print_es("es_hello_wo", "68656c6c6f20776f");
  print_es("es_hello_wor", "68656c6c6f20776f72");
  print_es("es_hello_worl", "68656c6c6f20776f726c");
  print_es("es_hello_world", "68656c6c6f20776f726c64");
  print_es("es_hello_world_bang", "68656c6c6f20776f726c6421");
  print_es("es_greek", "ce93ceb5ceb9ceac20cf83cebfcf8520ce9acf8ccf83cebcceb5");
  print_es("es_supplementary",
           "537570706c656d656e7461727920706c616e657320746f6f20f09f9982");
  print_es("es_fox_dog", "54686520717569636b2062726f776e20666f78206a756d7073"
                         "206f76657220746865206c617a7920646f67");
  print_es("es_fox_cog", "54686520717569636b2062726f776e20666f78206a756d7073"
                         "206f76657220746865206c617a7920636f67");
  /* Ill-formed UTF-8 is refused: a stray continuation byte, an overlong
  ** '/', an encoded surrogate, a truncated sequence, above U+10FFFF. */
  print_es("es_bad_cont", "6180");
  print_es("es_bad_overlong", "c0af");
  print_es("es_bad_surrogate", "eda080");
  print_es("es_bad_truncated", "61e282");
  print_es("es_bad_above", "f4908080");

  /* Flink MathUtils.murmurHash(1): one murmur3 round of the int, made
  ** non-negative by absolute value. */
  {
    int64_t f = s32(rk_murmur3_x86_32_u32(1, 0));
    printf("flink_murmur_1 %" PRId64 "\n", f < 0 ? -f : f);
  }

  /* Java String.hashCode: "hello" (the reference's Flink example) and a
  ** surrogate pair, U+1F642 = D83D DE42: 31*0xD83D + 0xDE42. */
  {
    uint32_t j = 0;
    (void)rk_utf16_java_hash((const unsigned char*)"hello", 5, &j);
    printf("java_hello %" PRIu32 "\n", j);
    n = unhex("f09f9982", b);
    (void)rk_utf16_java_hash(b, n, &j);
    printf("java_smile %" PRIu32 "\n", j);
  }
  /* SipHash-2-4, the paper's vectors: key 00..0f, message 00..(len-1). */
  {
    int i;
    for(i = 0; i < 64; i++) b[i] = (unsigned char)i;
    for(i = 0; i < 64; i++){
      printf("sip_paper_%02d %016" PRIx64 "\n", i,
             rk_siphash24(0x0706050403020100ull, 0x0f0e0d0c0b0a0908ull,
                          b, (size_t)i));
    }
  }
  /* ClickHouse sipHash64 (key 0): a String, an Int64 and an Int32 column. */
  printf("ch_sip_hello %" PRIu64 "\n",
         rk_siphash24(0, 0, (const unsigned char*)"hello", 5));
  printf("ch_sip_int64_7 %" PRIu64 "\n", rk_siphash24_u64(7));
  printf("ch_sip_int32_7 %" PRIu64 "\n", rk_siphash24_u32(7));
  n = unhex("0700000000000000", b);
  printf("ch_sip_bytes_7 %" PRIu64 "\n", rk_siphash24(0, 0, b, n));

  /* CityHash64 v1.0.2: its test file's first column, and ClickHouse's
  ** documented cityHash64 values. */
  {
    static const int aLen[] = {0, 1, 2, 3, 4, 7, 8, 9, 12, 16, 17, 24, 32,
                               33, 48, 64, 65, 100, 128, 129, 200, 298};
    size_t i;
    city_setup();
    for(i = 0; i < sizeof(aLen)/sizeof(aLen[0]); i++){
      int l = aLen[i];
      printf("city102_%d %016" PRIx64 "\n", l,
             rk_cityhash64_v102(city_data + l*l, (size_t)l));
    }
    printf("city102_1m %016" PRIx64 "\n",
           rk_cityhash64_v102(city_data, CITY_DATA));
  }
  printf("ch_city_moscow %" PRIu64 "\n",
         rk_cityhash64_v102((const unsigned char*)"Moscow", 6));
  {
    const char *z = "How can you write a big system without C++?  -Paul Glick";
    printf("ch_city_glick %" PRIu64 "\n",
           rk_cityhash64_v102((const unsigned char*)z, strlen(z)));
  }
  printf("ch_city_empty %" PRIu64 "\n", rk_cityhash64_v102(b, 0));
  /* intHash64: cityHash64 of Int64 -1, Int32 -1 (zero-extended), 7. */
  printf("ch_int_m1 %" PRIu64 "\n", rk_ch_int_hash64(UINT64_MAX));
  printf("ch_int32_m1 %" PRIu64 "\n", rk_ch_int_hash64(0xffffffffu));
  printf("ch_int_7 %" PRIu64 "\n", rk_ch_int_hash64(7));

  /* PostgreSQL: hashint4, hashint8, hashtext, hashvarlena and the
  ** extended forms with the partition seed. */
  printf("pg_hashint4_123 %" PRId64 "\n", s32(rk_pg_hash_uint32(123)));
  printf("pg_hashint8_1420008 %" PRId64 "\n",
         s32(rk_pg_hash_uint32(rk_pg_int8_fold(1420008))));
  printf("pg_hashint8_max %" PRId64 "\n",
         s32(rk_pg_hash_uint32(rk_pg_int8_fold(INT64_MAX))));
  printf("pg_hashtext_user42 %" PRId64 "\n",
         s32(rk_pg_hash_bytes((const unsigned char*)"user42", 6)));
  n = unhex("00ff", b);
  printf("pg_hashvarlena_00ff %" PRId64 "\n", s32(rk_pg_hash_bytes(b, n)));
  printf("pg_int8ext_1420008 %" PRId64 "\n",
         (int64_t)rk_pg_hash_uint32_extended(rk_pg_int8_fold(1420008), PG_SEED));
  printf("pg_int8ext_m1 %" PRId64 "\n",
         (int64_t)rk_pg_hash_uint32_extended(rk_pg_int8_fold(-1), PG_SEED));
  printf("pg_textext_empty %" PRId64 "\n",
         (int64_t)rk_pg_hash_bytes_extended(b, 0, PG_SEED));
  printf("pg_textext_abc %" PRId64 "\n",
         (int64_t)rk_pg_hash_bytes_extended((const unsigned char*)"abc", 3,
                                            PG_SEED));
  printf("pg_textext_user42 %" PRId64 "\n",
         (int64_t)rk_pg_hash_bytes_extended((const unsigned char*)"user42", 6,
                                            PG_SEED));
  return 0;
}
