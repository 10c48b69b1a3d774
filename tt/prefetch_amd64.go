// The prefetch instruction, in prefetch_amd64.s.

package tt

import "unsafe"

// prefetch asks the processor to bring the cache line at addr in.
//
//go:noescape
func prefetch(addr unsafe.Pointer)

// prefetchKeys brings in the clusters of all the keys, each at
// clusters + (key&mask)*64, the size of a cluster.
//
//go:noescape
func prefetchKeys(clusters unsafe.Pointer, mask uint64, keys []uint64)
