// The board command: a diagram of a position.

package main

import "fmt"

func runBoard(e *env, args []string) error {
	const usage = "damaengine board [--variant V] [--fen FEN]"
	fs := newFlagSet("board")
	var pf positionFlags
	pf.register(fs)
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	fmt.Fprint(e.stdout, p.Diagram())
	return nil
}
