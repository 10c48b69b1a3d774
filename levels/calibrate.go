// Playing the ladder.

package levels

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/shard"
)

// Config is a calibration of one variant.
type Config struct {
	Variant movegen.Variant
	// Engine is the damaengine program the rungs are played by (its hub
	// command), Dir the directory the games are kept in (one subdirectory
	// per variant).
	Engine, Dir string
	// Near and Far are the games of each pairing one and two rungs apart.
	Near, Far int
	// MoveTime bounds each move in seconds; the rungs' node budgets end
	// their searches long before.
	MoveTime    float64
	Concurrency int
	Shard       shard.Shard
	// UpTo, when not empty, names the highest rung played: the pairings
	// above it are left for a later run.
	UpTo string
	// Pool is the games of each level's pairing with each player of the
	// pool (PoolOpponents: the Material player, the references of other
	// designs and the Outside engines); 0 plays no pool.
	Pool    int
	Outside []match.EngineSpec
	// Progress receives a line as each pairing starts.
	Progress io.Writer
}

// Calibrate plays the pairings of cfg's shard that are not finished in
// cfg.Dir; a pairing cut short goes on from the games it kept.
func Calibrate(ctx context.Context, cfg Config) error {
	pairings := Pairings(cfg.Near, cfg.Far)
	if cfg.UpTo != "" {
		var err error
		if pairings, err = upTo(pairings, cfg.UpTo); err != nil {
			return err // before anything is written
		}
	}
	dir := filepath.Join(cfg.Dir, cfg.Variant.String())
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	open, err := writeOpenings(dir, cfg.Variant)
	if err != nil {
		return err
	}
	for _, p := range ofShard(pairings, cfg.Shard) {
		done, _, err := kept(p.pdnPath(dir), cfg.Variant, engineName(p.A))
		if err != nil {
			return err
		}
		if done >= p.Games {
			continue
		}
		fmt.Fprintf(cfg.Progress, "%s: rung %s against rung %s, %d of %d games to play\n",
			cfg.Variant, p.A.Name, p.B.Name, p.Games-done, p.Games)
		a, b := rungSpec(cfg.Engine, p.A), rungSpec(cfg.Engine, p.B)
		if err := play(ctx, cfg, a, b, p.Games, p.pdnPath(dir), open, done > 0); err != nil {
			return fmt.Errorf("rung %s against rung %s: %w", p.A.Name, p.B.Name, err)
		}
	}
	if cfg.Pool > 0 {
		return calibratePool(ctx, cfg, dir, open)
	}
	return nil
}

// calibratePool plays the pool pairings of cfg's shard that are not
// finished in dir (PoolPairing.toPlay) and not foregone (a stronger rung
// has lost to the same opponent: PoolPairing.foregone).
func calibratePool(ctx context.Context, cfg Config, dir, open string) error {
	opponents, err := PoolOpponents(cfg.Engine, cfg.Outside)
	if err != nil {
		return err
	}
	pairings := PoolPairings(opponents, cfg.Pool)
	if cfg.UpTo != "" {
		top := rank(mustRung(cfg.UpTo))
		pairings = slices.DeleteFunc(pairings, func(p PoolPairing) bool { return rank(p.Rung) > top })
	}
	if err := os.MkdirAll(filepath.Join(dir, poolSubdir), 0o755); err != nil {
		return err
	}
	for _, p := range ofShard(pairings, cfg.Shard) {
		for {
			done, halfPoints, err := kept(p.pdnPath(dir), cfg.Variant, engineName(p.Rung))
			if err != nil {
				return err
			}
			more := p.toPlay(done, halfPoints)
			if more == 0 {
				break
			}
			if done == 0 {
				skip, err := p.foregone(dir, cfg.Variant, pairings)
				if err != nil {
					return err
				}
				if skip {
					fmt.Fprintf(cfg.Progress, "%s: rung %s against %s left out: a stronger rung lost to it by %.0f%% or more\n",
						cfg.Variant, p.Rung.Name, p.opponentName(), 100*(1-poolDecided))
					break
				}
			}
			fmt.Fprintf(cfg.Progress, "%s: rung %s against %s, %d games to play (%d kept)\n",
				cfg.Variant, p.Rung.Name, p.opponentName(), more, done)
			if err := play(ctx, cfg, rungSpec(cfg.Engine, p.Rung), p.Opponent, done+more, p.pdnPath(dir), open, done > 0); err != nil {
				return fmt.Errorf("rung %s against %s: %w", p.Rung.Name, p.opponentName(), err)
			}
		}
	}
	return nil
}

// rungSpec is the engine that plays rung r: engine's hub with the option
// ladder-rung.
func rungSpec(engine string, r player.Rung) match.EngineSpec {
	return match.EngineSpec{Name: engineName(r), Cmd: engine, Args: []string{"hub"},
		Options: []match.Option{{Name: "ladder-rung", Value: r.Name}}}
}

// play runs a match of games games between a and b into the PDN file
// pdn, resuming from the games it has when resume is set.
func play(ctx context.Context, cfg Config, a, b match.EngineSpec, games int, pdn, open string, resume bool) error {
	positions, err := readOpenings(open, cfg.Variant)
	if err != nil {
		return err
	}
	mc := match.Config{Variant: cfg.Variant, Engines: [2]match.EngineSpec{a, b},
		TC:       match.TimeControl{MoveTime: time.Duration(cfg.MoveTime * float64(time.Second))},
		Openings: positions, OpeningsName: open, Games: games, Concurrency: cfg.Concurrency, MaxPlies: maxPlies,
		Seed: 1, TimeMargin: 100 * time.Millisecond, Timeout: time.Minute, StartTimeout: time.Minute,
		Quiet: true, Event: "damaengine levels calibrate", Site: "?"}
	out := match.Outputs{PDN: pdn}
	if resume {
		out.Resume = out.PDN
	}
	return match.Play(ctx, mc, out, io.Discard, cfg.Progress)
}

// readOpenings reads the opening file path of variant v.
func readOpenings(path string, v movegen.Variant) ([]movegen.Position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return openings.Load(f, path, v)
}

// maxPlies ends a game that neither rung can finish as a draw: the
// weakest rungs shuffle kings for ever.
const maxPlies = 600

// kept returns the games kept in the PDN file path (none when there is
// no file) and the half points the player called name scored in them.
func kept(path string, v movegen.Variant, name string) (games, halfPoints int, err error) {
	if _, err := os.Stat(path); os.IsNotExist(err) {
		return 0, 0, nil
	}
	res, err := match.ReadResume(path, v)
	if err != nil {
		return 0, 0, err
	}
	for _, g := range res.Games {
		r, err := gameResult(g, map[string]int{g.White: 0, g.Black: 1})
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %v", path, err)
		}
		w := 2*r.Wins + r.Draws
		if g.Black == name {
			w = 2 - w
		}
		halfPoints += w
	}
	return len(res.Games), halfPoints, nil
}

// writeOpenings writes the variant's shipped openings into dir (the
// first shipped file, the same every run) and returns its path.
func writeOpenings(dir string, v movegen.Variant) (string, error) {
	names, err := openings.Files(openings.Shipped(), v)
	if err != nil || len(names) == 0 {
		return "", fmt.Errorf("no shipped openings for %s", v)
	}
	data, err := fs.ReadFile(openings.Shipped(), names[0])
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, names[0])
	return path, os.WriteFile(path, data, 0o644)
}
