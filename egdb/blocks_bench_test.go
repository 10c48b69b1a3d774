// The cost of decoding a coded block: a miss of a block cache.

package egdb

import (
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// BenchmarkDecodeBlock decodes one full coded block of a 4-piece slice:
// the cost of a miss of the block cache.
func BenchmarkDecodeBlock(b *testing.B) {
	bd := &index.Board{}
	*bd = index.Boards[movegen.Italian]
	m := index.Material{WM: 1, WK: 1, BM: 0, BK: 2, WL: 3, BL: 0}
	l := bd.LayoutOf(m)
	sym := make([]byte, denseBlockSize)
	for i := range sym {
		switch {
		case i%97 < 60:
			sym[i] = byte(Drawn)
		case i%97 < 80:
			sym[i] = byte(Won)
		default:
			sym[i] = byte(Lost)
		}
	}
	s := stridesOf(&l)
	code, _ := appendDenseBlock(nil, sym, s)
	var out [denseBlockSize]byte
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		decodeDenseBlock(code, out[:], s)
	}
}

// BenchmarkDecodeConversionBlock decodes one full conversion block of values
// drifting as neighbours' do: the cost of a miss of the conversion cache.
func BenchmarkDecodeConversionBlock(b *testing.B) {
	vals := make([]byte, denseBlockSize)
	for i := range vals {
		switch {
		case i%97 < 30:
			vals[i] = byte(Draw)
		default:
			vals[i] = byte(WinIn(1 + 2*(i/300%9)))
		}
	}
	s := strides{28, 28 * 27}
	code, _ := appendConversionBlock(nil, vals, s)
	var out [denseBlockSize]byte
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		decodeConversionBlock(code, out[:], s)
	}
}
