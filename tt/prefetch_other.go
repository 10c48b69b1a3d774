//go:build !amd64

package tt

import "unsafe"

// prefetch does nothing where no prefetch instruction is wired in.
func prefetch(unsafe.Pointer) {}

// prefetchKeys does nothing where no prefetch instruction is wired in.
func prefetchKeys(unsafe.Pointer, uint64, []uint64) {}
