// The referee against the fake engine: legal games, illegal and
// unparsable moves, time forfeits, crashes, hangs, adjudication, and each
// draw rule reached through a played game.

package match

import (
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// checkGames replays the PDN and checks each game's record against it.
func checkGames(t *testing.T, r *Report, text string, v movegen.Variant) []readGame {
	t.Helper()
	games, err := readPDN(text, v)
	if err != nil {
		t.Fatalf("PDN does not replay: %v\n%s", err, text)
	}
	if len(games) != len(r.Games) || len(games) != r.Tally.Games() {
		t.Fatalf("PDN has %d games, report %d games and counts %d", len(games), len(r.Games), r.Tally.Games())
	}
	for _, g := range games {
		if g.tags["Result"] != g.result {
			t.Errorf("round %s: Result tag %q, movetext ends %q", g.tags["Round"], g.tags["Result"], g.result)
		}
	}
	return games
}

// checkEnding checks that a saved game ends where the rules say, or at the
// ply limit maxPlies as a draw.
func checkEnding(t *testing.T, g readGame, v movegen.Variant, maxPlies int) {
	t.Helper()
	o := g.game.Outcome()
	switch term := g.tags["Termination"]; {
	case term == TermMaxPlies:
		if o.Over() || g.game.Ply() != maxPlies || g.result != pdn.ResultToken(v, movegen.Draw) {
			t.Errorf("round %s: max plies at ply %d, outcome %v", g.tags["Round"], g.game.Ply(), o)
		}
	case term != o.Reason.String() || g.result != pdn.ResultToken(v, o.Result):
		t.Errorf("round %s: %s %s, but the final position says %v", g.tags["Round"], g.result, term, o)
	}
}

func TestLegalGamesEndByTheRules(t *testing.T) {
	cfg := fakeConfig(fake(t, "a"), fake(t, "b"), 2)
	cfg.Concurrency = 2
	r, text := runMatch(t, cfg)
	for _, g := range checkGames(t, r, text, movegen.Italian) {
		o := g.game.Outcome()
		if !o.Over() || g.tags["Termination"] != o.Reason.String() {
			t.Errorf("round %s: termination %q, but the final position says %v", g.tags["Round"], g.tags["Termination"], o)
		}
		if g.result != pdn.ResultToken(movegen.Italian, o.Result) {
			t.Errorf("round %s: result %s, rules say %v", g.tags["Round"], g.result, o)
		}
	}
}

// forfeitCase is a misbehaving second engine; the first always wins.
type forfeitCase struct {
	name   string
	opts   []string
	tc     TimeControl
	term   string
	detail string
	plies  [2]int // plies played in game 1 (first engine White) and game 2
}

func TestForfeits(t *testing.T) {
	cases := []forfeitCase{
		{"illegal", []string{"mode=illegal", "after=2"}, TimeControl{Depth: 1}, TermIllegal, `illegal move "1-32"`, [2]int{3, 2}},
		{"garbage", []string{"mode=garbage"}, TimeControl{Depth: 1}, TermUnparsable, `"hello"`, [2]int{1, 0}},
		{"no move", []string{"mode=nomove", "after=3"}, TimeControl{Depth: 1}, TermUnparsable, "empty move", [2]int{3, 4}},
		{"move time", []string{"mode=slow", "delay=250", "after=1"}, TimeControl{MoveTime: 50 * time.Millisecond},
			TermTimeForfeit, "no move within", [2]int{1, 2}},
		// time=0.5: two moves of 0.2 s leave 0.1 s, the third has 0.1 + 0.05 s.
		{"clock", []string{"mode=slow", "delay=200"}, TimeControl{Time: 500 * time.Millisecond},
			TermTimeForfeit, "no move within", [2]int{5, 4}},
		{"crash", []string{"mode=crash", "after=1"}, TimeControl{Depth: 1}, TermCrash, "crashing as asked", [2]int{1, 2}},
		{"hang", []string{"mode=hang", "after=1"}, TimeControl{Depth: 1}, TermTimeout, "no move within 0.300 s", [2]int{1, 2}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			cfg := fakeConfig(fake(t, "good"), fake(t, "bad", c.opts...), 2)
			cfg.TC = c.tc
			cfg.TimeMargin = 50 * time.Millisecond
			cfg.Timeout = 300 * time.Millisecond
			r, text := runMatch(t, cfg)
			games := checkGames(t, r, text, movegen.Italian)
			if r.Wins != 2 {
				t.Fatalf("good won %d of 2 games: %+v", r.Wins, r.Games)
			}
			for i, g := range r.Games {
				if g.Termination != c.term || !strings.Contains(g.Detail, c.detail) {
					t.Errorf("game %d: termination %q (%s), want %q with %q", g.Round, g.Termination, g.Detail, c.term, c.detail)
				}
				if g.Plies != c.plies[i] || games[i].game.Ply() != c.plies[i] {
					t.Errorf("game %d: %d plies (PDN %d), want %d", g.Round, g.Plies, games[i].game.Ply(), c.plies[i])
				}
			}
			// An engine that died or never answered is restarted for game 2;
			// one that answered late is reused.
			wantRestarts := 0
			if c.term == TermCrash || c.term == TermTimeout {
				wantRestarts = 1
			}
			if r.Restarts != [2]int{0, wantRestarts} {
				t.Errorf("restarts %v, want [0 %d]", r.Restarts, wantRestarts)
			}
		})
	}
}

// scriptGame plays moves chosen by choose from start until the game ends,
// checks that it ends by want after exactly plies plies, and returns the
// moves in Hub notation.
func scriptGame(t *testing.T, start movegen.Position, want movegen.Reason, plies int, choose func(g *movegen.Game) (movegen.Move, bool)) []string {
	t.Helper()
	g := movegen.NewGame(start)
	var script []string
	for !g.Outcome().Over() {
		m, ok := choose(g)
		if !ok {
			t.Fatalf("no move to choose at ply %d", g.Ply())
		}
		p := g.Position()
		script = append(script, p.FormatHub(m))
		if err := g.PlayChecked(m); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.Outcome(); o.Reason != want || g.Ply() != plies {
		t.Fatalf("script ends with %v after %d plies, want %v after %d", o, g.Ply(), want, plies)
	}
	return script
}

// shuttle moves back and forth: the first legal move for the first two
// plies, then the reverse of the move two plies before.
func shuttle(g *movegen.Game) (movegen.Move, bool) {
	var l movegen.MoveList
	p := g.Position()
	p.Generate(&l)
	moves := g.Moves()
	if len(moves) < 2 {
		return l.Moves[0], l.N > 0
	}
	back := moves[len(moves)-2]
	for _, m := range l.Slice() {
		if m.From == back.To && m.To == back.From && !m.IsCapture() {
			return m, true
		}
	}
	return movegen.Move{}, false
}

// wander never repeats a position and never offers a capture: the first
// quiet move to a position not seen in the game where the opponent cannot
// capture.
func wander(g *movegen.Game) (movegen.Move, bool) {
	seen := map[uint64]bool{}
	q := g.Start()
	seen[q.Key] = true
	for _, m := range g.Moves() {
		q = q.Play(m)
		seen[q.Key] = true
	}
	var l movegen.MoveList
	p := g.Position()
	p.Generate(&l)
	for _, m := range l.Slice() {
		next := p.Play(m)
		if !m.IsCapture() && !seen[next.Key] && !next.HasCapture() {
			return m, true
		}
	}
	return movegen.Move{}, false
}

// first plays the first legal move.
func first(g *movegen.Game) (movegen.Move, bool) {
	var l movegen.MoveList
	p := g.Position()
	p.Generate(&l)
	return l.Moves[0], l.N > 0
}

func TestRulesEndGamesThroughTheReferee(t *testing.T) {
	cases := []struct {
		name    string
		variant movegen.Variant
		fen     string
		reason  movegen.Reason
		plies   int
		choose  func(*movegen.Game) (movegen.Move, bool)
	}{
		{"italian fourfold", movegen.Italian, "W:WK29:BK4", movegen.FourfoldRepetition, 12, shuttle},
		{"italian 40 moves", movegen.Italian, "W:WK29,K31:BK2,K4", movegen.FortyMoveRule, 80, wander},
		{"italian no legal move", movegen.Italian, "W:W22,21:B18", movegen.NoLegalMove, 1, first},
		{"international threefold", movegen.International, "W:WK47:BK4", movegen.ThreefoldRepetition, 8, shuttle},
		{"international 25 moves", movegen.International, "W:WK46,K47:BK4,K5", movegen.TwentyFiveMoveRule, 50, wander},
		{"international 16 moves", movegen.International, "W:WK46,K47,K48:BK3", movegen.SixteenMoveRule, 32, wander},
		{"international 5 moves", movegen.International, "W:WK47,K48:BK4", movegen.FiveMoveRule, 10, wander},
		{"dameo threefold", movegen.Dameo, "W:WKa1:BKh8", movegen.ThreefoldRepetition, 8, shuttle},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			start := mustFEN(t, c.variant, c.fen)
			script := strings.Join(scriptGame(t, start, c.reason, c.plies, c.choose), " ")
			cfg := fakeConfig(fake(t, "a", "script="+script), fake(t, "b", "script="+script), 1)
			cfg.Variant = c.variant
			cfg.Openings = []movegen.Position{start}
			r, text := runMatch(t, cfg)
			games := checkGames(t, r, text, c.variant)
			g := r.Games[0]
			if g.Termination != c.reason.String() || g.Plies != c.plies {
				t.Errorf("referee ended the game with %q after %d plies, want %q after %d", g.Termination, g.Plies, c.reason, c.plies)
			}
			if o := games[0].game.Outcome(); g.Result != pdn.ResultToken(c.variant, o.Result) {
				t.Errorf("result %s, rules say %v", g.Result, o)
			}
			if games[0].tags["FEN"] != start.FEN() || games[0].tags["Termination"] != c.reason.String() {
				t.Errorf("tags %v", games[0].tags)
			}
		})
	}
}

func TestAdjudication(t *testing.T) {
	t.Parallel()
	t.Run("win", func(t *testing.T) {
		t.Parallel()
		// Each engine reports its own view: a says +6, b says -6, so both
		// agree a is winning whatever colour it plays.
		cfg := fakeConfig(fake(t, "a", "score=6"), fake(t, "b", "score=-6"), 2)
		cfg.AdjudicateWin = &Adjudication{Score: 5, Moves: 2}
		r, text := runMatch(t, cfg)
		checkGames(t, r, text, movegen.Italian)
		for _, g := range r.Games {
			if g.Termination != TermAdjudication || g.FirstPoints != 2 || g.Plies != 4 {
				t.Errorf("game %d: %s %s after %d plies, first engine %d points; want a win for a after 4 plies",
					g.Round, g.Result, g.Termination, g.Plies, g.FirstPoints)
			}
		}
	})
	t.Run("no agreement", func(t *testing.T) {
		t.Parallel()
		// Both claim to be winning: no adjudication, the game runs to the
		// ply limit.
		cfg := fakeConfig(fake(t, "a", "score=6"), fake(t, "b", "score=6"), 1)
		cfg.AdjudicateWin = &Adjudication{Score: 5, Moves: 2}
		cfg.MaxPlies = 9
		r, _ := runMatch(t, cfg)
		if g := r.Games[0]; g.Termination != TermMaxPlies || g.Plies != 9 || g.FirstPoints != 1 {
			t.Errorf("%s %s after %d plies, want a draw by max plies after 9", g.Result, g.Termination, g.Plies)
		}
	})
	t.Run("draw", func(t *testing.T) {
		t.Parallel()
		cfg := fakeConfig(fake(t, "a", "score=0.02"), fake(t, "b", "score=-0.03"), 1)
		cfg.AdjudicateDraw = &Adjudication{Score: 0.05, Moves: 3, MinPly: 10}
		r, _ := runMatch(t, cfg)
		if g := r.Games[0]; g.Termination != TermAdjudication || g.Plies != 10 || g.Result != "1/2-1/2" {
			t.Errorf("%s %s after %d plies, want a draw by adjudication after 10", g.Result, g.Termination, g.Plies)
		}
	})
}

func TestBadMoveKind(t *testing.T) {
	p := movegen.StartPosition(movegen.Italian)
	for s, want := range map[string]string{
		"1-32": TermIllegal, "22x13x18": TermIllegal, "hello": TermUnparsable, "": TermUnparsable,
		"22-": TermUnparsable, "22-99": TermUnparsable, "22 - 18": TermUnparsable,
	} {
		if got := badMoveKind(&p, s); got != want {
			t.Errorf("badMoveKind(%q) = %q, want %q", s, got, want)
		}
	}
	d := movegen.StartPosition(movegen.Dameo)
	if got := badMoveKind(&d, "a1-h8"); got != TermIllegal {
		t.Errorf("dameo a1-h8: %q", got)
	}
}
