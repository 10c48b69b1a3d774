package search

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestParamsSet: every setting is reachable by its name within its limits;
// an unknown name or a value beyond the limits is refused and changes
// nothing.
func TestParamsSet(t *testing.T) {
	for _, s := range ParamSpecs {
		p := DefaultParams()
		if d := s.Get(&p); d < s.Min || d > s.Max {
			t.Errorf("%s: default %d outside %d..%d", s.Name, d, s.Min, s.Max)
		}
		for _, v := range []int{s.Min, s.Max} {
			if err := p.Set(s.Name, v); err != nil || s.Get(&p) != v {
				t.Errorf("%s=%d: %v, value %d", s.Name, v, err, s.Get(&p))
			}
		}
		before := p
		for _, v := range []int{s.Min - 1, s.Max + 1} {
			if err := p.Set(s.Name, v); err == nil || p != before {
				t.Errorf("%s=%d accepted (%v) or changed the settings", s.Name, v, err)
			}
		}
	}
	e := New(1, 1)
	if err := e.SetParams(Params{}); err == nil || e.Params() != DefaultParams() {
		t.Errorf("zero settings: %v, engine now at %+v", err, e.Params())
	}
	p := DefaultParams()
	if err := p.Set("no-such-setting", 1); err == nil || !strings.Contains(err.Error(), "lmr-two-plies") {
		t.Errorf("unknown name: %v, want an error listing the known ones", err)
	}
	if p != DefaultParams() {
		t.Error("an unknown name changed the settings")
	}
}

// TestParamsChangeTheSearch: each search setting, moved from its
// default, changes the tree a fixed-depth search walks (so an option that
// sets it is not accepted for nothing), and the defaults give the same
// tree as a fresh engine. ProbCut's settings are tried in International
// and its margin in Italian too, the variants that use it; the residual
// net in International, the variant that has one.
func TestParamsChangeTheSearch(t *testing.T) {
	moved := map[movegen.Variant]map[string]int{
		movegen.Italian: {"lmr-min-depth": 2, "lmr-min-moves-pv": 2, "lmr-min-moves": 3,
			"lmr-two-plies": 2, "aspiration-window": 5, "probcut-margin": 3},
		movegen.International: {"probcut-min-depth": 5, "probcut-percent": 60, "probcut-margin": 3,
			"net": 1 - DefaultParams().Net},
	}
	for variant, settings := range moved {
		start := movegen.StartPosition(variant)
		root := Root{Position: start, Counters: movegen.NewCounters(&start)}
		nodes := func(p Params) uint64 {
			e := New(16, 1)
			if err := e.SetParams(p); err != nil {
				t.Fatal(err)
			}
			return e.Search(root, Limits{Depth: 9}, 1, nil).Nodes
		}
		base := nodes(DefaultParams())
		if fresh := New(16, 1).Search(root, Limits{Depth: 9}, 1, nil).Nodes; fresh != base {
			t.Fatalf("%v, default settings: %d nodes, a fresh engine %d", variant, base, fresh)
		}
		for name, value := range settings {
			p := DefaultParams()
			if err := p.Set(name, value); err != nil {
				t.Fatal(err)
			}
			if n := nodes(p); n == base {
				t.Errorf("%v, %s=%d: the same %d nodes as the default", variant, name, value, n)
			}
		}
	}
}
