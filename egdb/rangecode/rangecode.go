// Package rangecode is a binary range coder with adaptive probabilities:
// the coding of the endgame databases' dense and conversion blocks. A
// Model is the learnt probability of one binary decision; an Encoder
// writes bits under their models, a Decoder reads them back under models
// that start the same.
package rangecode

// ProbBits: probabilities are of a bit being 0, in units of 1/2^ProbBits.
const ProbBits = 16

const (
	probHalf  = 1 << (ProbBits - 1)
	rangeTop  = 1 << 24
	fastLearn = 11 // a model's first updates move faster (see model.update)
)

// Model is the adaptive probability of one binary decision: p is the
// chance of a 0, n how often it was updated (up to fastLearn).
type Model struct {
	p uint16
	n uint8
}

// NewModel returns an even model.
func NewModel() Model { return Model{p: probHalf} }

// Zero is the model's probability of a 0, in units of 1/2^ProbBits.
func (m Model) Zero() uint64 { return uint64(m.p) }

// rateShift is the update speed after n updates: a fresh model learns
// almost as an average of what it saw (about 1/(n+1.5)), then settles to
// 1/16, which follows the slow drift of values along a slice.
var rateShift = [fastLearn + 1]uint8{1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4}

// update moves the model towards bit.
func (m *Model) update(bit int) {
	s := rateShift[m.n]
	if m.n < fastLearn {
		m.n++
	}
	if bit == 0 {
		m.p += uint16((1<<ProbBits - uint32(m.p)) >> s)
	} else {
		m.p -= m.p >> s // never below 1: 1>>s is 0
	}
}

// Encoder is the writing half of the range coder.
type Encoder struct {
	low       uint64
	rng       uint32
	cache     byte
	cacheSize int
	out       []byte
	start     int // where the coder's bytes begin in out
}

// NewEncoder returns an encoder that appends its code to out.
func NewEncoder(out []byte) Encoder {
	return Encoder{rng: 0xFFFFFFFF, cacheSize: 1, out: out, start: len(out)}
}

// Encode writes bit with the model m and updates m.
func (e *Encoder) Encode(m *Model, bit int) {
	bound := (e.rng >> ProbBits) * uint32(m.p)
	if bit == 0 {
		e.rng = bound
	} else {
		e.low += uint64(bound)
		e.rng -= bound
	}
	m.update(bit)
	for e.rng < rangeTop {
		e.rng <<= 8
		e.shiftLow()
	}
}

// shiftLow moves the top byte of low out, carrying into the bytes held
// back while they were all 0xFF.
func (e *Encoder) shiftLow() {
	if uint32(e.low) < 0xFF000000 || e.low>>32 != 0 {
		carry := byte(e.low >> 32)
		b := e.cache
		for ; e.cacheSize > 0; e.cacheSize-- {
			e.out = append(e.out, b+carry)
			b = 0xFF
		}
		e.cache = byte(e.low >> 24)
	}
	e.cacheSize++
	e.low = (e.low & 0x00FFFFFF) << 8
}

// Finish flushes the coder and returns out with what it wrote. Any
// number in [low, low+range) ends the code: it takes the one with the
// most trailing zero bits, and leaves out the zero bytes at the end and
// the zero byte at the start (low begins below 2^32, so nothing carries
// into it), which the decoder reads without them.
func (e *Encoder) Finish() []byte {
	for k := 32; k >= 0; k-- {
		mask := uint64(1)<<k - 1
		if v := (e.low + mask) &^ mask; v < e.low+uint64(e.rng) {
			e.low = v
			break
		}
	}
	for i := 0; i < 5; i++ {
		e.shiftLow()
	}
	code := e.out[e.start+1:]
	for len(code) > 0 && code[len(code)-1] == 0 {
		code = code[:len(code)-1]
	}
	return append(e.out[:e.start], code...)
}

// Decoder is the reading half. Past the end of its input it reads zeros,
// so that a damaged block decodes to wrong values, never out of bounds
// (the file's checksum has refused damaged files before).
type Decoder struct {
	code, rng uint32
	in        []byte
	pos       int
}

// NewDecoder returns a decoder of the code in.
func NewDecoder(in []byte) Decoder {
	d := Decoder{rng: 0xFFFFFFFF, in: in}
	for i := 0; i < 4; i++ {
		d.code = d.code<<8 | uint32(d.next())
	}
	return d
}

func (d *Decoder) next() byte {
	if d.pos >= len(d.in) {
		return 0
	}
	b := d.in[d.pos]
	d.pos++
	return b
}

// Decode reads one bit with the model m and updates m.
func (d *Decoder) Decode(m *Model) int {
	bound := (d.rng >> ProbBits) * uint32(m.p)
	bit := 0
	if d.code < bound {
		d.rng = bound
	} else {
		d.code -= bound
		d.rng -= bound
		bit = 1
	}
	m.update(bit)
	for d.rng < rangeTop {
		d.rng <<= 8
		d.code = d.code<<8 | uint32(d.next())
	}
	return bit
}
