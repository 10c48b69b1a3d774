#!/bin/sh
# Submits damaengine work to Slurm as job arrays (docs/CLUSTER.md):
#
#   submit.sh match OUTDIR SHARDS MATCH-FLAGS...   a match in SHARDS shards, then a merge job
#   submit.sh gen OUTDIR SHARDS TUNE-GEN-FLAGS...  self-play data in SHARDS shards, then a merge job
#   submit.sh egdb PIECES SHARDS EGDB-FLAGS...     endgame databases up to PIECES pieces: one
#                                                  array per wave not yet built, each after the last
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
usage() { sed -n '3,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 3 ] || usage
kind=$1 a=$2 shards=$3
shift 3
case $shards in '' | *[!0-9]* | 0) echo "submit.sh: SHARDS must be a positive number, got $shards" >&2; exit 2 ;; esac
# shellcheck disable=SC2086
sub() { sbatch --parsable ${SBATCH_OPTS:-} --export="ALL,DAMAENGINE=$bin" "$@" | cut -d';' -f1; }

case $kind in
match | gen)
	out=$a
	mkdir -p "$out"
	files=
	for i in $(seq 1 "$shards"); do
		if [ "$kind" = match ]; then files="$files $out/shard-$i.json"; else files="$files $out/gen-$i.txt"; fi
	done
	array=$(sub --array="1-$shards" --export="ALL,DAMAENGINE=$bin,SHARDS=$shards" --output="$out/%x-%a.out" \
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
	prev=
	for p in $(seq 2 "$pieces"); do
		"$bin" egdb waves --pieces "$p" "$@" | grep -v '^#' > "${TMPDIR:-/tmp}/waves.$$"
		while read -r _ wave units built _; do
			[ "$built" -lt "$units" ] || continue
			k=$((units < shards ? units : shards))
			dep=${prev:+--dependency=afterok:$prev}
			# shellcheck disable=SC2086
			prev=$(sub --array="1-$k" --export="ALL,DAMAENGINE=$bin,SHARDS=$k" $dep \
				--job-name="dama-egdb-$p-$wave" "$here/egdb.sbatch" "$p" "$wave" "$@")
		done < "${TMPDIR:-/tmp}/waves.$$"
		rm -f "${TMPDIR:-/tmp}/waves.$$"
	done
	echo "${prev:-nothing to build}"
	;;
*) usage ;;
esac
