#!/bin/sh
# make dist: release archives under build/dist/, named with VERSION:
#   rowkey-V-linux-x86_64.tar.gz, rowkey-V-linux-aarch64.tar.gz,
#   rowkey-V-linux-i386.tar.gz    rowkey.so, rowkey.h, LICENSE, README.txt
#   rowkey-V-windows-x86_64.zip   rowkey.dll, rowkey.h, LICENSE, README.txt
#   rowkey-V.tar.gz               the sources of the commit checked out
# Each library is built with the release flags by the target's cross
# compiler (tools/cross-lib.sh), then checked from its archive: unpacked
# apart, loaded into SQLite on its platform (aarch64 under qemu-user,
# Windows under wine) and made to give the README's examples' results
# (tools/readme_examples.tcl). The source archive is built with make and
# checked the same way.
#
#   sh tools/dist.sh [PLATFORM...]   (default: all five; "source" for the last)
set -eu
MAKE=${MAKE:-make}
TOP=$(pwd)
OUT=build/cross
DIST=build/dist
V=$(cat VERSION)
mkdir -p "$OUT" "$DIST"
. tools/cross-lib.sh
need tclsh tcl
need python3 python3
get_sqlite
tclsh tools/readme_examples.tcl sql README.md > "$DIST/examples.sql"

# README.txt of a binary archive: what it is and how to load it.
readme() { # platform, library file
  cat <<EOF
rowkey $V for $1: a SQLite extension for row keys and the partition
placement of distributed systems. The functions are listed in README.md
and documented in docs/ of the source archive, rowkey-$V.tar.gz.

Load it by path, without the suffix, into any SQLite 3 that loads
extensions (SQLite finds the entry point sqlite3_rowkey_init itself):

  sqlite3 shell:  .load ./rowkey
  SQL:            SELECT load_extension('./rowkey');
  Python:         conn.enable_load_extension(True); conn.load_extension('./rowkey')
  C:              sqlite3_load_extension(db, "./rowkey", 0, &zErr);

then, e.g.:  SELECT key_partition(1, 10);  -- 6, OceanBase's partition of key 1

$2 is the extension; rowkey.h declares sqlite3_rowkey_init for programs
that link rowkey in (build librowkey.a from the source archive: make static).
EOF
}

# Unpacks an archive in a directory of its own and checks the README's
# examples with the library found there.
check_archive() { # archive, library name inside
  c=$DIST/check-$(basename "$1")
  rm -rf "$c" && mkdir -p "$c"
  case $1 in
    *.zip) python3 -m zipfile -e "$1" "$c" ;;
    *) tar -xzf "$1" -C "$c" ;;
  esac
  lib=$(find "$c" -name "$2" | head -1)
  [ -n "$lib" ] || { echo "dist: no $2 in $1" >&2; exit 1; }
  for f in rowkey.h LICENSE; do
    [ -n "$(find "$c" -name $f)" ] || { echo "dist: no $f in $1" >&2; exit 1; }
  done
  run "$D/sqlrun$EXEEXT" "$lib" < "$DIST/examples.sql" | tr -d '\r' \
    | tclsh tools/readme_examples.tcl check README.md "$V"
}

binary() { # target, platform name
  setup "$1"
  D=$OUT/dist-$1
  EXTF=$D/rowkey.$SOEXT
  t0=$(now)
  mkdir -p "$D"
  $MAKE -s --no-print-directory CC="$CCT" CFLAGS="-O2 -DNDEBUG" LDFLAGS=-s SQLITE_CFLAGS="-I$SQ" BUILD="$D" \
    EXT="$EXTF" "$EXTF"
  build_sqlrun
  name=rowkey-$V-$2
  stage=$D/$name
  rm -rf "$stage" && mkdir -p "$stage"
  cp "$EXTF" ext/rowkey.h LICENSE "$stage/"
  readme "$2" "rowkey.$SOEXT" > "$stage/README.txt"
  case $2 in
    linux-*)
      # The oldest glibc it runs with: the newest symbol version it uses.
      od=objdump; case $CCT in *-linux-gnu-gcc) od=${CCT%gcc}objdump ;; esac
      glibc=$($od -T "$EXTF" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n | tail -1)
      echo "Built on Debian 12; needs glibc $glibc or newer." >> "$stage/README.txt" ;;
    windows-*)
      echo "Built with MinGW-w64; needs only Windows' own DLLs (KERNEL32, msvcrt)." >> "$stage/README.txt" ;;
  esac
  case $2 in
    windows-*)
      # No DLL beyond Windows' own: the C runtime and libgcc are static
      # or msvcrt.dll.
      deps=$(x86_64-w64-mingw32-objdump -p "$EXTF" | sed -n 's/^ *DLL Name: //p' | tr '\n' ' ')
      for dll in $deps; do
        case $dll in KERNEL32.dll|msvcrt.dll|api-ms-win-*) ;;
          *) echo "dist: rowkey.dll needs $dll" >&2; exit 1 ;; esac
      done
      (cd "$D" && rm -f "$name.zip" && python3 -m zipfile -c "$name.zip" "$name")
      mv "$D/$name.zip" "$DIST/" ; arch=$DIST/$name.zip ;;
    *)
      tar -czf "$DIST/$name.tar.gz" -C "$D" --owner=0 --group=0 --sort=name "$name"
      arch=$DIST/$name.tar.gz ;;
  esac
  t1=$(now)
  check_archive "$arch" "rowkey.$SOEXT"
  t2=$(now)
  printf '%-34s %8s bytes  build %4ss  check %4ss\n' "$(basename "$arch")" \
    "$(wc -c < "$arch")" $((t1 - t0)) $((t2 - t1))
}

source_archive() {
  t0=$(now)
  name=rowkey-$V
  git archive --format=tar.gz --prefix="$name/" -o "$DIST/$name.tar.gz" HEAD
  # Built with the host's compiler and SQLite headers, checked on x86-64.
  setup x86_64
  build_sqlrun
  c=$DIST/check-$name
  rm -rf "$c" && mkdir -p "$c"
  tar -xzf "$DIST/$name.tar.gz" -C "$c"
  $MAKE -s --no-print-directory -C "$c/$name" >/dev/null
  t1=$(now)
  run "$D/sqlrun" "$c/$name/rowkey.so" < "$DIST/examples.sql" \
    | tclsh tools/readme_examples.tcl check README.md "$V"
  t2=$(now)
  printf '%-34s %8s bytes  build %4ss  check %4ss\n' "$name.tar.gz" \
    "$(wc -c < "$DIST/$name.tar.gz")" $((t1 - t0)) $((t2 - t1))
}

[ $# -gt 0 ] || set -- linux-x86_64 linux-aarch64 linux-i386 windows-x86_64 source
for p in "$@"; do
  case $p in
    linux-x86_64)   binary x86_64 "$p" ;;
    linux-aarch64)  binary aarch64 "$p" ;;
    linux-i386)     binary i386-gcc "$p" ;;
    windows-x86_64) binary win64 "$p" ;;
    source)         source_archive ;;
    *) echo "dist: unknown platform $p" >&2; exit 2 ;;
  esac
done
echo "dist: the archives are in $DIST/"
