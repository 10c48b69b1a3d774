// Cross-checks movegen against the reference generator over random games and random positions.

package movegen_test

import (
	"math/bits"
	"math/rand"
	"slices"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// crossStats counts what a cross-check run saw, so that it cannot pass
// without having met kings and captures.
type crossStats struct {
	positions, withKings, withCaptures, moves int
	byQuality, byKingOrder                    int // Italian rules 2-4, and rule 4, mattered
	byLanding, crownedOnTheWay                int // Russian: the landing rule mattered; a man crowned mid-capture ended off its crowning row
	byHalt                                    int // Killer: the king's halt behind a king barred a capture
	decided, crowning                         int // Breakthrough: positions a king has ended, moves that make one
	byValue, byKingFirst, barred              int // Frisian: value set aside a capture of as many pieces or more; the king's capture first did; a king's run barred it
}

// crossChecker holds the move lists reused from position to position.
type crossChecker struct {
	t                      *testing.T
	list, scratch, replies movegen.MoveList
	stats                  crossStats
}

// check compares movegen and the reference on p and checks CountMoves,
// HasCapture, GenerateCaptures, Play, PlayInto, Promotes, CountReplies,
// KeysAfter and the Zobrist key. It leaves movegen's moves in c.list,
// sorted by square so that random games do not depend on movegen's order,
// and reports whether everything agreed.
func (c *crossChecker) check(p movegen.Position) bool {
	t, v := c.t, p.Variant
	t.Helper()
	p.Generate(&c.list)
	got := make([]refMove, 0, c.list.N)
	for _, m := range c.list.Slice() {
		got = append(got, refMoveOf(v, m))
	}
	sorted := refSorted(got)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			t.Errorf("%s %s: movegen lists %s twice", v, p.FEN(), sorted[i].format(v))
			return false
		}
	}
	board := refFromPosition(p)
	want := board.quietMoves()
	switch seqs := board.captureSequences(); {
	case board.gameOver():
		want = nil
		c.stats.decided++
	case len(seqs) > 0 && v == movegen.Russian:
		allowed := refRussianLandings(seqs)
		want = board.merge(allowed)
		if len(allowed) < len(seqs) {
			c.stats.byLanding++
		}
		for _, m := range want {
			if r, _ := refCoord(v, m.to); m.crowned && r != board.farRow() {
				c.stats.crownedOnTheWay++
				break
			}
		}
	case len(seqs) > 0:
		if v == movegen.Killer {
			allowed := refKillerEndings(seqs)
			if len(allowed) < len(seqs) {
				c.stats.byHalt++
			}
			seqs = allowed
		}
		best := board.best(seqs)
		want = board.merge(best)
		c.countPrecedence(&board, seqs, best[0])
		if refFrisianRules(v) {
			c.countFrisianPrecedence(seqs, best[0])
		}
	}
	if refFrisianRules(v) && p.Runs[p.Side].Count() >= 3 && board.hasMen(board.side()) {
		c.stats.barred++
	}
	if !slices.Equal(sorted, refSorted(want)) {
		onlyGot, onlyWant := refDiff(v, got, want)
		t.Errorf("%s %s: moves differ\n  only movegen:   %v\n  only reference: %v", v, p.FEN(), onlyGot, onlyWant)
		return false
	}
	if n := p.CountMoves(&c.scratch); n != len(got) {
		t.Errorf("%s %s: CountMoves = %d, Generate lists %d", v, p.FEN(), n, len(got))
		return false
	}
	capture := len(got) > 0 && got[0].captured != 0
	if p.HasCapture() != capture {
		t.Errorf("%s %s: HasCapture = %v, captures listed: %v", v, p.FEN(), p.HasCapture(), capture)
		return false
	}
	if capture {
		p.GenerateCaptures(&c.scratch)
		if !slices.Equal(c.scratch.Slice(), c.list.Slice()) {
			t.Errorf("%s %s: GenerateCaptures lists %v, Generate %v", v, p.FEN(), c.scratch.Slice(), c.list.Slice())
			return false
		}
	}
	var replies uint64
	keysAfter := make([]uint64, c.list.N)
	p.KeysAfter(c.list.Slice(), keysAfter)
	for i, m := range c.list.Slice() {
		q := p.Play(m)
		into := movegen.Position{Pieces: [2]uint64{^uint64(0), ^uint64(0)}, Kings: ^uint64(0), Key: 1, Side: 1, Variant: 99}
		if p.PlayInto(m, &into); into != q {
			t.Errorf("%s %s: PlayInto(%s) gives %+v, Play %+v", v, p.FEN(), got[i].format(v), into, q)
			return false
		}
		replies += uint64(q.CountMoves(&c.scratch))
		if q.Decided() && !p.Decided() {
			c.stats.crowning++
		}
		if promoted := p.IsManMove(m) && q.Kings&(1<<m.To) != 0; p.Promotes(m) != promoted {
			t.Errorf("%s %s: Promotes(%s) = %v, the man became a king: %v", v, p.FEN(), got[i].format(v), p.Promotes(m), promoted)
			return false
		}
		if q.Key != q.ComputeKey() {
			t.Errorf("%s %s: after %s the incremental key differs from ComputeKey", v, p.FEN(), got[i].format(v))
			return false
		}
		if k := keysAfter[i]; k != q.Key {
			t.Errorf("%s %s: KeysAfter gives %#x for %s, Play gives key %#x", v, p.FEN(), k, got[i].format(v), q.Key)
			return false
		}
		after := refFromPosition(q)
		if wantAfter := board.apply(got[i]); after != wantAfter || bits.OnesCount64(q.Pieces[0]|q.Pieces[1]) != after.pieces() {
			t.Errorf("%s %s: after %s Play gives %s", v, p.FEN(), got[i].format(v), q.FEN())
			return false
		}
	}
	if n := p.CountReplies(&c.replies, &c.scratch); n != replies {
		t.Errorf("%s %s: CountReplies = %d, the moves' CountMoves add up to %d", v, p.FEN(), n, replies)
		return false
	}
	slices.SortFunc(c.list.Slice(), func(a, b movegen.Move) int { return refCompareMoves(refMoveOf(v, a), refMoveOf(v, b)) })
	c.stats.positions++
	c.stats.moves += len(got)
	if p.Kings != 0 {
		c.stats.withKings++
	}
	if capture {
		c.stats.withCaptures++
	}
	return true
}

// countPrecedence counts the positions where Italian rules 2-4, and rule 4
// alone, set aside a capture that took as many pieces as the best one.
func (c *crossChecker) countPrecedence(b *refBoard, seqs []refSequence, top refSequence) {
	quality, order := false, false
	for _, x := range seqs {
		if b.compare(x, top) < 0 {
			quality = quality || b.compareUpTo(x, top, 1) == 0
			order = order || b.compareUpTo(x, top, 3) == 0
		}
	}
	if quality {
		c.stats.byQuality++
	}
	if order {
		c.stats.byKingOrder++
	}
}

// countFrisianPrecedence counts the positions where Frisian's value set
// aside a capture of as many pieces as the best or more, and where only
// the king's right to capture first did.
func (c *crossChecker) countFrisianPrecedence(seqs []refSequence, top refSequence) {
	value, kingFirst := false, false
	for _, x := range seqs {
		if refFrisianCompare(x, top) >= 0 {
			continue
		}
		value = value || len(x.captured) >= len(top.captured)
		xk, tk := len(refKingIndexes(x)), len(refKingIndexes(top))
		kingFirst = kingFirst || (xk == tk && len(x.captured) == len(top.captured))
	}
	if value {
		c.stats.byValue++
	}
	if kingFirst {
		c.stats.byKingFirst++
	}
}

// crossPick chooses the next move of a random game, biased so that kings
// appear: a promoting move is taken nine times in ten, and men are moved
// more often than kings.
func crossPick(rng *rand.Rand, p movegen.Position, moves []movegen.Move) movegen.Move {
	var promoting, manMoves []movegen.Move
	kings := bits.OnesCount64(p.KingsOf(p.Side))
	for _, m := range moves {
		if !p.IsManMove(m) {
			continue
		}
		manMoves = append(manMoves, m)
		if q := p.Play(m); bits.OnesCount64(q.KingsOf(p.Side)) > kings {
			promoting = append(promoting, m)
		}
	}
	if run := p.Runs[p.Side]; run.Count() > 0 && rng.Intn(2) == 0 {
		// Frisian: the running king goes on, so that runs reach their limit.
		for _, m := range moves {
			if int(m.From) == run.Bit() {
				return m
			}
		}
	}
	switch {
	case len(promoting) > 0 && rng.Intn(10) < 9:
		return promoting[rng.Intn(len(promoting))]
	case len(manMoves) > 0 && rng.Intn(3) < 2:
		return manMoves[rng.Intn(len(manMoves))]
	}
	return moves[rng.Intn(len(moves))]
}

// crossGames plays random games from the start position, restarting when a
// game ends or grows long, until n positions have been checked.
func crossGames(t *testing.T, v movegen.Variant, seed int64, n int) crossStats {
	const maxPlies = 300
	rng := rand.New(rand.NewSource(seed))
	c := &crossChecker{t: t}
	p, ply := movegen.StartPosition(v), 0
	for c.stats.positions < n {
		if !c.check(p) {
			break
		}
		if c.list.N == 0 || ply == maxPlies {
			p, ply = movegen.StartPosition(v), 0
			continue
		}
		p = p.Play(crossPick(rng, p, c.list.Slice()))
		ply++
	}
	return c.stats
}

// crossRandomPosition places a random number of men and kings of each side
// (men never on their own promotion row), with many kings (in Breakthrough,
// where a king ends the game, three positions in four have more men and
// no king), so that
// precedence among king captures and flying kings are exercised harder than
// games reach.
func crossRandomPosition(rng *rand.Rand, v movegen.Variant) movegen.Position {
	for {
		var pieces [2]uint64
		var kings uint64
		// A king ends a game of Breakthrough: most of its positions
		// have men alone, and more of them, so that crowning moves come.
		menOnly := v == movegen.Breakthrough && rng.Intn(4) != 0
		for c := movegen.White; c <= movegen.Black; c++ {
			count := 1 + rng.Intn(12)
			if menOnly {
				count += 8
			}
			for i := 0; i < count; i++ {
				s := movegen.Square(rng.Intn(v.Squares()))
				bit := uint64(1) << v.Bit(s)
				if (pieces[0]|pieces[1])&bit != 0 {
					continue
				}
				r, _ := refCoord(v, s)
				promoRow := (c == movegen.White && r == 0) || (c == movegen.Black && r == refSize(v)-1)
				if menOnly && promoRow {
					continue
				}
				if promoRow || !menOnly && rng.Intn(2) == 0 {
					kings |= bit
				}
				pieces[c] |= bit
			}
		}
		side := movegen.Color(rng.Intn(2))
		if p, err := movegen.NewPosition(v, side, pieces[0], pieces[1], kings); err == nil {
			return p
		}
	}
}

// crossLog reports what a run saw and fails it when kings or captures were
// too rare for the check to mean anything.
func crossLog(t *testing.T, v movegen.Variant, what string, st crossStats, minKings, minCaptures float64) {
	t.Helper()
	kings := float64(st.withKings) / float64(st.positions)
	captures := float64(st.withCaptures) / float64(st.positions)
	t.Logf("%s: %d positions, %d moves, %d with kings (%.1f%%), %d with captures (%.1f%%)",
		what, st.positions, st.moves, st.withKings, 100*kings, st.withCaptures, 100*captures)
	if v == movegen.Italian {
		t.Logf("%s: precedence beyond the count of pieces decided %d positions, the order of kings %d",
			what, st.byQuality, st.byKingOrder)
	}
	if v == movegen.Russian {
		t.Logf("%s: the landing rule barred a capture in %d positions; a man crowned mid-capture went on in %d",
			what, st.byLanding, st.crownedOnTheWay)
		if st.byLanding == 0 || st.crownedOnTheWay == 0 {
			t.Errorf("%s: the Russian landing rule (%d) or crowning mid-capture (%d) never mattered", what, st.byLanding, st.crownedOnTheWay)
		}
	}
	if v == movegen.Killer {
		t.Logf("%s: the halt behind a king barred a capture in %d positions", what, st.byHalt)
		if st.byHalt == 0 {
			t.Errorf("%s: Killer's halt rule never mattered", what)
		}
	}
	if refFrisianRules(v) {
		t.Logf("%s: value set aside a capture of as many pieces or more in %d positions, the king's capture first in %d; a king's run barred it in %d",
			what, st.byValue, st.byKingFirst, st.barred)
		if st.byValue == 0 || st.byKingFirst == 0 || (what == "random games" && st.barred == 0) {
			t.Errorf("%s: Frisian's value (%d), king first (%d) or run (%d) rule never mattered", what, st.byValue, st.byKingFirst, st.barred)
		}
	}
	if v == movegen.Breakthrough {
		// A king ends the game, so positions with kings are the ended
		// ones: their share is not asked for, but both ends must be met.
		t.Logf("%s: %d positions ended by a king, %d moves that crown and win", what, st.decided, st.crowning)
		if st.decided == 0 || st.crowning == 0 {
			t.Errorf("%s: no game ended by a king (%d) or no crowning move (%d) met", what, st.decided, st.crowning)
		}
		minKings = 0
	}
	if kings < minKings || captures < minCaptures {
		t.Errorf("%s: too few positions with kings (%.1f%%, want %.0f%%) or captures (%.1f%%, want %.0f%%)",
			what, 100*kings, 100*minKings, 100*captures, 100*minCaptures)
	}
}

func TestCrossCheckRandomGames(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 10000
	}
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			st := crossGames(t, v, 1000+int64(v), n)
			if t.Failed() {
				return
			}
			minKings := 0.15
			if refFrisianRules(v) {
				minKings = 0.10 // its many captures thin the board before men crown
			}
			crossLog(t, v, "random games", st, minKings, 0.10)
		})
	}
}

func TestCrossCheckRandomPositions(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			n := 20000
			if v == movegen.Italian {
				n = 40000 // the precedence rules need many king captures
			}
			if testing.Short() {
				n /= 10
			}
			rng := rand.New(rand.NewSource(2000 + int64(v)))
			c := &crossChecker{t: t}
			for i := 0; i < n; i++ {
				if !c.check(crossRandomPosition(rng, v)) {
					return
				}
			}
			crossLog(t, v, "random positions", c.stats, 0.90, 0.20)
			if v == movegen.Italian && (c.stats.byQuality == 0 || c.stats.byKingOrder == 0) {
				t.Errorf("Italian precedence rules 2-4 never decided a position")
			}
		})
	}
}
