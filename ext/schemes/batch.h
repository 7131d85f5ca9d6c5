/*
** batch.h - the loop behind the batch API of ext/rowkey.h, for the
** callers inside rowkey that name their own functions in messages (the
** Python module says key_partition where the C API says
** rowkey_partition), and one more kind of column: RkKey values, for keys
** whose type varies from row to row (Python objects).
*/
#ifndef ROWKEY_BATCH_H
#define ROWKEY_BATCH_H

/* The pure core has no SQLite: only the batch half of rowkey.h. */
#ifndef ROWKEY_NO_SQLITE
#define ROWKEY_NO_SQLITE
#endif
#include "rowkey.h"
#include "scheme.h"

/* A column of RkKey (data: const RkKey[nRow]); its validity is ignored,
** NULLs are RK_KEY_NULL keys. */
#define RK_COL_KEYS 100

/* What a batch does, and the function names its messages give. */
typedef struct RkBatchCall RkBatchCall;
struct RkBatchCall {
  int partition;            /* 1: partitions (pl->n set), 0: hashes */
  int multi;                /* the _multi form */
  const char *zHashName;    /* "rowkey_hash" */
  const char *zPartName;    /* "rowkey_partition" */
};

/* Places or hashes keys 0..nRow-1 of aCol[0..nCol) under pl. Returns
** ROWKEY_OK, or ROWKEY_ERROR with the message in zErr and the row in
** *piRow, or ROWKEY_NOMEM. */
int rk_batch_run(const RkPlace *pl, const RkBatchCall *call,
                 const rowkey_column *aCol, int nCol, int64_t nRow,
                 int64_t *aOut, uint8_t *aValid, char *zErr, size_t nErr,
                 int64_t *piRow);

#endif
