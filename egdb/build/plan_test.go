package build

import (
	"context"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestBuildPlan: on an empty folder every unit is to be solved; after the
// 2-piece build only the 3-piece units are, the smaller ones read from
// their distance files; a build by outcomes also writes the conversion
// files of its top units; the positions counted are those solved.
func TestBuildPlan(t *testing.T) {
	b := &index.Boards[movegen.Italian]
	dir := t.TempDir()
	o := Options{Variant: movegen.Italian, Pieces: 3, Dir: dir}
	positions := func(units []index.Unit) (n uint64) {
		for _, u := range units {
			for _, m := range u.Slices() {
				n += b.Count(m)
			}
		}
		return n
	}
	p, err := planBuild(b, o, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	all := b.Units(3)
	if len(p.solve) != len(all) || len(p.present[egdb.Distances]) != 0 || len(p.conversions) != 0 || p.total != positions(all) {
		t.Fatalf("empty folder: solve %d of %d units, %d present, %d conversions, %d positions",
			len(p.solve), len(all), len(p.present[egdb.Distances]), len(p.conversions), p.total)
	}
	if err := Run(context.Background(), Options{Variant: movegen.Italian, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	var three []index.Unit
	for _, u := range all {
		if u.A.Pieces() == 3 {
			three = append(three, u)
		}
	}
	for _, outcomes := range []bool{false, true} {
		o.Outcomes = outcomes
		p, err := planBuild(b, o, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.solve) != len(three) || len(p.present[egdb.Distances]) != len(all)-len(three) {
			t.Errorf("outcomes %v after 2 pieces: solve %d units, %d present; want %d and %d",
				outcomes, len(p.solve), len(p.present[egdb.Distances]), len(three), len(all)-len(three))
		}
		for _, u := range p.solve {
			if u.A.Pieces() != 3 || p.byOutcomes(u) != outcomes {
				t.Errorf("outcomes %v: solves %s (by outcomes %v)", outcomes, u.A.Name(), p.byOutcomes(u))
			}
		}
		wantConversions, wantTotal := 0, positions(three)
		if outcomes {
			wantConversions, wantTotal = len(three), 2*positions(three)
		}
		if len(p.conversions) != wantConversions || p.total != wantTotal {
			t.Errorf("outcomes %v: %d conversions, %d positions; want %d and %d", outcomes, len(p.conversions), p.total, wantConversions, wantTotal)
		}
	}
}
