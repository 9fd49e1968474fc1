#!/bin/bash
# extract.sh: unpack gcc.c-torture/execute from Debian's gcc-12-source tarball, once.
# usage: tests/torture/extract.sh DESTDIR [TARBALL]
# Only gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute is extracted, into DESTDIR itself
# (DESTDIR/*.c, DESTDIR/ieee/...).  DESTDIR.stamp marks a complete extraction.
set -u
dest=${1:?usage: extract.sh DESTDIR [TARBALL]}
tarball=${2:-}
member=gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute

[ -f "$dest.stamp" ] && [ -d "$dest" ] && exit 0
if [ -z "$tarball" ]; then
    for f in /usr/src/gcc-12/gcc-12*-dfsg.tar.xz; do [ -f "$f" ] && tarball=$f && break; done
fi
if [ -z "$tarball" ] || [ ! -f "$tarball" ]; then
    echo "torture: no gcc-12 source tarball in /usr/src/gcc-12 (apt-get install gcc-12-source)" >&2
    exit 1
fi
echo "torture: extracting $member from $tarball" >&2
rm -rf -- "$dest" "$dest.stamp"
mkdir -p -- "$dest"
tar -xJf "$tarball" -C "$dest" --strip-components=5 "$member" || { rm -rf -- "$dest"; exit 1; }
touch -- "$dest.stamp"
