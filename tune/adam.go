// Full-batch Adam on the mean squared error plus the ridge terms.

package tune

import (
	"math"
	"slices"
	"sync"

	"github.com/damaengine/damaengine/eval"
)

// adam holds the state of the descent.
type adam struct {
	p, start params
	m, v     []float64
	grad     []float64
	shards   [][]float64 // per-shard gradients, summed into grad
	// mirror[j] is the pattern weight tied to pattern weight j (its value
	// is minus j's), or -1 for feature weights.
	mirror []int
	cfg    FitConfig
}

// mirrorsOf returns, per parameter of m, the parameter its pattern weight
// is tied to (-1 for feature weights).
func mirrorsOf(m Model) []int {
	out := make([]int, 2*nf+2*len(m.Patterns))
	for j := range 2 * nf {
		out[j] = -1
	}
	if len(m.Patterns) == 0 {
		return out
	}
	for i := range m.Patterns {
		mi := eval.PatternMirror(m.Variant, i)
		out[2*nf+2*i], out[2*nf+2*i+1] = 2*nf+2*mi, 2*nf+2*mi+1
	}
	return out
}

func newAdam(p, start params, mirror []int, cfg FitConfig) *adam {
	n := len(p)
	return &adam{p: p, start: start, m: make([]float64, n), v: make([]float64, n),
		grad: make([]float64, n), mirror: mirror, cfg: cfg}
}

// held reports whether feature f keeps its starting weights: the man's
// (it fixes the scale) and those FitConfig.Hold lists.
func (a *adam) held(f eval.Feature) bool {
	return f == eval.Man || slices.Contains(a.cfg.Hold, f)
}

// patternCentre is the value the pattern penalty pulls parameter j
// towards: zero, or its starting value under PatternRidgeToStart.
func (a *adam) patternCentre(j int) float64 {
	if a.cfg.PatternRidgeToStart {
		return a.start[j]
	}
	return 0
}

// gradShards is the number of parts of the samples whose gradients are
// summed concurrently; fixed, so that the sums (and the fit) do not depend
// on the machine.
const gradShards = 4

// step makes one full-batch Adam step.
func (a *adam) step(samples []Sample, k float64, epoch int) {
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	p, grad := a.p, a.grad
	if a.shards == nil {
		a.shards = make([][]float64, gradShards)
		for i := range a.shards {
			a.shards[i] = make([]float64, len(p))
		}
	}
	var wg sync.WaitGroup
	per := (len(samples) + gradShards - 1) / gradShards
	for i, shard := range a.shards {
		part := samples[min(i*per, len(samples)):min((i+1)*per, len(samples))]
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.gradient(shard, part, k)
		}()
	}
	wg.Wait()
	clear(grad)
	for _, shard := range a.shards {
		for j, g := range shard {
			grad[j] += g
		}
	}
	n := float64(len(samples))
	c1, c2 := 1-math.Pow(beta1, float64(epoch)), 1-math.Pow(beta2, float64(epoch))
	for j := range p {
		if j < 2*nf && a.held(eval.Feature(j%nf)) {
			continue
		}
		mj := a.mirror[j]
		if mj >= 0 && mj < j {
			continue // set from its partner below
		}
		var gj float64
		if mj < 0 {
			gj = grad[j]/n + 2*a.cfg.Ridge*(p[j]-a.start[j])
		} else {
			// One free value w = p[j] = -p[mj]: the error's gradient
			// with respect to w is grad[j] - grad[mj].
			gj = (grad[j]-grad[mj])/n + 4*a.cfg.PatternRidge*(p[j]-a.patternCentre(j))
		}
		a.m[j] = beta1*a.m[j] + (1-beta1)*gj
		a.v[j] = beta2*a.v[j] + (1-beta2)*gj*gj
		p[j] -= a.cfg.LearningRate * (a.m[j] / c1) / (math.Sqrt(a.v[j]/c2) + eps)
		if mj >= 0 {
			p[mj] = -p[j]
		}
	}
}

// gradient sets grad to the gradient of the summed squared error of
// samples with respect to p.
func (p params) gradient(grad []float64, samples []Sample, k float64) {
	clear(grad)
	for i := range samples {
		s := &samples[i]
		x := p.linear(s)
		d := s.divisor(x)
		pred := sigmoid(k, x/d)
		g := -2 * (s.target - pred) * pred * (1 - pred) * k / 100 / d
		ph := float64(s.Phase) / eval.PhaseScale
		gOpen, gEnd := g*ph, g*(1-ph)
		for j, x := range s.Features {
			if x != 0 {
				grad[j] += gOpen * float64(x)
				grad[nf+j] += gEnd * float64(x)
			}
		}
		if p.hasPatterns() {
			for _, i := range s.Patterns.Index[:s.Patterns.N] {
				grad[2*nf+2*int(i)] += gOpen
				grad[2*nf+2*int(i)+1] += gEnd
			}
		}
	}
}
