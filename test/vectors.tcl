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
  mysql_key_bin_multi {{} linear_partition mysql_linear_key_bin}
}
