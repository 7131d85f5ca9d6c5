/*
** hbase_literal.c - a row key as an HBase shell string literal that the
** shell reads back as exactly the key's bytes (no SQLite dependency).
**
**   SELECT shell FROM hbase_splits('UniformSplit', 4);
**   -- '@\x00\x00\x00\x00\x00\x00\x00'
**   -- '\x80\x00\x00\x00\x00\x00\x00\x00'
**   -- '\xC0\x00\x00\x00\x00\x00\x00\x00'
**   SELECT shell FROM hbase_splits('HexStringSplit', 2);
**   -- '80000000'
**
** The HBase shell is JRuby. It hands each SPLITS string to Java as a
** String and turns it into bytes with Bytes.toBytesBinary, which reads
** "\x" and two digits from 0-9A-F (uppercase only) as one byte and any
** other character as its low 8 bits. A byte of 0x80 or more cannot travel
** raw: JRuby decodes the Ruby string as UTF-8 on the way to Java, and a
** lone high byte becomes U+FFFD. So the key is written the way
** Bytes.toStringBinary writes it, all ASCII: the printable characters
** 0x20-0x7E except the backslash as themselves, every other byte as
** "\xNN" with uppercase digits.
**
** That text goes between single quotes. In a single-quoted Ruby string a
** backslash only escapes a quote or another backslash, and the text's
** only backslashes are those of "\x" escapes, so they stay as they are;
** a quote (byte 0x27) becomes "\'".
*/
#include "hbase_literal.h"

static const char aHexUpper[] = "0123456789ABCDEF";

size_t rk_hbase_literal(const unsigned char *key, size_t n, char *out){
  size_t i, o = 0;
  out[o++] = '\'';
  for(i = 0; i < n; i++){
    unsigned char c = key[i];
    if( c=='\'' ){
      out[o++] = '\\';
      out[o++] = '\'';
    }else if( c >= 0x20 && c <= 0x7e && c!='\\' ){
      out[o++] = (char)c;
    }else{
      out[o++] = '\\';
      out[o++] = 'x';
      out[o++] = aHexUpper[c >> 4];
      out[o++] = aHexUpper[c & 15];
    }
  }
  out[o++] = '\'';
  return o;
}
