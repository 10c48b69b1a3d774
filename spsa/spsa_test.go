package spsa

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseParam(t *testing.T) {
	p, err := ParseParam("tune-lmr-two-plies=6,1,16,1.5,0.02")
	want := Param{Name: "tune-lmr-two-plies", Start: 6, Min: 1, Max: 16, C: 1.5, R: 0.02}
	if err != nil || p != want {
		t.Fatalf("got %+v, %v; want %+v", p, err, want)
	}
	if back, err := ParseParam(p.String()); err != nil || back != p {
		t.Errorf("String %q reads back as %+v, %v", p.String(), back, err)
	}
	for _, bad := range []string{"", "x", "x=1,2,3,4", "=1,0,2,1,1", "x=1,0,2,1,1,1", "x=a,0,2,1,1",
		"x=3,0,2,1,1", "x=1,2,0,1,1", "x=1,0,2,0,1", "x=1,0,2,1,-1", "x=NaN,0,2,1,1", "x=1,0,Inf,1,1"} {
		if _, err := ParseParam(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// noisyPlayer plays games whose outcome favours the settings nearer to
// optimum (a logistic law on the squared distances, in units of scale),
// with draws; the same iteration always gives the same games.
func noisyPlayer(optimum, scale []float64, games int) Player {
	cost := func(x []int) float64 {
		var c float64
		for i, v := range x {
			d := (float64(v) - optimum[i]) / scale[i]
			c += d * d
		}
		return c
	}
	return func(_ context.Context, k int, plus, minus []int) (int, error) {
		rng := rand.New(rand.NewPCG(99, uint64(k)))
		win := 1 / (1 + math.Exp(cost(plus)-cost(minus)))
		result := 0
		for range games {
			if rng.Float64() < 0.5 { // a draw
				continue
			}
			if rng.Float64() < win {
				result++
			} else {
				result--
			}
		}
		return result, nil
	}
}

// TestConvergesToTheOptimum: from settings far off, the run ends near the
// optimum of a known noisy objective, for several seeds.
func TestConvergesToTheOptimum(t *testing.T) {
	optimum, scale := []float64{7, 120}, []float64{2, 40}
	params := []Param{{Name: "a", Start: 2, Min: 1, Max: 16, C: 1, R: 0.01},
		{Name: "b", Start: 40, Min: 5, Max: 300, C: 15, R: 0.01}}
	for seed := uint64(1); seed <= 3; seed++ {
		cfg := Config{Params: params, Iterations: 3000, Seed: seed, Log: filepath.Join(t.TempDir(), "log")}
		st, err := Run(context.Background(), cfg, noisyPlayer(optimum, scale, 4))
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(st.Theta[0]-optimum[0]) > 1.5 || math.Abs(st.Theta[1]-optimum[1]) > 25 {
			t.Errorf("seed %d: ended at %.2f, %.2f; optimum %v", seed, st.Theta[0], st.Theta[1], optimum)
		}
	}
}

// TestResumeGoesOnAsTheWholeRun: a run interrupted after some iterations,
// its log then torn in the middle of a line, resumes to the very log an
// uninterrupted run writes.
func TestResumeGoesOnAsTheWholeRun(t *testing.T) {
	params := []Param{{Name: "a", Start: 5, Min: 1, Max: 16, C: 1.5, R: 0.05},
		{Name: "b", Start: 40, Min: 5, Max: 300, C: 10, R: 0.05}}
	play := noisyPlayer([]float64{9, 100}, []float64{2, 40}, 2)
	dir := t.TempDir()
	whole := Config{Params: params, Iterations: 40, Seed: 7, Log: filepath.Join(dir, "whole")}
	want, err := Run(context.Background(), whole, play)
	if err != nil {
		t.Fatal(err)
	}
	parts := whole
	parts.Log = filepath.Join(dir, "parts")
	ctx, cancel := context.WithCancel(context.Background())
	stopAt15 := func(ctx context.Context, k int, plus, minus []int) (int, error) {
		if k == 15 {
			cancel()
			return 0, ctx.Err()
		}
		return play(ctx, k, plus, minus)
	}
	if st, err := Run(ctx, parts, stopAt15); err == nil || st.Done != 15 {
		t.Fatalf("interrupted run: %d iterations, %v; want 15 and an error", st.Done, err)
	}
	f, err := os.OpenFile(parts.Log, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("16 1 5.0") // torn: no end of line
	f.Close()
	got, err := Run(context.Background(), parts, play)
	if err != nil {
		t.Fatal(err)
	}
	if got.Done != want.Done || !equal(got.Theta, want.Theta) {
		t.Errorf("resumed run ended at %+v, the whole run at %+v", got, want)
	}
	a, _ := os.ReadFile(whole.Log)
	b, _ := os.ReadFile(parts.Log)
	if !bytes.Equal(a, b) {
		t.Errorf("logs differ:\n%s\n---\n%s", a, b)
	}
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLogRefusesDamage: a log of another run or with a damaged line is
// refused with a message naming the file, and nothing is played.
func TestLogRefusesDamage(t *testing.T) {
	params := []Param{{Name: "a", Start: 5, Min: 1, Max: 16, C: 1, R: 0.05}}
	cfg := Config{Params: params, Iterations: 5, Seed: 1}
	header := Header(cfg)
	for name, body := range map[string]string{
		"foreign":   "# damaengine tune spsa: seed=2 params=a=5,1,16,1,0.05\n",
		"not a log": "hello\n",
		"skipped":   header + "\n1 0 5\n3 0 5\n",
		"fields":    header + "\n1 0\n",
		"result":    header + "\n1 x 5\n",
		"setting":   header + "\n1 0 NaN\n",
	} {
		cfg.Log = filepath.Join(t.TempDir(), "log")
		os.WriteFile(cfg.Log, []byte(body), 0o644)
		played := false
		_, err := Run(context.Background(), cfg, func(context.Context, int, []int, []int) (int, error) {
			played = true
			return 0, nil
		})
		if err == nil || !strings.Contains(err.Error(), cfg.Log) || played {
			t.Errorf("%s: error %v, played %v", name, err, played)
		}
	}
}

func TestIterationsText(t *testing.T) {
	for n, want := range map[int]string{0: "0 iterations", 1: "1 iteration", 2: "2 iterations"} {
		if got := iterationsText(n); got != want {
			t.Errorf("iterationsText(%d) = %q, want %q", n, got, want)
		}
	}
}
