/*
** boost_hash.h - boost::hash<std::string> as Boost 1.74 computes it on a
** 64-bit build (no SQLite dependency).
**
** The Apache Pulsar C++ client (and the Python, Node.js and Go-cgo clients
** built on libpulsar) routes a key by this hash by default (BoostHash).
** boost::hash_range folds each char into a size_t seed with hash_combine,
** which for a 64-bit size_t is MurmurHash64A's block step plus
** 0xe6546b64:
**
**   h = 0; for each byte c (C char, signed on x86-64, widened to 64 bits):
**     k = c * M; k ^= k >> 47; k *= M; h ^= k; h *= M; h += 0xe6546b64
**   (M = 0xc6a4a7935bd1e995, all arithmetic mod 2^64)
**
** This is build-dependent: Boost 1.81 rewrote boost::hash for strings and
** a 32-bit size_t mixes differently; this is the 1.74 64-bit function
** (Debian 12's libboost1.74).
*/
#ifndef ROWKEY_BOOST_HASH_H
#define ROWKEY_BOOST_HASH_H

#include <stddef.h>
#include <stdint.h>

/* boost::hash<std::string> (Boost 1.74, 64-bit) of len bytes at p. */
uint64_t rk_boost174_hash(const void *p, size_t len);

/* Continues a hash h over len more bytes (h = 0 to start). */
uint64_t rk_boost174_more(uint64_t h, const void *p, size_t len);

#endif
