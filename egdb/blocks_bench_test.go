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
	sym := cyclingOutcomes(denseBlockSize, 60, 80, 97)
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

// BenchmarkCodeAndCheck codes 64 blocks of outcomes as a build writes a
// slice, then decodes them again and compares (writeCoded's work short
// of the file), on 2 threads.
func BenchmarkCodeAndCheck(b *testing.B) {
	const blocks = 64
	want := cyclingOutcomes(blocks*denseBlockSize, 50, 70, 85)
	s := strides{28, 28 * 27}
	vals := make([]byte, len(want))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		copy(vals, want)
		payload := encodeParallel(denseFormat, vals, s, 2)
		t := &table{f: denseFormat, data: payload, blocks: blocks, strides: s}
		if _, ok := t.sameAs(want, dontCare, 2); !ok {
			b.Fatal("the code decodes to other values")
		}
	}
}

// cyclingOutcomes returns n outcomes that repeat every 97 indices: drawn
// below drawn, won below won, lost below lost, don't care from there.
func cyclingOutcomes(n, drawn, won, lost int) []byte {
	out := make([]byte, n)
	for i := range out {
		switch r := i % 97; {
		case r < drawn:
			out[i] = byte(Drawn)
		case r < won:
			out[i] = byte(Won)
		case r < lost:
			out[i] = byte(Lost)
		default:
			out[i] = dontCare
		}
	}
	return out
}
