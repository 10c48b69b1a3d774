// Move ordering: the table's move first, then killers, then history.

package search

import "github.com/damaengine/damaengine/movegen"

// scoreMoves gives each move of the frame an ordering score from the
// killers and the history; preferHint then raises the table's move. A lone
// move needs no score. Killers are quiet moves (rewardCutoff) and a list
// holds captures only or quiet moves only, so a quiet move is matched to
// the killers by its squares alone, without branches: which move matches is
// hard to predict. Kept out of search, whose many live values would crowd
// the loop's registers.
//
//go:noinline
func (w *worker) scoreMoves(p *movegen.Position, f *frame) {
	n := f.moves.N
	if n < 2 {
		return
	}
	hist := &w.history[p.Side&1]
	moves, scores := f.moves.Moves[:n], f.scores[:n]
	k0, k1 := squares(f.killers[0]), squares(f.killers[1])
	if moves[0].IsCapture() {
		k0, k1 = noSquares, noSquares
	}
	for i, m := range moves {
		s := hist[m.From&63][m.To&63]
		sq := squares(m)
		if sq == k1 {
			s = killerScore
		}
		if sq == k0 {
			s = killerScore + 1
		}
		scores[i] = s
	}
}

// squares packs the start and end squares of m.
func squares(m movegen.Move) uint16 { return uint16(m.From) | uint16(m.To)<<8 }

// noSquares is a squares value no move has.
const noSquares = 0xffff

// preferHint gives the moves matching the table's move hint the top score
// and brings the first of them to the front, as pickMove would, so that
// pickMove takes it without a scan. (pickMove keeps its own two-line swap:
// a shared helper stopped it being inlined and cost 6% of the search.)
func (f *frame) preferHint(hint uint32) {
	first := -1
	for i, m := range f.moves.Slice() {
		if ttMoveHint(m) == hint {
			f.scores[i] = ttMoveScore
			if first < 0 {
				first = i
			}
		}
	}
	if first > 0 {
		f.moves.Moves[0], f.moves.Moves[first] = f.moves.Moves[first], f.moves.Moves[0]
		f.scores[0], f.scores[first] = f.scores[first], f.scores[0]
	}
}

// pickMove moves the best-scored of the moves from i on to i and returns it;
// of equal scores the first wins. The table's move outscores every other,
// so the search for a better one stops at it.
func (w *worker) pickMove(f *frame, i int) movegen.Move {
	scores := f.scores[:f.moves.N]
	best, top := i, scores[i]
	if top < ttMoveScore {
		best, top = bestScore(scores, i)
	}
	if best != i {
		f.moves.Moves[i], f.moves.Moves[best] = f.moves.Moves[best], f.moves.Moves[i]
		scores[i], scores[best] = top, scores[i]
	}
	return f.moves.Moves[i]
}

// bestScore returns the index and value of the highest of scores[i:], the
// first of equal ones. Each score is ranked together with its index in one
// word (the score above, the index's complement below), so that the scan
// takes the maximum without a branch to mispredict.
func bestScore(scores []int32, i int) (int, int32) {
	const idxBits = 16 // holds any index below movegen.MaxMoves
	rank := func(j int) int64 { return int64(scores[j])<<idxBits | int64(^uint16(j)) }
	top := rank(i)
	for j := i + 1; j < len(scores); j++ {
		top = max(top, rank(j))
	}
	return int(^uint16(top)), int32(top >> idxBits)
}

// rewardCutoff remembers a quiet move that refuted the position: it
// becomes a killer and gains history. In the variants of historyMalus the
// quiet moves searched before it (moves[:tried]) lose as much.
func (w *worker) rewardCutoff(p *movegen.Position, f *frame, m movegen.Move, tried, depth int) {
	if m.IsCapture() {
		return
	}
	if f.killers[0] != m {
		f.killers[1], f.killers[0] = f.killers[0], m
	}
	bonus := int32(depth * depth)
	hist := &w.history[p.Side]
	h := &hist[m.From][m.To]
	*h = min(*h+bonus, historyMax)
	if w.cfg.historyMalus {
		for _, x := range f.moves.Moves[:tried] {
			h := &hist[x.From][x.To]
			*h = max(*h-bonus, -historyMax)
		}
	}
}

// ageHistory halves the history so that older searches weigh less.
func (w *worker) ageHistory() {
	for c := range w.history {
		for from := range w.history[c] {
			for to := range w.history[c][from] {
				w.history[c][from][to] /= 2
			}
		}
	}
}
