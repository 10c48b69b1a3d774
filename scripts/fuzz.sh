#!/bin/sh
# Runs every fuzz target of the project for FUZZTIME each (go test's
# -fuzztime: a duration such as 60s, or a count of executions such as
# 10000000x). `make test` runs it with 1000x; `make fuzz` with longer.
# New failing inputs are written under each package's testdata/fuzz/.
# Minimising each new interesting input is bounded (-fuzzminimizetime):
# with go test's default of 60 s each, the book target, whose inputs are
# whole book files of kilobytes, spent its time minimising, not fuzzing.
set -eu
FUZZTIME=${FUZZTIME:-1000x}
cd "$(dirname "$0")/.."
targets="
./movegen FuzzParseFEN
./movegen FuzzParseHubPosition
./movegen FuzzParseMove
./hub FuzzParse
./protocol FuzzPos
./dxp FuzzDecode
./pdn FuzzRead
./openings FuzzLoad
./match FuzzReadReport
./book FuzzParse
./egdb FuzzReadSlice
./tune FuzzReadGenFile
./tune FuzzReadSamples
./spsa FuzzReadLog
./checkerboard FuzzCommand
./checkerboard FuzzBoard
"
echo "$targets" | while read -r pkg name; do
	[ -n "$pkg" ] || continue
	echo "fuzz $pkg $name ($FUZZTIME)"
	go test -run '^$' -fuzz "^$name\$" -fuzztime "$FUZZTIME" -fuzzminimizetime 1000x "$pkg" > /tmp/fuzz-$$.out 2>&1 || {
		cat /tmp/fuzz-$$.out
		rm -f /tmp/fuzz-$$.out
		exit 1
	}
	grep -E 'execs:' /tmp/fuzz-$$.out | tail -1 || true
done
rm -f /tmp/fuzz-$$.out
