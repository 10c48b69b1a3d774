// The analyse command: every position of a PDN game searched, and what
// each move played gave away against the engine's best.

package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
)

func runAnalyse(e *env, args []string) error {
	const usage = "damaengine analyse --pdn FILE [--variant V] [--game N] [--depth D | --nodes N | --move-time S] [--hash MB] [--egdb DIR] [--threshold MEN] [--annotate FILE|-]"
	fs := newFlagSet("analyse")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	file := fs.String("pdn", "", "the PDN file of the game (required)")
	game := fs.Int("game", 1, "the game of the file, from 1")
	depth := fs.Int("depth", 0, "search every position to this depth (default 12 when no other limit is given)")
	nodes := fs.Uint64("nodes", 0, "search every position this many nodes")
	moveTime := fs.Float64("move-time", 0, "search every position this many seconds")
	threshold := fs.Float64("threshold", 0.5, "list as mistakes the moves that gave away at least this many men")
	annotate := fs.String("annotate", "", "also write the game as annotated PDN to FILE (- for stdout, instead of the table): each move's score, the engine's move, ? for a mistake, ?? for twice the threshold")
	pf := registerPlayerFlags(fs, false, "hash", "egdb")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	for _, name := range []string{"depth", "nodes", "move-time"} {
		if f := fs.Lookup(name); f.Changed && (f.Value.String() == "0" || strings.HasPrefix(f.Value.String(), "-")) {
			return usagef("--%s must be above 0, got %s", name, f.Value.String())
		}
	}
	limits, err := analyseLimits(*depth, *nodes, *moveTime)
	if err != nil {
		return err
	}
	if *file == "" {
		return usagef("--pdn FILE is required")
	}
	if *threshold <= 0 {
		return usagef("--threshold must be above 0 men, got %g", *threshold)
	}
	set, err := pf.settings()
	if err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	g, err := readPDNGame(v, fs.Changed("variant"), *file, *game)
	if err != nil {
		return err
	}
	out, closeOut, err := annotationOutput(*annotate, e.stdout)
	if err != nil {
		return err
	}
	pl := player.New(set, e.warn)
	plies := analyseGame(pl, g.Start, g.Moves, limits)
	lost := int(*threshold*100 + 0.5)
	if *annotate != "-" {
		writeAnalysis(e.stdout, g.Start, plies, lost)
	}
	if out == nil {
		return nil
	}
	err = writeAnnotated(out, g, plies, limits, lost)
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	return err
}

// analyseLimits turns the flags into the limits of each search: one of
// depth, nodes and move time, depth 12 when none is given.
func analyseLimits(depth int, nodes uint64, moveTime float64) (search.Limits, error) {
	given := 0
	for _, set := range []bool{depth != 0, nodes != 0, moveTime != 0} {
		if set {
			given++
		}
	}
	switch {
	case given > 1:
		return search.Limits{}, usagef("give one of --depth, --nodes and --move-time")
	case depth < 0 || depth > search.MaxDepth:
		return search.Limits{}, usagef("--depth must be 1..%d, got %d", search.MaxDepth, depth)
	case moveTime < 0 || moveTime > maxMoveSeconds:
		return search.Limits{}, usagef("--move-time must be in (0, %d] seconds, got %g", maxMoveSeconds, moveTime)
	case nodes != 0:
		return search.Limits{Nodes: nodes}, nil
	case moveTime != 0:
		return search.Limits{MoveTime: seconds(moveTime)}, nil
	case depth != 0:
		return search.Limits{Depth: depth}, nil
	}
	return search.Limits{Depth: 12}, nil
}

// analysedPly is one move of the game with the search of the position
// before it (player.Review).
type analysedPly struct {
	played, best movegen.Move
	score        int // the position's score for the side to move, centi-men
	after        int // the score of the position after it, for the side to move there
	lost         int // what the move played gave away, centi-men (0: none)
}

// analyseGame reviews the game from start (player.Review), each position
// searched under limits.
func analyseGame(pl *player.Player, start movegen.Position, moves []movegen.Move, limits search.Limits) []analysedPly {
	pl.NewGame()
	positions, lost, _ := player.Review(start, moves, func(g *movegen.Game) (int, movegen.Move, error) {
		a := <-pl.Go(context.Background(), g, player.Request{Mode: player.Analyse, Limits: limits}, nil)
		return a.Score, a.Move, nil
	})
	out := make([]analysedPly, len(moves))
	for i, m := range moves {
		out[i] = analysedPly{played: m, best: positions[i].Best, score: positions[i].Score, after: positions[i+1].Score, lost: lost[i]}
	}
	return out
}

// writeAnalysis prints one line a move (number, move, the score before
// it, and where it differs the engine's move and what was lost) and the
// moves that lost at least threshold centi-men, the worst first.
func writeAnalysis(w io.Writer, start movegen.Position, plies []analysedPly, threshold int) {
	fmt.Fprintln(w, "score: of the position before the move, in men for the side that moves (the annotated PDN scores after it, for White)")
	fmt.Fprintf(w, "%-8s %-14s %9s  %-14s %s\n", "move", "played", "score", "best", "lost")
	type mistake struct {
		name, best string
		lost       int
	}
	var mistakes []mistake
	p := start
	for i, a := range plies {
		number, played, best, lost := moveNumber(start.Side, i), p.FormatPDN(a.played), "", ""
		if a.played != a.best && a.best != (movegen.Move{}) {
			best, lost = p.FormatPDN(a.best), fmt.Sprintf("%.2f", float64(a.lost)/100)
		}
		fmt.Fprintf(w, "%-8s %-14s %9s  %-14s %s\n", number, played, player.ScoreText(a.score, "win", "loss"), best, lost)
		if a.lost >= threshold {
			mistakes = append(mistakes, mistake{number + " " + played, best, a.lost})
		}
		p = p.Play(a.played)
	}
	sort.SliceStable(mistakes, func(i, j int) bool { return mistakes[i].lost > mistakes[j].lost })
	fmt.Fprintf(w, "mistakes (at least %.2f men lost): %d\n", float64(threshold)/100, len(mistakes))
	for _, m := range mistakes {
		fmt.Fprintf(w, "  %s lost %.2f (best %s)\n", m.name, float64(m.lost)/100, m.best)
	}
}

// moveNumber writes the PDN move number of ply i (from 0) of a game whose
// first move is side's: "12." for White, "12..." for Black.
func moveNumber(side movegen.Color, i int) string {
	k := i
	if side == movegen.Black {
		k++
	}
	if k%2 == 0 {
		return fmt.Sprintf("%d.", k/2+1)
	}
	return fmt.Sprintf("%d...", k/2+1)
}
