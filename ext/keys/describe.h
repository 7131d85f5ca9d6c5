/*
** describe.h - how an error message shows the value it got, and how a
** REAL is written, in plain C (no SQLite dependency): the same text the
** SQL binding's rk_describe gives, for the callers that have no
** sqlite3_value (the batch API, the Python module).
**
**   rk_fmt_real(buf, 0.5)          -> "0.5"    (SQLite's %!.15g)
**   rk_describe_text(...'it''s')   -> "'it''s'"
*/
#ifndef ROWKEY_DESCRIBE_H
#define ROWKEY_DESCRIBE_H

#include <stddef.h>
#include <stdint.h>

/* Room for any rk_fmt_real result and for any rk_describe_* result. */
#define RK_REAL_BUF 32
#define RK_DESCRIBE_BUF 200

/* r as SQLite's printf("%!.15g") writes it: 15 significant digits,
** trailing zeros dropped but one digit kept after the point ("2.0",
** "1.0e+20"). r is finite. Returns buf. */
char *rk_fmt_real(char *buf, double r);

/* The value as an error message shows it ("got ..."), NUL-terminated in
** buf (RK_DESCRIBE_BUF bytes): an integer in decimal, a real as above (or
** Inf, -Inf; never a NaN, which SQLite and its callers take for NULL), text quoted SQL-style and cut to 40 bytes ("..." after),
** text that is not UTF-8 and blobs as hex of their first 16 bytes. */
void rk_describe_int(char *buf, int64_t v);
void rk_describe_real(char *buf, double r);
void rk_describe_text(char *buf, const unsigned char *z, size_t n);
void rk_describe_blob(char *buf, const unsigned char *z, size_t n);

#endif
