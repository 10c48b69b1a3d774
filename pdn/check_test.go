// Tests of Check: random games played to their end by the rules pass with
// their result and fail with another, with "*" or with a move after the
// end; a game stopped early passes with any result.

package pdn

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// randomGame plays random moves from the start until the rules end the
// game or maxPlies are played.
func randomGame(v movegen.Variant, seed int64, maxPlies int) (*movegen.Game, movegen.Outcome) {
	rng := rand.New(rand.NewSource(seed))
	g := movegen.NewGame(movegen.StartPosition(v))
	var l movegen.MoveList
	for g.Ply() < maxPlies && !g.Outcome().Over() {
		p := g.Position()
		p.Generate(&l)
		g.Play(l.Moves[rng.Intn(l.N)])
	}
	return g, g.Outcome()
}

func TestCheck(t *testing.T) {
	drawRules := 0
	for _, v := range movegen.Variants {
		wins, draws := "1-0", "1/2-1/2"
		if v == movegen.International {
			wins, draws = "2-0", "1-1"
		}
		foundDrawRule := false
		for seed := int64(1); seed <= 300; seed++ {
			g, o := randomGame(v, seed, 2000)
			if !o.Over() {
				continue
			}
			rec := &Record{Start: g.Start(), Moves: g.Moves(), Result: ResultToken(v, o.Result)}
			if err := Check(rec, v); err != nil {
				t.Fatalf("%s seed %d: %v", v, seed, err)
			}
			wrong := wins
			if rec.Result == wins {
				wrong = draws
			}
			for _, bad := range []string{wrong, "*", ""} {
				if err := Check(&Record{Start: g.Start(), Moves: g.Moves(), Result: bad}, v); err == nil {
					t.Fatalf("%s seed %d: ended %s, accepted with %q", v, seed, o, bad)
				}
			}
			short := &Record{Start: g.Start(), Moves: g.Moves()[:len(g.Moves())-1], Result: wrong}
			if err := Check(short, v); err != nil {
				t.Fatalf("%s seed %d: a game stopped a ply before its end refused: %v", v, seed, err)
			}
			var l movegen.MoveList
			p := g.Position()
			if p.Generate(&l); l.N > 0 && !foundDrawRule {
				foundDrawRule = true
				long := &Record{Start: g.Start(), Moves: append(g.Moves()[:len(g.Moves()):len(g.Moves())], l.Moves[0]), Result: rec.Result}
				if err := Check(long, v); err == nil || !strings.Contains(err.Error(), "ended by the rules") {
					t.Errorf("%s seed %d: a move after %s: %v", v, seed, o, err)
				}
			}
		}
		if foundDrawRule {
			drawRules++
		}
	}
	if drawRules < 2 {
		t.Errorf("random games ended by a draw rule in %d variants, want 2 or more", drawRules)
	}
}

// TestCheckResultTag: a Result tag that contradicts the result after the
// moves is refused; one that agrees, or "*", or none, passes (a game
// stopped before the rules end it may have any result).
func TestCheckResultTag(t *testing.T) {
	g, _ := randomGame(movegen.Italian, 7, 10)
	for tag, ok := range map[string]bool{"1-0": true, "*": true, "": true, "0-1": false, "1/2-1/2": false} {
		rec := &Record{Start: g.Start(), Moves: g.Moves(), Result: "1-0", Tags: map[string]string{"Result": tag}}
		if err := Check(rec, movegen.Italian); (err == nil) != ok {
			t.Errorf("tag %q with 1-0 after the moves: %v", tag, err)
		}
	}
}
