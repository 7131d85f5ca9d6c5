/*
** batch_vectors.c - every row of test/vectors/<scheme>.tsv through the
** batch API of ext/rowkey.h (no SQLite), in batches: the rows of a file
** with the same kind and n form one column of one call (multi rows: one
** call over their columns), with a NULL key added at the end of each
** batch. Prints a line a row:
**
**   FILE <tab> ROW <tab> HASH <tab> PARTITION <tab> SCHEME
**
** ROW is the row's number in the file (from 1, as scheme_vectors.test
** counts), or null:KIND:N for the added NULL key; HASH and PARTITION are
** a number, NULL (no result) or "error: MESSAGE", SCHEME the entry the
** row ran under (with options). batch_vectors.test
** compares every line with the file and with the SQL functions. (The
** --call form, below main's helpers, runs one row of one call.)
**
** The batches rotate through the layouts a caller may give: Arrow's
** validity bitmap, a byte a key (valid or null), 64- and 32-bit offsets,
** int32 arrays for int32 keys.
**
**   make build/batch_vectors && ./build/batch_vectors test/vectors/kafka.tsv
*/
#define ROWKEY_NO_SQLITE
#include "rowkey.h"
#include "batch.h"
#include "open.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 4096
#define MAX_COLS 20

/* Linked with -Wl,--wrap=malloc (Linux): malloc number failAt (from 1)
** and every later one fail while failAt is set, for --oom. */
#ifdef BV_WRAP_MALLOC
void *__real_malloc(size_t);
void *__wrap_malloc(size_t);
static long nMalloc, failAt;
void *__wrap_malloc(size_t n){
  if( failAt && ++nMalloc >= failAt ) return 0;
  return __real_malloc(n);
}
#endif
#define MAX_LINE 8192
#define MAX_FIELDS 16

typedef struct Row Row;
struct Row {
  int line;                 /* the row's number among the data rows */
  char kind[16];            /* int, int32, text, blob, multi */
  char value[MAX_LINE];
  char n[64];
  char list[2048];          /* a ring's servers column, comma-separated */
  char hfn[32];             /* a pool's hash_fn column */
  char scheme[300];         /* the entry it runs under, with options */
  char opts[160];           /* the options its columns give: "(seed=42)" */
  int done;
};

/* A file's columns after n: their header names and each row's cells,
** for the columns named after an option of the scheme (kudu.tsv's seed). */
#define MAX_EXTRA 8
static char aHead[MAX_EXTRA][32];
static char aExtra[MAX_ROWS][MAX_EXTRA][48];

static Row aRow[MAX_ROWS];
static int nRow;

/* --kind FILE:KIND=ENTRY (before the files): rows of kind KIND in FILE
** are TEXT keys written as is (not hex) of scheme ENTRY (vectors.tcl's
** sv_kind_entry: kinesis's hashkey rows are 'kinesis_hash_key' keys). */
#define MAX_KIND_MAP 16
static struct { char file[128], kind[16], entry[128]; } aKindMap[MAX_KIND_MAP];
static int nKindMap;

static const char *kind_entry(const char *file, const char *kind){
  int i;
  for(i = 0; i < nKindMap; i++){
    if( !strcmp(aKindMap[i].file, file) && !strcmp(aKindMap[i].kind, kind) ){
      return aKindMap[i].entry;
    }
  }
  return 0;
}

static void kind_map_add(const char *z){
  const char *colon = strchr(z, ':'), *eq = colon ? strchr(colon, '=') : 0;
  if( eq==0 || nKindMap >= MAX_KIND_MAP ){
    fprintf(stderr, "bad --kind %s\n", z);
    exit(1);
  }
  snprintf(aKindMap[nKindMap].file, 128, "%.*s", (int)(colon - z), z);
  snprintf(aKindMap[nKindMap].kind, 16, "%.*s", (int)(eq - colon - 1), colon + 1);
  snprintf(aKindMap[nKindMap].entry, 128, "%s", eq + 1);
  nKindMap++;
}

/* The column kinds of a multi value "kind:value,kind:value" or "null". */
static int multi_kinds(const char *v, char aKind[][16]){
  int n = 0;
  while( *v && n < MAX_COLS ){
    const char *e = strchr(v, ',');
    size_t len = e ? (size_t)(e - v) : strlen(v);
    const char *c = memchr(v, ':', len);
    size_t k = c ? (size_t)(c - v) : len;
    if( k > 15 ) k = 15;
    memcpy(aKind[n], v, k);
    aKind[n][k] = 0;
    n++;
    if( !e ) break;
    v = e + 1;
  }
  return n;
}

/* Item j of a multi value: its text after "kind:" into out. */
static void multi_item(const char *v, int j, char *out){
  int i;
  const char *c;
  for(i = 0; i < j; i++) v = strchr(v, ',') + 1;
  c = strchr(v, ',');
  {
    size_t len = c ? (size_t)(c - v) : strlen(v);
    const char *colon = memchr(v, ':', len);
    if( colon ){
      len -= (size_t)(colon + 1 - v);
      v = colon + 1;
    }else{
      len = 0;
    }
    memcpy(out, v, len);
    out[len] = 0;
  }
}

static int hexval(int c){
  return c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
}

/* A column being built over a batch. */
typedef struct Col Col;
struct Col {
  rowkey_column c;
  int64_t *i64;
  int32_t *i32;
  unsigned char *bytes;
  int64_t *off;
  int32_t *off32;
  uint8_t *bits, *bytemask;  /* valid: bitmap and a byte a key */
  size_t nBytes;
};

/* Adds key r (kind, text; isNull) to column c. */
static void col_add(Col *c, int r, const char *kind, const char *v,
                    int isNull){
  if( !isNull ){
    c->bits[r >> 3] |= (uint8_t)(1 << (r & 7));
    c->bytemask[r] = 1;
  }
  if( !strcmp(kind, "rawtext") ){
    size_t len = isNull ? 0 : strlen(v);
    memcpy(c->bytes + c->nBytes, v, len);
    c->nBytes += len;
    c->off[r + 1] = (int64_t)c->nBytes;
    c->off32[r + 1] = (int32_t)c->nBytes;
  }else if( !strcmp(kind, "text") || !strcmp(kind, "blob") ){
    size_t i, len = isNull ? 0 : strlen(v);
    for(i = 0; i + 1 < len; i += 2){
      c->bytes[c->nBytes++] = (unsigned char)(hexval(v[i]) * 16 + hexval(v[i+1]));
    }
    c->off[r + 1] = (int64_t)c->nBytes;
    c->off32[r + 1] = (int32_t)c->nBytes;
  }else{
    long long x = isNull ? 0 : strtoll(v, 0, 10);
    c->i64[r] = x;
    c->i32[r] = (int32_t)x;
  }
}

static void col_init(Col *c, const char *kind, int count, int g){
  memset(c, 0, sizeof(*c));
  c->i64 = calloc((size_t)count + 1, 8);
  c->i32 = calloc((size_t)count + 1, 4);
  c->bytes = calloc((size_t)count * MAX_LINE / 2 + 1, 1);
  c->off = calloc((size_t)count + 2, 8);
  c->off32 = calloc((size_t)count + 2, 4);
  c->bits = calloc((size_t)count / 8 + 2, 1);
  c->bytemask = calloc((size_t)count + 1, 1);
  if( !strcmp(kind, "text") || !strcmp(kind, "blob") || !strcmp(kind, "rawtext") ){
    c->c.type = kind[0]=='b' ? ROWKEY_BLOB : ROWKEY_TEXT;
    c->c.data = c->bytes;
    if( g & 1 ) c->c.offsets32 = c->off32; else c->c.offsets = c->off;
  }else if( !strcmp(kind, "int32") && (g & 1) ){
    c->c.type = ROWKEY_INT32;
    c->c.data = c->i32;
  }else{
    c->c.type = ROWKEY_INT64;
    c->c.data = c->i64;
  }
  switch( g % 4 ){
    case 0: c->c.validity = c->bits; c->c.validity_kind = ROWKEY_VALID_BITS; break;
    case 1: c->c.validity = c->bytemask; c->c.validity_kind = ROWKEY_VALID_BYTES; break;
    case 2:
      /* A byte a key that marks NULLs: the byte mask inverted. */
      c->c.validity = c->bytemask; c->c.validity_kind = ROWKEY_NULL_BYTES;
      break;
    default:          /* no validity, and no NULL key added */
      if( !strcmp(kind, "null") ){
        c->c.validity = c->bits;
        c->c.validity_kind = ROWKEY_VALID_BITS;
      }
      break;
  }
}

/* Once filled: the NULL_BYTES form marks the NULLs. */
static void col_finish(Col *c, int count){
  int i;
  if( c->c.validity_kind==ROWKEY_NULL_BYTES ){
    for(i = 0; i < count; i++) c->bytemask[i] = !c->bytemask[i];
  }
}

static void col_free(Col *c){
  free(c->i64); free(c->i32); free(c->bytes); free(c->off); free(c->off32);
  free(c->bits); free(c->bytemask);
}

/* The column c from row start on, as a byte-mask column (a bitmap cannot
** start mid-byte). */
static rowkey_column col_from(const Col *c, int start, uint8_t *mask,
                              int count){
  rowkey_column s = c->c;
  int i;
  for(i = start; i < count; i++){
    int valid = c->c.validity==0 ? 1 : c->c.validity_kind==ROWKEY_VALID_BITS
              ? (c->bits[i >> 3] >> (i & 7)) & 1
              : (c->c.validity_kind==ROWKEY_VALID_BYTES ? c->bytemask[i]!=0
                                                        : c->bytemask[i]==0);
    mask[i - start] = (uint8_t)valid;
  }
  s.validity = mask;
  s.validity_kind = ROWKEY_VALID_BYTES;
  switch( s.type ){
    case ROWKEY_INT64: s.data = c->i64 + start; break;
    case ROWKEY_INT32: s.data = c->i32 + start; break;
    default:
      if( s.offsets ) s.offsets = c->off + start; else s.offsets32 = c->off32 + start;
      break;
  }
  return s;
}

/* Runs the call over count rows of the columns, into out[] as text: the
** rows after a row in error are run again from the next row. */
static void run(const char *zScheme, long long n, const char *zList,
                int partition, int multi, Col *aCol, int nCol, int count,
                char (*out)[600]){
  int start = 0;
  int64_t *res = malloc(sizeof(int64_t) * ((size_t)count + 1));
  uint8_t *has = malloc((size_t)count + 1);
  uint8_t *masks = malloc((size_t)(count + 1) * MAX_COLS);
  while( start < count ){
    rowkey_scheme *s;
    rowkey_column cols[MAX_COLS];
    int j, rc, i;
    /* A ring's n is its server list (zList), passed as the list. */
    rc = rowkey_open(zScheme, partition && !zList ? n : 0,
                     partition ? zList : 0, &s);
    if( rc==ROWKEY_OK ){
      for(j = 0; j < nCol; j++){
        cols[j] = start ? col_from(&aCol[j], start, masks + j * (count + 1), count)
                        : aCol[j].c;
      }
      if( multi ){
        rc = partition ? rowkey_partition_multi(s, cols, nCol, count - start, res, has)
                       : rowkey_hash_multi(s, cols, nCol, count - start, res, has);
      }else{
        rc = partition ? rowkey_partition(s, cols, count - start, res, has)
                       : rowkey_hash(s, cols, count - start, res, has);
      }
    }
    if( rc==ROWKEY_OK ){
      for(i = start; i < count; i++){
        if( has[i - start] ) snprintf(out[i], 600, "%lld", (long long)res[i - start]);
        else snprintf(out[i], 600, "NULL");
      }
      start = count;
    }else{
      int64_t e = rowkey_error_row(s);
      if( e < 0 ){                   /* the call itself: every row */
        for(i = start; i < count; i++) snprintf(out[i], 600, "error: %s", rowkey_errmsg(s));
        start = count;
      }else{
        for(i = start; i < start + e; i++){
          if( has[i - start] ) snprintf(out[i], 600, "%lld", (long long)res[i - start]);
          else snprintf(out[i], 600, "NULL");
        }
        snprintf(out[start + e], 600, "error: %s", rowkey_errmsg(s));
        start += (int)e + 1;
      }
    }
    rowkey_close(s);
  }
  free(res);
  free(has);
  free(masks);
}

/* 1 if z names a scheme. */
static int scheme_exists(const char *z){
  rowkey_scheme *s = 0;
  int rc = rowkey_open(z, 0, 0, &s);
  rowkey_close(s);
  return rc==ROWKEY_OK;
}

/* The entry a row runs under, into out: the file's scheme, or where the
** file has a function column (fn not 0) SCHEME_FUNCTION, a trailing
** _seed<N> of the function being the option seed=N (as vectors.tcl's
** sv_entry); int32 rows its ':int32' form where there is one. */
static void row_scheme(const char *scheme, const char *fn, const char *kind,
                       char *out, size_t nOut){
  char name[200], opts[40] = "", try32[210];
  const char *sd = fn ? strstr(fn, "_seed") : 0;
  if( fn && sd && sd[5] && strspn(sd + 5, "-0123456789")==strlen(sd + 5) ){
    snprintf(name, sizeof(name), "%.99s_%.*s", scheme, (int)(sd - fn) % 99, fn);
    snprintf(opts, sizeof(opts), "(seed=%.20s)", sd + 5);
  }else if( fn ){
    snprintf(name, sizeof(name), "%.99s_%.99s", scheme, fn);
  }else{
    snprintf(name, sizeof(name), "%.199s", scheme);
  }
  snprintf(try32, sizeof(try32), "%s:int32", name);
  if( !strcmp(kind, "int32") && scheme_exists(try32) ){
    snprintf(out, nOut, "%s%s", try32, opts);
  }else{
    snprintf(out, nOut, "%s%s", name, opts);
  }
}

static void do_file(const char *path){
  FILE *f = fopen(path, "r");
  static char line[MAX_LINE * 2];
  char file[256], scheme[256];
  const char *base = strrchr(path, '/');
  int header = 1, g = 0, r, iSrv = -1, iHfn = -1, iFn = -1;
  /* Columns of a file of two-column keys (kind2, value2, mapping: see
  ** vectors.tcl's sv_read): their positions, or -1. */
  int iKind2 = -1, iValue2 = -1, iMapping = -1;
  size_t len;
  base = base ? base + 1 : path;
  snprintf(file, sizeof(file), "%s", base);
  len = strlen(file);
  if( len > 4 ) file[len - 4] = 0;          /* .tsv */
  snprintf(scheme, sizeof(scheme), "%s", file);
  len = strlen(scheme);
  /* Without "_multi" or "_int32" (test/vectors.tcl sv_file_scheme). */
  if( len > 6 && (!strcmp(scheme + len - 6, "_multi")
                 || !strcmp(scheme + len - 6, "_int32")) ) scheme[len - 6] = 0;
  if( f==0 ){ perror(path); exit(1); }
  nRow = 0;
  memset(aHead, 0, sizeof(aHead));
  while( fgets(line, sizeof(line), f) ){
    char *fld[MAX_FIELDS];
    int k = 0, j;
    char *p = line;
    line[strcspn(line, "\r\n")] = 0;
    if( line[0]==0 || line[0]=='#' ) continue;
    while( k < MAX_FIELDS ){
      fld[k++] = p;
      p = strchr(p, '\t');
      if( !p ) break;
      *p++ = 0;
    }
    if( header ){
      /* Columns by the header's names: a ring's servers, a pool's hash,
      ** the second column of two-column keys, a row's function. */
      for(j = 0; j < k; j++){
        if( !strcmp(fld[j], "servers") ) iSrv = j;
        if( !strcmp(fld[j], "hash_fn") ) iHfn = j;
        if( !strcmp(fld[j], "kind2") ) iKind2 = j;
        if( !strcmp(fld[j], "value2") ) iValue2 = j;
        if( !strcmp(fld[j], "mapping") ) iMapping = j;
        if( !strcmp(fld[j], "function") ) iFn = j;
      }
      header = 0;
      for(j = 3; j < k && j < 3 + MAX_EXTRA; j++){
        snprintf(aHead[j-3], sizeof(aHead[0]), "%s", fld[j]);
      }
      continue;
    }
    if( k < 3 || nRow >= MAX_ROWS ) continue;
    memset(&aRow[nRow], 0, sizeof(Row));
    aRow[nRow].line = nRow + 1;
    if( iKind2 >= 0 && iValue2 >= 0 && iKind2 < k && iValue2 < k ){
      /* A multi row of the two columns, the second first when the
      ** mapping lists token 2 before token 1 ('partition(16,2,1)'). */
      const char *m = iMapping >= 0 && iMapping < k ? strchr(fld[iMapping], ',') : 0;
      int swap = m && atoi(m + 1)==2;
      snprintf(aRow[nRow].kind, sizeof(aRow[nRow].kind), "multi");
      if( swap ){
        snprintf(aRow[nRow].value, sizeof(aRow[nRow].value), "%s:%s,%s:%s",
                 fld[iKind2], fld[iValue2], fld[0], fld[1]);
      }else{
        snprintf(aRow[nRow].value, sizeof(aRow[nRow].value), "%s:%s,%s:%s",
                 fld[0], fld[1], fld[iKind2], fld[iValue2]);
      }
    }else{
      snprintf(aRow[nRow].kind, sizeof(aRow[nRow].kind), "%s", fld[0]);
      snprintf(aRow[nRow].value, sizeof(aRow[nRow].value), "%s", fld[1]);
    }
    snprintf(aRow[nRow].n, sizeof(aRow[nRow].n), "%s", fld[2]);
    if( iSrv >= 0 && iSrv < k ){
      snprintf(aRow[nRow].list, sizeof(aRow[nRow].list), "%s", fld[iSrv]);
    }
    if( iHfn >= 0 && iHfn < k ){
      snprintf(aRow[nRow].hfn, sizeof(aRow[nRow].hfn), "%s", fld[iHfn]);
    }
    row_scheme(scheme, iFn >= 0 && iFn < k ? fld[iFn] : 0, fld[0],
               aRow[nRow].scheme, sizeof(aRow[nRow].scheme));
    for(j = 0; j < MAX_EXTRA; j++){
      snprintf(aExtra[nRow][j], sizeof(aExtra[0][0]), "%s", j + 3 < k ? fld[j + 3] : "");
    }
    nRow++;
  }
  fclose(f);
  /* The columns the scheme takes as options (it accepts the first row's
  ** value under that name), and each row's options from them. */
  if( nRow > 0 ){
    int isOpt[MAX_EXTRA], j;
    for(j = 0; j < MAX_EXTRA; j++){
      char z[300];
      isOpt[j] = 0;
      if( aHead[j][0]==0 || aExtra[0][j][0]==0 ) continue;
      snprintf(z, sizeof(z), "%.200s(%.31s=%.47s)", scheme, aHead[j], aExtra[0][j]);
      isOpt[j] = scheme_exists(z);
    }
    for(r = 0; r < nRow; r++){
      size_t at = 0;
      for(j = 0; j < MAX_EXTRA; j++){
        if( !isOpt[j] || aExtra[r][j][0]==0 ) continue;
        at += (size_t)snprintf(aRow[r].opts + at, sizeof(aRow[r].opts) - at,
                               "%s%s=%s", at ? "," : "(", aHead[j], aExtra[r][j]);
      }
      if( at ) snprintf(aRow[r].opts + at, sizeof(aRow[r].opts) - at, ")");
    }
  }
  for(r = 0; r < nRow; r++, g++){
    int idx[MAX_ROWS], count = 0, i, j, nCol, multi, withNull;
    char kinds[MAX_COLS][16], k2[MAX_COLS][16], zScheme[300];
    char zList[3 * sizeof(aRow[0].list)], *zL = 0;
    Col aCol[MAX_COLS];
    char (*hashes)[600], (*parts)[600];
    if( aRow[r].done ) continue;
    multi = !strcmp(aRow[r].kind, "multi");
    nCol = multi ? multi_kinds(aRow[r].value, kinds) : 1;
    if( !multi ){
      snprintf(kinds[0], 16, "%s", kind_entry(file, aRow[r].kind) ? "rawtext" : aRow[r].kind);
    }
    for(i = r; i < nRow; i++){
      if( aRow[i].done || strcmp(aRow[i].kind, aRow[r].kind)
       || strcmp(aRow[i].n, aRow[r].n) || strcmp(aRow[i].list, aRow[r].list)
       || strcmp(aRow[i].hfn, aRow[r].hfn)
       || strcmp(aRow[i].scheme, aRow[r].scheme)
       || strcmp(aRow[i].opts, aRow[r].opts) ) continue;
      if( multi ){
        if( multi_kinds(aRow[i].value, k2)!=nCol ) continue;
        for(j = 0; j < nCol && !strcmp(k2[j], kinds[j]); j++){}
        if( j < nCol ) continue;
      }
      aRow[i].done = 1;
      idx[count++] = i;
    }
    for(j = 0; j < nCol; j++){
      col_init(&aCol[j], kinds[j], count + 1, g);
      for(i = 0; i < count; i++){
        char item[MAX_LINE];
        if( multi ) multi_item(aRow[idx[i]].value, j, item);
        else snprintf(item, sizeof(item), "%s", aRow[idx[i]].value);
        col_add(&aCol[j], i, kinds[j], item, !strcmp(kinds[j], "null"));
      }
      if( aCol[j].c.validity ) col_add(&aCol[j], count, kinds[j], "", 1);
      col_finish(&aCol[j], count + 1);
    }
    /* The NULL key at the end, where the batch has a validity mask. */
    withNull = aCol[0].c.validity!=0;
    /* int32 rows are the scheme's ':int32' form where it has one (a JSON
    ** number of cosmos is one type whatever its size): row_scheme. */
    snprintf(zScheme, sizeof(zScheme), "%s", aRow[r].scheme);
    if( aRow[r].hfn[0] ){
      snprintf(zScheme, sizeof(zScheme), "%s(hash=%s)", scheme, aRow[r].hfn);
    }
    if( aRow[r].list[0] ){
      /* "a,b" as the JSON array ["a","b"] (the lists hold no quote). */
      const char *q;
      size_t m = 0;
      zList[m++] = '[';
      zList[m++] = '"';
      for(q = aRow[r].list; *q; q++){
        if( *q==',' ){ memcpy(zList + m, "\",\"", 3); m += 3; }
        else zList[m++] = *q;
      }
      memcpy(zList + m, "\"]", 3);
      zL = zList;
    }
    if( !multi && kind_entry(file, aRow[r].kind) ){
      snprintf(zScheme, sizeof(zScheme), "%s", kind_entry(file, aRow[r].kind));
    }
    /* The row's options after the name: 'kudu:int32(seed=42)'. */
    {
      size_t at = strlen(zScheme);
      snprintf(zScheme + at, sizeof(zScheme) - at, "%s", aRow[r].opts);
    }
    hashes = malloc(600 * (size_t)(count + 1));
    parts = malloc(600 * (size_t)(count + 1));
    run(zScheme, atoll(aRow[r].n), zL, 0, multi, aCol, nCol, count + withNull, hashes);
    run(zScheme, atoll(aRow[r].n), zL, 1, multi, aCol, nCol, count + withNull, parts);
    for(i = 0; i < count; i++){
      printf("%s\t%d\t%s\t%s\t%s\n", file, aRow[idx[i]].line, hashes[i], parts[i],
             zScheme);
    }
    if( !multi && withNull ){
      /* A ring's n is its first row's list: "@LINE" names that row. */
      if( zL ){
        printf("%s\tnull:%s:@%d\t%s\t%s\t%s\n", file, aRow[r].kind,
               aRow[r].line, hashes[count], parts[count], zScheme);
      }else{
        printf("%s\tnull:%s:%s\t%s\t%s\t%s\n", file, aRow[r].kind, aRow[r].n,
               hashes[count], parts[count], zScheme);
      }
    }
    for(j = 0; j < nCol; j++) col_free(&aCol[j]);
    free(hashes);
    free(parts);
  }
}

/* --call SCHEME N WEIGHTS OP KEY...: one row through one call, for the
** error texts (batch_vectors.test compares them with SQL's). SCHEME "-"
** is the default, WEIGHTS "-" none; OP is hash, part, hash_multi or
** part_multi; a KEY is int:V, int32:V, uint64:V, double:V, text:HEX,
** blob:HEX or null. Prints the result, NULL or "error: MESSAGE". */
static int do_call(int argc, char **argv){
  rowkey_column aCol[MAX_COLS];
  int64_t i64[MAX_COLS], off[MAX_COLS][2], res = 0;
  int32_t i32[MAX_COLS];
  uint64_t u64[MAX_COLS];
  double r[MAX_COLS];
  unsigned char bytes[MAX_COLS][256];
  uint8_t isNull[MAX_COLS], has = 0;
  rowkey_scheme *s;
  const char *op = argv[3];
  int nCol = argc - 4, j, rc;
  if( nCol > MAX_COLS ) nCol = MAX_COLS;
  memset(aCol, 0, sizeof(aCol));
  for(j = 0; j < nCol; j++){
    const char *k = argv[4 + j], *v = strchr(k, ':');
    rowkey_column *c = &aCol[j];
    v = v ? v + 1 : "";
    isNull[j] = !strcmp(k, "null");
    c->validity = &isNull[j];
    c->validity_kind = ROWKEY_NULL_BYTES;
    c->type = ROWKEY_INT64;
    c->data = &i64[j];
    i64[j] = strtoll(v, 0, 10);
    if( !strncmp(k, "int32:", 6) ){
      c->type = ROWKEY_INT32; i32[j] = (int32_t)i64[j]; c->data = &i32[j];
    }else if( !strncmp(k, "uint64:", 7) ){
      c->type = ROWKEY_UINT64; u64[j] = strtoull(v, 0, 10); c->data = &u64[j];
    }else if( !strncmp(k, "double:", 7) ){
      c->type = ROWKEY_DOUBLE; r[j] = strtod(v, 0); c->data = &r[j];
    }else if( !strncmp(k, "text:", 5) || !strncmp(k, "blob:", 5) ){
      size_t i, n = strlen(v) / 2;
      if( n > sizeof(bytes[j]) ) n = sizeof(bytes[j]);
      for(i = 0; i < n; i++){
        bytes[j][i] = (unsigned char)(hexval(v[2*i]) * 16 + hexval(v[2*i+1]));
      }
      c->type = k[0]=='t' ? ROWKEY_TEXT : ROWKEY_BLOB;
      c->data = bytes[j];
      off[j][0] = 0;
      off[j][1] = (int64_t)n;
      c->offsets = off[j];
    }
  }
  rc = rowkey_open(strcmp(argv[0], "-") ? argv[0] : 0, atoll(argv[1]),
                   strcmp(argv[2], "-") ? argv[2] : 0, &s);
  if( rc==ROWKEY_OK ){
    if( !strcmp(op, "hash") ) rc = rowkey_hash(s, aCol, 1, &res, &has);
    else if( !strcmp(op, "part") ) rc = rowkey_partition(s, aCol, 1, &res, &has);
    else if( !strcmp(op, "hash_multi") ) rc = rowkey_hash_multi(s, aCol, nCol, 1, &res, &has);
    else rc = rowkey_partition_multi(s, aCol, nCol, 1, &res, &has);
  }
  if( rc!=ROWKEY_OK ) printf("error: %s\n", rowkey_errmsg(s));
  else if( has ) printf("%lld\n", (long long)res);
  else printf("NULL\n");
  rowkey_close(s);
  return 0;
}

/* --misuse: the calls the API refuses before any key, one message a line. */
static int do_misuse(void){
  rowkey_scheme *s;
  int64_t key = 1, out[2];
  uint8_t has[2];
  rowkey_column col, bad;
  memset(&col, 0, sizeof(col));
  col.type = ROWKEY_INT64;
  col.data = &key;
  if( rowkey_open("kafka", 10, 0, &s)!=ROWKEY_OK ) return 1;
  bad = col;
  printf("%d %s\n", rowkey_partition_multi(s, &col, 0, 1, out, has), rowkey_errmsg(s));
  printf("%d %s\n", rowkey_partition(s, &col, -1, out, has), rowkey_errmsg(s));
  printf("%d %s\n", rowkey_partition(s, &col, 1, 0, has), rowkey_errmsg(s));
  bad.type = 99;
  printf("%d %s\n", rowkey_hash(s, &bad, 1, out, has), rowkey_errmsg(s));
  bad.type = ROWKEY_INT64;
  bad.data = 0;
  printf("%d %s\n", rowkey_hash(s, &bad, 1, out, has), rowkey_errmsg(s));
  bad.type = ROWKEY_TEXT;
  bad.data = "x";
  printf("%d %s\n", rowkey_hash(s, &bad, 1, out, has), rowkey_errmsg(s));
  printf("%lld\n", (long long)rowkey_error_row(s));
  printf("%d %lld\n", rowkey_partition(s, &col, 0, out, has),
         (long long)rowkey_error_row(s));
  rowkey_close(s);
  /* A failed open keeps its message for the calls after it. */
  rowkey_open("nope(", 10, 0, &s);
  printf("%d %.20s\n", rowkey_hash(s, &col, 1, out, has), rowkey_errmsg(s));
  rowkey_close(s);
  rowkey_open("clickhouse", 3, "[1,2]", &s);
  printf("%s\n", rowkey_errmsg(s));
  rowkey_close(s);
  printf("%d %s %lld\n", rowkey_hash(0, &col, 1, out, has), rowkey_errmsg(0),
         (long long)rowkey_error_row(0));
  rowkey_close(0);
  return 0;
}

/* --keys SCHEME N: RkKey columns (the Python module's, internal): an
** INTEGER, a TEXT, a NULL and a BLOB key hashed and placed, one line each. */
static int do_keys(const char *zScheme, long long n){
  RkKey k[4];
  rowkey_column col;
  RkBatchCall call;
  RkPlace *pl;
  int64_t out[4], iRow;
  uint8_t has[4];
  char zErr[RK_OPEN_ERRBUF];
  int i, part;
  memset(k, 0, sizeof(k));
  memset(&col, 0, sizeof(col));
  k[0].type = RK_KEY_INT; k[0].i = 42;
  k[1].type = RK_KEY_TEXT; k[1].z = (const unsigned char*)"abc"; k[1].n = 3;
  k[2].type = RK_KEY_NULL;
  k[3].type = RK_KEY_BLOB; k[3].z = (const unsigned char*)"\x00\xff"; k[3].n = 2;
  col.type = RK_COL_KEYS;
  col.data = k;
  if( rk_place_open(zScheme, n, 0, &pl, zErr, sizeof(zErr)) ) return 1;
  for(part = 0; part < 2; part++){
    call.partition = part;
    call.multi = 0;
    call.zHashName = "key_hash";
    call.zPartName = "key_partition";
    if( rk_batch_run(pl, &call, &col, 1, 4, out, has, zErr, sizeof(zErr), &iRow) ){
      printf("error: %s\n", zErr);
      continue;
    }
    for(i = 0; i < 4; i++){
      if( has[i] ) printf("%lld ", (long long)out[i]); else printf("NULL ");
    }
    printf("\n");
  }
  free(pl);
  return 0;
}

#ifdef BV_WRAP_MALLOC
/* --oom: rowkey_open (weights, a table) and a call of 17 columns with the
** Nth allocation and all after it failing, for every N until one passes:
** each run ends in ROWKEY_NOMEM or the result of the run without faults. */
static int do_oom(void){
  int64_t keys[17], out, want = 0;
  uint8_t has;
  rowkey_column cols[17];
  long n;
  int j, bad = 0, nomem = 0;
  for(j = 0; j < 17; j++){
    keys[j] = j;
    memset(&cols[j], 0, sizeof(cols[j]));
    cols[j].type = ROWKEY_INT64;
    cols[j].data = &keys[j];
  }
  for(n = 0; n < 1000; n++){
    rowkey_scheme *s = 0;
    int rc;
    nMalloc = 0;
    failAt = n;
    rc = rowkey_open("spark", 7, 0, &s);
    if( rc==ROWKEY_OK ) rc = rowkey_partition_multi(s, cols, 17, 1, &out, &has);
    if( rc==ROWKEY_OK ){
      rowkey_close(s);
      s = 0;
      rc = rowkey_open("clickhouse", 0, "[9,10,1]", &s);
    }
    failAt = 0;
    if( n==0 ) want = out;
    if( rc==ROWKEY_NOMEM ){
      nomem++;
    }else if( rc!=ROWKEY_OK || out!=want ){
      bad++;
    }
    rowkey_close(s);
    if( rc==ROWKEY_OK && n > 0 ) break;
  }
  printf("%ld runs, %d out of memory, %d wrong\n", n, nomem, bad);
  return 0;
}
#endif

int main(int argc, char **argv){
  int i;
  if( argc >= 5 && !strcmp(argv[1], "--call") ) return do_call(argc - 2, argv + 2);
  if( argc==2 && !strcmp(argv[1], "--misuse") ) return do_misuse();
  if( argc==4 && !strcmp(argv[1], "--keys") ) return do_keys(argv[2], strtoll(argv[3], 0, 10));
#ifdef BV_WRAP_MALLOC
  if( argc==2 && !strcmp(argv[1], "--oom") ) return do_oom();
#endif
  for(i = 1; i < argc; i++){
    if( !strcmp(argv[i], "--kind") && i + 1 < argc ){
      kind_map_add(argv[++i]);
      continue;
    }
    do_file(argv[i]);
  }
  return 0;
}
