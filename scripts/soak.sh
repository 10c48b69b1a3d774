#!/bin/sh
# The soak test (`make soak`): damaengine against itself, per variant,
# SOAK_GAMES games at move-time=0.01 and SOAK_PONDER_GAMES at time=2+0.02
# with pondering on, two games at once. It fails when a match fails or
# `damaengine match check` finds a fault in its results: a game ended by a
# crash, an illegal or unparsable move, a time forfeit, a hang (timeout),
# an engine error line or restart. Resumable: run it again after an
# interruption and each match goes on from its PDN (--resume). A part whose
# directory was lost can be finished with the games left and a new
# SOAK_SEED (default 1), so that its games are new ones; SOAK_VARIANTS and
# SOAK_PARTS (movetime, ponder) choose what runs.
#
# Outputs (SOAK_DIR, default soak/): NAME.pdn, NAME.json, NAME.out per match,
# and soak.txt: one line per match with its games, seconds and faults.
set -eu
cd "$(dirname "$0")/.."
BIN=${BIN:-./damaengine}
OUT=${SOAK_DIR:-soak}
GAMES=${SOAK_GAMES:-10000}
PONDER_GAMES=${SOAK_PONDER_GAMES:-2000}
VARIANTS=${SOAK_VARIANTS:-italian international dameo}
SEED=${SOAK_SEED:-1}
PARTS=${SOAK_PARTS:-movetime ponder}
for part in $PARTS; do # refused before any game is played
	case $part in movetime | ponder) ;; *) echo "soak: unknown part $part (movetime, ponder)"; exit 1 ;; esac
done
mkdir -p "$OUT"

soak() { # name variant games tc [flags]
	name=$1 variant=$2 games=$3 tc=$4
	shift 4
	pdn=$OUT/$name.pdn json=$OUT/$name.json
	set -- "$@" --pgn "$pdn"
	if [ -s "$pdn" ]; then set -- "$@" --resume "$pdn"; fi
	start=$(date +%s)
	if ! "$BIN" match --engine cmd="$BIN" name=a option.hash=16 --engine cmd="$BIN" name=b option.hash=16 \
		--variant "$variant" --tc "$tc" --games "$games" --concurrency 2 --random-plies 6 --seed "$SEED" \
		--time-margin 0.25 --json "$json" --quiet "$@" > "$OUT/$name.out" 2>&1; then
		echo "$name: the match failed:"; tail -5 "$OUT/$name.out"; exit 1
	fi
	result=$("$BIN" match check "$json") || { echo "$result"; exit 1; }
	echo "$name $tc: $result ($(($(date +%s) - start)) s this run)" | tee -a "$OUT/soak.txt"
}

for v in $VARIANTS; do
	for part in $PARTS; do
		case $part in
		movetime) soak "$v-movetime" "$v" "$GAMES" move-time=0.01 ;;
		ponder) soak "$v-ponder" "$v" "$PONDER_GAMES" time=2+0.02 --ponder ;;
		esac
	done
done
