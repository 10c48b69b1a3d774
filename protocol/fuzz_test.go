// Fuzz tests of the line parser and of pos with its moves.

package protocol

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

func FuzzParseLine(f *testing.F) {
	for _, s := range []string{
		"hub", "go think", `pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves="21-17 10-14"`,
		"set-param name = variant value=dameo", `error message=""`, `a b="c`, "=", "\x00", "x y=é",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := parseLine(s)
		if err != nil {
			return
		}
		// Written back, the command reads the same, unless a value holds
		// a line break, which a Hub value cannot.
		l := newLine(c.name)
		for _, a := range c.args {
			if strings.ContainsAny(a.value, "\r\n") {
				return
			}
			if a.flag {
				l.b.WriteString(" " + a.key)
			} else {
				l.pair(a.key, a.value)
			}
		}
		back, err := parseLine(l.String())
		if err != nil || back.name != c.name || len(back.args) != len(c.args) {
			t.Fatalf("%q written as %q reads %+v, %v", s, l.String(), back, err)
		}
		for i := range c.args {
			if back.args[i] != c.args[i] {
				t.Fatalf("%q written as %q: arg %d is %+v, want %+v", s, l.String(), i, back.args[i], c.args[i])
			}
		}
	})
}

func FuzzPos(f *testing.F) {
	for _, v := range movegen.Variants {
		p, moves := opening(v)
		next := p.Play(moves[0])
		names := p.FormatHub(moves[0]) + " " + next.FormatHub(moves[1])
		f.Add(uint8(v), p.HubString(), names)
		f.Add(uint8(v), p.HubString(), names+" 1-2 3-4")
		f.Add(uint8(v), "start", names)
		f.Add(uint8(v), "B"+p.HubString()[1:], "x")
	}
	f.Add(uint8(0), "Wbbb", "")
	f.Add(uint8(2), `W"`, `a1-b2"`)
	f.Fuzz(func(t *testing.T, vb uint8, pos, moves string) {
		v := movegen.Variants[int(vb)%len(movegen.Variants)]
		out := &lockedBuffer{}
		s := newSession(out, Config{HashMB: 1, Book: BookOff})
		runSync(s, "set-param name=variant value="+v.String(), `pos start moves="`+firstMove(movegen.StartPosition(v))+`"`)
		before := s.game
		out.lines = nil
		line := "pos pos=" + pos + ` moves="` + moves + `"`
		if pos == "start" {
			line = `pos start moves="` + moves + `"`
		}
		runSync(s, line)
		errs := countLines(out.lines, "error")
		if len(out.lines) != errs || errs > 1 {
			t.Fatalf("%q: output %q, want at most one error line", line, out.lines)
		}
		g := s.game
		// The game is consistent: its moves are legal from its start.
		replay := movegen.NewGame(g.Start())
		for _, m := range g.Moves() {
			if err := replay.PlayChecked(m); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
		}
		if p := g.Position(); replay.Position() != p || p.Key != p.ComputeKey() {
			t.Fatalf("%q: game position %s is not its moves' result", line, p.FEN())
		}
		tokens := strings.Fields(moves)
		switch {
		case g == before:
			if errs == 0 {
				t.Fatalf("%q: position kept without an error", line)
			}
		case errs == 0 && len(g.Moves()) != len(tokens):
			t.Fatalf("%q: %d moves played of %d, no error", line, len(g.Moves()), len(tokens))
		case errs == 1 && len(g.Moves()) >= len(tokens):
			t.Fatalf("%q: error, yet all %d moves played", line, len(tokens))
		}
		if g != before && pos != "start" {
			want, err := movegen.ParseHubPosition(v, pos)
			if err != nil || want != g.Start() {
				start := g.Start()
				t.Fatalf("%q: game starts at %s", line, start.HubString())
			}
		}
	})
}
