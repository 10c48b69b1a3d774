// The Texel fit: logistic regression of results on the tapered evaluation.

package tune

import (
	"fmt"
	"math"
	"slices"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// FitConfig controls Fit.
type FitConfig struct {
	Epochs       int     // passes of full-batch gradient descent
	LearningRate float64 // Adam step size in centi-men
	// Ridge adds Ridge * sum((w - start)^2) over the feature weights to the
	// error, keeping weights that the data barely constrains near their
	// starting values.
	Ridge float64
	// PatternRidge adds PatternRidge * sum(w^2) over the pattern weights:
	// arrangements seen in few positions stay near zero.
	PatternRidge float64
	// PatternRidgeToStart measures the pattern penalty from the starting
	// table instead of from zero: a refit keeps what earlier fits learned
	// of the arrangements its data barely sees.
	PatternRidgeToStart bool
	// Hold lists features whose weights keep their starting values.
	Hold []eval.Feature
	// ScoreWeight is the weight, 0 to 1, of the search score (turned into
	// an expected result by the fitted sigmoid) in the training label of a
	// sample that has one; the game's result has the rest. 0 fits the
	// results alone. The held-out tenth is judged both by its results and
	// by labels blended the same way (FitReport.ValidLabels*).
	ScoreWeight float64
}

// FitReport tells how the fit went.
type FitReport struct {
	K                       float64 // sigmoid scale
	TrainBefore, TrainAfter float64 // mean squared error on the training part's labels
	ValidBefore, ValidAfter float64 // and on the held-out tenth's results
	// ValidLabelsBefore and ValidLabelsAfter are the error on the held-out
	// tenth's labels, blended as the training part's: whether the fit of
	// the search scores, not only of the results, carries over to games it
	// has not seen.
	ValidLabelsBefore, ValidLabelsAfter float64
	// ValidSeen counts the held-out positions left out because the
	// training part holds them too (see holdOut).
	ValidSeen int
}

// Model is a variant's evaluation as the fit sees it: the feature weights,
// and the pattern weights (none for a variant without patterns).
type Model struct {
	Variant  movegen.Variant
	Weights  eval.Weights
	Patterns []eval.Weight
}

// nf is the number of features as an int index offset.
const nf = int(eval.NumFeatures)

// params holds a Model's weights as floats: the features' opening then
// endgame values, then each pattern's opening and endgame values.
type params []float64

func paramsOf(m Model) params {
	p := make(params, 2*nf+2*len(m.Patterns))
	for i, x := range m.Weights {
		p[i], p[nf+i] = float64(x.Open), float64(x.End)
	}
	for i, x := range m.Patterns {
		p[2*nf+2*i], p[2*nf+2*i+1] = float64(x.Open), float64(x.End)
	}
	return p
}

func (p params) model(v movegen.Variant) Model {
	m := Model{Variant: v}
	for i := range m.Weights {
		m.Weights[i] = eval.Weight{Open: int32(math.Round(p[i])), End: int32(math.Round(p[nf+i]))}
	}
	if n := (len(p) - 2*nf) / 2; n > 0 {
		m.Patterns = make([]eval.Weight, n)
		for i := range m.Patterns {
			m.Patterns[i] = eval.Weight{Open: int32(math.Round(p[2*nf+2*i])), End: int32(math.Round(p[2*nf+2*i+1]))}
		}
	}
	return m
}

// hasPatterns reports whether p fits pattern weights.
func (p params) hasPatterns() bool { return len(p) > 2*nf }

// score is the evaluation of s from White's side, in centi-men: the
// tapered sum, divided for drawish material like the engine's.
func (p params) score(s *Sample) float64 {
	x := p.linear(s)
	return x / s.divisor(x)
}

// divisor returns what divides a score x of s (1 when s has no divisors
// set, as in hand-made samples).
func (s *Sample) divisor(x float64) float64 {
	d := s.Divisors[1]
	if x > 0 {
		d = s.Divisors[0]
	}
	return float64(max(d, 1))
}

// linear is the tapered evaluation of s from White's side, in centi-men.
func (p params) linear(s *Sample) float64 {
	var open, end float64
	for i, x := range s.Features {
		if x != 0 {
			open += p[i] * float64(x)
			end += p[nf+i] * float64(x)
		}
	}
	if p.hasPatterns() {
		for _, i := range s.Patterns.Index[:s.Patterns.N] {
			open += p[2*nf+2*int(i)]
			end += p[2*nf+2*int(i)+1]
		}
	}
	ph := float64(s.Phase) / eval.PhaseScale
	return open*ph + end*(1-ph)
}

func sigmoid(k, centiMen float64) float64 { return 1 / (1 + math.Exp(-k*centiMen/100)) }

// meanError is the mean squared error of the predictions against the
// samples' targets.
func meanError(samples []Sample, p params, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	for i := range samples {
		d := samples[i].target - sigmoid(k, p.score(&samples[i]))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// fitK finds the sigmoid scale that best fits the current weights, by
// golden-section search on [0.01, 10].
func fitK(samples []Sample, p params) float64 {
	return goldenSection(func(k float64) float64 { return meanError(samples, p, k) }, 0.01, 10)
}

// goldenSection returns the x in [lo, hi] that minimises f (taken to
// have one minimum there), by 60 steps of golden-section search.
func goldenSection(f func(float64) float64, lo, hi float64) float64 {
	phi := (math.Sqrt(5) - 1) / 2
	for range 60 {
		a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
		if f(a) < f(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// blendLabels sets each searched sample's target to w times its search
// score's expected result under the sigmoid of scale k, plus 1-w times its
// game's result.
func blendLabels(samples []Sample, k, w float64) {
	for i := range samples {
		if s := &samples[i]; s.Searched {
			s.target = w*sigmoid(k, s.Score) + (1-w)*s.Result
		}
	}
}

// MinSamples is the fewest samples Fit takes.
const MinSamples = 10

// Fit tunes start on samples and returns the new model. A tenth of the
// games is held out to measure over-fitting (holdOut). The man's weights,
// and those cfg.Hold lists, stay fixed. With start.Patterns non-empty the
// pattern weights are fitted too, tied so that the table stays
// colour-symmetric (see eval.PatternMirror); the samples must then carry
// their Patterns.
// It refuses fewer than MinSamples samples.
func Fit(samples []Sample, start Model, cfg FitConfig) (Model, FitReport, error) {
	if len(samples) < MinSamples {
		return start, FitReport{}, fmt.Errorf("%d positions: a fit needs at least %d", len(samples), MinSamples)
	}
	if !(cfg.ScoreWeight >= 0 && cfg.ScoreWeight <= 1) {
		return start, FitReport{}, fmt.Errorf("score weight %g: want 0 to 1", cfg.ScoreWeight)
	}
	train, valid, seen := holdOut(samples)
	p := paramsOf(start)
	rep := FitReport{ValidSeen: seen}
	rep.K = fitK(train, p)
	blendLabels(train, rep.K, cfg.ScoreWeight)
	validLabels := slices.Clone(valid)
	blendLabels(validLabels, rep.K, cfg.ScoreWeight)
	rep.TrainBefore, rep.ValidBefore = meanError(train, p, rep.K), meanError(valid, p, rep.K)
	rep.ValidLabelsBefore = meanError(validLabels, p, rep.K)
	a := newAdam(p, paramsOf(start), mirrorsOf(start), cfg)
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		a.step(train, rep.K, epoch)
	}
	rep.TrainAfter, rep.ValidAfter = meanError(train, p, rep.K), meanError(valid, p, rep.K)
	rep.ValidLabelsAfter = meanError(validLabels, p, rep.K)
	return p.model(start.Variant), rep, nil
}

// holdOut splits the samples into a training part and a held-out tenth
// that measures over-fitting. Games are held out whole (positions of one
// game are alike), by their hash, so that a game the data holds twice is
// never on both sides; a held-out position that other games bring into
// the training part too (an opening's early positions) is left out of the
// held-out part, and seen counts them. When that leaves a part empty (a
// few games), every tenth sample is held out instead, whatever the
// training part holds.
func holdOut(samples []Sample) (train, valid []Sample, seen int) {
	train, valid = split(samples, func(i int) bool { return samples[i].game%10 == 9 })
	valid, seen = dropSeen(valid, train)
	if len(train) == 0 || len(valid) == 0 {
		train, valid = split(samples, func(i int) bool { return i%10 == 9 })
		seen = 0
	}
	return train, valid, seen
}

// dropSeen returns the samples of valid whose positions train does not
// hold, and how many it left out.
func dropSeen(valid, train []Sample) ([]Sample, int) {
	keys := make([]uint64, len(train))
	for i := range train {
		keys[i] = train[i].key
	}
	known := newKeySet(keys)
	kept := slices.DeleteFunc(valid, func(s Sample) bool { return known.has(s.key) })
	return kept, len(valid) - len(kept)
}

// split returns the samples that held does not pick and those it picks,
// by index, each labelled with its game's result.
func split(samples []Sample, held func(i int) bool) (train, valid []Sample) {
	for i, s := range samples {
		s.target = s.Result
		if held(i) {
			valid = append(valid, s)
		} else {
			train = append(train, s)
		}
	}
	return train, valid
}
