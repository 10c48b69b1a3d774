// A tiny engine of the first Hub protocol (Scan 2.0's) for the match
// runner's tests: International only, the first legal move. It holds the
// runner to that protocol: a command of today's Hub, a go without a
// depth or time set since the last pos, a bad position or an illegal move
// is answered with an error line, as the runner must never cause.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

func main() {
	var (
		pos       movegen.Position
		limited   bool // depth, time or level given since the last pos
		pondering bool
	)
	pos = movegen.StartPosition(movegen.International)
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<16), 1<<22)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "hub":
			say("name hub1-fake")
			say("author nobody")
			say("wait")
		case "init":
			say("ready")
		case "new", "set":
		case "ping":
			say("pong")
		case "quit":
			return
		case "pos":
			if len(f) != 2 || len(f[1]) != 51 || (f[1][0] != 'w' && f[1][0] != 'b') {
				say("error bad position")
				continue
			}
			p, err := movegen.ParseHubPosition(movegen.International, strings.ToUpper(f[1][:1])+f[1][1:])
			if err != nil {
				say("error bad position")
				continue
			}
			pos, limited = p, false
		case "move":
			m, err := pos.ParseMove(strings.Join(f[1:], ""))
			if len(f) != 2 || err != nil {
				say("error illegal move")
				continue
			}
			pos = pos.Play(m)
		case "depth", "time", "level":
			limited = true
		case "go", "ponder":
			if !limited {
				say("error no depth or time since pos")
				continue
			}
			if f[0] == "ponder" {
				pondering = true
				continue
			}
			play(pos)
		case "ponder-hit", "stop":
			if pondering {
				pondering = false
				play(pos)
			}
		default:
			say("error unknown command " + f[0])
		}
	}
}

// play answers with the first legal move and, after it, the first reply.
func play(p movegen.Position) {
	var moves, replies movegen.MoveList
	p.Generate(&moves)
	if len(moves.Moves) == 0 {
		say("error no move")
		return
	}
	m := moves.Moves[0]
	say("info 1 1.0 25 100 0.01 0.0 " + p.FormatHub(m))
	line := "move " + p.FormatHub(m)
	next := p.Play(m)
	if next.Generate(&replies); len(replies.Moves) > 0 {
		line += " " + next.FormatHub(replies.Moves[0])
	}
	say(line)
}

func say(s string) { fmt.Println(s) }
