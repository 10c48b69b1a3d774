#!/usr/bin/env bash
# The newest commit that touches the search or the evaluation must state
# the node signature that `damaengine bench` prints ("Bench: N" in its
# message, as every such commit does), so that a change in the tree's
# size is never silent. A commit that touches only their tests changes
# no node and needs no line. Run by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git log -1 --format=%H -- search eval ':(exclude)*_test.go')
[ -n "$commit" ] || { echo "check-bench: no commit touches search/ or eval/" >&2; exit 1; }
stated=$(git log -1 --format=%B "$commit" | sed -n 's/^Bench: \([0-9][0-9]*\).*/\1/p' | tail -1)
[ -n "$stated" ] || { echo "check-bench: commit ${commit:0:7} touches search/ or eval/ and states no Bench: line" >&2; exit 1; }
bin=$(mktemp -d)/damaengine
trap 'rm -rf "$(dirname "$bin")"' EXIT
${GO:-go} build -o "$bin" ./cmd/damaengine
printed=$("$bin" bench | sed -n 's/^Bench: \([0-9][0-9]*\)$/\1/p')
if [ "$printed" != "$stated" ]; then
	echo "check-bench: damaengine bench prints $printed; commit ${commit:0:7} states Bench: $stated" >&2
	exit 1
fi
echo "check-bench: Bench: $printed, as commit ${commit:0:7} states"
