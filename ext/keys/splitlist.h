/*
** splitlist.h - a real table's split keys, given as a JSON array of
** strings, and the region a row key falls into (no SQLite dependency).
**
** Each string is a key as HBase prints row keys (Bytes.toStringBinary, as
** in list_regions, the web UI and .META. dumps): bytes 0x20..0x7E except
** the backslash stand for themselves, and \xNN (two hex digits, either
** case) for any byte. Other characters stand for their UTF-8 bytes; a
** backslash not starting \xNN is an error. In JSON the backslash itself is
** written \\ : the key \x80\x00 is the JSON string "\\x80\\x00".
**
** The keys must be sorted as HBase sorts row keys (unsigned bytes, a
** prefix first) with no duplicates and none empty, except that the first
** may be "" (region 0's start key, as a list of region start keys has it):
** it is dropped, so a list of split keys and a list of start keys give the
** same regions. Region 0 is before the first split key, region i starts at
** split key i (1-based).
**
** The list may also be written as the HBase shell takes it, and as
** hbase_splits' shell column and sql/hbase_presplit.sql print it: a '['
** followed by single-quoted Ruby strings, ['\x80\x00', 'user5']. There \'
** is a quote, \\ a backslash, \xNN (digits 0-9, A-F) a byte, and only
** ASCII characters are allowed (the shell keeps a character's low 8
** bits).
*/
#ifndef ROWKEY_SPLITLIST_H
#define ROWKEY_SPLITLIST_H

#include <stddef.h>
#include <stdint.h>

typedef struct RkSplitList RkSplitList;
struct RkSplitList {
  void (*xFree)(void*);
  unsigned char *bytes;   /* the keys, one after the other */
  size_t *off;            /* key i is bytes[off[i] .. off[i+1]) */
  uint64_t *pre;          /* key i's first 8 bytes, big-endian, 0-padded */
  size_t n;               /* number of split keys */
};

#define RK_SPLIT_OK        0
#define RK_SPLIT_NOMEM     1
#define RK_SPLIT_SYNTAX    2   /* not a JSON array of strings (nor a shell
                               ** list) */
#define RK_SPLIT_ELEMENT   3   /* one key is wrong: unsorted, duplicate, ... */

/* What rk_split_list_parse found wrong: a sentence for after "FUNC: " for
** RK_SPLIT_ELEMENT ("splits[2] must sort after splits[1] 'c', got 'b'"),
** the place for RK_SPLIT_SYNTAX ("bad JSON at byte 7"). */
typedef struct RkSplitError RkSplitError;
struct RkSplitError {
  char zMsg[200];
  int shell;      /* the list was written as for the HBase shell */
};

/* Parses z[0..len). On success *p holds the keys (free with
** rk_split_list_free); on failure *p holds nothing to free. */
int rk_split_list_parse(const char *z, size_t len, RkSplitList *p,
                        void *(*xRealloc)(void*, uint64_t),
                        void (*xFree)(void*), RkSplitError *pErr);

/* The region of key[0..len): the number of split keys <= key. O(log n). */
uint64_t rk_split_list_region(const RkSplitList *p, const unsigned char *key,
                              size_t len);

/* Writes key[0..len) as Bytes.toStringBinary does (\xNN uppercase) to out,
** which has room for 4 * len bytes; returns the length written. */
size_t rk_split_key_binary(const unsigned char *key, size_t len, char *out);

void rk_split_list_free(RkSplitList *p);

#endif
