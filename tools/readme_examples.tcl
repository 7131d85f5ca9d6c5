# readme_examples.tcl - the examples of README.md's table of functions
# ("`call` → `result`"), for checking a release archive on its platform
# (make dist runs them through test/sqlrun.c under qemu or wine):
#
#   tclsh tools/readme_examples.tcl sql README.md > examples.sql
#   tclsh tools/readme_examples.tcl check README.md VERSION < sqlrun-output
#
# A call that is not a SELECT is wrapped in one; a table's rows are joined
# by spaces, as the README writes them; a real is compared to the 15
# digits the README shows. rowkey_version() must say VERSION.
lassign $argv mode readme version

proc examples {readme} {
  set f [open $readme r]
  fconfigure $f -encoding utf-8
  set out {}
  foreach line [split [read $f] \n] {
    # | `signature` | what | `example` → `result` |
    if {![regexp {^\|.*\| `([^`]+)` → `([^`]*)` \|$} $line -> call want]} continue
    set call [string map {\\| |} $call]
    set want [string map {\\| |} $want]
    if {![string match -nocase "SELECT *" $call]} { set call "SELECT $call" }
    lappend out $call $want
  }
  close $f
  return $out
}

set ex [examples $readme]
if {[llength $ex] / 2 < 10} {
  puts stderr "readme_examples: only [expr {[llength $ex] / 2}] examples found in $readme"
  exit 1
}
switch -- $mode {
  sql {
    foreach {call want} $ex { puts "$call;" }
    puts "SELECT rowkey_version();"
  }
  check {
    # sqlrun prints "LINE|value" per row; statement k is on line k.
    set got [dict create]
    while {[gets stdin line] >= 0} {
      set line [string trimright $line \r]
      set i [string first | $line]
      dict lappend got [string range $line 0 [expr {$i - 1}]] [string range $line [expr {$i + 1}] end]
    }
    set k 0
    set bad 0
    foreach {call want} [concat $ex [list "SELECT rowkey_version()" $version]] {
      incr k
      set have [join [expr {[dict exists $got $k] ? [dict get $got $k] : {}}] " "]
      set ok [expr {$have eq $want}]
      if {!$ok && [string is double -strict $have] && [string is double -strict $want]} {
        set ok [expr {[format %.15g $have] eq [format %.15g $want]}]
      }
      if {!$ok} {
        puts stderr "README example $call: got '$have', the README says '$want'"
        incr bad
      }
    }
    if {$bad} { exit 1 }
    puts "[expr {$k}] README examples give the README's results"
  }
  default { puts stderr "usage: readme_examples.tcl sql|check README.md ?VERSION?"; exit 2 }
}
