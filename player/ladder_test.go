package player

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// withRatings runs f with the shipped ratings replaced by rs.
func withRatings(t *testing.T, rs []Rated, f func()) {
	t.Helper()
	saved := ratings
	ratings = rs
	defer func() { ratings = saved }()
	f()
}

// synthetic is a ratings table of Italian: rungs 1, 2 and 3 at 600, 650
// (too close to 600 to be offered) and 800, rung 4 at 1000.
var synthetic = []Rated{
	{Variant: movegen.Italian, Rung: "material", Elo: 1000},
	{Variant: movegen.Italian, Rung: "1", Elo: 600},
	{Variant: movegen.Italian, Rung: "2", Elo: 650},
	{Variant: movegen.Italian, Rung: "3", Elo: 800},
	{Variant: movegen.Italian, Rung: "4", Elo: 1000},
}

// offered returns the rungs of the levels on offer in Italian, by name.
func offered() string {
	var names []string
	for _, r := range Levels(movegen.Italian) {
		names = append(names, r.Rung)
	}
	return strings.Join(names, " ")
}

func TestLevelsOnOffer(t *testing.T) {
	withRatings(t, synthetic, func() {
		if got := offered(); got != "1 3 4" {
			t.Errorf("levels on offer: %s, want 1 3 4 (2 is within MinStep of 1, material is a reference)", got)
		}
		if lo, hi, ok := EloRange(movegen.Italian); !ok || lo != 600 || hi != 1000 {
			t.Errorf("EloRange = %d %d %v, want 600 1000 true", lo, hi, ok)
		}
		if _, _, ok := EloRange(movegen.Dameo); ok {
			t.Error("Dameo has a range without ratings")
		}
	})
	for _, c := range []struct {
		elos []float64 // of rungs 1, 2, ...
		want string
		why  string
	}{
		{[]float64{600, 750, 800, 850}, "1 2 4", "the highest rung within MaxStep of 600 is 800, from where the only step up is 50; 750 leads to 850 in steps of 100 and more"},
		{[]float64{600, 680, 850}, "1 2 3", "no rung stands 100 to 200 above 600, so the short step to 680 keeps 850 on offer"},
		{[]float64{600, 680, 750, 850}, "1 3 4", "750 is a full step above 600: no short step to 680"},
		{[]float64{600, 650, 760, 850}, "1 3 4", "760 is a full step above 600: the short step is from 760 to 850, above which nothing stands, not from 600 to 650"},
		{[]float64{600, 900, 1000}, "2 3", "nothing within MaxStep of 600: the widest run starts above the gap"},
	} {
		var rs []Rated
		for i, e := range c.elos {
			rs = append(rs, Rated{Variant: movegen.Italian, Rung: strconv.Itoa(i + 1), Elo: e})
		}
		withRatings(t, rs, func() {
			if got := offered(); got != c.want {
				t.Errorf("ratings %v: levels on offer %s, want %s (%s)", c.elos, got, c.want, c.why)
			}
		})
	}
}

func TestLevelFor(t *testing.T) {
	r1, _ := RungNamed("1")
	r3, _ := RungNamed("3")
	r4, _ := RungNamed("4")
	withRatings(t, synthetic, func() {
		for _, c := range []struct {
			elo  int
			want Level
		}{{600, r1.Level}, {800, r3.Level}, {1000, r4.Level}} {
			if got, err := LevelFor(movegen.Italian, c.elo); err != nil || got != c.want {
				t.Errorf("LevelFor(%d) = %+v, %v; want %+v", c.elo, got, err, c.want)
			}
		}
		// Between rungs 3 and 4 the budget rises and the noise falls with
		// the Elo asked for, staying between theirs.
		last := r3.Level
		for elo := 810; elo < 1000; elo += 10 {
			l, err := LevelFor(movegen.Italian, elo)
			if err != nil || l.Nodes < last.Nodes || l.Noise > last.Noise || l.Nodes > r4.Level.Nodes || l.Noise < r4.Level.Noise {
				t.Fatalf("LevelFor(%d) = %+v, %v after %+v", elo, l, err, last)
			}
			last = l
		}
		for _, elo := range []int{599, 1001, -5} {
			if _, err := LevelFor(movegen.Italian, elo); err == nil || !strings.Contains(err.Error(), "600..1000") {
				t.Errorf("LevelFor(%d): %v, want a refusal naming 600..1000", elo, err)
			}
		}
		if _, err := LevelFor(movegen.Dameo, 800); err == nil {
			t.Error("LevelFor accepted a variant without levels")
		}
	})
}

func TestRatingsTable(t *testing.T) {
	text := FormatRatings(synthetic)
	back, err := ParseRatings(text)
	if err != nil || len(back) != len(synthetic) {
		t.Fatalf("ParseRatings(FormatRatings) = %v, %v", back, err)
	}
	for _, bad := range []string{
		"italian 1 600 20",                           // a field missing
		"italian 99 600 20 100",                      // no such rung
		"checkers 1 600 20 100",                      // no such variant
		"italian 1 NaN 20 100",                       // not a rating
		"italian 1 600 -1 100",                       // a negative interval
		"italian 1 600 20 100\nitalian 1 700 20 100", // twice
	} {
		if _, err := ParseRatings(bad); err == nil {
			t.Errorf("ParseRatings(%q) accepted it", bad)
		}
	}
}

// TestShippedLevels checks the shipped table against the figures the
// levels promise (docs/LEVELS.md): every variant has levels, neighbours
// are at most 200 Elo apart (and at least 100, or 50 where the ladder has
// no rung 100 to 200 above the lower one), each level's rating is known within
// 50 Elo, and the weakest level scores at most 25% against the Material
// player (at least 191 Elo below it).
func TestShippedLevels(t *testing.T) {
	for _, v := range movegen.Variants {
		lv := Levels(v)
		if v == movegen.Brazilian || v == movegen.Russian || v == movegen.Killer || v == movegen.Breakthrough || v == movegen.Antidraughts || v.FrisianRules() {
			// Not calibrated while their evaluations are in training: a
			// level asked for is refused in words, none is made up.
			if _, err := LevelFor(v, 1500); len(lv) != 0 || err == nil || !strings.Contains(err.Error(), "no strength levels") {
				t.Errorf("%s: %d levels, LevelFor(1500) error %v; want none and a refusal", v, len(lv), err)
			}
			continue
		}
		if len(lv) < 5 {
			t.Errorf("%s: %d levels on offer", v, len(lv))
			continue
		}
		for i, r := range lv {
			if r.Err95 > 50 {
				t.Errorf("%s level %s: rated %.0f +- %.0f, wider than +-50", v, r.Rung, r.Elo, r.Err95)
			}
			if gap := r.Elo - lv[max(i-1, 0)].Elo; i > 0 && (gap > 200 || gap < 50) {
				t.Errorf("%s: levels %s and %s are %.0f Elo apart", v, lv[i-1].Rung, r.Rung, gap)
			}
		}
		if lv[0].Elo > AnchorElo-191 {
			t.Errorf("%s: the weakest level is rated %.0f, less than 191 below the Material player", v, lv[0].Elo)
		}
	}
}

// TestListedElosPlayTheirRungs: the number each level is listed as (its
// rating rounded half away from zero, as a person would) is accepted and
// plays exactly that rung's level, in every variant; so are the ends of
// the range EloRange gives.
func TestListedElosPlayTheirRungs(t *testing.T) {
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International, movegen.Dameo} {
		rated := Levels(v)
		for _, r := range rated {
			n := int(math.Floor(r.Elo + 0.5))
			rung, ok := RungNamed(r.Rung)
			if !ok {
				t.Fatalf("%s: no rung %s", v, r.Rung)
			}
			if got, err := LevelFor(v, n); err != nil || got != rung.Level {
				t.Errorf("%s level listed as %d (rated %.3f): %+v, %v; want rung %s's %+v", v, n, r.Elo, got, err, r.Rung, rung.Level)
			}
		}
		if lo, hi, ok := EloRange(v); ok {
			if lo != int(math.Floor(rated[0].Elo+0.5)) || hi != int(math.Floor(rated[len(rated)-1].Elo+0.5)) {
				t.Errorf("%s: range %d..%d, levels rated %.3f..%.3f", v, lo, hi, rated[0].Elo, rated[len(rated)-1].Elo)
			}
		}
	}
}
