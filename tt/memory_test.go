// Tests of the memory check: reading the figures, Fit, and New and Resize
// with a small figure substituted for the machine's memory.

package tt

import (
	"strings"
	"testing"
)

// withMemory makes AvailableMemory report mb MiB until the test ends.
func withMemory(t *testing.T, mb uint64) {
	t.Helper()
	saved := AvailableMemory
	AvailableMemory = func() (uint64, bool) { return mb << 20, true }
	t.Cleanup(func() { AvailableMemory = saved })
}

func TestMemAvailable(t *testing.T) {
	const meminfo = "MemTotal:       24523148 kB\nMemFree:        23000000 kB\nMemAvailable:   24269708 kB\nBuffers: 1 kB\n"
	if n, ok := memAvailable(meminfo); !ok || n != 24269708<<10 {
		t.Errorf("memAvailable = %d, %v; want %d", n, ok, 24269708<<10)
	}
	for _, bad := range []string{"", "MemTotal: 5 kB\n", "MemAvailable: many kB\n"} {
		if n, ok := memAvailable(bad); ok {
			t.Errorf("memAvailable(%q) = %d, want not ok", bad, n)
		}
	}
}

func TestCgroupRoom(t *testing.T) {
	cases := []struct {
		limit, usage, stat string
		want               uint64
		ok                 bool
	}{
		{"max\n", "1000\n", "", 0, false},                                             // v2, no limit
		{"9223372036854771712\n", "1000\n", "", 0, false},                             // v1, no limit
		{"10485760\n", "4194304\n", "", 6 << 20, true},                                // 10 MiB limit, 4 used
		{"10485760\n", "4194304\n", "anon 5\ninactive_file 1048576\n", 7 << 20, true}, // page cache counts as free
		{"10485760\n", "4194304\n", "total_inactive_file 1048576\n", 7 << 20, true},   // v1's name
		{"1048576\n", "4194304\n", "", 0, true},                                       // over the limit
		{"junk\n", "1\n", "", 0, false},
	}
	for _, c := range cases {
		if got, ok := cgroupRoom(c.limit, c.usage, c.stat); got != c.want || ok != c.ok {
			t.Errorf("cgroupRoom(%q, %q, %q) = %d, %v; want %d, %v", c.limit, c.usage, c.stat, got, ok, c.want, c.ok)
		}
	}
}

func TestSystemMemory(t *testing.T) {
	n, ok := systemMemory()
	if ok && n < 1<<20 {
		t.Errorf("systemMemory = %d bytes: less than a MiB available", n)
	}
	t.Logf("available: %d MiB (%v)", n>>20, ok)
}

func TestFit(t *testing.T) {
	withMemory(t, 100) // 7/8 of it, 87.5 MiB, may go to a table
	for _, c := range []struct {
		in, want int
		fits     bool
	}{
		{1, 1, true}, {64, 64, true}, {100, 64, true}, {128, 64, false}, {MaxMB, 64, false}, {0, 1, true},
	} {
		got, err := Fit(c.in)
		if got != c.want || (err == nil) != c.fits {
			t.Errorf("Fit(%d) = %d, %v; want %d, fits %v", c.in, got, err, c.want, c.fits)
		}
		if err != nil && !strings.Contains(err.Error(), "does not fit") {
			t.Errorf("Fit(%d): error %q", c.in, err)
		}
	}
	AvailableMemory = func() (uint64, bool) { return 0, false }
	if got, err := Fit(MaxMB); got != MaxMB || err != nil {
		t.Errorf("Fit(MaxMB) with the memory unknown = %d, %v; want it allowed", got, err)
	}
}

func TestNewCapsToMemory(t *testing.T) {
	withMemory(t, 10)
	if tab := New(MaxMB); tab.MB() != 8 {
		t.Errorf("New(MaxMB) with 10 MiB available: %d MiB, want 8", tab.MB())
	}
}

func TestResizeRefusesWhatDoesNotFit(t *testing.T) {
	withMemory(t, 10)
	tab := New(4)
	tab.Store(42, 7, 3, 5, BoundExact)
	if err := tab.Resize(MaxMB); err == nil || !strings.Contains(err.Error(), "does not fit") {
		t.Fatalf("Resize(MaxMB) with 10 MiB available: %v, want an error", err)
	}
	if e, ok := tab.Probe(42); tab.MB() != 4 || !ok || e.Move() != 7 {
		t.Fatalf("after a refused Resize: %d MiB, entry %v %v; want the old table as it was", tab.MB(), ok, e.Move())
	}
	// The old table's memory counts as free: 8 MiB fits in 10 + 4.
	if err := tab.Resize(8); err != nil || tab.MB() != 8 {
		t.Fatalf("Resize(8): %v, %d MiB", err, tab.MB())
	}
}

func TestCgroupDirs(t *testing.T) {
	self := "9:name=systemd:/\n4:memory:/jobs/a\n3:cpu:/x\n0::/svc\n"
	var got []string
	for _, f := range cgroupDirs(self) {
		got = append(got, f.limit)
	}
	want := []string{
		"/sys/fs/cgroup/memory/jobs/a/memory.limit_in_bytes",
		"/sys/fs/cgroup/memory/jobs/memory.limit_in_bytes",
		"/sys/fs/cgroup/memory/memory.limit_in_bytes",
		"/sys/fs/cgroup/svc/memory.max",
		"/sys/fs/cgroup/memory.max",
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("cgroupDirs = %q, want %q", got, want)
	}
}
