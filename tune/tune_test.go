// Tests of the tuner: its evaluation equals the engine's, the fit recovers
// known weights, data generation and reading.

package tune

import (
	"bytes"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// randomPositions plays seeded random games and returns the positions.
func randomPositions(v movegen.Variant, n int, seed int64) []movegen.Position {
	rng := rand.New(rand.NewSource(seed))
	var out []movegen.Position
	var l movegen.MoveList
	for len(out) < n {
		p := movegen.StartPosition(v)
		for ply := 0; ply < 150 && len(out) < n; ply++ {
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			p = p.Play(l.Moves[rng.Intn(l.N)])
			out = append(out, p)
		}
	}
	return out
}

func TestTunerEvaluationEqualsEngine(t *testing.T) {
	for _, v := range movegen.Variants {
		w := eval.WeightsOf(v)
		p := paramsOf(w)
		for _, pos := range randomPositions(v, 2000, 1) {
			var s Sample
			s.Phase = eval.Features(&pos, &s.Features)
			engine := eval.Evaluate(&pos)
			if pos.Side == movegen.Black {
				engine = -engine
			}
			if got := p.score(&s); math.Abs(got-float64(engine)) >= 1 {
				t.Fatalf("%s %s: tuner %.2f, engine %d", v, pos.FEN(), got, engine)
			}
		}
	}
}

// TestFitRecoversWeights labels positions with the probabilities a known
// weight table predicts, starts the fit from a distorted table and checks
// that it moves back toward the known one.
func TestFitRecoversWeights(t *testing.T) {
	v := movegen.International
	truth := eval.WeightsOf(v)
	pt := paramsOf(truth)
	var samples []Sample
	for _, pos := range randomPositions(v, 4000, 2) {
		var s Sample
		s.Phase = eval.Features(&pos, &s.Features)
		s.Result = sigmoid(1, pt.score(&s))
		samples = append(samples, s)
	}
	start := truth
	start[eval.King] = eval.Weight{Open: 100, End: 100}
	start[eval.Runaway] = eval.Weight{}
	got, rep := Fit(samples, start, FitConfig{Epochs: 400, LearningRate: 4})
	if rep.TrainAfter >= rep.TrainBefore || rep.ValidAfter >= rep.ValidBefore {
		t.Errorf("error did not fall: %+v", rep)
	}
	if math.Abs(rep.K-1) > 0.5 {
		t.Logf("K fitted as %.3f (labels used 1)", rep.K)
	}
	before := math.Abs(float64(start[eval.King].End - truth[eval.King].End))
	after := math.Abs(float64(got[eval.King].End - truth[eval.King].End))
	if after > before/2 {
		t.Errorf("king endgame weight %d: no closer to %d than the start %d", got[eval.King].End, truth[eval.King].End, start[eval.King].End)
	}
	if got[eval.Man] != truth[eval.Man] {
		t.Errorf("the man's weight moved: %v", got[eval.Man])
	}
}

func TestGenerateAndRead(t *testing.T) {
	for _, v := range movegen.Variants {
		var buf bytes.Buffer
		stats, err := Generate(GenConfig{Variant: v, Games: 4, Nodes: 300, RandomPlies: 4, Workers: 2, Seed: 1, MaxPlies: 120}, &buf, nil)
		if err != nil {
			t.Fatal(err)
		}
		if stats.Games != 4 || stats.WhiteWins+stats.BlackWins+stats.Draws != 4 {
			t.Errorf("%s: counts do not add up: %+v", v, stats)
		}
		samples, err := ReadSamples(&buf, v)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if len(samples) != stats.Positions || len(samples) == 0 {
			t.Errorf("%s: read %d samples, generated %d", v, len(samples), stats.Positions)
		}
	}
}

func TestReadSamplesErrors(t *testing.T) {
	for _, bad := range []string{"1", "2 W:W21-32:B1-12", "x W:W21-32:B1-12", "1 W:W33:B1", "0.5 nonsense"} {
		_, err := ReadSamples(strings.NewReader("# comment\n\n"+bad+"\n"), movegen.Italian)
		if err == nil || !strings.Contains(err.Error(), "line 3") {
			t.Errorf("%q: want an error naming line 3, got %v", bad, err)
		}
	}
}

func TestFormatWeights(t *testing.T) {
	src := FormatWeights(movegen.Italian, eval.WeightsOf(movegen.Italian))
	if !strings.HasPrefix(src, "\tmovegen.Italian: {\n") || !strings.Contains(src, "\t\tMan: {100, 100},\n") {
		t.Errorf("unexpected source:\n%s", src)
	}
	if n := strings.Count(src, "\n"); n != int(eval.NumFeatures)+2 {
		t.Errorf("%d lines, want %d", n, eval.NumFeatures+2)
	}
}

// TestRidgeHoldsWeights: a strong ridge keeps the fit at its start.
func TestRidgeHoldsWeights(t *testing.T) {
	v := movegen.Italian
	start := eval.WeightsOf(v)
	var samples []Sample
	for i, pos := range randomPositions(v, 1000, 3) {
		var s Sample
		s.Phase = eval.Features(&pos, &s.Features)
		s.Result = float64(i % 2)
		samples = append(samples, s)
	}
	free, _ := Fit(samples, start, FitConfig{Epochs: 100, LearningRate: 2})
	held, _ := Fit(samples, start, FitConfig{Epochs: 100, LearningRate: 2, Ridge: 1})
	dist := func(w eval.Weights) (d float64) {
		for i := range w {
			d += math.Abs(float64(w[i].Open-start[i].Open)) + math.Abs(float64(w[i].End-start[i].End))
		}
		return d
	}
	if !(dist(held) < dist(free)/4) {
		t.Errorf("ridge moved the weights %.0f, no ridge %.0f", dist(held), dist(free))
	}
}
