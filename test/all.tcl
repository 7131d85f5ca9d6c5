# all.tcl - runs rowkey's test suite.
#
#   tclsh test/all.tcl ./rowkey.so              every test/*.test
#   tclsh test/all.tcl ./rowkey.so keys split   only files matching those words
#
# The last line of output is "N passed, N failed"; the exit code is 1 when
# anything failed.

if {[llength $argv] < 1} {
  puts stderr "usage: tclsh test/all.tcl PATH-TO-rowkey.so ?PATTERN ...?"
  exit 2
}
# The test files, the vectors and what the programs print are UTF-8,
# whatever the locale says (a fresh machine may have none: then Tcl would
# read them as ISO 8859-1).
encoding system utf-8
set ::ext [file normalize [lindex $argv 0]]
source [file join [file dirname [file normalize [info script]]] tester.tcl]

set files [lsort [glob -directory $::testdir *.test]]
set patterns [lrange $argv 1 end]
foreach file $files {
  set tail [file rootname [file tail $file]]
  if {[llength $patterns]} {
    set keep 0
    foreach p $patterns { if {[string match *$p* $tail]} { set keep 1 } }
    if {!$keep} continue
  }
  set before [expr {$::nPass + $::nFail}]
  set failBefore $::nFail
  reset_db
  if {[catch {source $file} msg]} {
    incr ::nFail
    lappend ::failed "$tail (aborted)"
    puts "! $tail aborted: $msg"
    puts $::errorInfo
  }
  set n [expr {$::nPass + $::nFail - $before}]
  puts [format "%-24s %5d tests, %d failed" $tail $n [expr {$::nFail - $failBefore}]]
}
catch {db close}
if {$::nFail} { puts "failed: $::failed" }
puts "$::nPass passed, $::nFail failed"
exit [expr {$::nFail ? 1 : 0}]
