// The games a run plays: pairs of games on one opening with colours
// reversed, and the share of them that belongs to one shard.

package match

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is part Index (1..Count) of a match split into Count parts: it
// plays pairs Index-1, Index-1+Count, Index-1+2·Count, ... (counting pairs
// from 0).
type Shard struct{ Index, Count int }

// ParseShard reads "i/n" with 1 <= i <= n.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("bad shard %q: want i/n with 1 <= i <= n", s)
	}
	return Shard{i, n}, nil
}

// String writes "i/n".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// owns reports whether the shard plays pair p.
func (s Shard) owns(p int) bool { return p%s.Count == s.Index-1 }

// schedule lists the shard's games of a match of games games: pair p is
// games 2p+1 (the first engine White) and 2p+2 (colours reversed), on the
// opening of pair p. An odd total leaves the last pair with one game.
func schedule(games int, shard Shard, openings *openingSource) ([]gameJob, error) {
	var jobs []gameJob
	for p := 0; 2*p < games; p++ {
		if !shard.owns(p) {
			continue
		}
		start, err := openings.pair(p)
		if err != nil {
			return nil, fmt.Errorf("opening of pair %d: %v", p+1, err)
		}
		for g := 0; g < 2 && 2*p+g < games; g++ {
			jobs = append(jobs, gameJob{round: 2*p + g + 1, pair: p, white: g, start: start})
		}
	}
	return jobs, nil
}
