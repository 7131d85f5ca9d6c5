#!/bin/sh
# make cross-check: builds rowkey, test/sqlrun.c (SQLite's amalgamation
# compiled in) and test/hash_core.c for each target named on the command
# line with Debian's cross compilers, runs them (i386 natively, aarch64 and
# s390x under qemu-user, Windows under wine) and compares what they print
# with the x86-64 build's output, line for line:
#   exact.sql   key_hash/key_partition of every vector file row and of a
#               generated key set for every scheme, Vitess shard names,
#               overflow bounds, the key functions (tools/cross_queries.tcl)
#   float.sql   floating-point statistics; skipped by the x87 variants,
#               whose doubles are rounded from 64-bit mantissas
#   hash_core   the C harness of the pure core
# Targets: i386-gcc i386-clang (the Makefile's i386 flags: SSE2; gcc in
# -std=gnu11), i386-gcc-x87 i386-clang-x87 (the same without SSE2: what
# must be exact does not depend on it), aarch64 s390x win64.
#
#   sh tools/cross-check.sh TARGET...
#
# SQLite comes from the npm package better-sqlite3 (SQLITE_NPM), unpacked
# once under build/cross/sqlite; SQLITE_AMALGAMATION=DIR (holding sqlite3.c
# and sqlite3.h) uses another copy (tools/cross-lib.sh). Stops at the first
# difference.
set -eu
MAKE=${MAKE:-make}
TOP=$(pwd)
OUT=build/cross
mkdir -p "$OUT"
. tools/cross-lib.sh
get_sqlite

# Each output ends with the program's exit status, compared like the rest.
out() { # file, program...
  f=$1; shift
  { st=0; run "$@" || st=$?; echo "exit $st"; } | tr -d '\r' > "$f"
}

check() {
  out "$D/exact.out" "$D/sqlrun$EXEEXT" "$EXTF" < "$OUT/queries/exact.sql"
  if [ "$FLOAT" = 1 ]; then
    out "$D/float.out" "$D/sqlrun$EXEEXT" "$EXTF" < "$OUT/queries/float.sql"
  fi
  out "$D/hash_core.out" "$D/hash_core$EXEEXT"
  if [ "$T" = x86_64 ]; then
    for f in exact float hash_core; do
      [ "$(tail -1 "$D/$f.out")" = "exit 0" ] || { echo "cross-check: x86_64 $f failed" >&2; exit 1; }
    done
  fi
}

compare() {
  for f in exact float hash_core; do
    [ "$f" = float ] && [ "$FLOAT" = 0 ] && continue
    if ! cmp -s "$OUT/x86_64/$f.out" "$D/$f.out"; then
      echo "cross-check: $T differs from x86_64 in $f (< x86_64, > $T):" >&2
      diff "$OUT/x86_64/$f.out" "$D/$f.out" | head -20 >&2
      exit 1
    fi
  done
}

# x86-64 first: the reference, and the list of schemes for the queries.
first=1
for T in x86_64 "$@"; do
  [ "$T" = x86_64 ] && [ "$first" = 0 ] && continue
  first=0
  setup "$T"
  t0=$(now); build_ext; build_sqlrun; t1=$(now)
  if [ "$T" = x86_64 ]; then
    need tclsh tcl
    tclsh tools/cross_queries.tcl "$EXTF" "$OUT/queries"
  fi
  check; t2=$(now)
  [ "$T" = x86_64 ] || compare
  lines=$(cat "$D/exact.out" "$D/hash_core.out" | wc -l)
  [ "$FLOAT" = 1 ] && lines=$((lines + $(wc -l < "$D/float.out")))
  printf '%-15s build %4ss  check %4ss  %7s lines%s\n' "$T" $((t1 - t0)) $((t2 - t1)) \
    "$lines" "$([ "$T" = x86_64 ] && echo ' (reference)' || echo ' identical')"
done
echo "cross-check: every target prints what x86_64 prints"
