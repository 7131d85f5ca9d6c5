# servers.tcl - helpers for the tests that run a real database server
# (test/postgres_server.test, test/clickhouse_server.test), on top of
# systems.tcl's skip rule, temporary directory, free port and process
# checks.
#
# A test starts its server once, privately (a temporary directory, a Unix
# socket or 127.0.0.1 on a free port), runs every check against it, and
# stops it by its PID in a `finally`, also when a check fails. When the
# server's package is missing the test prints "skipped: ..." with the
# package names; with ROWKEY_REQUIRE_CLIENTS=1 (as .ci/run sets it) the
# skip is a failure.

# The server binary that must stay the direct child (its PID is stopped).
set ::ch_server_bin ""

source [file join [file dirname [info script]] systems.tcl]

proc server_is_root {} {
  expr {![catch {exec id -u} uid] && $uid == 0}
}

# The command line that runs a server's own program (initdb, psql,
# clickhouse-server, ...) without the sanitizer runtime that make sanitize
# preloads for the extension: those programs do not load rowkey, and some
# of them hang under it.
proc server_cmd {args} {
  set env {}
  # A client program or initdb that hangs is stopped: every wait is bounded.
  if {[auto_execok timeout] ne "" && [lindex $args 0] ne $::ch_server_bin} {
    set args [list timeout 300 {*}$args]
  }
  foreach v {LD_PRELOAD ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS} {
    if {[info exists ::env($v)]} { lappend env -u $v }
  }
  if {[llength $env]} { return [list env {*}$env {*}$args] }
  return $args
}

# Runs script until it returns true, at most tries times, ms apart.
proc server_wait {tries ms script} {
  for {set i 0} {$i < $tries} {incr i} {
    if {[uplevel 1 $script]} { return 1 }
    after $ms
  }
  return 0
}

# Hex text to bytes (SQLite 3.40 has no unhex()).
proc server_unhex {h} { binary decode hex $h }

# The first few mismatches of a comparison, or {} when there are none.
proc server_first {list {n 5}} { lrange $list 0 [expr {$n - 1}] }
