// The board command: a diagram of a position, or its picture as SVG or
// PNG (package web/render), from a FEN or a PDN game.

package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/web/render"
	"github.com/damaengine/damaengine/words"
)

func runBoard(e *env, args []string) error {
	const usage = "damaengine board [--variant V] [--fen FEN | --pdn FILE [--game N] [--ply K]] [--svg FILE] [--png FILE] [--flip]"
	fs := newFlagSet("board")
	var pf positionFlags
	pf.register(fs)
	pdnFile := fs.String("pdn", "", "draw a position of the games in FILE")
	game := fs.Int("game", 1, "with --pdn: the game, from 1")
	ply := fs.Int("ply", 0, "with --pdn: the position after K plies (default the final position)")
	svgFile := fs.String("svg", "", "write the board as SVG to FILE")
	pngFile := fs.String("png", "", "write the board as PNG to FILE")
	flip := fs.Bool("flip", false, "draw the pictures from Black's side")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	switch {
	case fs.Changed("ply") && *pdnFile == "", fs.Changed("game") && *pdnFile == "":
		return usagef("--game and --ply go with --pdn")
	case fs.Changed("ply") && *ply < 0:
		return usagef("--ply must be 0 or more, got %d", *ply)
	case !fs.Changed("ply"):
		*ply = -1
	}
	p, last, err := boardPosition(&pf, *pdnFile, *game, *ply)
	if err != nil {
		return err
	}
	if *svgFile == "" && *pngFile == "" {
		fmt.Fprint(e.stdout, p.Diagram())
		return nil
	}
	opts := render.Options{Flip: *flip, Last: last}
	if *svgFile != "" {
		if err := writeOutput(*svgFile, []byte(render.SVG(&p, opts)+"\n")); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "wrote %s (%s)\n", *svgFile, p.FEN())
	}
	if *pngFile != "" {
		var b bytes.Buffer
		if err := render.PNG(&b, &p, opts); err != nil {
			return err
		}
		if err := writeOutput(*pngFile, b.Bytes()); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "wrote %s (%s)\n", *pngFile, p.FEN())
	}
	return nil
}

// boardPosition returns the position the flags name and, from a PDN
// game, the squares of the move that led to it.
func boardPosition(pf *positionFlags, file string, game, ply int) (movegen.Position, []movegen.Square, error) {
	if file == "" {
		p, err := pf.position()
		return p, nil, err
	}
	if strings.TrimSpace(pf.fen) != "" {
		return movegen.Position{}, nil, usagef("--fen and --pdn exclude each other")
	}
	v, err := movegen.ParseVariant(pf.variant)
	if err != nil {
		return movegen.Position{}, nil, usageError{err}
	}
	g, err := readPDNGame(v, pf.variantNamed(), file, game)
	if err != nil {
		return movegen.Position{}, nil, err
	}
	if ply < 0 {
		ply = len(g.Moves)
	}
	if ply > len(g.Moves) {
		return movegen.Position{}, nil, usagef("--ply %d: game %d has %d plies", ply, game, len(g.Moves))
	}
	p := g.Start
	var last []movegen.Square
	for _, m := range g.Moves[:ply] {
		last = p.Path(m)
		p = p.Play(m)
	}
	return p, last, nil
}

// readPDNGame reads game number game (from 1) of the PDN file in variant
// v or, when the user named none (named false), in the variant of the
// file's GameType tag if it has one;
// v; a file that cannot be read is bad input.
func readPDNGame(v movegen.Variant, named bool, file string, game int) (*pdn.Record, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return nil, usageError{err}
	}
	v = pdnFileVariant(v, named, text)
	games, err := pdn.Read(bytes.NewReader(text), v)
	if err != nil {
		return nil, usagef("%s: %v", file, err)
	}
	if game < 1 || game > len(games) {
		return nil, usagef("--game %d: %s has %s", game, file, words.Count(len(games), "game", "games"))
	}
	return &games[game-1], nil
}

// pdnFileVariant is v when the user named it, else the variant of the PDN
// text's GameType tag, or v when it has none.
func pdnFileVariant(v movegen.Variant, named bool, text []byte) movegen.Variant {
	if w, ok := pdn.VariantOf(string(text)); ok && !named {
		return w
	}
	return v
}
