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

# The header's names.
proc sv_header {path} {
  set f [open $path r]
  while {[gets $f line] >= 0} {
    if {$line ne "" && ![string match "#*" $line]} break
  }
  close $f
  return [split $line "\t"]
}

# A hash the file writes as an unsigned 64-bit number above 2^63 - 1
# (Kudu's uint64): key_hash reports its two's complement, an int64.
proc sv_hash_norm {h} {
  if {[string is entier -strict $h] && $h > 9223372036854775807} {
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
  set i [string first : $s]
  if {$i < 0} { return $s$opts }
  return [string range $s 0 [expr {$i-1}]]$opts[string range $s $i end]
}
