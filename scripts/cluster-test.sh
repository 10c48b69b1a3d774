#!/bin/sh
# `make cluster-test` (not part of make test or CI; docs/CLUSTER.md): runs
# the Slurm scripts of scripts/slurm on a real Slurm. Installs slurm-wlm
# and munge when missing (needs root and apt), starts munged, slurmctld and
# slurmd on this machine from a generated slurm.conf and munge key in a
# temporary folder, submits a 4-task match array and a 2-task tune gen
# array through scripts/slurm/submit.sh, waits for their merge jobs, checks
# the merged game counts and that every PDN game replays legally (pdn
# check), and stops the daemons it started. CLUSTER_BENCH=1 then also
# times the same tune gen run as 1 task and as 2 tasks.
#
# Settings: CLUSTER_DIR (default: a new folder under /tmp; the outputs and
# logs stay there), MATCH_GAMES (16), GEN_GAMES (8), BENCH_GAMES (16),
# BENCH_NODES (1500), DAMAENGINE (./damaengine, built by make cluster-test).
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
SchedulerParameters=sched_interval=2
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

# wait_job ID: waits for a job (and the array it may be) to leave the queue,
# and fails unless it completed.
wait_job() {
	while [ -n "$(squeue -h -j "$1" 2> /dev/null)" ]; do sleep 2; done
	state=$(scontrol show job "$1" 2> /dev/null | grep -o 'JobState=[A-Z_]*' | head -1)
	[ "$state" = JobState=COMPLETED ] || fail "job $1 ended $state"
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

if [ "${CLUSTER_BENCH:-0}" = 1 ]; then
	for tasks in 1 2; do
		t0=$(date +%s.%N)
		j=$(scripts/slurm/submit.sh gen "$dir/out/bench-$tasks" "$tasks" --games "${BENCH_GAMES:-16}" \
			--nodes "${BENCH_NODES:-1500}" --seed 9)
		wait_job "$j"
		t1=$(date +%s.%N)
		pos=$(grep -vc '^#' "$dir/out/bench-$tasks/merged.txt")
		echo "$tasks $t0 $t1 $pos" | awk -v g="${BENCH_GAMES:-16}" '{s = $3 - $2;
			printf "cluster-test: bench: %d task(s): %d games, %d positions in %.1f s: %.3f games/s, %.1f positions/s\n",
			$1, g, $4, s, g / s, $4 / s}'
	done
	uptime
fi
