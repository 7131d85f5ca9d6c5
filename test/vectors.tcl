# vectors.tcl - reading the rows of test/vectors/<scheme>.tsv as SQL, for
# scheme_vectors.test and batch_vectors.test.

set vecdir [file join $::testdir vectors]

# SQL for one value: text and blob values are hex.
proc sv_value {kind value} {
  switch -- $kind {
    text  { return "CAST(X'$value' AS TEXT)" }
    blob  { return "X'$value'" }
    int   -
    int32 { return $value }
    null  { return NULL }
    default { error "unknown kind $kind" }
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
}

# A file whose header has a `function` column holds the rows of several
# entries of one system (pinot.tsv): a row's entry is <file>_<function>,
# and a function ending in _seed<N> is that entry with the option seed=N
# ('pinot_murmur3(seed=9001)' for murmur3_seed9001). The hash and the
# partition are the columns of those names. A file without that column
# has one entry, the file's name without "_multi".

# The header's names.
proc sv_header {path} {
  set f [open $path r]
  while {[gets $f line] >= 0} {
    if {$line ne "" && ![string match "#*" $line]} break
  }
  close $f
  return [split $line "\t"]
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
proc sv_entry {file row layout} {
  set base [regsub {_multi$} $file {}]
  set fi [dict get $layout function]
  if {$fi < 0} { return [list $base {}] }
  set fn [lindex $row $fi]
  if {[regexp {^(.*)_seed(-?[0-9]+)$} $fn -> fn seed]} {
    return [list ${base}_$fn "(seed=$seed)"]
  }
  return [list ${base}_$fn {}]
}
