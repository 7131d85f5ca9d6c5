# clients.tcl - what the tests that drive clients share (clients.test,
# packages.test).
#
#   $version              the VERSION file
#   client_skip NAME WHY  prints "skipped: WHY", or with ROWKEY_REQUIRE_CLIENTS=1
#                         (as .ci/run sets it) fails test NAME instead
#   client_run CMD ...    runs a check script: "ok" when it passed (its last
#                         line is "ok"), else its output
#   node_setup            {ok NODE_PATH-DIR BSQ-MAJOR} or {skip WHY}
#
# better-sqlite3 12 supports Node.js 20 and newer, 11 supports Node.js 18
# (Debian 12's): the major is chosen by the Node.js found. npm installs it
# the first time (it compiles from source with node-gyp where no prebuilt
# binary can be fetched, a few minutes) into a cache outside the checkout,
# $ROWKEY_NODE_DIR or ~/.cache/rowkey/node, one folder per better-sqlite3
# major and Node.js module ABI, so that every clone on the machine reuses
# it and a new Node.js gets its own build. node-gyp is given Node's own
# headers where the package manager installed them (Debian: libnode-dev,
# in /usr/include/node), since it cannot download them here. Every skip
# names the command that would make the check run.

set require [expr {[info exists ::env(ROWKEY_REQUIRE_CLIENTS)]
                   && $::env(ROWKEY_REQUIRE_CLIENTS) ni {"" 0}}]

set f [open [file join $::topdir VERSION]]
set version [string trim [read $f]]
close $f

proc client_skip {name why} {
  if {$::require} {
    do_test $name [list set ::client_skipped "skipped: $why"] "ran (ROWKEY_REQUIRE_CLIENTS is set)"
  } else {
    puts "skipped: $why"
  }
}

# Runs a client script; "ok" when it passed, else its output.
proc client_run {args} {
  set rc [catch {exec -ignorestderr {*}$args 2>@1} out]
  set lines [split [string trim $out] "\n"]
  if {$rc == 0 && [lindex $lines end] eq "ok"} { return ok }
  return $out
}

proc node_info {} {
  if {[catch {exec node -e {console.log(process.versions.node + " " + process.versions.modules)}} v]} {
    return {}
  }
  return [split [string trim $v] " "]
}

# The Debian packages node-gyp lacks to compile better-sqlite3.
proc node_build_missing {} {
  set m {}
  if {[auto_execok make] eq ""} { lappend m make }
  if {[auto_execok c++] eq "" && [auto_execok g++] eq ""} { lappend m g++ }
  if {[auto_execok python3] eq ""} { lappend m python3 }
  if {![info exists ::env(npm_config_nodedir)] && ![file exists /usr/include/node/node.h]} {
    lappend m libnode-dev
  }
  return $m
}

proc node_setup {} {
  if {[info exists ::node_setup_result]} { return $::node_setup_result }
  set ::node_setup_result [node_setup_once]
}

proc node_setup_once {} {
  if {[auto_execok node] eq ""} {
    return {skip "Node.js not found (apt-get install nodejs npm)"}
  }
  set info [node_info]
  if {[llength $info] != 2} { return {skip "node does not run (apt-get install --reinstall nodejs)"} }
  lassign $info version abi
  set major [lindex [split $version .] 0]
  if {$major < 18} {
    return [list skip "Node.js 18 or newer is needed, found v$version (apt-get install nodejs npm, Debian 12's is 18)"]
  }
  set bsq [expr {$major >= 20 ? 12 : 11}]
  if {[info exists ::env(ROWKEY_NODE_DIR)] && $::env(ROWKEY_NODE_DIR) ne ""} {
    set base $::env(ROWKEY_NODE_DIR)
  } elseif {[info exists ::env(HOME)] && $::env(HOME) ne ""} {
    set base [file join $::env(HOME) .cache rowkey node]
  } else {
    set base [file join [pwd] .rowkey-node]
  }
  set dir [file join $base better-sqlite3-$bsq-abi$abi]
  set addon [file join $dir node_modules better-sqlite3 build Release better_sqlite3.node]
  # Without the compiled addon (an install cut short) npm runs again.
  if {![file exists $addon]} {
    if {[auto_execok npm] eq ""} {
      return {skip "npm not found (apt-get install npm)"}
    }
    puts "installing better-sqlite3 $bsq for Node.js v$version into $dir with npm (once; it may compile for a few minutes)"
    flush stdout
    file mkdir $dir
    set f [open [file join $dir package.json] w]
    puts $f "{\"private\": true, \"description\": \"better-sqlite3 for rowkey's tests (test/clients/node.tcl)\", \"dependencies\": {\"better-sqlite3\": \"^$bsq.0.0\"}}"
    close $f
    if {![info exists ::env(npm_config_nodedir)] && [file exists /usr/include/node/node.h]} {
      set ::env(npm_config_nodedir) /usr
    }
    if {[catch {exec -ignorestderr npm install --prefix $dir --no-save \
                   --no-package-lock --no-audit --no-fund 2>@1} msg]} {
      puts "npm install failed: [string range $msg end-3000 end]"
    }
  }
  if {![file exists $addon]} {
    set missing [node_build_missing]
    if {[llength $missing]} {
      return [list skip "better-sqlite3 $bsq could not be built for Node.js v$version (apt-get install [join $missing])"]
    }
    return [list skip "better-sqlite3 $bsq could not be installed for Node.js v$version (npm install --prefix $dir better-sqlite3@$bsq)"]
  }
  return [list ok [file join $dir node_modules] $bsq]
}
