#!/usr/bin/env tclsh
# gen_scheme_docs.tcl - writes what the docs and the package descriptions
# say about the schemes from rowkey_schemes itself, so that they cannot
# drift from the registry:
#   docs/partitioning.md  the tables between <!-- schemes --> and
#                         <!-- /schemes --> (every entry), <!-- systems -->
#                         (one row a system), <!-- null-keys --> and
#                         <!-- clients --> (one row a client library)
#   package.json, pyproject.toml  the systems named in "description"
#
#   tclsh tools/gen_scheme_docs.tcl ./rowkey.so [OUTDIR]     (make schemes-docs)
#
# The files are read from the source tree and written back, or to OUTDIR
# (same relative paths), which test/docs.test compares with what is
# committed.

package require sqlite3
if {[llength $argv] < 1} {
  puts stderr "usage: tclsh tools/gen_scheme_docs.tcl PATH-TO-rowkey.so ?OUTDIR?"
  exit 2
}
set top [file dirname [file dirname [file normalize [info script]]]]
set ext [file normalize [lindex $argv 0]]
set outdir [expr {[llength $argv] > 1 ? [file normalize [lindex $argv 1]] : $top}]

sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}

proc slurp {path} {
  set f [open $path]
  fconfigure $f -encoding utf-8 -translation lf
  set text [read $f]
  close $f
  return $text
}
proc spit {path text} {
  file mkdir [file dirname $path]
  set f [open $path w]
  fconfigure $f -encoding utf-8 -translation lf
  puts -nonewline $f $text
  close $f
}

# A table cell: no newline, and a '|' of the text escaped.
proc cell {v} {
  if {$v eq ""} { return "—" }
  return [string map [list | \\| \n " "] $v]
}

# Replaces what is between <!-- tag --> and <!-- /tag --> in text.
proc region {text tag body} {
  set open "<!-- $tag -->\n"
  set close "<!-- /$tag -->"
  set a [string first $open $text]
  set b [string first $close $text]
  if {$a < 0 || $b < $a} { error "docs/partitioning.md has no $open$close" }
  return "[string range $text 0 [expr {$a + [string length $open] - 1}]]$body[string range $text $b end]"
}

# ---- Every entry.
set t "| name | system | component | hash | INTEGER key | TEXT key | BLOB key | partition of n | NULL key | n | options |\n"
append t "|---|---|---|---|---|---|---|---|---|---|---|\n"
db eval {SELECT * FROM rowkey_schemes} r {
  set comp $r(component)
  if {$r(alias) ne ""} { append comp "; alias `$r(alias)`" }
  # n_max NULL: n is a JSON array of servers (a ring).
  set n [expr {$r(n_max) eq "" ? "server list" :
               $r(n_max) == 9223372036854775807 ? "≥ 1" : "1 to $r(n_max)"}]
  append t "| `$r(name)` | [cell $r(system)] | [cell $comp] | [cell $r(hash)]\
| [cell $r(integer_key)] | [cell $r(text_key)] | [cell $r(blob_key)]\
| [cell $r(reduction)] | [cell $r(null_key)] | $n | [cell $r(options)] |\n"
}

# ---- One row a system, in registry order.
set systems {}
db eval {SELECT name, system FROM rowkey_schemes} {
  dict lappend systems $system "`$name`"
}
set s "| system | schemes |\n|---|---|\n"
dict for {sys names} $systems {
  append s "| [cell $sys] | [join $names {, }] |\n"
}

# ---- NULL keys, grouped by what they give.
set nulls {}
db eval {SELECT name, null_key FROM rowkey_schemes} {
  dict lappend nulls $null_key "`$name`"
}
set z "| a NULL key | schemes |\n|---|---|\n"
dict for {rule names} $nulls {
  append z "| [cell $rule] | [join $names {, }] |\n"
}

# ---- Client libraries and systems that place keys as a scheme does: one
# row a client (the "; "-separated parts of the clients column), its
# schemes in registry order.
set byClient {}
db eval {SELECT name, clients FROM rowkey_schemes WHERE clients IS NOT NULL} {
  foreach c [split [string map [list "; " \x01] $clients] \x01] {
    dict lappend byClient $c "`$name`"
  }
}
set c "| client or system | places keys as |\n|---|---|\n"
dict for {client names} $byClient {
  append c "| [cell $client] | [join $names {, }] |\n"
}

set md [slurp [file join $top docs partitioning.md]]
set md [region $md schemes $t]
set md [region $md systems $s]
set md [region $md null-keys $z]
set md [region $md clients $c]
spit [file join $outdir docs partitioning.md] $md

# ---- The package descriptions: HBase (row keys and split points), then
# every system the registry places keys for.
set names [dict keys $systems]
set list "HBase, [join [lrange $names 0 end-1] {, }] and [lindex $names end]"
set desc "SQLite extension: row keys, salted keys and the partition placement of $list"

set json [slurp [file join $top package.json]]
if {![regsub {"description": "[^"]*"} $json \
        [string map {& \\& \\ \\\\} "\"description\": \"$desc, for better-sqlite3 and node:sqlite\""] json]} {
  error "package.json has no description"
}
spit [file join $outdir package.json] $json

set toml [slurp [file join $top pyproject.toml]]
if {![regsub -line {^description = "[^"]*"} $toml \
        [string map {& \\& \\ \\\\} "description = \"$desc\""] toml]} {
  error "pyproject.toml has no description"
}
spit [file join $outdir pyproject.toml] $toml
