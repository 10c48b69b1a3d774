// Command ballotgen builds the opening sets of the variants that have
// none published here (Dameo, Brazilian): short random openings from the
// initial position, kept when they are balanced (as many pieces and kings
// each, no capture pending, game not over) and when a fixed-depth search
// by our own engine scores them near level. The output is deterministic
// for a given seed and engine build:
//
//	go run ./openings/ballotgen > openings/dameo-ballots.fen
//	go run ./openings/ballotgen -variant brazilian -plies 6 -depth 8 > openings/brazilian-ballots.fen
//	go run ./openings/ballotgen -variant russian -plies 6 -depth 8 > openings/russian-ballots.fen
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/search"
)

func main() {
	variantName := flag.String("variant", "dameo", movegen.VariantNames())
	count := flag.Int("count", 150, "positions to write")
	plies := flag.Int("plies", 8, "random plies from the initial position (even: White to move)")
	depth := flag.Int("depth", 6, "search depth of the balance check")
	window := flag.Int("window", 25, "largest |score| kept, in hundredths of a man")
	seed := flag.Uint64("seed", 1, "seed of the random moves")
	flag.Parse()
	v, err := movegen.ParseVariant(*variantName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ballotgen:", err)
		os.Exit(2)
	}
	if *count < 1 || *plies < 1 || *depth < 1 || *window < 0 {
		fmt.Fprintln(os.Stderr, "ballotgen: count, plies and depth must be at least 1, window at least 0")
		os.Exit(2)
	}
	name := strings.ToUpper(v.String()[:1]) + v.String()[1:]
	fmt.Printf("# %s openings: %d random plies from the initial position, balanced, and scored\n", name, *plies)
	fmt.Printf("# within +-%d hundredths of a man by a depth-%d search of damaengine.\n", *window, *depth)
	fmt.Printf("# Made by: go run ./openings/ballotgen -variant %s -count %d -plies %d -depth %d -window %d -seed %d\n",
		v, *count, *plies, *depth, *window, *seed)
	engine := search.New(16, 1)
	seen := map[uint64]bool{}
	tried := 0
	for kept := 0; kept < *count; tried++ {
		if tried > 1000*(*count) {
			fmt.Fprintf(os.Stderr, "ballotgen: only %d positions in %d tries\n", kept, tried)
			os.Exit(1)
		}
		p, ok := randomLine(v, *plies, rand.NewPCG(*seed, uint64(tried)))
		if !ok || seen[p.Key] {
			continue
		}
		seen[p.Key] = true
		engine.NewGame()
		r := engine.Search(search.RootAt(p), search.Limits{Depth: *depth}, 1, nil)
		if r.Score < -*window || r.Score > *window {
			continue
		}
		fmt.Println(p.FEN())
		kept++
	}
	fmt.Fprintf(os.Stderr, "ballotgen: %d positions from %d random lines\n", *count, tried)
}

// randomLine plays plies uniformly random legal moves from the initial
// position of v and reports whether the result is balanced: the game goes
// on, both sides have as many pieces and as many kings, and the side to
// move has no capture.
func randomLine(v movegen.Variant, plies int, src *rand.PCG) (movegen.Position, bool) {
	p := movegen.StartPosition(v)
	var l movegen.MoveList
	for range plies {
		p.Generate(&l)
		if l.N == 0 {
			return p, false
		}
		p = p.Play(l.Moves[src.Uint64()%uint64(l.N)]) // modulo: a bias too small to matter, the same on every Go release
	}
	return p, openings.Balanced(&p, &l)
}
