/*
** scheme.h - the scheme registry: how each system places a key (no SQLite
** dependency).
**
**   SELECT key_partition('user42', 12, 'librdkafka');   -- a librdkafka producer
**   SELECT key_hash('{user1000}.following', 'redis');   -- the hash slot, 3443
**   SELECT key_partition(7, 6, 'flink(max_parallelism=4096)');
**   SELECT * FROM rowkey_schemes;                       -- every scheme
**
** A scheme is one RkScheme entry, defined in its system's file in this
** folder (murmur_family.c, kafka_clients.c, redis.c, ...) and listed once in
** scheme_list.h. The entry says everything about the system's placement: which
** SQLite types it takes and how each becomes the system's key bytes (one
** callback per type, the hash fused in), the NULL and empty-key rules, the
** reduction of a hash to a partition, the multi-column rule, the range of
** n, the seed and the options. The SQL binding (ext/sql/place_sql.c) decodes
** SQLite values into RkKey and calls rk_hash_key / rk_place_key; it never
** asks which system a scheme is.
**
** A scheme is spelled NAME, or NAME(OPT=INT, OPT=INT) with the options its
** entry declares: 'elasticsearch(routing_shards=1024)'. It is parsed once
** per statement into an RkPlace, which also holds n and what the scheme
** derives from n (xPrepare), so that the per-row path does no parsing.
*/
#ifndef ROWKEY_SCHEME_H
#define ROWKEY_SCHEME_H

#include <stddef.h>
#include <stdint.h>

typedef struct RkScheme RkScheme;
typedef struct RkPlace RkPlace;
typedef struct RkKey RkKey;
typedef struct RkOption RkOption;
#ifndef RK_SERVERS_TYPEDEF
#define RK_SERVERS_TYPEDEF
typedef struct RkServers RkServers;   /* ext/keys/servers.h */
#endif

/* A key value as the binding decoded it from SQLite. */
#define RK_KEY_NULL 0
#define RK_KEY_INT  1
#define RK_KEY_REAL 2
#define RK_KEY_TEXT 3   /* z[0..n) is UTF-8 */
#define RK_KEY_BLOB 4
struct RkKey {
  int type;                 /* RK_KEY_* */
  int64_t i;                /* RK_KEY_INT */
  double r;                 /* RK_KEY_REAL */
  const unsigned char *z;   /* RK_KEY_TEXT, RK_KEY_BLOB (never NULL) */
  size_t n;
};

/* What hashing or placing a key gives. */
#define RK_HASHED    1  /* the hash (or partition) is stored */
#define RK_UNPLACED  0  /* the system gives this key none: SQL NULL */
#define RK_BADKEY  (-1) /* the scheme cannot take this key (type, range or
                        ** form): an error that names the key */

/* An integer option of a scheme: 'flink(max_parallelism=4096)'; or a
** word option, 'twemproxy(hash=murmur)', whose value is the index of the
** word given in its entry's aOptWords (iMin 0, iMax the last index,
** iDefault an index). */
struct RkOption {
  const char *zName;        /* lower case */
  int64_t iMin, iMax;       /* the values accepted */
  int64_t iDefault;         /* when not given; RK_OPT_UNSET: derived */
};
#define RK_OPT_UNSET INT64_MIN
#define RK_MAX_OPT 4

/* A hash wider than an int64 (Cosmos DB's effective partition key, the
** 128-bit MD5 of a Kinesis shard key), or one the system writes as text:
** what an entry's xWide gives and its xReduceWide places. */
typedef struct RkWide {
  uint64_t hi, lo;          /* the number hi * 2^64 + lo */
} RkWide;
/* The most bytes xWideText writes. */
#define RK_HASH_TEXT_MAX 1024

/* One partition as the range of hashes it holds, in the system's own
** notation (partition_ranges): a Cassandra token, a Citus shardminvalue,
** a Vitess shard name's halves, a MongoDB NumberLong, a Redis slot, a
** Cosmos DB EPK; and where the system has one, the statement that makes
** it. A member that is not set (has* 0) is SQL NULL. */
#define RK_RANGE_TEXT_MAX 160
typedef struct RkRange {
  int hasLower, hasUpper, hasStatement;
  char zLower[RK_RANGE_TEXT_MAX];
  char zUpper[RK_RANGE_TEXT_MAX];
  char zStatement[RK_RANGE_TEXT_MAX];
} RkRange;

/* Flags of an entry. */
#define RK_SEED          0x0001  /* key_hash takes a seed */
#define RK_SEED64        0x0002  /* ... any int64 (else -2^31 .. 2^32-1) */
#define RK_EMPTY_UNPLACED 0x0004 /* an empty TEXT or BLOB key has a hash but
                                 ** no partition (librdkafka consistent_random) */
#define RK_NULL_PART0    0x0008  /* a NULL key has no hash but goes to
                                 ** partition 0 (PostgreSQL) */
#define RK_WEIGHTS       0x0010  /* n may be a list of shard weights */
#define RK_UINT64_TEXT   0x0020  /* an unsigned 64-bit key above 2^63 - 1
                                 ** (the batch API's ROWKEY_UINT64) is the
                                 ** TEXT key of its decimal digits (Vitess,
                                 ** whose ids are uint64) */
#define RK_NULL_UNHASHED 0x0040  /* a NULL key has no hash, but xNull gives
                                 ** the value it is placed by (MySQL HASH) */
#define RK_SERVERS       0x0080  /* n is a JSON array of servers
                                 ** ('["10.0.0.1:11211:1", ...]', servers.h),
                                 ** never a count: a ring over server names */

struct RkScheme {
  const char *zName;        /* canonical spelling, lower case: "kafka:int32" */
  const char *zAlias;       /* another accepted spelling, or 0 */

  /* What rowkey_schemes and docs/partitioning.md show. */
  const char *zSystem;      /* "Apache Kafka" */
  const char *zComponent;   /* "Java client, default partitioner" */
  const char *zHash;        /* "MurmurHash2 32, seed 0x9747b28c" */
  const char *zInteger;     /* how an INTEGER key becomes bytes */
  const char *zText;        /* ... a TEXT key; 0: refused */
  const char *zBlob;        /* ... a BLOB key; 0: refused */
  const char *zReduction;   /* how the hash becomes the partition */
  const char *zNull;        /* what a NULL key gives */
  const char *zClients;     /* other clients and systems that place keys
                            ** exactly as this entry does, "; " between
                            ** them ("kafka-python (DefaultPartitioner);
                            ** ..."); 0: none named */
  const char *zKeyWant;     /* what the key error says the scheme takes
                            ** ("an integer, or text holding ..."); 0: derived,
                            ** which is right only for the two usual sets:
                            ** INTEGER alone, or INTEGER, TEXT and BLOB */

  int64_t nMin, nMax;       /* the n key_partition accepts */
  int64_t intMin, intMax;   /* the INTEGER keys it takes (checked by the caller
                            ** of xInt and xIntPartition) */
  unsigned flags;           /* RK_* above */
  uint64_t seed;            /* the system's seed */

  /* The hash of a key of each SQLite type, with the seed. Every system
  ** takes an integer key, so xInt is required; 0 for the others: the type
  ** is refused. xBytes serves TEXT (isText) and BLOB; it may refuse a value
  ** (RK_BADKEY) or give none (RK_UNPLACED). */
  int64_t (*xInt)(int64_t v, uint64_t seed);
  int64_t (*xReal)(double r, uint64_t seed);
  int (*xBytes)(const unsigned char *z, size_t n, int isText, uint64_t seed,
                int64_t *pHash);
  int acceptText, acceptBlob;   /* which of TEXT, BLOB xBytes takes */
  /* The hash of a NULL key where the system defines one: RK_HASHED and
  ** stored; 0 (the pointer): NULL keys get NULL (or partition 0 with
  ** RK_NULL_PART0). */
  int (*xNull)(uint64_t seed, int64_t *pHash);

  /* The partition in [0, n) of a hash. */
  uint64_t (*xReduce)(int64_t hash, const RkPlace *pl);
  /* xReduce(xInt(v, seed)) for the entry's own seed, in one call (v in
  ** [intMin, intMax]): key_partition's path for the usual key, so that
  ** an INTEGER row costs one indirect call. Required. */
  uint64_t (*xIntPartition)(int64_t v, const RkPlace *pl);

  /* Keys of several columns: the hash of aKey[0..nKey), or 0 when the
  ** system has no such keys. On RK_BADKEY, *piBad is the column at fault. */
  int (*xMulti)(const RkPlace *pl, const RkKey *aKey, int nKey,
                uint64_t seed, int64_t *pHash, int *piBad);
  /* The partition of an xMulti hash when it is not xReduce's (PostgreSQL
  ** reports a column's own hash but routes by the combined row hash); 0:
  ** xReduce. */
  uint64_t (*xReduceMulti)(int64_t hash, const RkPlace *pl);

  /* A wide hash: an entry that sets xWide reports key_hash as TEXT,
  ** what xWideText writes (at most RK_HASH_TEXT_MAX bytes, no terminator;
  ** it may look at the key again: Cosmos DB's V1 key carries the value),
  ** and places a key by xReduceWide of its xWide. Such an entry has no
  ** xInt, xReal, xBytes, xNull nor xReduce: xWide takes every key type
  ** (RK_HASHED, RK_UNPLACED or RK_BADKEY), acceptText and acceptBlob only
  ** say which it takes (rowkey_schemes); xIntPartition stays its integer
  ** fast path. 0: the hash is the int64 of xInt and its kin. */
  int (*xWide)(const RkPlace *pl, const RkKey *k, RkWide *pHash);
  size_t (*xWideText)(const RkPlace *pl, const RkKey *k, const RkWide *pHash,
                      char *zOut);
  uint64_t (*xReduceWide)(const RkWide *pHash, const RkPlace *pl);

  /* Partition i (i < pl->n, pl prepared) as a range, for an entry whose
  ** reduction gives each partition one range of the hash; 0: it does
  ** not. */
  void (*xRange)(const RkPlace *pl, uint64_t i, RkRange *pRange);

  /* Options, and the step that derives constants from n and the options
  ** into pl (c1, c2, aTable). Returns 0, or 1 with an error written to
  ** zErr ("n must be ...", without the function name). 0: none. */
  const RkOption *aOpt;     /* nOpt entries */
  int nOpt;
  /* The words of word options: nOpt entries parallel to aOpt, each the
  ** option's words (lower case, iMax + 1 of them) or 0 for an integer
  ** option; 0 (the pointer): every option is an integer. (Beside aOpt,
  ** not in RkOption, so that positional RkOption initializers stand.) */
  const char *const *const *aOptWords;
  /* The number of key columns the options allow, checked by the binding
  ** before any key is hashed or placed (xPrepare, xMulti and the single-key
  ** paths may count on it): 0, or 1 with an error in zErr. 0 (the
  ** pointer): one column, or any number xMulti takes. */
  int (*xColumns)(const RkPlace *pl, int nKey, char *zErr, size_t nErr);
  int (*xPrepare)(RkPlace *pl, char *zErr, size_t nErr);
  /* The number of uint32_t aTable must hold for n (and the options) once
  ** prepared; 0 (the pointer): none. */
  size_t (*xTableSize)(const RkPlace *pl);
  /* The seed the options give, where an option chooses the hash
  ** (twemproxy's hash=): what pl->seed starts as, for hashing and placing
  ** alike. 0 (the pointer): the entry's seed. */
  uint64_t (*xOptionSeed)(const int64_t *aOpt);
};

/* The words of option k of p, or 0 for an integer option. */
static inline const char *const *rk_option_words(const RkScheme *p, int k){
  return p->aOptWords ? p->aOptWords[k] : 0;
}

/* How a system's file writes its entries. Most systems have an entry for
** 64-bit integer keys and a ':int32' twin for 32-bit ones ('kafka',
** 'kafka:int32'), which differ only in their integer key. The fields the
** entries of one system (or of one component of it) share are one macro of
** designated initializers, NAME_COMMON, just before them; each entry then
** sets only what is its own: its name and component, its integer key
** (zInteger, RK_INT64_KEYS or RK_INT32_KEYS, xInt, xIntPartition) and, for
** the 64-bit entry, TEXT and BLOB keys. What several such groups of one
** file share is one more macro, NAME_SHARED, that their NAME_COMMON
** includes. No field is set twice (-Woverride-init) and no macro takes
** fields by position. */
#define RK_INT64_KEYS .intMin = INT64_MIN, .intMax = INT64_MAX
#define RK_INT32_KEYS .intMin = INT32_MIN, .intMax = INT32_MAX

/* The column types of a multi-column key, from the scheme's type suffix:
** 'mysql_key:int32,int64' (one per column, in order) or 'hive_v1:varchar'
** where no entry has that name (one, for every column it fits). Each type
** is an entry ('int32': the scheme's ':int32' entry, 'varchar' its
** ':varchar') or the scheme's own entry for 'int64', 'text' and 'blob',
** with the SQLite type its values must have. */
#define RK_MAX_COLTYPES 16
typedef struct RkColTypes RkColTypes;
struct RkColTypes {
  int n;                                /* 0: none */
  const RkScheme *ap[RK_MAX_COLTYPES];  /* the entry of each column */
  const char *az[RK_MAX_COLTYPES];      /* its type name */
  unsigned char aWant[RK_MAX_COLTYPES]; /* RK_KEY_INT, _TEXT, _BLOB, or 0 */
};

/* A scheme resolved for one statement. Allocated by the binding with room
** for xTableSize() words of aTable. */
struct RkPlace {
  const RkScheme *p;
  uint64_t n;                 /* 0 when only hashing */
  uint64_t seed;              /* p->seed unless key_hash gave one */
  int64_t aOpt[RK_MAX_OPT];   /* the options, in p->aOpt order */
  uint64_t c1, c2;            /* what xPrepare derived */
  const uint64_t *aWeight;    /* RK_WEIGHTS: n weights, or 0 (all 1) */
  const RkServers *pServers;  /* RK_SERVERS: the n servers (kept with the
                              ** place), or 0 when only hashing */
  RkColTypes cols;            /* the column types, if the scheme names any */
  size_t nTable;
  uint32_t aTable[1];         /* nTable words (the struct is over-allocated) */
};

/* ---- The registry (registry.c) ---- */

/* The entries, in the order rowkey_schemes lists them; the default
** ('oceanbase') is the first. */
extern const RkScheme *const rk_aSchemeList[];
extern const int rk_nScheme;

/* The entry spelled z[0..n) without options (ASCII case ignored; the
** alias too), or 0. */
const RkScheme *rk_scheme_find(const char *z, size_t n);

/* Parses 'NAME' or 'NAME(OPT=INT, ...)' z[0..n): the entry and its options
** (defaults filled in) into *pp and aOpt. Returns 0, or 1 with a message
** in zErr (nErr of 300 holds every message whole; an unknown scheme leaves
** zErr empty: the caller reports it, with rk_scheme_suggest). An option
** given twice, a value that is no integer in the option's range (the
** message shows it), a misspelled option (the message names the scheme's
** options), empty parentheses and a missing ')' are each an error. */
int rk_scheme_parse(const char *z, size_t n, const RkScheme **pp,
                    int64_t *aOpt, char *zErr, size_t nErr);
/* The same, with the column types of 'NAME:TYPE,TYPE' into *pCols;
** they may follow the options: 'NAME(OPT=INT):TYPE,TYPE'. */
int rk_scheme_parse_cols(const char *z, size_t n, const RkScheme **pp,
                         int64_t *aOpt, RkColTypes *pCols, char *zErr,
                         size_t nErr);

/* Append to the message in zErr[0..nErr), whole pieces only: z, or z[0..n)
** as the user wrote it ('quoted', quotes doubled, cut to 40 bytes with
** "..." after, or zBad when it is not UTF-8). */
void rk_err_add(char *zErr, size_t nErr, const char *z);
void rk_err_shown(char *zErr, size_t nErr, const char *z, size_t n,
                  const char *zBad);

/* The spellings (names and aliases) nearest to the unknown scheme z[0..n),
** its options, blanks around it and case left aside: the same name
** ('Kafka '), the same system with another type suffix ('kafka:int64':
** 'kafka' and 'kafka:int32'), else those one or two edits away, no more
** than a third of the name ('kafak': 'kafka'). Stores up to nOut of the
** nearest, in list order, in azOut and returns how many (0: none near). */
int rk_scheme_suggest(const char *z, size_t n, const char **azOut, int nOut);

/* The value of pl's option named zName (as its entry spells it), or
** RK_OPT_UNSET when the scheme has no option of that name: entries that
** share code find their options by name, not by position. */
int64_t rk_place_option(const RkPlace *pl, const char *zName);

/* The seed a place of p with options aOpt starts from: xOptionSeed's where
** p has one (twemproxy's hash option picks the hash), else the value of p's
** option named "seed" where p declares one (an Apache Pinot function's
** functionConfig seed, 'kudu(seed=42)'), as the hash takes it (its 32 bits unless
** RK_SEED64), else p->seed. key_hash's seed argument, where p takes one,
** replaces it. */
uint64_t rk_scheme_start_seed(const RkScheme *p, const int64_t *aOpt);

/* 1 if seed is a valid seed for p and stores it as the hash takes it. */
int rk_scheme_seed(const RkScheme *p, int64_t seed, uint64_t *pSeed);

/* The hash of one key under pl's scheme with the given seed: RK_HASHED,
** RK_UNPLACED (SQL NULL) or RK_BADKEY. */
int rk_hash_key(const RkPlace *pl, const RkKey *k, uint64_t seed,
                int64_t *pHash);

/* The hash of one key under an entry with xWide, as key_hash reports it:
** RK_HASHED with the text in z[0..*pn) (z holds RK_HASH_TEXT_MAX bytes),
** RK_UNPLACED or RK_BADKEY. rk_hash_key is for the other entries. */
int rk_hash_text(const RkPlace *pl, const RkKey *k, char *z, size_t *pn);

/* The partition of one key (pl->n set and prepared): RK_HASHED with
** *pPart set, RK_UNPLACED or RK_BADKEY. Applies the NULL and empty rules. */
int rk_place_key(const RkPlace *pl, const RkKey *k, uint64_t *pPart);

/* The same for the columns of a multi-column key (p->xMulti not 0). */
int rk_place_multi(const RkPlace *pl, const RkKey *aKey, int nKey,
                   uint64_t *pPart, int *piBad);

/* ---- Column types (coltypes.c) ---- */

/* Reads the scheme name z[0..n) as BASE:TYPE,TYPE,... when no entry has
** that name: the base entry in *pp and the types in *pCols. Returns 0, or
** 1 if it is no such name (zErr empty) or a type is unknown (zErr says
** which, and the scheme's type names). */
int rk_coltypes_parse(const char *z, size_t n, const RkScheme **pp,
                      RkColTypes *pCols, char *zErr, size_t nErr);

/* The types z[0..n) of a list 'TYPE,TYPE,...' of scheme p (an entry
** with xMulti) into *pCols: 0, or 1 with zErr saying which is unknown. */
int rk_coltypes_parse_list(const RkScheme *p, const char *z, size_t n,
                           RkColTypes *pCols, char *zErr, size_t nErr);

/* The type names scheme p takes in a list (its rowkey_schemes row), into
** zOut: "int64, int32, text, blob". */
void rk_coltypes_names(const RkScheme *p, char *zOut, size_t nOut);

/* 0 if a key of nKey columns fits pl's column types, else 1 with an
** error in zErr. */
int rk_coltypes_count(const RkPlace *pl, int nKey, char *zErr, size_t nErr);

/* 0 if key k fits the type of column i, else 1 with what the column takes
** in zWant ("an integer (column type 'int32')"). */
int rk_coltypes_key(const RkPlace *pl, int i, const RkKey *k, char *zWant,
                    size_t nWant);

/* The entry that hashes column i (holding k) of a multi-column key: pl->p
** unless the scheme's type suffix gives that column its own. */
static inline const RkScheme *rk_column_scheme(const RkPlace *pl, int i,
                                               const RkKey *k){
  const RkColTypes *c = &pl->cols;
  if( c->n==0 ) return pl->p;
  if( c->n > 1 ) return c->ap[i];
  /* One type for every column it fits; the others as the scheme has them. */
  return c->aWant[0]==0 || c->aWant[0]==k->type || k->type==RK_KEY_NULL
         ? c->ap[0] : pl->p;
}

/* The hash of key k under entry q (one column of a key). */
int rk_hash_entry(const RkScheme *q, const RkKey *k, uint64_t seed,
                  int64_t *pHash);

/* Shared multi-column rules, for the entries that use them. */
/* Each column hashed with the previous column's hash as its seed, the
** first with the scheme's (OceanBase, Spark). A 32-bit hash is passed on
** as its 32 bits. */
int rk_multi_seed_chain(const RkPlace *pl, const RkKey *aKey, int nKey,
                        uint64_t seed, int64_t *pHash, int *piBad);

#endif
