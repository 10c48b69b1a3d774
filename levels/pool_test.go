package levels

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/shard"
)

// TestPoolPairings: every level's rung meets the Material and Random players, each
// reference of the pool and each outside engine; no reference rung is a
// level there; the outside engines' names are checked.
func TestPoolPairings(t *testing.T) {
	outside := []match.EngineSpec{{Name: "scan-d4", Cmd: "scan"}}
	opps, err := PoolOpponents("./damaengine", outside)
	if err != nil {
		t.Fatal(err)
	}
	if len(opps) != 3+len(player.Pool) || opps[0].Name != "rung-material" || opps[1].Name != "rung-random" || opps[len(opps)-1].Name != "scan-d4" {
		t.Fatalf("opponents %v", opps)
	}
	levels := 0
	for _, r := range player.Ladder {
		if !r.Reference {
			levels++
		}
	}
	ps := PoolPairings(opps, 160)
	if len(ps) != levels*len(opps) {
		t.Errorf("%d pool pairings, want %d levels' rungs times %d players", len(ps), levels, len(opps))
	}
	for _, p := range ps {
		if p.Rung.Reference || p.Games != 160 {
			t.Errorf("pool pairing %s against %s: %d games", p.Rung.Name, p.Opponent.Name, p.Games)
		}
	}
	seen := 0
	for i := 1; i <= 4; i++ {
		seen += len(ofShard(ps, shard.Shard{Index: i, Count: 4}))
	}
	if seen != len(ps) {
		t.Errorf("4 shards hold %d pool pairings of %d", seen, len(ps))
	}
	for _, bad := range []match.EngineSpec{{Cmd: "x"}, {Name: "rung-9", Cmd: "x"}, {Name: "a/b", Cmd: "x"}} {
		if _, err := PoolOpponents("./damaengine", []match.EngineSpec{bad}); err == nil {
			t.Errorf("outside engine %+v accepted", bad)
		}
	}
	if _, err := PoolOpponents("./damaengine", append(outside, outside[0])); err == nil {
		t.Error("two outside engines of one name accepted")
	}
}

// TestPoolToPlay: a pairing plays its first games, stops there when they
// are decided (one side took 95% of the points or more), and otherwise
// plays the rest.
func TestPoolToPlay(t *testing.T) {
	p := PoolPairing{Games: 160}
	cases := []struct{ played, halfPoints, want int }{
		{0, 0, poolFirst},
		{7, 7, poolFirst - 7},
		{poolFirst, 0, 0},                       // lost every game
		{poolFirst, 2, 0},                       // 5%
		{poolFirst, 3, 160 - poolFirst},         // 7.5%
		{poolFirst, 2*poolFirst - 2, 0},         // 95%
		{poolFirst, poolFirst, 160 - poolFirst}, // 50%
		{100, 100, 60},
		{160, 80, 0},
	}
	for _, c := range cases {
		if got := p.toPlay(c.played, c.halfPoints); got != c.want {
			t.Errorf("%d games kept, %d half points: %d more, want %d", c.played, c.halfPoints, got, c.want)
		}
	}
	if got := (PoolPairing{Games: 10}).toPlay(0, 0); got != 10 {
		t.Errorf("a pairing of 10 games plays %d first", got)
	}
}

// TestFitPoolRecovers: from simulated pool games (levels' rungs against
// the Material player, a reference of the pool and two outside engines)
// FitPool recovers every rating within its 95% interval with Material
// held at 1000, and returns the outside engines apart from the rungs.
func TestFitPoolRecovers(t *testing.T) {
	dir := t.TempDir()
	pool := filepath.Join(dir, "dameo", poolSubdir)
	if err := os.MkdirAll(pool, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, level := range []string{"3", "4", "5"} {
		for _, opp := range []string{"material", "mobility-2", "ext-weak", "ext-strong"} {
			writeGames(t, filepath.Join(pool, level+"-vs-"+opp+".pdn"), [2]string{level, opp}, 300, rng)
		}
	}
	// A ladder game in the variant's directory is not the pool's.
	writeGames(t, filepath.Join(dir, "dameo", "3-vs-4.pdn"), [2]string{"3", "random"}, 10, rng)
	rungs, outside, err := FitPool(dir, movegen.Dameo)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range append(slices.Clone(rungs), outside...) {
		names = append(names, r.Rung)
		want := simulated[r.Rung]
		switch {
		case r.Rung == "material":
			if r.Elo != 1000 || r.Err95 != 0 {
				t.Errorf("the anchor moved: %+v", r)
			}
		case math.Abs(r.Elo-want) > r.Err95:
			t.Errorf("%s: fitted %.0f +- %.0f, true %.0f", r.Rung, r.Elo, r.Err95, want)
		}
	}
	want := []string{"material", "3", "4", "5", "mobility-2", "ext-strong", "ext-weak"}
	if !slices.Equal(names, want) {
		t.Errorf("rated %v, want %v (rungs in the ladder's order, then the pool, then the outside engines as their files come)", names, want)
	}
}

// TestFitPoolHoldsFixedRatings: in International the pool's fit holds
// the players player.PoolAnchors fixes (mobility-4, and Scan 2.0 at
// depth 4 by the name it plays under) at their ratings, as it holds
// Material, and fits the rest: simulated games whose held players play at
// exactly those ratings give back the levels within their intervals.
func TestFitPoolHoldsFixedRatings(t *testing.T) {
	held := player.PoolAnchors(movegen.International)
	for _, name := range []string{"material", "mobility-4", "scan-d4"} {
		if held[name] != simulated[name] {
			t.Fatalf("%s held at %v, simulated at %v", name, held[name], simulated[name])
		}
	}
	dir := t.TempDir()
	pool := filepath.Join(dir, "international", poolSubdir)
	if err := os.MkdirAll(pool, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, pr := range [][2]string{ // each against players near it (the simulation's draws bias lopsided pairings)
		{"4", "material"}, {"4", "mobility-4"}, {"4", "ext-strong"},
		{"5", "material"}, {"5", "mobility-4"}, {"5", "ext-strong"},
		{"13", "scan-d4"}, {"13", "ext-top"}, {"14", "scan-d4"}, {"14", "ext-top"},
	} {
		writeGames(t, filepath.Join(pool, pr[0]+"-vs-"+pr[1]+".pdn"), pr, 300, rng)
	}
	rungs, outside, err := FitPool(dir, movegen.International)
	if err != nil {
		t.Fatal(err)
	}
	fitted := 0
	for _, r := range append(rungs, outside...) {
		want := simulated[r.Rung]
		switch elo, ok := held[r.Rung]; {
		case ok:
			if r.Elo != elo || r.Err95 != 0 {
				t.Errorf("%s: %.0f +- %.0f, held at %.0f", r.Rung, r.Elo, r.Err95, elo)
			}
		case r.Err95 == 0 || math.Abs(r.Elo-want) > r.Err95:
			t.Errorf("%s: fitted %.0f +- %.0f, true %.0f", r.Rung, r.Elo, r.Err95, want)
		default:
			fitted++
		}
	}
	if fitted != 6 {
		t.Errorf("%d players fitted, want the 4 levels and the 2 outside engines", fitted)
	}
}

// TestImpliedRatings: against levels rated at their true ratings, each
// pool pairing of simulated games implies its opponent's true rating
// within twice its 95% interval, from the opponent's side (the stronger
// outside engine above the weaker one against every level); a pairing
// the opponent lost entirely implies nothing; the pairings come by
// opponent, the weakest level first.
func TestImpliedRatings(t *testing.T) {
	dir := t.TempDir()
	pool := filepath.Join(dir, "dameo", poolSubdir)
	if err := os.MkdirAll(pool, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	var rated []player.Rated
	for _, level := range []string{"3", "5"} {
		rated = append(rated, player.Rated{Rung: level, Elo: simulated[level]})
		for _, opp := range []string{"mobility-2", "ext-weak", "ext-strong"} {
			writeGames(t, filepath.Join(pool, level+"-vs-"+opp+".pdn"), [2]string{level, opp}, 400, rng)
		}
	}
	lost := "[Event \"t\"]\n[Round \"1\"]\n[White \"ext-weak\"]\n[Black \"rung-4\"]\n[Result \"0-1\"]\n\n0-1\n\n"
	if err := os.WriteFile(filepath.Join(pool, "4-vs-ext-weak.pdn"), []byte(lost), 0o644); err != nil {
		t.Fatal(err)
	}
	rated = append(rated, player.Rated{Rung: "4", Elo: simulated["4"]})
	got, err := ImpliedRatings(dir, movegen.Dameo, rated)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 6 {
		t.Fatalf("%d implied ratings, want the 6 pairings not lost entirely: %+v", len(got), got)
	}
	byLevel := map[string]map[string]float64{}
	for i, imp := range got {
		if i > 0 && (imp.Opponent < got[i-1].Opponent || imp.Opponent == got[i-1].Opponent && simulated[imp.Rung] < simulated[got[i-1].Rung]) {
			t.Errorf("%s against %s after %s against %s: want by opponent, then the weakest level first", imp.Opponent, imp.Rung, got[i-1].Opponent, got[i-1].Rung)
		}
		want := simulated[imp.Opponent]
		if imp.Games != 400 || imp.Err95 <= 0 || math.Abs(imp.Elo-want) > 2*imp.Err95 {
			t.Errorf("%s against %s: %d games, implied %.0f +- %.0f, true %.0f", imp.Opponent, imp.Rung, imp.Games, imp.Elo, imp.Err95, want)
		}
		if byLevel[imp.Rung] == nil {
			byLevel[imp.Rung] = map[string]float64{}
		}
		byLevel[imp.Rung][imp.Opponent] = imp.Elo
	}
	for level, m := range byLevel {
		if m["ext-strong"] <= m["ext-weak"] {
			t.Errorf("against %s the stronger engine implied %.0f, the weaker %.0f", level, m["ext-strong"], m["ext-weak"])
		}
	}
}

// TestPoolForegone: a level's pairing with an opponent is left out when
// the nearest stronger rung that has played its first games against that
// opponent scored 5% or less there, and played when it scored more or
// when no stronger rung has played enough; the pairings come strongest
// rung first, so that the stronger rungs' results are there.
func TestPoolForegone(t *testing.T) {
	dir := t.TempDir()
	pool := filepath.Join(dir, "dameo", poolSubdir)
	if err := os.MkdirAll(pool, 0o755); err != nil {
		t.Fatal(err)
	}
	// results writes games of level against opp with the given results,
	// the level White in odd rounds.
	results := func(level, opp string, res ...string) {
		var b []byte
		for i, r := range res {
			white, black := "rung-"+level, opp
			if i%2 == 1 {
				white, black = black, white
				r = map[string]string{"1-0": "0-1", "0-1": "1-0", "1/2-1/2": "1/2-1/2"}[r]
			}
			b = fmt.Appendf(b, "[Event \"t\"]\n[Round \"%d\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n\n%s\n\n", i+1, white, black, r, r)
		}
		if err := os.WriteFile(filepath.Join(pool, level+"-vs-"+opp+".pdn"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	games := func(n int, r string, extra ...string) []string {
		return append(slices.Repeat([]string{r}, n), extra...)
	}
	results("9", "ext-strong", games(poolFirst-2, "0-1", "1/2-1/2", "1/2-1/2")...) // 5%: lost
	results("12", "ext-weak", games(poolFirst-3, "0-1", "1-0", "1-0", "1-0")...)   // 15%: not decided
	results("11", "ext-weak", games(poolFirst-1, "0-1")...)                        // too few games to tell
	results("7", "ext-mid", games(poolFirst, "0-1")...)                            // lost, but by a weaker rung
	opps := []match.EngineSpec{{Name: "ext-strong"}, {Name: "ext-weak"}, {Name: "ext-mid"}}
	all := PoolPairings(opps, 160)
	for i := 1; i < len(all); i++ {
		if rank(all[i].Rung) > rank(all[i-1].Rung) {
			t.Fatalf("pairing %d (rung %s) after rung %s: want the strongest rung first", i, all[i].Rung.Name, all[i-1].Rung.Name)
		}
	}
	cases := []struct {
		rung, opp string
		want      bool
	}{
		{"8", "ext-strong", true},  // rung 9 lost
		{"3", "ext-strong", true},  // so did the nearest that played, rung 9
		{"9", "ext-strong", false}, // no stronger rung has played
		{"10", "ext-weak", false},  // rung 11 played too few, rung 12 scored 15%
		{"8", "ext-mid", false},    // only a weaker rung lost
	}
	for _, c := range cases {
		p := PoolPairing{Rung: mustRung(c.rung), Opponent: match.EngineSpec{Name: c.opp}, Games: 160}
		got, err := p.foregone(filepath.Join(dir, "dameo"), movegen.Dameo, all)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("rung %s against %s: foregone %v, want %v", c.rung, c.opp, got, c.want)
		}
	}
}
