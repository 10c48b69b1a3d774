// Transparent huge pages for the table on Linux.

package tt

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on x86-64 and arm64.
const hugePage = 2 << 20

// allocClusters returns n zeroed clusters starting on a huge-page boundary,
// with the kernel asked to back them by huge pages. A random probe then
// rarely misses the TLB: 4 KiB pages give a 64 MiB table 16384 pages, more
// than a TLB holds, while 2 MiB pages give it 32. The advice must come
// before the memory is first touched; it is only a hint, and a kernel
// without transparent huge pages ignores it.
func allocClusters(n int) []cluster {
	const perPage = hugePage / int(unsafe.Sizeof(cluster{}))
	if n < perPage {
		return make([]cluster, n)
	}
	all := make([]cluster, n+perPage)
	skip := (hugePage - int(uintptr(unsafe.Pointer(&all[0]))%hugePage)) % hugePage / int(unsafe.Sizeof(cluster{}))
	c := all[skip : skip+n : skip+n]
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&c[0])), n*int(unsafe.Sizeof(cluster{}))), syscall.MADV_HUGEPAGE)
	return c
}
