package protocol

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// TestTuneOptions: a tune-* option reaches the engine, whether it is set
// before the engine exists (init) or after, and is listed by hub.
func TestTuneOptions(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	runSync(s, "set-param name=tune-lmr-two-plies value=3", "init")
	want := player.DefaultSettings().Params
	want.LMRTwoPlies = 3
	if got := s.pl.Settings().Params; got != want {
		t.Fatalf("set before init: engine settings %+v, want %+v", got, want)
	}
	runSync(s, "set-param name=tune-aspiration-window value=25")
	want.AspirationWindow = 25
	if got := s.pl.Settings().Params; got != want {
		t.Fatalf("set after init: engine settings %+v, want %+v", got, want)
	}
	// A plain hub (a GUI's) lists no tuning option; hub expert lists them.
	out.lines = nil
	runSync(s, "hub")
	for _, l := range out.lines {
		if strings.Contains(l, "name=tune-") || strings.Contains(l, "name=ladder-rung") {
			t.Errorf("a plain hub lists %q", l)
		}
	}
	out.lines = nil
	runSync(s, "hub expert")
	listed := 0
	for _, l := range out.lines {
		c, err := hub.Parse(l)
		if err != nil || c.Name != "param" {
			continue
		}
		switch name, _ := c.Value("name"); name {
		case "tune-lmr-two-plies", "tune-aspiration-window":
			listed++
			if v, _ := c.Value("value"); v != map[string]string{"tune-lmr-two-plies": "3", "tune-aspiration-window": "25"}[name] {
				t.Errorf("%s listed with value %q", name, v)
			}
		}
	}
	if listed != 2 {
		t.Errorf("hub listed %d of the 2 changed tune options: %q", listed, out.lines)
	}
	s.halt()
}

// TestNetOption: with tune-net on, the eval command's score adds the
// residual net to the tables, as the search then does.
func TestNetOption(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	p, err := movegen.ParseFEN(movegen.International,
		"W:W28,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20")
	if err != nil {
		t.Fatal(err)
	}
	runSync(s, "set-param name=variant value=international", "init", "pos pos="+p.HubString())
	for _, c := range []struct {
		value string
		want  int
	}{{"0", eval.Evaluate(&p)}, {"1", eval.Evaluate(&p) + eval.NetScore(&p)}} {
		out.lines = nil
		runSync(s, "set-param name=tune-net value="+c.value, "eval")
		score := ""
		for _, l := range out.lines {
			if cmd, err := hub.Parse(l); err == nil && cmd.Name == "eval" {
				if v, ok := cmd.Value("score"); ok {
					score = v
				}
			}
		}
		if score != player.Men(c.want) {
			t.Errorf("tune-net %s: eval score %q, want %s", c.value, score, player.Men(c.want))
		}
	}
	if eval.NetScore(&p) == 0 {
		t.Error("the net scores the position 0: the test shows nothing")
	}
	s.halt()
}
