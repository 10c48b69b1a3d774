// Playing the ladder.

package levels

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
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
	c := match.NewCommand()
	c.Variant = cfg.Variant.String()
	spec := func(r string, name string) string {
		return fmt.Sprintf("cmd=%s arg=hub name=%s option.ladder-rung=%s", strconv.Quote(cfg.Engine), name, r)
	}
	c.Engines = []string{spec(p.A.Name, engineName(p.A)), spec(p.B.Name, engineName(p.B))}
	c.TC = fmt.Sprintf("move-time=%g", cfg.MoveTime)
	c.Openings = open
	c.Games = p.Games
	c.Concurrency = cfg.Concurrency
	c.MaxPlies = maxPlies
	c.PDN = p.pdnPath(dir)
	c.Quiet = true
	c.Event = "damaengine levels calibrate"
	c.Given = func(flag string) bool { return flag == "games" }
	if resume {
		c.Resume = c.PDN
	}
	return c.Run(ctx, io.Discard, cfg.Progress)
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
