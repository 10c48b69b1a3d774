// Fitting the ladder's ratings to its games.

package levels

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/rating"
)

// Fit reads the games of variant v kept under dir (every PDN of its
// subdirectory: the pairings of the ladder, and any earlier pairings of
// its rungs) and returns the rating of every rung that has played, in
// the ladder's order, the references held at their fixed ratings
// (player.Anchors).
func Fit(dir string, v movegen.Variant) ([]player.Rated, error) {
	var names []string
	for _, r := range player.Ladder {
		names = append(names, engineName(r))
	}
	anchors := map[string]float64{}
	for name, elo := range player.Anchors(v) {
		anchors[engineName(mustRung(name))] = elo
	}
	fitted, err := fitFiles(filepath.Join(dir, v.String(), "*.pdn"), v, names, false, anchors)
	if err != nil {
		return nil, err
	}
	return asRungs(fitted), nil
}

// fitFiles fits the players of the games in the PDN files matching
// pattern: the players named in names, in that order, and with others
// set the players of any other name too, after them in the order met.
// The players in anchors are held at their ratings. Players that have
// not played, or that won or lost every game, are left out.
func fitFiles(pattern string, v movegen.Variant, names []string, others bool, anchors map[string]float64) ([]player.Rated, error) {
	index := map[string]int{}
	for i, n := range names {
		index[n] = i
	}
	files, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	var results []rating.Result
	var games []int
	for _, path := range files {
		res, err := match.ReadResume(path, v)
		if err != nil {
			return nil, err
		}
		for _, g := range res.Games {
			if others {
				for _, n := range []string{g.White, g.Black} {
					if _, ok := index[n]; !ok {
						index[n] = len(names)
						names = append(names, n)
					}
				}
			}
			r, err := gameResult(g, index)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
			results = append(results, r)
			games = append(games, make([]int, len(names)-len(games))...)
			games[r.A]++
			games[r.B]++
		}
	}
	games = append(games, make([]int, len(names)-len(games))...)
	// Only the players that have played are fitted (a calibration under
	// way has not reached them all), and not those that won or lost every
	// game: their rating is unbounded (the random mover against stronger
	// rungs only).
	games = unboundedLeftOut(results, games)
	var played []int
	at := make([]int, len(names))
	for i := range names {
		at[i] = len(played)
		if games[i] > 0 {
			played = append(played, i)
		}
	}
	results = slices.DeleteFunc(results, func(r rating.Result) bool { return games[r.A] == 0 || games[r.B] == 0 })
	for k := range results {
		results[k].A, results[k].B = at[results[k].A], at[results[k].B]
	}
	held := map[int]float64{}
	for name, elo := range anchors {
		if i, ok := index[name]; ok && games[i] > 0 {
			held[at[i]] = elo
		}
	}
	if len(held) == 0 {
		return nil, fmt.Errorf("%s: no reference rung has played in %s (damaengine levels calibrate)", v, filepath.Dir(pattern))
	}
	fit, err := rating.FitElo(len(played), results, held)
	if unbounded := (*rating.UnboundedError)(nil); errors.As(err, &unbounded) {
		return nil, fmt.Errorf("%s: %s (play more games: damaengine levels calibrate)", v, unbounded.Describe(names[played[unbounded.Player]]))
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v (play more games: damaengine levels calibrate)", v, err)
	}
	out := make([]player.Rated, len(played))
	for k, i := range played {
		out[k] = player.Rated{Variant: v, Rung: names[i], Elo: fit.Elo[k], Err95: fit.Err95[k], Games: games[i]}
	}
	return out, nil
}

// asRungs keeps the rungs among fitted players (named by engineName),
// named as rungs.
func asRungs(fitted []player.Rated) []player.Rated {
	var out []player.Rated
	for _, r := range fitted {
		if name, ok := strings.CutPrefix(r.Rung, rungPrefix); ok {
			r.Rung = name
			out = append(out, r)
		}
	}
	return out
}

// unboundedLeftOut returns the games of each rung among results, 0 for
// the rungs that won or lost all of them against the rungs kept (left out
// one by one until none is left).
func unboundedLeftOut(results []rating.Result, games []int) []int {
	games = slices.Clone(games)
	for {
		points := make([]int, len(games)) // half-points
		count := make([]int, len(games))
		for _, r := range results {
			if games[r.A] == 0 || games[r.B] == 0 {
				continue
			}
			points[r.A] += 2*r.Wins + r.Draws
			points[r.B] += 2*r.Losses + r.Draws
			count[r.A]++
			count[r.B]++
		}
		out := -1
		for i := range games {
			if games[i] > 0 && (count[i] == 0 || points[i] == 0 || points[i] == 2*count[i]) {
				out = i
				break
			}
		}
		if out < 0 {
			return games
		}
		games[out] = 0
	}
}

// gameResult is one game as a rating.Result from White's side.
func gameResult(g match.GameJSON, index map[string]int) (rating.Result, error) {
	a, okA := index[g.White]
	b, okB := index[g.Black]
	if !okA || !okB {
		return rating.Result{}, fmt.Errorf("game of %q and %q: not players of the calibration", g.White, g.Black)
	}
	r := rating.Result{A: a, B: b}
	switch g.Result {
	case "2-0", "1-0":
		r.Wins = 1
	case "0-2", "0-1":
		r.Losses = 1
	case "1-1", "1/2-1/2":
		r.Draws = 1
	default:
		return r, fmt.Errorf("game of %s and %s: result %q", g.White, g.Black, g.Result)
	}
	return r, nil
}

// mustRung is the rung of the ladder called name.
func mustRung(name string) player.Rung {
	r, ok := player.RungNamed(name)
	if !ok {
		panic("levels: no rung " + name)
	}
	return r
}
