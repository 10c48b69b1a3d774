//go:build !linux

package build

// stateArray returns n zeroed states and the function that gives their
// memory back: here an ordinary array, left to the garbage collector.
func stateArray(n uint64) ([]uint32, func()) { return make([]uint32, n), func() {} }
