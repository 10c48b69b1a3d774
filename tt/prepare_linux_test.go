// The table's memory is mapped when New and Resize return.

package tt

import (
	"os"
	"syscall"
	"testing"
	"unsafe"
)

// resident returns how many of the pages of c the kernel has mapped, and
// how many pages c spans (mincore(2)). c must start on a page.
func resident(t *testing.T, c []cluster) (in, pages int) {
	t.Helper()
	size := len(c) * int(unsafe.Sizeof(cluster{}))
	page := os.Getpagesize()
	vec := make([]byte, (size+page-1)/page)
	_, _, errno := syscall.Syscall(syscall.SYS_MINCORE, uintptr(unsafe.Pointer(&c[0])), uintptr(size), uintptr(unsafe.Pointer(&vec[0])))
	if errno != 0 {
		t.Fatalf("mincore: %v", errno)
	}
	for _, v := range vec {
		in += int(v & 1)
	}
	return in, len(vec)
}

func TestTablePagesPrepared(t *testing.T) {
	tab := New(8)
	if in, pages := resident(t, tab.clusters); in != pages {
		t.Errorf("New(8): %d of %d pages mapped, want all", in, pages)
	}
	if err := tab.Resize(32); err != nil {
		t.Fatal(err)
	}
	if in, pages := resident(t, tab.clusters); in != pages {
		t.Errorf("Resize(32): %d of %d pages mapped, want all", in, pages)
	}
}
