// Self-play games that produce labelled positions for tuning.

package tune

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand"
	"sync"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// GenConfig describes a data-generation run.
type GenConfig struct {
	Variant     movegen.Variant
	Games       int
	Nodes       uint64             // search nodes per move
	Openings    []movegen.Position // start positions, used in turn; empty: the start
	RandomPlies int                // random plies played after the opening, for variety
	Workers     int                // games played at once
	Seed        int64
	MaxPlies    int // a game this long is a draw
	// Shard and Shards: play only games Shard-1, Shard-1+Shards, ... of
	// the Games (Shard counts from 1; Shards 0 means 1/1). A game's seed
	// and opening depend only on Seed and its number, so the shards
	// together play exactly the games of the unsharded run.
	Shard, Shards int
	// Done lists games already played (when resuming): they are skipped.
	Done map[int]bool
}

// todo returns the numbers of the games of cfg's shard not yet done.
func (cfg GenConfig) todo() []int {
	first, step := 0, 1
	if cfg.Shards > 0 {
		first, step = cfg.Shard-1, cfg.Shards
	}
	var out []int
	for g := first; g < cfg.Games; g += step {
		if !cfg.Done[g] {
			out = append(out, g)
		}
	}
	return out
}

// GenStats counts what a run produced.
type GenStats struct {
	Games, Positions     int
	WhiteWins, BlackWins int
	Draws, Adjudicated   int
}

// Adjudication: a game is over when the mover's search score stays beyond
// this many centi-men for adjudicatePlies plies in a row.
const (
	adjudicateScore = 600
	adjudicatePlies = 6
)

// defaultMaxPlies is GenConfig.MaxPlies when it is not set.
const defaultMaxPlies = 300

// Generate plays the games of cfg's shard that are not done and writes, per
// game, one line per quiet position (the result from White's side, 1, 0.5
// or 0, the FEN, and the score of the search there from White's side) and
// then the game's record line (see GameRecord), all in one Write; when out
// has a Sync method (an *os.File) it is called after every game, so that a
// killed run loses only the games under way. When ctx is cancelled the
// games under way are dropped (each within a move) and Generate returns
// ctx's error; the games written stay whole. The stats count the games
// played by this call.
func Generate(ctx context.Context, cfg GenConfig, out io.Writer, progress func(GenStats)) (GenStats, error) {
	if cfg.Games <= 0 || cfg.Nodes == 0 {
		return GenStats{}, fmt.Errorf("need games > 0 and nodes > 0")
	}
	if cfg.Shards < 0 || (cfg.Shards > 0 && (cfg.Shard < 1 || cfg.Shard > cfg.Shards)) {
		return GenStats{}, fmt.Errorf("shard %d/%d: want 1..n of n", cfg.Shard, cfg.Shards)
	}
	if cfg.MaxPlies <= 0 {
		cfg.MaxPlies = defaultMaxPlies
	}
	return runGames(ctx, cfg.Workers, cfg.todo(), out, progress, func(e *search.Engine, game int) ([]byte, GameRecord, bool, error) {
		rng := rand.New(rand.NewSource(cfg.Seed + int64(game)*7919))
		positions, result, adjudicated, ok := playGame(ctx, e, cfg, game, rng)
		var block bytes.Buffer
		for _, pos := range positions {
			fmt.Fprintf(&block, "%s %s\n", resultText(result), pos)
		}
		rec := GameRecord{Game: game, Result: result, Positions: len(positions), Adjudicated: adjudicated}
		block.WriteString(rec.String() + "\n")
		return block.Bytes(), rec, ok, nil
	})
}

// gameJob makes, with engine e, the lines of game number game (its record
// line last) and its record; ok is false when the job was cancelled
// before the game was done.
type gameJob func(e *search.Engine, game int) (block []byte, rec GameRecord, ok bool, err error)

// runGames runs job on the games, workers of them at once (each worker
// with an engine of its own), and writes each game's block to out in one
// Write as it is done; when out has a Sync method (an *os.File) it is
// called after every game, so that a killed run loses only the games
// under way. A cancelled job's game is dropped; no game starts once ctx is
// cancelled, and then ctx's error is returned. The stats count the games
// written.
func runGames(ctx context.Context, workers int, games []int, out io.Writer, progress func(GenStats), job gameJob) (GenStats, error) {
	syncer, _ := out.(interface{ Sync() error })
	var (
		mu    sync.Mutex
		stats GenStats
		werr  error
		next  int
		wg    sync.WaitGroup
	)
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := search.New(8, 1)
			for {
				mu.Lock()
				if next >= len(games) || werr != nil || ctx.Err() != nil {
					mu.Unlock()
					return
				}
				game := games[next]
				next++
				mu.Unlock()
				block, rec, ok, err := job(e, game)
				if !ok {
					return
				}
				mu.Lock()
				if werr == nil {
					werr = err
				}
				if werr == nil {
					_, werr = out.Write(block)
				}
				if werr == nil && syncer != nil {
					werr = syncer.Sync()
				}
				stats.add(rec)
				if progress != nil {
					progress(stats)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if werr == nil {
		werr = ctx.Err()
	}
	return stats, werr
}

// add counts one game.
func (s *GenStats) add(rec GameRecord) {
	s.Games++
	s.Positions += rec.Positions
	switch rec.Result {
	case 1:
		s.WhiteWins++
	case 0:
		s.BlackWins++
	default:
		s.Draws++
	}
	if rec.Adjudicated {
		s.Adjudicated++
	}
}

func resultText(r float64) string {
	switch r {
	case 1:
		return "1"
	case 0:
		return "0"
	}
	return "0.5"
}

// playGame plays one game and returns its quiet positions, each as its FEN
// and the search score of the move played there from White's side, the
// result from White's side, whether it was adjudicated, and false when
// ctx was cancelled before the game ended.
func playGame(ctx context.Context, e *search.Engine, cfg GenConfig, game int, rng *rand.Rand) (positions []string, result float64, adjudicated, ok bool) {
	start := movegen.StartPosition(cfg.Variant)
	if len(cfg.Openings) > 0 {
		start = cfg.Openings[game%len(cfg.Openings)]
	}
	g := movegen.NewGame(start)
	var l movegen.MoveList
	for i := 0; i < cfg.RandomPlies; i++ {
		p := g.Position()
		p.Generate(&l)
		if l.N == 0 {
			break
		}
		g.Play(l.Moves[rng.Intn(l.N)])
	}
	e.NewGame()
	streak, leader := 0, movegen.White
	for g.Ply() < cfg.MaxPlies {
		if o := g.Outcome(); o.Over() {
			return positions, outcomeScore(o), false, true
		}
		if ctx.Err() != nil {
			return nil, 0, false, false
		}
		p := g.Position()
		r := e.Search(search.RootOf(g),
			search.Limits{Nodes: cfg.Nodes}, 1, nil)
		if !p.HasCapture() {
			white := r.Score
			if p.Side == movegen.Black {
				white = -white
			}
			positions = append(positions, fmt.Sprintf("%s %d", p.FEN(), white))
		}
		switch {
		case r.Score >= adjudicateScore && (streak == 0 || leader == p.Side):
			streak, leader = streak+1, p.Side
		case r.Score <= -adjudicateScore && (streak == 0 || leader == p.Side.Other()):
			streak, leader = streak+1, p.Side.Other()
		default:
			streak = 0
		}
		if streak >= adjudicatePlies {
			if leader == movegen.White {
				return positions, 1, true, true
			}
			return positions, 0, true, true
		}
		g.Play(r.Move)
	}
	return positions, 0.5, true, true
}

func outcomeScore(o movegen.Outcome) float64 { return resultScore(o.Result) }

// resultScore is a result from White's side: 1, 0 or 0.5 (a draw, or no
// result).
func resultScore(r movegen.Result) float64 {
	switch r {
	case movegen.WhiteWins:
		return 1
	case movegen.BlackWins:
		return 0
	}
	return 0.5
}
