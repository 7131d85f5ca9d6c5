# cross-lib.sh - what make cross-check (tools/cross-check.sh) and make dist
# (tools/dist.sh) share: SQLite's amalgamation, each target's compiler,
# flags and runner, and the build of rowkey and test/sqlrun.c for it.
# Sourced with MAKE, OUT and TOP set.

need() {
  command -v "$1" >/dev/null 2>&1 || {
    echo "$0: $1 is missing: apt-get install $2" >&2; exit 1; }
}

# SQLite's amalgamation: SQLITE_AMALGAMATION=DIR (holding sqlite3.c and
# sqlite3.h), else the copy inside the npm package better-sqlite3
# (SQLITE_NPM), unpacked once under $OUT/sqlite. Sets SQ.
get_sqlite() {
  if [ -n "${SQLITE_AMALGAMATION:-}" ]; then
    SQ=$SQLITE_AMALGAMATION
  else
    SQ=$OUT/sqlite/package/deps/sqlite3
    if [ ! -f "$SQ/sqlite3.c" ]; then
      need npm npm
      rm -rf "$OUT/sqlite" && mkdir -p "$OUT/sqlite"
      (cd "$OUT/sqlite" && npm pack --silent "${SQLITE_NPM:-better-sqlite3@13.2.0}" >/dev/null \
        && tar -xzf better-sqlite3-*.tgz package/deps/sqlite3 && rm -f better-sqlite3-*.tgz)
    fi
  fi
  [ -f "$SQ/sqlite3.c" ] || { echo "$0: no sqlite3.c in $SQ" >&2; exit 1; }
}

# Per target: the compiler, the flags for the extension, how to run a
# program, whether float.sql applies.
setup() {
  T=$1; CFL="-O2 -g"; FP=default; FLOAT=1; RUN=""
  case $T in
    x86_64)         CCT=${CC:-cc} ;;
    i386-gcc)       CCT=i686-linux-gnu-gcc; CFL="-O2 -g -std=gnu11" ;;
    i386-clang)     CCT="clang --target=i686-linux-gnu" ;;
    i386-gcc-x87)   CCT=i686-linux-gnu-gcc; CFL="-O2 -g -std=gnu11"; FP=-mfpmath=387; FLOAT=0 ;;
    i386-clang-x87) CCT="clang --target=i686-linux-gnu"; FP=-mfpmath=387; FLOAT=0 ;;
    aarch64)        CCT=aarch64-linux-gnu-gcc; RUN="qemu-aarch64-static -L /usr/aarch64-linux-gnu" ;;
    s390x)          CCT=s390x-linux-gnu-gcc; RUN="qemu-s390x-static -L /usr/s390x-linux-gnu" ;;
    win64)          CCT=x86_64-w64-mingw32-gcc; RUN=wine ;;
    *) echo "$0: unknown target $T" >&2; exit 2 ;;
  esac
  case $T in
    i386-*) # The i386 libraries of the cross toolchain, loaded natively.
      need i686-linux-gnu-gcc gcc-i686-linux-gnu
      RUN="/usr/i686-linux-gnu/lib/ld-linux.so.2 --library-path /usr/i686-linux-gnu/lib" ;;
    aarch64) need qemu-aarch64-static qemu-user-static ;;
    s390x) need qemu-s390x-static qemu-user-static ;;
    win64) need wine wine64 ;;
  esac
  need "${CCT%% *}" "$(case $T in *clang*) echo clang;; aarch64) echo gcc-aarch64-linux-gnu;;
    s390x) echo gcc-s390x-linux-gnu;; win64) echo gcc-mingw-w64-x86-64;; *) echo gcc;; esac)"
  D=$OUT/$T
  # What the Makefile makes of this compiler: the library's and programs' names.
  set -- $($MAKE -s --no-print-directory CC="$CCT" cross-info)
  SOEXT=$2; EXEEXT=${3:-}
  EXTF=$D/rowkey.$SOEXT
}

run() {
  # shellcheck disable=SC2086
  if [ "$T" = win64 ]; then
    # A wine configuration of our own, made quietly on first use. Not under
    # build/: its drive Z: is a link to /, which would lead whatever walks
    # the checkout (gcovr, find) through the whole file system.
    wp=${ROWKEY_WINEPREFIX:-${HOME:-/tmp}/.cache/rowkey-wine}
    if [ ! -d "$wp" ]; then
      mkdir -p "$(dirname "$wp")"
      WINEPREFIX=$wp WINEDEBUG=-all WINEDLLOVERRIDES=mscoree,mshtml= \
        wine wineboot -i >/dev/null 2>&1 || true
    fi
    WINEPREFIX=$wp WINEDEBUG=-all WINEDLLOVERRIDES=mscoree,mshtml= $RUN "$@"
  else
    $RUN "$@"
  fi
}

# rowkey and test/hash_core.c for target $T into $D, with CFL, against the
# headers of the SQLite that test/sqlrun.c links.
build_ext() {
  mkdir -p "$D"
  if [ "$FP" = default ]; then set --; else set -- FPFLAGS="$FP"; fi
  $MAKE -s --no-print-directory CC="$CCT" CFLAGS="$CFL" SQLITE_CFLAGS="-I$SQ" BUILD="$D" EXT="$EXTF" "$@" \
    "$EXTF" "$D/hash_core$EXEEXT"
}

# test/sqlrun.c for target $T into $D, with SQLite compiled in, once per
# architecture (the i386 variants share gcc's build, with SSE2: the driver
# only prints what the extension computes).
build_sqlrun() {
  case $T in
    i386-*) sqcc=i686-linux-gnu-gcc; sqdir=$OUT/sqlite-i386; sqflags="-msse2 -mfpmath=sse" ;;
    *) sqcc=$CCT; sqdir=$OUT/sqlite-$T; sqflags="" ;;
  esac
  sqo=$sqdir/sqlite3.o
  if [ ! -f "$sqo" ]; then
    mkdir -p "$sqdir"
    $sqcc -O1 $sqflags -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_DEPRECATED -c "$SQ/sqlite3.c" -o "$sqo.tmp"
    mv "$sqo.tmp" "$sqo"
  fi
  case $T in win64) libs="" ;; *) libs="-ldl -lm" ;; esac
  mkdir -p "$D"
  $sqcc -std=c99 -Wall -Wextra -Werror -O1 $sqflags -I"$SQ" -o "$D/sqlrun$EXEEXT" \
    test/sqlrun.c "$sqo" $libs
}

now() { date +%s; }
