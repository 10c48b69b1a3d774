package match

import (
	"bytes"
	"strings"
	"testing"
)

func TestEngineErrorLinesAreCounted(t *testing.T) {
	cfg := fakeConfig(fake(t, "a"), fake(t, "b", "complain=nonsense"), 2)
	cfg.MaxPlies = 10
	r, _ := runMatch(t, cfg)
	// b plays 5 of the 10 plies of each game.
	if r.EngineErrors != [2]int{0, 10} {
		t.Errorf("engine errors %v, want [0 10]", r.EngineErrors)
	}
	var out bytes.Buffer
	WriteSummary(&out, r)
	if !strings.Contains(out.String(), "Engine error lines during games: a 0, b 10") {
		t.Errorf("summary:\n%s", out.String())
	}
}
