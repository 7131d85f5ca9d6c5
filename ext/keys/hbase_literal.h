/*
** hbase_literal.h - a row key as an HBase shell string literal that the
** shell reads back as exactly the key's bytes (no SQLite dependency).
*/
#ifndef ROWKEY_HBASE_LITERAL_H
#define ROWKEY_HBASE_LITERAL_H

#include <stddef.h>

/* The longest literal of an n-byte key: two quotes and at most four
** characters a byte. */
#define RK_HBASE_LITERAL_MAX(n) (4*(size_t)(n) + 2)

/* Writes key[0..n) to out (RK_HBASE_LITERAL_MAX(n) bytes, not
** NUL-terminated) as a single-quoted Ruby string holding the key's
** Bytes.toStringBinary text, and returns its length. */
size_t rk_hbase_literal(const unsigned char *key, size_t n, char *out);

#endif
