//go:build !(goexperiment.simd && amd64)

// The net without vectors, for builds without GOEXPERIMENT=simd or off
// amd64 (netvector.go has the vector path).

package eval

import "github.com/damaengine/damaengine/movegen"

// vectorCPU reports whether this CPU runs the vector path: never in a
// build without it.
const vectorCPU = false

// outputSum returns the weighted sum of both halves' clipped units, for
// side to move, less the output's bias.
func (n *net) outputSum(a *Accumulator, side movegen.Color) int64 {
	return n.scalarSum(a, side)
}

// change takes away from both halves of a the pieces on gone and adds
// those on came, whose inputs rows gives.
func (n *net) change(a *Accumulator, rows *[64][2]uint16, gone, came uint64) {
	n.sub(a, rows, gone)
	n.add(a, rows, came)
}
