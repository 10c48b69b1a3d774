// The blocks of the dense files: the outcomes of consecutive indices,
// coded by the range coder with the outcomes already seen as context.

package egdb

import (
	"github.com/damaengine/damaengine/egdb/rangecode"

	"github.com/damaengine/damaengine/egdb/index"
)

// Blocks of the dense files hold 1<<denseBlockShift indices.
const (
	denseBlockShift = 13
	denseBlockSize  = 1 << denseBlockShift
	denseContexts   = 4 * 4 * 4
	// A block's entry in the index is the length of its code, or
	// denseConstant plus its value for a block of one value throughout (no
	// code). A code never comes near: an adaptive model costs about a bit
	// a decision at worst, and an index takes 2 decisions in a dense
	// file, at most 11 in a conversion file (a code that did would fail
	// the index check before its file is written).
	denseConstant = 0xFFF0
)

// strides are the index distances whose outcomes predict an index's:
// the previous index, the same Black kings with the previous White kings,
// the same kings with the previous Black men. Neighbours in the index are
// positions a king's or a man's step apart, and share their value far
// more often than not.
type strides [2]int

// stridesOf returns the strides of layout l.
func stridesOf(l *index.Layout) strides {
	s1 := l.BKN
	s2 := l.BKN * l.WKN
	return strides{int(min(s1, denseBlockSize)), int(min(s2, denseBlockSize))}
}

// context returns the context of index i of a block whose earlier
// outcomes are in out: the outcomes one index and each stride back, 3
// where that lies before the block.
func (s strides) context(out []byte, i int) int {
	left, up1, up2 := 3, 3, 3
	if i >= 1 {
		left = int(out[i-1])
	}
	if i >= s[0] {
		up1 = int(out[i-s[0]])
	}
	if i >= s[1] {
		up2 = int(out[i-s[1]])
	}
	return (left*4+up1)*4 + up2
}

// blockModels are the adaptive models of a block, two decisions per
// context: drawn or not, then won or lost.
type blockModels struct {
	drawn, won [denseContexts]rangecode.Model
}

func newBlockModels() blockModels {
	var m blockModels
	for i := range m.drawn {
		m.drawn[i], m.won[i] = rangecode.NewModel(), rangecode.NewModel()
	}
	return m
}

// likeliest returns the outcome the models of context c expect most.
func (m *blockModels) likeliest(c int) Outcome {
	pd := m.drawn[c].Zero()
	rest := uint64(1<<rangecode.ProbBits) - pd
	pw := rest * m.won[c].Zero() >> rangecode.ProbBits
	pl := rest - pw
	switch {
	case pd >= pw && pd >= pl:
		return Drawn
	case pw >= pl:
		return Won
	}
	return Lost
}

// constantOf reports whether the values of a block other than dc are all
// one value, first (none when every value is dc).
func constantOf(vals []byte, dc, none byte) (first byte, constant bool) {
	first = dc
	for _, v := range vals {
		if v == dc {
			continue
		}
		if first == dc {
			first = v
		} else if v != first {
			return first, false
		}
	}
	if first == dc {
		first = none
	}
	return first, true
}

// appendDenseBlock codes the outcomes of one block, dontCare where any
// outcome will do, appends its code to dst and returns the block's index
// entry. It writes the outcomes it chose for the don't-care indices into
// sym.
func appendDenseBlock(dst, sym []byte, s strides) ([]byte, uint16) {
	if first, constant := constantOf(sym, dontCare, byte(Drawn)); constant {
		for i := range sym {
			sym[i] = first
		}
		return dst, denseConstant + uint16(first)
	}
	start := len(dst)
	m := newBlockModels()
	e := rangecode.NewEncoder(dst)
	for i := range sym {
		c := s.context(sym, i)
		if sym[i] == dontCare {
			sym[i] = byte(m.likeliest(c))
		}
		o := Outcome(sym[i])
		if o == Drawn {
			e.Encode(&m.drawn[c], 0)
			continue
		}
		e.Encode(&m.drawn[c], 1)
		if o == Won {
			e.Encode(&m.won[c], 0)
		} else {
			e.Encode(&m.won[c], 1)
		}
	}
	dst = e.Finish()
	return dst, uint16(len(dst) - start)
}

// decodeDenseBlock decodes the code of a block into out, one outcome per
// index.
func decodeDenseBlock(data, out []byte, s strides) {
	m := newBlockModels()
	d := rangecode.NewDecoder(data)
	for i := range out {
		c := s.context(out, i)
		o := Drawn
		if d.Decode(&m.drawn[c]) == 1 {
			o = Won + Outcome(d.Decode(&m.won[c]))
		}
		out[i] = byte(o)
	}
}
