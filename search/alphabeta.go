// The principal-variation search and the quiescence search.

package search

import (
	"math/bits"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/tt"
)

// Move-ordering scores and the extension limit (the tunable settings are
// in Params).
const (
	historyMax     = 1 << 20
	killerScore    = 1 << 28
	ttMoveScore    = 1 << 30
	forcedMaxPlies = MaxPly - 16 // no forced-move extension beyond this ply
)

// search returns the score of the position of frame ply within (alpha,
// beta) searched depth plies deep; ply is the distance from the root.
func (w *worker) search(alpha, beta, depth, ply int) int {
	f := &w.frames[ply]
	p := &f.pos
	f.pvLen = 0
	if w.poll() {
		return 0
	}
	w.nodes++
	key := tableKey(p, &f.counters)
	if depth > 0 && w.cfg.table {
		w.e.table.Prefetch(key)
	}
	if ply > 0 {
		if w.isDraw(p, ply) {
			return Draw
		}
		if w.probePieces > 0 && bits.OnesCount64(p.Pieces[movegen.White]|p.Pieces[movegen.Black]) <= w.probePieces {
			switch s, r := w.probeEGDB(p, ply); {
			case r == dbExact:
				return s
			case r == dbCountDraw && depth <= 0:
				// A draw by the count at the horizon, unless a capture
				// (which may leave the endings) is due: search it.
				if !p.HasCapture() {
					return Draw
				}
				depth = 1
			}
		}
		worst, best := -Mate+ply, Mate-ply-1 // lost now, or won after a move
		if p.Variant.NoMoveWins() {
			worst, best = worst+1, best+1 // won now, or lost after a move
		}
		alpha, beta = max(alpha, worst), min(beta, best)
		if alpha >= beta {
			return alpha
		}
	}
	if depth <= 0 || ply >= MaxPly-1 {
		return w.quiesce(alpha, beta, ply, 0)
	}
	pvNode := beta-alpha > 1
	// Generating and scoring the moves first gives the prefetched table
	// entry time to arrive.
	p.Generate(&f.moves)
	w.scoreMoves(p, f)
	// The children that will probe the table (depth >= 1) have their
	// entries prefetched now, long before their probes.
	if depth >= 2 && w.cfg.table {
		keys := w.childKeys[:f.moves.N]
		p.KeysAfter(f.moves.Moves[:len(keys)], keys)
		w.e.table.PrefetchKeys(keys)
	}
	var hint uint32
	if e, ok := w.probe(key); ok {
		hint = e.Move()
		if !pvNode && ply > 0 && e.Depth() >= depth {
			s := fromTable(e.Score(), ply)
			if e.Bound() == tt.BoundExact || e.Bound() == tt.BoundLower && s >= beta || e.Bound() == tt.BoundUpper && s <= alpha {
				return s
			}
		}
	}
	n := f.moves.N
	if n == 0 {
		return NoMoveScore(p, ply)
	}
	if !pvNode && w.triesProbCut(depth, ply, beta) {
		if s, cut := w.probCut(beta, depth, ply); cut || w.stopped {
			return s
		}
		// The shallow search used this ply's frame: its moves again.
		p.Generate(&f.moves)
		w.scoreMoves(p, f)
	}
	// The table stores the nominal depth: a probe compares against the
	// depth before this node's extension.
	nominal := depth
	if n == 1 && ply < forcedMaxPlies {
		depth++
	}
	if hint != 0 {
		f.preferHint(hint)
	}
	origAlpha := alpha
	best, bestMove := -inf, movegen.Move{}
	searched := 0
	for i := 0; i < n; i++ {
		m := w.pickMove(f, i)
		if ply == 0 && (w.isExcluded(m) || w.isFiltered(m)) {
			continue
		}
		w.enter(p, m, ply)
		var score int
		if searched == 0 {
			score = -w.search(-beta, -alpha, depth-1, ply+1)
		} else {
			r := w.reduction(p, m, depth, searched, pvNode)
			score = -w.search(-alpha-1, -alpha, depth-1-r, ply+1)
			if score > alpha && r > 0 {
				score = -w.search(-alpha-1, -alpha, depth-1, ply+1)
			}
			if score > alpha && score < beta {
				score = -w.search(-beta, -alpha, depth-1, ply+1)
			}
		}
		searched++
		if w.stopped {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				w.updatePV(ply, m)
				if alpha >= beta {
					w.rewardCutoff(p, f, m, i, depth)
					break
				}
			}
		}
	}
	if searched == 0 { // every root move excluded (multi-PV beyond the moves)
		return -inf
	}
	bound := tt.BoundExact
	switch {
	case best >= beta:
		bound = tt.BoundLower
	case best <= origAlpha:
		bound = tt.BoundUpper
	}
	if w.cfg.table && (ply > 0 || len(w.excluded) == 0 && len(w.filtered) == 0) {
		w.e.table.Store(key, ttMoveHint(bestMove), toTable(best, ply), nominal, bound)
	}
	return best
}

// triesProbCut reports whether a non-PV node of the given depth and beta
// is tried for a ProbCut: in the variants that use it, away from
// the root and from win and loss scores, and not inside another ProbCut's
// shallow search (nor in the tests of plain alpha-beta, noReductions).
func (w *worker) triesProbCut(depth, ply, beta int) bool {
	return depth >= w.cfg.params.ProbCutMinDepth && ply > 0 && !w.probing && !isDecided(beta) &&
		w.cfg.reductions && w.cfg.probCut
}

// probCut searches the node of frame ply to Params.ProbCutPercent of
// depth against beta raised by Params.ProbCutMargin a ply; when that
// shallow search beats it, the node is cut with its score less the margin
// (cut is true).
// The shallow search reuses the frame, so its moves must be generated
// again when there is no cut.
func (w *worker) probCut(beta, depth, ply int) (score int, cut bool) {
	params := &w.cfg.params
	margin := depth * params.ProbCutMargin
	raised := beta + margin
	w.probing = true
	s := w.search(raised-1, raised, depth*params.ProbCutPercent/100, ply)
	w.probing = false
	w.frames[ply].pvLen = 0
	if s >= raised {
		return s - margin, true
	}
	return 0, false
}

// reduction returns the plies by which the late move m is searched less:
// quiet moves that do not promote, after the first few moves.
func (w *worker) reduction(p *movegen.Position, m movegen.Move, depth, searched int, pvNode bool) int {
	params := &w.cfg.params
	if depth < params.LMRMinDepth || m.IsCapture() || !w.cfg.reductions || p.Promotes(m) {
		return 0
	}
	switch {
	case pvNode && searched >= params.LMRMinMovesPV:
		return 1
	case pvNode || searched < params.LMRMinMoves:
		return 0
	case searched >= params.LMRTwoPlies:
		return 2
	}
	return 1
}

// quiesce resolves captures: a side that must capture is searched on; a
// quiet side stands pat, or in International first tries its promotions
// and exchanges (techniques, triesExchanges, listOffers). (Searching
// the moves of a quiet side whose opponent threatens a capture lost 27 +/-
// 27 Elo in Italian self-play at equal nodes: docs/log/2026-11-search.md.)
func (w *worker) quiesce(alpha, beta, ply, qply int) int {
	f := &w.frames[ply]
	p := &f.pos
	f.pvLen = 0
	if qply > 0 {
		if w.poll() {
			return 0
		}
		w.nodes++
	}
	if ply > w.selDepth {
		w.selDepth = ply
	}
	if ply >= MaxPly-1 {
		return w.evaluate(f)
	}
	if p.Decided() { // a game the rules have ended (a Breakthrough king): lost, as without moves
		return -Mate + ply
	}
	if p.Pieces[p.Side] == 0 && p.Variant.NoMoveWins() { // Antidraughts: the last piece given away
		return Mate - ply
	}
	best := -inf
	if !p.HasCapture() {
		w.leafPlies += uint64(ply)
		w.leaves++
		stand := w.evaluate(f)
		promotions := stand < beta && w.cfg.promotions
		switch {
		case w.triesExchanges(p, stand, alpha, beta, qply):
			listOffers(p, &f.moves, promotions)
		case promotions:
			p.GeneratePromotions(&f.moves)
		default:
			return stand
		}
		if f.moves.N == 0 {
			return stand
		}
		// The promotions and exchanges are searched from the stand-pat
		// score by the capture loop below (their children at qply+1, as a
		// capture's).
		best, alpha = stand, max(alpha, stand)
	} else {
		p.GenerateCaptures(&f.moves)
	}
	for i := 0; i < f.moves.N; i++ {
		m := f.moves.Moves[i]
		w.play(p, m, ply)
		score := -w.quiesce(-beta, -alpha, ply+1, qply+1)
		if w.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				w.updatePV(ply, m)
				if alpha >= beta {
					break
				}
			}
		}
	}
	return best
}

// exchangeMargin is how far below alpha a quiet position's evaluation may
// stand for its exchanges to be tried, in centi-men.
const exchangeMargin = 100

// triesExchanges reports whether the quiet position p of the quiescence
// search, whose evaluation is stand, also searches its exchanges: in the
// variants that use them (techniques.exchanges), without kings, at the first quiet position
// (qply 0: deeper, the offers chain and the tree explodes), and with stand
// below beta and at most exchangeMargin below alpha.
func (w *worker) triesExchanges(p *movegen.Position, stand, alpha, beta, qply int) bool {
	return qply == 0 && stand < beta && stand >= alpha-exchangeMargin && p.Kings == 0 &&
		w.cfg.exchanges
}

// listOffers sets l to the quiet moves of p after which the opponent must
// capture, and its promotions too when promotions is set.
func listOffers(p *movegen.Position, l *movegen.MoveList, promotions bool) {
	p.GenerateQuiet(l)
	n := 0
	for _, m := range l.Slice() {
		if promotions && p.Promotes(m) || p.OffersCapture(m) {
			l.Moves[n] = m
			n++
		}
	}
	l.N = n
}

// probe looks p up in the table, when the engine has one.
func (w *worker) probe(key uint64) (tt.Entry, bool) {
	if !w.cfg.table {
		return tt.Entry{}, false
	}
	return w.e.table.Probe(key)
}

// enter plays move m of position p (frame ply) into frame ply+1 and records
// it for the draw rules.
func (w *worker) enter(p *movegen.Position, m movegen.Move, ply int) {
	next := &w.frames[ply+1]
	p.PlayInto(m, &next.pos)
	if w.cfg.net {
		next.acc.Update(&w.frames[ply].acc, p, &next.pos)
	}
	w.keys[w.base+ply+1] = next.pos.Key
	next.counters = w.frames[ply].counters.Next(p, m, &next.pos)
}

// play plays move m of position p (frame ply) into frame ply+1 without
// enter's draw bookkeeping: quiescence nodes do not test for draws and
// never lead back to the main search, so nothing would read it.
func (w *worker) play(p *movegen.Position, m movegen.Move, ply int) {
	next := &w.frames[ply+1]
	p.PlayInto(m, &next.pos)
	if w.cfg.net {
		next.acc.Update(&w.frames[ply].acc, p, &next.pos)
	}
}

// evaluate returns the static evaluation of frame f's position from the
// side to move's view: the tables', plus the residual net's when it is on
// (the option tune-net, and a variant with a net), plus the noise of a
// weakened search (Limits.Noise).
func (w *worker) evaluate(f *frame) int {
	s := eval.Evaluate(&f.pos)
	if w.cfg.net {
		s += f.acc.Score(w.variant, f.pos.Side)
	}
	if w.limits.Noise > 0 {
		s += Noisy(f.pos.Key, w.limits.NoiseSeed, w.limits.Noise)
	}
	return s
}

// updatePV sets the PV of ply to m followed by the PV of ply+1.
func (w *worker) updatePV(ply int, m movegen.Move) {
	f, child := &w.frames[ply], &w.frames[ply+1]
	f.pv[0] = m
	n := copy(f.pv[1:], child.pv[:child.pvLen])
	f.pvLen = n + 1
}

// isExcluded reports whether the root move m already has its multi-PV
// line.
func (w *worker) isExcluded(m movegen.Move) bool {
	for _, x := range w.excluded {
		if x == m {
			return true
		}
	}
	return false
}
