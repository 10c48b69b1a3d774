// The pairings of a calibration and where their games are kept.

package levels

import (
	"fmt"
	"path/filepath"
	"slices"

	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/shard"
)

// Pairing is two rungs of the ladder and the games they play.
type Pairing struct {
	A, B  player.Rung
	Games int
}

// Pairings returns the pairings of a calibration: every rung against the
// next rung up (near games) and the one after it (far games).
func Pairings(near, far int) []Pairing {
	var out []Pairing
	for i, a := range player.Ladder {
		for d, games := range []int{near, far} {
			if j := i + d + 1; j < len(player.Ladder) && games > 0 {
				out = append(out, Pairing{A: a, B: player.Ladder[j], Games: games})
			}
		}
	}
	return out
}

// ofShard returns the pairings of shard s: the i-th, (i+n)-th, ...
func ofShard[P any](ps []P, s shard.Shard) []P {
	var out []P
	for i, p := range ps {
		if i%s.Count == s.Index-1 {
			out = append(out, p)
		}
	}
	return out
}

// rungPrefix starts the name a rung plays under in the games.
const rungPrefix = "rung-"

// engineName is the name a rung plays under in the games.
func engineName(r player.Rung) string { return rungPrefix + r.Name }

// pdnPath is the file of a pairing's games in dir.
func (p Pairing) pdnPath(dir string) string {
	return filepath.Join(dir, fmt.Sprintf("%s-vs-%s.pdn", p.A.Name, p.B.Name))
}

// upTo returns the pairings of ps whose rungs are both at most the rung
// called top in the ladder's order.
func upTo(ps []Pairing, top string) ([]Pairing, error) {
	r, ok := player.RungNamed(top)
	if !ok {
		return nil, fmt.Errorf("no rung %q in the ladder", top)
	}
	at := rank(r)
	var out []Pairing
	for _, p := range ps {
		if rank(p.A) <= at && rank(p.B) <= at {
			out = append(out, p)
		}
	}
	return out, nil
}

// rank is the rung's place in the ladder.
func rank(r player.Rung) int {
	return slices.IndexFunc(player.Ladder, func(l player.Rung) bool { return l.Name == r.Name })
}
