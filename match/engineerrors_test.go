package match

import (
	"bytes"
	"os"
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

func TestCheckFindsFaults(t *testing.T) {
	dir := t.TempDir()
	clean, _ := runMatch(t, fakeConfig(fake(t, "a"), fake(t, "b"), 2))
	faulty, _ := runMatch(t, fakeConfig(fake(t, "a"), fake(t, "b", "mode=illegal", "complain=x"), 2))
	cleanPath, faultyPath := dir+"/clean.json", dir+"/faulty.json"
	if err := clean.WriteJSON(cleanPath); err != nil {
		t.Fatal(err)
	}
	if err := faulty.WriteJSON(faultyPath); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := CheckFiles([]string{cleanPath}, &out); err != nil || !strings.Contains(out.String(), "no fault") {
		t.Errorf("clean: %v\n%s", err, out.String())
	}
	out.Reset()
	err := CheckFiles([]string{cleanPath, faultyPath}, &out)
	if err == nil || badInput(err) || !strings.Contains(out.String(), "2 games ended by illegal move") || !strings.Contains(out.String(), "b sent 2 error lines") {
		t.Errorf("faulty: %v\n%s", err, out.String())
	}
	for _, bad := range []string{dir + "/missing.json", dir} {
		if err := CheckFiles([]string{cleanPath, bad}, &out); !badInput(err) {
			t.Errorf("%s: %v; want bad input", bad, err)
		}
	}
	// A PDN file given for its result file: said in words, not by the
	// JSON decoder's complaint alone.
	pdnPath := dir + "/games.pdn"
	if err := os.WriteFile(pdnPath, []byte("[Event \"m\"]\n\n1. 32-28 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := CheckFiles([]string{pdnPath}, &out); !badInput(err) || !strings.Contains(err.Error(), "not a match result file") {
		t.Errorf("a PDN file: %v", err)
	}
	// One fault is "1 fault".
	interrupted := *clean
	interrupted.Interrupted = true
	onePath := dir + "/one.json"
	if err := interrupted.WriteJSON(onePath); err != nil {
		t.Fatal(err)
	}
	if err := CheckFiles([]string{onePath}, &out); err == nil || err.Error() != "1 fault" {
		t.Errorf("one fault: %v", err)
	}
}
