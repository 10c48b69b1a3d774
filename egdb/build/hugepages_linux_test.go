//go:build linux

package build

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/damaengine/damaengine/movegen"
)

// TestStateArrayOfHugePages maps a large state array: it is zeroed,
// writable to its last index, starts on a huge page, and gives its
// memory back once; a small one is an ordinary array.
func TestStateArrayOfHugePages(t *testing.T) {
	const n = 5 * hugePage / 4 // five huge pages of states
	st, free := stateArray(n)
	if len(st) != n {
		t.Fatalf("len %d, want %d", len(st), n)
	}
	if at := uintptr(unsafe.Pointer(&st[0])); at%hugePage != 0 {
		t.Errorf("the array starts at %#x, not on a huge page", at)
	}
	for i := 0; i < n; i += 4096 {
		if st[i] != 0 {
			t.Fatalf("index %d holds %d", i, st[i])
		}
		st[i] = uint32(i)
	}
	st[n-1] = 7
	if st[4096] != 4096 || st[n-1] != 7 {
		t.Fatal("the array does not keep what was written")
	}
	free()
	small, _ := stateArray(1000)
	if len(small) != 1000 || cap(small) != 1000 {
		t.Fatalf("a small array: len %d cap %d", len(small), cap(small))
	}
}

// TestPartReleaseGivesStatesBackOnce: release may be called again (by
// buildUnit's deferred call after a finish) without a second unmapping.
func TestPartReleaseGivesStatesBackOnce(t *testing.T) {
	calls := 0
	pt := &part{st: make([]uint32, 4), freeStates: func() { calls++ }}
	pt.release()
	pt.release()
	if calls != 1 || pt.st != nil {
		t.Fatalf("free called %d times, st %v", calls, pt.st)
	}
}

// TestBuildOnMappedStates builds Italian ≤ 3 by outcomes with every
// state array mapped apart and with none, and compares the files byte
// for byte.
func TestBuildOnMappedStates(t *testing.T) {
	dirs := map[uint64]string{}
	defer func(was uint64) { mapFrom = was }(mapFrom)
	for _, from := range []uint64{1, 1 << 62} {
		mapFrom = from
		dirs[from] = t.TempDir()
		o := Options{Variant: movegen.Italian, Pieces: 3, Dir: dirs[from], Threads: 2, Compact: true}
		if err := Run(context.Background(), o); err != nil {
			t.Fatal(err)
		}
	}
	mapped, plain := dirs[1], dirs[1<<62]
	names, err := os.ReadDir(plain)
	if err != nil || len(names) == 0 {
		t.Fatalf("no files built (%v)", err)
	}
	for _, e := range names {
		a, errA := os.ReadFile(filepath.Join(mapped, e.Name()))
		b, errB := os.ReadFile(filepath.Join(plain, e.Name()))
		if errA != nil || errB != nil || !bytes.Equal(a, b) {
			t.Errorf("%s: the build on mapped states differs (%v, %v)", e.Name(), errA, errB)
		}
	}
}
