package main

import (
	"fmt"
	"testing"
)

// forward is a pure-Go NNUE forward pass of the trial's shape: a first
// layer of width int16 accumulators over 257 inputs, then clipped ReLU
// layers of 32, 32 and 1 in int8 weights with int32 sums.
type forward struct {
	first  [][]int16 // [input][width]
	acc    []int16
	second [][32]int8 // [width][32]
	third  [32][32]int8
	out    [32]int8
}

func newForward(width int) *forward {
	f := &forward{first: make([][]int16, 257), acc: make([]int16, width), second: make([][32]int8, width)}
	for i := range f.first {
		f.first[i] = make([]int16, width)
		for j := range f.first[i] {
			f.first[i][j] = int16((i*31+j*7)%13 - 4)
		}
	}
	for i := range f.second {
		for j := range f.second[i] {
			f.second[i][j] = int8((i*5+j*3)%9 - 4)
		}
	}
	return f
}

// move updates the accumulator for a capture move (one piece moves, one is
// taken: three inputs change), the usual incremental step.
func (f *forward) move(from, to, taken int) {
	a, b, c := f.first[to], f.first[from], f.first[taken]
	for j := range f.acc {
		f.acc[j] += a[j] - b[j] - c[j]
	}
}

// value runs the layers after the accumulator.
func (f *forward) value() int32 {
	var h [32]int32
	for i, a := range f.acc {
		x := int32(min(max(a, 0), 127))
		if x == 0 {
			continue
		}
		for j, w := range &f.second[i] {
			h[j] += x * int32(w)
		}
	}
	var g [32]int32
	for i := range h {
		x := min(max(h[i]>>6, 0), 127)
		for j, w := range &f.third[i] {
			g[j] += x * int32(w)
		}
	}
	var o int32
	for j := range g {
		o += min(max(g[j]>>6, 0), 127) * int32(f.out[j])
	}
	return o
}

var sink int32

// BenchmarkForward measures one incremental update and one evaluation, the
// cost a net would add to every node the search evaluates (the engine's
// whole node costs about 100 ns: docs/PERFORMANCE.md).
func BenchmarkForward(b *testing.B) {
	for _, width := range []int{32, 64, 256} {
		b.Run(fmt.Sprint("width=", width), func(b *testing.B) {
			f := newForward(width)
			for i := 0; i < b.N; i++ {
				f.move(i&63, (i+5)&63, (i+9)&63)
				sink += f.value()
			}
		})
	}
}
