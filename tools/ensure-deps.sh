#!/bin/sh
# Checks the prerequisites of one tier of rowkey:
#   sh tools/ensure-deps.sh demo   what make demo needs: the build's compiler
#                                  and SQLite headers, and the sqlite3 shell
#   sh tools/ensure-deps.sh        what make test needs besides: Tcl and its
#                                  SQLite binding (the test suite's language)
# When one is missing, the demo tier stops and names the exact Debian/Ubuntu
# packages; the test tier, run as root where apt-get exists, installs them
# (as the README says), otherwise names them too.
tier=${1:-test}
# Each check asks the tool itself, not a path, so that macOS (Homebrew's
# headers) and Windows (MSYS2) pass when they have what is needed. make
# passes CC and SQLITE_CFLAGS.
CC=${CC:-cc}
missing=""
command -v "${CC%% *}" >/dev/null 2>&1 || command -v gcc >/dev/null 2>&1 \
  || missing="$missing gcc"
# make runs this script, so this only matters to whoever runs it directly
# (sh tools/ensure-deps.sh); the README's apt-get line installs make, the
# compiler and git, which make cannot install itself.
command -v make >/dev/null 2>&1 || missing="$missing make"
command -v sqlite3 >/dev/null 2>&1 || missing="$missing sqlite3"
# The header the extension is compiled against, where the compiler finds it.
printf '#include <sqlite3ext.h>\n' | $CC $SQLITE_CFLAGS -E -x c - >/dev/null 2>&1 \
  || missing="$missing libsqlite3-dev"
if [ "$tier" = test ]; then
  command -v tclsh >/dev/null 2>&1 || missing="$missing tcl"
  if command -v tclsh >/dev/null 2>&1; then
    echo 'if {[catch {package require sqlite3}]} {exit 1}' | tclsh >/dev/null 2>&1 \
      || missing="$missing libsqlite3-tcl"
  else
    missing="$missing libsqlite3-tcl"
  fi
fi
[ -z "$missing" ] && exit 0

if [ "$tier" = test ] && [ "$(id -u 2>/dev/null)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq $missing >/dev/null && exit 0
  echo "apt-get could not install:$missing" >&2
  exit 1
fi
echo "missing prerequisites of make $tier; install them with:" >&2
echo "  sudo apt-get install$missing" >&2
echo "(elsewhere: a C compiler, SQLite's headers (sqlite3ext.h; SQLITE_CFLAGS=-I<dir>" >&2
echo "if they are not on the compiler's path), the sqlite3 shell, Tcl and its sqlite3 package)" >&2
exit 1
