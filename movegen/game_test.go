// Tests of Game (legality, losses, repetitions) and the walker the draw-rule tests use.

package movegen

import (
	"math/bits"
	"strings"
	"testing"
)

// gameSquares returns the internal bits of the named squares.
func gameSquares(t *testing.T, v Variant, names ...string) uint64 {
	t.Helper()
	var b uint64
	for _, name := range names {
		sq, err := v.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		b |= 1 << v.Bit(sq)
	}
	return b
}

// gameSquareRange returns the bits of the numbered squares first..last.
func gameSquareRange(t *testing.T, v Variant, first, last int) uint64 {
	t.Helper()
	var b uint64
	for n := first; n <= last; n++ {
		b |= gameSquares(t, v, v.SquareName(Square(n-1)))
	}
	return b
}

// gameMove finds the legal move of p written "from-to" or "fromxto"; it
// must be unique.
func gameMove(t *testing.T, p Position, s string) Move {
	t.Helper()
	names := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == 'x' })
	if len(names) != 2 {
		t.Fatalf("bad test move %q", s)
	}
	from := gameSquares(t, p.Variant, names[0])
	to := gameSquares(t, p.Variant, names[1])
	var l MoveList
	p.Generate(&l)
	var found []Move
	for _, m := range l.Slice() {
		if 1<<m.From == from && 1<<m.To == to {
			found = append(found, m)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d legal moves %s in %s, want 1", len(found), s, p.FEN())
	}
	return found[0]
}

// gameWalker plays long sequences of quiet king moves found by Generate: it
// never plays a move that gives the opponent a capture or leaves it without
// such a safe reply, and among the others it picks the one leading to the
// position it has seen least often, so walks reach the move-count limits
// without repetition draws.
type gameWalker struct {
	t    *testing.T
	g    *Game
	area [2]uint64 // squares each side's kings move from and to; 0: any
	seen map[uint64]int
}

func newGameWalker(t *testing.T, g *Game, area [2]uint64) *gameWalker {
	p := g.Position()
	return &gameWalker{t: t, g: g, area: area, seen: map[uint64]int{p.Key: 1}}
}

// safeMoves lists the walker's candidate moves in p; with reply, only those
// after which the opponent has a candidate move too.
func (w *gameWalker) safeMoves(p *Position, reply bool) []Move {
	var l MoveList
	p.Generate(&l)
	var out []Move
	for _, m := range l.Slice() {
		if m.IsCapture() || p.IsManMove(m) {
			continue
		}
		if a := w.area[p.Side]; a != 0 && (a>>m.From&1 == 0 || a>>m.To&1 == 0) {
			continue
		}
		next := p.Play(m)
		if next.HasCapture() || reply && len(w.safeMoves(&next, false)) == 0 {
			continue
		}
		out = append(out, m)
	}
	return out
}

// play plays m, which must be legal, and records the position reached.
func (w *gameWalker) play(m Move) {
	w.t.Helper()
	if err := w.g.PlayChecked(m); err != nil {
		w.t.Fatalf("ply %d: %v", w.g.Ply()+1, err)
	}
	w.seen[w.g.Position().Key]++
}

// script plays moves written "from-to" or "fromxto".
func (w *gameWalker) script(moves ...string) {
	w.t.Helper()
	for _, s := range moves {
		w.play(gameMove(w.t, w.g.Position(), s))
	}
}

// step plays one walking move.
func (w *gameWalker) step() {
	w.t.Helper()
	p := w.g.Position()
	moves := w.safeMoves(&p, true)
	if len(moves) == 0 {
		w.t.Fatalf("ply %d: no safe king move in %s", w.g.Ply(), p.FEN())
	}
	best, bestSeen := moves[0], -1
	for _, m := range moves {
		next := p.Play(m)
		if n := w.seen[next.Key]; bestSeen < 0 || n < bestSeen {
			best, bestSeen = m, n
		}
	}
	w.play(best)
}

// walk plays n walking moves; the game must go on after each.
func (w *gameWalker) walk(n int) {
	w.t.Helper()
	for i := 1; i <= n; i++ {
		w.step()
		if o := w.g.Outcome(); o.Over() {
			p := w.g.Position()
			w.t.Fatalf("ply %d (walk %d/%d): %v in %s, want ongoing", w.g.Ply(), i, n, o, p.FEN())
		}
	}
}

// drawsAfter walks n-1 plies with the game going on, then one more after
// which the game must be drawn by rule r.
func (w *gameWalker) drawsAfter(n int, r Reason) {
	w.t.Helper()
	w.walk(n - 1)
	w.step()
	if o, want := w.g.Outcome(), (Outcome{Draw, r}); o != want {
		p := w.g.Position()
		w.t.Fatalf("ply %d: %v in %s, want %v", w.g.Ply(), o, p.FEN(), want)
	}
}

// sacrifice plays a quiet king move that the opponent must answer with a
// capture, and that capture: the first such pair in generation order whose
// result satisfies want.
func (w *gameWalker) sacrifice(want func(p *Position) bool) {
	w.t.Helper()
	p := w.g.Position()
	var l, replies MoveList
	p.Generate(&l)
	for _, m := range l.Slice() {
		if m.IsCapture() || p.IsManMove(m) {
			continue
		}
		next := p.Play(m)
		next.Generate(&replies)
		for _, r := range replies.Slice() {
			if after := next.Play(r); r.IsCapture() && want(&after) {
				w.play(m)
				w.play(r)
				return
			}
		}
	}
	w.t.Fatalf("ply %d: no suitable sacrifice in %s", w.g.Ply(), p.FEN())
}

// manMove plays the first man move after which the opponent cannot capture.
func (w *gameWalker) manMove() {
	w.t.Helper()
	p := w.g.Position()
	var l MoveList
	p.Generate(&l)
	for _, m := range l.Slice() {
		if next := p.Play(m); !m.IsCapture() && p.IsManMove(m) && !next.HasCapture() {
			w.play(m)
			return
		}
	}
	w.t.Fatalf("ply %d: no safe man move in %s", w.g.Ply(), p.FEN())
}

// gameMaterial reports whether p has the given numbers of (pieces, kings)
// for White and Black.
func gameMaterial(whitePieces, whiteKings, blackPieces, blackKings int) func(p *Position) bool {
	return func(p *Position) bool {
		return bits.OnesCount64(p.Pieces[White]) == whitePieces && bits.OnesCount64(p.KingsOf(White)) == whiteKings &&
			bits.OnesCount64(p.Pieces[Black]) == blackPieces && bits.OnesCount64(p.KingsOf(Black)) == blackKings
	}
}

func TestGameNoLegalMove(t *testing.T) {
	cases := []struct {
		v    Variant
		fen  string
		want Result
	}{
		{Italian, "W:W29:B22,25,26", BlackWins}, // white man blocked
		{Italian, "B:W7,8,11:B4", WhiteWins},    // black man blocked
		{Italian, "W:W:B1", BlackWins},          // no white piece
		{International, "B:W28:B", WhiteWins},
		{Dameo, "W:W:BKa8", BlackWins},
		{Dameo, "B:WKh1:B", WhiteWins},
		// Antidraughts: the side without a move wins, blocked or bare.
		{International, "W:W46:B37,41", BlackWins}, // white man blocked
		{Antidraughts, "W:W46:B37,41", WhiteWins},
		{Antidraughts, "B:W28:B", BlackWins},
		{Antidraughts, "W:W:BK5", WhiteWins},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		var l MoveList
		if n := p.CountMoves(&l); n != 0 {
			t.Fatalf("%s %s: %d legal moves, the test needs none", c.v, c.fen, n)
		}
		if got, want := NewGame(p).Outcome(), (Outcome{c.want, NoLegalMove}); got != want {
			t.Errorf("%s %s: %v, want %v", c.v, c.fen, got, want)
		}
	}

	// Reached by play: White takes Black's last piece.
	g := NewGame(mustFEN(t, Italian, "W:W22:B18"))
	if o := g.Outcome(); o.Over() {
		t.Fatalf("start: %v, want ongoing", o)
	}
	g.Play(gameMove(t, g.Position(), "22x13"))
	if got, want := g.Outcome(), (Outcome{WhiteWins, NoLegalMove}); got != want {
		t.Errorf("after 22x13: %v, want %v", got, want)
	}
	// In Antidraughts the side whose last piece is taken has won.
	g = NewGame(mustFEN(t, Antidraughts, "W:W28:B23"))
	g.Play(gameMove(t, g.Position(), "28x19"))
	if got, want := g.Outcome(), (Outcome{BlackWins, NoLegalMove}); got != want {
		t.Errorf("Antidraughts after 28x19: %v, want %v", got, want)
	}
}

func TestGameRepetition(t *testing.T) {
	cases := []struct {
		v      Variant
		fen    string
		cycle  []string
		limit  int
		drawAt int
		reason Reason
	}{
		// Four distinct positions a cycle: the start recurs at 4, 8, 12.
		{Italian, "W:WK32:BK1", []string{"32-28", "1-5", "28-32", "5-1"}, 4, 12, FourfoldRepetition},
		{International, "W:WK50:BK1", []string{"50-45", "1-6", "45-50", "6-1"}, 3, 8, ThreefoldRepetition},
		// A king triangle against a shuffle: the start's pieces recur at
		// plies 5, 12, 17, 24, but with White to move only at 12 and 24.
		{Dameo, "W:WKa1:BKh8", []string{
			"a1-a2", "h8-h7", "a2-b1", "h7-h8", "b1-a1", "h8-h7",
			"a1-a2", "h7-h8", "a2-b1", "h8-h7", "b1-a1", "h7-h8"}, 3, 24, ThreefoldRepetition},
	}
	for _, c := range cases {
		if got := c.v.RepetitionLimit(); got != c.limit {
			t.Errorf("%s: RepetitionLimit %d, want %d", c.v, got, c.limit)
		}
		g := NewGame(mustFEN(t, c.v, c.fen))
		start := g.Position()
		seen := map[string]int{start.FEN(): 1}           // same pieces, same side to move
		placements := map[string]int{start.FEN()[1:]: 1} // same pieces, either side
		maxPlacements := 1
		for ply := 1; ply <= c.drawAt; ply++ {
			g.Play(gameMove(t, g.Position(), c.cycle[(ply-1)%len(c.cycle)]))
			p := g.Position()
			seen[p.FEN()]++
			placements[p.FEN()[1:]]++
			if ply < c.drawAt {
				maxPlacements = max(maxPlacements, placements[p.FEN()[1:]])
			}
			want := Outcome{}
			if seen[p.FEN()] >= c.limit {
				want = Outcome{Draw, c.reason}
			}
			if got := g.Outcome(); got != want {
				t.Fatalf("%s ply %d: %v, want %v (occurrence %d)", c.v, ply, got, want, seen[p.FEN()])
			}
			if ply == c.drawAt && !want.Over() {
				t.Fatalf("%s: no %d-fold repetition at ply %d", c.v, c.limit, ply)
			}
		}
		if c.v == Dameo && maxPlacements < c.limit {
			t.Errorf("%s: pieces recurred at most %d times before the draw: the side to move was not tested", c.v, maxPlacements)
		}
	}
}

func TestGameRepetitionKeys(t *testing.T) {
	g := NewGame(mustFEN(t, Italian, "W:WK32,21:BK1,12"))
	keys := []uint64{g.Position().Key}
	for _, s := range []string{"32-28", "1-5", "28-32", "5-1"} {
		g.Play(gameMove(t, g.Position(), s))
		keys = append(keys, g.Position().Key)
	}
	got := g.RepetitionKeys()
	if len(got) != 4 || g.ReversiblePlies() != 4 || g.Ply() != 4 || len(g.Moves()) != 4 {
		t.Fatalf("after 4 king moves: %d keys, %d reversible plies, ply %d, %d moves; want 4 each",
			len(got), g.ReversiblePlies(), g.Ply(), len(g.Moves()))
	}
	for i := range got {
		if got[i] != keys[i] {
			t.Errorf("key %d is %#x, want %#x", i, got[i], keys[i])
		}
	}
	if n := Repetitions(got, g.Position().Key); n != 1 {
		t.Errorf("back at the start: %d earlier occurrences, want 1", n)
	}
	if p := g.Position(); p != g.Start() {
		t.Errorf("a king cycle ended in %s, not at the start", p.FEN())
	}

	g.Play(gameMove(t, g.Position(), "21-17")) // a man move: nothing before it can recur
	if len(g.RepetitionKeys()) != 0 || g.ReversiblePlies() != 0 {
		t.Fatalf("after a man move: %d keys, %d reversible plies, want 0", len(g.RepetitionKeys()), g.ReversiblePlies())
	}
	before := g.Position().Key
	g.Play(gameMove(t, g.Position(), "1-5"))
	if got := g.RepetitionKeys(); len(got) != 1 || got[0] != before {
		t.Errorf("after man move and king move: keys %x, want [%x]", got, before)
	}
}

func TestGamePlayChecked(t *testing.T) {
	quiet := gameMove(t, mustFEN(t, Italian, "W:W22:B"), "22-19")
	g := NewGame(mustFEN(t, Italian, "W:W22:B18"))
	start := g.Position()
	for _, m := range []Move{quiet, {From: 200, To: 201}} {
		err := g.PlayChecked(m) // capture is mandatory; then a malformed move
		if err == nil {
			t.Fatalf("PlayChecked(%+v) accepted an illegal move", m)
		}
		if g.Ply() != 0 || g.Position() != start {
			t.Fatalf("PlayChecked(%+v) changed the game after %v", m, err)
		}
	}
	if err := g.PlayChecked(gameMove(t, g.Position(), "22x13")); err != nil || g.Ply() != 1 {
		t.Fatalf("PlayChecked(22x13): %v, ply %d", err, g.Ply())
	}
}

func TestGameOutcomeString(t *testing.T) {
	names := map[string]bool{}
	for r := NoLegalMove; r <= FiveMoveRule; r++ {
		s := r.String()
		if s == "" || strings.HasPrefix(s, "reason(") || names[s] {
			t.Errorf("reason %d: name %q missing or repeated", r, s)
		}
		names[s] = true
	}
	if got := (Outcome{WhiteWins, NoLegalMove}).String(); got != "white wins (no legal move)" {
		t.Errorf("got %q", got)
	}
	if got := (Outcome{}).String(); got != "ongoing" {
		t.Errorf("got %q", got)
	}
}
