// The Texel fit: logistic regression of results on the tapered evaluation.

package tune

import (
	"math"

	"github.com/damaengine/damaengine/eval"
)

// FitConfig controls Fit.
type FitConfig struct {
	Epochs       int     // passes of full-batch gradient descent
	LearningRate float64 // Adam step size in centi-men
	// Ridge adds Ridge * sum((w - start)^2) to the error, keeping weights
	// that the data barely constrains near their starting values.
	Ridge float64
}

// FitReport tells how the fit went.
type FitReport struct {
	K                       float64 // sigmoid scale
	TrainBefore, TrainAfter float64 // mean squared error on the training part
	ValidBefore, ValidAfter float64 // and on the held-out tenth
}

// params holds the weights being fitted as floats: open then end values.
type params [2 * eval.NumFeatures]float64

// nf is the number of features as an int index offset.
const nf = int(eval.NumFeatures)

func paramsOf(w eval.Weights) params {
	var p params
	for i, x := range w {
		p[i], p[nf+i] = float64(x.Open), float64(x.End)
	}
	return p
}

func (p *params) weights() eval.Weights {
	var w eval.Weights
	for i := range w {
		w[i] = eval.Weight{Open: int32(math.Round(p[i])), End: int32(math.Round(p[nf+i]))}
	}
	return w
}

// score is the tapered evaluation of s from White's side, in centi-men.
func (p *params) score(s *Sample) float64 {
	var open, end float64
	for i, x := range s.Features {
		if x != 0 {
			open += p[i] * float64(x)
			end += p[nf+i] * float64(x)
		}
	}
	ph := float64(s.Phase) / eval.PhaseScale
	return open*ph + end*(1-ph)
}

func sigmoid(k, centiMen float64) float64 { return 1 / (1 + math.Exp(-k*centiMen/100)) }

// meanError is the mean squared error of the predictions.
func meanError(samples []Sample, p *params, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	for i := range samples {
		d := samples[i].Result - sigmoid(k, p.score(&samples[i]))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// fitK finds the sigmoid scale that best fits the current weights, by
// golden-section search on [0.01, 10].
func fitK(samples []Sample, p *params) float64 {
	lo, hi := 0.01, 10.0
	phi := (math.Sqrt(5) - 1) / 2
	for i := 0; i < 60; i++ {
		a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
		if meanError(samples, p, a) < meanError(samples, p, b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// Fit tunes start on samples and returns the new weights. Every tenth
// sample is held out to measure over-fitting. The man's weights stay fixed.
func Fit(samples []Sample, start eval.Weights, cfg FitConfig) (eval.Weights, FitReport) {
	var train, valid []Sample
	for i, s := range samples {
		if i%10 == 9 {
			valid = append(valid, s)
		} else {
			train = append(train, s)
		}
	}
	p := paramsOf(start)
	var rep FitReport
	rep.K = fitK(train, &p)
	rep.TrainBefore, rep.ValidBefore = meanError(train, &p, rep.K), meanError(valid, &p, rep.K)
	adam(train, &p, paramsOf(start), rep.K, cfg)
	rep.TrainAfter, rep.ValidAfter = meanError(train, &p, rep.K), meanError(valid, &p, rep.K)
	return p.weights(), rep
}

// adam runs full-batch Adam on the mean squared error plus the ridge term.
func adam(samples []Sample, p *params, start params, k float64, cfg FitConfig) {
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	var m, v params
	fixed := map[int]bool{int(eval.Man): true, nf + int(eval.Man): true}
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		var grad params
		for i := range samples {
			s := &samples[i]
			pred := sigmoid(k, p.score(s))
			g := -2 * (s.Result - pred) * pred * (1 - pred) * k / 100
			ph := float64(s.Phase) / eval.PhaseScale
			for j, x := range s.Features {
				if x != 0 {
					grad[j] += g * float64(x) * ph
					grad[nf+j] += g * float64(x) * (1 - ph)
				}
			}
		}
		n := float64(len(samples))
		for j := range p {
			if fixed[j] {
				continue
			}
			gj := grad[j]/n + 2*cfg.Ridge*(p[j]-start[j])
			m[j] = beta1*m[j] + (1-beta1)*gj
			v[j] = beta2*v[j] + (1-beta2)*gj*gj
			mh := m[j] / (1 - math.Pow(beta1, float64(epoch)))
			vh := v[j] / (1 - math.Pow(beta2, float64(epoch)))
			p[j] -= cfg.LearningRate * mh / (math.Sqrt(vh) + eps)
		}
	}
}
