#!/bin/sh
# `make cluster-test` (not part of make test or CI; docs/CLUSTER.md): runs
# the Slurm scripts of scripts/slurm on a real Slurm. Installs slurm-wlm
# and munge when missing (needs root and apt), starts munged, slurmctld and
# slurmd on this machine from a generated slurm.conf and munge key in a
# temporary folder, submits a 4-task match array and a 2-task tune gen
# array through scripts/slurm/submit.sh, waits for their merge jobs, checks
# the merged game counts and that every PDN game replays legally (pdn
# check); cancels a tune gen array mid-run and resubmits it (it resumes);
# builds the Italian endgame databases up to EGDB_PIECES (3) as a chain of
# wave jobs (waves under EGDB_SMALL, 12000, positions grouped in one task,
# larger ones as 2-task arrays) and compares them with a local build, then
# again with the top piece count built by outcomes (--outcomes); and stops
# the daemons it started. EGDB_WAVE times one wave of a real run (below);
# CLUSTER_BENCH=1 times the same tune gen run as 1 task and as 2 tasks.
#
# Settings: CLUSTER_DIR (default: a new folder under /tmp; the outputs and
# logs stay there), MATCH_GAMES (16), GEN_GAMES (8), RESUME_GAMES (10),
# EGDB_PIECES (3), EGDB_WAVE and EGDB_WAVE_FLAGS (none), BENCH_GAMES (200),
# BENCH_NODES (10000), DAMAENGINE (./damaengine, built by make cluster-test).
set -eu
cd "$(dirname "$0")/.."
bin=$(pwd)/${DAMAENGINE:-damaengine}
dir=${CLUSTER_DIR:-$(mktemp -d /tmp/damaengine-cluster.XXXXXX)}
dir=$(mkdir -p "$dir" && cd "$dir" && pwd)
match_games=${MATCH_GAMES:-16} gen_games=${GEN_GAMES:-8}
say() { echo "cluster-test: $*"; }
fail() { echo "cluster-test: FAIL: $*" >&2; exit 1; }

if ! command -v slurmctld > /dev/null || ! command -v munged > /dev/null; then
	say "installing slurm-wlm and munge"
	[ "$(id -u)" = 0 ] || fail "slurm-wlm is not installed and this is not root"
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq slurm-wlm munge > "$dir/apt.log" 2>&1 ||
		{ tail "$dir/apt.log"; fail "apt-get install slurm-wlm munge"; }
fi
[ -x "$bin" ] || fail "no $bin (make build)"

# The daemons, each stopped on exit by the pid it wrote.
pids=
stop() {
	if [ -s "$dir/slurmctld.pid" ]; then # jobs left by a failure or an interruption
		scancel --full -u "$(id -un)" 2> /dev/null || true
		sleep 3
	fi
	for p in $pids; do
		[ -s "$p" ] && kill "$(cat "$p")" 2> /dev/null || true
	done
}
trap stop EXIT
trap 'exit 1' INT TERM

node=$(hostname -s)
cpus=$(nproc)
mkdir -p "$dir/state" "$dir/spool" "$dir/out"
head -c 1024 /dev/urandom > "$dir/munge.key"
chmod 400 "$dir/munge.key"
munged --force --key-file="$dir/munge.key" --socket="$dir/munge.sock" --pid-file="$dir/munged.pid" \
	--log-file="$dir/munged.log" --seed-file="$dir/munge.seed"
pids="$dir/munged.pid"
cat > "$dir/slurm.conf" <<EOF
ClusterName=damatest
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
SlurmctldPort=${SLURMCTLD_PORT:-16817}
SlurmdPort=${SLURMD_PORT:-16818}
AuthType=auth/munge
AuthInfo=socket=$dir/munge.sock
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=2,kill_invalid_depend
MinJobAge=3600
ReturnToService=2
MpiDefault=none
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$dir/slurm.conf"
slurmctld -i
pids="$pids $dir/slurmctld.pid"
slurmd -N "$node"
pids="$pids $dir/slurmd.pid"
for _ in $(seq 60); do
	sinfo -h -o %t 2> /dev/null | grep -q idle && break
	sleep 1
done
sinfo -h -o %t | grep -q idle || { tail "$dir/slurmctld.log" "$dir/slurmd.log"; fail "the node did not come up"; }
say "Slurm $(sinfo -V | cut -d' ' -f2) up in $dir: node $node with $cpus CPUs"

# wait_job ID: waits for a job (or every task of an array) to leave the
# queue, and fails unless all of it completed. squeue fails now and then
# on a loaded machine: that is not taken for an empty queue.
wait_job() {
	until q=$(squeue -h -j "$1" 2> /dev/null) && [ -z "$q" ]; do sleep 2; done
	state=$(scontrol show job "$1" | grep -o 'JobState=[A-Z_]*' | sort -u | tr '\n' ' ')
	[ "$state" = "JobState=COMPLETED " ] || fail "job $1 ended $state"
}

start=$(date +%s)
m=$(scripts/slurm/submit.sh match "$dir/out/match" 4 --engine cmd="$bin" name=a option.hash=16 \
	--engine cmd="$bin" name=b option.hash=16 --tc nodes=2000 --games "$match_games" --random-plies 6 --seed 11)
g=$(scripts/slurm/submit.sh gen "$dir/out/gen" 2 --games "$gen_games" --nodes 400 --seed 5)
say "submitted: match array of 4 tasks and its merge job $m; tune gen array of 2 tasks and its merge job $g"
squeue
wait_job "$m"
wait_job "$g"
say "both arrays and merges done in $(($(date +%s) - start)) s"
cat "$dir/out/match/dama-match-merge.out"
games=$(grep -c '"round"' "$dir/out/match/merged.json" || true)
[ "$games" = "$match_games" ] || fail "merged.json holds $games games, want $match_games"
"$bin" pdn check --games "$match_games" "$dir/out/match/merged.pdn" || fail "pdn check"
cat "$dir/out/gen/dama-gen-merge.out"
games=$(grep -c '^# game ' "$dir/out/gen/merged.txt" || true)
[ "$games" = "$gen_games" ] || fail "merged.txt holds $games games, want $gen_games"
say "OK: $match_games match games merged from 4 tasks, every move legal; $gen_games tune gen games merged from 2 tasks"

# A failed task resumes: cancel a tune gen array once a game is written,
# submit the same line again, and the merge holds every game once.
resume_games=${RESUME_GAMES:-10}
line="gen $dir/out/resume 2 --games $resume_games --nodes 20000 --seed 6"
# shellcheck disable=SC2086
j=$(scripts/slurm/submit.sh $line)
until grep -qs '^# game ' "$dir/out/resume/gen-1.txt"; do sleep 1; done
scancel -n dama-gen-merge
scancel -n dama-gen
while [ -n "$(squeue -h -u root -n dama-gen,dama-gen-merge)" ]; do sleep 1; done
kept=$(cat "$dir/out/resume"/gen-*.txt | grep -c '^# game ' || true)
say "cancelled with $kept of $resume_games games finished; submitting the same line again"
# shellcheck disable=SC2086
j=$(scripts/slurm/submit.sh $line)
wait_job "$j"
cat "$dir/out/resume/dama-gen-merge.out"
games=$(grep -c '^# game ' "$dir/out/resume/merged.txt" || true)
[ "$games" = "$resume_games" ] || fail "resumed run: merged.txt holds $games games, want $resume_games"
say "OK: the cancelled tune gen array resumed ($kept games kept) and merged to $games games"

# Endgame databases: one array per wave, each after the one before; the
# files must equal those of one local build, and pass egdb verify.
egdb_pieces=${EGDB_PIECES:-3}
start=$(date +%s)
j=$(EGDB_SMALL=${EGDB_SMALL:-12000} scripts/slurm/submit.sh egdb "$egdb_pieces" 2 --variant italian --dir "$dir/out/egdb")
say "submitted egdb jobs up to $egdb_pieces pieces (waves, tasks):" $(tr ' \n' '/ ' < "$dir/out/egdb.logs/jobs.txt")
wait_job "$j"
say "egdb waves done in $(($(date +%s) - start)) s"
"$bin" egdb build --variant italian --pieces "$egdb_pieces" --dir "$dir/out/egdb-local" --threads 1 > /dev/null 2>&1
diff -r "$dir/out/egdb" "$dir/out/egdb-local" > /dev/null || fail "the Slurm egdb build differs from a local one"
"$bin" egdb verify --variant italian --dir "$dir/out/egdb" --threads "$cpus" | tail -1
say "OK: $(ls "$dir/out/egdb" | wc -l) egdb files built wave by wave under Slurm, identical to a local build"

# The same with the top piece count by outcomes (dense and conversion
# files, as Italian 7 pieces is built).
j=$(EGDB_SMALL=${EGDB_SMALL:-12000} scripts/slurm/submit.sh egdb "$egdb_pieces" 2 --variant italian --dir "$dir/out/egdb-outcomes" --outcomes)
wait_job "$j"
"$bin" egdb build --variant italian --pieces "$egdb_pieces" --distances --outcomes --dir "$dir/out/egdb-outcomes-local" --threads 1 > /dev/null 2>&1
diff -r "$dir/out/egdb-outcomes" "$dir/out/egdb-outcomes-local" > /dev/null || fail "the Slurm egdb build by outcomes differs from a local one"
"$bin" egdb verify --variant italian --dir "$dir/out/egdb-outcomes" --threads "$cpus" | tail -1
say "OK: $(ls "$dir/out/egdb-outcomes" | grep -c '\.dtc$') conversion files of $egdb_pieces pieces built by outcomes under Slurm, identical to a local build"

# EGDB_WAVE=PIECES:WAVE times one wave of a real run as one task with
# every CPU, on the folder EGDB_WAVE_FLAGS names (with what the wave
# needs already built there), e.g. EGDB_WAVE=7:9 EGDB_WAVE_FLAGS="--variant
# italian --dir /data/italian --distances --outcomes".
if [ -n "${EGDB_WAVE:-}" ]; then
	start=$(date +%s.%N)
	# shellcheck disable=SC2086
	j=$(SHARDS=1 EGDB_OUTCOMES= sbatch --parsable --array=1-1 --cpus-per-task="$cpus" --job-name=dama-egdb-wave \
		--output="$dir/out/egdb-wave-%a.out" scripts/slurm/egdb.sbatch "$EGDB_WAVE" ${EGDB_WAVE_FLAGS:?EGDB_WAVE needs EGDB_WAVE_FLAGS} < /dev/null)
	wait_job "$j"
	grep '^built' "$dir/out/egdb-wave-1.out"
	say "egdb wave $EGDB_WAVE: one task of $cpus CPUs, $(echo "$(date +%s.%N) $start" | awk '{printf "%.1f", $1 - $2}') s from submission to the end"
fi

if [ "${CLUSTER_BENCH:-0}" = 1 ]; then
	for tasks in 1 2; do
		say "bench: $tasks task(s), load before: $(cut -d' ' -f1-3 /proc/loadavg)"
		t0=$(date +%s.%N)
		j=$(scripts/slurm/submit.sh gen "$dir/out/bench-$tasks" "$tasks" --games "${BENCH_GAMES:-200}" \
			--nodes "${BENCH_NODES:-10000}" --seed 9)
		wait_job "$j"
		t1=$(date +%s.%N)
		pos=$(grep -vc '^#' "$dir/out/bench-$tasks/merged.txt")
		echo "$tasks $t0 $t1 $pos" | awk -v g="${BENCH_GAMES:-200}" '{s = $3 - $2;
			printf "cluster-test: bench: %d task(s): %d games, %d positions in %.1f s: %.3f games/s, %.1f positions/s\n",
			$1, g, $4, s, g / s, $4 / s}'
	done
	say "bench: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
fi
