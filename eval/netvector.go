//go:build goexperiment.simd && amd64

// The net by AVX2 vectors, for builds with GOEXPERIMENT=simd (the
// Makefile's) on CPUs that have them: a half's 16 units are one 256-bit
// vector, which a piece changes by one addition and the output clips by
// two instructions and weighs by one multiply-add of 16-bit pairs. The
// sums are the scalar path's to the bit (net_test.go holds both to a
// plain int64 sum).
//
// Each function leaves the vector registers' upper halves cleared
// (VZEROUPPER, archsimd.ClearAVXUpperBits): the Go code around it uses the
// legacy SSE encodings (struct copies, the zero register X15), and on some
// CPUs SSE code after dirty upper halves pays a penalty on every
// instruction. On an AMD EPYC (Zen 3, family 25) an update cost 143 ns
// without it and 28 ns with it (the scalar path: 39 ns); docs/PERFORMANCE.md
// has the figures.

package eval

import (
	"math/bits"
	"simd/archsimd"

	"github.com/damaengine/damaengine/movegen"
)

// vectorCPU reports whether this CPU runs the vector path.
var vectorCPU = archsimd.X86.AVX2()

// outputSum returns the weighted sum of both halves' clipped units, for
// side to move, less the output's bias: by vectors where n.vector says
// they hold the weights, else as scalarSum does.
func (n *net) outputSum(a *Accumulator, side movegen.Color) int64 {
	if !n.vector {
		return n.scalarSum(a, side)
	}
	flip := archsimd.BroadcastInt16x16(-0x8000)
	zero, top := archsimd.BroadcastInt16x16(0), archsimd.BroadcastInt16x16(n.top16)
	// A lane holds its unit plus 32768: flipping the top bit leaves the
	// unit as a signed 16-bit number.
	own := archsimd.LoadUint64x4(&a.half[side]).AsInt16x16().Xor(flip).Max(zero).Min(top)
	other := archsimd.LoadUint64x4(&a.half[side^1]).AsInt16x16().Xor(flip).Max(zero).Min(top)
	sum := own.DotProductPairs(archsimd.LoadInt16x16(&n.own16)).
		Add(other.DotProductPairs(archsimd.LoadInt16x16(&n.other16)))
	quad := sum.GetLo().Add(sum.GetHi())
	var lanes [4]int32
	quad.Store(&lanes)
	archsimd.ClearAVXUpperBits() // back to SSE code: see the file's comment
	return int64(lanes[0]) + int64(lanes[1]) + int64(lanes[2]) + int64(lanes[3])
}

// change takes away from both halves of a the pieces on gone and adds
// those on came, whose inputs rows gives: each piece one 256-bit addition
// a half (of 64-bit lanes, so that it adds exactly as add and sub do).
func (n *net) change(a *Accumulator, rows *[64][2]uint16, gone, came uint64) {
	if !vectorCPU {
		n.sub(a, rows, gone)
		n.add(a, rows, came)
		return
	}
	if gone|came == 0 {
		return
	}
	white, black := archsimd.LoadUint64x4(&a.half[movegen.White]), archsimd.LoadUint64x4(&a.half[movegen.Black])
	for b := gone; b != 0; b &= b - 1 {
		r := &rows[bits.TrailingZeros64(b)]
		white = white.Sub(archsimd.LoadUint64x4(&n.input[r[0]]))
		black = black.Sub(archsimd.LoadUint64x4(&n.input[r[1]]))
	}
	for b := came; b != 0; b &= b - 1 {
		r := &rows[bits.TrailingZeros64(b)]
		white = white.Add(archsimd.LoadUint64x4(&n.input[r[0]]))
		black = black.Add(archsimd.LoadUint64x4(&n.input[r[1]]))
	}
	white.Store(&a.half[movegen.White])
	black.Store(&a.half[movegen.Black])
	archsimd.ClearAVXUpperBits() // back to SSE code: see the file's comment
}
