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
}
