// An independent check of the builder: every position of up to a few
// pieces is enumerated from plain square lists, solved by naive repeated
// passes over the whole set (no slices, no indexing, no retrograde moves),
// and compared position by position with a database built by Run.

package build_test

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/movegen"
)

// terminal marks a child in which the side to move has no piece left (its
// last piece was just captured): a game ended, which the table leaves
// out.
const terminal = -1

// unknown marks a position the passes have not resolved (a draw at the
// end).
const unknown = -1

// solution is every position of up to pieces pieces of one variant with
// its value.
type solution struct {
	v         movegen.Variant
	pieces    int
	positions []movegen.Position
	// The table: s.positions[s.slots[block*blockSize+slot]], the block
	// found by the occupied squares (see find).
	blocks    map[uint64]int32
	blockSize int
	slots     []int32
	// running holds the positions with a run of king moves (Frisian),
	// which the blocks leave out.
	running map[runningKey]int32
	// The children of position i, as indices into positions or terminal,
	// are kids[i/chunk][first[i]:first[i+1]], up to the end of the
	// chunk's list for the last position of a chunk: each CPU lists the
	// children of one chunk of positions.
	chunk int
	kids  [][]int32
	first []int32
	moves int
	// plies[i] is the distance of position i to the end of the game under
	// best play (odd: the side to move wins, even: it loses), or unknown
	// for a draw.
	plies  []int16
	passes int
	// end is the distance the solver gives a position without a legal
	// move: 0, lost now; in Antidraughts, where such a side wins, 1, a
	// win counted one ply late (a distance's parity says who wins, as the
	// database's values do, egdb.EndValue).
	end int16
}

// The solver's table finds a position in two steps: a Go map keyed by the
// occupied squares gives a block, and the colour and kind of each piece
// (in square order) with the side to move give the slot in the block. The
// key is the whole position (pieces, kings, side to move); the split only
// keeps the map small enough to stay in the cache.

// runningKey is the whole of a position with a run.
type runningKey struct {
	pieces [2]uint64
	kings  uint64
	side   movegen.Color
	runs   [2]movegen.KingRun
}

// keyOf returns p's runningKey.
func keyOf(p *movegen.Position) runningKey {
	return runningKey{p.Pieces, p.Kings, p.Side, p.Runs}
}

// slotOf returns the slot of p in its block: two bits per piece in square
// order (colour, king), then the side to move.
func slotOf(p *movegen.Position) int {
	slot := 0
	for b := p.Pieces[movegen.White] | p.Pieces[movegen.Black]; b != 0; b &= b - 1 {
		sq := bits.TrailingZeros64(b)
		slot = slot<<2 | int(p.Pieces[movegen.Black]>>sq&1)<<1 | int(p.Kings>>sq&1)
	}
	return slot<<1 | int(p.Side)
}

// find returns the index of p in s.positions.
func (s *solution) find(p *movegen.Position) (int32, bool) {
	if p.Runs != ([2]movegen.KingRun{}) {
		i, ok := s.running[keyOf(p)]
		return i, ok
	}
	block, ok := s.blocks[p.Pieces[movegen.White]|p.Pieces[movegen.Black]]
	if !ok {
		return 0, false
	}
	i := s.slots[int(block)*s.blockSize+slotOf(p)]
	return i, i >= 0
}

// add puts p in the table.
func (s *solution) add(p movegen.Position) {
	if p.Runs != ([2]movegen.KingRun{}) {
		s.running[keyOf(&p)] = int32(len(s.positions))
		s.positions = append(s.positions, p)
		return
	}
	occ := p.Pieces[movegen.White] | p.Pieces[movegen.Black]
	block, ok := s.blocks[occ]
	if !ok {
		block = int32(len(s.blocks))
		s.blocks[occ] = block
		for range s.blockSize {
			s.slots = append(s.slots, -1)
		}
	}
	s.slots[int(block)*s.blockSize+slotOf(&p)] = int32(len(s.positions))
	s.positions = append(s.positions, p)
}

// value returns the solved value of position i in the database's terms.
func (s *solution) value(i int32) egdb.Value {
	if i == terminal {
		return valueOf(int(s.end))
	}
	return valueOf(int(s.plies[i]))
}

// valueOf turns a distance in plies (or unknown) into an egdb.Value.
func valueOf(plies int) egdb.Value {
	switch {
	case plies == unknown:
		return egdb.Draw
	case plies%2 == 1:
		return egdb.WinIn(plies)
	}
	return egdb.LossIn(plies)
}

// valueOfPosition returns the solved value of p, which must have at most
// s.pieces pieces, or be a position whose side to move has no piece.
func (s *solution) valueOfPosition(t *testing.T, p *movegen.Position) egdb.Value {
	t.Helper()
	if i, ok := s.find(p); ok {
		return s.value(i)
	}
	if p.Pieces[p.Side] == 0 {
		return valueOf(int(s.end))
	}
	t.Fatalf("%s: not in the solver's table", p.FEN())
	return egdb.Draw
}

// manSquares returns, for each colour, the squares (0-based, Hub order) a
// man of that colour may stand on: every playable square but its own
// promotion row, as NewPosition decides.
func manSquares(v movegen.Variant) (ok [2][]bool) {
	for c := movegen.White; c <= movegen.Black; c++ {
		ok[c] = make([]bool, v.Squares())
		for sq := 0; sq < v.Squares(); sq++ {
			bit := uint64(1) << v.Bit(movegen.Square(sq))
			var pieces [2]uint64
			pieces[c] = bit
			_, err := movegen.NewPosition(v, movegen.White, pieces[0], pieces[1], 0)
			ok[c][sq] = err == nil
		}
	}
	return ok
}

// enumerate lists every position of variant v with at most most pieces,
// each side having at least one, men off their own promotion row, with
// either side to move (in Breakthrough, not the side that has a king); in
// Frisian and Frysk with every run of king moves each side may have.
func enumerate(t *testing.T, v movegen.Variant, most int) *solution {
	s := &solution{v: v, pieces: most, blocks: map[uint64]int32{}, blockSize: 2 << (2 * most), running: map[runningKey]int32{}}
	if v == movegen.Antidraughts { // the side that cannot move wins
		s.end = 1
	}
	manOK := manSquares(v)
	n := v.Squares()
	var place func(from, left int, white, black, kings uint64)
	place = func(from, left int, white, black, kings uint64) {
		if white != 0 && black != 0 {
			for _, side := range []movegen.Color{movegen.White, movegen.Black} {
				if v == movegen.Breakthrough && kings&[2]uint64{white, black}[side] != 0 {
					continue // the game ended when the side to move made its king: no such position
				}
				p, err := movegen.NewPosition(v, side, white, black, kings)
				if err != nil {
					t.Fatalf("%s: %v", v, err)
				}
				for _, w := range runsOf(v, white, kings) {
					for _, b := range runsOf(v, black, kings) {
						p.Runs = [2]movegen.KingRun{w, b}
						s.add(p)
					}
				}
			}
		}
		if left == 0 {
			return
		}
		for sq := from; sq < n; sq++ {
			bit := uint64(1) << v.Bit(movegen.Square(sq))
			if manOK[movegen.White][sq] {
				place(sq+1, left-1, white|bit, black, kings)
			}
			place(sq+1, left-1, white|bit, black, kings|bit)
			if manOK[movegen.Black][sq] {
				place(sq+1, left-1, white, black|bit, kings)
			}
			place(sq+1, left-1, white, black|bit, kings|bit)
		}
	}
	place(0, most, 0, 0, 0)
	return s
}

// runsOf returns the runs a side with pieces pieces may have in v: in
// Frisian and Frysk, with men and kings, none or one to three moves of
// any of its kings; else none.
func runsOf(v movegen.Variant, pieces, kings uint64) []movegen.KingRun {
	runs := []movegen.KingRun{0}
	if !v.FrisianRules() || pieces&^kings == 0 {
		return runs
	}
	for k := pieces & kings; k != 0; k &= k - 1 {
		for c := 1; c <= 3; c++ {
			runs = append(runs, movegen.NewKingRun(bits.TrailingZeros64(k), c))
		}
	}
	return runs
}

// link lists the children of every position: the positions after its
// legal moves, by movegen's Generate and Play. The positions are shared
// out among the CPUs in chunks.
func (s *solution) link(t *testing.T) {
	n := len(s.positions)
	workers := runtime.GOMAXPROCS(0)
	s.chunk = (n + workers - 1) / workers
	s.first = make([]int32, n)
	s.kids = make([][]int32, workers)
	errs := make([]string, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			var l movegen.MoveList
			var out []int32
			lo, hi := w*s.chunk, min(n, (w+1)*s.chunk)
			for i := lo; i < hi; i++ {
				p := &s.positions[i]
				s.first[i] = int32(len(out))
				p.Generate(&l)
				for _, m := range l.Slice() {
					c := p.Play(m)
					j, ok := s.find(&c)
					switch {
					case ok:
						out = append(out, j)
					case c.Pieces[c.Side] == 0:
						out = append(out, terminal)
					default:
						if errs[w] == "" {
							errs[w] = fmt.Sprintf("%s: move %s leads to %s, outside the table", p.FEN(), p.FormatHub(m), c.FEN())
						}
					}
				}
			}
			s.kids[w] = out
		})
	}
	wg.Wait()
	for w, e := range errs {
		if e != "" {
			t.Fatal(e)
		}
		s.moves += len(s.kids[w])
	}
}

// children returns the children of position i.
func (s *solution) children(i int) []int32 {
	list := s.kids[i/s.chunk]
	if (i+1)%s.chunk == 0 || i+1 == len(s.positions) {
		return list[s.first[i]:]
	}
	return list[s.first[i]:s.first[i+1]]
}

// solve runs Jacobi passes: each pass recomputes every position from the
// previous pass's values of its children (no moves: s.end; a child
// lost in d: win in the least such d+1; every child won: loss in the
// greatest d+1), until a pass changes nothing. What is left unresolved is
// drawn.
//
// After each pass the resolved positions are exactly those whose game
// ends within some number of plies, each with its final value (a later
// pass only finds losing children further away and children won later):
// a resolved position is copied, not recomputed, which changes nothing
// but the time. The positions of a pass are shared out among the CPUs.
func (s *solution) solve() {
	n := len(s.positions)
	cur := make([]int16, n)
	for i := range cur {
		cur[i] = unknown
	}
	next := make([]int16, n)
	workers := runtime.GOMAXPROCS(0)
	chunk := (n + workers - 1) / workers
	for {
		s.passes++
		changed := make([]bool, workers)
		var wg sync.WaitGroup
		for w := range workers {
			wg.Go(func() {
				for i := w * chunk; i < min(n, (w+1)*chunk); i++ {
					next[i] = s.pass(cur, i)
					changed[w] = changed[w] || next[i] != cur[i]
				}
			})
		}
		wg.Wait()
		cur, next = next, cur
		if !slices.Contains(changed, true) {
			break
		}
	}
	s.plies = cur
}

// pass returns the value of position i from the values cur of the
// previous pass.
func (s *solution) pass(cur []int16, i int) int16 {
	if cur[i] != unknown {
		return cur[i]
	}
	kids := s.children(i)
	if len(kids) == 0 {
		return s.end // no legal move: the game is over
	}
	win, loss, allWon := int16(-1), int16(-1), true
	for _, c := range kids {
		d := s.end // terminal: no piece to move
		if c != terminal {
			d = cur[c]
		}
		switch {
		case d == unknown:
			allWon = false
		case d%2 == 0: // the child is lost: a win here
			allWon = false
			if win == -1 || d+1 < win {
				win = d + 1
			}
		default: // the child is won: a loss here if all are
			loss = max(loss, d+1)
		}
	}
	switch {
	case win != -1:
		return win
	case allWon:
		return loss
	}
	return unknown
}

// solveVariant enumerates, links and solves the positions of up to most
// pieces of v.
func solveVariant(t *testing.T, v movegen.Variant, most int) *solution {
	start := time.Now()
	s := enumerate(t, v, most)
	s.link(t)
	s.solve()
	t.Logf("%s ≤%d: solver: %d positions, %d moves, %d passes, %v",
		v, most, len(s.positions), s.moves, s.passes, time.Since(start).Round(time.Millisecond))
	return s
}

func TestMain(m *testing.M) { os.Exit(egdbtest.Main(m)) }

// TestSolverAgreesWithBuild builds each variant's database and checks
// every position's value and distance against the independent solver, as
// well as List's counts, BestMove (on every stride-th position: each one
// probes all the moves) and Verify (on the slices of up to verify pieces:
// Dameo's 3-piece slices take Verify several seconds, and the solver has
// already checked every value).
func TestSolverAgreesWithBuild(t *testing.T) {
	for _, c := range []struct {
		v              movegen.Variant
		stride, verify int
	}{
		{movegen.Italian, 1, 3},
		{movegen.International, 7, 3},
		{movegen.Dameo, 17, 2},
		{movegen.Brazilian, 3, 3},
		{movegen.Russian, 3, 3},
		{movegen.Killer, 7, 3},
		{movegen.Breakthrough, 7, 3},
		{movegen.Antidraughts, 7, 3},
		{movegen.Frisian, 7, 3},
	} {
		t.Run(c.v.String(), func(t *testing.T) {
			most := egdbtest.Pieces()
			s := solveVariant(t, c.v, most)
			db := egdbtest.OpenBuilt(t, c.v, most)
			start := time.Now()
			checkValues(t, s, db)
			dense := denseCopy(t, db)
			checkOutcomes(t, s, dense)
			checkConversions(t, s, dense)
			checkBestMoves(t, s, db, c.stride)
			if err := db.Err(); err != nil {
				t.Errorf("db.Err after probing: %v", err)
			}
			t.Logf("%s ≤%d: probes and best moves: %v", c.v, most, time.Since(start).Round(time.Millisecond))
			start = time.Now()
			checkList(t, s, db.Dir())
			checkVerify(t, c.v, db.Dir(), min(most, c.verify))
			t.Logf("%s ≤%d: list and verify ≤%d: %v", c.v, most, min(most, c.verify), time.Since(start).Round(time.Millisecond))
		})
	}
}

// checkVerify runs Verify on the slices of up to pieces pieces in dir (a
// copy when dir has more) and wants every slice checked and no error.
func checkVerify(t *testing.T, v movegen.Variant, dir string, pieces int) {
	t.Helper()
	infos, err := egdb.List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	for _, info := range infos {
		if info.Pieces <= pieces {
			files++
		}
	}
	if files < len(infos) {
		sub := t.TempDir()
		for _, info := range infos {
			if info.Pieces <= pieces {
				egdbtest.CopyFile(t, filepath.Join(dir, info.Name), filepath.Join(sub, info.Name))
			}
		}
		dir = sub
	}
	rep, err := build.Verify(context.Background(), dir, v, runtime.GOMAXPROCS(0), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) != 0 || rep.Slices != files || rep.Positions == 0 {
		t.Errorf("Verify %s ≤%d: %d slices of %d, %d positions, errors %q", v, pieces, rep.Slices, files, rep.Positions, rep.Errors)
	}
}

// checkValues compares the probe of every position with the solver.
func checkValues(t *testing.T, s *solution, db *egdb.DB) {
	t.Helper()
	bad := 0
	var wins, losses, draws int
	for i := range s.positions {
		p := &s.positions[i]
		want := s.value(int32(i))
		switch {
		case want.IsWin():
			wins++
		case want.IsLoss():
			losses++
		default:
			draws++
		}
		got, ok := db.Probe(p)
		if !ok || got != want {
			if bad++; bad <= 10 {
				t.Errorf("%s %s: probe %v (ok %v), solver %v", s.v, p.FEN(), got, ok, want)
			}
		}
	}
	if bad > 10 {
		t.Errorf("%s: %d positions disagree in all", s.v, bad)
	}
	// Breakthrough has no draws: men only step forward, and a king ends
	// the game.
	if wins == 0 || losses == 0 || (draws == 0) != (s.v == movegen.Breakthrough) {
		t.Errorf("%s: %d wins, %d losses, %d draws: the test is too weak", s.v, wins, losses, draws)
	}
	t.Logf("%s ≤%d: %d wins, %d losses, %d draws (both sides to move)", s.v, s.pieces, wins, losses, draws)

	// One piece more than the database holds is not covered.
	for i := range s.positions {
		p := s.positions[i]
		if bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) != s.pieces {
			continue
		}
		free := bits.TrailingZeros64(boardBits(s.v) &^ (p.Pieces[0] | p.Pieces[1]))
		more := p.Pieces
		more[p.Side.Other()] |= 1 << free // a king of the side not to move, which any variant allows
		q, err := movegen.NewPosition(s.v, p.Side, more[0], more[1], p.Kings|1<<free)
		if err != nil {
			t.Fatal(err)
		}
		if v, ok := db.Probe(&q); ok {
			t.Errorf("%s: probe of %s with %d pieces gives %v, ok", s.v, q.FEN(), s.pieces+1, v)
		}
		break
	}
}

// boardBits returns every playable square of v as internal bits.
func boardBits(v movegen.Variant) uint64 {
	var b uint64
	for sq := 0; sq < v.Squares(); sq++ {
		b |= 1 << v.Bit(movegen.Square(sq))
	}
	return b
}

// checkBestMoves checks BestMove on every stride-th position: the value is
// the solver's, the move is legal, and the solver's value of the position
// it leads to is one ply shorter (a draw for a draw).
func checkBestMoves(t *testing.T, s *solution, db *egdb.DB, stride int) {
	t.Helper()
	bad := 0
	report := func(format string, args ...any) {
		if bad++; bad <= 10 {
			t.Errorf(format, args...)
		}
	}
	var l movegen.MoveList
	for i := 0; i < len(s.positions); i += stride {
		p := &s.positions[i]
		want := s.value(int32(i))
		m, got, ok := db.BestMove(p)
		if !ok || got != want {
			report("%s %s: BestMove value %v (ok %v), solver %v", s.v, p.FEN(), got, ok, want)
			continue
		}
		p.Generate(&l)
		if l.N == 0 {
			if m != (movegen.Move{}) || got != valueOf(int(s.end)) {
				report("%s %s: no legal move, BestMove gives %+v, %v", s.v, p.FEN(), m, got)
			}
			continue
		}
		legal := false
		for _, lm := range l.Slice() {
			legal = legal || lm == m
		}
		if !legal {
			report("%s %s: BestMove %+v is not a legal move", s.v, p.FEN(), m)
			continue
		}
		c := p.Play(m)
		if cv := s.valueOfPosition(t, &c); cv.Parent() != want {
			report("%s %s: BestMove %s leads to %s, %v by the solver, for a position of %v",
				s.v, p.FEN(), p.FormatHub(m), c.FEN(), cv, want)
		}
	}
	if bad > 10 {
		t.Errorf("%s: %d best moves wrong in all", s.v, bad)
	}
}

// checkList checks that List finds every file sound and that its counts
// of wins, losses and draws add up to the solver's over the positions
// with White to move and no capture pending (the files store the other
// side's positions turned round, and resolve captures when probed).
func checkList(t *testing.T, s *solution, dir string) {
	t.Helper()
	infos, err := egdb.List(dir, s.v)
	if err != nil {
		t.Fatal(err)
	}
	var got, want [3]uint64
	maxPlies := 0
	for _, info := range infos {
		if info.Err != nil {
			t.Errorf("List: %s: %v", info.Name, info.Err)
		}
		if info.Pieces < 2 || info.Pieces > s.pieces || info.Bytes <= 0 {
			t.Errorf("List: %s: %d pieces, %d bytes", info.Name, info.Pieces, info.Bytes)
		}
		got[0] += info.Wins
		got[1] += info.Losses
		got[2] += info.Draws
		maxPlies = max(maxPlies, info.MaxPlies)
	}
	solverMax := 0
	for i := range s.positions {
		p := &s.positions[i]
		v := s.value(int32(i))
		solverMax = max(solverMax, v.Plies())
		if p.Side != movegen.White || p.HasCapture() || p.Decided() { // the files hold neither
			continue
		}
		switch {
		case v.IsWin():
			want[0]++
		case v.IsLoss():
			want[1]++
		default:
			want[2]++
		}
	}
	if got != want {
		t.Errorf("List: wins, losses, draws %v, solver %v", got, want)
	}
	if maxPlies > solverMax {
		t.Errorf("List: longest distance %d, solver's longest %d", maxPlies, solverMax)
	}
	t.Logf("%s ≤%d: %d files, longest distance %d plies (solver %d)", s.v, s.pieces, len(infos), maxPlies, solverMax)
}

// denseCopy converts the distance files of db into dense files in a
// folder of their own and opens them.
func denseCopy(t *testing.T, db *egdb.DB) *egdb.DB {
	t.Helper()
	out := t.TempDir()
	if _, err := build.Convert(context.Background(), build.ConvertOptions{Variant: db.Variant(), Dir: db.Dir(), Out: out, Threads: runtime.GOMAXPROCS(0)}); err != nil {
		t.Fatal(err)
	}
	dense, err := egdb.Open(out, db.Variant(), egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if dense.OutcomePieces() != db.Pieces() || dense.Pieces() != 0 {
		t.Fatalf("dense copy covers %d pieces (distances %d), want %d (0)", dense.OutcomePieces(), dense.Pieces(), db.Pieces())
	}
	return dense
}

// checkOutcomes compares the outcome of every position in the dense
// database with the solver's.
func checkOutcomes(t *testing.T, s *solution, dense *egdb.DB) {
	t.Helper()
	bad := 0
	for i := range s.positions {
		p := &s.positions[i]
		want := s.value(int32(i)).Outcome()
		if got, ok := dense.ProbeOutcome(p); !ok || got != want {
			if bad++; bad <= 10 {
				t.Errorf("%s %s: dense probe %v (ok %v), solver %v", s.v, p.FEN(), got, ok, want)
			}
		}
	}
	if bad > 10 {
		t.Errorf("%s: %d outcomes disagree in all", s.v, bad)
	}
}
