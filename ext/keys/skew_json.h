/*
** skew_json.h - the JSON summary partition_skew returns, written from a
** tally (skew.h) in plain C, so that the SQL aggregate and the callers
** without SQLite (the Python module) give the same text, byte for byte.
*/
#ifndef ROWKEY_SKEW_JSON_H
#define ROWKEY_SKEW_JSON_H

#include <stddef.h>
#include <stdint.h>
#include "skew.h"

/* Room for any summary. */
#define RK_SKEW_JSON_BUF 768

/* Writes the summary of tally p over n partitions (0: the ids seen), with
** nulls NULL rows and weighted telling the form with weights, to buf
** (RK_SKEW_JSON_BUF bytes). Returns the length. */
size_t rk_skew_json(const RkSkew *p, uint64_t n, uint64_t nulls, int weighted,
                    char *buf);

#endif
