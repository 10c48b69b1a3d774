// The conversion blocks' coder against values of its whole range.

package egdb

import (
	"math/rand/v2"
	"testing"
)

// TestConversionBlocksRoundTrip codes blocks of conversion values of several
// kinds (every value, runs of one value, values drifting by a step as
// neighbours in the index do, don't-care indices among them, blocks of
// one value with and without an index entry of its own) and decodes
// them back: each stored value comes back, each don't-care index gets a
// value, and the smooth blocks code smaller than a byte a value.
func TestConversionBlocksRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	all := func(i int) byte { // every value a conversion file stores
		k := i % 254
		if k == 0 {
			return byte(Draw)
		}
		return byte(k)
	}
	drift := func() func(int) byte {
		v := 40
		return func(int) byte {
			switch r := rng.IntN(100); {
			case r < 3:
				return byte(Draw)
			case r < 8:
				v = max(1, min(253, v+2*rng.IntN(3)-2))
			}
			return byte(v)
		}
	}()
	for _, c := range []struct {
		what      string
		value     func(int) byte
		dontCare  float64
		n         int
		constant  bool
		smallerBy int // the code at least this many times smaller than the values
	}{
		{"every value", all, 0, denseBlockSize, false, 0},
		{"every value, a few don't care", all, 0.1, denseBlockSize, false, 0},
		{"random values", func(int) byte { return byte(rng.IntN(254)) }, 0.2, denseBlockSize, false, 0},
		{"drifting", drift, 0.2, denseBlockSize, false, 2},
		{"a short last block", drift, 0.3, 77, false, 0},
		{"runs", func(i int) byte { return byte(2 + 2*(i/500%5)) }, 0.3, denseBlockSize, false, 20},
		{"one small value", func(int) byte { return byte(WinIn(5)) }, 0.5, denseBlockSize, true, 0},
		{"all draws", func(int) byte { return byte(Draw) }, 0, denseBlockSize, true, 0},
		{"all don't care", func(int) byte { return byte(Draw) }, 1, denseBlockSize, true, 0},
		{"one large value", func(int) byte { return byte(WinIn(99)) }, 0.5, denseBlockSize, false, 100},
	} {
		vals := make([]byte, c.n)
		for i := range vals {
			vals[i] = c.value(i)
			if rng.Float64() < c.dontCare {
				vals[i] = conversionDontCare
			}
		}
		want := append([]byte(nil), vals...)
		s := strides{7, 49}
		code, entry := appendConversionBlock([]byte{0xAA}, vals, s)
		if code[0] != 0xAA {
			t.Fatalf("%s: the code lost what came before it", c.what)
		}
		if got := entry >= denseConstant; got != c.constant {
			t.Fatalf("%s: entry %#x, want a constant entry: %v", c.what, entry, c.constant)
		}
		out := make([]byte, c.n)
		if c.constant {
			for i := range out {
				out[i] = byte(entry - denseConstant)
			}
		} else {
			if int(entry) != len(code)-1 {
				t.Fatalf("%s: entry %d, code of %d bytes", c.what, entry, len(code)-1)
			}
			decodeConversionBlock(code[1:], out, s)
		}
		for i := range out {
			switch {
			case out[i] != vals[i]:
				t.Fatalf("%s: index %d decodes as %d, coded as %d", c.what, i, out[i], vals[i])
			case want[i] != conversionDontCare && out[i] != want[i]:
				t.Fatalf("%s: index %d decodes as %d, stored %d", c.what, i, out[i], want[i])
			case out[i] == conversionDontCare:
				t.Fatalf("%s: index %d kept the don't-care mark", c.what, i)
			}
		}
		if c.smallerBy > 0 && (len(code)-1)*c.smallerBy > c.n {
			t.Errorf("%s: %d values in %d bytes, want %d times fewer bytes", c.what, c.n, len(code)-1, c.smallerBy)
		}
	}
}
