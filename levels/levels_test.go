package levels

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/rating"
	"github.com/damaengine/damaengine/shard"
)

// TestPairings: every rung meets the next rung up and the one after it;
// shards split the pairings without overlap; upTo stops at its rung.
func TestPairings(t *testing.T) {
	ps := Pairings(4, 2)
	n := len(player.Ladder)
	if len(ps) != (n-1)+(n-2) {
		t.Fatalf("%d pairings for %d rungs", len(ps), n)
	}
	for _, p := range ps {
		if d := rank(p.B) - rank(p.A); d == 1 && p.Games != 4 || d == 2 && p.Games != 2 || d < 1 || d > 2 {
			t.Errorf("pairing %s-%s: %d rungs apart, %d games", p.A.Name, p.B.Name, d, p.Games)
		}
	}
	seen := 0
	for i := 1; i <= 3; i++ {
		seen += len(ofShard(ps, shard.Shard{Index: i, Count: 3}))
	}
	if seen != len(ps) {
		t.Errorf("3 shards hold %d pairings of %d", seen, len(ps))
	}
	low, err := upTo(ps, "2")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range low {
		if rank(p.A) > rank(mustRung("2")) || rank(p.B) > rank(mustRung("2")) {
			t.Errorf("upTo 2 kept %s-%s", p.A.Name, p.B.Name)
		}
	}
	if _, err := upTo(ps, "99"); err == nil {
		t.Error("upTo accepted a rung that is not in the ladder")
	}
}

// simulated are the true ratings of the rungs of TestFitRecovers.
// (and of TestFitPoolRecovers: a reference of the pool and two outside
// engines, whose names in the games have no rung- prefix).
var simulated = map[string]float64{"material": 1000, "3": 1120, "4": 1290, "5": 1430, "random": 200,
	"mobility-2": 1200, "ext-weak": 1150, "ext-strong": 1500,
	"mobility-4": 1543, "scan-d4": 2261, "13": 2150, "14": 2350, "ext-top": 2200}

// gameName is the name the player of simulated called n plays under: an
// outside engine its own, a rung or reference of ours its rung name.
func gameName(n string) string {
	if _, ok := player.RungNamed(n); !ok {
		return n
	}
	return rungPrefix + n
}

// TestFitRecovers: from games of rungs with known ratings (drawn by the
// Elo model, a fifth of them drawn) written as calibration PDNs, Fit
// recovers every rating within its own 95% interval and leaves out the
// random mover, which lost every game.
func TestFitRecovers(t *testing.T) {
	dir := t.TempDir()
	vdir := filepath.Join(dir, "dameo")
	if err := os.MkdirAll(vdir, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	pairs := [][2]string{{"material", "3"}, {"3", "4"}, {"4", "5"}, {"material", "4"}, {"3", "5"}}
	for _, pr := range pairs {
		writeGames(t, filepath.Join(vdir, pr[0]+"-vs-"+pr[1]+".pdn"), pr, 400, rng)
	}
	var lost strings.Builder
	for round := 1; round <= 10; round++ {
		fmt.Fprintf(&lost, "[Event \"t\"]\n[Round \"%d\"]\n[White \"rung-random\"]\n[Black \"rung-material\"]\n[Result \"0-1\"]\n\n0-1\n\n", round)
	}
	if err := os.WriteFile(filepath.Join(vdir, "random-vs-material.pdn"), []byte(lost.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	rated, err := Fit(dir, movegen.Dameo)
	if err != nil {
		t.Fatal(err)
	}
	if len(rated) != 4 {
		t.Fatalf("Fit rated %d rungs, want material, 3, 4 and 5: %+v", len(rated), rated)
	}
	for _, r := range rated {
		want := simulated[r.Rung]
		if r.Rung == "material" && (r.Elo != 1000 || r.Err95 != 0) {
			t.Errorf("the anchor moved: %+v", r)
		}
		if math.Abs(r.Elo-want) > r.Err95 && r.Rung != "material" {
			t.Errorf("rung %s: fitted %.0f +- %.0f, true %.0f", r.Rung, r.Elo, r.Err95, want)
		}
	}
}

// writeGames writes games of the rungs of pr, colours alternating, their
// results drawn from the true ratings.
func writeGames(t *testing.T, path string, pr [2]string, games int, rng *rand.Rand) {
	t.Helper()
	var b strings.Builder
	for round := 1; round <= games; round++ {
		white, black := pr[0], pr[1]
		if round%2 == 0 {
			white, black = black, white
		}
		e := rating.Expected(simulated[white] - simulated[black])
		result := "1/2-1/2"
		switch u := rng.Float64(); {
		case u < e-0.1:
			result = "1-0"
		case u > e+0.1:
			result = "0-1"
		}
		fmt.Fprintf(&b, "[Event \"t\"]\n[Round \"%d\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n\n%s\n\n",
			round, gameName(white), gameName(black), result, result)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWriteTable: the ratings of one variant replace its lines in a table
// and keep the others'.
func TestWriteTable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "levels.tsv")
	it := []player.Rated{{Variant: movegen.Italian, Rung: "3", Elo: 1100, Err95: 30, Games: 400}}
	da := []player.Rated{{Variant: movegen.Dameo, Rung: "3", Elo: 900, Err95: 40, Games: 300}}
	if err := WriteTable(path, movegen.Italian, it); err != nil {
		t.Fatal(err)
	}
	if err := WriteTable(path, movegen.Dameo, da); err != nil {
		t.Fatal(err)
	}
	it[0].Elo = 1150
	if err := WriteTable(path, movegen.Italian, it); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	got, err := player.ParseRatings(string(data))
	if err != nil || len(got) != 2 || got[0].Elo != 1150 || got[1].Elo != 900 {
		t.Fatalf("table %q: %+v, %v", data, got, err)
	}
	if err := os.WriteFile(path, []byte("italian 3 x 1 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteTable(path, movegen.Italian, it); err == nil {
		t.Error("WriteTable overwrote a table it cannot read")
	}
}
