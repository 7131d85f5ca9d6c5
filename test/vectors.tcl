# vectors.tcl - reading the rows of test/vectors/<scheme>.tsv as SQL, for
# scheme_vectors.test and batch_vectors.test.

set vecdir [file join $::testdir vectors]

# The scheme of a file's rows: its name without ".tsv", and without
# "_multi" (multi-column keys) or "_int32" (a file of int32 rows only,
# for the scheme's ':int32' form, where the system's own file has none:
# iceberg_int32.tsv).
proc sv_file_scheme {file} { regsub {_(multi|int32)$} $file {} }

# SQL for one value: text and blob values are hex.
proc sv_value {kind value} {
  switch -- $kind {
    text  { return "CAST(X'$value' AS TEXT)" }
    blob  { return "X'$value'" }
    int   -
    int32 { return $value }
    null  { return NULL }
    default {
      if {[sv_kind_entry_of $kind] eq ""} { error "unknown kind $kind" }
      return '[string map {' ''} $value]'
    }
  }
}

# The columns of a multi row: "kind:value,kind:value", "null" for NULL.
proc sv_columns {value} {
  set out {}
  foreach item [split $value ,] {
    if {$item eq "null"} { lappend out NULL; continue }
    set i [string first : $item]
    lappend out [sv_value [string range $item 0 [expr {$i-1}]] \
                          [string range $item [expr {$i+1}] end]]
  }
  return [join $out ", "]
}

# The header's names of a vectors file.
proc sv_header {path} {
  set f [open $path r]
  fconfigure $f -encoding utf-8
  while {[gets $f line] >= 0} {
    if {$line ne "" && ![string match "#*" $line]} break
  }
  close $f
  return [split $line "\t"]
}

# The rows of a vectors file, as read_tsv reads them, each a standard row
# (kind value n hash partition ...). A file whose header has kind2 and
# value2 columns holds two-column keys (nats_multi: kind value and kind2
# value2): its rows become multi rows of those two columns, in the order a
# "mapping" column lists them when there is one ('partition(16,2,1)':
# the second column first, as the system hashes them).
proc sv_read {path} {
  set header [sv_header $path]
  set rows [read_tsv $path]
  set k2 [lsearch -exact $header kind2]
  set v2 [lsearch -exact $header value2]
  if {$k2 < 0 || $v2 < 0} { return $rows }
  set mi [lsearch -exact $header mapping]
  set out {}
  foreach row $rows {
    set items [list [lindex $row 0]:[lindex $row 1] [lindex $row $k2]:[lindex $row $v2]]
    set order {1 2}
    if {$mi >= 0 && [regexp {^[a-z_]+\(\s*\d+\s*((?:,\s*\d+\s*)+)\)$} [lindex $row $mi] -> args]} {
      set order [lmap x [lrange [split $args ,] 1 end] {string trim $x}]
    }
    set cols [lmap i $order {lindex $items [expr {$i - 1}]}]
    lappend out [lreplace $row 0 1 multi [join $cols ,]]
  }
  return $out
}

# A file's further columns, by the header's names: the hash and partition
# of another scheme for the same key (the scheme its kind would give
# instead, when the file's scheme is S and the column's is S:T or S_T).
# An empty cell is no value for that key.
set sv_extra {
  cockroachdb_shard {hash_md5 partition_md5 cockroachdb_shard_md5}
  hive_v1 {varchar_hash varchar_partition hive_v1:varchar}
  tidb_key {{} hash_partition tidb_hash}
  cosmos {v1_epk {} cosmos_v1}
  mysql_key {{} linear_partition mysql_linear_key}
  mysql_key51 {{} linear_partition mysql_linear_key51}
  mysql_key_bin {{} linear_partition mysql_linear_key_bin}
  mysql_hash {{} linear_partition mysql_linear_hash}
  mysql_key_multi {{} linear_partition mysql_linear_key}
  pulsar {hash_cpp partition_cpp pulsar_cpp_java}
  pulsar_murmur {hash_cpp partition_cpp pulsar_cpp_murmur}
  mysql_key_bin_multi {{} linear_partition mysql_linear_key_bin}
}

# Columns that say how a row is run, by the header's names: 'servers' (a
# ring's server list, comma-separated) is n, as the JSON array of strings
# key_partition takes; 'hash_fn' (a pool's hash) is the scheme's hash
# option: 'twemproxy_ketama(hash=md5)'.
proc sv_row_n {header row n} {
  set i [lsearch -exact $header servers]
  if {$i < 0} { return $n }
  set items [lmap s [split [lindex $row $i] ,] { string map {\\ \\\\ \" \\\"} $s }]
  set json "\[\"[join $items {","}]\"\]"
  return "'[string map {' ''} $json]'"
}
proc sv_row_scheme {header row scheme} {
  set i [lsearch -exact $header hash_fn]
  if {$i < 0} { return $scheme }
  return "$scheme\(hash=[lindex $row $i])"
}
# n as SQL: an integer as it is, else the text quoted.
proc sv_sql_n {n} {
  if {[string is wideinteger -strict $n]} { return $n }
  return "'[string map {' ''} $n]'"
}

# A file's kinds that are no SQLite type but a key type of another entry of
# the same system: the value is that key's TEXT as written (not hex), under
# that entry (kinesis's hashkey rows are ExplicitHashKeys,
# 'kinesis_hash_key'). batch_vectors.test and batch_python.test pass the
# map on to their programs.
set sv_kind_entry {
  kinesis {hashkey kinesis_hash_key}
}

# The entry of a row of kind kind in file file, given the scheme s it
# would use otherwise.
proc sv_entry {file kind s} {
  if {[dict exists $::sv_kind_entry $file $kind]} {
    return [dict get $::sv_kind_entry $file $kind]
  }
  return $s
}

# The entry some file names for kind kind, or "".
proc sv_kind_entry_of {kind} {
  dict for {file kinds} $::sv_kind_entry {
    if {[dict exists $kinds $kind]} { return [dict get $kinds $kind] }
  }
  return ""
}

# A file whose header has a `function` column holds the rows of several
# entries of one system (pinot.tsv): a row's entry is <file>_<function>,
# and a function ending in _seed<N> is that entry with the option seed=N
# ('pinot_murmur3(seed=9001)' for murmur3_seed9001). The hash and the
# partition are the columns of those names. A file without that column
# has one entry, the file's name without "_multi".

# Files whose scheme is one form of another entry: each row also runs under
# that entry with these options (twemproxy_ketama is
# 'twemproxy(distribution=ketama)'), and the entry's vectors are that file's.
set sv_also {
  twemproxy_ketama {twemproxy distribution=ketama}
  twemproxy_modula {twemproxy distribution=modula}
}
# The scheme a row of such a file also runs under: the entry, its options
# and the row's own (a pool's hash_fn column: sv_row_scheme).
proc sv_also_scheme {header row file} {
  lassign [dict get $::sv_also $file] entry opts
  set i [lsearch -exact $header hash_fn]
  if {$i >= 0} { append opts ",hash=[lindex $row $i]" }
  return "$entry\($opts)"
}

# The header's index of each standard column: function (-1: none), hash,
# partition.
proc sv_layout {header} {
  set out {}
  foreach c {function hash partition} {
    dict set out $c [lsearch -exact $header $c]
  }
  return $out
}

# A row as kind, value, n, hash, partition, whatever the file's layout.
proc sv_std {row layout} {
  list {*}[lrange $row 0 2] [lindex $row [dict get $layout hash]] \
      [lindex $row [dict get $layout partition]]
}

# The entry of a row, as {name options}: the name without options (kind
# int32 rows may then take its ':int32' form), the options "(...)" or "".
proc sv_fn_entry {file row layout} {
  set base [sv_file_scheme $file]
  set fi [dict get $layout function]
  if {$fi < 0} { return [list $base {}] }
  set fn [lindex $row $fi]
  if {[regexp {^(.*)_seed(-?[0-9]+)$} $fn -> fn seed]} {
    return [list ${base}_$fn "(seed=$seed)"]
  }
  return [list ${base}_$fn {}]
}

# A hash the file writes as an unsigned 64-bit number above 2^63 - 1
# (Kudu's uint64): key_hash reports its two's complement, an int64.
proc sv_hash_norm {h} {
  if {[string is entier -strict $h] && $h > 9223372036854775807
      && $h < 18446744073709551616} {
    return [expr {$h - 18446744073709551616}]
  }
  return $h
}

# The option names of a scheme (rowkey_schemes.options: "seed (0 to ...)").
proc sv_option_names {scheme} {
  set base [lindex [split $scheme :] 0]
  if {![info exists ::sv_optnames($base)]} {
    set opts [db onecolumn {SELECT options FROM rowkey_schemes WHERE name = $base}]
    set ::sv_optnames($base) [regexp -all -inline {[a-z_]+(?= \()} $opts]
  }
  return $::sv_optnames($base)
}

# A row's fields by the header's names: kind, value, n, hash (normalized),
# partition, and the options its columns name ("(seed=42)", or ""), for
# files whose hash and partition are not the 4th and 5th columns or that
# carry an option per row (kudu.tsv's seed).
proc sv_fields {header row scheme} {
  lassign $row kind value n
  set hi [lsearch -exact $header hash]
  set pi [lsearch -exact $header partition]
  set hash [lindex $row [expr {$hi < 0 ? 3 : $hi}]]
  set part [lindex $row [expr {$pi < 0 ? 4 : $pi}]]
  set opts {}
  foreach o [sv_option_names $scheme] {
    # A standard column is never an option's (twemproxy's hash option is
    # the hash_fn column: sv_row_scheme).
    if {$o in {kind value n hash partition}} continue
    set oi [lsearch -exact $header $o]
    if {$oi >= 0 && [lindex $row $oi] ne ""} { lappend opts "$o=[lindex $row $oi]" }
  }
  set opts [expr {[llength $opts] ? "([join $opts ,])" : ""}]
  list $kind $value $n [sv_hash_norm $hash] $part $opts
}

# Scheme s ('kudu', 'kudu:int32', 'kudu:int32,text') with options opts:
# the options after the name and before the column types,
# 'kudu(seed=42):int32,text'.
proc sv_with_options {s opts} {
  if {$opts eq ""} { return $s }
  # An entry's own name ('pinot_murmur3:int32') takes them at its end.
  if {[db exists {SELECT 1 FROM rowkey_schemes WHERE name = $s}]} { return $s$opts }
  set i [string first : $s]
  if {$i < 0} { return $s$opts }
  return [string range $s 0 [expr {$i-1}]]$opts[string range $s $i end]
}

# Two option lists "(a=1)" and "(b=2)" as one, "(a=1,b=2)"; either may be "".
proc sv_opts_join {a b} {
  if {$a eq ""} { return $b }
  if {$b eq ""} { return $a }
  return "[string range $a 0 end-1],[string range $b 1 end]"
}
