// A tiny Hub engine for the match runner's tests: it plays the first legal
// move, or a scripted game, or misbehaves as its options say.
//
// Options (set-param): variant; mode = legal | illegal | garbage | nomove |
// crash | hang | slow; after = the ply from which the mode applies (legal
// moves before it); delay = milliseconds to think in slow mode; score =
// the score reported in info (side to move's view); script = moves to play
// by ply, blank-separated (the first legal move after its end); hash = an
// integer in 1..1024 (anything else is answered with an error line); fail
// = init (an error line before ready) or exit (exit at once, status 5);
// complain = a message sent as an error line before every move.
// With the argument -hub-error it sends an error line before wait.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func main() {
	e := &fake{variant: movegen.Italian, opts: map[string]string{"mode": "legal", "score": "0"}}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<16), 1<<22)
	for in.Scan() {
		cmd, args := parse(in.Text())
		switch cmd {
		case "hub":
			say("id name=fake version=1")
			say(`param name=variant value=italian type=enum values="italian international dameo"`)
			say("param name=hash value=16 type=int min=1 max=1024")
			for _, name := range []string{"mode", "after", "delay", "score", "script", "fail", "complain"} {
				say("param name=" + name + " value=" + strconv.Quote(e.opts[name]) + " type=string")
			}
			if len(os.Args) > 1 && os.Args[1] == "-hub-error" {
				say(`error message="no licence"`)
			}
			say("wait")
		case "set-param":
			if args["name"] == "variant" {
				v, err := movegen.ParseVariant(args["value"])
				if err != nil {
					say(`error message="bad variant"`)
					continue
				}
				e.variant = v
			}
			if n, err := strconv.Atoi(args["value"]); args["name"] == "hash" && (err != nil || n < 1 || n > 1024) {
				say(`error message="bad value ` + args["value"] + ` for hash: want an integer in 1..1024"`)
				continue
			}
			if args["name"] == "fail" && args["value"] == "exit" {
				fmt.Fprintln(os.Stderr, "fake engine: exiting as asked")
				os.Exit(5)
			}
			e.opts[args["name"]] = args["value"]
		case "init":
			if e.opts["fail"] == "init" {
				say(`error message="cannot load the tables"`)
			}
			say("ready")
		case "ping":
			say("pong")
		case "pos":
			e.pos, e.moves = args["pos"], strings.Fields(args["moves"])
		case "go":
			e.think()
		case "quit":
			if e.opts["mode"] != "hang" {
				return
			}
		}
	}
}

// fake is the engine's state.
type fake struct {
	variant movegen.Variant
	opts    map[string]string
	pos     string
	moves   []string
}

// think answers go think.
func (e *fake) think() {
	p, err := movegen.ParseHubPosition(e.variant, e.pos)
	if err != nil {
		fail("bad pos: %v", err)
	}
	for _, s := range e.moves {
		m, err := p.ParseMove(s)
		if err != nil {
			fail("bad move %s: %v", s, err)
		}
		p = p.Play(m)
	}
	ply := len(e.moves)
	mode := e.opts["mode"]
	if after, _ := strconv.Atoi(e.opts["after"]); ply < after {
		mode = "legal"
	}
	if e.opts["complain"] != "" {
		say(`error message="` + e.opts["complain"] + `"`)
	}
	say("info depth=1 score=" + e.opts["score"] + " nodes=1 time=0.00")
	switch mode {
	case "illegal":
		say("done move=" + p.Variant.SquareName(0) + "-" + p.Variant.SquareName(movegen.Square(p.Variant.Squares()-1)))
		return
	case "garbage":
		say("done move=hello")
		return
	case "nomove":
		say("done")
		return
	case "crash":
		fmt.Fprintln(os.Stderr, "fake engine: crashing as asked")
		os.Exit(3)
	case "hang":
		for {
			time.Sleep(time.Hour)
		}
	case "slow":
		ms, _ := strconv.Atoi(e.opts["delay"])
		time.Sleep(time.Duration(ms) * time.Millisecond)
	}
	if script := strings.Fields(e.opts["script"]); ply < len(script) {
		say("done move=" + script[ply])
		return
	}
	var l movegen.MoveList
	p.Generate(&l)
	say("done move=" + p.FormatHub(l.Moves[0]))
}

func say(s string) { fmt.Println(s) }

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "fake engine: "+format+"\n", args...)
	os.Exit(2)
}

// parse splits a Hub line: command key=value key="quoted value".
func parse(line string) (string, map[string]string) {
	args := map[string]string{}
	cmd, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
		key, after, ok := strings.Cut(rest, "=")
		if !ok || strings.ContainsAny(key, " ") {
			key, rest, _ = strings.Cut(rest, " ")
			args[key] = ""
			continue
		}
		if strings.HasPrefix(after, `"`) {
			value, tail, _ := strings.Cut(after[1:], `"`)
			args[key], rest = value, tail
		} else {
			args[key], rest, _ = strings.Cut(after, " ")
		}
	}
	return cmd, args
}
