#!/bin/bash
# A match against Scan 2.0 over DXP (International, 60 s a game, Scan's book
# and bitbases on) played in SHARDS shards side by side on a machine with
# that many cores: shard i (its match runner, our engine, Scan and Scan's
# DXP relay) runs on CPU i, so no two searches share a core. Resumable: run
# it again and each shard goes on from its PDN in OUTDIR. At the end the
# shards' results are merged into OUTDIR/merged.json.
#
#   scripts/scan-shards.sh SCAN_DIR SHARDS SEED GAMES OUTDIR [match flags...]
#
# SCAN_DIR is a Scan 2.0 build directory (Scan built from its public sources,
# outside this repository) holding Scan's binary, scan.ini and data/;
# SCAN_DXP names the DXP relay that serves Scan (default: scan_dxp.py in
# SCAN_DIR) and BIN our engine (default ./damaengine).
# GAMES counts the whole match; each shard plays the pairs i, i+n, ...
# (`match --shard`). docs/STRENGTH.md ("Against other engines") has a run.
set -eu
[ $# -ge 5 ] || { echo "usage: $0 SCAN_DIR SHARDS SEED GAMES OUTDIR [match flags...]" >&2; exit 2; }
# paths given are read from where the script was started, defaults from the repository
SCAN=$(cd "$1" && pwd); SHARDS=$2; SEED=$3; GAMES=$4; mkdir -p "$5"; OUT=$(cd "$5" && pwd); shift 5
[ -n "${BIN:-}" ] && BIN=$(realpath "$BIN")
[ -n "${SCAN_DXP:-}" ] && SCAN_DXP=$(realpath "$SCAN_DXP")
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/damaengine}
RELAY=${SCAN_DXP:-$SCAN/scan_dxp.py}
CPUS=$(nproc)
relays=() matches=()
trap 'kill "${relays[@]}" 2>/dev/null || true' EXIT
# Ctrl-C or a kill stops every shard as `match` stops: finished games kept.
trap 'kill -INT "${matches[@]}" 2>/dev/null || true' INT TERM
for ((i = 0; i < SHARDS; i++)); do
  cpu=$((i % CPUS)) dir=$OUT/scan$i port=$((27600 + i))
  mkdir -p "$dir"; cp "$SCAN/scan" "$SCAN/scan.ini" "$dir/"; ln -sfn "$SCAN/data" "$dir/data"
  taskset -c $cpu python3 "$RELAY" "$dir" --port $port > "$OUT/relay$i.log" 2>&1 &
  relays+=($!)
done
sleep 2
for ((i = 0; i < SHARDS; i++)); do
  cpu=$((i % CPUS)) port=$((27600 + i)) resume=()
  [ -s "$OUT/g$i.pdn" ] && resume=(--resume "$OUT/g$i.pdn")
  taskset -c $cpu "$BIN" match --engine cmd="$BIN" name=damaengine option.hash=64 \
    --engine dxp=127.0.0.1:$port name=scan2 --variant international --tc time=60 --games "$GAMES" \
    --shard $((i + 1))/"$SHARDS" --openings openings/international-2move-ballots.fen \
    --time-margin 3 --seed "$SEED" --pgn "$OUT/g$i.pdn" --json "$OUT/r$i.json" "${resume[@]}" "$@" \
    > "$OUT/m$i.out" 2>&1 &
  matches+=($!)
done
status=0
for p in "${matches[@]}"; do
  # wait returns early when a trapped signal comes: wait again while p runs
  until wait "$p"; do kill -0 "$p" 2>/dev/null || { status=1; break; }; done
done
results=("$OUT"/r*.json)
[ -e "${results[0]}" ] && "$BIN" match merge --json "$OUT/merged.json" "${results[@]}"
exit $status
