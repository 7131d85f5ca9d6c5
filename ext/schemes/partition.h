/*
** partition.h - the partitioning schemes of murmur_partition / murmur_hash
** (no SQLite dependency): which bytes a key becomes, which hash and seed
** each system uses, and how a hash becomes a partition.
**
** A scheme is a system name, optionally followed by ":int32" for keys that
** are 32-bit INT columns in the system (they hash as 4 bytes where the
** system does so). Hashes are returned as the system reports them, sign
** included: int64 for OceanBase and Cassandra, int32 (sign-extended) for
** the others.
*/
#ifndef ROWKEY_PARTITION_H
#define ROWKEY_PARTITION_H

#include <stddef.h>
#include <stdint.h>

#define RK_SYS_OCEANBASE     0
#define RK_SYS_OCEANBASE_BIN 1
#define RK_SYS_KAFKA         2
#define RK_SYS_SPARK         3
#define RK_SYS_ICEBERG       4
#define RK_SYS_HIVE          5
#define RK_SYS_CASSANDRA     6

typedef struct RkScheme RkScheme;
struct RkScheme {
  const char *zName;     /* canonical spelling, e.g. "spark:int32" */
  int sys;               /* RK_SYS_* */
  int int32;             /* 1: integer keys are 32-bit INT values */
  int hash64;            /* 1: the hash and seed are 64-bit */
  uint64_t seed;         /* the system's seed */
  /* The INTEGER keys the scheme takes (the int32 range for ":int32"), and
  ** the partition in [0, n) of such a key, n >= 1: the hash specialised
  ** for the scheme and its seed, and the reduction, in one call, so that
  ** the per-row path of murmur_partition(int_key, n) makes no choices. */
  int64_t intMin, intMax;
  uint64_t (*xIntPartition)(int64_t v, uint64_t n);
};

/* The known schemes, for error messages. */
#define RK_SCHEME_LIST "'oceanbase', 'oceanbase_bin', 'kafka', 'spark', " \
  "'iceberg', 'hive' or 'cassandra', optionally followed by ':int32'"

/* The scheme spelled z[0..n) (ASCII case ignored), or 0 if unknown. The
** result is static: it never needs freeing. */
const RkScheme *rk_scheme_find(const char *z, size_t n);

/* The default scheme: 'oceanbase'. */
const RkScheme *rk_scheme_default(void);

/* The schemes; the default is the first. For the per-row path, which
** would otherwise call rk_scheme_default() on every row. */
extern const RkScheme rk_aScheme[];

/* 1 if seed is a valid seed for p (any int64 for 64-bit hashes; from
** -2^31 to 2^32-1 for 32-bit ones), and stores it as the hash takes it. */
int rk_scheme_seed(const RkScheme *p, int64_t seed, uint64_t *pSeed);

/* Hash of an integer key (the caller has checked the int32 range when
** p->int32). */
int64_t rk_hash_int(const RkScheme *p, int64_t v, uint64_t seed);

/* Hash of a TEXT (isText) or BLOB key z[0..n). */
int64_t rk_hash_bytes(const RkScheme *p, const unsigned char *z, size_t n,
                      int isText, uint64_t seed);

/* 1 if the system hashes a double (Spark), else 0. */
int rk_scheme_has_real(const RkScheme *p);

/* Hash of a double key (only when rk_scheme_has_real). */
int64_t rk_hash_real(const RkScheme *p, double r, uint64_t seed);

/* The hash of a NULL key where the system defines one: returns 1 and
** stores it; returns 0 where NULL keys get no partition. */
int rk_hash_null(const RkScheme *p, uint64_t seed, int64_t *pHash);

/* The partition in [0, n) of a hash, n >= 1. */
uint64_t rk_partition(const RkScheme *p, int64_t hash, uint64_t n);

/* How the system hashes a key of several columns. */
#define RK_MULTI_NONE 0  /* it has no such keys (Kafka, Iceberg, Cassandra) */
#define RK_MULTI_SEED 1  /* each column is hashed with the previous column's
                         ** hash as its seed (OceanBase, Spark) */
#define RK_MULTI_31   2  /* h = 31*h + column hash in int32, from 0 (Hive) */
int rk_scheme_multi(const RkScheme *p);

/* Hive's step: 31*prev + col, wrapped to int32. */
int64_t rk_hive_combine(int64_t prev, int64_t col);

#endif
