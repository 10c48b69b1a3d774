// scripts/work.sh, the background jobs' starter, with a stand-in engine.

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestWorkJobArguments starts each job whose command line holds a blank
// inside one argument (an opponent's spec, a folder with a blank in its
// name) and checks that the engine gets every argument whole.
func TestWorkJobArguments(t *testing.T) {
	work := filepath.Join(t.TempDir(), "work folder")
	dama := filepath.Join(work, "dama hub")
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		job, bin string // bin: the engine's name in WORK/bin when not damaengine-JOB
		want     []string
		chain    bool // a chain of commands: want is checked against all of them, once it has ended
	}{
		{"levels-pool-italian", "", []string{"cmd=" + dama + " name=dama-d2 tc=depth=2", "cmd=" + dama + " name=dama-d8 tc=depth=8", filepath.Join(work, "levels")}, false},
		{"intl-label16", "", []string{filepath.Join(work, "intl-gen", "gen-s78.txt"), filepath.Join(work, "intl-label16", "label-s78.txt")}, false},
		{"killer-gen", "damaengine-killer-gen-s101", []string{"killer", "101", filepath.Join(root, "openings", "international-3move-ballots.fen"),
			filepath.Join(work, "killer-gen", "gen-s101.txt")}, false},
		{"frisian-gen", "damaengine-frisian-gen-s131", []string{"frisian", "131", filepath.Join(root, "openings", "international-3move-ballots.fen"),
			filepath.Join(work, "frisian-gen", "gen-s131.txt")}, false},
		{"frysk-gen", "damaengine-frysk-gen-s141", []string{"frysk", "141", filepath.Join(root, "openings", "frysk-ballots.fen"),
			filepath.Join(work, "frysk-gen", "gen-s141.txt")}, false},
		{"egdb-international", "", []string{"international", "6", filepath.Join(work, "egdb", "international")}, false},
		{"egdb-sizes", "", []string{"italian", "7", filepath.Join(work, "egdb", "italian"), "--sample",
			`cmd="` + filepath.Join(work, "bin", "damaengine-egdb-sizes") + `" name=egdb7 arg=hub arg=--egdb arg="` + filepath.Join(work, "egdb", "italian") + `"`,
			`cmd="` + filepath.Join(work, "bin", "damaengine-egdb-sizes") + `" name=egdb6 arg=hub arg=--egdb arg="` + filepath.Join(work, "egdb", "italian") + `" arg=--egdb-pieces arg=6`,
			`cmd="` + dama + `" name=dama`, filepath.Join(root, "openings", "italian-11man-ballots.fen"),
			filepath.Join(work, "match", "italian-egdb7", "games.pdn"), filepath.Join(work, "match", "italian-egdb7-dama", "result.json"),
			"check", "games"}, true},
	} {
		argsFile := filepath.Join(work, c.job+".args")
		engine := filepath.Join(work, "bin", "damaengine-"+c.job)
		if c.bin != "" {
			engine = filepath.Join(work, "bin", c.bin)
		}
		if err := os.MkdirAll(filepath.Dir(engine), 0o755); err != nil {
			t.Fatal(err)
		}
		// The stand-in writes one argument a line, then the file's end,
		// and adds them to the file of all its runs.
		script := "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '" + argsFile + ".part'\n" +
			"cat '" + argsFile + ".part' >> '" + argsFile + ".all'\nmv '" + argsFile + ".part' '" + argsFile + "'\n"
		for _, f := range []string{engine, dama} {
			if err := os.WriteFile(f, []byte(script), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		start := exec.Command("bash", "../../scripts/work.sh", "start")
		start.Env = append(os.Environ(), "WORK="+work, "JOB="+c.job, "DAMA="+dama)
		if out, err := start.CombinedOutput(); err != nil {
			t.Fatalf("%s: work.sh start: %v, %s", c.job, err, out)
		}
		if c.chain {
			waitForJob(t, work, c.job)
			argsFile += ".all"
		}
		var got []string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			if data, err := os.ReadFile(argsFile); err == nil {
				got = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
				break
			}
		}
		if got == nil {
			t.Fatalf("%s: the engine was not started", c.job)
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: no argument %q among %q", c.job, w, got)
			}
		}
	}
}

// waitForJob waits until the job's process (its chain's leader) has
// ended: gone, or a zombie where nothing reaps the orphans.
func waitForJob(t *testing.T, work, job string) {
	t.Helper()
	pid, err := os.ReadFile(filepath.Join(work, job, "pid"))
	if err != nil {
		t.Fatal(err)
	}
	stat := filepath.Join("/proc", strings.TrimSpace(string(pid)), "stat")
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		data, err := os.ReadFile(stat)
		if os.IsNotExist(err) {
			return
		}
		// The state follows the command's name, which is in parentheses.
		if i := strings.LastIndexByte(string(data), ')'); i >= 0 && strings.HasPrefix(string(data[i+1:]), " Z") {
			return
		}
	}
	t.Fatalf("%s: the job did not end", job)
}
