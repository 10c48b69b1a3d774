// Tests of the tuner: its evaluation equals the engine's, the fit recovers
// known weights, data generation and reading.

package tune

import (
	"bytes"
	"context"
	"math"
	"math/rand"
	"slices"
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
		p := paramsOf(Model{Variant: v, Weights: eval.WeightsOf(v), Patterns: eval.PatternWeightsOf(v)})
		for _, pos := range randomPositions(v, 2000, 1) {
			var s Sample
			s.Phase = eval.Features(&pos, &s.Features)
			eval.PatternsOf(&pos, &s.Patterns)
			s.Divisors = divisorsOf(&pos)
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
	pt := paramsOf(Model{Variant: v, Weights: truth})
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
	fit, rep, err := Fit(samples, Model{Variant: v, Weights: start}, FitConfig{Epochs: 400, LearningRate: 4})
	if err != nil {
		t.Fatal(err)
	}
	got := fit.Weights
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
		stats, err := Generate(context.Background(), GenConfig{Variant: v, Games: 4, Nodes: 300, RandomPlies: 4, Workers: 2, Seed: 1, MaxPlies: 120}, &buf, nil)
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
	samples := alternatingSamples(v, 1000, 3)
	free, _, err := Fit(samples, Model{Variant: v, Weights: start}, FitConfig{Epochs: 100, LearningRate: 2})
	if err != nil {
		t.Fatal(err)
	}
	held, _, err := Fit(samples, Model{Variant: v, Weights: start}, FitConfig{Epochs: 100, LearningRate: 2, Ridge: 1})
	if err != nil {
		t.Fatal(err)
	}
	dist := func(w eval.Weights) (d float64) {
		for i := range w {
			d += math.Abs(float64(w[i].Open-start[i].Open)) + math.Abs(float64(w[i].End-start[i].End))
		}
		return d
	}
	if !(dist(held.Weights) < dist(free.Weights)/4) {
		t.Errorf("ridge moved the weights %.0f, no ridge %.0f", dist(held.Weights), dist(free.Weights))
	}
}

// TestFitPatterns labels positions with a known colour-symmetric pattern
// table, fits the patterns from zero and checks that the often-seen
// patterns move toward their true values and that the fitted table stays
// colour-symmetric.
func TestFitPatterns(t *testing.T) {
	v := movegen.Italian
	rng := rand.New(rand.NewSource(4))
	n := eval.PatternTableSize(v)
	truth := Model{Variant: v, Weights: eval.WeightsOf(v), Patterns: randomPatterns(v, rng)}
	pt := paramsOf(truth)
	seen := make([]int, n)
	var samples []Sample
	for _, pos := range randomPositions(v, 20000, 5) {
		var s Sample
		s.Phase = eval.Features(&pos, &s.Features)
		eval.PatternsOf(&pos, &s.Patterns)
		s.Result = sigmoid(1, pt.score(&s))
		for _, i := range s.Patterns.Index[:s.Patterns.N] {
			seen[i]++
		}
		samples = append(samples, s)
	}
	start := Model{Variant: v, Weights: truth.Weights, Patterns: make([]eval.Weight, n)}
	fit, rep, err := Fit(samples, start, FitConfig{Epochs: 200, LearningRate: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.ValidAfter >= rep.ValidBefore {
		t.Errorf("validation error did not fall: %+v", rep)
	}
	var before, after float64
	for i, w := range fit.Patterns {
		if m := fit.Patterns[eval.PatternMirror(v, i)]; m.Open != -w.Open || m.End != -w.End {
			t.Fatalf("pattern %d fitted as %v, its mirror as %v", i, w, m)
		}
		if seen[i] >= 200 {
			before += math.Abs(float64(truth.Patterns[i].Open))
			after += math.Abs(float64(w.Open - truth.Patterns[i].Open))
		}
	}
	if before == 0 || after > before/2 {
		t.Errorf("often-seen patterns: distance to the truth %.0f after the fit, %.0f at zero", after, before)
	}
}

// TestPatternRidgeToStart: under a strong pattern penalty a fit on data
// that knows nothing of the patterns keeps a random starting table when
// the penalty is measured from it, and shrinks the table when it is
// measured from zero.
func TestPatternRidgeToStart(t *testing.T) {
	v := movegen.Italian
	rng := rand.New(rand.NewSource(7))
	start := Model{Variant: v, Weights: eval.WeightsOf(v), Patterns: randomPatterns(v, rng)}
	var samples []Sample
	for i, pos := range randomPositions(v, 2000, 8) {
		var s Sample
		s.Phase = eval.Features(&pos, &s.Features)
		eval.PatternsOf(&pos, &s.Patterns)
		s.Result = float64(i % 2)
		samples = append(samples, s)
	}
	distance := func(toStart bool) (d float64) {
		cfg := FitConfig{Epochs: 60, LearningRate: 2, PatternRidge: 1, PatternRidgeToStart: toStart}
		fit, _, err := Fit(samples, start, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range fit.Patterns {
			d += math.Abs(float64(w.Open-start.Patterns[i].Open)) + math.Abs(float64(w.End-start.Patterns[i].End))
		}
		return d
	}
	toStart, toZero := distance(true), distance(false)
	if !(toStart < toZero/10) {
		t.Errorf("distance from the starting table: %.0f with the penalty from it, %.0f from zero", toStart, toZero)
	}
}

// TestHoldKeepsWeights: held features keep their starting weights while
// the others move.
func TestHoldKeepsWeights(t *testing.T) {
	v := movegen.International
	start := eval.WeightsOf(v)
	samples := alternatingSamples(v, 1000, 6)
	hold := []eval.Feature{eval.King, eval.Exchange}
	fit, _, err := Fit(samples, Model{Variant: v, Weights: start}, FitConfig{Epochs: 50, LearningRate: 2, Hold: hold})
	if err != nil {
		t.Fatal(err)
	}
	moved := false
	for f := range eval.NumFeatures {
		if slices.Contains(hold, f) && fit.Weights[f] != start[f] {
			t.Errorf("held feature %s moved from %v to %v", f, start[f], fit.Weights[f])
		}
		moved = moved || fit.Weights[f] != start[f]
	}
	if !moved {
		t.Errorf("no weight moved")
	}
}

// alternatingSamples returns the samples of n random positions labelled
// alternately 0 and 1: noise for the fit to chase.
// randomPatterns returns a colour-symmetric pattern table of v with
// weights drawn from -40..40.
func randomPatterns(v movegen.Variant, rng *rand.Rand) []eval.Weight {
	out := make([]eval.Weight, eval.PatternTableSize(v))
	for i := range out {
		if m := eval.PatternMirror(v, i); m > i {
			w := eval.Weight{Open: int32(rng.Intn(81) - 40), End: int32(rng.Intn(81) - 40)}
			out[i], out[m] = w, eval.Weight{Open: -w.Open, End: -w.End}
		}
	}
	return out
}

func alternatingSamples(v movegen.Variant, n int, seed int64) []Sample {
	var samples []Sample
	for i, pos := range randomPositions(v, n, seed) {
		var s Sample
		s.Phase = eval.Features(&pos, &s.Features)
		s.Result = float64(i % 2)
		samples = append(samples, s)
	}
	return samples
}
