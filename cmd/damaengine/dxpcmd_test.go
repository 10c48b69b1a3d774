// The dxp command's checks of its flags: each mistake is bad input,
// refused before any connection.

package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/tt"
)

func TestDXPRefusesBadValues(t *testing.T) {
	defer func(f func() (uint64, bool)) { tt.AvailableMemory = f }(tt.AvailableMemory)
	tt.AvailableMemory = func() (uint64, bool) { return 1 << 30, true }
	missing := filepath.Join(t.TempDir(), "missing")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--listen", "127.0.0.1:0", "--connect", "127.0.0.1:1"}, "not both"},
		{[]string{"--fen", "W:W31-50:B1-20"}, "for the initiator"},
		{[]string{"--connect", "127.0.0.1:1", "--time", "0"}, "--time 0"},
		{[]string{"--connect", "127.0.0.1:1", "--moves", "1000"}, "--moves 1000"},
		{[]string{"--connect", "127.0.0.1:1", "--fen", "W:W1:B2"}, "--fen"},
		{[]string{"--connect", "127.0.0.1:1", "--colour", "red"}, "--colour"},
		{[]string{"--name", strings.Repeat("n", 33)}, "--name"},
		{[]string{"--threads", "0"}, "--threads"},
		{[]string{"--threads", "999"}, "--threads"},
		{[]string{"--hash", "0"}, "--hash must be 1.."}, // was 1 MiB without a word
		{[]string{"--hash", "4096"}, "--hash 4096"},     // more than the 1 GiB the test says is available
		{[]string{"--connect", "nonsense"}, `bad --connect "nonsense": want HOST:PORT`},
		{[]string{"--connect", "127.0.0.1:99999"}, `bad --connect`},
		{[]string{"--listen", "nonsense"}, `bad --listen "nonsense"`},
		{[]string{"--listen", "localhost:x:y"}, `bad --listen`},
		{[]string{"--elo", "-3"}, "--elo"},
		{[]string{"--elo", "100000"}, "--elo"},
		{[]string{"--connect", "127.0.0.1:1", "--egdb", missing}, "--egdb"},
		{[]string{"--connect", "127.0.0.1:1", "--book", missing}, "--book"},
	} {
		code, out, errOut := runArgs(append([]string{"dxp"}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.want) || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("dxp %v: exit %d, stdout %q, stderr %q; want bad input about %q", c.args, code, out, errOut, c.want)
		}
	}
}
