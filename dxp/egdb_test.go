// --egdb: the DXP player opens the International endgame databases, or says
// why it plays without them.

package dxp

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

func TestEGDBFlag(t *testing.T) {
	dir := t.TempDir()
	if err := egdb.Build(context.Background(), egdb.BuildOptions{Variant: movegen.International, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{dir, "endgame databases of up to 2 pieces from " + dir},
		{filepath.Join(dir, "missing"), "endgame databases not used"},
	} {
		var out, errOut strings.Builder
		// Nothing listens on port 1: the session fails after the databases.
		code := Main([]string{"--egdb", c.path, "--connect", "127.0.0.1:1", "--wait", "50ms"}, &out, &errOut)
		if code != 1 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("--egdb %s: exit %d, stderr %q; want 1 and %q", c.path, code, errOut.String(), c.want)
		}
	}
}
