/*
** decimal.h - whether decimal text reads back as a given double, exactly
** and without strtod() (no SQLite dependency).
**
** strtod() follows LC_NUMERIC: in a process that called setlocale() under
** de_DE.UTF-8 it stops at the '.' of "0.7". rowkey's JSON writes a REAL
** with the fewest of 15 or 17 digits that read back the same, and asks
** this, which depends on nothing but the text.
*/
#ifndef ROWKEY_DECIMAL_H
#define ROWKEY_DECIMAL_H

#include <stddef.h>

/* 1 if z[0..n), a decimal number ("-12.5", "1e+300", "7.0e-05": an
** optional sign, digits with at most one '.', an optional exponent), is
** read as r by a correctly rounding reader (round to nearest, ties to
** even); 0 if it is not, and also when it cannot tell cheaply (more than
** 19 significant digits, r not finite, a number that rounds to zero). */
int rk_decimal_is(const char *z, size_t n, double r);

#endif
