#!/bin/sh
# fresh-debian.sh - the quick start and CI on a fresh Debian 12, as a new
# user meets them (docs/checks.md, "A fresh Debian 12").
#
#   sudo sh tools/fresh-debian.sh DIR
#
# Makes a minimal Debian 12 root in DIR (an empty or missing folder outside
# the checkout) with debootstrap --variant=minbase, gives it the host's apt
# sources, resolv.conf and the CA certificates the host trusts locally,
# bind-mounts /proc, /sys and /dev, clones this checkout's HEAD into
# DIR/root/rowkey, and runs there, with an empty environment, one step after
# the other: the README's first apt-get line (read from README.md: what the
# build needs), make demo, its second line (the test suite's), make test,
# and CI=true bash .ci/run (FRESH_CI=0: stop after make test, the README's
# tiers alone). Prints how long each step took, and
# unmounts whatever happens. Needs root, debootstrap and the network to a
# Debian mirror and the npm registry. DIR is left for a look; delete it with
# rm -rf once nothing is mounted in it.
set -eu
[ $# -eq 1 ] || { echo "usage: sh tools/fresh-debian.sh DIR" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "fresh-debian.sh: must run as root (chroot, mount)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "fresh-debian.sh: apt-get install debootstrap" >&2; exit 1; }
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
root=$(cd "$1" && pwd)
case "$root/" in "$top"/*) echo "fresh-debian.sh: DIR must be outside the checkout" >&2; exit 1;; esac
[ -z "$(ls -A "$root")" ] || { echo "fresh-debian.sh: $root is not empty" >&2; exit 1; }

# The README's two apt-get lines: the build's (the quick start's line that
# starts with "apt-get update"), then the test suite's (the next line that
# starts with "apt-get install").
aptline=$(grep -m1 '^apt-get update && apt-get install' "$top/README.md") \
  || { echo "fresh-debian.sh: no apt-get line in README.md" >&2; exit 1; }
testline=$(sed -n '/^apt-get update && apt-get install/,$p' "$top/README.md" | grep -m1 '^apt-get install') \
  || { echo "fresh-debian.sh: no second apt-get line in README.md" >&2; exit 1; }

mounted=""
cleanup() {
  for d in $mounted; do umount "$root/$d" || echo "fresh-debian.sh: could not unmount $root/$d" >&2; done
}
trap cleanup EXIT INT TERM

step() {
  name=$1; shift
  t0=$(date +%s)
  echo "=== $name"
  if "$@"; then rc=0; else rc=$?; fi
  t=$(( $(date +%s) - t0 ))
  echo "=== $name: $(( t / 60 )) min $(( t % 60 )) s, exit $rc"
  summary="$summary
$(printf '%-28s %3d min %2d s  exit %d' "$name" $(( t / 60 )) $(( t % 60 )) "$rc")"
  return $rc
}
summary=""

in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@" \
    /bin/bash -c "cd /root/rowkey 2>/dev/null || cd /root; $CMD"
}
run_in() { CMD=$1; shift; in_root "$@"; }

step "debootstrap" debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
rm -f "$root/etc/apt/sources.list"
cp -a /etc/apt/sources.list* "$root/etc/apt/" 2>/dev/null || true
rm -f "$root"/etc/apt/sources.list.d/*.disabled* 2>/dev/null || true
cp /etc/resolv.conf "$root/etc/resolv.conf"
if [ -d /usr/local/share/ca-certificates ]; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp -a /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
fi
for d in proc sys dev; do mount --bind "/$d" "$root/$d"; mounted="$d $mounted"; done
git clone -q "$top" "$root/root/rowkey"

# .ci/run with a time stamp on each command it runs (bash takes PS4 from
# the environment only when not root, so it is set in the shell that
# sources the script); only the time stamps of make and the results shown.
ci="bash -c 'PS4=\"+ \\\$(date +%T) \"; set -x; . ./.ci/run' 2>&1 | grep --line-buffered -E '^[+]+ [0-9:]+ make|passed|failed|skipped|^fuzz_|rror'; exit \${PIPESTATUS[0]}"

status=0
step "README build line" run_in "$aptline" && \
step "make demo" run_in "make demo >/tmp/demo.out && head -3 /tmp/demo.out" && \
step "README test line" run_in "$testline" && \
step "make test" run_in "make test 2>&1 | tail -40; exit \${PIPESTATUS[0]}" && \
{ [ "${FRESH_CI:-1}" = 0 ] || step "CI=true bash .ci/run" run_in "$ci" CI=true; } \
  || status=1
echo "$summary"
exit $status
