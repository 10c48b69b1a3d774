#!/usr/bin/env bash
# Background work that accumulates from one run to the next: the project's
# long, resumable jobs, run at nice 19 with their files in a folder outside
# the repository (docs/WORK.md).
#
#   scripts/work.sh start     start (or resume) the job in the background
#   scripts/work.sh status    what the folder holds: positions, rate, next
#   scripts/work.sh pause     SIGSTOP the job (around timing measurements)
#   scripts/work.sh continue  SIGCONT it
#   scripts/work.sh stop      end it (finished games are kept; start resumes)
#
# WORK (default $HOME/damaengine-work) is the folder; JOB picks the job
# (default intl-gen16: International self-play at 16,000 nodes a move;
# intl-gen: the 4,000-node run; intl-label16 and intl-label32: the
# distinct positions of intl-gen's games searched again at 16,000 and
# 32,000 nodes;
# levels-pool-dameo, -italian and -international: the levels against the
# pool, docs/LEVELS.md, UP_TO=RUNG to leave the rungs above it for later;
# the Italian one plays dama.c, DAMA=/path/to/dama-hub, at the depths
# DAMA_DEPTHS (default "2 4 6 8 10 12");
# brazilian-gen, russian-gen, killer-gen, breakthrough-gen, antidraughts-gen,
# frisian-gen, frysk-gen: self-play for those evaluations,
# one round per SEED, each by its own copy of the build of its day;
# egdb-international, egdb-italian, egdb-dameo: the endgame databases a
# piece bigger, PIECES (default 6, 7 and 5), dense and conversion files
# in WORK/egdb/VARIANT, resumed from their own files; egdb-sizes: the
# sizes in SIZES one after the other, each with its sampled verify).
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=${WORK:-$HOME/damaengine-work}
JOB=${JOB:-intl-gen16}
mkdir -p "$WORK/bin" "$WORK/$JOB"
PIDFILE=$WORK/$JOB/pid
LOG=$WORK/$JOB/log

# nice_group sets the scheduling group of process $1's session to nice 19,
# once the process has its own session, where the kernel has such groups.
nice_group() {
	[ -w "/proc/$1/autogroup" ] || return 0
	for _ in $(seq 50); do
		if [ "$(cut -d' ' -f1 "/proc/$1/autogroup")" != "$(cut -d' ' -f1 /proc/$$/autogroup)" ]; then
			echo 19 >"/proc/$1/autogroup" 2>/dev/null || true
			return 0
		fi
		sleep 0.1
	done
}

# running reports whether the job (a chain: any command of it) is alive.
running() { [ -f "$PIDFILE" ] && signal 0 2>/dev/null; }

# signal sends signal $1 to the job; a chain of commands (egdb-sizes) gets
# it in its whole process group, which it leads (setsid), so that pausing
# or stopping it reaches the command under way.
signal() {
	local pid
	pid=$(cat "$PIDFILE")
	if [[ $JOB == egdb-sizes ]]; then
		kill "-$1" -- "-$pid"
	else
		kill "-$1" "$pid"
	fi
}

# A calibration's clocks run on the wall: stopped half-way through a move
# it would count the pause as thinking time. So the levels jobs pause by
# stopping (the game under way is played again on resume) and continue by
# starting again; the others are stopped and continued with signals.
calibration() { [[ $JOB == levels-* ]]; }

# The job's command line, into the array CMD (an opponent's spec holds
# blanks, so it is never a string split again). The binary is copied into
# the folder once per job, so that rebuilding the checkout never changes a
# run half-way.
job_command() {
	BIN=$WORK/bin/damaengine-$JOB
	case $JOB in
	intl-gen)
		# International self-play at 4,000 nodes a move (the cheap labels
		# of issue "International from Scan 2.0 to 3.1"): one run, resumed
		# game by game, seed 78.
		CMD=("$BIN" tune gen --variant international \
			--games 1000000 --nodes 4000 --workers 2 --random-plies 4 --seed 78 \
			--openings "$PWD/openings/international-3move-ballots.fen" \
			--out "$WORK/$JOB/gen-s78.txt" --resume)
		;;
	intl-gen16)
		# The same at 16,000 nodes a move and 6 random plies, seed 79: at
		# 4,000 nodes three positions in four repeat an earlier one and
		# the labels were too shallow to train a better net; here about
		# one in twenty-five repeats (docs/WORK.md).
		CMD=("$BIN" tune gen --variant international \
			--games 1000000 --nodes 16000 --workers 2 --random-plies 6 --seed 79 \
			--openings "$PWD/openings/international-3move-ballots.fen" \
			--out "$WORK/$JOB/gen-s79.txt" --resume)
		;;
	intl-label16)
		# The positions of intl-gen's games, each distinct one once (three
		# in four repeat), searched again at 16,000 nodes: labels as good
		# as 32,000 nodes' at half the cost (docs/log/2026-12-net.md).
		CMD=("$BIN" tune label --data "$WORK/intl-gen/gen-s78.txt" \
			--nodes 16000 --workers 2 --distinct \
			--out "$WORK/$JOB/label-s78.txt" --resume)
		;;
	intl-label32)
		# The same at 32,000 nodes, the depth of the shipped net's labels
		# (stopped at 6,382 games for intl-label16).
		CMD=("$BIN" tune label --data "$WORK/intl-gen/gen-s78.txt" \
			--nodes 32000 --workers 2 --distinct \
			--out "$WORK/$JOB/label-s78.txt" --resume)
		;;
	brazilian-gen | russian-gen | killer-gen | breakthrough-gen | antidraughts-gen | frisian-gen | frysk-gen)
		# Self-play at 4,000 nodes a move from the variant's openings, the
		# data of its evaluation's fits (docs/log/2026-12-brazilian.md), one
		# round per SEED: Brazilian's 81 was played by the untrained
		# evaluation, 82 (its default) by the first fit; Russian's 91 (its
		# default) by Brazilian's evaluation; Killer's 101 (its default) by
		# International's, from International's 3-move ballots;
		# Breakthrough's 111 (its default) by
		# International's, from the same ballots; Antidraughts' 121 (its
		# default) by International's negated, from the same ballots;
		# Frisian's 131 (its default) by International's, from the same
		# ballots; Frysk's 141 (its default) by International's, from its
		# own. A
		# round's binary is its own, so a new round takes the build of its
		# day.
		local variant=${JOB%-gen} seed openings
		case $variant in
		brazilian) seed=${SEED:-82} openings=$PWD/openings/brazilian-ballots.fen ;;
		russian) seed=${SEED:-91} openings=$PWD/openings/russian-ballots.fen ;;
		killer) seed=${SEED:-101} openings=$PWD/openings/international-3move-ballots.fen ;;
		antidraughts) seed=${SEED:-121} openings=$PWD/openings/international-3move-ballots.fen ;;
		frisian) seed=${SEED:-131} openings=$PWD/openings/international-3move-ballots.fen ;;
		frysk) seed=${SEED:-141} openings=$PWD/openings/frysk-ballots.fen ;;
		*) seed=${SEED:-111} openings=$PWD/openings/international-3move-ballots.fen ;;
		esac
		BIN=$WORK/bin/damaengine-$JOB-s$seed
		CMD=("$BIN" tune gen --variant "$variant" \
			--games 20000 --nodes 4000 --workers 2 --random-plies 4 --seed "$seed" \
			--openings "$openings" \
			--out "$WORK/$JOB/gen-s$seed.txt" --resume)
		;;
	egdb-international | egdb-italian | egdb-dameo)
		# The databases of issue "a piece more in every variant": the
		# default build (dense and conversion files), which skips every
		# slice already on disk, so a stopped build resumes.
		local variant=${JOB#egdb-} pieces
		case $variant in
		international) pieces=${PIECES:-6} ;;
		italian) pieces=${PIECES:-7} ;;
		*) pieces=${PIECES:-5} ;;
		esac
		CMD=("$BIN" egdb build --variant "$variant" --pieces "$pieces" \
			--threads 2 --dir "$WORK/egdb/$variant")
		;;
	egdb-sizes)
		# The sizes of that issue one after the other, so that the cores
		# go on to the next when one ends, each build followed by its
		# sampled verify (in WORK/verify/; a verify that has printed its
		# result is not run again) and by the matches that show its worth
		# (in WORK/match/VARIANT-egdbPIECES/, resumed from their games):
		# 400 games at 0.02 s a move (a forfeit only past 1 s over)
		# against the same engine with a piece less, and for Italian 200
		# games at 0.1 s against dama.c (DAMA, default
		# WORK/sparring/dama-hub, where it is there), each followed by
		# match check and egdb games. Leave the cores to the matches: a
		# foreground job would take the engines' time. SIZES is the list
		# (VARIANT:PIECES ...); its default is what is still to build:
		# Italian 7 (International 6 is built, verified and played,
		# docs/EGDB.md; SIZES="international:6 italian:7" builds both).
		mkdir -p "$WORK/verify"
		CMD=(bash -c '
			set -e
			bin=$0 work=$1 root=$3 dama=$4
			# play DIR VARIANT MATCH-FLAGS...: the match into DIR (resumed
			# from its games when there), its check, and how its endings
			# went; nothing when DIR holds those endings already.
			play() {
				local dir=$1 variant=$2 out
				shift 2
				[ -s "$dir/endings.txt" ] && return
				mkdir -p "$dir"
				out=(--pgn "$dir/games.pdn")
				[ -s "$dir/games.pdn" ] && out=(--resume "$dir/games.pdn")
				"$bin" match "$@" --variant "$variant" --concurrency 2 --quiet \
					"${out[@]}" --json "$dir/result.json" >"$dir/summary.txt" 2>"$dir/progress.txt"
				"$bin" match check "$dir/result.json" >>"$dir/summary.txt" 2>&1 ||
					echo "match check: a game ended by a fault" >>"$dir/summary.txt"
				"$bin" egdb games --variant "$variant" --dir "$work/egdb/$variant" \
					"$dir/games.pdn" >"$dir/endings.txt"
			}
			for size in $2; do
				variant=${size%:*} pieces=${size#*:}
				db=$work/egdb/$variant
				"$bin" egdb build --variant "$variant" --pieces "$pieces" \
					--threads 2 --dir "$db"
				out=$work/verify/$variant$pieces.txt
				grep -q "^verified" "$out" 2>/dev/null ||
					"$bin" egdb verify --variant "$variant" --sample 0.002 \
						--threads 2 --dir "$db" >"$out" 2>&1
				case $variant in
				italian) seed=20 openings=italian-11man-ballots.fen ;;
				international) seed=18 openings=international-2move-ballots.fen ;;
				*) seed=16 openings=$variant-ballots.fen ;;
				esac
				less=$((pieces - 1))
				play "$work/match/$variant-egdb$pieces" "$variant" \
					--engine "cmd=\"$bin\" name=egdb$pieces arg=hub arg=--egdb arg=\"$db\"" \
					--engine "cmd=\"$bin\" name=egdb$less arg=hub arg=--egdb arg=\"$db\" arg=--egdb-pieces arg=$less" \
					--tc move-time=0.02 --time-margin 1 --games 400 --seed "$seed" --openings "$root/openings/$openings"
				if [ "$variant" = italian ] && [ -x "$dama" ]; then
					play "$work/match/$variant-egdb$pieces-dama" "$variant" \
						--engine "cmd=\"$bin\" name=egdb$pieces arg=hub arg=--egdb arg=\"$db\"" \
						--engine "cmd=\"$dama\" name=dama" --tc move-time=0.1 --time-margin 1 \
						--games 200 --seed 3803 --openings "$root/openings/$openings"
				fi
			done' "$BIN" "$WORK" "${SIZES:-italian:7}" "$PWD" "${DAMA:-$WORK/sparring/dama-hub}")
		;;
	levels-pool-dameo)
		# Every Dameo level against the Material player and the two
		# Mobility players (Dameo has no outside engine here).
		CMD=("$BIN" levels calibrate --variant dameo \
			--dir "$WORK/levels" --near 0 --pool 160 --concurrency 2 ${UP_TO:+--up-to "$UP_TO"})
		;;
	levels-pool-international)
		# Every International level against the pool and Scan 2.0 at
		# depths 2 to 10, spoken to in its first Hub protocol (SCAN: its
		# build directory, built outside the project, docs/LEVELS.md).
		local scan=${SCAN:-$WORK/sparring/scan2}
		[ -x "$scan/scan" ] || { echo "work.sh: no Scan at $scan (set SCAN)" >&2; exit 2; }
		CMD=("$BIN" levels calibrate --variant international \
			--dir "$WORK/levels" --near 0 --pool 160 --concurrency 2 ${UP_TO:+--up-to "$UP_TO"})
		local depth
		for depth in 2 4 6 8 10; do
			CMD+=(--opponent "cmd=$scan/scan arg=hub dir=$scan protocol=hub1 name=scan-d$depth tc=depth=$depth")
		done
		;;
	levels-pool-italian)
		# Every Italian level against the pool and dama.c at depths 2 to
		# 12 (DAMA: its Hub front end, built outside the project); depths
		# 10 and 12 came after the first 14,000 games, for the top levels,
		# which beat depth 8 by 90% and more.
		local dama=${DAMA:-$WORK/sparring/dama-hub}
		[ -x "$dama" ] || { echo "work.sh: no dama-hub at $dama (set DAMA)" >&2; exit 2; }
		CMD=("$BIN" levels calibrate --variant italian \
			--dir "$WORK/levels" --near 0 --pool 160 --concurrency 2 ${UP_TO:+--up-to "$UP_TO"})
		local depth
		for depth in ${DAMA_DEPTHS:-2 4 6 8 10 12}; do
			CMD+=(--opponent "cmd=$dama name=dama-d$depth tc=depth=$depth")
		done
		;;
	*)
		echo "work.sh: unknown job $JOB (intl-label16, intl-label32, intl-gen16, intl-gen, brazilian-gen, russian-gen, killer-gen, breakthrough-gen, antidraughts-gen, frisian-gen, frysk-gen, egdb-international, egdb-italian, egdb-dameo, egdb-sizes, levels-pool-dameo, levels-pool-italian, levels-pool-international)" >&2
		exit 2
		;;
	esac
}

case ${1:-status} in
start)
	if running; then
		echo "work.sh: $JOB already running (pid $(cat "$PIDFILE"))"
		exit 0
	fi
	job_command
	if [ ! -x "$BIN" ]; then
		make build >/dev/null
		cp damaengine "$BIN"
	fi
	echo "$(date -u +%FT%TZ) start: ${CMD[*]@Q}" >>"$LOG"
	# A session of its own, whose scheduling group is niced too: where the
	# kernel groups processes by session (autogroup), nice alone only
	# ranks the job against its own session and it would take half the
	# cores from foreground work.
	nohup setsid nice -n 19 "${CMD[@]}" >>"$LOG" 2>&1 &
	echo $! >"$PIDFILE"
	nice_group $!
	echo "work.sh: $JOB started (pid $!), log $LOG"
	;;
status)
	state=stopped
	running && state="running (pid $(cat "$PIDFILE"))"
	echo "job $JOB: $state; folder $WORK/$JOB"
	for f in "$WORK/$JOB"/*.txt; do
		[ -f "$f" ] || continue
		games=$(grep -c '^# game ' "$f" || true)
		positions=$(grep -vc '^#' "$f" || true)
		echo "  $(basename "$f"): $games games, $positions positions, $(du -h "$f" | cut -f1)"
	done
	if calibration; then
		for d in "$WORK"/levels/*/pool; do
			[ -d "$d" ] || continue
			n=$(cat "$d"/*.pdn 2>/dev/null | grep -c '^\[Event ' || true)
			echo "  levels $(basename "$(dirname "$d")") pool: $n games in $(find "$d" -name '*.pdn' | wc -l) pairings"
		done
	fi
	tail -n 2 "$LOG" 2>/dev/null | sed 's/^/  log: /'
	;;
pause)
	if calibration; then
		exec "$0" stop
	fi
	running && signal STOP && echo "work.sh: $JOB paused"
	;;
continue)
	if calibration; then
		exec "$0" start
	fi
	running && signal CONT && echo "work.sh: $JOB continues"
	;;
stop)
	if running; then
		signal CONT 2>/dev/null || true
		signal TERM
		for _ in $(seq 50); do running || break; sleep 0.2; done
		echo "work.sh: $JOB stopped; 'scripts/work.sh start' resumes it"
	fi
	;;
*)
	echo "usage: scripts/work.sh start|status|pause|continue|stop" >&2
	exit 2
	;;
esac
