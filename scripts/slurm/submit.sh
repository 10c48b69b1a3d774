#!/bin/sh
# Submits damaengine work to Slurm as job arrays (docs/CLUSTER.md):
#
#   submit.sh match OUTDIR SHARDS MATCH-FLAGS...   a match in SHARDS shards, then a merge job
#   submit.sh gen OUTDIR SHARDS TUNE-GEN-FLAGS...  self-play data in SHARDS shards, then a merge job
#   submit.sh egdb PIECES SHARDS EGDB-FLAGS...     endgame databases up to PIECES pieces: an
#                                                  array per wave not yet built, each after the last
#                                                  (waves under EGDB_SMALL positions, default 20000000,
#                                                  run one after the other in one task): dense and
#                                                  conversion files, or with --distances distance
#                                                  files (--outcomes: the waves of PIECES by outcomes)
#
# The flags are those every shard shares: --games is the whole run's. The
# merge job writes OUTDIR/merged.json and merged.pdn (match; checked by
# match check and pdn check) or OUTDIR/merged.txt (gen). Running the same
# line again resumes: finished shards end at once, the others go on.
# Environment: DAMAENGINE (the binary, default ./damaengine), SBATCH_OPTS
# (more sbatch options, e.g. "--partition=p --cpus-per-task=8 --time=2:00:00").
# Prints the id of the last job it submitted.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "$(dirname "${DAMAENGINE:-./damaengine}")" && pwd)/$(basename "${DAMAENGINE:-./damaengine}")
[ -x "$bin" ] || { echo "submit.sh: no damaengine at $bin (make build, or set DAMAENGINE)" >&2; exit 2; }
usage() { sed -n '3,10p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 3 ] || usage
kind=$1 a=$2 shards=$3
shift 3
case $shards in '' | *[!0-9]* | 0) echo "submit.sh: SHARDS must be a positive number, got $shards" >&2; exit 2 ;; esac
# The tasks get DAMAENGINE and SHARDS through the environment sbatch
# passes on (not by --export=ALL,VAR=...: Slurm 22.05 then loads root's login
# environment for every job, which cost 30-70 s a job on a loaded machine).
export DAMAENGINE="$bin"
# shellcheck disable=SC2086
sub() { sbatch --parsable ${SBATCH_OPTS:-} "$@" | cut -d';' -f1; }

case $kind in
match | gen)
	out=$a
	mkdir -p "$out"
	files=
	for i in $(seq 1 "$shards"); do
		if [ "$kind" = match ]; then files="$files $out/shard-$i.json"; else files="$files $out/gen-$i.txt"; fi
	done
	export SHARDS="$shards"
	array=$(sub --array="1-$shards" --output="$out/%x-%a.out" \
		"$here/$kind.sbatch" "$out" "$@")
	if [ "$kind" = match ]; then
		variant=italian
		prev=
		for arg in "$@"; do
			[ "$prev" = --variant ] && variant=$arg
			prev=$arg
		done
		pdns=$(echo "$files" | sed 's/\.json/.pdn/g')
		merge="'$bin' match merge --json '$out/merged.json' $files && cat $pdns > '$out/merged.pdn.tmp' && mv '$out/merged.pdn.tmp' '$out/merged.pdn' && '$bin' match check '$out/merged.json' && '$bin' pdn check --variant $variant '$out/merged.pdn'"
	else
		merge="'$bin' tune merge --out '$out/merged.txt' $files"
	fi
	sub --dependency="afterok:$array" --job-name="dama-$kind-merge" --output="$out/%x.out" --wrap "$merge"
	;;
egdb)
	pieces=$a
	# Without --distances every wave is built as dense and conversion
	# files (egdb build's default). --outcomes (with distances below) is
	# for the waves of the top piece count alone (egdb.sbatch adds it where
	# EGDB_OUTCOMES names the wave's piece count); it and --dense imply
	# --distances, and egdb waves takes none of the three.
	distances= dense= EGDB_OUTCOMES=
	export EGDB_OUTCOMES
	for arg in "$@"; do
		shift
		case $arg in
		--outcomes) EGDB_OUTCOMES=$pieces distances=--distances ;;
		--dense) dense=--dense distances=--distances ;;
		--distances) distances=--distances ;;
		*) set -- "$@" "$arg" ;;
		esac
	done
	logs=$(echo " $* " | sed -n 's/.* --dir[ =]\([^ ]*\) .*/\1/p')
	logs=${logs:+${logs%/}.logs}
	logs=${logs:-egdb.logs}
	mkdir -p "$logs"
	# The jobs, one a line: WAVES SHARDS (small waves grouped), then submitted in order.
	group=
	: > "$logs/jobs.txt"
	for p in $(seq 2 "$pieces"); do
		"$bin" egdb waves --pieces "$p" "$@" | grep -v '^#' > "$logs/waves-$p.txt"
		while read -r _ wave units built positions _; do
			[ "$built" -lt "$units" ] || continue
			if [ "$positions" -lt "${EGDB_SMALL:-20000000}" ]; then
				group=${group:+$group,}$p:$wave
				continue
			fi
			[ -z "$group" ] || echo "$group 1" >> "$logs/jobs.txt"
			group=
			echo "$p:$wave $((units < shards ? units : shards))" >> "$logs/jobs.txt"
		done < "$logs/waves-$p.txt"
	done
	[ -z "$group" ] || echo "$group 1" >> "$logs/jobs.txt"
	prev=
	while read -r waves k; do
		dep=${prev:+--dependency=afterok:$prev}
		# shellcheck disable=SC2086
		export SHARDS="$k"
		prev=$(sub --array="1-$k" $dep --output="$logs/%x-%A_%a.out" \
			--job-name="dama-egdb-${waves%%,*}" "$here/egdb.sbatch" "$waves" "$@" $distances $dense < /dev/null)
	done < "$logs/jobs.txt"
	echo "${prev:-nothing to build}"
	;;
*) usage ;;
esac
