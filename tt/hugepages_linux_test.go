// The table's placement for huge pages.

package tt

import (
	"testing"
	"unsafe"
)

func TestLargeTableStartsOnHugePage(t *testing.T) {
	for _, mb := range []int{1, 2, 8} {
		tab := New(mb)
		a := uintptr(unsafe.Pointer(&tab.clusters[0]))
		if mb*1<<20 >= hugePage && a%hugePage != 0 {
			t.Errorf("%d MiB table starts at %#x, not on a huge page", mb, a)
		}
		if len(tab.clusters) != cap(tab.clusters) || tab.MB() != mb {
			t.Errorf("%d MiB table: len %d cap %d", mb, len(tab.clusters), cap(tab.clusters))
		}
	}
}
