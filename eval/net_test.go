package eval

import (
	"bytes"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// randomNet returns a net with random weights of the largest sizes a
// file may hold for a 50-square board.
func randomNet(seed int64) *NetFile {
	rng := rand.New(rand.NewSource(seed))
	f := &NetFile{Top: 256, OutScale: 64, OutBias: int32(rng.Intn(200001) - 100000)}
	for i := range f.Input {
		for k := range f.Input[i] {
			f.Input[i][k] = int16(rng.Intn(961) - 480)
		}
	}
	for k := range NetWidth {
		f.Bias[k] = int16(rng.Intn(2001) - 1000)
		f.Own[k] = int32(rng.Intn(20001) - 10000)
		f.Other[k] = int32(rng.Intn(20001) - 10000)
	}
	return f
}

// withNet makes f variant v's net until the test ends.
func withNet(t *testing.T, v movegen.Variant, f *NetFile) {
	t.Helper()
	if err := f.Check(); err != nil {
		t.Fatal(err)
	}
	old := nets[v]
	nets[v] = f.compile(&tabs[v])
	t.Cleanup(func() { nets[v] = old })
}

// referenceNetScore computes f's score for p the plain way: each half's
// units summed square by square in int64 and clipped, the output weighed,
// without packed lanes or table layouts. Black's half sees square s of n
// as square n-1-s.
func referenceNetScore(f *NetFile, p *movegen.Position) int {
	v := p.Variant
	n := v.Squares()
	var units [2][NetWidth]int64
	for side := movegen.White; side <= movegen.Black; side++ {
		for k := range NetWidth {
			units[side][k] = int64(f.Bias[k])
		}
		for s := range n {
			bit := uint64(1) << v.Bit(movegen.Square(s))
			owner := movegen.White
			switch {
			case p.Pieces[movegen.White]&bit != 0:
			case p.Pieces[movegen.Black]&bit != 0:
				owner = movegen.Black
			default:
				continue
			}
			kind := 0
			if owner != side {
				kind = 2
			}
			if p.Kings&bit != 0 {
				kind++
			}
			seen := s
			if side == movegen.Black {
				seen = n - 1 - s
			}
			in := kind*64 + int(v.Bit(movegen.Square(seen)))
			for k := range NetWidth {
				units[side][k] += int64(f.Input[in][k])
			}
		}
	}
	sum := int64(f.OutBias)
	for k := range NetWidth {
		own := min(max(units[p.Side][k], 0), int64(f.Top))
		other := min(max(units[p.Side.Other()][k], 0), int64(f.Top))
		sum += int64(f.Own[k])*own + int64(f.Other[k])*other
	}
	return int(sum / (int64(f.Top) * int64(f.OutScale)))
}

// TestNetMatchesReference checks the packed fast path against the plain
// sum on random positions, for a random net and the embedded one, and for
// nets the vector path must leave to the scalar one (output weights beyond
// 16 bits, a Top above vectorTop).
func TestNetMatchesReference(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.String(), func(t *testing.T) { netMatchesReference(t, v) })
	}
}

// netVariants are the variants that play with a net.
var netVariants = []movegen.Variant{movegen.International, movegen.Brazilian, movegen.Russian, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Frisian, movegen.Frysk}

// netMatchesReference is TestNetMatchesReference in variant v.
func netMatchesReference(t *testing.T, v movegen.Variant) {
	embedded, ok := NetOf(v)
	if !ok {
		t.Fatalf("%s has no embedded net", v)
	}
	wide, high := randomNet(12), randomNet(13)
	wide.Own[5], wide.Other[9] = 1<<15, -1<<15-1
	high.Top = 2 * vectorTop
	for _, c := range []struct {
		f      *NetFile
		vector bool // whether the vector path runs it, on a CPU that has one
	}{{&embedded, true}, {randomNet(1), true}, {randomNet(2), true}, {wide, false}, {high, false}} {
		f := c.f
		withNet(t, v, f)
		if got := nets[v].vector; got != (c.vector && vectorCPU) {
			t.Fatalf("net with Top %d: vector path %v, want %v", f.Top, got, c.vector && vectorCPU)
		}
		for _, p := range randomPositions(t, v, 300, 3) {
			if got, want := NetScore(&p), referenceNetScore(f, &p); got != want {
				t.Fatalf("%s: net scores %d, the plain sum %d", p.FEN(), got, want)
			}
			if got, want := f.Score(&p), referenceNetScore(f, &p); got != want {
				t.Fatalf("%s: NetFile.Score %d, the plain sum %d", p.FEN(), got, want)
			}
		}
	}
}

// TestNetUpdate plays random games and checks that the units updated move
// by move equal those computed from scratch.
func TestNetUpdate(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.String(), func(t *testing.T) {
			withNet(t, v, randomNet(4))
			netUpdate(t, v)
		})
	}
}

// netUpdate is TestNetUpdate in variant v.
func netUpdate(t *testing.T, v movegen.Variant) {
	rng := rand.New(rand.NewSource(5))
	var l movegen.MoveList
	for range 40 {
		p := movegen.StartPosition(v)
		var a Accumulator
		a.Refresh(&p)
		for ply := 0; ply < 200; ply++ {
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			q := p.Play(l.Moves[rng.Intn(l.N)])
			a.Update(&a, &p, &q)
			var fresh Accumulator
			fresh.Refresh(&q)
			if a != fresh {
				t.Fatalf("after %s: updated units differ from fresh ones", q.FEN())
			}
			p = q
		}
	}
}

// TestNetSymmetry checks that the net scores a position and its
// colour-flipped copy alike for the side to move.
func TestNetSymmetry(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.String(), func(t *testing.T) { netSymmetry(t, v) })
	}
}

// netSymmetry is TestNetSymmetry in variant v.
func netSymmetry(t *testing.T, v movegen.Variant) {
	for _, f := range []*NetFile{randomNet(6), nil} {
		if f != nil {
			withNet(t, v, f)
		}
		for _, p := range randomPositions(t, v, 300, 7) {
			q := flip(t, p)
			if a, b := NetScore(&p), NetScore(&q); a != b {
				t.Fatalf("%s scores %d, its flip %s scores %d", p.FEN(), a, q.FEN(), b)
			}
		}
	}
}

// TestNetFile checks that a net file reads back as written (for Killer
// too, whose training starts from International's) and that a damaged,
// foreign, truncated or overflowing one is refused.
func TestNetFile(t *testing.T) {
	v := movegen.International
	f := randomNet(8)
	var b bytes.Buffer
	if err := WriteNet(&b, v, f); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	got, err := ReadNet(data, v)
	if err != nil || got != *f {
		t.Fatalf("read back: %v (equal %v)", err, got == *f)
	}
	damaged := bytes.Clone(data)
	damaged[100] ^= 1
	for _, c := range []struct {
		name string
		data []byte
		v    movegen.Variant
		want string
	}{
		{"damaged", damaged, v, "checksum"},
		{"foreign", data, movegen.Italian, "not for italian"},
		{"foreign board", data, movegen.Brazilian, "not for brazilian"},
		{"truncated", data[:len(data)/2], v, "checksum"},
		{"not a net", []byte("DPW2 something else"), v, "not a net file"},
	} {
		if _, err := ReadNet(c.data, c.v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}
	// Killer's training starts from International's files.
	if lent, err := ReadNet(data, movegen.Killer); err != nil || lent != *f {
		t.Errorf("International's net read for Killer: %v (equal %v)", err, lent == *f)
	}
	big := *f
	for sq := range 64 {
		big.Input[sq][3] = 700
	}
	if err := WriteNet(&b, v, &big); err == nil || !strings.Contains(err.Error(), "unit 3") {
		t.Errorf("overflowing net: got %v", err)
	}
	unscaled := *f
	unscaled.Top = 0
	if err := WriteNet(&b, v, &unscaled); err == nil || !strings.Contains(err.Error(), "no scale") {
		t.Errorf("net without a scale: got %v", err)
	}
	for _, w := range movegen.Variants {
		if want := slices.Contains(netVariants, w); HasNet(w) != want {
			t.Errorf("%s: HasNet %v, want %v", w, HasNet(w), want)
		}
	}
}

// TestNetNoAllocs checks that updating and scoring allocate nothing.
func TestNetNoAllocs(t *testing.T) {
	v := movegen.International
	ps := randomPositions(t, v, 2, 9)
	var a, b Accumulator
	a.Refresh(&ps[0])
	if n := testing.AllocsPerRun(100, func() {
		b.Update(&a, &ps[0], &ps[1])
		_ = b.Score(v, ps[1].Side)
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// BenchmarkNetUpdate measures one move's update of both halves.
func BenchmarkNetUpdate(b *testing.B) {
	ps := randomGames(b, movegen.International, 1024, 10, 10, 60)
	qs := make([]movegen.Position, len(ps))
	var l movegen.MoveList
	for i := range ps {
		ps[i].Generate(&l)
		qs[i] = ps[i]
		if l.N > 0 {
			qs[i] = ps[i].Play(l.Moves[0])
		}
	}
	var a, c Accumulator
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Update(&a, &ps[i&1023], &qs[i&1023])
	}
}

// BenchmarkNetScore measures the output from the units.
func BenchmarkNetScore(b *testing.B) {
	ps := randomGames(b, movegen.International, 1024, 11, 10, 60)
	as := make([]Accumulator, len(ps))
	for i := range ps {
		as[i].Refresh(&ps[i])
	}
	sink := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink += as[i&1023].Score(movegen.International, movegen.White)
	}
	_ = sink
}

// kinglessAsInternational scores 2,000 random positions without kings in
// variant v and in International: their tables must agree (it fails at
// once where not). It returns how many it compared and in how many their
// nets differ.
func kinglessAsInternational(t *testing.T, v movegen.Variant, seed int64) (compared, netsDiffer int) {
	t.Helper()
	for _, p := range randomPlacements(t, movegen.International, 2000, seed) {
		if p.Kings != 0 {
			continue
		}
		compared++
		q, err := movegen.NewPosition(v, p.Side, p.Pieces[movegen.White], p.Pieces[movegen.Black], 0)
		if err != nil {
			t.Fatal(err)
		}
		if Evaluate(&q) != Evaluate(&p) {
			t.Fatalf("%s: %s's tables score %d, International's %d", p.FEN(), v, Evaluate(&q), Evaluate(&p))
		}
		if NetScore(&q) != NetScore(&p) {
			netsDiffer++
		}
	}
	if compared < 100 {
		t.Errorf("only %d positions without kings compared", compared)
	}
	return compared, netsDiffer
}

// TestBorrowersOfInternationalTables: Killer and Breakthrough score a
// position with International's weights and pattern table (Killer
// without the drawish divisors of International's lone-king endings, which
// its halt turns into wins, so positions without kings score the same in
// all three; Breakthrough plays no position with a king), and each with a
// net of its own, trained on its own self-play.
func TestBorrowersOfInternationalTables(t *testing.T) {
	lent, _ := NetOf(movegen.International)
	for _, c := range []struct {
		v    movegen.Variant
		seed int64
	}{{movegen.Killer, 41}, {movegen.Breakthrough, 43}} {
		compared, netsDiffer := kinglessAsInternational(t, c.v, c.seed)
		if PatternRegions(c.v) == 0 || len(PatternWeightsOf(c.v)) == 0 {
			t.Errorf("%s plays without International's pattern table", c.v)
		}
		own, ok := NetOf(c.v)
		if !ok || own == lent || netsDiffer < compared/2 {
			t.Errorf("%s's net is not its own (has one %v, the same file %v, scores differ in %d of %d)",
				c.v, ok, own == lent, netsDiffer, compared)
		}
	}
}
