// The strength ladder: the players levels are made of and measured by,
// and the Elo each was measured at (levels.tsv, written by `damaengine
// levels calibrate`).

package player

import (
	"cmp"
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// Rung is one player of the ladder.
type Rung struct {
	Name  string
	Level Level
	// Reference marks the reference players, which hold the scale (their
	// ratings are fixed: Anchors) and are not offered as levels.
	Reference bool
}

// Ladder is every variant's ladder, about weakest first: the reference
// players (the random mover, the Material player and the engine at fixed
// node budgets without noise, each placed among the rungs of its
// strength) and the levels' rungs, the engine from a hundred nodes a move
// with much noise up to a hundred thousand nodes with little. Where
// strength changes fastest (noise 220 to 48) each rung has a fifth less
// noise than the one before; from rung 11 on the noise is below half a
// man, so that a level there does not give a man away for nothing. The
// rungs named with a letter were put in later where the first
// calibrations found gaps of more than MaxStep (0c: where a rung had none
// MinStep to MaxStep above it); a rung's name and level never change once
// it has played (its games are kept under its name).
var Ladder = []Rung{
	{"random", Level{Kind: Random}, true},
	{"material", Level{Kind: Material}, true},
	{"0", Level{Nodes: 100, Noise: 800}, false},
	{"0b", Level{Nodes: 100, Noise: 560}, false},
	{"0c", Level{Nodes: 100, Noise: 480}, false},
	{"1", Level{Nodes: 100, Noise: 400}, false},
	{"1b", Level{Nodes: 100, Noise: 345}, false},
	{"2", Level{Nodes: 100, Noise: 300}, false},
	{"3", Level{Nodes: 100, Noise: 220}, false},
	{"4", Level{Nodes: 120, Noise: 182}, false},
	{"5", Level{Nodes: 150, Noise: 150}, false},
	{"6", Level{Nodes: 180, Noise: 124}, false},
	{"7", Level{Nodes: 220, Noise: 103}, false},
	{"nodes-100", Level{Nodes: 100}, true},
	{"8", Level{Nodes: 270, Noise: 85}, false},
	{"9", Level{Nodes: 330, Noise: 70}, false},
	{"10", Level{Nodes: 400, Noise: 58}, false},
	{"11", Level{Nodes: 500, Noise: 48}, false},
	{"11b", Level{Nodes: 700, Noise: 41}, false},
	{"12", Level{Nodes: 1000, Noise: 35}, false},
	{"nodes-1000", Level{Nodes: 1000}, true},
	{"12b", Level{Nodes: 1400, Noise: 30}, false},
	{"13", Level{Nodes: 2000, Noise: 25}, false},
	{"13b", Level{Nodes: 2800, Noise: 21}, false},
	{"14", Level{Nodes: 4000, Noise: 17}, false},
	{"nodes-10000", Level{Nodes: 10000}, true},
	{"15", Level{Nodes: 8000, Noise: 11}, false},
	{"15b", Level{Nodes: 12500, Noise: 9}, false},
	{"16", Level{Nodes: 20000, Noise: 7}, false},
	{"16b", Level{Nodes: 32000, Noise: 5}, false},
	{"17", Level{Nodes: 50000, Noise: 4}, false},
	{"nodes-50000", Level{Nodes: 50000}, true},
	{"18", Level{Nodes: 100000, Noise: 2}, false},
}

// Pool is the reference players of other designs than the engine's,
// which levels calibrate's pool plays every level against besides the
// outside engines its caller names: they play by name like the rungs
// (the Hub option ladder-rung) but are not in the ladder's pairings, and
// their ratings are fitted, or held where PoolAnchors fixes them.
var Pool = []Rung{
	{"material-50", Level{Kind: Material, RandomShare: 50}, true},
	{"mobility-2", Level{Kind: Mobility, Depth: 2}, true},
	{"mobility-4", Level{Kind: Mobility, Depth: 4}, true},
}

// AnchorRung is the reference every variant's scale starts from,
// AnchorElo its rating: a player who sees every capture and nothing else
// (Material) is 1000.
const (
	AnchorRung = "material"
	AnchorElo  = 1000
)

// fixedRatings are the ratings of the engine's reference rungs, fixed
// once from the first calibration of each variant (docs/LEVELS.md) and
// held since, so that a level is measured against references near it,
// not through the whole ladder from the Material player.
var fixedRatings = map[movegen.Variant]map[string]float64{
	// 2026-12-01, Material held at 1000 alone: their 95% intervals then
	// were +-140, +-176 and +-192; nodes-50000 from the next calibration
	// (+-81 with the other three held).
	movegen.Italian: {"nodes-100": 1630, "nodes-1000": 2230, "nodes-10000": 2650, "nodes-50000": 2840},
	// 2026-12-01, Material held alone: +-124, +-159, +-181 and +-202
	// then.
	movegen.Dameo: {"nodes-100": 1280, "nodes-1000": 1810, "nodes-10000": 2400, "nodes-50000": 2730},
	// 2026-12-01, Material held alone: +-154, +-193, +-219 and +-235
	// then.
	movegen.International: {"nodes-100": 1240, "nodes-1000": 1990, "nodes-10000": 2570, "nodes-50000": 2800},
}

// Anchors returns the fixed ratings of variant v's reference rungs by
// name: AnchorRung's and those fixed since.
func Anchors(v movegen.Variant) map[string]float64 { return withAnchor(fixedRatings[v]) }

// poolFixedRatings are the ratings of players of the pool (the reference
// players of other designs, and outside engines at one setting each, by
// the names they play under), fixed once from each variant's first whole
// pool with Material alone held (docs/LEVELS.md) and held since, so that
// a level is rated against players near it and not through the chain of
// players from the Material player, which widened the intervals to
// +-77 at the top.
var poolFixedRatings = map[movegen.Variant]map[string]float64{
	// 2026-12-06: mobility-4 and scan-dN from 13,380 games with Material
	// held alone (+-48, +-67 and +-70 then), material-50, added after,
	// from 14,620 with those held too (+-86). scan-dN: Scan 2.0 at depth
	// N, with its book and 4-piece bitbases as built, spoken to in its
	// first Hub protocol.
	movegen.International: {"material-50": 448, "mobility-4": 1543, "scan-d4": 2261, "scan-d8": 2583},
	// 2026-12-06: from 15,193 games with Material held alone (+-41, +-38,
	// +-45 and +-47 then): every level against the reference players and
	// dama.c at depths 2 to 8; dama-d10, added after (the strongest levels'
	// opponent), from 16,886 games with those held too (+-45). dama-dN:
	// dama.c at depth N through its Hub front end.
	movegen.Italian: {"material-50": 649, "mobility-4": 1324, "dama-d4": 1671, "dama-d8": 1949, "dama-d10": 2089},
}

// PoolAnchors returns the ratings the pool's fit of variant v holds, by
// the names the players play under: AnchorRung's and those fixed since.
func PoolAnchors(v movegen.Variant) map[string]float64 { return withAnchor(poolFixedRatings[v]) }

// withAnchor returns the ratings fixed and AnchorRung's, in a new map.
func withAnchor(fixed map[string]float64) map[string]float64 {
	out := map[string]float64{AnchorRung: AnchorElo}
	for name, elo := range fixed {
		out[name] = elo
	}
	return out
}

// RungNamed returns the rung of the ladder or the player of the Pool
// called name.
func RungNamed(name string) (Rung, bool) {
	for _, list := range [][]Rung{Ladder, Pool} {
		for _, r := range list {
			if r.Name == name {
				return r, true
			}
		}
	}
	return Rung{}, false
}

// Rated is a rung's measured rating in one variant.
type Rated struct {
	Variant movegen.Variant
	Rung    string
	Elo     float64
	// Err95 is the half-width of the rating's 95% interval; Games the
	// games it was fitted from.
	Err95 float64
	Games int
}

//go:embed levels.tsv
var levelsTable string

// ratings holds the shipped ratings, read from levelsTable at start.
var ratings = mustParseRatings(levelsTable)

// Ratings returns the shipped ratings of variant v's rungs, in the
// ladder's order.
func Ratings(v movegen.Variant) []Rated {
	var out []Rated
	for _, r := range ratings {
		if r.Variant == v {
			out = append(out, r)
		}
	}
	return out
}

// MinStep and MaxStep bound the gap between two neighbouring levels on
// offer: a person feels a step of 100 Elo (a score of 64%), and one of
// 200 (76%) is as far as a player who just wins at one level should have
// to climb to the next.
const (
	MinStep = 100
	MaxStep = 200
)

// MaxErr95 is the widest 95% interval of a level on offer: a rung is
// offered once its rating is known to within MaxErr95 Elo.
const MaxErr95 = 50

// Levels returns the levels on offer in variant v, weakest first: of the
// Engine rungs rated within MaxErr95, the run in which each level is at
// most MaxStep above the one before that spans most Elo, and of those the
// one with fewest steps under MinStep (a step taken only where no rung
// stands MinStep to MaxStep above a level), then the one with most levels.
// Nothing is offered across a gap wider than MaxStep until a rung between
// is calibrated.
func Levels(v movegen.Variant) []Rated {
	rated, _ := levels(v)
	return rated
}

// levels returns Levels(v) and their levels.
func levels(v movegen.Variant) ([]Rated, []Level) {
	var cands []Rated
	for _, r := range Ratings(v) {
		if rung, _ := RungNamed(r.Rung); !rung.Reference && r.Err95 <= MaxErr95 {
			cands = append(cands, r)
		}
	}
	slices.SortStableFunc(cands, func(a, b Rated) int { return cmp.Compare(a.Elo, b.Elo) })
	var rated []Rated
	for start := range cands {
		chain := chainFrom(cands, start)
		if preferred(chain, rated) {
			rated = chain
		}
	}
	lv := make([]Level, len(rated))
	for i, r := range rated {
		rung, _ := RungNamed(r.Rung)
		lv[i] = rung.Level
	}
	return rated, lv
}

// chainFrom returns the run of levels up from cands[start] (cands sorted
// by Elo) that Levels prefers: every step at most MaxStep, and under
// MinStep only from a level with no rung MinStep to MaxStep above it; the
// run that reaches highest, then with fewest short steps, then with most
// levels.
func chainFrom(cands []Rated, start int) []Rated {
	type run struct{ short, levels, prev int } // the best run from start to a rung
	runs := make([]run, len(cands))
	runs[start] = run{levels: 1}
	better := func(a, b run) bool { return a.short < b.short || a.short == b.short && a.levels > b.levels }
	top := start
	for i := start + 1; i < len(cands); i++ {
		for j := start; j < i; j++ {
			step := cands[i].Elo - cands[j].Elo
			if runs[j].levels == 0 || step <= 0 || step > MaxStep {
				continue
			}
			next := run{runs[j].short, runs[j].levels + 1, j}
			if step < MinStep {
				if hasFullStep(cands, j) {
					continue
				}
				next.short++
			}
			if runs[i].levels == 0 || better(next, runs[i]) {
				runs[i] = next
			}
		}
		if runs[i].levels > 0 && (cands[i].Elo > cands[top].Elo || cands[i].Elo == cands[top].Elo && better(runs[i], runs[top])) {
			top = i
		}
	}
	chain := make([]Rated, runs[top].levels)
	for i, k := top, len(chain)-1; k >= 0; i, k = runs[i].prev, k-1 {
		chain[k] = cands[i]
	}
	return chain
}

// hasFullStep reports whether a candidate stands MinStep to MaxStep above
// cands[j].
func hasFullStep(cands []Rated, j int) bool {
	for _, c := range cands[j+1:] {
		if step := c.Elo - cands[j].Elo; step >= MinStep && step <= MaxStep {
			return true
		}
	}
	return false
}

// preferred reports whether Levels prefers chain a to chain b: it spans
// more Elo, or as much with fewer steps under MinStep, or as many with
// more levels.
func preferred(a, b []Rated) bool {
	switch {
	case span(a) != span(b):
		return span(a) > span(b)
	case shortSteps(a) != shortSteps(b):
		return shortSteps(a) < shortSteps(b)
	}
	return len(a) > len(b)
}

// shortSteps counts the steps of a chain under MinStep.
func shortSteps(chain []Rated) int {
	n := 0
	for i := 1; i < len(chain); i++ {
		if chain[i].Elo-chain[i-1].Elo < MinStep {
			n++
		}
	}
	return n
}

// span is the Elo a chain of levels spans.
func span(chain []Rated) float64 {
	if len(chain) == 0 {
		return -1
	}
	return chain[len(chain)-1].Elo - chain[0].Elo
}

// EloRange returns the lowest and highest Elo variant v's levels are
// calibrated for; ok is false when it has none.
func EloRange(v movegen.Variant) (lo, hi int, ok bool) {
	rated, _ := levels(v)
	if len(rated) == 0 {
		return 0, 0, false
	}
	return RoundElo(rated[0].Elo), RoundElo(rated[len(rated)-1].Elo), true
}

// EloChoices says, for a message, which elo numbers variant v accepts:
// "0: full strength, or LO..HI in V", or that full strength is its only
// level.
func EloChoices(v movegen.Variant) string {
	lo, hi, ok := EloRange(v)
	if !ok {
		return fmt.Sprintf("0: full strength, the only level of %s", v)
	}
	return fmt.Sprintf("0: full strength, or %d..%d in %s", lo, hi, v)
}

// RoundElo rounds a rating to the whole number the levels are known by
// (half away from zero): the number a level is listed as and plays at.
func RoundElo(e float64) int { return int(math.Round(e)) }

// LevelFor returns the level that plays at elo in variant v: a rated
// rung's, or between the two rated rungs around elo, the node budget
// taken geometrically and the noise linearly between theirs. An elo
// outside EloRange is refused with the range.
func LevelFor(v movegen.Variant, elo int) (Level, error) {
	rated, lv := levels(v)
	lo, hi, ok := EloRange(v)
	switch {
	case !ok:
		return Level{}, fmt.Errorf("no strength levels are calibrated for %s", v)
	case elo < lo || elo > hi:
		return Level{}, fmt.Errorf("elo %d is outside the levels of %s: want %d..%d (0: full strength)", elo, v, lo, hi)
	}
	// Each rated rung is known by its rounded Elo, which plays exactly it.
	at := func(i int) float64 { return float64(RoundElo(rated[i].Elo)) }
	i := 0
	for i+1 < len(rated) && float64(elo) > at(i+1) {
		i++
	}
	if i+1 == len(rated) || float64(elo) <= at(i) {
		return lv[i], nil
	}
	t := (float64(elo) - at(i)) / (at(i+1) - at(i))
	a, b := lv[i], lv[i+1]
	nodes := math.Exp(math.Log(float64(a.Nodes)) + t*(math.Log(float64(b.Nodes))-math.Log(float64(a.Nodes))))
	noise := float64(a.Noise) + t*float64(b.Noise-a.Noise)
	return Level{Nodes: uint64(math.Round(nodes)), Noise: int(math.Round(noise))}, nil
}

// ParseRatings reads a ratings table (FormatRatings): one rung a line,
// "variant rung elo err95 games" separated by tabs or blanks; blank lines
// and lines from # on are skipped. No rung may be rated twice.
func ParseRatings(text string) ([]Rated, error) {
	var out []Rated
	for n, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		r, err := parseRated(f)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n+1, err)
		}
		out = append(out, r)
	}
	return out, checkRatings(out)
}

// parseRated reads the fields of one line of the table.
func parseRated(f []string) (Rated, error) {
	if len(f) != 5 {
		return Rated{}, fmt.Errorf("want 5 fields (variant rung elo err95 games), got %d", len(f))
	}
	v, err := movegen.ParseVariant(f[0])
	if err != nil {
		return Rated{}, err
	}
	if _, ok := RungNamed(f[1]); !ok {
		return Rated{}, fmt.Errorf("unknown rung %q", f[1])
	}
	elo, err1 := strconv.ParseFloat(f[2], 64)
	e95, err2 := strconv.ParseFloat(f[3], 64)
	games, err3 := strconv.Atoi(f[4])
	if err1 != nil || err2 != nil || err3 != nil || math.IsNaN(elo) || math.IsInf(elo, 0) || e95 < 0 || games < 0 {
		return Rated{}, fmt.Errorf("bad numbers %q %q %q", f[2], f[3], f[4])
	}
	return Rated{Variant: v, Rung: f[1], Elo: elo, Err95: e95, Games: games}, nil
}

// checkRatings checks that no rung is rated twice.
func checkRatings(rs []Rated) error {
	seen := map[[2]string]bool{}
	for _, r := range rs {
		k := [2]string{r.Variant.String(), r.Rung}
		if seen[k] {
			return fmt.Errorf("%s %s is rated twice", r.Variant, r.Rung)
		}
		seen[k] = true
	}
	return nil
}

// ratingsHeader opens a table written by FormatRatings.
const ratingsHeader = `# The measured rating of each rung of player.Ladder in each variant, on
# the scale where the Material rung is 1000; written by
#   damaengine levels fit --variant V --dir DIR [--pool] --table FILE
# from the ladder's games or, with --pool, from the games against the
# pool's players (docs/LEVELS.md). Columns: variant rung elo err95 games.
`

// FormatRatings writes rs as the table ParseRatings reads, variant by
// variant in movegen.Variants order, each in the ladder's order.
func FormatRatings(rs []Rated) string {
	var b strings.Builder
	b.WriteString(ratingsHeader)
	for _, v := range movegen.Variants {
		for _, rung := range Ladder {
			for _, r := range rs {
				if r.Variant == v && r.Rung == rung.Name {
					fmt.Fprintf(&b, "%s\t%s\t%.1f\t%.1f\t%d\n", v, r.Rung, r.Elo, r.Err95, r.Games)
				}
			}
		}
	}
	return b.String()
}

// mustParseRatings parses the shipped table, which its tests check.
func mustParseRatings(text string) []Rated {
	rs, err := ParseRatings(text)
	if err != nil {
		panic("player/levels.tsv: " + err.Error())
	}
	return rs
}
