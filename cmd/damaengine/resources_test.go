// Tests of the resource flags: a table that does not fit in memory and
// more threads than CPUs are refused before anything runs.

package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// withMemory makes the table size check see mb MiB available until the
// test ends.
func withMemory(t *testing.T, mb uint64) {
	saved := tt.AvailableMemory
	tt.AvailableMemory = func() (uint64, bool) { return mb << 20, true }
	t.Cleanup(func() { tt.AvailableMemory = saved })
}

func TestResourceFlagsRefused(t *testing.T) {
	withMemory(t, 100) // a 64 MiB table fits, 128 does not
	tooMany := strconv.Itoa(search.MaxThreads() + 1)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"hub", "--hash", "128"}, "--hash 128: a 128 MiB table does not fit in the memory available"},
		{[]string{"bench", "--depth", "1", "--hash", "65536"}, "--hash 65536: a 65536 MiB table does not fit"},
		{[]string{"perft", "--depth", "3", "--hash", "65536"}, "--hash 65536: a 65536 MiB table does not fit"},
		{[]string{"hub", "--threads", tooMany}, "--threads must be 1.." + strconv.Itoa(search.MaxThreads()) + " (two per CPU at most)"},
		{[]string{"bench", "--depth", "1", "--threads", tooMany}, "--threads must be 1.."},
		{[]string{"perft", "--depth", "3", "--threads", tooMany}, "--threads must be 1.."},
	}
	for _, c := range cases {
		var out, errOut strings.Builder
		code := run(c.args, strings.NewReader("quit\n"), &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), c.want) || strings.Count(errOut.String(), "\n") != 1 || out.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", c.args, code, out.String(), errOut.String(), c.want)
		}
	}
	// What fits still runs.
	if code, out, errOut := runArgs("perft", "--depth", "3", "--hash", "64", "--threads", strconv.Itoa(search.MaxThreads())); code != 0 || !strings.Contains(out, "perft 3 302 ") {
		t.Errorf("perft with a table that fits: exit %d, %q, %q", code, out, errOut)
	}
}
