// Training the residual net (eval's NetFile) on self-play data.

package tune

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// NetSet is a set of positions for TrainNet: for each, the inputs of the
// side to move's half and of the other half, the tables' evaluation, the
// game's result and the search score, all from the side to move's view.
type NetSet struct {
	inputs []uint16 // every sample's inputs, one after the other
	starts []uint32 // sample i's inputs: its own half from starts[2i], the other from starts[2i+1]
	base   []float32
	result []float32
	score  []float32 // NaN where the line has none
	keys   []uint64  // the positions' Zobrist keys
}

// Len returns the number of positions in s.
func (s *NetSet) Len() int { return len(s.base) }

// half returns sample i's inputs of the side to move's half and of the
// other.
func (s *NetSet) half(i int) (own, other []uint16) {
	end := uint32(len(s.inputs))
	if 2*i+2 < len(s.starts) {
		end = s.starts[2*i+2]
	}
	return s.inputs[s.starts[2*i]:s.starts[2*i+1]], s.inputs[s.starts[2*i+1]:end]
}

// Read reads lines "RESULT FEN [SCORE]" of variant v, as Generate
// writes them, into s (lines starting with # and blank lines are
// skipped; anything else malformed is an error naming the line).
func (s *NetSet) Read(r io.Reader, v movegen.Variant) error {
	return eachLine(r, v, func(l *Line, _ string) { s.add(l) })
}

// add appends the position of l.
func (s *NetSet) add(l *Line) {
	p := &l.Position
	result, score := l.Result, float64(l.Score)
	if p.Side == movegen.Black {
		result, score = 1-result, -score
	}
	s.starts = append(s.starts, uint32(len(s.inputs)))
	s.inputs = eval.NetInputs(p, p.Side, s.inputs)
	s.starts = append(s.starts, uint32(len(s.inputs)))
	s.inputs = eval.NetInputs(p, p.Side^1, s.inputs)
	s.base = append(s.base, float32(eval.Evaluate(p)))
	s.result = append(s.result, float32(result))
	if l.Searched {
		s.score = append(s.score, float32(score))
	} else {
		s.score = append(s.score, float32(math.NaN()))
	}
	s.keys = append(s.keys, p.Key)
}

// DropSeen removes from s every position that also occurs in seen (the
// same pieces and side to move) and returns how many it removed: a
// validation set measures what the net learnt, not what it memorised.
func (s *NetSet) DropSeen(seen *NetSet) int {
	known := newKeySet(seen.keys)
	var kept NetSet
	for i := range s.Len() {
		if !known.has(s.keys[i]) {
			kept.copySample(s, i)
		}
	}
	dropped := s.Len() - kept.Len()
	*s = kept
	return dropped
}

// copySample appends sample i of from to s.
func (s *NetSet) copySample(from *NetSet, i int) {
	own, other := from.half(i)
	s.starts = append(s.starts, uint32(len(s.inputs)))
	s.inputs = append(s.inputs, own...)
	s.starts = append(s.starts, uint32(len(s.inputs)))
	s.inputs = append(s.inputs, other...)
	s.base = append(s.base, from.base[i])
	s.result = append(s.result, from.result[i])
	s.score = append(s.score, from.score[i])
	s.keys = append(s.keys, from.keys[i])
}

// NetConfig sets a TrainNet run.
type NetConfig struct {
	Epochs      int
	Batch       int     // positions per step
	Rate        float64 // Adam's largest step
	ScoreWeight float64 // weight of the search score in a label (0 to 1); the result has the rest
	Seed        uint64
	Workers     int                  // goroutines computing a step's gradient
	Start       *eval.NetFile        // the net to go on from; nil: random weights and a zero output
	Log         func(string, ...any) // progress, one line an epoch; nil: none
}

// netParams are the float weights of a net, one after the other: the
// hidden layer's weights by input (NetSize rows of NetWidth) and biases,
// the output weights of the side to move's half and of the other half,
// and the output's bias; the output is in logits.
type netParams [netParamCount]float32

// Where each part of netParams starts.
const (
	biasAt        = eval.NetSize * eval.NetWidth
	ownAt         = biasAt + eval.NetWidth
	otherAt       = ownAt + eval.NetWidth
	outAt         = otherAt + eval.NetWidth
	netParamCount = outAt + 1
)

// row returns the weights of input f.
func (p *netParams) row(f uint16) []float32 {
	return p[int(f)*eval.NetWidth : int(f+1)*eval.NetWidth : int(f+1)*eval.NetWidth]
}

// NetReport is what TrainNet measured: the sigmoid scale of the tables'
// evaluation (fitted on the training set), and the mean squared error
// against the validation set's results of the tables alone and of the
// tables with the net, before training (StartError: the starting net's)
// and after.
type NetReport struct {
	K              float64
	TablesError    float64
	StartError     float64
	NetError       float64
	TrainPositions int
	ValidPositions int
}

// TrainNet fits a residual net to train, whose score added to the tables'
// evaluation predicts each position's label (the game's result blended
// with the search score by cfg.ScoreWeight, through the sigmoid of scale
// K fitted to the tables), by Adam on the squared error, and returns it
// as variant v's net file; valid measures it.
func TrainNet(train, valid *NetSet, cfg NetConfig) (eval.NetFile, NetReport, error) {
	if train.Len() < MinSamples || valid.Len() == 0 {
		return eval.NetFile{}, NetReport{}, fmt.Errorf("need at least %d training and 1 validation positions", MinSamples)
	}
	p, rep := fitNet(train, valid, cfg)
	f, err := quantize(p, rep.K)
	return f, rep, err
}

// fitNet is TrainNet before the weights are stored as integers.
func fitNet(train, valid *NetSet, cfg NetConfig) (*netParams, NetReport) {
	rep := NetReport{TrainPositions: train.Len(), ValidPositions: valid.Len()}
	rep.K = fitNetK(train)
	target := labels(train, rep.K, cfg.ScoreWeight)
	var p *netParams
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6e6574))
	if cfg.Start != nil {
		p = unquantize(cfg.Start, rep.K)
	} else {
		p = new(netParams)
		bound := float32(1 / math.Sqrt(eval.NetSize+1))
		for i := range p[:ownAt] { // the output starts at zero: the tables alone
			p[i] = bound * (2*rng.Float32() - 1)
		}
	}
	rep.TablesError = tablesError(valid, rep.K)
	rep.StartError = netError(p, valid, rep.K)
	rep.NetError = rep.StartError
	opt := newNetAdam(netParamCount)
	order := make([]int, train.Len())
	for i := range order {
		order[i] = i
	}
	batch := max(cfg.Batch, 1)
	steps := cfg.Epochs * max(train.Len()/batch, 1)
	step := 0
	for epoch := range cfg.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for lo := 0; lo+batch <= len(order) || (lo == 0 && len(order) < batch); lo += batch {
			hi := min(lo+batch, len(order))
			grad := gradient(p, train, target, rep.K, order[lo:hi], max(cfg.Workers, 1))
			opt.step(p[:], grad[:], oneCycle(cfg.Rate, step, steps))
			step++
		}
		rep.NetError = netError(p, valid, rep.K)
		if cfg.Log != nil {
			cfg.Log("epoch %d: validation error %.6f (tables alone %.6f)", epoch+1, rep.NetError, rep.TablesError)
		}
	}
	return p, rep
}

// fitNetK finds the sigmoid scale that best fits the tables' evaluation to
// the results, by golden-section search on [0.01, 10].
func fitNetK(s *NetSet) float64 {
	return goldenSection(func(k float64) float64 { return tablesError(s, k) }, 0.01, 10)
}

// tablesError is the mean squared error of the tables alone against the
// results of s.
func tablesError(s *NetSet, k float64) float64 {
	var sum float64
	for i, b := range s.base {
		d := float64(s.result[i]) - sigmoid(k, float64(b))
		sum += d * d
	}
	return sum / float64(s.Len())
}

// labels returns each position's training label.
func labels(s *NetSet, k, scoreWeight float64) []float32 {
	t := make([]float32, s.Len())
	for i := range t {
		t[i] = s.result[i]
		if sc := float64(s.score[i]); !math.IsNaN(sc) {
			t[i] = float32(scoreWeight*sigmoid(k, sc) + (1-scoreWeight)*float64(s.result[i]))
		}
	}
	return t
}

// netError is the mean squared error of the tables with the net against
// the results of s.
func netError(p *netParams, s *NetSet, k float64) float64 {
	var sum float64
	var a forwardState
	for i := range s.base {
		d := float64(s.result[i]) - a.forward(p, s, i, k)
		sum += d * d
	}
	return sum / float64(s.Len())
}

// forwardState holds one position's hidden units during a pass.
type forwardState struct {
	own, other [eval.NetWidth]float32
}

// forward returns the predicted result of sample i, leaving its hidden
// units (before clipping) in a.
func (a *forwardState) forward(p *netParams, s *NetSet, i int, k float64) float64 {
	own, other := s.half(i)
	copy(a.own[:], p[biasAt:ownAt])
	copy(a.other[:], p[biasAt:ownAt])
	for _, f := range own {
		for j, w := range p.row(f) {
			a.own[j] += w
		}
	}
	for _, f := range other {
		for j, w := range p.row(f) {
			a.other[j] += w
		}
	}
	z := float64(p[outAt]) + k*float64(s.base[i])/100
	for j := range eval.NetWidth {
		z += float64(p[ownAt+j]*clip(a.own[j]) + p[otherAt+j]*clip(a.other[j]))
	}
	return 1 / (1 + math.Exp(-z))
}

// clip clips a hidden unit to [0, 1].
func clip(x float32) float32 { return min(max(x, 0), 1) }

// gradient returns the gradient of the mean squared error over the
// samples idx, computed by workers goroutines.
func gradient(p *netParams, s *NetSet, target []float32, k float64, idx []int, workers int) *netParams {
	parts := make([]netParams, workers)
	var wg sync.WaitGroup
	for g := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := g*len(idx)/workers, (g+1)*len(idx)/workers
			var a forwardState
			for _, i := range idx[lo:hi] {
				backward(p, &parts[g], &a, s, i, k, target[i])
			}
		}()
	}
	wg.Wait()
	sum := &parts[0]
	for g := 1; g < workers; g++ {
		for j, x := range &parts[g] {
			sum[j] += x
		}
	}
	scale := 1 / float32(len(idx))
	for j := range sum {
		sum[j] *= scale
	}
	return sum
}

// backward adds to g the gradient of sample i's squared error.
func backward(p, g *netParams, a *forwardState, s *NetSet, i int, k float64, target float32) {
	pred := a.forward(p, s, i, k)
	dz := float32(2 * (pred - float64(target)) * pred * (1 - pred))
	g[outAt] += dz
	var dOwn, dOther [eval.NetWidth]float32
	for j := range eval.NetWidth {
		g[ownAt+j] += dz * clip(a.own[j])
		g[otherAt+j] += dz * clip(a.other[j])
		if a.own[j] > 0 && a.own[j] < 1 {
			dOwn[j] = dz * p[ownAt+j]
		}
		if a.other[j] > 0 && a.other[j] < 1 {
			dOther[j] = dz * p[otherAt+j]
		}
		g[biasAt+j] += dOwn[j] + dOther[j]
	}
	own, other := s.half(i)
	for _, f := range own {
		row := g.row(f)
		for j := range row {
			row[j] += dOwn[j]
		}
	}
	for _, f := range other {
		row := g.row(f)
		for j := range row {
			row[j] += dOther[j]
		}
	}
}

// oneCycle returns the step size of step t of n: rising from rate/25 to
// rate over the first tenth, then falling to nearly zero along a cosine.
func oneCycle(rate float64, t, n int) float64 {
	warm := max(n/10, 1)
	if t < warm {
		return rate/25 + (rate-rate/25)*float64(t)/float64(warm)
	}
	x := float64(t-warm) / float64(max(n-warm, 1))
	return rate * (1e-4 + (1-1e-4)*(1+math.Cos(math.Pi*x))/2)
}

// netAdam is Adam's state for a flat parameter vector.
type netAdam struct {
	m, v []float64
	t    int
}

// newNetAdam returns Adam's state for n parameters.
func newNetAdam(n int) *netAdam { return &netAdam{m: make([]float64, n), v: make([]float64, n)} }

// step moves x against gradient g by Adam with step size rate.
func (a *netAdam) step(x, g []float32, rate float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	a.t++
	c1, c2 := 1-math.Pow(b1, float64(a.t)), 1-math.Pow(b2, float64(a.t))
	for i, gi := range g {
		a.m[i] = b1*a.m[i] + (1-b1)*float64(gi)
		a.v[i] = b2*a.v[i] + (1-b2)*float64(gi)*float64(gi)
		x[i] -= float32(rate * (a.m[i] / c1) / (math.Sqrt(a.v[i]/c2) + eps))
	}
}

// netOutScale is the output weights' scale in a net file: 1/64 centi-man.
const netOutScale = 64

// unquantize returns the float weights of net file f, its output in
// logits of scale k: the inverse of quantize up to its rounding.
func unquantize(f *eval.NetFile, k float64) *netParams {
	p := new(netParams)
	toCentiMen := 100 / k
	top := float64(f.Top)
	for i := range f.Input {
		for j, w := range f.Input[i] {
			p.row(uint16(i))[j] = float32(float64(w) / top)
		}
	}
	for j := range eval.NetWidth {
		p[biasAt+j] = float32(float64(f.Bias[j]) / top)
		p[ownAt+j] = float32(float64(f.Own[j]) / toCentiMen / float64(f.OutScale))
		p[otherAt+j] = float32(float64(f.Other[j]) / toCentiMen / float64(f.OutScale))
	}
	p[outAt] = float32(float64(f.OutBias) / toCentiMen / top / float64(f.OutScale))
	return p
}

// quantize turns p (its output in logits of scale k) into a net file: the
// largest activation top (a power of two up to 1024) under which no
// position can overflow a unit, the output in centi-men.
func quantize(p *netParams, k float64) (eval.NetFile, error) {
	toCentiMen := 100 / k
	for top := 1024; top >= 16; top /= 2 {
		var f eval.NetFile
		f.Top, f.OutScale = int16(top), netOutScale
		for i := range f.Input {
			for j, w := range p.row(uint16(i)) {
				f.Input[i][j] = int16(math.Round(float64(w) * float64(top)))
			}
		}
		for j := range eval.NetWidth {
			f.Bias[j] = int16(math.Round(float64(p[biasAt+j]) * float64(top)))
			f.Own[j] = int32(math.Round(float64(p[ownAt+j]) * toCentiMen * netOutScale))
			f.Other[j] = int32(math.Round(float64(p[otherAt+j]) * toCentiMen * netOutScale))
		}
		f.OutBias = int32(math.Round(float64(p[outAt]) * toCentiMen * float64(top) * netOutScale))
		if f.Check() == nil {
			return f, nil
		}
	}
	return eval.NetFile{}, fmt.Errorf("the net's weights are too large to store")
}
