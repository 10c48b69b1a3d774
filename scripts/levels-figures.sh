#!/bin/bash
# The invariance, variety and cost figures of docs/LEVELS.md for one level
# (a rung of the ladder, damaengine levels --all):
#   scripts/levels-figures.sh ./damaengine VARIANT RUNG OUTDIR
# (4x the move time, threads=2, how soon two games from one opening part,
# the clock a move takes). Games go to OUTDIR.
set -o pipefail
b=$1; v=$2; rung=$3; out=$4; mkdir -p "$out"
op=$out/openings.fen
first=$(ls "$(dirname "$0")/../openings/$v"*.fen 2>/dev/null | head -1)  # the set levels calibrate plays
[ -n "$first" ] && cp "$first" "$op" || { echo "no openings for $v"; exit 2; }
m() { $b match --variant $v --openings $op --concurrency 2 --quiet --max-plies 600 "$@" 2>&1 | grep -E "trinomial|Clock use"; }
echo "== 4x move time: rung $rung at 0.25 s against rung $rung at 1 s"
m --games 200 --engine "cmd=$b arg=hub name=quarter option.ladder-rung=$rung tc=move-time=0.25" --engine "cmd=$b arg=hub name=whole option.ladder-rung=$rung tc=move-time=1"
echo "== threads: rung $rung threads=2 against threads=1"
m --games 200 --tc move-time=1 --engine "cmd=$b arg=hub name=two option.ladder-rung=$rung option.threads=2" --engine "cmd=$b arg=hub name=one option.ladder-rung=$rung option.threads=1"
echo "== variety: 20 games of rung $rung against itself from one opening"
grep -v "^#" "$op" | grep -v "^[[:space:]]*$" | head -1 > $out/one.fen
rm -f $out/variety.pdn
$b match --variant $v --openings $out/one.fen --games 20 --tc move-time=1 --quiet --pgn $out/variety.pdn --engine "cmd=$b arg=hub name=a option.ladder-rung=$rung" --engine "cmd=$b arg=hub name=b option.ladder-rung=$rung" >/dev/null 2>&1
python3 - $out/variety.pdn <<'PY'
import re,sys
games=[g for g in open(sys.argv[1]).read().split('[Event ')[1:]]
mv=[]
for g in games:
    body=g.split('\n\n',1)[1] if '\n\n' in g else ''
    toks=[t for t in re.sub(r'\{[^}]*\}','',body).split() if not re.match(r'^\d+\.$',t) and t not in ('1-0','0-1','2-0','0-2','1-1','*','1/2-1/2')]
    mv.append(toks)
firsts=[]
for i in range(len(mv)):
    for j in range(i+1,len(mv)):
        a,b=mv[i],mv[j]
        k=next((k for k in range(min(len(a),len(b))) if a[k]!=b[k]),min(len(a),len(b)))
        firsts.append(k)
firsts.sort()
print("games %d, pairs %d: first differing ply median %d, max %d, identical games %d"%(len(mv),len(firsts),firsts[len(firsts)//2],firsts[-1],sum(1 for i in range(len(mv)) for j in range(i+1,len(mv)) if mv[i]==mv[j])))
PY
