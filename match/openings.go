// Opening positions: a list read by package openings, or random plies
// from the initial position, and the seeded order in which pairs use them.

package match

import (
	"fmt"
	"math/rand/v2"

	"github.com/damaengine/damaengine/movegen"
	openingset "github.com/damaengine/damaengine/openings"
)

// openingSource gives each pair of games its start position.
type openingSource struct {
	variant movegen.Variant
	list    []movegen.Position // from a file, or nil
	order   []int              // the seeded order of list
	plies   int                // random plies when list is nil
	seed    uint64
}

// newOpeningSource orders the openings by seed: the same seed gives the
// same order on every machine, which is what sharding relies on.
func newOpeningSource(v movegen.Variant, list []movegen.Position, plies int, seed uint64) *openingSource {
	o := &openingSource{variant: v, list: list, plies: plies, seed: seed}
	if len(list) > 0 {
		o.order = shuffled(len(list), rand.NewPCG(seed, 0))
	}
	return o
}

// pair returns the start of pair p: the list in seeded order (cycling when
// the match has more pairs than openings), or random plies from a
// generator seeded with (seed, p+1), or the initial position.
func (o *openingSource) pair(p int) (movegen.Position, error) {
	switch {
	case len(o.list) > 0:
		return o.list[o.order[p%len(o.order)]], nil
	case o.plies > 0:
		return randomOpening(o.variant, o.plies, rand.NewPCG(o.seed, uint64(p)+1))
	}
	return movegen.StartPosition(o.variant), nil
}

// maxTries bounds the search for a balanced random opening.
const maxTries = 10000

// randomOpening plays plies uniformly random legal moves from the initial
// position and keeps the result only if it is balanced: the game goes on,
// both sides have as many pieces and kings, and the side to move has no
// capture (no exchange is half done). Otherwise it tries again.
func randomOpening(v movegen.Variant, plies int, src *rand.PCG) (movegen.Position, error) {
	var l movegen.MoveList
	for range maxTries {
		p := movegen.StartPosition(v)
		ok := true
		for range plies {
			p.Generate(&l)
			if l.N == 0 {
				ok = false
				break
			}
			p = p.Play(l.Moves[uniform(src, l.N)])
		}
		if ok && openingset.Balanced(&p, &l) {
			return p, nil
		}
	}
	return movegen.Position{}, fmt.Errorf("found no balanced opening after %d random plies in %d tries", plies, maxTries)
}

// shuffled returns a permutation of 0..n-1 (Fisher-Yates), written out
// here so that the order depends only on the PCG stream, not on the
// library's shuffling code.
func shuffled(n int, src *rand.PCG) []int {
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := uniform(src, i+1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	return perm
}

// uniform returns an unbiased integer in [0, n) by rejection.
func uniform(src *rand.PCG, n int) int {
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if x := src.Uint64(); x < limit {
			return int(x % uint64(n))
		}
	}
}
