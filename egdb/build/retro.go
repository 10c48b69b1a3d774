// The retrograde solution of one unit: score every position from the
// moves that leave it, then spread the values back through the quiet moves
// inside it, one distance at a time.

package build

import (
	"fmt"
	mbits "math/bits"
	"sync/atomic"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// buildMode is what a unit's build solves.
type buildMode int

const (
	// modeDistances: the distance to win of every position (distance files).
	modeDistances buildMode = iota
	// modeOutcomes: win, loss or draw (dense files): the values solved are
	// the plies to the unit's exit (a capture, a promotion or an advance
	// of a leading man), which stay small where distances outgrow a byte.
	modeOutcomes
	// modeConversions: the plies to the next capture or man's move
	// (conversion files), from the outcomes on disk.
	modeConversions
)

// solve holds the unit being built.
type solve struct {
	bd       *builder
	mode     buildMode
	parts    []*part
	maxLevel atomic.Int64                   // the largest distance assigned or pending
	pendWin  [egdb.MaxPlies + 2]atomic.Bool // distances with a win waiting outside
}

// buildUnit solves unit u in mode and writes its files.
func (bd *builder) buildUnit(u index.Unit, mode buildMode) error {
	name := u.A.Name()
	bd.current.Store(&name)
	s := &solve{bd: bd, mode: mode}
	for _, m := range u.Slices() {
		l := bd.b.LayoutOf(m)
		words := (l.Count + 63) / 64
		st, free := stateArray(l.Count)
		s.parts = append(s.parts, &part{l: l, st: st, freeStates: free, unsent: make([]uint64, words), exitWins: make([]uint64, words)})
	}
	defer func() {
		for _, pt := range s.parts {
			pt.release()
		}
	}()
	s.parts[0].partner = s.parts[len(s.parts)-1]
	s.parts[len(s.parts)-1].partner = s.parts[0]
	if mode == modeConversions {
		for _, pt := range s.parts {
			if known, ok := bd.solved[pt.l.Material]; ok {
				pt.known, pt.exact = known, true
				continue
			}
			if err := bd.fillKnown(pt); err != nil {
				return err
			}
		}
	}
	for _, pt := range s.parts {
		err := bd.parallel(pt.l.Count, func(lo, hi uint64, l *movegen.MoveList) error {
			c := index.NewCursor(&pt.l)
			for i := lo; i < hi; i++ {
				st, err := s.initial(pt, &c, i, l)
				if err != nil {
					return err
				}
				pt.st[i] = uint32(st)
				switch {
				case st.resolved() && st.value() != egdb.Draw:
					pt.markUnsent(i)
				case st&stExitWin != 0:
					pt.exitWins[i>>6] |= 1 << (i & 63) // parallel's chunks are whole words
				}
			}
			bd.done.Add(hi - lo)
			return nil
		})
		if err != nil {
			return err
		}
	}
	for level := 0; level <= int(s.maxLevel.Load()); level++ {
		if level >= egdb.MaxPlies {
			return fmt.Errorf("egdb: %s: a distance over %d plies", name, egdb.MaxPlies)
		}
		if err := s.spread(level); err != nil {
			return err
		}
	}
	for _, pt := range s.parts {
		var err error
		switch mode {
		case modeDistances:
			err = bd.finish(pt)
		case modeOutcomes:
			err = bd.finishOutcomes(pt)
		default:
			err = bd.finishConversions(pt)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// raise records that a distance of plies was assigned or is pending.
func (s *solve) raise(plies int) {
	for {
		cur := s.maxLevel.Load()
		if int64(plies) <= cur || s.maxLevel.CompareAndSwap(cur, int64(plies)) {
			return
		}
	}
}

// initial returns the first state of index i of pt: resolved when every
// move leaves the unit (or a capture is pending), else the count of moves
// inside and the best result of those that leave.
func (s *solve) initial(pt *part, c *index.Cursor, i uint64, l *movegen.MoveList) (state, error) {
	b, db := s.bd.b, s.bd.db
	n, ok := b.DecodeAt(c, i)
	if !ok {
		return stResolved | stDontCare, nil
	}
	p := b.Position(n)
	if p.Decided() { // the rules ended the game: probes know it (egdb.HoldsValue)
		return stResolved | stDontCare, nil
	}
	hasCapture := p.HasCapture()
	if st, ok := s.knownConversion(pt, i, hasCapture); ok {
		return st, nil
	}
	if hasCapture {
		p.GenerateCaptures(l)
		var v egdb.Value
		if s.mode != modeDistances {
			o, ok := db.OutcomeOfMoves(&p, l)
			v, ok = egdb.ExitConversion(o, ok)
			if !ok {
				return 0, s.missing(pt, p)
			}
		} else if v, ok = db.ValueOfMoves(&p, l); !ok {
			return 0, s.missing(pt, p)
		}
		s.raise(v.Plies())
		return resolvedAs(v) | stDontCare, nil
	}
	p.GenerateQuiet(l) // no capture is pending
	if l.N == 0 {
		return resolvedAs(egdb.EndValue(p.Variant)), nil
	}
	inside, winBy, lossBy, draws := 0, egdb.MaxPlies+1, -1, false
	lead := b.Lead(n.White &^ n.Kings)
	lost := s.mode == modeConversions && egdb.Outcome(pt.known[i]) == egdb.Lost
	for _, m := range l.Slice() {
		switch {
		case p.Kings&(1<<m.From) != 0 || s.mode != modeConversions && b.KeepsLead(m.To, lead):
			inside++ // the material and the leading ranks stay the unit's
			continue
		case lost:
			// every move of a lost position is to a won one: the loser's
			// man's move ends the phase
			lossBy = max(lossBy, 0)
			continue
		}
		// Any other move ends the phase: building outcomes or distances it
		// promotes or passes the lead, leaving the unit; building
		// conversions it is a man's move.
		var c movegen.Position
		p.PlayInto(m, &c)
		var v egdb.Value
		var ok bool
		switch s.mode {
		case modeConversions:
			v, ok = egdb.ExitConversion(s.phaseExit(pt, &c))
		case modeOutcomes:
			v, ok = egdb.ExitConversion(db.ProbeOutcome(&c))
		default:
			v, ok = db.Probe(&c)
		}
		switch {
		case !ok:
			return 0, s.missing(pt, c)
		case v.IsLoss() && s.mode != modeDistances:
			// out to a lost position: a win in 1, the least there is,
			// whatever the other moves
			s.raise(1)
			return resolvedAs(egdb.WinIn(1)), nil
		case v.IsLoss():
			winBy = min(winBy, v.Plies()+1)
		case s.mode != modeDistances && v.IsWin():
			lossBy = max(lossBy, 0) // the loser leaves: the phase ends
		case v.IsWin():
			lossBy = max(lossBy, v.Plies()+1)
		default:
			draws = true
		}
	}
	if inside > maxInside {
		return 0, fmt.Errorf("egdb: %s: %d moves inside a slice", pt.l.Material.Name(), inside)
	}
	var st state
	switch {
	case inside == 0 && winBy <= egdb.MaxPlies:
		st = resolvedAs(egdb.WinIn(winBy))
	case inside == 0 && draws:
		st = resolvedAs(egdb.Draw)
	case inside == 0:
		st = resolvedAs(egdb.LossIn(lossBy))
	case winBy <= egdb.MaxPlies:
		st = state(inside)<<countShift | stExitWin | state(winBy)<<pendShift
		s.pendWin[winBy].Store(true)
	case draws:
		st = state(inside)<<countShift | stExitDraw
	default:
		st = state(inside)<<countShift | state(max(lossBy, 0))<<pendShift
	}
	if winBy <= egdb.MaxPlies {
		s.raise(winBy)
	}
	s.raise(lossBy)
	return st, nil
}

// knownConversion returns, building conversions, the state of index i
// of pt when its outcome alone gives it: a draw stays a draw, and a
// capture pending is a conversion now, valued by its outcome when the
// outcomes of pt were just solved (exact).
func (s *solve) knownConversion(pt *part, i uint64, hasCapture bool) (state, bool) {
	switch {
	case s.mode != modeConversions:
		return 0, false
	case hasCapture && pt.exact:
		v, _ := egdb.ExitConversion(egdb.Outcome(pt.known[i]), true)
		s.raise(v.Plies())
		return resolvedAs(v) | stDontCare, true
	case !hasCapture && egdb.Outcome(pt.known[i]) == egdb.Drawn:
		return resolvedAs(egdb.Draw), true
	}
	return 0, false
}

// phaseExit returns, building conversions, the outcome of c, reached
// from pt by a man's move: from the unit's own outcomes when c is of
// pt's partner without a capture pending, else from the database.
func (s *solve) phaseExit(pt *part, c *movegen.Position) (egdb.Outcome, bool) {
	b := s.bd.b
	if !c.HasCapture() {
		if cn := b.Normalize(c); b.MaterialOf(cn) == pt.partner.l.Material {
			return egdb.Outcome(pt.partner.known[b.Index(&pt.partner.l, cn)]), true
		}
	}
	return s.bd.db.ProbeOutcome(c)
}

// missing reports a move to a slice that is not there.
func (s *solve) missing(pt *part, p movegen.Position) error {
	if err := s.bd.db.Err(); err != nil {
		return err
	}
	return fmt.Errorf("egdb: %s: no value for %s", pt.l.Material.Name(), p.FEN())
}

// spread resolves the wins waiting outside at distance level, then
// passes the values of distance level to the positions before them.
func (s *solve) spread(level int) error {
	if s.pendWin[level].Load() {
		for _, pt := range s.parts {
			err := s.bd.parallel(pt.l.Count, func(lo, hi uint64, _ *movegen.MoveList) error {
				// Only the positions with a win outside still waiting are
				// read; a bit is dropped once its position is resolved.
				for w := lo / 64; w < (hi+63)/64; w++ {
					var done uint64
					for bits := pt.exitWins[w]; bits != 0; bits &= bits - 1 {
						i := w*64 + uint64(mbits.TrailingZeros64(bits))
						st := load(pt.st, i)
						switch {
						case st.resolved():
							done |= bits & -bits
						case st.pend() == level && cas(pt.st, i, st, resolvedAs(egdb.WinIn(level))):
							pt.markUnsent(i)
							done |= bits & -bits
						}
					}
					pt.exitWins[w] &^= done
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
	}
	for _, pt := range s.parts {
		err := s.bd.parallel(pt.l.Count, func(lo, hi uint64, l *movegen.MoveList) error {
			// parallel's chunks are whole words of unsent; back sets bits
			// of later distances in any word meanwhile.
			c := index.NewCursor(&pt.l)
			var buf backBuffer
			for w := lo / 64; w < (hi+63)/64; w++ {
				var sent uint64
				for bits := atomic.LoadUint64(&pt.unsent[w]); bits != 0; bits &= bits - 1 {
					i := w*64 + uint64(mbits.TrailingZeros64(bits))
					if v := load(pt.st, i).value(); v.Plies() == level {
						s.back(pt, &c, i, v, l, &buf)
						sent |= bits & -bits
					}
				}
				if sent != 0 {
					atomic.AndUint64(&pt.unsent[w], ^sent)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// backBuffer holds, for back, the indices of one position's predecessors
// and their states as read; it grows to the most a position has.
type backBuffer struct {
	at   []uint64
	seen []state
}

// back passes value v of index i of pt to the positions a quiet move of
// the other side leads from: their quiet moves are those of the pieces
// that just moved, played the other way, which are the moves of those
// pieces with the colours swapped (the men then walk backwards). The
// states of those positions are all read before any is updated, so that
// their reads from memory overlap (a compare-and-swap waits for the
// reads before it).
func (s *solve) back(pt *part, c *index.Cursor, i uint64, v egdb.Value, l *movegen.MoveList, buf *backBuffer) {
	b := s.bd.b
	n, _ := b.DecodeAt(c, i)
	q := movegen.Position{Pieces: [2]uint64{n.Black, n.White}, Kings: n.Kings, Side: movegen.White, Variant: b.Variant}
	q.GenerateQuiet(l)
	into := pt.partner
	pre := b.PredecessorsOf(&into.l, n)
	at := buf.at[:0]
	for _, m := range l.Slice() {
		switch {
		case n.Kings&(1<<m.From) != 0:
			at = pre.AppendKing(at, m.From, m.To)
		case s.mode == modeConversions:
			// a man's move is no move inside a phase
		default:
			at = pre.AppendMan(at, m.From, m.To)
		}
	}
	buf.at = at
	if cap(buf.seen) < len(at) {
		buf.seen = make([]state, len(at), cap(at))
	}
	seen := buf.seen[:len(at)]
	for x, j := range at {
		seen[x] = load(into.st, j)
	}
	for x, j := range at {
		s.update(into, j, v, seen[x])
	}
}

// update tells index j of pt, whose state was st when last read, that
// one of its moves inside the unit leads to a position of value v.
func (s *solve) update(pt *part, j uint64, v egdb.Value, st state) {
	for ; ; st = load(pt.st, j) {
		if st.resolved() {
			return
		}
		var next state
		switch {
		case v.IsLoss():
			next = resolvedAs(v.Parent())
		case st.count() > 1 || st&stExitWin != 0:
			next = st - countOne
		case st&stExitDraw != 0:
			next = resolvedAs(egdb.Draw)
		default:
			next = resolvedAs(egdb.LossIn(max(v.Plies()+1, st.pend())))
		}
		if cas(pt.st, j, st, next) {
			if next.resolved() {
				s.raise(next.value().Plies())
				if next.value() != egdb.Draw {
					pt.markUnsent(j)
				}
			}
			return
		}
	}
}

// finish writes the values of pt to its file and keeps them for the
// slices built next.
func (bd *builder) finish(pt *part) error {
	values := make([]byte, len(pt.st))
	var sym []byte
	if bd.dense {
		sym = make([]byte, len(pt.st))
	}
	var st egdb.Counts
	prev := egdb.Draw
	for i, w := range pt.st {
		s := state(w)
		v := s.final()
		if s&stDontCare != 0 {
			v = prev
			if sym != nil {
				sym[i] = egdb.Dense.DontCare()
			}
		} else {
			st.Add(v)
			if sym != nil {
				sym[i] = byte(v.Outcome())
			}
		}
		values[i], prev = byte(v), v
	}
	pt.release()
	if sym != nil {
		if _, err := egdb.WriteSlice(bd.out, egdb.Dense, bd.b.Variant, &pt.l, sym, st, bd.threads); err != nil {
			return err
		}
	}
	if _, err := egdb.WriteSlice(bd.out, egdb.Distances, bd.b.Variant, &pt.l, values, st, bd.threads); err != nil {
		return err
	}
	bd.db.Add(egdb.Distances, pt.l.Material, values)
	return nil
}

// markUnsent records that index i holds a win or a loss to pass back.
func (pt *part) markUnsent(i uint64) { atomic.OrUint64(&pt.unsent[i>>6], 1<<(i&63)) }
