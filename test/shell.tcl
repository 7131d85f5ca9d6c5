# shell.tcl - runs SQL in the sqlite3 command-line shell, one process for
# a list of statements, and tells which output and which error belongs to
# which statement. Used by clients.test and docs.test.
#
#   shell_run EXT STATEMENTS ?DIR?
#
# Starts `sqlite3 -init EMPTY :memory:` (in DIR if given, so that a user's
# ~/.sqliterc cannot change the output), feeds it `.load EXT` and then each
# statement, preceded by a `.print` marker line so that stdout can be cut per
# statement. Errors go to stderr as "Parse error near line N: MSG" or
# "Runtime error near line N: MSG" (sqlite3 3.40; "Error near line N: MSG"
# for the latter in 3.53); N is mapped back to the statement through the
# markers' line numbers.
#
# Returns a dict:
#   load     what the shell printed before the first statement (nothing
#            when .load worked)
#   outputs  one list per statement: its output lines, then "error: MSG"
#            for each error it raised
#   other    stderr lines that belong to no statement (e.g. "Error: ..."
#            when .load failed)

proc shell_tmpfile {tag} {
  set dir [expr {[info exists ::env(TMPDIR)] ? $::env(TMPDIR) : "/tmp"}]
  return [file join $dir "rowkey-$tag-[pid]-[clock clicks]"]
}

proc shell_write {path text} {
  set f [open $path w]
  fconfigure $f -encoding utf-8 -translation lf
  puts -nonewline $f $text
  close $f
}

proc shell_read {path} {
  if {![file exists $path]} { return "" }
  set f [open $path r]
  fconfigure $f -encoding utf-8 -translation lf
  set text [read $f]
  close $f
  return $text
}

# Splits text into lines, without the empty "line" after a final newline.
proc shell_lines {text} {
  if {$text eq ""} { return {} }
  if {[string index $text end] eq "\n"} { set text [string range $text 0 end-1] }
  return [split $text "\n"]
}

proc shell_run {ext stmts {dir ""}} {
  set marker "#rowkey-statement-%d#"
  # Quoted, so that a path with spaces works.
  set input ".load '$ext'\n"
  set line 2
  set markerLines {}
  set i 0
  foreach stmt $stmts {
    append input [format ".print $marker" $i] "\n"
    lappend markerLines $line
    append input $stmt "\n"
    incr line [expr {2 + [regexp -all {\n} $stmt]}]
    incr i
  }
  set in [shell_tmpfile in]
  set out [shell_tmpfile out]
  set err [shell_tmpfile err]
  set init [shell_tmpfile init]
  shell_write $in $input
  shell_write $init ""
  set here [pwd]
  if {$dir ne ""} { cd $dir }
  # A non-zero exit status only says that some statement failed.
  catch {exec sqlite3 -init $init :memory: < $in > $out 2> $err} msg
  cd $here
  set stdout [shell_read $out]
  set stderr [shell_read $err]
  file delete $in $out $err $init

  set outputs {}
  foreach s $stmts { lappend outputs {} }
  set load {}
  set cur -1
  foreach l [shell_lines $stdout] {
    if {[regexp {^#rowkey-statement-([0-9]+)#$} $l -> k]} {
      set cur $k
    } elseif {$cur < 0} {
      lappend load $l
    } else {
      lset outputs $cur [concat [lindex $outputs $cur] [list $l]]
    }
  }
  set other {}
  set inParse 0
  foreach l [shell_lines $stderr] {
    if {[regexp {^(Parse error|Runtime error|Error) near line ([0-9]+): (.*)$} $l -> kind n msg]} {
      set inParse [expr {$kind eq "Parse error"}]
      set k -1
      for {set j 0} {$j < [llength $markerLines]} {incr j} {
        if {[lindex $markerLines $j] < $n} { set k $j }
      }
      if {$k < 0} {
        lappend other $l
      } else {
        lset outputs $k [concat [lindex $outputs $k] [list "error: $msg"]]
      }
    } elseif {$inParse && [string match "  *" $l]} {
      # The statement and a caret under the error: context, not output.
    } else {
      set inParse 0
      lappend other $l
    }
  }
  return [dict create load $load outputs $outputs other $other]
}

# 1 if the shell's error line matches the expected message; the shell adds
# " (CODE)" to errors whose code is not SQLITE_ERROR, which may be left out.
proc shell_error_match {got expected} {
  if {$got eq $expected} { return 1 }
  if {[regexp {^(.*) \(([0-9]+)\)$} $got -> bare code] && $code > 1} {
    return [expr {$bare eq $expected}]
  }
  return 0
}
