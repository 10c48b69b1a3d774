package tune

import (
	"math"
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// randomNetSet returns a set of n International positions from random
// play, each labelled by label (from White's side) and, for every other
// one, a search score.
func randomNetSet(n int, seed int64, label func(p *movegen.Position) float64) (*NetSet, []movegen.Position) {
	rng := rand.New(rand.NewSource(seed))
	var s NetSet
	var ps []movegen.Position
	var l movegen.MoveList
	for len(ps) < n {
		p := movegen.StartPosition(movegen.International)
		for range 4 + rng.Intn(60) {
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			p = p.Play(l.Moves[rng.Intn(l.N)])
		}
		line := Line{Position: p, Result: label(&p)}
		if len(ps)%2 == 0 {
			line.Score, line.Searched = rng.Intn(401)-200, true
		}
		s.add(&line)
		ps = append(ps, p)
	}
	return &s, ps
}

// onSquare28 labels a position for White by a rule the tables do not
// know, and the same for either colour: half a point, plus half for a
// White man on square 28, less half for a Black man on square 23 (28 as
// Black sees the board).
func onSquare28(p *movegen.Position) float64 {
	r := 0.5
	if p.Men(movegen.White)&(1<<movegen.International.Bit(27)) != 0 {
		r += 0.5
	}
	if p.Men(movegen.Black)&(1<<movegen.International.Bit(22)) != 0 {
		r -= 0.5
	}
	return r
}

// TestNetGradient checks backward's gradient against central differences
// of the squared error.
func TestNetGradient(t *testing.T) {
	s, _ := randomNetSet(20, 1, onSquare28)
	rng := rand.New(rand.NewSource(2))
	p := new(netParams)
	for i := range p {
		p[i] = float32(rng.NormFloat64() * 0.3)
	}
	const k = 0.75
	loss := func(i int, target float32) float64 {
		var a forwardState
		d := a.forward(p, s, i, k) - float64(target)
		return d * d
	}
	for i := range s.Len() {
		target := float32(rng.Float64())
		g := new(netParams)
		var a forwardState
		backward(p, g, &a, s, i, k, target)
		own, _ := s.half(i)
		params := []int{biasAt, biasAt + 5, ownAt + 3, otherAt + 7, outAt, int(own[0])*eval.NetWidth + 2}
		for _, j := range params {
			x := p[j]
			const h = 1e-3
			p[j] = x + h
			up := loss(i, target)
			p[j] = x - h
			down := loss(i, target)
			p[j] = x
			numeric := (up - down) / (2 * h)
			if math.Abs(numeric-float64(g[j])) > 1e-3+0.02*math.Abs(numeric) {
				t.Fatalf("sample %d parameter %d: gradient %g, central difference %g", i, j, g[j], numeric)
			}
		}
	}
}

// TestTrainNetLearns trains on a rule the tables cannot see and checks
// that the net predicts unseen positions far better than the tables, and
// that the integer net file scores as the float net with the file's
// weights does.
func TestTrainNetLearns(t *testing.T) {
	train, _ := randomNetSet(4000, 3, onSquare28)
	valid, ps := randomNetSet(500, 4, onSquare28)
	cfg := NetConfig{Epochs: 20, Batch: 128, Rate: 0.01, ScoreWeight: 0, Seed: 5, Workers: 2}
	p, rep := fitNet(train, valid, cfg)
	if !(rep.NetError < 0.5*rep.TablesError) {
		t.Fatalf("validation error %.4f with the net, %.4f without: the net learnt nothing", rep.NetError, rep.TablesError)
	}
	f, err := quantize(p, rep.K)
	if err != nil {
		t.Fatal(err)
	}
	// The float net with the file's rounded weights must score as the
	// file does, up to the integer arithmetic's rounding.
	r := unquantize(&f, rep.K)
	toCentiMen := 100 / rep.K
	var a, b forwardState
	worst := 0.0
	for i := range ps {
		q := ps[i]
		residual := func(p *netParams, a *forwardState) float64 {
			pred := a.forward(p, valid, i, rep.K)
			return (math.Log(pred/(1-pred)) - rep.K*float64(valid.base[i])/100) * toCentiMen
		}
		want, float := residual(r, &a), residual(p, &b)
		if got := f.Score(&q); math.Abs(float64(got)-want) > 1.5 {
			t.Fatalf("%s: the net file scores %d centi-men, its weights in float %.2f", q.FEN(), got, want)
		}
		worst = max(worst, math.Abs(want-float))
	}
	t.Logf("top %d; the rounding of the weights moved a score by up to %.1f centi-men", f.Top, worst)
}

// TestTrainNetStartsFromNet checks that a run started from the shipped
// International net starts where the engine's own evaluation stands:
// its starting validation error equals the error of the tables' and the
// net's integer scores (eval.Evaluate plus eval.NetScore) computed here.
func TestTrainNetStartsFromNet(t *testing.T) {
	shipped, ok := eval.NetOf(movegen.International)
	if !ok {
		t.Fatal("International has no shipped net")
	}
	train, _ := randomNetSet(400, 21, onSquare28)
	valid, ps := randomNetSet(300, 22, onSquare28)
	cfg := NetConfig{Epochs: 3, Batch: 64, Rate: 0.01, Seed: 23, Workers: 2, Start: &shipped}
	_, rep := fitNet(train, valid, cfg)
	var sum float64
	for i := range ps {
		q := ps[i]
		score := float64(eval.Evaluate(&q) + eval.NetScore(&q))
		d := float64(valid.result[i]) - 1/(1+math.Exp(-rep.K*score/100))
		sum += d * d
	}
	want := sum / float64(len(ps))
	if math.Abs(rep.StartError-want) > 1e-4*want {
		t.Fatalf("started at validation error %.6f; the engine's evaluation has %.6f", rep.StartError, want)
	}
	if rep.StartError == rep.TablesError {
		t.Fatal("the starting net scores as the tables alone")
	}
	_, fresh := fitNet(train, valid, NetConfig{Epochs: 3, Batch: 64, Rate: 0.01, Seed: 23, Workers: 2})
	if fresh.StartError != fresh.TablesError {
		t.Errorf("a fresh net starts at %.6f, the tables alone at %.6f", fresh.StartError, fresh.TablesError)
	}
}

// TestTrainNetRefusesTooLittle checks the error for empty sets.
func TestTrainNetRefusesTooLittle(t *testing.T) {
	s, _ := randomNetSet(5, 6, onSquare28)
	if _, _, err := TrainNet(s, s, NetConfig{Epochs: 1, Batch: 1, Rate: 0.01, Workers: 1}); err == nil {
		t.Fatal("trained on 5 positions")
	}
}

// TestTrainNetIsReproducible checks that the same data, seed and workers
// give the same net file, and another seed another one.
func TestTrainNetIsReproducible(t *testing.T) {
	train, _ := randomNetSet(600, 7, onSquare28)
	valid, _ := randomNetSet(100, 8, onSquare28)
	cfg := NetConfig{Epochs: 2, Batch: 64, Rate: 0.01, ScoreWeight: 0.5, Seed: 9, Workers: 2}
	a, _, errA := TrainNet(train, valid, cfg)
	b, _, errB := TrainNet(train, valid, cfg)
	cfg.Seed++
	c, _, errC := TrainNet(train, valid, cfg)
	if errA != nil || errB != nil || errC != nil {
		t.Fatal(errA, errB, errC)
	}
	if a != b {
		t.Error("two runs with one seed gave different nets")
	}
	if a == c {
		t.Error("two seeds gave the same net")
	}
}

// TestDropSeen checks that DropSeen leaves out exactly the validation
// positions the training set holds (found here by FEN), and that what it
// keeps equals a set read from the unseen positions alone.
func TestDropSeen(t *testing.T) {
	_, ps := randomNetSet(400, 10, onSquare28)
	setOf := func(ps []movegen.Position) *NetSet {
		var s NetSet
		for i, p := range ps {
			s.add(&Line{Position: p, Result: float64(i%3) / 2, Score: i, Searched: true})
		}
		return &s
	}
	trainPs := ps[:250]
	validPs := append(append([]movegen.Position{}, ps[150:400]...), ps[:20]...) // 120 of 270 seen
	inTrain := map[string]bool{}
	for _, p := range trainPs {
		inTrain[p.FEN()] = true
	}
	var unseen []movegen.Position
	for _, p := range validPs {
		if !inTrain[p.FEN()] {
			unseen = append(unseen, p)
		}
	}
	valid := setOf(validPs)
	if got, want := valid.DropSeen(setOf(trainPs)), len(validPs)-len(unseen); got != want || want < 120 {
		t.Fatalf("DropSeen left out %d positions, want %d (at least 120)", got, want)
	}
	// The results and scores were numbered by position in validPs: renumber
	// the expected set the same way.
	var want NetSet
	for i, p := range validPs {
		if !inTrain[p.FEN()] {
			want.add(&Line{Position: p, Result: float64(i%3) / 2, Score: i, Searched: true})
		}
	}
	if !reflect.DeepEqual(*valid, want) {
		t.Fatalf("the kept set (%d positions) differs from the unseen positions read afresh (%d)", valid.Len(), want.Len())
	}
}

// TestMergeDuplicates: positions read several times (found here by FEN)
// become one sample each, labelled by the mean of their results and of
// their scores where searched; a position read once keeps its own.
func TestMergeDuplicates(t *testing.T) {
	_, ps := randomNetSet(60, 11, onSquare28)
	var s NetSet
	type sums struct {
		n, scored     int
		result, score float64
	}
	want := map[string]*sums{}
	for i := range 300 {
		p := ps[(i*7)%len(ps)]
		if p.Side == movegen.Black {
			continue // the labels are White's view: keep the arithmetic plain
		}
		l := Line{Position: p, Result: float64(i%3) / 2, Score: i - 150, Searched: i%4 != 0}
		s.add(&l)
		w := want[p.FEN()]
		if w == nil {
			w = &sums{}
			want[p.FEN()] = w
		}
		w.n++
		w.result += l.Result
		if l.Searched {
			w.scored++
			w.score += float64(l.Score)
		}
	}
	before := s.Len()
	if removed := s.MergeDuplicates(); removed != before-len(want) || s.Len() != len(want) {
		t.Fatalf("merged %d of %d samples into %d, want %d positions", removed, before, s.Len(), len(want))
	}
	byKey := map[uint64]*sums{}
	for fen, w := range want {
		p, err := movegen.ParseFEN(movegen.International, fen)
		if err != nil {
			t.Fatal(err)
		}
		byKey[p.Key] = w
	}
	for i := range s.Len() {
		w := byKey[s.keys[i]]
		if w == nil {
			t.Fatalf("sample %d: a position not read", i)
		}
		if got := float64(s.result[i]); math.Abs(got-w.result/float64(w.n)) > 1e-6 {
			t.Errorf("sample %d: result %v, want %v", i, got, w.result/float64(w.n))
		}
		switch got := float64(s.score[i]); {
		case w.scored == 0 && !math.IsNaN(got):
			t.Errorf("sample %d: score %v for a position never searched", i, got)
		case w.scored > 0 && math.Abs(got-w.score/float64(w.scored)) > 1e-3:
			t.Errorf("sample %d: score %v, want %v", i, got, w.score/float64(w.scored))
		}
	}
}

func TestTakeScores(t *testing.T) {
	_, drawn := randomNetSet(40, 12, onSquare28)
	var ps []movegen.Position
	for _, p := range drawn {
		if !slices.ContainsFunc(ps, func(q movegen.Position) bool { return q.Key == p.Key }) {
			ps = append(ps, p)
		}
	}
	var s, deeper NetSet
	for i, p := range ps {
		s.add(&Line{Position: p, Result: 1, Score: 10 * i, Searched: i%5 != 0})
	}
	// deeper holds every third position, some twice, one without a score,
	// and positions s lacks; its results differ from s's.
	want := map[uint64]float64{}
	for i, p := range ps {
		if i%3 != 0 {
			continue
		}
		deeper.add(&Line{Position: p, Result: 0, Score: 1000 + i, Searched: true})
		score := float64(1000 + i)
		if i%2 == 0 {
			deeper.add(&Line{Position: p, Result: 0, Score: 2000 + i, Searched: true})
			score = float64(3000+2*i) / 2
		}
		if p.Side == movegen.Black {
			score = -score
		}
		want[p.Key] = score
	}
	deeper.add(&Line{Position: ps[1], Result: 0})
	_, others := randomNetSet(5, 99, onSquare28)
	for _, p := range others {
		if slices.Contains(s.keys, p.Key) {
			continue // a position both sets drew at random
		}
		deeper.add(&Line{Position: p, Score: 7, Searched: true})
	}
	before := NetSet{}
	for i := range s.Len() {
		before.copySample(&s, i)
	}
	wantChanged := 0
	for _, k := range s.keys {
		if _, ok := want[k]; ok {
			wantChanged++
		}
	}
	if changed := s.TakeScores(&deeper); changed != wantChanged {
		t.Fatalf("changed %d samples, want %d", changed, wantChanged)
	}
	for i := range s.Len() {
		got, old := float64(s.score[i]), float64(before.score[i])
		if w, ok := want[s.keys[i]]; ok {
			if math.Abs(got-w) > 1e-3 {
				t.Errorf("sample %d: score %v, want the deeper %v", i, got, w)
			}
		} else if !(got == old || math.IsNaN(got) && math.IsNaN(old)) {
			t.Errorf("sample %d: score %v changed from %v though deeper lacks it", i, got, old)
		}
		if s.result[i] != before.result[i] {
			t.Errorf("sample %d: result %v, want s's own %v", i, s.result[i], before.result[i])
		}
	}
	if s.Len() != before.Len() {
		t.Errorf("%d samples after, %d before", s.Len(), before.Len())
	}
}
