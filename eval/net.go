// The residual net: a small NNUE-shaped network whose score is added to
// the tables' evaluation (Evaluate), stored as a binary file embedded in
// the program (netfile.go) and written by the tuner (tune.TrainNet).
//
// Each side has its half of the hidden layer, NetWidth units that sum the
// input weights of the pieces as that side sees them: its own men and
// kings and the opponent's, on squares counted from its own back row, so
// that both halves share one set of weights and a position scores the
// same for the side to move whichever colour it plays. The output weighs
// the side to move's half, clipped to [0, 1], by one set of weights and
// the other half by another. The halves are kept in an Accumulator that a
// move updates with the few pieces it changed; their units are int16
// lanes packed four to a uint64, so that a piece costs NetWidth/4
// additions per half, or one AVX2 addition where the build and the CPU
// allow (netvector.go).

package eval

import (
	"embed"
	"fmt"
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

//go:embed nets
var netFiles embed.FS

// NetWidth is the number of hidden units of each side's half of the net.
const NetWidth = 16

// NetSize is the number of the net's inputs: four kinds of piece (own
// men, own kings, the opponent's men, the opponent's kings) on each of
// the 64 bits of movegen's layout, as the side sees the board.
const NetSize = 4 * 64

// netWords is the number of uint64 that hold a half's packed lanes.
const netWords = NetWidth / 4

// laneBias is 32768 in every lane: an accumulator holds each unit plus
// 32768, so that every lane stays in [0, 65535] and none carries into the
// next (a unit's value must stay within int16).
const laneBias = 0x8000800080008000

// net is a NetFile laid out for the fast path.
type net struct {
	input      [NetSize][netWords]uint64 // packed lanes
	bias       [netWords]uint64          // packed lanes, plus laneBias
	own, other [NetWidth]int64
	top        uint64 // laneBias's lane plus Top
	offset     int64  // what the lanes' 32768s add to the output, taken away
	outBias    int64  // the output's bias, in 1/divisor centi-men
	divisor    int64
	// The vector path (outputSum) holds the output weights as int16 and
	// sums in int32: it runs where the weights fit, Top is at most
	// vectorTop (32 products of Top by 2^15 stay below 2^31) and the CPU
	// has the instructions.
	own16, other16 [NetWidth]int16
	top16          int16
	vector         bool
	// rows gives, for a piece of a colour (White 0, Black 1), a king or
	// not (1 or 0), on a bit, its input in White's half and in Black's.
	rows [2][2][64][2]uint16
}

// nets holds each variant's net; nil where it has none.
var nets = loadNets()

// loadNets reads the embedded net files, each variant's own or its
// lender's (embedded); a variant without one has no net.
func loadNets() (n [len(tabs)]*net) {
	for _, v := range movegen.Variants {
		data, _, err := embedded(netFiles, "nets", ".dnn", v)
		if err != nil {
			continue
		}
		f, err := ReadNet(data, v)
		if err != nil {
			panic(fmt.Sprintf("eval: embedded %s net: %v", v, err))
		}
		n[v] = f.compile(&tabs[v])
	}
	return n
}

// netOf returns the net of variant v, nil when it has none.
func netOf(v movegen.Variant) *net {
	if int(v) >= len(nets) {
		return nil
	}
	return nets[v]
}

// HasNet reports whether variant v has a residual net.
func HasNet(v movegen.Variant) bool { return netOf(v) != nil }

// pack packs four int16 lanes as their sum times 2^(16k).
func pack(v []int16) (w uint64) {
	for k, x := range v {
		w += uint64(int64(x)) << (16 * k)
	}
	return w
}

// compile lays f out for the fast path on the board of t.
func (f *NetFile) compile(t *tables) *net {
	n := &net{top: 32768 + uint64(f.Top), top16: f.Top, divisor: int64(f.Top) * int64(f.OutScale),
		outBias: int64(f.OutBias), vector: vectorCPU && f.Top <= vectorTop}
	for owner := movegen.White; owner <= movegen.Black; owner++ {
		for king := range 2 {
			for b := range 64 {
				for side := movegen.White; side <= movegen.Black; side++ {
					n.rows[owner][king][b][side] = uint16(netInput(side, owner, king == 1, b, t.rotation))
				}
			}
		}
	}
	for i := range f.Input {
		for w := range netWords {
			n.input[i][w] = pack(f.Input[i][4*w : 4*w+4])
		}
	}
	for w := range netWords {
		n.bias[w] = pack(f.Bias[4*w:4*w+4]) + laneBias
	}
	for k := range NetWidth {
		n.own[k], n.other[k] = int64(f.Own[k]), int64(f.Other[k])
		n.offset -= 32768 * (n.own[k] + n.other[k])
		n.own16[k], n.other16[k] = int16(f.Own[k]), int16(f.Other[k])
		n.vector = n.vector && fitsInt16(f.Own[k]) && fitsInt16(f.Other[k])
	}
	return n
}

// Accumulator holds the hidden units of both halves of a variant's net
// for one position (by the colour whose half it is). The zero value is
// meaningless: Refresh or Update it first.
type Accumulator struct {
	half [2][netWords]uint64
}

// netInput returns the input that a piece of colour owner, a king or not,
// on bit b is for the half of colour side, on a board that turns by
// rotation (tables.rotate).
func netInput(side, owner movegen.Color, king bool, b, rotation int) int {
	kind := 0
	if owner != side {
		kind = 2
	}
	if king {
		kind++
	}
	if side == movegen.Black {
		b = 63 - rotation - b
	}
	return kind*64 + b
}

// Refresh computes a's units for position p from scratch.
func (a *Accumulator) Refresh(p *movegen.Position) {
	if n := netOf(p.Variant); n != nil {
		n.refresh(a, p)
	}
}

// refresh computes a's units for position p from scratch.
func (n *net) refresh(a *Accumulator, p *movegen.Position) {
	a.half[0], a.half[1] = n.bias, n.bias
	for c := movegen.White; c <= movegen.Black; c++ {
		n.add(a, &n.rows[c][0], p.Men(c))
		n.add(a, &n.rows[c][1], p.KingsOf(c))
	}
}

// Update sets a to the units of after, a position one move from before,
// whose units prev holds (prev may be a).
func (a *Accumulator) Update(prev *Accumulator, before, after *movegen.Position) {
	*a = *prev
	n := netOf(after.Variant)
	if n == nil {
		return
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		pieces := before.Pieces[c] ^ after.Pieces[c]
		if pieces == 0 && (before.Kings^after.Kings)&after.Pieces[c] == 0 {
			continue
		}
		m0, m1 := before.Men(c), after.Men(c)
		k0, k1 := before.KingsOf(c), after.KingsOf(c)
		n.change(a, &n.rows[c][0], m0&^m1, m1&^m0)
		n.change(a, &n.rows[c][1], k0&^k1, k1&^k0)
	}
}

// add adds to both halves of a the pieces on b whose inputs rows gives.
func (n *net) add(a *Accumulator, rows *[64][2]uint16, b uint64) {
	w, k := &a.half[movegen.White], &a.half[movegen.Black]
	for ; b != 0; b &= b - 1 {
		r := &rows[bits.TrailingZeros64(b)]
		x, y := &n.input[r[0]], &n.input[r[1]]
		w[0], w[1], w[2], w[3] = w[0]+x[0], w[1]+x[1], w[2]+x[2], w[3]+x[3]
		k[0], k[1], k[2], k[3] = k[0]+y[0], k[1]+y[1], k[2]+y[2], k[3]+y[3]
	}
}

// sub takes away from both halves of a the pieces on b whose inputs rows
// gives.
func (n *net) sub(a *Accumulator, rows *[64][2]uint16, b uint64) {
	w, k := &a.half[movegen.White], &a.half[movegen.Black]
	for ; b != 0; b &= b - 1 {
		r := &rows[bits.TrailingZeros64(b)]
		x, y := &n.input[r[0]], &n.input[r[1]]
		w[0], w[1], w[2], w[3] = w[0]-x[0], w[1]-x[1], w[2]-x[2], w[3]-x[3]
		k[0], k[1], k[2], k[3] = k[0]-y[0], k[1]-y[1], k[2]-y[2], k[3]-y[3]
	}
}

// Score returns the net's score in centi-men for side, the side to move,
// from a's units; 0 for a variant without a net.
func (a *Accumulator) Score(v movegen.Variant, side movegen.Color) int {
	n := netOf(v)
	if n == nil {
		return 0
	}
	return n.score(a, side)
}

// score returns the net's score for side from a's units.
func (n *net) score(a *Accumulator, side movegen.Color) int {
	return int((n.outBias + n.outputSum(a, side)) / n.divisor)
}

// scalarSum is outputSum without vectors.
func (n *net) scalarSum(a *Accumulator, side movegen.Color) int64 {
	return n.offset + n.dot(&n.own, &a.half[side]) + n.dot(&n.other, &a.half[side^1])
}

// vectorTop is the largest Top the vector path takes.
const vectorTop = 1024

// fitsInt16 reports whether w fits in 16 bits.
func fitsInt16(w int32) bool { return w >= -1<<15 && w < 1<<15 }

// dot returns the weighted sum of a half's units, each clipped to
// [32768, top] (the 32768s are netted out by offset).
func (n *net) dot(w *[NetWidth]int64, h *[netWords]uint64) int64 {
	top := n.top
	var sum int64
	for k, x := range h {
		v := (*[4]int64)(w[4*k:])
		sum += v[0]*clipLane(x&0xffff, top) + v[1]*clipLane(x>>16&0xffff, top) +
			v[2]*clipLane(x>>32&0xffff, top) + v[3]*clipLane(x>>48, top)
	}
	return sum
}

// clipLane clips a lane to [32768, top].
func clipLane(u, top uint64) int64 { return int64(min(max(u, 32768), top)) }

// NetScore returns the score of p's net in centi-men from the side to
// move's point of view, computed from scratch; 0 for a variant without a
// net.
func NetScore(p *movegen.Position) int {
	var a Accumulator
	a.Refresh(p)
	return a.Score(p.Variant, p.Side)
}

// NetInputs appends to dst the inputs that are on in the half of colour
// side for position p (each in [0, NetSize)), and returns it.
func NetInputs(p *movegen.Position, side movegen.Color, dst []uint16) []uint16 {
	rotation := tabs[p.Variant].rotation
	for c := movegen.White; c <= movegen.Black; c++ {
		for _, king := range [2]bool{false, true} {
			b := p.Men(c)
			if king {
				b = p.KingsOf(c)
			}
			for ; b != 0; b &= b - 1 {
				dst = append(dst, uint16(netInput(side, c, king, bits.TrailingZeros64(b), rotation)))
			}
		}
	}
	return dst
}
