#!/bin/sh
# Installs what the Windows builds and their tests need, when it is
# missing (Debian or Ubuntu, as root): `windows-tools.sh build` the
# mingw-w64 cross compilers of the CheckerBoard DLLs (make dist);
# `windows-tools.sh test` also Wine, 64-bit and 32-bit (the i386
# architecture is added for wine32), for make wine-test. Prints what it
# installs; exits non-zero with the reason when it cannot.
set -eu
what=${1:-test}
need=
command -v x86_64-w64-mingw32-gcc > /dev/null || need="$need gcc-mingw-w64-x86-64"
command -v i686-w64-mingw32-gcc > /dev/null || need="$need gcc-mingw-w64-i686"
if [ "$what" = test ]; then
	command -v wine > /dev/null || need="$need wine wine64"
	dpkg -s wine32:i386 > /dev/null 2>&1 || need="$need wine32:i386"
fi
[ -z "$need" ] && exit 0
echo "windows-tools: installing$need"
if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null; then
	echo "windows-tools: cannot install$need: run this script as root on Debian (apt-get)" >&2
	exit 1
fi
case "$need" in
*i386*) dpkg --print-foreign-architectures | grep -qx i386 || dpkg --add-architecture i386 ;;
esac
log=$(mktemp /tmp/windows-tools.XXXXXX)
if ! { apt-get -o DPkg::Lock::Timeout=600 update -qq &&
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq $need; } > "$log" 2>&1; then
	tail -20 "$log" >&2
	echo "windows-tools: apt-get install$need failed" >&2
	exit 1
fi
rm -f "$log"
