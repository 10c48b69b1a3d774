// What each pool pairing says of its opponent's rating: the check that
// the levels' labels hold against players outside the ladder.

package levels

import (
	"cmp"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// Implied is one pool pairing's account of its opponent: the rating that,
// against the level's rating, predicts the opponent's share of the points
// in their games.
type Implied struct {
	Opponent string
	Rung     string
	Games    int
	// Score is the opponent's share of the points.
	Score float64
	// Elo is the opponent's implied rating; Err95 the half-width of its
	// 95% interval from the games' sampling error alone (the level's own
	// error aside, as every pairing of one level shares it).
	Elo, Err95 float64
}

// ImpliedRatings returns, for each pool pairing of variant v under dir
// whose level is among rated, the rating its games imply for the
// opponent, by opponent and then from the weakest level up. A pairing whose opponent won or
// lost every point implies no finite rating and is left out.
func ImpliedRatings(dir string, v movegen.Variant, rated []player.Rated) ([]Implied, error) {
	elo := map[string]float64{}
	for _, r := range rated {
		elo[r.Rung] = r.Elo
	}
	files, err := filepath.Glob(filepath.Join(dir, v.String(), poolSubdir, "*.pdn"))
	if err != nil {
		return nil, err
	}
	var out []Implied
	for _, path := range files {
		rung, opponent, ok := strings.Cut(strings.TrimSuffix(filepath.Base(path), ".pdn"), "-vs-")
		level, known := elo[rung]
		if !ok || !known {
			continue
		}
		res, err := match.ReadResume(path, v)
		if err != nil {
			return nil, err
		}
		var points []float64
		for _, g := range res.Games {
			p, err := opponentPoints(g, engineName(mustRung(rung)))
			if err != nil {
				return nil, err
			}
			points = append(points, p)
		}
		if imp, ok := impliedBy(points, level); ok {
			imp.Opponent, imp.Rung = opponent, rung
			out = append(out, imp)
		}
	}
	slices.SortStableFunc(out, func(a, b Implied) int {
		return cmp.Or(strings.Compare(a.Opponent, b.Opponent), cmp.Compare(elo[a.Rung], elo[b.Rung]))
	})
	return out, nil
}

// opponentPoints is the points of g's player other than the level playing
// as level (1 a win, 0.5 a draw).
func opponentPoints(g match.GameJSON, level string) (float64, error) {
	r, err := gameResult(g, map[string]int{g.White: 0, g.Black: 1})
	if err != nil {
		return 0, err
	}
	white := float64(r.Wins) + float64(r.Draws)/2
	if g.White == level {
		return 1 - white, nil
	}
	return white, nil
}

// impliedBy returns the rating that the opponent's points (one a game)
// imply against a level rated level, and whether it is finite.
func impliedBy(points []float64, level float64) (Implied, bool) {
	if len(points) == 0 {
		return Implied{}, false
	}
	n := float64(len(points))
	var sum float64
	for _, p := range points {
		sum += p
	}
	s := sum / n
	if s <= 0 || s >= 1 {
		return Implied{}, false
	}
	var variance float64
	for _, p := range points {
		variance += (p - s) * (p - s)
	}
	variance /= n
	// The Elo difference 400 log10(s / (1 - s)) and its slope in s.
	slope := 400 / (math.Ln10 * s * (1 - s))
	return Implied{
		Games: len(points),
		Score: s,
		Elo:   level + 400*math.Log10(s/(1-s)),
		Err95: 1.96 * math.Sqrt(variance/n) * slope,
	}, true
}
