#!/bin/sh
# Installs what the Windows builds and their tests need, when it is
# missing (Debian or Ubuntu, as root): `windows-tools.sh build` the
# mingw-w64 cross compilers of the CheckerBoard DLLs (make dist);
# `windows-tools.sh test` also Wine for make wine-test: 64-bit always,
# and 32-bit (wine32, with the i386 architecture added) only where the
# machine can run 32-bit x86 programs: a kernel without IA-32 emulation
# cannot, and there the 32-bit DLL is checked without being run. Prints
# what it installs; exits non-zero with the reason when it cannot.
set -eu
what=${1:-test}

# runs32: whether this machine runs a 32-bit x86 program, tried on a
# 96-byte i386 ELF file that only exits with status 42.
runs32() {
	prog=$(mktemp "${TMPDIR:-/tmp}/windows-tools-i386.XXXXXX")
	printf '\177ELF\001\001\001\000\000\000\000\000\000\000\000\000\002\000\003\000\001\000\000\000\124\200\004\010\064\000\000\000\000\000\000\000\000\000\000\000\064\000\040\000\001\000\000\000\000\000\000\000\001\000\000\000\000\000\000\000\000\200\004\010\000\200\004\010\140\000\000\000\140\000\000\000\005\000\000\000\000\020\000\000\270\001\000\000\000\273\052\000\000\000\315\200' > "$prog"
	chmod +x "$prog"
	rc=0
	"$prog" 2> /dev/null || rc=$?
	rm -f "$prog"
	[ "$rc" = 42 ]
}

need=
command -v x86_64-w64-mingw32-gcc > /dev/null || need="$need gcc-mingw-w64-x86-64"
command -v i686-w64-mingw32-gcc > /dev/null || need="$need gcc-mingw-w64-i686"
if [ "$what" = test ]; then
	command -v wine64 > /dev/null || [ -x /usr/lib/wine/wine64 ] || need="$need wine wine64"
	if ! runs32; then
		echo "windows-tools: this machine cannot run 32-bit x86 programs: wine32 left out; the 32-bit DLL is checked without being run"
	elif ! dpkg -s wine32:i386 > /dev/null 2>&1; then
		need="$need wine32:i386"
	fi
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
# update fetches the package lists, again after a pause when a mirror
# answers with a list that does not match its index ("Mirror sync in
# progress?"), which passes within a minute or two.
update() {
	local try
	for try in 1 2 3 4; do
		apt-get -o DPkg::Lock::Timeout=600 -o Acquire::Retries=3 update -qq && return 0
		[ "$try" = 4 ] || { echo "windows-tools: apt-get update failed, again in 30 s" >&2; sleep 30; }
	done
	return 1
}
install() {
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@"
}
updated=yes
update > "$log" 2>&1 || updated=no
if ! install $need >> "$log" 2>&1; then
	# Without the i386 lists (a mirror that serves a list not matching its
	# index) wine32's libraries cannot match the installed 64-bit ones:
	# install the rest, and the wine tests check the 32-bit DLL without
	# running it, as where the kernel cannot run 32-bit programs.
	rest=$(echo "$need" | sed 's/ wine32:i386//')
	if [ "$rest" != "$need" ] && { [ -z "${rest# }" ] || install $rest >> "$log" 2>&1; }; then
		tail -5 "$log"
		echo "windows-tools: wine32 could not be installed (the package lists updated: $updated; see above): the 32-bit DLL is checked without being run"
		rm -f "$log"
		exit 0
	fi
	tail -20 "$log" >&2
	echo "windows-tools: apt-get install$need failed" >&2
	exit 1
fi
rm -f "$log"
