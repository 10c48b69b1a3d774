#!/bin/sh
# `make dist`: the release builds, cross-compiled into DIST (default
# dist/), stamped with VERSION (default: git describe), with SHA256SUMS:
#
#   linux-amd64/damaengine   linux-arm64/damaengine   darwin-arm64/damaengine
#   windows-amd64/damaengine.exe
#   checkerboard/damaengine64.dll (64-bit CheckerBoard)
#   checkerboard/damaengine.dll   (32-bit CheckerBoard)
#   checkerboard/damaengine.htm   (the engine's help page)
#
# The programs are pure Go (no cgo); the DLLs need the mingw-w64 cross
# compilers, installed by scripts/windows-tools.sh when missing. x86-64
# builds are for the v2 level (POPCNT, any x86-64 CPU since 2009); all
# use the profile cmd/damaengine/default.pgo.
set -eu
cd "$(dirname "$0")/.."
dist=${DIST:-dist}
version=${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
pgo=$(pwd)/cmd/damaengine/default.pgo
mkdir -p "$dist"
dist=$(cd "$dist" && pwd)
sh scripts/windows-tools.sh build

program() { # GOOS GOARCH FILE
	echo "dist: $3"
	mkdir -p "$(dirname "$dist/$3")"
	GOOS=$1 GOARCH=$2 GOAMD64=v2 CGO_ENABLED=0 go build -trimpath -pgo="$pgo" \
		-ldflags "-s -w -X main.version=$version" -o "$dist/$3" ./cmd/damaengine
}
dll() { # GOARCH CC FILE
	echo "dist: $3"
	mkdir -p "$(dirname "$dist/$3")"
	GOOS=windows GOARCH=$1 GOAMD64=v2 CGO_ENABLED=1 CC=$2 go build -trimpath -pgo="$pgo" -buildmode=c-shared \
		-ldflags "-s -w -X main.version=$version -extldflags=-Wl,--kill-at" -o "$dist/$3" ./cmd/damaengine-cb
	rm -f "${dist}/${3%.dll}.h" # cgo's header of the Go functions; the API is CheckerBoard's
}

program linux amd64 linux-amd64/damaengine
program linux arm64 linux-arm64/damaengine
program darwin arm64 darwin-arm64/damaengine
program windows amd64 windows-amd64/damaengine.exe
dll amd64 x86_64-w64-mingw32-gcc checkerboard/damaengine64.dll
dll 386 i686-w64-mingw32-gcc checkerboard/damaengine.dll
sed "s/@VERSION@/$version/" cmd/damaengine-cb/damaengine.htm > "$dist/checkerboard/damaengine.htm"
echo "$version" > "$dist/VERSION"
(cd "$dist" && find . -type f ! -name SHA256SUMS | sed 's|^\./||' | sort | xargs sha256sum > SHA256SUMS)
echo "dist: $version in $dist (SHA256SUMS)"
