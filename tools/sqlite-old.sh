#!/bin/sh
# tools/sqlite-old.sh DIR - builds DIR/loadext (test/loadext.c) linked with
# SQLite 3.29.0, older than the 3.31.0 rowkey needs, for make
# test-sqlite-latest (test/sqlite_version.test sees rowkey refuse to load).
# The amalgamation is the one the npm package better-sqlite3 5.4.3 ships
# (deps/sqlite3.tar.gz), kept in ~/.cache/rowkey (ROWKEY_CACHE).
set -eu
PKG_VERSION=5.4.3
dir=${1:?usage: tools/sqlite-old.sh DIR}
cache=${ROWKEY_CACHE:-${HOME:-/tmp}/.cache/rowkey}/sqlite-old
tgz=$cache/better-sqlite3-$PKG_VERSION.tgz

if [ ! -f "$tgz" ]; then
  command -v npm >/dev/null 2>&1 || {
    echo "tools/sqlite-old.sh needs npm: apt-get install npm" >&2; exit 1; }
  mkdir -p "$cache"
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "better-sqlite3@$PKG_VERSION" >/dev/null)
  mv "$tmp/better-sqlite3-$PKG_VERSION.tgz" "$tgz"
  rmdir "$tmp"
fi

mkdir -p "$dir/src"
tar -xzf "$tgz" -O package/deps/sqlite3.tar.gz | tar -xzf - -C "$dir/src" \
  sqlite3.c sqlite3.h
# -O0: only the loading is run, and it compiles in a third of the time.
${CC:-cc} -O0 -I"$dir/src" -o "$dir/loadext.tmp" test/loadext.c \
  "$dir/src/sqlite3.c" -lpthread -ldl -lm
mv "$dir/loadext.tmp" "$dir/loadext"
