// Published facts about small endings, checked against the databases: the
// builder and the solver of solver_test.go could share a misreading of the
// rules, these come from outside. The source of each fact is named where
// it is checked.

package build_test

import (
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/movegen"
)

// factDB opens the database of v that the solver's test checks (built
// once for both) for a fact about pieces pieces. In short mode (the race
// detector's run) that database has 2 pieces: the facts that need 3 run
// in the full test run.
func factDB(t *testing.T, v movegen.Variant, pieces int) *egdb.DB {
	t.Helper()
	if pieces > egdbtest.Pieces() {
		t.Skipf("short mode: the %d-piece facts run in the full test run", pieces)
	}
	return egdbtest.OpenBuilt(t, v, egdbtest.Pieces())
}

// probeFEN returns the database value of the position fen of v.
func probeFEN(t *testing.T, db *egdb.DB, fen string) egdb.Value {
	t.Helper()
	p, err := movegen.ParseFEN(db.Variant(), fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	v, ok := db.Probe(&p)
	if !ok {
		t.Fatalf("%s %s: not covered (%v)", db.Variant(), fen, db.Err())
	}
	return v
}

// wantFEN checks the database value of the position fen.
func wantFEN(t *testing.T, db *egdb.DB, fen string, want egdb.Value) {
	t.Helper()
	if got := probeFEN(t, db, fen); got != want {
		t.Errorf("%s %s: %v, want %v", db.Variant(), fen, got, want)
	}
}

// tally counts values.
type tally struct{ wins, losses, draws int }

func (c *tally) add(v egdb.Value) {
	switch {
	case v.IsWin():
		c.wins++
	case v.IsLoss():
		c.losses++
	default:
		c.draws++
	}
}

func (c tally) total() int { return c.wins + c.losses + c.draws }

// squareSet returns the 0-based squares of the numbers given (1-based, as
// on the diagonal boards).
func squareSet(numbers ...int) map[int]bool {
	m := map[int]bool{}
	for _, n := range numbers {
		m[n-1] = true
	}
	return m
}

// TestFactsItalian checks Italian facts.
//
// Italian kings are short (one square, as in checkers) and men may not
// capture kings (FID rules, fid.it "Brief rules of Italian draughts":
// "The king can capture pieces and other kings while pieces only can jump
// other pieces"; the board is numbered "from 1 in black's right-hand
// single corner to 32 at white's single corner", so the double corners are
// 4-8 and 25-29).
func TestFactsItalian(t *testing.T) {
	v := movegen.Italian
	t.Run("men do not take kings", func(t *testing.T) {
		db := factDB(t, v, 2)
		// A man on 22 (d3) with a man on 18 (c4) in front of it and 13
		// (b5) free takes it: Black has nothing left.
		wantFEN(t, db, "W:W22:B18", egdb.WinIn(1))
		// A king on 18 instead is out of the man's reach ...
		if got := probeFEN(t, db, "W:W22:BK18"); got == egdb.WinIn(1) {
			t.Errorf("W:W22:BK18: the man takes the king (%v)", got)
		}
		// ... but the king takes the man (27, e2, is free).
		wantFEN(t, db, "B:W22:BK18", egdb.WinIn(1))
	})
	t.Run("no legal move loses", func(t *testing.T) {
		db := factDB(t, v, 3)
		// FID: "The game can also be won by putting the opponent in a
		// situation in which he can make no legal moves." The man on 25
		// (a2) can only go to 21 (b3), held by a man backed by 18 (c4).
		wantFEN(t, db, "W:W25:B21,18", egdb.LossIn(0))
	})
	doubleCorner := squareSet(4, 8, 25, 29)
	t.Run("king against king", func(t *testing.T) {
		// C. Freeling, "Draughts Dissected: King versus kings"
		// (mindsports.nl), on 8x8 short kings: king against king "can go
		// either way: ... black to move loses, white to move is a draw
		// because white can retreat into the [double] corner".
		db := factDB(t, v, 2)
		var quiet tally
		bit := func(sq int) uint64 { return 1 << v.Bit(movegen.Square(sq)) }
		for a := 0; a < v.Squares(); a++ {
			for b := 0; b < v.Squares(); b++ {
				if a == b {
					continue
				}
				p, err := movegen.NewPosition(v, movegen.White, bit(a), bit(b), bit(a)|bit(b))
				if err != nil {
					t.Fatal(err)
				}
				val, ok := db.Probe(&p)
				if !ok {
					t.Fatalf("%s: not covered", p.FEN())
				}
				if !p.HasCapture() {
					quiet.add(val)
				}
				if doubleCorner[a] && val.IsLoss() {
					t.Errorf("%s: the king in the double corner, to move, loses (%v)", p.FEN(), val)
				}
			}
		}
		if quiet.wins == 0 || quiet.losses == 0 || quiet.draws <= quiet.wins+quiet.losses {
			t.Errorf("king against king without a capture: %+v, want mostly draws and some of each", quiet)
		}
	})
	t.Run("two kings beat one", func(t *testing.T) {
		// Freeling (as above): "To ensure a win you need two kings";
		// J. F. Lees / Gutenberg ebook 4913 (checkers): "With one King
		// entrenched in the double corner it takes two Kings to force the
		// win".
		db := factDB(t, v, 3)
		var strong, lone tally
		egdbtest.KingsOnly(t, v, 2, func(p *movegen.Position, sq int, quiet bool) {
			if !quiet {
				return
			}
			val, ok := db.Probe(p)
			if !ok {
				t.Fatalf("%s: not covered", p.FEN())
			}
			if p.Side == movegen.White {
				strong.add(val)
			} else {
				lone.add(val)
			}
			if doubleCorner[sq] && (p.Side == movegen.White) != val.IsWin() {
				t.Errorf("%s: %v, with the lone king in the double corner", p.FEN(), val)
			}
		})
		if strong.wins*1000 < strong.total()*990 || lone.losses*1000 < lone.total()*990 {
			t.Errorf("two kings against one without a capture: kings to move %+v, king to move %+v; want 99%% won", strong, lone)
		}
		t.Logf("two kings against one without a capture: kings to move %+v, king to move %+v", strong, lone)
	})
}

// TestFactsInternational checks International facts. Kings fly (Official
// FMJD rules for International draughts, Annex 1: a king moves and
// captures along a diagonal at any distance; men capture backwards too),
// and the long diagonal runs from corner 46 to corner 5 (art. 2.6.3).
func TestFactsInternational(t *testing.T) {
	v := movegen.International
	t.Run("men take backwards", func(t *testing.T) {
		db := factDB(t, v, 2)
		// A man on 28 (e5) takes a man on 33 (f4), behind it, landing on
		// 39 (g3).
		wantFEN(t, db, "W:W28:B33", egdb.WinIn(1))
		wantFEN(t, db, "W:W28:BK33", egdb.WinIn(1))
	})
	t.Run("no legal move loses", func(t *testing.T) {
		db := factDB(t, v, 3)
		// FMJD rules: a player unable to move loses. The man on 36
		// (a3) can only go to 31 (b4), held by a man backed by 27 (c5).
		wantFEN(t, db, "W:W36:B31,27", egdb.LossIn(0))
	})
	t.Run("king against king", func(t *testing.T) {
		// A lone king cannot be caught by one king (Freeling, "Basic
		// tactics" on mindsports.nl: "one needs four kings to capture a
		// lone king"), except in the corners of the long diagonal:
		// Wikipedia, "International draughts", Winning and draws: "One
		// king on 46 vs a king on 5 is not a draw but a loss for the
		// player moving first" (every move of the king on 5 stays on the
		// long diagonal and is taken). So: a capture now wins in 1; the
		// corners lose in 2; stepping into the corner trap wins in 3;
		// everything else is drawn.
		db := factDB(t, v, 2)
		wantFEN(t, db, "W:WK5:BK46", egdb.LossIn(2))
		wantFEN(t, db, "B:WK5:BK46", egdb.LossIn(2))
		var quiet tally
		bit := func(sq int) uint64 { return 1 << v.Bit(movegen.Square(sq)) }
		corners := squareSet(5, 46)
		for a := 0; a < v.Squares(); a++ {
			for b := 0; b < v.Squares(); b++ {
				if a == b {
					continue
				}
				p, err := movegen.NewPosition(v, movegen.White, bit(a), bit(b), bit(a)|bit(b))
				if err != nil {
					t.Fatal(err)
				}
				val, ok := db.Probe(&p)
				switch {
				case !ok:
					t.Fatalf("%s: not covered", p.FEN())
				case p.HasCapture():
					if val != egdb.WinIn(1) {
						t.Errorf("%s: %v, want a win in 1 by the capture", p.FEN(), val)
					}
					continue
				case corners[a] && corners[b]:
					if val != egdb.LossIn(2) {
						t.Errorf("%s: %v, want the corner trap's loss in 2", p.FEN(), val)
					}
				case val != egdb.Draw && val != egdb.WinIn(3):
					t.Errorf("%s: %v, want a draw (or a win in 3 by the corner trap)", p.FEN(), val)
				}
				quiet.add(val)
			}
		}
		if quiet.draws*100 < quiet.total()*99 {
			t.Errorf("king against king without a capture: %+v, want 99%% drawn", quiet)
		}
	})
	t.Run("two kings draw against one", func(t *testing.T) {
		// Freeling, "Killer Draughts" (mindsports.nl): its rule "is
		// specifically tailored to capture a king with two kings in
		// International Draughts"; the FMJD rules end two kings against
		// one as a draw after 5 moves each. Generally drawn, the king on
		// the long diagonal or not.
		db := factDB(t, v, 3)
		var strong, lone, diagonal tally
		longDiagonal := squareSet(5, 10, 14, 19, 23, 28, 32, 37, 41, 46)
		egdbtest.KingsOnly(t, v, 2, func(p *movegen.Position, sq int, quiet bool) {
			if !quiet {
				return
			}
			val, ok := db.Probe(p)
			if !ok {
				t.Fatalf("%s: not covered", p.FEN())
			}
			if p.Side == movegen.White {
				strong.add(val)
				if longDiagonal[sq] {
					diagonal.add(val)
				}
			} else {
				lone.add(val)
			}
			if p.Side == movegen.Black && val.IsWin() || p.Side == movegen.White && val.IsLoss() {
				t.Errorf("%s: the lone king wins (%v)", p.FEN(), val)
			}
		})
		for _, c := range []tally{strong, lone, diagonal} {
			if c.draws*100 < c.total()*95 {
				t.Errorf("two kings against one without a capture: kings to move %+v (lone king on the long diagonal %+v), king to move %+v; want 95%% drawn",
					strong, diagonal, lone)
				break
			}
		}
		t.Logf("two kings against one without a capture: kings to move %+v (lone king on the long diagonal %+v), king to move %+v", strong, diagonal, lone)
	})
}

// TestFactsDameo checks Dameo facts. Dameo rules (Freeling, mindsports.nl;
// Wikipedia, "Dameo"): men move forward straight or diagonally, "all
// captures in Dameo are orthogonal only", a man capturing "forwards,
// backwards, or sideways by a short leap"; kings move like chess queens and
// capture orthogonally by the long leap.
func TestFactsDameo(t *testing.T) {
	v := movegen.Dameo
	t.Run("men take orthogonally", func(t *testing.T) {
		db := factDB(t, v, 2)
		for _, fen := range []string{"W:Wd4:Bd5", "W:Wd4:Be4", "W:Wd4:Bc4", "W:Wd4:Bd3"} {
			wantFEN(t, db, fen, egdb.WinIn(1))
		}
		for _, fen := range []string{"W:Wd4:Be5", "W:Wd4:Bc3"} {
			if got := probeFEN(t, db, fen); got == egdb.WinIn(1) {
				t.Errorf("%s: a diagonal capture (%v)", fen, got)
			}
		}
	})
	t.Run("king against king", func(t *testing.T) {
		// Two kings are needed to trap a lone king (below), so one king
		// only wins by a capture now.
		db := factDB(t, v, 2)
		bit := func(sq int) uint64 { return 1 << v.Bit(movegen.Square(sq)) }
		for a := 0; a < v.Squares(); a++ {
			for b := 0; b < v.Squares(); b++ {
				if a == b {
					continue
				}
				p, err := movegen.NewPosition(v, movegen.White, bit(a), bit(b), bit(a)|bit(b))
				if err != nil {
					t.Fatal(err)
				}
				want := egdb.Draw
				if p.HasCapture() {
					want = egdb.WinIn(1)
				}
				if val, ok := db.Probe(&p); !ok || val != want {
					t.Errorf("%s: %v (ok %v), want %v", p.FEN(), val, ok, want)
				}
			}
		}
	})
	t.Run("two kings beat one", func(t *testing.T) {
		// Freeling, "Draughts Dissected: King versus man+king": "two kings
		// can trap a lone one, as in Checkers, in Turkish, in Armenian and
		// in Dameo"; "Killer Draughts": "Square games like Turkish, Croda
		// or Dameo don't need an extra rule to capture a lone king with
		// two kings". With the two kings to move and no capture pending,
		// every position is won; with the lone king to move, nearly all.
		db := factDB(t, v, 3)
		var strong, lone tally
		egdbtest.KingsOnly(t, v, 2, func(p *movegen.Position, _ int, quiet bool) {
			if !quiet {
				return
			}
			val, ok := db.Probe(p)
			if !ok {
				t.Fatalf("%s: not covered", p.FEN())
			}
			if p.Side == movegen.White {
				strong.add(val)
				if !val.IsWin() {
					t.Errorf("%s: %v, want a win for the two kings", p.FEN(), val)
				}
			} else {
				lone.add(val)
			}
		})
		if lone.losses*100 < lone.total()*95 {
			t.Errorf("two kings against one without a capture, the king to move: %+v, want 95%% lost", lone)
		}
		t.Logf("two kings against one without a capture: kings to move %+v, king to move %+v", strong, lone)
	})
}
