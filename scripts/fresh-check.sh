#!/bin/bash
# make fresh-check: README's two commands on a fresh machine. Builds a clean Debian
# bookworm root with mmdebstrap (cached as a tarball), clones this repository into it and
# runs `make demo` (must succeed on the first try and write the flame graph) and then
# `make check` inside it with chroot. A clean clone on this machine is not enough: here the
# packages the Makefile installs are already present (issue 20).
#
# Usage: scripts/fresh-check.sh [-k] [REPO]   (REPO: the repository to clone, default the
#   one this script is in; -k keeps the root afterwards for inspection)
# Environment: FRESH_CACHE (tarball folder, default build/fresh), FRESH_MIRROR (default:
#   the first Debian mirror of this machine's apt sources).
# Exit: 0 passed, or skipped with one line "fresh-check: skipped: REASON" when the mirror
#   cannot be reached; 1 on any other failure.
set -u
keep=0
[ "${1:-}" = -k ] && { keep=1; shift; }
here=$(cd "$(dirname "$0")/.." && pwd)
repo=$(cd "${1:-$here}" && pwd) || exit 1
cache=${FRESH_CACHE:-$here/build/fresh}
suite=bookworm
log() { echo "fresh-check: $*"; }
fail() { log "FAILED: $*"; exit 1; }
skip() { log "skipped: $*"; exit 0; }

# The mirror apt uses here: deb822 "URIs:" or one-line "deb URI suite" sources.
mirror=${FRESH_MIRROR:-$(cat /etc/apt/sources.list.d/*.sources 2> /dev/null |
    awk '/^URIs:/ && $2 !~ /security/ { print $2; exit }')}
[ -n "$mirror" ] || mirror=$(awk '$1 == "deb" && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2> /dev/null)
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian

if [ "$(id -u)" = 0 ]; then sudo=; elif command -v sudo > /dev/null; then sudo=sudo
else fail "chroot needs root or sudo"; fi

if ! command -v mmdebstrap > /dev/null; then
    log "installing mmdebstrap"
    { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
        --no-install-recommends mmdebstrap; } > /dev/null 2>&1 ||
        skip "mmdebstrap is not installed and apt-get could not install it (no mirror?)"
fi

# 1. The clean root, cached: a tarball is what mmdebstrap makes fastest and reuses simply.
mkdir -p "$cache" || fail "$cache: cannot create"
tarball=$cache/$suite-apt.tar
if [ ! -s "$tarball" ]; then
    log "building a clean $suite root from $mirror (about 2 minutes)"
    # mmdebstrap picks the output format by the name's extension: the partial file ends in .tar too.
    if ! $sudo mmdebstrap --variant=apt --include=build-essential,git,ca-certificates,python3 \
            $suite "$cache/partial.tar" "$mirror" > "$cache/mmdebstrap.log" 2>&1; then
        rm -f "$cache/partial.tar"
        if grep -qiE 'Failed to fetch|Could not resolve|Temporary failure|Unable to connect|Connection (refused|timed out)|No route|Network is unreachable|Release.*(not|no longer) (valid|signed)|failed to download' "$cache/mmdebstrap.log"; then
            skip "mmdebstrap could not download from $mirror ($(grep -m1 -iE 'fetch|resolve|connect|unreachable|download' "$cache/mmdebstrap.log" | cut -c1-120))"
        fi
        tail -20 "$cache/mmdebstrap.log"
        fail "mmdebstrap failed (log: $cache/mmdebstrap.log)"
    fi
    mv "$cache/partial.tar" "$tarball"
fi

# 2. Unpack, mount, and undo both on every way out.
root=$(mktemp -d "${TMPDIR:-/tmp}/fresh-root.XXXXXX") || fail "mktemp"
mounted=()
cleanup() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do $sudo umount -l "${mounted[i]}" 2> /dev/null; done
    if [ $keep = 1 ]; then log "root kept in $root"; else $sudo rm -rf --one-file-system "$root"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
$sudo tar -C "$root" -xf "$tarball" || fail "unpacking $tarball"
for m in proc dev tmp; do
    case $m in
        proc) $sudo mount -t proc proc "$root/proc" ;;
        dev) $sudo mount --rbind /dev "$root/dev" && $sudo mount --make-rslave "$root/dev" ;;
        tmp) $sudo mount -t tmpfs -o size=8g tmpfs "$root/tmp" ;;
    esac || fail "mounting /$m in the root"
    mounted+=("$root/$m")
done
$sudo cp /etc/resolv.conf "$root/etc/resolv.conf" 2> /dev/null

# 3. A clone of the repository's committed HEAD, as a newcomer gets it.
$sudo git -c advice.detachedHead=false clone -q "$repo" "$root/work/csprof" || fail "git clone $repo"
log "cloned $(git -C "$repo" rev-parse --short HEAD) into $root/work/csprof"

in_root() { $sudo chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 TERM=dumb /bin/bash -c "cd /work/csprof && $1"; }
timed() {   # NAME COMMAND: runs it in the root, its output in $cache/NAME.log, prints the wall time
    local t0=$SECONDS rc
    in_root "$2" > "$cache/$1.log" 2>&1; rc=$?
    log "$2: exit $rc, $((SECONDS - t0)) s wall (log: $cache/$1.log)"
    return $rc
}

# 4. README's two commands, in README's order. `make demo` must work the first time.
if ! timed demo "make demo"; then
    tail -15 "$cache/demo.log"
    fail "make demo failed on a fresh machine"
fi
in_root "test -s build/examples/demo.svg && grep -q '<svg' build/examples/demo.svg" ||
    fail "make demo did not write build/examples/demo.svg"
if ! timed check "make check"; then
    tail -15 "$cache/check.log"
    fail "make check failed on a fresh machine"
fi
log "$(tail -1 "$cache/check.log")"
log "passed"
