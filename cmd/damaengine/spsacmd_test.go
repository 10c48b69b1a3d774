// The SPSA tuner end to end: the built binary tunes itself through its
// tune-* Hub options, in real games.

package main

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestTuneSPSAPlaysAndSteps(t *testing.T) {
	dir := t.TempDir()
	bin, log := testBinary(t), filepath.Join(dir, "spsa.log")
	const c, r = 1.5, 0.1
	args := []string{"tune", "spsa", "--engine", "cmd=" + bin + " option.hash=1", "--tc", "nodes=300",
		"--param", "tune-lmr-two-plies=6,1,16," + strconv.FormatFloat(c, 'g', -1, 64) + "," + strconv.FormatFloat(r, 'g', -1, 64),
		"--iterations", "2", "--pairs", "1", "--concurrency", "2", "--log", log}
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "after 2 iterations: tune-lmr-two-plies=") {
		t.Fatalf("tune spsa: %v\n%s", err, out)
	}
	raw, _ := os.ReadFile(log)
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "# damaengine tune spsa:") {
		t.Fatalf("log %q: want a header and 2 iterations", raw)
	}
	theta := 6.0
	for _, l := range lines[1:] {
		f := strings.Fields(l)
		result, _ := strconv.Atoi(f[1])
		next, _ := strconv.ParseFloat(f[2], 64)
		// Two games: the result is -2..2 and the setting moves by R*C per
		// game won more, up or down as the perturbation fell.
		if result < -2 || result > 2 || math.Abs(math.Abs(next-theta)-r*c*math.Abs(float64(result))) > 1e-9 {
			t.Errorf("line %q after setting %v: result %d, step %v", l, theta, result, next-theta)
		}
		theta = next
	}
	// An option the engine does not have: refused before any game, and
	// said so.
	args[7] = "tune-no-such=6,1,16,1,0.1"
	out, err = exec.Command(bin, append(args, "--log", filepath.Join(dir, "other.log"))...).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "tune-no-such") {
		t.Errorf("unknown option: %v\n%s", err, out)
	}
}

// TestTuneSPSARefusesBadValues: mistakes are bad input (exit 2) with a
// message saying what is wrong, before any engine starts or the log is
// written.
func TestTuneSPSARefusesBadValues(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	base := map[string]string{"--engine": "cmd=/no/such/engine", "--tc": "nodes=100", "--log": log, "--param": "a=1,0,2,1,1"}
	for _, c := range []struct {
		flag, value, msg string
	}{
		{"--log", "", "--log"},
		{"--param", "", "--param"},
		{"--param", "a=1,0,2", "NAME=START,MIN,MAX,C,R"},
		{"--iterations", "0", "at least 1"},
		{"--variant", "chess", "chess"},
		{"--engine", "", "--engine"},
		{"--openings", filepath.Join(dir, "missing.fen"), "missing.fen"},
	} {
		args := []string{"tune", "spsa"}
		for _, f := range []string{"--engine", "--tc", "--log", "--param"} {
			if f != c.flag {
				args = append(args, f, base[f])
			}
		}
		if c.value != "" {
			args = append(args, c.flag, c.value)
		}
		code, out, errOut := runArgs(args...)
		if code != 2 || !strings.Contains(errOut, c.msg) || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want bad input about %q", args, code, out, errOut, c.msg)
		}
	}
	if _, err := os.Stat(log); err == nil {
		t.Error("a refused command line wrote the log")
	}
}
