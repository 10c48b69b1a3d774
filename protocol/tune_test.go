package protocol

import (
	"testing"

	"github.com/damaengine/damaengine/search"
)

// TestTuneOptions: a tune-* option reaches the engine, whether it is set
// before the engine exists (init) or after, and is listed by hub.
func TestTuneOptions(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	runSync(s, "set-param name=tune-lmr-two-plies value=3", "init")
	want := search.DefaultParams()
	want.LMRTwoPlies = 3
	if got := s.eng.Params(); got != want {
		t.Fatalf("set before init: engine settings %+v, want %+v", got, want)
	}
	runSync(s, "set-param name=tune-aspiration-window value=25")
	want.AspirationWindow = 25
	if got := s.eng.Params(); got != want {
		t.Fatalf("set after init: engine settings %+v, want %+v", got, want)
	}
	out.lines = nil
	runSync(s, "hub")
	listed := 0
	for _, l := range out.lines {
		c, err := parseLine(l)
		if err != nil || c.name != "param" {
			continue
		}
		switch name, _ := c.value("name"); name {
		case "tune-lmr-two-plies", "tune-aspiration-window":
			listed++
			if v, _ := c.value("value"); v != map[string]string{"tune-lmr-two-plies": "3", "tune-aspiration-window": "25"}[name] {
				t.Errorf("%s listed with value %q", name, v)
			}
		}
	}
	if listed != 2 {
		t.Errorf("hub listed %d of the 2 changed tune options: %q", listed, out.lines)
	}
	s.halt()
}
