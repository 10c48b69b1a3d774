// Playing the ladder.

package levels

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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
	UpTo     string
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
		done, err := finished(p, dir, cfg.Variant)
		if err != nil {
			return err
		}
		if done >= p.Games {
			continue
		}
		fmt.Fprintf(cfg.Progress, "%s: rung %s against rung %s, %d of %d games to play\n",
			cfg.Variant, p.A.Name, p.B.Name, p.Games-done, p.Games)
		if err := play(ctx, cfg, p, dir, open, done > 0); err != nil {
			return fmt.Errorf("rung %s against rung %s: %w", p.A.Name, p.B.Name, err)
		}
	}
	return nil
}

// play runs the match of pairing p, resuming from its PDN when it has
// games.
func play(ctx context.Context, cfg Config, p Pairing, dir, open string, resume bool) error {
	spec := func(r player.Rung) match.EngineSpec {
		return match.EngineSpec{Name: engineName(r), Cmd: cfg.Engine, Args: []string{"hub"},
			Options: []match.Option{{Name: "ladder-rung", Value: r.Name}}}
	}
	positions, err := readOpenings(open, cfg.Variant)
	if err != nil {
		return err
	}
	mc := match.Config{Variant: cfg.Variant, Engines: [2]match.EngineSpec{spec(p.A), spec(p.B)},
		TC:       match.TimeControl{MoveTime: time.Duration(cfg.MoveTime * float64(time.Second))},
		Openings: positions, OpeningsName: open, Games: p.Games, Concurrency: cfg.Concurrency, MaxPlies: maxPlies,
		Seed: 1, TimeMargin: 100 * time.Millisecond, Timeout: time.Minute, StartTimeout: time.Minute,
		Quiet: true, Event: "damaengine levels calibrate", Site: "?"}
	out := match.Outputs{PDN: p.pdnPath(dir)}
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

// finished returns the games of pairing p already kept in dir.
func finished(p Pairing, dir string, v movegen.Variant) (int, error) {
	if _, err := os.Stat(p.pdnPath(dir)); os.IsNotExist(err) {
		return 0, nil
	}
	res, err := match.ReadResume(p.pdnPath(dir), v)
	if err != nil {
		return 0, err
	}
	return len(res.Games), nil
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
