// Tests of the move-count draw rules through Game, each at its threshold.

package movegen

import "testing"

func TestGameItalianFortyMoveRule(t *testing.T) {
	// White walks two kings on rows 1-3, Black one king among e8 g8 f7 h7
	// e6 g6; the king on 9 (a6), the man on 17 and the black king on 1
	// stay for the scripted moves.
	const fen = "W:WK9,17,K30,K31:BK1,K4"
	area := func(t *testing.T) [2]uint64 {
		return [2]uint64{gameSquareRange(t, Italian, 21, 32), gameSquares(t, Italian, "3", "4", "7", "8", "11", "12")}
	}
	t.Run("plain", func(t *testing.T) {
		g := NewGame(mustFEN(t, Italian, fen))
		w := newGameWalker(t, g, area(t))
		w.walk(79)
		p := g.Position()
		if r, left := g.Counters().Limit(&p); r != FortyMoveRule || left != 1 {
			t.Fatalf("after 79 king moves: Limit %v, %d; want 40-move rule, 1", r, left)
		}
		w.drawsAfter(1, FortyMoveRule)
	})
	t.Run("man move resets", func(t *testing.T) {
		g := NewGame(mustFEN(t, Italian, fen))
		w := newGameWalker(t, g, area(t))
		w.walk(50)
		w.script("17-13")
		if n := g.ReversiblePlies(); n != 0 {
			t.Fatalf("after a man move: %d reversible plies, want 0", n)
		}
		w.drawsAfter(80, FortyMoveRule)
	})
	t.Run("capture resets", func(t *testing.T) {
		g := NewGame(mustFEN(t, Italian, fen))
		w := newGameWalker(t, g, area(t))
		w.walk(50)
		w.script("9-5", "1x10")
		if n := g.ReversiblePlies(); n != 0 {
			t.Fatalf("after a capture: %d reversible plies, want 0", n)
		}
		w.drawsAfter(80, FortyMoveRule)
	})
}

func TestGameItalianCountNeedsBothKings(t *testing.T) {
	// Black has only a man: the count does not run.
	g := NewGame(mustFEN(t, Italian, "W:WK32:B25"))
	w := newGameWalker(t, g, [2]uint64{})
	w.script("32-28")
	p := g.Position()
	if r, left := g.Counters().Limit(&p); r != NoReason || left != -1 {
		t.Errorf("black without a king: Limit %v, %d; want none, -1", r, left)
	}
	// The same king move with a black king on the board counts.
	other := NewGame(mustFEN(t, Italian, "W:WK32:BK1,25"))
	other.Play(gameMove(t, other.Position(), "32-28"))
	q := other.Position()
	if r, left := other.Counters().Limit(&q); r != FortyMoveRule || left != 79 {
		t.Errorf("both sides with a king: Limit %v, %d; want 40-move rule, 79", r, left)
	}
	// The count starts when Black crowns its man.
	w.script("25-29")
	p = g.Position()
	if r, left := g.Counters().Limit(&p); r != FortyMoveRule || left != 80 {
		t.Fatalf("after the promotion: Limit %v, %d; want 40-move rule, 80", r, left)
	}
	w.drawsAfter(80, FortyMoveRule)
}

func TestGameNoLegalMoveBeatsMoveCount(t *testing.T) {
	// The black king on 4 can only shuttle to 8 and back (7, 11, 12 and 15
	// block it); White walks two kings on rows 1-4. Its 80th move 12-8
	// shuts the black king in just as the 40-move count runs out.
	g := NewGame(mustFEN(t, Italian, "B:WK7,K11,K12,K15,K29,K32:BK4"))
	w := newGameWalker(t, g, [2]uint64{gameSquareRange(t, Italian, 17, 32), 0})
	w.walk(79)
	w.script("12-8")
	p := g.Position()
	if r, left := g.Counters().Limit(&p); r != FortyMoveRule || left != 0 {
		t.Fatalf("Limit %v, %d; want 40-move rule, 0", r, left)
	}
	if got, want := g.Outcome(), (Outcome{WhiteWins, NoLegalMove}); got != want {
		t.Errorf("%v, want %v", got, want)
	}
}

func TestGameInternationalTwentyFiveMoveRule(t *testing.T) {
	t.Run("plain", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK46,K47:BK4,K5"))
		newGameWalker(t, g, [2]uint64{}).drawsAfter(50, TwentyFiveMoveRule)
	})
	t.Run("man move resets", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK46,K47,36:BK4,K5,15"))
		w := newGameWalker(t, g, [2]uint64{})
		w.walk(40)
		w.manMove()
		if n := g.ReversiblePlies(); n != 0 {
			t.Fatalf("after a man move: %d reversible plies, want 0", n)
		}
		w.drawsAfter(50, TwentyFiveMoveRule)
	})
}

// TestGameAntidraughtsDrawRules: the 25-move rule and repetition, none of
// the FMJD endings (lidraughts' rules, docs/RULES.md#antidraughts): a lone
// king against three kings, drawn after 16 moves in International, plays
// on to the 25 moves there.
func TestGameAntidraughtsDrawRules(t *testing.T) {
	g := NewGame(mustFEN(t, Antidraughts, "W:WK48:BK2,K3,K4"))
	newGameWalker(t, g, [2]uint64{}).drawsAfter(50, TwentyFiveMoveRule)
	g = NewGame(mustFEN(t, Antidraughts, "W:WK46,K47,36:BK4,K5,15"))
	w := newGameWalker(t, g, [2]uint64{})
	w.walk(40)
	w.manMove()
	w.drawsAfter(50, TwentyFiveMoveRule)
}

func TestGameSixteenMoveRule(t *testing.T) {
	threeKingsVsKing := gameMaterial(3, 3, 1, 1)
	t.Run("counted from the capture", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK47,K48,K49,K50:BK3"))
		w := newGameWalker(t, g, [2]uint64{})
		w.walk(6)
		w.sacrifice(threeKingsVsKing)
		if c := g.Counters(); c.Endgame16 != 0 || c.Reversible != 0 {
			t.Fatalf("after the capture: %+v, want the 16-move and reversible counts at 0", c)
		}
		w.drawsAfter(32, SixteenMoveRule)
	})
	t.Run("lone white king from the start", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK48:BK2,K3,K4"))
		newGameWalker(t, g, [2]uint64{}).drawsAfter(32, SixteenMoveRule)
	})
	t.Run("a capture into a 5-move ending keeps the 16-move limit", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK47,K48,K49,K50:BK3"))
		w := newGameWalker(t, g, [2]uint64{})
		w.walk(4)
		w.sacrifice(threeKingsVsKing)
		w.walk(26)
		w.sacrifice(gameMaterial(2, 2, 1, 1))
		c, p := g.Counters(), g.Position()
		if c.Endgame16 != 28 || c.Endgame5 != 0 {
			t.Fatalf("after the second capture: %+v, want 16-move count 28, 5-move count 0", c)
		}
		if r, left := c.Limit(&p); r != SixteenMoveRule || left != 4 {
			t.Fatalf("Limit %v, %d; want 16-move rule, 4", r, left)
		}
		w.drawsAfter(4, SixteenMoveRule)
	})
	t.Run("a promotion inside the ending does not restart it", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK47,6,8:BK45"))
		w := newGameWalker(t, g, [2]uint64{})
		w.walk(10)
		w.manMove() // every white man move promotes
		p := g.Position()
		if c := g.Counters(); !gameMaterial(3, 2, 1, 1)(&p) || c.Endgame16 != 11 || c.Reversible != 0 {
			t.Fatalf("after the promotion: %s, %+v; want 2 kings and a man, 16-move count 11", p.FEN(), c)
		}
		w.drawsAfter(21, SixteenMoveRule)
	})
}

func TestGameFiveMoveRule(t *testing.T) {
	t.Run("counted from the capture", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK47,K48:BK2,K3"))
		w := newGameWalker(t, g, [2]uint64{})
		w.walk(5) // Black to move
		w.sacrifice(gameMaterial(2, 2, 1, 1))
		if c := g.Counters(); c.Endgame5 != 0 || c.Endgame16 != -1 {
			t.Fatalf("after the capture: %+v, want the 5-move count at 0 and no 16-move count", c)
		}
		w.drawsAfter(10, FiveMoveRule)
	})
	t.Run("a capture inside the ending does not restart it", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK47,K48:BK3"))
		w := newGameWalker(t, g, [2]uint64{})
		w.walk(4)
		w.sacrifice(gameMaterial(1, 1, 1, 1))
		if c := g.Counters(); c.Endgame5 != 6 || c.Reversible != 0 {
			t.Fatalf("after the capture: %+v, want 5-move count 6", c)
		}
		w.drawsAfter(4, FiveMoveRule)
	})
	t.Run("king against king", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "B:WK48:BK3"))
		newGameWalker(t, g, [2]uint64{}).drawsAfter(10, FiveMoveRule)
	})
	t.Run("king and man against king", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:WK48,36:BK3"))
		newGameWalker(t, g, [2]uint64{}).drawsAfter(10, FiveMoveRule)
	})
	t.Run("two men against a king is not an ending", func(t *testing.T) {
		g := NewGame(mustFEN(t, International, "W:W36,37:BK5"))
		c := g.Counters()
		if c.Endgame5 != -1 || c.Endgame16 != -1 {
			t.Errorf("%+v, want no endgame count", c)
		}
	})
}

func TestGameDameoHasNoMoveCountRule(t *testing.T) {
	g := NewGame(mustFEN(t, Dameo, "W:WKa1,Kb1:BKh8,Kg8"))
	newGameWalker(t, g, [2]uint64{}).walk(120)
	p := g.Position()
	if r, left := g.Counters().Limit(&p); r != NoReason || left != -1 {
		t.Errorf("Limit %v, %d; want none, -1", r, left)
	}
}

func TestGameDrawRulesAllocateNothing(t *testing.T) {
	// International's FMJD counts, Brazilian's 64-square ones (limit64).
	for _, start := range []Position{
		mustFEN(t, International, "W:WK47,K48:BK2,K3"),
		mustFEN(t, Brazilian, "W:WKa1,Kc1,e3,g3:BKh8,Kf8,b6,d6"),
	} {
		g := NewGame(start)
		newGameWalker(t, g, [2]uint64{}).walk(6)
		p, history := g.Position(), g.RepetitionKeys()
		var l MoveList
		p.Generate(&l)
		m := l.Moves[0]
		next := p.Play(m)
		allocs := testing.AllocsPerRun(100, func() {
			c := g.Counters().Next(&p, m, &next)
			c.Limit(&next)
			Repetitions(history, next.Key)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per node, want 0", start.Variant, allocs)
		}
	}
}

// TestGameFrisianDrawRules: two kings against one draw after 7 moves each,
// a king against a king after 2 moves each; three kings against one have
// no count.
func TestGameFrisianDrawRules(t *testing.T) {
	g := NewGame(mustFEN(t, Frisian, "W:WK47,K48:BK3"))
	newGameWalker(t, g, [2]uint64{}).drawsAfter(14, SevenMoveRule)
	g = NewGame(mustFEN(t, Frisian, "B:WK48:BK3"))
	newGameWalker(t, g, [2]uint64{}).drawsAfter(4, TwoMoveRule)
	g = NewGame(mustFEN(t, Frisian, "W:WK46,K47,K48:BK3"))
	newGameWalker(t, g, [2]uint64{}).walk(40)
	p := g.Position()
	if r, left := g.Counters().Limit(&p); r != NoReason || left != -1 {
		t.Errorf("three kings against one: Limit %v, %d; want none, -1", r, left)
	}
}

// TestFrisianKingRun: a king makes three quiet moves in a row at most while
// its side has men; a man's move frees it.
func TestFrisianKingRun(t *testing.T) {
	p := mustFEN(t, Frisian, "W:WK46,35:B1,2,3")
	king := p.KingsOf(White)
	var l MoveList
	kingMove := func() Move {
		p.Generate(&l)
		for _, m := range l.Slice() {
			if 1<<m.From == king {
				return m
			}
		}
		return Move{}
	}
	for i := 1; i <= 3; i++ {
		m := kingMove()
		if m == (Move{}) {
			t.Fatalf("move %d: no quiet move for the king", i)
		}
		p.Make(m)
		king = 1 << m.To
		if r := p.Runs[White]; r.Count() != i || r.Bit() != int(m.To) {
			t.Fatalf("after king move %d: run %d on bit %d, want %d on %d", i, r.Count(), r.Bit(), i, m.To)
		}
		p.Generate(&l)
		p.Make(l.Moves[0]) // Black moves a man
	}
	if m := kingMove(); m != (Move{}) {
		t.Fatalf("a fourth king move in a row offered: %v", m)
	}
	if p.Generate(&l); l.N == 0 || p.Key != p.ComputeKey() {
		t.Fatalf("%d moves, key %#x (computed %#x)", l.N, p.Key, p.ComputeKey())
	}
	p.Make(l.Moves[0]) // the man
	if p.Runs[White] != 0 {
		t.Fatalf("a man's move left the run %d", p.Runs[White].Count())
	}
	p.Generate(&l)
	p.Make(l.Moves[0])
	if kingMove() == (Move{}) {
		t.Fatal("the king is still barred after a man's move")
	}
}

// TestEndingCount: the counts that run on through a whole ending are
// FMJD's 16- and 5-move counts and Frisian's 7- and 2-move counts; the
// counts that restart with a man's move or a capture are not.
func TestEndingCount(t *testing.T) {
	for r := NoReason; r <= TwoMoveRule; r++ {
		want := r == SixteenMoveRule || r == FiveMoveRule || r == SevenMoveRule || r == TwoMoveRule
		if r.EndingCount() != want {
			t.Errorf("%s: EndingCount %v, want %v", r, r.EndingCount(), want)
		}
	}
}
