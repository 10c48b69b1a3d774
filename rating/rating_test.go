package rating

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// play simulates games between players of the given true ratings: each
// game a win for A with probability Expected(ra-rb) less half the draw
// share, a draw with that share, else a loss, so that A's expected score
// is Expected(ra-rb).
func play(rng *rand.Rand, truth []float64, a, b, games int, draws float64) Result {
	r := Result{A: a, B: b}
	p := Expected(truth[a] - truth[b])
	d := min(draws, 2*p, 2*(1-p)) // the draw share the expected score allows
	for range games {
		switch x := rng.Float64(); {
		case x < p-d/2:
			r.Wins++
		case x < p+d/2:
			r.Draws++
		default:
			r.Losses++
		}
	}
	return r
}

// TestFitRecoversKnownRatings: from simulated games of a ladder of known
// ratings (neighbours and next-but-one neighbours playing), the fit puts
// each player within its own 95% interval of the truth, holds the anchor
// where it is, and narrows the intervals with four times the games.
func TestFitRecoversKnownRatings(t *testing.T) {
	truth := []float64{1000, 1150, 1320, 1500, 1640, 1800, 2000}
	fits := make([]Fit, 2)
	for k, games := range []int{200, 800} {
		rng := rand.New(rand.NewPCG(uint64(games), 7))
		var results []Result
		for i := range truth {
			for j := i + 1; j < len(truth) && j <= i+2; j++ {
				results = append(results, play(rng, truth, i, j, games, 0.3))
			}
		}
		fit, err := FitElo(len(truth), results, map[int]float64{0: 1000})
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range truth {
			if math.Abs(fit.Elo[i]-r) > fit.Err95[i]+1e-9 {
				t.Errorf("%d games a pair: player %d fitted %.1f +/- %.1f, truth %.0f", games, i, fit.Elo[i], fit.Err95[i], r)
			}
		}
		if fit.Elo[0] != 1000 || fit.Err95[0] != 0 {
			t.Errorf("the anchor moved: %.1f +/- %.1f", fit.Elo[0], fit.Err95[0])
		}
		fits[k] = fit
	}
	for i := 1; i < len(truth); i++ {
		if ratio := fits[0].Err95[i] / fits[1].Err95[i]; ratio < 1.7 || ratio > 2.3 {
			t.Errorf("player %d: four times the games narrowed the interval %.2f times, want about 2", i, ratio)
		}
	}
}

// TestFitTwoPlayers: with one pair the fit is the Elo of the score, as
// the usual formula gives it: 75% is +190.8.
func TestFitTwoPlayers(t *testing.T) {
	fit, err := FitElo(2, []Result{{A: 1, B: 0, Wins: 60, Draws: 30, Losses: 10}}, map[int]float64{0: 0})
	if err != nil {
		t.Fatal(err)
	}
	want := -400 * math.Log10(1/0.75-1)
	if math.Abs(fit.Elo[1]-want) > 1e-6 {
		t.Errorf("75%% gave %.3f, want %.3f", fit.Elo[1], want)
	}
}

// TestFitRefusals: no anchor, a player without games linking it to one,
// and a player that won every game are refused with a reason.
func TestFitRefusals(t *testing.T) {
	cases := []struct {
		n       int
		results []Result
		anchors map[int]float64
		want    string
	}{
		{2, []Result{{A: 0, B: 1, Wins: 3, Losses: 3}}, nil, "no anchor"},
		{3, []Result{{A: 0, B: 1, Wins: 3, Losses: 3}}, map[int]float64{0: 0}, "player 2 has no games"},
		{2, []Result{{A: 0, B: 1, Wins: 10}}, map[int]float64{0: 0}, "unbounded"},
		{2, []Result{{A: 0, B: 2, Wins: 1}}, map[int]float64{0: 0}, "bad result"},
	}
	for _, c := range cases {
		if _, err := FitElo(c.n, c.results, c.anchors); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error saying %q", c.results, err, c.want)
		}
	}
}

// TestUnboundedNamesThePlayer: a player that won every game comes as an
// UnboundedError naming it, so that a caller can say which.
func TestUnboundedNamesThePlayer(t *testing.T) {
	for _, winner := range []int{1, 2} {
		results := []Result{{A: 0, B: 1, Wins: 3, Losses: 3}, {A: 0, B: 2, Wins: 2, Losses: 4}}
		results = append(results, Result{A: winner, B: 3 - winner, Wins: 5})
		results[winner-1] = Result{A: 0, B: winner, Losses: 6}
		_, err := FitElo(3, results, map[int]float64{0: 0})
		var u *UnboundedError
		if !errors.As(err, &u) || u.Player != winner || u.Nearly {
			t.Errorf("%+v: %v, want player %d unbounded", results, err, winner)
		}
	}
}
