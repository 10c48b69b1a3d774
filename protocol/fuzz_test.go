// Fuzz tests of pos with its moves.

package protocol

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

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
		s := newSession(out, withSettings(1, 1, false, ""))
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
