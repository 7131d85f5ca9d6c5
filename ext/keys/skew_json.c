/*
** skew_json.c - partition_skew's JSON summary (skew_json.h).
**
**   {"partitions":3,"rows":3,"nulls":1,"empty":1,"min":0,"max":2,
**    "weight":3,"counted":"rows","mean":1.0,"stddev":0.816496580927726,
**    "max_over_mean":2.0,"imbalance":1.0,"hottest":0}
**
** REALs are written as SQLite's %!.15g (rk_fmt_real); a ratio that would
** divide by zero, and every statistic over no partitions, is null.
*/
#include <float.h>
#include <stdio.h>
#include <string.h>
#include "skew_json.h"
#include "describe.h"

/* Appends to buf at *pn (bounded by RK_SKEW_JSON_BUF). */
static void put(char *buf, size_t *pn, const char *z){
  size_t m = strlen(z);
  if( *pn + m >= RK_SKEW_JSON_BUF ) m = RK_SKEW_JSON_BUF - 1 - *pn;
  memcpy(buf + *pn, z, m);
  *pn += m;
  buf[*pn] = 0;
}

static void put_real(char *buf, size_t *pn, const char *zName, double r,
                     int ok){
  char z[64], num[RK_REAL_BUF];
  if( ok ) snprintf(z, sizeof(z), ",\"%s\":%s", zName, rk_fmt_real(num, r));
  else snprintf(z, sizeof(z), ",\"%s\":null", zName);
  put(buf, pn, z);
}

/* A count: an exact integer, or a REAL once weights were. */
static void put_count(char *buf, size_t *pn, const char *zName, uint64_t u,
                      double r, int real){
  char z[64];
  if( real ){
    put_real(buf, pn, zName, r, 1);
    return;
  }
  snprintf(z, sizeof(z), ",\"%s\":%llu", zName, (unsigned long long)u);
  put(buf, pn, z);
}

size_t rk_skew_json(const RkSkew *p, uint64_t n, uint64_t nulls, int weighted,
                    char *buf){
  RkSkewStats st;
  size_t len = 0;
  char z[160];
  int any = rk_skew_stats(p, n, &st);
  /* Ratios need some weight to divide by. */
  int some = any && st.weightReal > 0;
  buf[0] = 0;
  snprintf(z, sizeof(z), "{\"partitions\":%llu,\"rows\":%llu,\"nulls\":%llu,"
           "\"empty\":%llu", (unsigned long long)st.partitions,
           (unsigned long long)st.rows, (unsigned long long)nulls,
           (unsigned long long)st.empty);
  put(buf, &len, z);
  if( any ){
    put_count(buf, &len, "min", st.min, st.minReal, st.real);
    put_count(buf, &len, "max", st.max, st.maxReal, st.real);
  }else{
    put(buf, &len, ",\"min\":null,\"max\":null");
  }
  /* What min, max, mean and the rest count: rows, or the weights. */
  put_count(buf, &len, "weight", st.weight, st.weightReal, st.real);
  put(buf, &len, weighted ? ",\"counted\":\"weights\"" : ",\"counted\":\"rows\"");
  put_real(buf, &len, "mean", st.mean, any);
  put_real(buf, &len, "stddev", st.stddev, any);
  /* max / mean, also when the mean is too small for a double (a tiny
  ** weight over 10^18 partitions) while max is not. */
  put_real(buf, &len, "max_over_mean", !some ? 0 : st.mean >= DBL_MIN
           ? st.maxReal / st.mean
           : st.maxReal / st.weightReal * (double)st.partitions, some);
  put_real(buf, &len, "imbalance",
           some ? (st.maxReal - st.minReal) / st.maxReal : 0, some);
  if( some ){
    snprintf(z, sizeof(z), ",\"hottest\":%llu}", (unsigned long long)st.hottest);
    put(buf, &len, z);
  }else{
    put(buf, &len, ",\"hottest\":null}");
  }
  return len;
}
