// --egdb: the DXP player opens the International endgame databases, or says
// why it plays without them; a directory that is not there is refused.

package dxp

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

func TestEGDBFlag(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.International, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{dir, "endgame databases of up to 2 pieces from " + dir},
		{t.TempDir(), "endgame databases not used"},
	} {
		var out, errOut strings.Builder
		// Nothing listens on port 1: the session fails after the databases.
		s := testSession("damaengine")
		s.Player.EGDB.Path, s.Connect, s.Wait = c.path, "127.0.0.1:1", 50*time.Millisecond
		err := s.Run(&out, &errOut)
		var bad interface{ BadInput() bool }
		if err == nil || errors.As(err, &bad) || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("--egdb %s: error %v, stderr %q; want a failure that is not bad input and %q", c.path, err, errOut.String(), c.want)
		}
	}
}
