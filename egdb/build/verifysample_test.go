package build_test

import (
	"context"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestVerifySample checks a share of a database's positions: no error on
// sound files, each file checked, about that share of the positions; a
// file with many wrong values named; a share out of range refused.
func TestVerifySample(t *testing.T) {
	v := movegen.Italian
	dir := egdbtest.Conversions(t)
	full, err := build.Verify(context.Background(), dir, v, 2, nil)
	if err != nil || len(full.Errors) != 0 {
		t.Fatalf("verify: %+v, %v", full, err)
	}
	const f = 0.25
	rep, err := build.VerifySample(context.Background(), dir, v, 2, f, nil)
	if err != nil || len(rep.Errors) != 0 || rep.Slices != full.Slices {
		t.Fatalf("verify of a sample: %+v, %v; want %d files checked and no errors", rep, err, full.Slices)
	}
	if share := float64(rep.Positions) / float64(full.Positions); share < 0.9*f || share > 1.1*f {
		t.Errorf("a sample of %g checked %d of %d positions", f, rep.Positions, full.Positions)
	}

	// Every won conversion value of one slice two plies longer.
	m, ok := index.ParseName("0m2k-0m1k-r00") // two kings against one
	if !ok {
		t.Fatal("no slice 0m2k-0m1k-r00")
	}
	wrong := 0
	rewriteConversions(t, dir, v, m, func(_ *index.Layout, values []byte) {
		for i, x := range values {
			if egdb.Value(x).IsWin() {
				values[i] += 2
				wrong++
			}
		}
	})
	rep, err = build.VerifySample(context.Background(), dir, v, 2, f, nil)
	if err != nil || len(rep.Errors) == 0 {
		t.Errorf("verify of a sample with %d wrong values: %v; want them found", wrong, err)
	}
	for _, e := range rep.Errors {
		// the slice and its partner, whose values its own contradict
		if !strings.HasPrefix(e, m.Name()) && !strings.HasPrefix(e, m.Partner().Name()) {
			t.Errorf("verify of a sample: %q names another slice than %s and its partner", e, m.Name())
		}
	}

	for _, bad := range []float64{0, -0.5, 1.5} {
		if _, err := build.VerifySample(context.Background(), dir, v, 1, bad, nil); err == nil {
			t.Errorf("a sample of %g was taken", bad)
		}
	}
}
