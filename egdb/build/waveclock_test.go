// Tests of the wave reports: a build from nothing reports every wave of
// every piece count once, in build order, whole; a resumed build that
// finds everything on disk reports none.

package build

import (
	"context"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func TestBuildReportsEveryWaveOnce(t *testing.T) {
	const pieces = 3
	v := movegen.Italian
	dir := t.TempDir()
	var got []WaveDone
	var last Progress
	o := Options{Variant: v, Pieces: pieces, Dir: dir, Threads: 2, Compact: true,
		WaveDone: func(d WaveDone) { got = append(got, d) }, Progress: func(p Progress) { last = p }}
	cpuBefore, cpuKnown := processCPU()
	if err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	cpuAfter, _ := processCPU()
	var want []WaveInfo
	for n := 2; n <= pieces; n++ {
		list, err := Waves(v, n, "", 1)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, list...)
	}
	if len(got) != len(want) {
		t.Fatalf("%d waves reported, %d in the build", len(got), len(want))
	}
	var work uint64
	var cpu time.Duration
	for i, w := range want {
		d := got[i]
		// a compact build passes every position twice: its outcomes, then its conversions
		if d.Pieces != w.Pieces || d.Wave != w.Wave || d.Units != w.Units || d.Work != 2*w.Positions || d.Elapsed <= 0 {
			t.Errorf("report %d: %+v, want %d pieces wave %d, %d units, %d positions twice", i, d, w.Pieces, w.Wave, w.Units, w.Positions)
		}
		work += d.Work
		cpu += d.CPU
	}
	if work != last.Done {
		t.Errorf("the waves passed %d positions, the build %d", work, last.Done)
	}
	// The waves' CPU times add up to no more than the whole build's, and
	// to something where the system gives them.
	if cpuKnown && (cpu <= 0 || cpu > cpuAfter-cpuBefore) {
		t.Errorf("the waves took %v of CPU, the build %v", cpu, cpuAfter-cpuBefore)
	}
	got = nil
	if err := Run(context.Background(), o); err != nil || len(got) != 0 {
		t.Errorf("a build with nothing left: %v, %d waves reported", err, len(got))
	}
}
