// One search thread: iterative deepening over fixed per-ply frames.

package search

import (
	"math"
	"slices"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// frame is the state of one ply of the search path.
type frame struct {
	// The small fields first, next to the list's count and first moves.
	pos      movegen.Position
	counters movegen.Counters // the move-count rules, game included
	acc      eval.Accumulator // the residual net's units for pos, when net
	killers  [2]movegen.Move
	pvLen    int
	moves    movegen.MoveList
	scores   [movegen.MaxMoves]int32
	pv       [MaxPly]movegen.Move
}

// worker is one search thread. Its frames and tables are allocated once.
type worker struct {
	e         *Engine
	id        int
	frames    [MaxPly + 1]frame
	keys      []uint64 // game history keys, then one key per ply
	base      int      // index in keys of the root position
	history   [2][64][64]int32
	childKeys [movegen.MaxMoves]uint64 // scratch for the children's keys
	nodes     uint64
	published atomic.Uint64
	// nextPoll is the node count of the next full poll (pollAll): every
	// interval nodes, at exactLimit, and at once when stopped.
	nextPoll, interval uint64
	limits             Limits
	// exactLimit is the node limit a lone worker stops at exactly (the
	// largest count when there is none).
	exactLimit uint64
	budget     budget
	selDepth   int
	leafPlies  uint64 // sum of the plies of evaluated leaves, this iteration
	leaves     uint64
	stopped    bool
	probing    bool           // in ProbCut's shallow search (probCut): no ProbCut within it
	excluded   []movegen.Move // root moves already given a multi-PV line
	variant    movegen.Variant
	cfg        config // what the nodes read of the settings, fixed for the search
	// db is the endgame database of this search's variant, nil when none;
	// dbPieces is the most pieces it has distances for, wldPieces the
	// most the search probes its outcomes for (fewer than the root's when
	// the root itself is one: rootOutcome), probePieces the larger of the
	// two, 0 when none (one test on the hot path).
	db                               *egdb.DB
	dbPieces, wldPieces, probePieces int
	// rootKnown is set when the dense files know the root's outcome,
	// rootOutcome, without its distance; the root moves that spoil it are
	// then in filtered.
	rootKnown   bool
	rootOutcome egdb.Outcome
	filtered    []movegen.Move
	tbHits      uint64 // database probes that found the position
	// iterated is set once an iteration has finished: the clock stops
	// the search only then (pollAll).
	iterated    bool
	publishedTB atomic.Uint64
}

func newWorker(e *Engine, id int) *worker {
	return &worker{e: e, id: id}
}

func (w *worker) clearHistory() { w.history = [2][64][64]int32{} }

// pollInterval is the most nodes a worker searches between two looks at
// the clock, the stop flag and the other threads' counts: about 0.1 ms.
const pollInterval = 1024

// prepare sets the worker's limits and counts for a search of threads
// threads; a clock without moves to go is shared among moves moves.
// Engine.Start calls it before any worker runs, so that no count of the
// search before is ever read. With a node limit and several threads
// the workers publish their counts often enough that together they stop
// within about 3% past it.
func (w *worker) prepare(limits Limits, moves, threads int) {
	w.limits, w.budget = limits, plan(limits, moves)
	w.exactLimit, w.interval = math.MaxUint64, pollInterval
	if limits.Nodes > 0 {
		if threads == 1 {
			w.exactLimit = limits.Nodes
		}
		w.interval = min(max(limits.Nodes/uint64(64*threads), 1), pollInterval)
	}
	w.nodes, w.nextPoll, w.stopped, w.selDepth, w.tbHits, w.iterated = 0, 0, false, 0, 0, false
	w.published.Store(0)
	w.publishedTB.Store(0)
	w.db = w.e.egdb
}

// run performs iterative deepening on root within the limits prepare set.
// Only the main worker (id 0) reports and decides when to stop.
func (w *worker) run(root Root, multiPV int, onInfo func(Info), start time.Time) Result {
	w.variant = root.Position.Variant
	w.cfg = w.e.configFor(w.variant)
	if w.db != nil && w.db.Variant() != w.variant {
		w.db = nil
	}
	w.setProbes(&root.Position)
	need := len(root.History) + MaxPly + 1
	if cap(w.keys) < need {
		w.keys = make([]uint64, need)
	}
	w.keys = w.keys[:need]
	copy(w.keys, root.History)
	w.base = len(root.History)
	w.keys[w.base] = root.Position.Key
	f := &w.frames[0]
	f.counters = root.Counters
	f.pos = root.Position
	if w.cfg.net {
		f.acc.Refresh(&f.pos)
	}
	for i := range w.frames {
		w.frames[i].killers = [2]movegen.Move{}
	}
	w.ageHistory()

	pos := root.Position
	var res Result
	var rootMoves movegen.MoveList
	pos.Generate(&rootMoves)
	if rootMoves.N == 0 {
		res.Score = NoMoveScore(&pos, 0)
		return res
	}
	res.Move = rootMoves.Moves[0]
	for _, m := range rootMoves.Slice() {
		if !w.isFiltered(m) {
			res.Move = m // the fallback keeps the database's outcome
			break
		}
	}
	multiPV = min(multiPV, rootMoves.N-len(w.filtered))
	maxDepth := MaxDepth
	if w.limits.Depth > 0 {
		maxDepth = min(w.limits.Depth, maxDepth)
	}
	lastScore, changes := 0, 0
	// Helper threads of odd id start a ply ahead: the threads spread over
	// two depths (Lazy SMP).
	for depth := 1 + w.id%2; depth <= maxDepth; depth++ {
		w.excluded = w.excluded[:0]
		w.leafPlies, w.leaves = 0, 0
		var lines []Info
		for line := 0; line < multiPV; line++ {
			score := w.aspiration(depth, lastScore, line == 0 && multiPV == 1)
			pv := w.frames[0].pv[:w.frames[0].pvLen]
			if w.stopped || len(pv) == 0 {
				break
			}
			w.excluded = append(w.excluded, pv[0])
			line := append([]movegen.Move(nil), pv...)
			if w.id == 0 {
				line = w.dbLine(&pos, line)
			}
			lines = append(lines, Info{Depth: depth, SelDepth: w.selDepth, MeanDepth: w.meanDepth(),
				Score: score, PV: line})
		}
		// A later line may score above an earlier one (reductions differ);
		// report them best first.
		slices.SortStableFunc(lines, func(a, b Info) int { return b.Score - a.Score })
		drop := 0
		if len(lines) > 0 {
			best := lines[0]
			if res.Move != best.PV[0] && depth > 1 {
				changes++
			}
			if depth >= dropDepth {
				drop = lastScore - best.Score
			}
			res.Move, res.Score, res.Depth, res.Ponder = best.PV[0], w.knownScore(best.Score), depth, movegen.Move{}
			w.iterated = true
			if len(best.PV) > 1 {
				res.Ponder = best.PV[1]
			}
			lastScore = best.Score
		}
		for i := range lines {
			lines[i].MultiPV = i + 1
		}
		if w.id != 0 {
			if w.stopped {
				break
			}
			continue
		}
		w.publish()
		if onInfo != nil {
			for _, l := range lines {
				l.Score = w.knownScore(l.Score)
				l.Nodes, l.TBHits, l.Time = w.e.nodes(), w.e.tbHits(), time.Since(start)
				onInfo(l)
			}
		}
		if w.stopped || w.iterationsDone(changes, drop, rootMoves.N) {
			break
		}
		changes = changes * changesKeptThirds / 3
	}
	w.publish()
	return res
}

// A falling score earns more time (budget.extended), counted from
// dropDepth on: shallower iterations swing too much to mean anything.
const dropDepth = 6

// A change of the best move earns more time too (budget.extended); each
// iteration keeps changesKeptThirds thirds of the changes counted before,
// so that old changes fade.
const changesKeptThirds = 2

// The aspiration window (worker.aspiration) opens from
// aspirationMinDepth on, around the previous iteration's score; after
// each fail it doubles, and beyond fullWindowAbove centi-men it opens
// fully.
const (
	aspirationMinDepth = 4
	fullWindowAbove    = 600
)

// iterationsDone decides, after a finished iteration, whether to stop:
// changes counts the recent changes of the best move, drop is how far the
// score fell in the iteration, legal the number of legal moves.
func (w *worker) iterationsDone(changes, drop, legal int) bool {
	if w.e.stop.Load() || w.limits.Infinite || w.e.pondering.Load() {
		return w.e.stop.Load()
	}
	if w.limits.Nodes > 0 && w.e.nodes() >= w.limits.Nodes {
		return true
	}
	if w.budget.hard > 0 && w.e.elapsed() >= w.budget.hard {
		return true // the clock's hard limit is spent: no next iteration
	}
	if w.budget.soft == 0 {
		return false
	}
	if legal == 1 {
		return true // the only move: no time to spend on it
	}
	// An iteration takes a few times longer than the last, so do not start
	// one that cannot finish.
	return w.e.elapsed() > w.budget.extended(changes, drop, w.cfg.params.DropQuarter)/2
}

// extended returns the time the budget aims for after changes recent
// changes of the best move and a score drop of drop centi-men: the soft
// limit and a quarter more for each change and each dropQuarter of the
// drop (at most 4 of each), never past the hard limit.
func (b budget) extended(changes, drop, dropQuarter int) time.Duration {
	quarters := 4 + min(changes, 4) + min(max(drop, 0)/dropQuarter, 4)
	return min(b.soft*time.Duration(quarters)/4, b.hard)
}

// aspiration searches the root with a window around the previous score.
func (w *worker) aspiration(depth, guess int, narrow bool) int {
	delta := w.cfg.params.AspirationWindow
	alpha, beta := -inf, inf
	if narrow && depth >= aspirationMinDepth && !isDecided(guess) {
		alpha, beta = guess-delta, guess+delta
	}
	for {
		score := w.search(alpha, beta, depth, 0)
		if w.stopped {
			return score
		}
		switch {
		case score <= alpha:
			alpha = max(score-delta, -inf)
		case score >= beta:
			beta = min(score+delta, inf)
		default:
			return score
		}
		delta *= 2
		if delta > fullWindowAbove {
			alpha, beta = -inf, inf
		}
	}
}

// meanDepth returns the mean ply of the leaves evaluated so far.
func (w *worker) meanDepth() float64 {
	if w.leaves == 0 {
		return 0
	}
	return float64(w.leafPlies) / float64(w.leaves)
}

// publish makes the node and database hit counts visible to other
// goroutines.
func (w *worker) publish() {
	w.published.Store(w.nodes)
	w.publishedTB.Store(w.tbHits)
}

// poll checks the stop flag, the node limit and the clock. The common case,
// between two checks with no limit reached, is kept small enough to inline.
func (w *worker) poll() bool {
	if w.nodes < w.nextPoll {
		return false
	}
	return w.pollAll()
}

// pollAll is poll in full: it publishes the count, decides whether to
// stop and when to look again.
func (w *worker) pollAll() bool {
	if w.stopped {
		return true
	}
	w.publish()
	switch {
	case w.nodes >= w.exactLimit || w.e.stop.Load():
		w.stopped = true
	case w.limits.Nodes > 0 && (w.iterated || w.id != 0) && w.e.nodes() >= w.limits.Nodes:
		// The threads' shared node limit, like the clock, stops the main
		// thread only once it has an iteration to answer with (a lone
		// thread stops at exactLimit).
		w.stopped = true
	case w.budget.hard > 0 && w.iterated && !w.e.pondering.Load() && w.e.elapsed() >= w.budget.hard:
		// The clock stops a search only once it has an iteration to
		// answer with: a move time spent before the search began (a go
		// queued behind a slow init) still gets the first iteration's
		// move and info line, a matter of microseconds.
		w.stopped = true
	}
	if !w.stopped {
		w.nextPoll = min(w.nodes+w.interval, w.exactLimit)
		return false
	}
	w.nextPoll = 0
	if w.id == 0 {
		w.e.stop.Store(true)
	}
	return true
}

// ttMoveHint packs a move for the transposition table: from, to and a
// fingerprint of the captured set; never zero.
func ttMoveHint(m movegen.Move) uint32 {
	fp := uint32((m.Captured * 0x9E3779B97F4A7C15) >> 45) // 19 bits
	return 1<<31 | fp<<12 | uint32(m.To)<<6 | uint32(m.From)
}
