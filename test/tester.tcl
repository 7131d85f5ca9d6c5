# tester.tcl - a small look-alike of SQLite's own test harness.
#
# Runs under plain tclsh with Debian's Tcl binding (libsqlite3-tcl). Each
# .test file starts with a fresh in-memory database "db" that has rowkey
# loaded, and uses:
#
#   do_test NAME SCRIPT EXPECTED        run SCRIPT, compare its result
#   do_execsql_test NAME SQL EXPECTED   run SQL, compare the flat row list
#   do_catchsql_test NAME SQL EXPECTED  expect {0 rows} or {1 {error text}}
#   finish_test                         end of a file (a no-op here)

package require sqlite3

set ::testdir [file dirname [file normalize [info script]]]
set ::topdir  [file dirname $::testdir]
if {![info exists ::nPass]} { set ::nPass 0; set ::nFail 0; set ::failed {} }

# Path of the extension under test, set by all.tcl.
proc ext_path {} { return $::ext }

proc load_rowkey {dbh} {
  $dbh enable_load_extension 1
  $dbh eval {SELECT load_extension($::ext)}
}

proc reset_db {} {
  catch {db close}
  sqlite3 db :memory:
  load_rowkey db
}

proc do_test {name script expected} {
  set rc [catch {uplevel #0 $script} result]
  if {$rc} { set result "error: $result" }
  if {$rc == 0 && [string equal $result $expected]} {
    incr ::nPass
  } else {
    incr ::nFail
    lappend ::failed $name
    puts "! $name"
    puts "!   expected: \[$expected\]"
    puts "!   got:      \[$result\]"
  }
}

# Compares as lists, so layout and line breaks in EXPECTED do not matter.
proc do_execsql_test {name sql expected} {
  do_test $name [list db eval $sql] [list {*}$expected]
}

proc do_catchsql_test {name sql expected} {
  do_test $name [list catchsql $sql] [list {*}$expected]
}

proc catchsql {sql} {
  set rc [catch {db eval $sql} msg]
  return [list $rc $msg]
}

proc execsql {sql} { uplevel #0 [list db eval $sql] }

proc finish_test {} {}

# Reads a test-vector TSV: returns the rows (lists of fields) after the
# '#' comment lines and the header line.
proc read_tsv {path} {
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

