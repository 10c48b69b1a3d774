// Tests of the entry round trip through the table, field by field.

package tt

import (
	"testing"
	"unsafe"
)

func TestClusterIsOneCacheLine(t *testing.T) {
	if s := unsafe.Sizeof(cluster{}); s != 64 {
		t.Fatalf("cluster is %d bytes, want 64", s)
	}
	tab := New(1)
	if a := uintptr(unsafe.Pointer(&tab.clusters[0])); a%64 != 0 {
		t.Fatalf("clusters start at %#x, not on a 64-byte boundary", a)
	}
}

func TestRoundTripExtremes(t *testing.T) {
	tab := New(1)
	moves := []uint32{1, 0x12345, 0x7fffffff, 0x80000000, 0xffffffff}
	scores := []int16{-32768, -32767, -1, 0, 1, 32766, 32767}
	depths := []int{MinDepth, MinDepth + 1, -1, 0, 1, 64, MaxDepth - 1, MaxDepth}
	bounds := []Bound{BoundNone, BoundUpper, BoundLower, BoundExact}
	key := uint64(0x9E3779B97F4A7C15)
	for _, m := range moves {
		for _, s := range scores {
			for _, d := range depths {
				for _, b := range bounds {
					key += 0x632BE59BD9B4E019
					tab.Store(key, m, s, d, b)
					e, ok := tab.Probe(key)
					if !ok {
						t.Fatalf("key %#x: stored (%d,%d,%d,%d) but probe missed", key, m, s, d, b)
					}
					if e.Move() != m || e.Score() != s || e.Depth() != d || e.Bound() != b {
						t.Fatalf("stored (%#x,%d,%d,%d), read (%#x,%d,%d,%d)",
							m, s, d, b, e.Move(), e.Score(), e.Depth(), e.Bound())
					}
				}
			}
		}
	}
}

func TestDepthIsClamped(t *testing.T) {
	tab := New(1)
	for _, c := range []struct{ in, want int }{
		{MinDepth - 1, MinDepth}, {-1000, MinDepth}, {MaxDepth + 1, MaxDepth}, {1 << 40, MaxDepth},
	} {
		key := uint64(c.in)*0x9E3779B97F4A7C15 + 7
		tab.Store(key, 5, 0, c.in, BoundLower)
		e, ok := tab.Probe(key)
		if !ok || e.Depth() != c.want {
			t.Errorf("depth %d: got (%d, %v), want %d", c.in, e.Depth(), ok, c.want)
		}
	}
}

func TestKeyZero(t *testing.T) {
	tab := New(1)
	if _, ok := tab.Probe(0); ok {
		t.Fatal("key 0 hit an empty table")
	}
	tab.Store(0, 9, -5, 3, BoundUpper)
	e, ok := tab.Probe(0)
	if !ok || e.Move() != 9 || e.Score() != -5 {
		t.Fatalf("key 0: got (%v, %d, %d)", ok, e.Move(), e.Score())
	}
}
