/*
** servers.h - a list of cache servers, given as a JSON array of strings in
** twemproxy's `servers:` notation, for the rings of memcached clients and
** proxies (no SQLite dependency).
**
**   '["10.0.0.1:11211", "10.0.0.2:11211:2", "127.0.0.1:7301:1 node0"]'
**
** Each entry is "host:port", "host:port:weight" (weight 1 when not given)
** or "host:port:weight name"; read from the right as twemproxy reads it:
** the name after the last space, the weight after the last ':', the port
** after the ':' before it (a host holding ':' needs the weight form).
*/
#ifndef ROWKEY_SERVERS_H
#define ROWKEY_SERVERS_H

#include <stddef.h>
#include <stdint.h>

/* The most servers a list may hold, the longest entry (in bytes, decoded)
** and the largest weight. 4096 servers of 160 ring points are 5 MiB of
** ring; a weight sum stays below 2^32 (twemproxy's total_weight). */
#define RK_SERVERS_MAX      4096
#define RK_SERVER_LEN_MAX   255
#define RK_SERVER_WEIGHT_MAX 1000000

#define RK_SERVERS_OK     0
#define RK_SERVERS_NOMEM  1
#define RK_SERVERS_BAD    2   /* the message says why */

#ifndef RK_SERVERS_TYPEDEF
#define RK_SERVERS_TYPEDEF
typedef struct RkServers RkServers;
#endif

/* One server: its pieces as offsets into the list's text. */
typedef struct RkServer RkServer;
struct RkServer {
  uint32_t oHost, nHost;    /* the host */
  uint32_t oName, nName;    /* the name; nName 0: none given */
  uint32_t port;            /* 1 .. 65535 */
  uint32_t weight;          /* 1 .. RK_SERVER_WEIGHT_MAX */
  int hasWeight;            /* the entry gave its weight */
};

/* A list, in one block of nByte bytes that holds no pointer (memcpy it
** to keep it elsewhere): the servers, then their text. */
struct RkServers {
  uint64_t nByte;
  uint64_t totalWeight;     /* the sum of the weights */
  uint32_t n;               /* 1 .. RK_SERVERS_MAX */
  RkServer a[1];            /* n of them, then the text */
};

static inline const char *rk_servers_text(const RkServers *s){
  return (const char*)&s->a[s->n];
}

/* Parses z[0..len): on RK_SERVERS_OK *pp is the list (from xMalloc; free
** it with the matching free); else *pp is 0 and, on RK_SERVERS_BAD, zErr
** says what is wrong ("server 2 ('a:b') has a port that is not 1 to
** 65535"; zErr of 200 bytes holds every message). The memory is at most
** the text's length plus 28 bytes a server. */
int rk_servers_parse(const char *z, size_t len, RkServers **pp,
                     void *(*xMalloc)(uint64_t), char *zErr, size_t nErr);

/* Writes the ring name of server i, as libmemcached and twemproxy hash
** it: the configured name when useName and the entry has one, else the
** host when the port is 11211, else "host:port". Returns its length
** (at most RK_SERVER_LEN_MAX + 6 bytes, written to zOut without a
** terminator). */
size_t rk_server_ring_name(const RkServers *s, uint32_t i, int useName,
                           char *zOut);

#endif
