// The blocks of the conversion files: the conversion values of
// consecutive indices, coded by the range coder with the values already
// seen as context.

package egdb

import "github.com/damaengine/damaengine/egdb/rangecode"

// conversionDontCare marks, in the values handed to appendConversionBlock, an index
// whose value does not matter (a capture pending, no position): the coder
// gives it the value it codes cheapest. No conversion value is 255.
const conversionDontCare = 255

// conversionConstants are the values a conversion block of one value throughout
// can name in its index entry (denseConstant + value).
const conversionConstants = 16

// magnitudeBits code a conversion value's plies / 2 (at most 126).
const magnitudeBits = 7

// conversionModels are the adaptive models of a conversion block. A value is
// its outcome, coded as the dense files code it, and for a win or a loss
// its magnitude k = plies / 2 (the parity follows from the outcome):
// first whether it is the magnitude of the index one stride back (when
// that one has the same outcome and another magnitude than the index
// before), then whether it is that of the index before (same outcome),
// and otherwise k's bits, most significant first, in a binary tree whose
// models depend on the size of the magnitude referred to.
type conversionModels struct {
	outcomes blockModels
	sameUp   [2][2]rangecode.Model                     // by loss, whether there is a value before
	sameLeft [2][2]rangecode.Model                     // by loss, whether the value before is above 0
	tree     [2][8][1 << magnitudeBits]rangecode.Model // by loss, the reference's bit length, node
}

func newConversionModels() conversionModels {
	m := conversionModels{outcomes: newBlockModels()}
	for l := range 2 {
		for j := range 2 {
			m.sameUp[l][j], m.sameLeft[l][j] = rangecode.NewModel(), rangecode.NewModel()
		}
		for r := range m.tree[l] {
			for n := range m.tree[l][r] {
				m.tree[l][r][n] = rangecode.NewModel()
			}
		}
	}
	return m
}

// magnitudeOf splits a won or lost value into its loss flag and magnitude;
// valueOf puts them together again.
func magnitudeOf(v Value) (loss, k int) {
	if v.IsLoss() {
		return 1, v.Plies() >> 1
	}
	return 0, v.Plies() >> 1
}

func valueOf(loss, k int) Value {
	if loss == 1 {
		return LossIn(2 * k)
	}
	return WinIn(2*k + 1)
}

// bitLength returns the number of bits of k (0 for 0), at most 7.
func bitLength(k int) int {
	n := 0
	for ; k > 0 && n < 7; k >>= 1 {
		n++
	}
	return n
}

// conversionRefs are the magnitudes an index's value is predicted by: the index
// before and the index one stride back, each when it has the same outcome.
type conversionRefs struct {
	left, up       int
	hasLeft, hasUp bool
}

// refsOf returns the references of index i of a block whose earlier
// values are vals and outcomes oc, for outcome o.
func refsOf(vals, oc []byte, i, stride int, o Outcome) conversionRefs {
	var r conversionRefs
	if i >= 1 && Outcome(oc[i-1]) == o {
		_, r.left = magnitudeOf(Value(vals[i-1]))
		r.hasLeft = true
	}
	if i >= stride && Outcome(oc[i-stride]) == o {
		_, r.up = magnitudeOf(Value(vals[i-stride]))
		r.hasUp = true
	}
	return r
}

// askUp reports whether the coder asks if the magnitude is the one a
// stride back (not when the index before has the same one: that is
// asked next).
func (r conversionRefs) askUp() bool { return r.hasUp && (!r.hasLeft || r.up != r.left) }

// reference returns the magnitude whose bit length chooses the tree's
// models: the one before, else the one a stride back, else 0.
func (r conversionRefs) reference() int {
	if r.hasLeft {
		return r.left
	}
	return r.up
}

func boolBit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// appendConversionBlock codes the conversion values of one block (conversionDontCare
// where any will do), appends its code to dst and returns the block's
// index entry. It writes the values it chose for the don't-care indices
// into vals.
func appendConversionBlock(dst, vals []byte, s strides) ([]byte, uint16) {
	if first, constant := constantOf(vals, conversionDontCare, byte(Draw)); constant && first < conversionConstants {
		for i := range vals {
			vals[i] = first
		}
		return dst, denseConstant + uint16(first)
	}
	start := len(dst)
	m := newConversionModels()
	var oc [denseBlockSize]byte
	e := rangecode.NewEncoder(dst)
	for i := range vals {
		c := s.context(oc[:], i)
		if vals[i] == conversionDontCare {
			vals[i] = byte(Draw)
			if o := m.outcomes.likeliest(c); o != Drawn {
				vals[i] = byte(valueOf(int(o-Won), refsOf(vals, oc[:], i, s[0], o).reference())) // named cheaply
			}
		}
		v := Value(vals[i])
		o := v.Outcome()
		oc[i] = byte(o)
		if o == Drawn {
			e.Encode(&m.outcomes.drawn[c], 0)
			continue
		}
		e.Encode(&m.outcomes.drawn[c], 1)
		loss, k := magnitudeOf(v)
		e.Encode(&m.outcomes.won[c], loss)
		r := refsOf(vals, oc[:], i, s[0], o)
		if r.askUp() {
			if k == r.up {
				e.Encode(&m.sameUp[loss][boolBit(r.hasLeft)], 0)
				continue
			}
			e.Encode(&m.sameUp[loss][boolBit(r.hasLeft)], 1)
		}
		if r.hasLeft {
			if k == r.left {
				e.Encode(&m.sameLeft[loss][boolBit(r.left > 0)], 0)
				continue
			}
			e.Encode(&m.sameLeft[loss][boolBit(r.left > 0)], 1)
		}
		tree := &m.tree[loss][bitLength(r.reference())]
		node := 1
		for bit := magnitudeBits - 1; bit >= 0; bit-- {
			b := k >> bit & 1
			e.Encode(&tree[node], b)
			node = node<<1 | b
		}
	}
	dst = e.Finish()
	return dst, uint16(len(dst) - start)
}

// decodeConversionBlock decodes the code of a conversion block into out, one
// value per index.
func decodeConversionBlock(data, out []byte, s strides) {
	m := newConversionModels()
	var oc [denseBlockSize]byte
	d := rangecode.NewDecoder(data)
	for i := range out {
		c := s.context(oc[:], i)
		if d.Decode(&m.outcomes.drawn[c]) == 0 {
			out[i], oc[i] = byte(Draw), byte(Drawn)
			continue
		}
		loss := d.Decode(&m.outcomes.won[c])
		o := Won + Outcome(loss)
		oc[i] = byte(o)
		r := refsOf(out, oc[:], i, s[0], o)
		k, known := 0, false
		if r.askUp() && d.Decode(&m.sameUp[loss][boolBit(r.hasLeft)]) == 0 {
			k, known = r.up, true
		}
		if !known && r.hasLeft && d.Decode(&m.sameLeft[loss][boolBit(r.left > 0)]) == 0 {
			k, known = r.left, true
		}
		if !known {
			tree := &m.tree[loss][bitLength(r.reference())]
			node := 1
			for range magnitudeBits {
				node = node<<1 | d.Decode(&tree[node])
			}
			k = node - 1<<magnitudeBits
		}
		out[i] = byte(valueOf(loss, k))
	}
}
