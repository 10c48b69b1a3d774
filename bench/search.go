// The search bench: a fixed set of positions searched to a fixed depth; the
// total node count is the signature of the search's behaviour.

package bench

import (
	"fmt"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// defaultBenchDepth is the depth of `damaengine bench` when none is given:
// about a second a variant on one core.
var defaultBenchDepth = map[movegen.Variant]int{movegen.Italian: 16, movegen.International: 13, movegen.Dameo: 9, movegen.Brazilian: 15, movegen.Russian: 15, movegen.Killer: 13, movegen.Breakthrough: 13, movegen.Antidraughts: 18, movegen.Frisian: 13, movegen.Frysk: 15}

// BenchResult sums a bench run.
type BenchResult struct {
	Positions int
	Nodes     uint64 // the bench signature (with one thread)
	Time      time.Duration
}

// NPS returns the nodes searched per second.
func (r BenchResult) NPS() float64 {
	if r.Time <= 0 {
		return 0
	}
	return float64(r.Nodes) / r.Time.Seconds()
}

// BenchPositions returns the bench positions of a variant.
func BenchPositions(v movegen.Variant) ([]movegen.Position, error) {
	var out []movegen.Position
	if v == movegen.Dameo {
		out = append(out, movegen.StartPosition(v))
	}
	for _, fen := range searchPositions[v] {
		p, err := movegen.ParseFEN(v, fen)
		if err != nil {
			return nil, fmt.Errorf("bench position %q: %v", fen, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// Search runs the bench for one variant: every position searched to depth
// with a fresh table, reporting each position through onPosition (may be
// nil).
func Search(v movegen.Variant, depth, threads, hashMB int, onPosition func(i int, r search.Result)) (BenchResult, error) {
	positions, err := BenchPositions(v)
	if err != nil {
		return BenchResult{}, err
	}
	e := search.New(hashMB, threads)
	var total BenchResult
	for i, p := range positions {
		e.NewGame()
		r := e.Search(search.RootAt(p), search.Limits{Depth: depth}, 1, nil)
		total.Positions++
		total.Nodes += r.Nodes
		total.Time += r.Time
		if onPosition != nil {
			onPosition(i, r)
		}
	}
	return total, nil
}

// DefaultBenchDepth returns the bench depth of a variant.
func DefaultBenchDepth(v movegen.Variant) int { return defaultBenchDepth[v] }
