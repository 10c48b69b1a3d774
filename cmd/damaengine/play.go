// The play command: a game against the engine in the terminal.

package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
)

func runPlay(e *env, args []string) error {
	const usage = "damaengine play [--variant V] [--fen FEN] [--side white|black] [--elo N] [--move-time S] [--hash MB] [--egdb DIR] [--book FILE]"
	fs := newFlagSet("play")
	var posf positionFlags
	posf.register(fs)
	side := fs.String("side", "white", "the side you play: white or black")
	moveTime := fs.Float64("move-time", 1, "the engine's seconds per move (also the level command)")
	elo := fs.Int("elo", 0, "the engine's strength in Elo (damaengine levels lists them; 0: full strength)")
	pf := registerPlayerFlags(fs, false, "hash", "egdb", "book", "book-variety")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	set, err := pf.settings()
	if err != nil {
		return err
	}
	var human movegen.Color
	switch strings.ToLower(*side) {
	case "white", "w":
		human = movegen.White
	case "black", "b":
		human = movegen.Black
	default:
		return usagef("--side must be white or black, got %q", *side)
	}
	if *moveTime <= 0 || *moveTime > maxLevelSeconds {
		return usagef("--move-time must be in (0, %d] seconds, got %g", maxLevelSeconds, *moveTime)
	}
	start, err := posf.position()
	if err != nil {
		return err
	}
	s := &playSession{
		out: e.stdout, start: start, human: human, game: movegen.NewGame(start),
		limits: search.Limits{MoveTime: seconds(*moveTime)},
	}
	level := player.Level{}
	if *elo != 0 {
		if level, err = player.LevelFor(start.Variant, *elo); err != nil {
			return usageError{fmt.Errorf("--elo: %v", err)}
		}
	}
	pl := player.New(set, e.warn)
	pl.SetLevel(level)
	pl.Prepare(start.Variant)
	s.pl = pl
	if *elo != 0 {
		fmt.Fprintf(e.stdout, "The engine plays at %d Elo (%s).\n", *elo, describe(level))
	}
	return s.run(bufio.NewScanner(e.stdin))
}

// playSession is a game in the terminal: the game so far, the player's
// side and the engine's level.
type playSession struct {
	out     io.Writer
	start   movegen.Position // where new starts again
	human   movegen.Color
	game    *movegen.Game
	limits  search.Limits
	flipped bool // the diagram is drawn with Black at the bottom
	pl      *player.Player
}

// run plays until the game ends, the player quits or the input ends.
func (s *playSession) run(in *bufio.Scanner) error {
	fmt.Fprintln(s.out, "Moves in PDN (22-18, 29x22x13x6 or 29x6); help lists the commands.")
	for {
		p := s.game.Position()
		fmt.Fprint(s.out, s.diagram(&p))
		if o := s.game.Outcome(); o.Over() {
			fmt.Fprintf(s.out, "Game over: %s\n", o)
			return s.writePDN(s.out)
		}
		if p.Side != s.human {
			a := s.pl.Decide(s.game, s.limits, nil)
			how := fmt.Sprintf("score %s, depth %d", player.HubScore(a.Score), a.Depth)
			switch a.Source {
			case player.FromBook:
				how = "book, score " + player.HubScore(a.Score)
			case player.Forced:
				how = "the only legal move"
			}
			fmt.Fprintf(s.out, "damaengine plays %s (%s)\n", p.FormatPDN(a.Move), how)
			s.game.Play(a.Move)
			continue
		}
		if quit, err := s.humanTurn(in); quit || err != nil {
			return err
		}
	}
}

// humanTurn reads the player's lines until one plays a move or changes
// what the board shows; quit is true at quit or the end of input.
func (s *playSession) humanTurn(in *bufio.Scanner) (quit bool, err error) {
	for {
		fmt.Fprint(s.out, "your move> ")
		if !in.Scan() {
			return true, in.Err()
		}
		switch s.do(strings.TrimSpace(in.Text())) {
		case quitGame:
			return true, nil
		case redraw:
			return false, nil
		}
	}
}

// seconds converts seconds to a duration.
func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
