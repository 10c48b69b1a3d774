// The residual net: a small NNUE-shaped network whose score is added to
// the tables' evaluation (Evaluate), stored as a binary file embedded in
// the program and written by the tuner (tune.TrainNet).
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
// additions per half.

package eval

import (
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
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

// netMagic starts a net file; then come the variant's name length and
// name, the width (uint16), the activation's top (uint16: the value of an
// input sum that clips at 1), the input weights (NetSize rows of
// NetWidth int16), the hidden biases (NetWidth int16), the output weights
// of the side to move's half and of the other half (NetWidth int32 each,
// in 1/(top*outScale) centi-men), the output's scale and bias (int32),
// and the CRC-32 (IEEE) of all the bytes before it, all little-endian.
const netMagic = "DNN1"

// NetFile is a net as its file holds it.
type NetFile struct {
	Top        int16                    // an input sum of Top clips at 1
	Input      [NetSize][NetWidth]int16 // weights by input
	Bias       [NetWidth]int16
	Own, Other [NetWidth]int32 // output weights of the two halves
	OutScale   int32           // the output is in 1/(Top*OutScale) centi-men
	OutBias    int32           // in 1/(Top*OutScale) centi-men
}

// net is a NetFile laid out for the fast path.
type net struct {
	input      [NetSize][netWords]uint64 // packed lanes
	bias       [netWords]uint64          // packed lanes, plus laneBias
	own, other [NetWidth]int64
	top        uint64 // laneBias's lane plus Top
	offset     int64  // the output's bias, less what the lanes' 32768s add
	divisor    int64
	// rows gives, for a piece of a colour (White 0, Black 1), a king or
	// not (1 or 0), on a bit, its input in White's half and in Black's.
	rows [2][2][64][2]uint16
}

// nets holds each variant's net; nil where it has none.
var nets = loadNets()

// loadNets reads the embedded net files; a variant without one has no net.
func loadNets() (n [len(tabs)]*net) {
	for _, v := range movegen.Variants {
		data, err := netFiles.ReadFile("nets/" + v.String() + ".dnn")
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

// NetOf returns the net of variant v as its file holds it, and false if v
// has none.
func NetOf(v movegen.Variant) (NetFile, bool) {
	if !HasNet(v) {
		return NetFile{}, false
	}
	data, _ := netFiles.ReadFile("nets/" + v.String() + ".dnn")
	f, err := ReadNet(data, v)
	return f, err == nil
}

// pack packs four int16 lanes as their sum times 2^(16k).
func pack(v []int16) (w uint64) {
	for k, x := range v {
		w += uint64(int64(x)) << (16 * k)
	}
	return w
}

// compile lays f out for the fast path on the board of t.
func (f *NetFile) compile(t *tables) *net {
	n := &net{top: 32768 + uint64(f.Top), divisor: int64(f.Top) * int64(f.OutScale), offset: int64(f.OutBias)}
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
	}
	return n
}

// MaxNetSum bounds what any position can make of a hidden unit: the bias
// and, on each square, the input weight of largest size among the four
// kinds must sum within it in size, so that the packed lanes never
// overflow.
const MaxNetSum = 32767

// Check reports a net that could overflow a unit or has no scale.
func (f *NetFile) Check() error {
	if f.Top <= 0 || f.OutScale <= 0 {
		return errors.New("net file has no scale")
	}
	for k := range NetWidth {
		sum := abs32(int32(f.Bias[k]))
		for sq := range 64 {
			var most int32
			for kind := range 4 {
				most = max(most, abs32(int32(f.Input[kind*64+sq][k])))
			}
			sum += most
		}
		if sum > MaxNetSum {
			return fmt.Errorf("net file's unit %d can reach %d, over %d", k, sum, MaxNetSum)
		}
	}
	return nil
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// WriteNet writes the net f of variant v in the file format that package
// eval embeds.
func WriteNet(out io.Writer, v movegen.Variant, f *NetFile) error {
	if err := f.Check(); err != nil {
		return err
	}
	b := newWeightFile(netMagic, v)
	_ = binary.Write(b, binary.LittleEndian, [2]uint16{NetWidth, uint16(f.Top)})
	for _, part := range []any{&f.Input, &f.Bias, &f.Own, &f.Other, [2]int32{f.OutScale, f.OutBias}} {
		_ = binary.Write(b, binary.LittleEndian, part)
	}
	return sealWeightFile(out, b)
}

// ReadNet reads a net of variant v written by WriteNet; its checksum must
// hold, its width must be NetWidth and no position may overflow a unit.
func ReadNet(data []byte, v movegen.Variant) (NetFile, error) {
	var f NetFile
	r, err := openWeightFile(data, netMagic, "net file", v)
	if err != nil {
		return f, err
	}
	var head [2]uint16
	if err := binary.Read(r, binary.LittleEndian, &head); err != nil {
		return f, errors.New("net file truncated")
	}
	if head[0] != NetWidth {
		return f, fmt.Errorf("net file is %d wide, this program's nets are %d", head[0], NetWidth)
	}
	f.Top = int16(head[1])
	var tail [2]int32
	for _, part := range []any{&f.Input, &f.Bias, &f.Own, &f.Other, &tail} {
		if err := binary.Read(r, binary.LittleEndian, part); err != nil {
			return f, errors.New("net file truncated")
		}
	}
	if r.Len() != 0 {
		return f, errors.New("net file has bytes after its weights")
	}
	f.OutScale, f.OutBias = tail[0], tail[1]
	return f, f.Check()
}

// Accumulator holds the hidden units of both halves of a variant's net
// for one position (by the colour whose half it is). The zero value is
// meaningless: Refresh or Update it first.
type Accumulator struct {
	half [2][netWords]uint64
}

// NetInput returns the input that a piece of colour owner, a king or not,
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
		n.sub(a, &n.rows[c][0], m0&^m1)
		n.add(a, &n.rows[c][0], m1&^m0)
		n.sub(a, &n.rows[c][1], k0&^k1)
		n.add(a, &n.rows[c][1], k1&^k0)
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
	sum := n.offset + n.dot(&n.own, &a.half[side]) + n.dot(&n.other, &a.half[side^1])
	return int(sum / n.divisor)
}

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

// Score returns f's score in centi-men for p from the side to move's
// point of view, computed from scratch (slowly: for tools and tests).
func (f *NetFile) Score(p *movegen.Position) int {
	n := f.compile(&tabs[p.Variant])
	var a Accumulator
	n.refresh(&a, p)
	return n.score(&a, p.Side)
}
