#!/usr/bin/env python3
"""Book moves and thinking time per game from a damaengine match --log.
Usage: booktime.py LOG BOOKNAME NOBOOKNAME

For the book-on/book-off matches of docs/STRENGTH.md: per game, the
moves the book side answered from its book (an `info ... book` line before
`done`) and the time from `go` to `done` of every move; the time saved is
what the side without a book spent, on average, at the same move numbers."""
import re, sys
from collections import defaultdict

def secs(ts):
    h, m, s = ts.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)

log, bname, nname = sys.argv[1:4]
games = defaultdict(list)   # engine name -> list of games, each a list of (seconds, book)
cur = {}                    # instance -> current game list
pending = {}                # instance -> (start, book flag)
line_re = re.compile(r"^(\S+) (\S+)#(\d+) ([<>!]) (.*)$")
for line in open(log, errors="replace"):
    m = line_re.match(line.rstrip("\n"))
    if not m:
        continue
    ts, name, inst, d, text = m.groups()
    key = (name, inst)
    if d == ">" and text.startswith("new-game"):
        cur[key] = []
        games[name].append(cur[key])
    elif d == ">" and text.startswith("go "):
        pending[key] = [secs(ts), False]
    elif d == "<" and text.startswith("info") and text.endswith(" book") and key in pending:
        pending[key][1] = True
    elif d == "<" and text.startswith("done") and key in pending and key in cur:
        t0, book = pending.pop(key)
        dt = secs(ts) - t0
        if dt < 0:
            dt += 86400
        cur[key].append((dt, book))

def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0

nob = [g for g in games[nname] if g]
bk = [g for g in games[bname] if g]
per_index = defaultdict(list)
for g in nob:
    for i, (dt, _) in enumerate(g):
        per_index[i].append(dt)
mean_at = {i: mean(v) for i, v in per_index.items()}
book_moves = [sum(1 for _, b in g if b) for g in bk]
saved = [sum(mean_at.get(i, 0) for i, (_, b) in enumerate(g) if b) for g in bk]
print(f"games: {bname} {len(bk)}, {nname} {len(nob)}")
print(f"{bname}: book moves per game {mean(book_moves):.2f} (max {max(book_moves, default=0)}), "
      f"games with a book move {sum(1 for k in book_moves if k)}")
print(f"{bname}: thinking time per game {mean([sum(d for d, _ in g) for g in bk]):.3f} s, "
      f"{nname}: {mean([sum(d for d, _ in g) for g in nob]):.3f} s")
print(f"time saved per game (what {nname} spends on the moves {bname} took from the book): {mean(saved):.3f} s")
