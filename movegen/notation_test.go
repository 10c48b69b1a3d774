// Tests of FEN, Hub position strings and move notation.

package movegen

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func mustFEN(t *testing.T, v Variant, fen string) Position {
	t.Helper()
	p, err := ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("ParseFEN(%s, %q): %v", v, fen, err)
	}
	return p
}

func TestFENRoundTrip(t *testing.T) {
	cases := []struct {
		v         Variant
		in, canon string
	}{
		{Italian, "W:W21-32:B1-12", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
		{Italian, "B:WK4,28:B5,K30", "B:WK4,28:B5,K30"},
		{Italian, `"W:B1:W32".`, "W:W32:B1"},
		{International, "W:W31-50:B1-20", "W:W" + seq(31, 50) + ":B" + seq(1, 20)},
		{Dameo, "W:Wa1,Kd4:Bh8", "W:WKd4,a1:Bh8"},
		{Dameo, "B:W:Bkh1", "B:W:BKh1"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.in)
		if got := p.FEN(); got != c.canon {
			t.Errorf("%s %q: FEN() = %q, want %q", c.v, c.in, got, c.canon)
		}
		q := mustFEN(t, c.v, p.FEN())
		if q != p {
			t.Errorf("%s %q: re-parse differs", c.v, c.in)
		}
	}
}

func seq(a, b int) string {
	var parts []string
	for i := a; i <= b; i++ {
		parts = append(parts, itoa(i))
	}
	return strings.Join(parts, ",")
}

func itoa(i int) string { return Italian.SquareName(Square(i - 1)) }

func TestFENErrors(t *testing.T) {
	bad := []struct {
		v   Variant
		fen string
	}{
		{Italian, ""}, {Italian, "X:W1:B2"}, {Italian, "W:W33:B1"}, {Italian, "W:W0:B1"},
		{Italian, "W:W5:B5"}, {Italian, "W:W1-3:B9"}, {Italian, "W:W9:B30"},
		{Italian, "W:W9,9:B1"}, {Italian, "W:W9:W10"}, {Italian, "W:X9"}, {Italian, "W:W9-5"},
		{Italian, "W:W1:B2:B3:W4"}, {Italian, "W::B1"}, {Dameo, "W:Wa1-a3"}, {Dameo, "W:Wi9"},
		{International, "W:W51:B1"}, {Italian, "W:WK:B1"},
	}
	for _, b := range bad {
		if _, err := ParseFEN(b.v, b.fen); err == nil {
			t.Errorf("ParseFEN(%s, %q) accepted", b.v, b.fen)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("error is not one line: %q", err)
		}
	}
}

func TestHubPositionRoundTrip(t *testing.T) {
	for _, v := range Variants {
		p := StartPosition(v)
		s := p.HubString()
		if len(s) != v.Squares()+1 {
			t.Fatalf("%s: hub string length %d", v, len(s))
		}
		q, err := ParseHubPosition(v, s)
		if err != nil || q != p {
			t.Fatalf("%s: round trip of %q failed: %v", v, s, err)
		}
	}
	want := "W" + strings.Repeat("b", 12) + strings.Repeat("e", 8) + strings.Repeat("w", 12)
	start := StartPosition(Italian)
	if got := start.HubString(); got != want {
		t.Errorf("italian start = %q, want %q", got, want)
	}
	p := mustFEN(t, Dameo, "B:WKa8:BKh1")
	if got := p.HubString(); got != "BW"+strings.Repeat("e", 62)+"B" {
		t.Errorf("dameo hub string = %q", got)
	}
	for _, bad := range []string{"", "W", "Xbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww", "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwwx", "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwww"} {
		if _, err := ParseHubPosition(Italian, bad); err == nil {
			t.Errorf("ParseHubPosition(%q) accepted", bad)
		}
	}
}

func TestMoveNotation(t *testing.T) {
	cases := []struct {
		v          Variant
		fen        string
		inputs     []string // all must parse to the same move
		pdn, hub   string
		promotes   bool
		wrongInput []string
	}{
		{Italian, "W:W29:B26,18,10", []string{"29x22x13x6", "29x6", "29x6x10x18x26", "29x6x26x18x10"},
			"29x22x13x6", "29x6x10x18x26", false, []string{"29x22", "29-6", "29x6x10"}},
		{Italian, "W:W24:B1", []string{"24-20", "24-20 "}, "24-20", "24-20", false, []string{"24x20", "24-19", "25-21"}},
		{Italian, "W:W5:B12", []string{"5-1"}, "5-1", "5-1", true, nil},
		{International, "W:W32:B27,17", []string{"32x21x12", "32x12", "32x12x17x27", "32x12x27x17"},
			"32x21x12", "32x12x17x27", false, []string{"32x21"}},
		{Dameo, "W:We2:Be3,f4,g5", []string{"e2xe4xg4xg6", "e2xg6", "e2xg6xg5xf4xe3", "e2xg6xe3xf4xg5"},
			"e2xe4xg4xg6", "e2xg6xg5xf4xe3", false, nil},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		var first Move
		for i, in := range c.inputs {
			m, err := p.ParseMove(in)
			if err != nil {
				t.Fatalf("%s %s: ParseMove(%q): %v", c.v, c.fen, in, err)
			}
			if i == 0 {
				first = m
			} else if m != first {
				t.Errorf("%s %s: %q and %q parse differently", c.v, c.fen, c.inputs[0], in)
			}
		}
		if got := p.FormatPDN(first); got != c.pdn {
			t.Errorf("%s %s: PDN %q, want %q", c.v, c.fen, got, c.pdn)
		}
		if got := p.FormatHub(first); got != c.hub {
			t.Errorf("%s %s: Hub %q, want %q", c.v, c.fen, got, c.hub)
		}
		after := p.Play(first)
		if got := after.Kings&(1<<first.To) != 0; got != c.promotes {
			t.Errorf("%s %s: promotion %v, want %v", c.v, c.fen, got, c.promotes)
		}
		for _, in := range c.wrongInput {
			if _, err := p.ParseMove(in); err == nil {
				t.Errorf("%s %s: ParseMove(%q) accepted", c.v, c.fen, in)
			}
		}
	}
}

// TestAmbiguousShortCapture: the man on 26 reaches 10 either over 21 and 13
// or over 22 and 14 (men never capture backward in Italian, so the two routes
// do not join into one longer capture); the short form is refused.
func TestAmbiguousShortCapture(t *testing.T) {
	p := mustFEN(t, Italian, "W:W26:B21,13,22,14")
	var l MoveList
	p.Generate(&l)
	if l.N != 2 {
		t.Fatalf("want 2 captures, got %d", l.N)
	}
	if _, err := p.ParseMove("26x10"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("short 26x10: want an ambiguity error, got %v", err)
	}
	seen := map[string]bool{}
	for _, m := range l.Slice() {
		s := p.FormatPDN(m)
		seen[s] = true
		if got, err := p.ParseMove(s); err != nil || got != m {
			t.Errorf("full path %q does not round-trip: %v", s, err)
		}
	}
	if !seen["26x17x10"] || !seen["26x19x10"] {
		t.Errorf("paths = %v, want 26x17x10 and 26x19x10", seen)
	}
}

func TestEveryMoveRoundTrips(t *testing.T) {
	fens := map[Variant][]string{
		Italian:       {"W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", "W:WK30:BK26,K27,K18,20,10,K12"},
		International: {"W:WK46,33,34:B41,37,28,19,10,18", "W:W31-50:B1-20"},
		Dameo:         {"W:WKd4,e2:Be3,f4,g5,d6,b4", "B:Wd3,e3:Bd4,c8,c7,c6"},
	}
	for v, list := range fens {
		for _, fen := range list {
			p := mustFEN(t, v, fen)
			var l MoveList
			p.Generate(&l)
			if l.N == 0 {
				t.Fatalf("%s %s: no moves", v, fen)
			}
			for _, m := range l.Slice() {
				for _, n := range []Notation{PDN, Hub} {
					s := p.FormatMove(m, n)
					got, err := p.ParseMove(s)
					if err != nil || got != m {
						t.Errorf("%s %s: %q does not round-trip: %v", v, fen, s, err)
					}
				}
			}
		}
	}
}

// A huge bad move comes back as a short error: the text is cut.
func TestParseMoveErrorIsShort(t *testing.T) {
	p := StartPosition(Italian)
	huge := strings.Repeat("9", 200_000)
	_, err := p.ParseMove(huge)
	if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "200000 bytes") {
		t.Fatalf("ParseMove(200 KB) error = %.300v (%d bytes); want a short one naming the length", err, len(fmt.Sprint(err)))
	}
	if _, err := ParseFEN(Italian, "W:W"+huge); err == nil || len(err.Error()) > 300 {
		t.Fatalf("ParseFEN(200 KB) error is %d bytes; want a short one", len(fmt.Sprint(err)))
	}
}

// TestPlace: square 1 and the last square of each variant sit where the
// rules put them (RULES.md's diagrams), and every square has a place of
// its own on the board.
func TestPlace(t *testing.T) {
	corners := map[Variant][2][2]int{
		Italian:       {{0, 0}, {7, 7}}, // 1 is a8, 32 is h1
		International: {{0, 1}, {9, 8}}, // 1 is b10, 50 is i1
		Dameo:         {{0, 0}, {7, 7}}, // a8, h1
	}
	for v, c := range corners {
		if r, f := v.Place(0); r != c[0][0] || f != c[0][1] {
			t.Errorf("%s square 1 at %d,%d, want %v", v, r, f, c[0])
		}
		if r, f := v.Place(Square(v.Squares() - 1)); r != c[1][0] || f != c[1][1] {
			t.Errorf("%s last square at %d,%d, want %v", v, r, f, c[1])
		}
		seen := map[[2]int]bool{}
		for s := range v.Squares() {
			r, f := v.Place(Square(s))
			if r < 0 || f < 0 || r >= v.Side() || f >= v.Side() || seen[[2]int{r, f}] {
				t.Errorf("%s square %d at %d,%d: off the board or taken", v, s+1, r, f)
			}
			seen[[2]int{r, f}] = true
		}
	}
}

// TestRussianCrownedRoutesRoundTrip plays random Russian games and writes
// every capture that crowns a man on the way in PDN (its whole route) and
// in Hub form: the route reads back as that very move, and the Hub form
// too unless another move takes the same pieces from the same start to
// the same end.
func TestRussianCrownedRoutesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	seen := 0
	for game := 0; game < 400 && seen < 50; game++ {
		p := StartPosition(Russian)
		for ply := 0; ply < 150; ply++ {
			var l MoveList
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			for _, m := range l.Slice() {
				if !m.Crowned {
					continue
				}
				seen++
				pdn := p.FormatPDN(m)
				if got, err := p.ParseMove(pdn); err != nil || got != m {
					t.Fatalf("%s: %s reads back as %+v, %v; want %+v", p.FEN(), pdn, got, err, m)
				}
				twin := slices.ContainsFunc(l.Slice(), func(o Move) bool { return o != m && o.From == m.From && o.To == m.To && o.Captured == m.Captured })
				if got, err := p.ParseMove(p.FormatHub(m)); !twin && (err != nil || got != m) {
					t.Fatalf("%s: %s reads back as %+v, %v; want %+v", p.FEN(), p.FormatHub(m), got, err, m)
				}
			}
			p = p.Play(l.Moves[rng.IntN(l.N)])
		}
	}
	if seen < 50 {
		t.Errorf("only %d captures crowned a man on the way", seen)
	}
}
