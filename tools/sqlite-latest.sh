#!/bin/sh
# tools/sqlite-latest.sh DIR - builds the newest SQLite release whose
# amalgamation and shell this machine can get, for make test-sqlite-latest:
# DIR/libsqlite3.so.0 and the shell DIR/sqlite3, both from one amalgamation,
# with DIR/VERSION holding its sqlite_version().
#
# The amalgamation comes from npm: the package @appthreat/sqlite3 (a build
# of node-sqlite3) ships SQLite's amalgamation with its shell.c. The
# better-sqlite3 package ships sqlite3.c without shell.c, and Debian's
# sqlite3 shell refuses to run with a library other than the one it was
# built with ("SQLite header and source version mismatch"). The package
# version is pinned here so that every run builds the same SQLite (raise it
# to follow SQLite); it is kept in ~/.cache/rowkey (ROWKEY_CACHE).
#
# The compile options are those of Debian's libsqlite3 that programs can
# see (the Tcl binding and the shell call the session and preupdate APIs),
# plus SQLITE_STRICT_SUBTYPE=1, under which a function that sets a subtype
# without declaring SQLITE_RESULT_SUBTYPE is an error. The maximum number
# of function arguments is SQLite's own default (Debian sets 127).
#
# Debian's tclsh (libsqlite3-tcl) and /usr/bin/python3 link libsqlite3.so.0
# dynamically: with LD_LIBRARY_PATH=DIR they run this one; the shell is
# DIR/sqlite3 (PATH=DIR:$PATH).
set -eu
PKG=@appthreat/sqlite3
PKG_VERSION=9.0.2
AMALGAMATION=package/deps/sqlite-amalgamation-3530400
dir=${1:?usage: tools/sqlite-latest.sh DIR}
cache=${ROWKEY_CACHE:-${HOME:-/tmp}/.cache/rowkey}/sqlite-latest
tgz=$cache/appthreat-sqlite3-$PKG_VERSION.tgz

if [ ! -f "$tgz" ]; then
  command -v npm >/dev/null 2>&1 || {
    echo "tools/sqlite-latest.sh needs npm: apt-get install npm" >&2; exit 1; }
  mkdir -p "$cache"
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "$PKG@$PKG_VERSION" >/dev/null)
  mv "$tmp/appthreat-sqlite3-$PKG_VERSION.tgz" "$tgz"
  rmdir "$tmp"
fi

mkdir -p "$dir/src"
tar -xzf "$tgz" -C "$dir/src" --strip-components=3 \
  "$AMALGAMATION/sqlite3.c" "$AMALGAMATION/sqlite3.h" "$AMALGAMATION/shell.c"

${CC:-cc} -O2 -fPIC -shared -Wl,-soname,libsqlite3.so.0 \
  -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_DBSTAT_VTAB \
  -DSQLITE_ENABLE_FTS3 -DSQLITE_ENABLE_FTS3_PARENTHESIS \
  -DSQLITE_ENABLE_FTS3_TOKENIZER -DSQLITE_ENABLE_FTS4 -DSQLITE_ENABLE_FTS5 \
  -DSQLITE_ENABLE_LOAD_EXTENSION -DSQLITE_ENABLE_MATH_FUNCTIONS \
  -DSQLITE_ENABLE_PREUPDATE_HOOK -DSQLITE_ENABLE_RTREE \
  -DSQLITE_ENABLE_SESSION -DSQLITE_ENABLE_STMTVTAB \
  -DSQLITE_ENABLE_UNLOCK_NOTIFY -DSQLITE_ENABLE_UPDATE_DELETE_LIMIT \
  -DSQLITE_LIKE_DOESNT_MATCH_BLOBS -DSQLITE_MAX_VARIABLE_NUMBER=250000 \
  -DSQLITE_SECURE_DELETE -DSQLITE_SOUNDEX -DSQLITE_THREADSAFE=1 \
  -DSQLITE_USE_URI=1 -DSQLITE_STRICT_SUBTYPE=1 \
  -o "$dir/libsqlite3.so.0.tmp" "$dir/src/sqlite3.c" -lpthread -ldl -lm
mv "$dir/libsqlite3.so.0.tmp" "$dir/libsqlite3.so.0"
${CC:-cc} -O2 -I"$dir/src" -o "$dir/sqlite3.tmp" "$dir/src/shell.c" \
  -L"$dir" -l:libsqlite3.so.0 -Wl,-rpath,'$ORIGIN' -lm
mv "$dir/sqlite3.tmp" "$dir/sqlite3"
sed -n 's/^#define SQLITE_VERSION  *"\(.*\)"$/\1/p' "$dir/src/sqlite3.h" \
  > "$dir/VERSION"
echo "built SQLite $(cat "$dir/VERSION") ($PKG $PKG_VERSION) in $dir"
