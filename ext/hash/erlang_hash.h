/*
** erlang_hash.h - Erlang/OTP's portable term hash of a binary and the
** RabbitMQ consistent-hash exchange's jump over Erlang's rand exs1024
** generator (no SQLite dependency).
**
** rk_erlang_phash2_binary is erlang:phash2(<<Bytes>>): erts make_hash2
** (erts/emulator/beam/utils.c) of a binary is Bob Jenkins's lookup2
** block hash of its bytes with initial value HCONST_13 (0x08d12e65, the
** golden ratio times 13), or that value itself for no bytes; phash2 keeps
** its low 27 bits. phash2(<<>>) = 13708901.
**
** rk_erlang_chx_bucket(K, N) is rabbit_exchange_type_consistent_hash's
** jump_consistent_hash(K, N): N = 1 gives 0; else the state
** rand:seed_s(exs1024, {K, K, K}), b = -1, j = 0, and while j < N:
** b = j, R = rand:uniform_s (exs1024 keeps the old float rule: the next
** 64-bit output divided by 2^64), j = trunc((b + 1) / R). The bucket is b.
*/
#ifndef ROWKEY_ERLANG_HASH_H
#define ROWKEY_ERLANG_HASH_H

#include <stddef.h>
#include <stdint.h>

/* erlang:phash2 of the binary p[0..len): 0 .. 2^27 - 1. */
uint32_t rk_erlang_phash2_binary(const void *p, size_t len);

/* The bucket in [0, n) (n >= 1) that K selects (K >= 0). */
uint64_t rk_erlang_chx_bucket(uint64_t k, uint64_t n);

#endif
