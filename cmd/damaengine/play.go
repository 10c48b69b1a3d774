// The play command: a game against the engine in the terminal.

package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

func runPlay(e *env, args []string) error {
	const usage = "damaengine play [--variant V] [--fen FEN] [--side white|black] [--move-time S] [--hash MB]"
	fs := newFlagSet("play")
	var pf positionFlags
	pf.register(fs)
	side := fs.String("side", "white", "the side you play: white or black")
	moveTime := fs.Float64("move-time", 1, "the engine's seconds per move")
	hashMB := fs.Int("hash", 64, "transposition table size in MiB")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
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
	if *moveTime <= 0 || *hashMB < 1 {
		return usagef("--move-time and --hash must be positive")
	}
	start, err := pf.position()
	if err != nil {
		return err
	}
	g := movegen.NewGame(start)
	eng := search.New(*hashMB, 1)
	in := bufio.NewScanner(e.stdin)
	fmt.Fprintln(e.stdout, "Moves in PDN (22-18, 29x22x13x6 or 29x6); also: moves, quit.")
	for {
		p := g.Position()
		fmt.Fprint(e.stdout, p.Diagram())
		if o := g.Outcome(); o.Over() {
			fmt.Fprintf(e.stdout, "Game over: %s\n", o)
			return nil
		}
		if p.Side != human {
			r := eng.Search(search.Root{Position: p, History: g.RepetitionKeys(), Counters: g.Counters()},
				search.Limits{MoveTime: time.Duration(*moveTime * float64(time.Second))}, 1, nil)
			fmt.Fprintf(e.stdout, "damaengine plays %s (score %+.2f, depth %d)\n", p.FormatPDN(r.Move), float64(r.Score)/100, r.Depth)
			g.Play(r.Move)
			continue
		}
		m, quit, err := readHumanMove(e.stdout, in, p)
		switch {
		case quit:
			return nil
		case err != nil:
			return err
		}
		g.Play(m)
	}
}

// readHumanMove asks until it reads a legal move; quit is true at "quit"
// or the end of input.
func readHumanMove(out io.Writer, in *bufio.Scanner, p movegen.Position) (m movegen.Move, quit bool, err error) {
	for {
		fmt.Fprint(out, "your move> ")
		if !in.Scan() {
			return m, true, in.Err()
		}
		text := strings.TrimSpace(in.Text())
		switch text {
		case "":
			continue
		case "quit", "exit":
			return m, true, nil
		case "moves":
			var l movegen.MoveList
			p.Generate(&l)
			for _, x := range l.Slice() {
				fmt.Fprint(out, p.FormatPDN(x), " ")
			}
			fmt.Fprintln(out)
			continue
		}
		m, err := p.ParseMove(text)
		if err == nil {
			return m, false, nil
		}
		fmt.Fprintln(out, err)
	}
}
