/*
** real_sum.h - whether a sum of doubles overflows, decided exactly.
*/
#ifndef ROWKEY_REAL_SUM_H
#define ROWKEY_REAL_SUM_H

/* 1 when a + b (both finite and >= 0) rounds to infinity as a double. */
int rk_real_sum_overflows(double a, double b);

#endif
