// The prefetch instruction, in prefetch_amd64.s.

package tt

import "unsafe"

// prefetch asks the processor to bring the cache line at addr in.
//
//go:noescape
func prefetch(addr unsafe.Pointer)
