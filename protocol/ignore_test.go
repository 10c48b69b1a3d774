// Arguments a command does not take are ignored, as Scan's Hub text
// asks of engine and GUI: the line does what it would do without them,
// with one info line naming them.

package protocol

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// TestUnknownArgumentsIgnored: each line with arguments its command does
// not take leaves the session as the line without them does, and says
// what it ignored in an info line (no '=' in its message).
func TestUnknownArgumentsIgnored(t *testing.T) {
	cases := []struct{ with, without string }{
		{`pos start moves="21-17" note=x`, `pos start moves="21-17"`},
		{`pos pos=` + startHub + ` colour=white`, `pos pos=` + startHub},
		{"level depth=3 ply=4", "level depth=3"},
		{"level handicap=2", ""},
		{"set-param name=hash value=8 extra=1", "set-param name=hash value=8"},
		{"new-game x", "new-game"},
		{"hub x name=y", "hub"},
		{"ping now", "ping"},
	}
	for _, c := range cases {
		withOut, withoutOut := &lockedBuffer{}, &lockedBuffer{}
		a, b := newSession(withOut, testConfig), newSession(withoutOut, testConfig)
		for _, s := range []*session{a, b} {
			runSync(s, "init", `pos start moves="22-18"`)
		}
		withOut.lines, withoutOut.lines = nil, nil
		runSync(a, c.with)
		if c.without != "" {
			runSync(b, c.without)
		}
		sa, sb := stateOf(a), stateOf(b)
		if sa.game.Position() != sb.game.Position() || sa.game.Ply() != sb.game.Ply() {
			t.Errorf("%q: game at ply %d, want ply %d", c.with, sa.game.Ply(), sb.game.Ply())
		}
		sa.game, sb.game = nil, nil
		if sa != sb {
			t.Errorf("%q: state %+v, want %+v", c.with, sa, sb)
		}
		var notes []string
		for _, l := range withOut.lines {
			if cmd := hub.ParseLenient(l); cmd.Name == "info" && cmd.Has("message") {
				notes = append(notes, l)
			} else if cmd.Name == "error" {
				t.Errorf("%q: %s", c.with, l)
			}
		}
		if len(notes) != 1 || strings.Count(notes[0], "=") != 1 {
			t.Errorf("%q: notes %q, want one info message without '=' in it", c.with, notes)
		}
		if len(withOut.lines) != len(withoutOut.lines)+1 {
			t.Errorf("%q: %q, want %q and the note", c.with, withOut.lines, withoutOut.lines)
		}
	}
}

// TestGoWithUnknownArgumentSearches: go think mode=fast plays a move (a
// GUI waits for done), and pos with an unknown argument sets the game, so
// the move is the side to move's.
func TestGoWithUnknownArgumentSearches(t *testing.T) {
	c := open(t, movegen.Italian)
	start := movegen.StartPosition(movegen.Italian)
	first := firstMove(start)
	m, err := start.ParseMove(first)
	if err != nil {
		t.Fatal(err)
	}
	c.pos = start.Play(m)
	c.send(`pos start moves="` + first + `" note=x`)
	c.expect("info")
	c.send("level depth=3 handicap=1")
	c.expect("info")
	c.send("go think mode=fast")
	c.expect("info")
	if _, done := c.searchAnswer(); done.Name != "done" {
		t.Fatal("no done")
	}
}

// TestLevelBeforePosIsNoted: pos resets a level given before it (as Scan
// does), and says so instead of dropping it without a word.
func TestLevelBeforePosIsNoted(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	runSync(s, "level depth=3", "pos start")
	if len(out.lines) != 1 || !strings.HasPrefix(out.lines[0], "info message=") || !strings.Contains(out.lines[0], "resets the level") {
		t.Errorf("level then pos: %q", out.lines)
	}
	out.lines = nil
	runSync(s, "pos start", "level depth=3")
	if len(out.lines) != 0 {
		t.Errorf("pos then level: %q", out.lines)
	}
}
