#!/bin/sh
# instructions.sh - instructions per row of the targeted queries of make
# bench, counted by callgrind: exact and the same on every run, unlike
# times on a busy machine.
#
#   sh bench/instructions.sh [PATH-TO-rowkey.so]     (make bench builds one)
#   BENCH_SCHEMES='mysql%' sh bench/instructions.sh  (those schemes' rows only)
#
# Each query runs alone (BENCH_QUERY) on a table of BENCH_ROWS rows (default
# 20000) under valgrind --tool=callgrind, collecting only inside run_stmt();
# the program runs it twice (a warm-up and one round). "above" subtracts
# the bare scan of the same column, and "ratio" divides by the comparator's
# "above", as in make bench.
set -eu
EXT=${1:-build/release/rowkey.so}
BENCH=${BENCH:-build/bench}
ROWS=${BENCH_ROWS:-20000}
HASH_ALONE=${HASH_ALONE:-build/hash_alone}
SQLITE3=${SQLITE3:-sqlite3}
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 2; }

# Instructions per row of one query.
ir() {
  BENCH_QUERY="$1" BENCH_ROWS=$ROWS BENCH_ROUNDS=1 BENCH_CSV=/dev/null \
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    --toggle-collect=run_stmt "$BENCH" "$EXT" 2>&1 >/dev/null \
    | awk -v n="$ROWS" '/Collected/ { printf "%.1f", $4 / (2 * n) }'
}

# Instructions per key of a scheme's hash and reduction alone (no SQLite).
ir_hash() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    --toggle-collect=run_hash "$HASH_ALONE" "$1" "$2" "$ROWS" 2>&1 >/dev/null \
    | awk -v n="$ROWS" '/Collected/ { printf "%.1f", $4 / n }'
}

# query | its bare scan | comparator | the comparator's bare scan | target
LIST="salt_key(seq, 10)|scan(seq)|sql: (seq % 10) || '|' || seq|scan(seq)|0.25
unsalt_key(sk)|scan(sk)|sql: substr/instr unsalt|scan(sk)|0.25
murmur_partition(r, 97)|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'oceanbase')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'oceanbase_bin')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'kafka')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'spark')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'iceberg')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'hive')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'cassandra')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'kafka:int32')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'spark:int32')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'hive:int32')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(r, 97, 'cassandra:int32')|scan(r)|abs(r)|scan(r)|1.5
murmur_partition(t, 97)|scan(t)|upper(t)|scan(t)|1.0
split_region(sk, 10, 1)|scan(sk)|abs(r)|scan(r)|2.0
split_region(seq, 10, 1)|scan(seq)|abs(r)|scan(r)|2.0
split_region(seq, 97, 2, 100)|scan(seq)|abs(r)|scan(r)|2.0
partition_skew(p, 1000)|scan(p)|sql: GROUP BY p|scan(p)|1.0
partition_skew(p, 1000, w)|scan(p, w)|partition_skew(p, 1000)|scan(p)|1.10
split_region(sk, '[1000 split keys]')|scan(sk)|split_region(sk, 1001, 4, 10000)|scan(sk)|2.0
top_keys(z, 100)|scan(z)|sql: GROUP BY z ORDER BY count(*) DESC LIMIT 100|scan(z)|0.5"

CACHE=$(mktemp)
trap 'rm -f "$CACHE"' EXIT
# Counts each query once, however many rows name it.
count() {
  c=$(awk -F'\t' -v q="$1" '$1 == q { print $2 }' "$CACHE")
  if [ -z "$c" ]; then
    c=$(ir "$1")
    printf '%s\t%s\n' "$1" "$c" >> "$CACHE"
  fi
  echo "$c"
}

SCHEMES=${BENCH_SCHEMES:-}
[ -n "$SCHEMES" ] || {
printf '%-42s %8s %8s  %-32s %8s %6s %6s\n' query "Ir/row" above \
  "compared with" above ratio target
echo "$LIST" | while IFS='|' read -r q b c cb t; do
  # The comparators "|| '|' ||" hold the separator: put it back together.
  case "$c" in "sql: (seq % 10) "*) c="sql: (seq % 10) || '|' || seq"; cb="scan(seq)"; t="0.25";; esac
  iq=$(count "$q"); ib=$(count "$b"); ic=$(count "$c"); icb=$(count "$cb")
  awk -v q="$q" -v c="$c" -v iq="$iq" -v ib="$ib" -v ic="$ic" -v icb="$icb" \
      -v t="$t" 'BEGIN {
    a = iq - ib; ac = ic - icb; r = ac > 0 ? a / ac : 0
    printf "%-42s %8.1f %8.1f  %-32s %8.1f %6.2f %6s %s\n", q, iq, a, c, ac, r, t,
           (r <= t ? "ok" : "MISS")
  }'
done
}

# key_partition for every scheme the extension lists (n = 97), INTEGER
# keys (column r) and TEXT keys (column t), next to two floors: the call
# of a function that does nothing (noop: what any function costs SQLite)
# and the scheme's hash and reduction alone (build/hash_alone, no SQLite).
# "binding" is what is left: key_partition - noop - hash, the cost of
# reading the arguments and the cache. Targets: 35 (INTEGER), 40 (TEXT).
echo
printf '%-26s %5s %8s %8s %8s %8s %6s\n' scheme key "Ir/row" noop hash binding target
floor_r=$(count "noop(r)"); floor_t=$(count "noop(t)")
"$SQLITE3" -cmd ".load $EXT" -separator ' ' :memory: \
  "SELECT name, integer_key IS NOT NULL, text_key IS NOT NULL FROM rowkey_schemes
    WHERE n_min <= 97 AND n_max >= 97 AND name LIKE '${SCHEMES:-%}'" |
while read -r s hasInt hasText; do
  for kind in int text; do
    if [ $kind = int ]; then
      [ "$hasInt" = 1 ] || continue
      q="key_partition(r, 97, '$s')"; fl=$floor_r; tg=35
      # A scheme without negative keys (kinesis_hash_key): bench.c's r & INT64_MAX.
      "$SQLITE3" -cmd ".load $EXT" :memory: "SELECT key_partition(-1, 97, '$s')" \
        >/dev/null 2>&1 || q="key_partition(r & INT64_MAX, 97, '$s')"
    else
      [ "$hasText" = 1 ] || continue
      # Only where the scheme takes any text (vitess takes decimal text).
      "$SQLITE3" -cmd ".load $EXT" :memory: "SELECT key_partition('user42', 97, '$s')" \
        >/dev/null 2>&1 || continue
      q="key_partition(t, 97, '$s')"; fl=$floor_t; tg=40
    fi
    iq=$(count "$q"); ih=$(ir_hash "$s" $kind)
    awk -v s="$s" -v k=$kind -v iq="$iq" -v fl="$fl" -v ih="$ih" -v t=$tg 'BEGIN {
      b = iq - fl - ih
      printf "%-26s %5s %8.1f %8.1f %8.1f %8.1f %6s %s\n", s, k, iq, fl, ih, b, t,
             (b <= t ? "ok" : "MISS")
    }'
  done
done

# key_partition when n changes from row to row (n from a column, as in a
# join against a table of clusters), INTEGER keys: n alternating between
# 96 and 97, cycling through 82..97, and cycling through 1..100 (more n
# than key_partition keeps places for: nearly every row builds its place),
# against the cached n = 97 above. "x" divides by key_partition(r, 97,
# scheme). Rows whose n is 1..100 include the schemes' cost at small n.
echo
printf '%-26s %8s %9s %6s %9s %6s %9s %6s\n' scheme "n=97" "n=96,97" x \
  "n=82..97" x "n=1..100" x
"$SQLITE3" -cmd ".load $EXT" -separator ' ' :memory: \
  "SELECT name FROM rowkey_schemes WHERE integer_key IS NOT NULL
    AND n_min <= 1 AND n_max >= 100 AND name LIKE '${SCHEMES:-%}'" |
while read -r s; do
  "$SQLITE3" -cmd ".load $EXT" :memory: "SELECT key_partition(-1, 97, '$s')" \
    >/dev/null 2>&1 || continue
  ic=$(count "key_partition(r, 97, '$s')")
  i2=$(BENCH_VARYING=1 ir "key_partition(r, 96 + (seq & 1), '$s')")
  i16=$(BENCH_VARYING=1 ir "key_partition(r, 82 + seq % 16, '$s')")
  i100=$(BENCH_VARYING=1 ir "key_partition(r, 1 + seq % 100, '$s')")
  awk -v s="$s" -v ic="$ic" -v i2="$i2" -v i16="$i16" -v i100="$i100" 'BEGIN {
    printf "%-26s %8.1f %9.1f %6.2f %9.1f %6.2f %9.1f %6.2f\n", s, ic, i2, i2 / ic,
           i16, i16 / ic, i100, i100 / ic
  }'
done
