// The games a run plays: pairs of games on one opening with colours
// reversed, and the share of them that belongs to one shard.

package match

import (
	"fmt"

	"github.com/damaengine/damaengine/shard"
)

// schedule lists the shard's games of a match of games games: pair p is
// games 2p+1 (the first engine White) and 2p+2 (colours reversed), on the
// opening of pair p. An odd total leaves the last pair with one game.
func schedule(games int, part shard.Shard, openings *openingSource) ([]gameJob, error) {
	var jobs []gameJob
	for p := 0; 2*p < games; p++ {
		if !part.Owns(p) {
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
