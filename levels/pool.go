// The pool: every level against players outside the ladder.

package levels

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// A pool pairing plays poolFirst games first; when the level then scores
// at most poolDecided of the points or at least 1 - poolDecided of them,
// the pairing ends there: the two are too far apart for more games to
// tell much.
const (
	poolFirst   = 20
	poolDecided = 0.05
)

// PoolPairing is a level's rung against a player of the pool.
type PoolPairing struct {
	Rung     player.Rung
	Opponent match.EngineSpec
	Games    int
}

// poolSubdir holds the pool's games in a variant's directory, apart from
// the ladder's.
const poolSubdir = "pool"

// poolLadderReferences are the ladder's references that play in the pool
// too: the Material player, which holds the scale's zero, and the Random
// player, which gives the weakest levels an opponent within their reach.
var poolLadderReferences = []string{player.AnchorRung, "random"}

// PoolOpponents returns the players of the pool: the Material and Random
// players (poolLadderReferences), the references of other designs
// (player.Pool), played by engine, and the outside engines the caller
// names. An outside engine's name must be given and must not be taken
// for a rung's.
func PoolOpponents(engine string, outside []match.EngineSpec) ([]match.EngineSpec, error) {
	var out []match.EngineSpec
	var refs []player.Rung
	for _, name := range poolLadderReferences {
		refs = append(refs, mustRung(name))
	}
	for _, r := range append(refs, player.Pool...) {
		out = append(out, rungSpec(engine, r))
	}
	seen := map[string]bool{}
	for _, o := range outside {
		switch {
		case o.Name == "":
			return nil, fmt.Errorf("an outside engine needs a name (name=...)")
		case strings.HasPrefix(o.Name, rungPrefix):
			return nil, fmt.Errorf("outside engine %q: names starting %q are the ladder's", o.Name, rungPrefix)
		case seen[o.Name]:
			return nil, fmt.Errorf("two outside engines named %q", o.Name)
		case strings.ContainsAny(o.Name, `/\ `):
			return nil, fmt.Errorf("outside engine %q: a name without slashes or blanks, please (it names a file)", o.Name)
		}
		seen[o.Name] = true
		out = append(out, o)
	}
	return out, nil
}

// PoolPairings returns every level's rung (the ladder's rungs that are
// not references) against every opponent, games games each, the
// strongest rung first: a weaker rung need not meet an opponent that a
// stronger one has already lost to (PoolPairing.foregone).
func PoolPairings(opponents []match.EngineSpec, games int) []PoolPairing {
	var out []PoolPairing
	for _, r := range slices.Backward(player.Ladder) {
		if r.Reference {
			continue
		}
		for _, o := range opponents {
			out = append(out, PoolPairing{Rung: r, Opponent: o, Games: games})
		}
	}
	return out
}

// opponentName is the opponent's name, a reference's without the
// prefix of the rungs' names in the games.
func (p PoolPairing) opponentName() string { return strings.TrimPrefix(p.Opponent.Name, rungPrefix) }

// pdnPath is the file of a pool pairing's games in a variant's
// directory.
func (p PoolPairing) pdnPath(dir string) string {
	return filepath.Join(dir, poolSubdir, fmt.Sprintf("%s-vs-%s.pdn", p.Rung.Name, p.opponentName()))
}

// toPlay returns how many more games pool pairing p plays after the
// games it has (their points for its rung, in half points): none once
// it has its games, or once its first poolFirst games are decided.
func (p PoolPairing) toPlay(played, halfPoints int) int {
	if played >= p.Games {
		return 0
	}
	if played >= poolFirst {
		share := float64(halfPoints) / float64(2*played)
		if share <= poolDecided || share >= 1-poolDecided {
			return 0
		}
		return p.Games - played
	}
	return min(poolFirst, p.Games) - played
}

// foregone reports whether pool pairing p, not begun, need not be played:
// the nearest stronger rung that has played its first games against the
// same opponent (among all, the pool's pairings; dir is the variant's
// directory) scored poolDecided of the points or less there, so that p's
// rung, weaker, would lose as clearly and its games would tell as little.
func (p PoolPairing) foregone(dir string, v movegen.Variant, all []PoolPairing) (bool, error) {
	var stronger []PoolPairing
	for _, q := range all {
		if q.Opponent.Name == p.Opponent.Name && rank(q.Rung) > rank(p.Rung) {
			stronger = append(stronger, q)
		}
	}
	slices.SortFunc(stronger, func(a, b PoolPairing) int { return rank(a.Rung) - rank(b.Rung) })
	for _, q := range stronger {
		played, halfPoints, err := kept(q.pdnPath(dir), v, engineName(q.Rung))
		if err != nil {
			return false, err
		}
		if played >= poolFirst {
			return float64(halfPoints) <= poolDecided*float64(2*played), nil
		}
	}
	return false, nil
}

// FitPool fits the ratings of every player of the pool's games of
// variant v under dir: the levels' rungs, the references and the outside
// engines, the Material player held at its rating (the scale's zero, as
// in the ladder) and every other fitted. It returns the rungs and
// references (named as rungs) and the outside engines apart.
func FitPool(dir string, v movegen.Variant) (rungs, outside []player.Rated, err error) {
	var names []string
	for _, list := range [][]player.Rung{player.Ladder, player.Pool} {
		for _, r := range list {
			names = append(names, engineName(r))
		}
	}
	anchors := map[string]float64{}
	for name, elo := range player.PoolAnchors(v) {
		if r, ok := player.RungNamed(name); ok {
			name = engineName(r)
		}
		anchors[name] = elo
	}
	fitted, err := fitFiles(filepath.Join(dir, v.String(), poolSubdir, "*.pdn"), v, names, true, anchors)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range fitted {
		if !strings.HasPrefix(r.Rung, rungPrefix) {
			outside = append(outside, r)
		}
	}
	return asRungs(fitted), outside, nil
}
