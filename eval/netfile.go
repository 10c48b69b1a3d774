// The residual net's file: its layout, its checks and its checksum.

package eval

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/damaengine/damaengine/movegen"
)

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

// NetOf returns the net of variant v as its file holds it, and false if v
// has none.
func NetOf(v movegen.Variant) (NetFile, bool) {
	if !HasNet(v) {
		return NetFile{}, false
	}
	data, _, _ := embedded(netFiles, "nets", ".dnn", v)
	f, err := ReadNet(data, v)
	return f, err == nil
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

// Score returns f's score in centi-men for p from the side to move's
// point of view, computed from scratch (slowly: for tools and tests).
func (f *NetFile) Score(p *movegen.Position) int {
	n := f.compile(&tabs[p.Variant])
	var a Accumulator
	n.refresh(&a, p)
	return n.score(&a, p.Side)
}
