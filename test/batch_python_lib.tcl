# batch_python_lib.tcl - the Python that batch_python.test and dask.test
# run, what it lacks, and the batch module built for it (make pymodule).

set py [expr {[info exists ::env(ROWKEY_PYTHON)] ? $::env(ROWKEY_PYTHON) : "/usr/bin/python3"}]
if {![file executable $py]} { set py [lindex [auto_execok python3] 0] }

# The Debian packages missing for the module and the checks (more: pairs
# of module and package that the caller needs besides numpy and pandas).
proc batch_python_missing {py {more {}}} {
  if {$py eq ""} { return {python3 python3-dev python3-numpy python3-pandas} }
  set missing {}
  if {[catch {exec $py -c {import sysconfig, os, sys
sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h')))}}]} {
    lappend missing python3-dev
  }
  foreach {module pkg} [list numpy python3-numpy pandas python3-pandas {*}$more] {
    if {[catch {exec $py -c "import $module"}]} { lappend missing $pkg }
  }
  return $missing
}

# make pymodule for py: 1 when build/python/sqlite_rowkey is there, else the error.
proc batch_python_build {py} {
  if {[catch {exec -ignorestderr make -s -C $::topdir pymodule PYTHON=$py 2>@1} out]} {
    return "make pymodule failed: $out"
  }
  file exists [file join $::topdir build python sqlite_rowkey batch.py]
}
