//go:build linux

package build

import (
	"math"
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on linux/amd64 and
// linux/arm64 with 4 KB base pages.
const hugePage = 2 << 20

// mapFrom is the size in bytes from which stateArray maps an array of its
// own; a variable so that a test can map the small arrays of a small
// build.
var mapFrom uint64 = 4 * hugePage

// stateArray returns n zeroed states and the function that gives their
// memory back. An array of more than a few huge pages is mapped apart
// from the Go heap, aligned to a huge page and marked for huge pages
// (madvise), so that the system backs it with 2 MB pages where it can:
// the passes back read and write the states of a large unit at random,
// and with 4 KB pages nearly every such access misses the TLB. Where the
// mapping fails, the array is an ordinary one.
func stateArray(n uint64) ([]uint32, func()) {
	size := n * 4
	if n == 0 || size < mapFrom || size > math.MaxInt-hugePage {
		return make([]uint32, n), func() {}
	}
	mem, err := syscall.Mmap(-1, 0, int(size+hugePage), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]uint32, n), func() {}
	}
	skip := (hugePage - uintptr(unsafe.Pointer(&mem[0]))%hugePage) % hugePage
	aligned := mem[skip : skip+uintptr(size)]
	_ = syscall.Madvise(aligned, syscall.MADV_HUGEPAGE) // a hint: the memory is the same without it
	return unsafe.Slice((*uint32)(unsafe.Pointer(&aligned[0])), n), func() { _ = syscall.Munmap(mem) }
}
