# cross_queries.tcl - writes the statements that make cross-check runs on
# every target (test/sqlrun.c prints their results; the check compares
# them with the x86-64 build's):
#
#   tclsh tools/cross_queries.tcl EXTENSION OUTDIR
#
# OUTDIR/exact.sql   every row of test/vectors/*.tsv through key_hash and
#                    key_partition (the _multi forms for multi-column rows),
#                    published.tsv through key_hash, a generated key set
#                    (integers, text, blobs, reals) through every scheme of
#                    rowkey_schemes at several n, the Vitess shard names,
#                    the overflow bounds of the weights, the key functions
# OUTDIR/float.sql   statistics computed in floating point (partition_skew,
#                    top_keys with real weights, node_imbalance): equal on
#                    targets whose doubles are IEEE doubles (SSE2 on i386)
#
# EXTENSION is the x86-64 build, read only for the list of schemes and
# their ranges, so that a new scheme is checked without editing this file.
lassign $argv ext outdir
if {$outdir eq ""} {
  puts stderr "usage: tclsh tools/cross_queries.tcl EXTENSION OUTDIR"
  exit 2
}
package require sqlite3
set top [file dirname [file dirname [file normalize [info script]]]]
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
file mkdir $outdir

# SQL for a vector file's values: the suite's own reader (test/vectors.tcl).
set ::testdir [file join $top test]
source [file join $::testdir vectors.tcl]
proc read_rows {path} {
  set f [open $path r]
  fconfigure $f -encoding utf-8
  set rows {}
  set header 1
  while {[gets $f line] >= 0} {
    if {[string match "#*" $line] || $line eq ""} continue
    if {$header} { set header 0; continue }
    lappend rows [split $line "\t"]
  }
  close $f
  return $rows
}

# What vectors.tcl's sv_read reads the rows with (tester.tcl's, not loaded here).
proc read_tsv {path} { read_rows $path }

set out [open [file join $outdir exact.sql] w]
fconfigure $out -encoding utf-8 -translation lf

# --- The vector files ----------------------------------------------------------
foreach path [lsort [glob -directory [file join $top test vectors] *.tsv]] {
  set file [file rootname [file tail $path]]
  puts $out "-- $file"
  if {$file eq "published"} {
    foreach row [read_rows $path] {
      lassign $row scheme kind value
      puts $out "SELECT key_hash([sv_value $kind $value], '$scheme');"
    }
    continue
  }
  set header [sv_header $path]
  set layout [sv_layout $header]
  # sv_read: a file of two-column keys (kind2, value2) gives multi rows.
  foreach row [sv_read $path] {
    lassign $row kind value n
    # A ring's n is its server list, a pool's hash an option (sv_row_n).
    set n [sv_row_n $header $row $n]
    # The row's entry (a file with a function column has several).
    lassign [sv_fn_entry $file $row $layout] scheme opts
    set scheme [sv_row_scheme $header $row $scheme]
    if {$kind eq "multi"} {
      set cols [sv_columns $value]
      puts $out "SELECT key_hash_multi('$scheme$opts', $cols), key_partition_multi($n, '$scheme$opts', $cols);"
    } else {
      set s [sv_entry $file $kind [expr {$kind eq "int32" ? "$scheme:int32" : $scheme}]]$opts
      set key [sv_value $kind $value]
      puts $out "SELECT key_hash($key, '$s'), key_partition($key, $n, '$s');"
    }
  }
}

# --- A generated key set through every scheme ----------------------------------
# 400 keys of each kind: integers spread over the whole 64-bit range and
# small ones, text of every length to 40 bytes with multi-byte UTF-8 and
# trailing spaces, blobs, reals. A scheme that refuses a kind prints its
# error, which is compared too.
set keys {
  int  {WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 399)
        SELECT CASE WHEN i = 3 THEN 9223372036854775807 WHEN i = 7 THEN -9223372036854775807 - 1
               WHEN i % 4 = 0 THEN i - 200 WHEN i % 4 = 1 THEN (i * 2654435761) % 2147483648
               WHEN i % 4 = 2 THEN (i * 2654435761) * 4194304 + i
               ELSE -((i * 40503) * 274877906944 + i) END AS k FROM c}
  int32 {WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 399)
        SELECT CASE WHEN i = 3 THEN 2147483647 WHEN i = 7 THEN -2147483648
               WHEN i % 2 = 0 THEN i - 200 ELSE (i * 2654435761) % 4294967296 - 2147483648 END AS k FROM c}
  digits {WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 399)
        SELECT CASE WHEN i = 3 THEN '18446744073709551615' ELSE CAST(i * 2654435761 AS TEXT) END AS k FROM c}
  text {WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 399)
        SELECT substr(printf('user-%d-é€𝄞 Ab %d', i, i * 7919), 1, i % 41) || CASE WHEN i % 7 = 0 THEN '  ' ELSE '' END AS k FROM c}
  blob {WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 399)
        SELECT CAST(substr(printf('%x%x', i * 2654435761, i * 40503), 1, i % 24) AS BLOB) AS k FROM c}
  real {WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 399)
        SELECT (i - 200) / 8.0 AS k FROM c}
}
puts $out "-- generated keys"
db eval {SELECT name, n_min, n_max, multi, seed FROM rowkey_schemes ORDER BY name} r {
  set ns {}
  foreach n [list $r(n_min) 2 7 98 1000 65536 $r(n_max)] {
    if {$n >= $r(n_min) && $n <= $r(n_max) && $n ni $ns} { lappend ns $n }
  }
  foreach {kind cte} $keys {
    # 32-bit forms take the int32 set for their integers, the others the
    # 64-bit one; text of digits is for the schemes that parse it.
    if {$kind eq "int" && [string match *:int32 $r(name)]} continue
    if {$kind eq "int32" && ![string match *:int32 $r(name)]} continue
    set cte [string map {\n " "} $cte]
    set parts [lmap n $ns { string cat "key_partition(k, $n, '$r(name)')" }]
    puts $out "WITH keys AS ($cte) SELECT key_hash(k, '$r(name)'), [join $parts {, }] FROM keys;"
    if {$r(seed)} {
      puts $out "WITH keys AS ($cte) SELECT key_hash(k, '$r(name)', 1), key_hash(k, '$r(name)', 4294967295) FROM keys;"
    }
  }
  if {$r(multi)} {
    if {[string match *:int32 $r(name)]} {
      set cte [dict get $keys int32]
      set cols {k, k / 3}
    } else {
      set cte [dict get $keys int]
      set cols {k, 'x' || k}
    }
    set cte [string map {\n " "} $cte]
    puts $out "WITH keys AS ($cte) SELECT key_hash_multi('$r(name)', $cols), key_partition_multi(7, '$r(name)', $cols) FROM keys;"
  }
}

# --- Vitess shard names ----------------------------------------------------------
# Every name for n up to 1100; for larger n the boundaries where i * max / n
# is a whole number, where float64 may land one below.
puts $out "-- vitess shard names"
for {set n 1} {$n <= 1100} {incr n} {
  puts $out "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < $n - 1) SELECT $n, group_concat(vitess_shard_name($n, i), ' ') FROM c;"
}
foreach n {1101 1176 1960 3000 4095 4096 5000 9800 19600 30000 39200 49151 62001 65535 65536} {
  set max [expr {$n <= 256 ? 256 : 65536}]
  puts $out "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < $n - 1) SELECT $n, group_concat(vitess_shard_name($n, i), ' ') FROM c WHERE (i * $max) % $n = 0 OR ((i + 1) * $max) % $n = 0;"
}

# --- The overflow of a total weight ----------------------------------------------
# (2^53-1) * 2^971 is the largest double; with 2^970 the sum is the midpoint
# to 2^1024, which rounds to infinity; with the double below 2^970 it
# rounds back to the largest double. Products of powers of two are exact
# in any floating-point mode.
proc pow2 {m k} {
  set e $m
  for {} {$k >= 40} {incr k -40} { append e " * 1099511627776.0" }
  append e " * [expr {2**$k}].0"
}
set big [pow2 9007199254740991.0 971]
puts $out "-- weight overflow"
foreach fn {{partition_skew(p, 3, w)} {top_keys(p, 3, w)}} {
  foreach other [list [pow2 1.0 970] [pow2 9007199254740991.0 917]] {
    puts $out "SELECT $fn IS NOT NULL FROM (SELECT 0 AS p, $big AS w UNION ALL SELECT 1, $other);"
    puts $out "SELECT $fn IS NOT NULL FROM (SELECT 0 AS p, $other AS w UNION ALL SELECT 1, $big);"
  }
}

# --- The key functions -------------------------------------------------------------
puts $out "-- keys"
puts $out "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 299) SELECT salt_key(i * 7919, 1 + i % 97), salt_key(i * 7919, 10, '|', 'reverse'), reverse_id(i * 104729), salt_bucket(salt_key(i, 16)), split_region(salt_key(i * 31, 10), 10, 1) FROM c;"
foreach {n w b} {4 2 4 10 1 10 16 4 64 100 3 100 7 2 13} {
  puts $out "SELECT * FROM split_points($n, $w, $b);"
}
foreach alg {HexStringSplit DecimalStringSplit UniformSplit} {
  foreach n {2 3 7 16} { puts $out "SELECT * FROM hbase_splits('$alg', $n);" }
}
puts $out "SELECT * FROM split_regions('\[\"g\", \"n\", \"user42\"\]');"
foreach sz {'24TB' '1GB' '512MB' '3.5TB' 1000000} {
  puts $out "SELECT recommend_partitions($sz), recommend_partitions($sz, 3);"
}
close $out

# --- Floating-point statistics -----------------------------------------------------
set out [open [file join $outdir float.sql] w]
fconfigure $out -encoding utf-8 -translation lf
foreach n {3 7 97 1000} {
  set rows [expr {$n * 13}]
  puts $out "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $rows) SELECT partition_skew(key_partition(i, $n, 'kafka'), $n) FROM c;"
  puts $out "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $rows) SELECT partition_skew(key_partition(i, $n, 'spark'), $n, (i % 17) / 3.0 + 0.1) FROM c;"
  puts $out "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $rows) SELECT partition_skew(key_partition(i, $n, 'vitess'), $n, i * 1e300 / 7) FROM c;"
  puts $out "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $rows) SELECT top_keys(i % 23, 5, (i % 11) / 7.0) FROM c;"
}
foreach {p nodes} {7 3 97 10 1000 7 16 16} {
  puts $out "SELECT node_imbalance($p, $nodes);"
}
close $out
