// The games of an iteration: a match between the engine with the settings
// moved up and the same engine with them moved down.

package spsa

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/match"
)

// MatchPlayer returns a Player that plays pairs game pairs per iteration
// as base describes them (variant, time control, openings, concurrency,
// margins), between base.Engines[0] given the settings plus as options
// (named as params name them) and the same engine given minus. Iteration
// k's match has the seed base.Seed + k, so its openings are fixed by the
// run's seed. A game that ended by a fault (a crash, a forfeit, an illegal
// move) stops the run: the tuner must not learn from it.
func MatchPlayer(base match.Config, params []Param, pairs int) Player {
	return func(ctx context.Context, k int, plus, minus []int) (int, error) {
		cfg := base
		cfg.Games = 2 * pairs
		cfg.Seed = base.Seed + uint64(k)
		cfg.Engines = [2]match.EngineSpec{withSettings(base.Engines[0], "plus", params, plus),
			withSettings(base.Engines[0], "minus", params, minus)}
		report, err := match.Run(ctx, cfg)
		if err != nil {
			return 0, err
		}
		if report.Interrupted {
			return 0, context.Canceled
		}
		if faults := report.Faults(); len(faults) > 0 {
			return 0, fmt.Errorf("a game ended by a fault: %s", strings.Join(faults, "; "))
		}
		return report.Wins - report.Losses, nil
	}
}

// withSettings returns e named name with the options that set values.
func withSettings(e match.EngineSpec, name string, params []Param, values []int) match.EngineSpec {
	e.Name = name
	e.Options = append([]match.Option(nil), e.Options...)
	for i, p := range params {
		e.Options = append(e.Options, match.Option{Name: p.Name, Value: strconv.Itoa(values[i])})
	}
	return e
}
