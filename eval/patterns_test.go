// Tests of the pattern terms: region geometry, the fast indices against
// the general ones, colour symmetry and the weight file format.

package eval

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/damaengine/damaengine/movegen"
)

// TestRegions checks the region counts, that each region holds the
// squares of its shape (8, International's 10) spanning its rows and
// files, and that every playable square lies in a region.
func TestRegions(t *testing.T) {
	want := map[movegen.Variant]int{movegen.Italian: 9, movegen.International: 24, movegen.Dameo: 21, movegen.Brazilian: 9, movegen.Russian: 9, movegen.Killer: 24, movegen.Breakthrough: 24, movegen.Antidraughts: 24, movegen.Frisian: 24, movegen.Frysk: 24}
	rows := map[movegen.Variant]int{movegen.Italian: 4, movegen.International: 4, movegen.Dameo: 2, movegen.Brazilian: 4, movegen.Russian: 4, movegen.Killer: 4, movegen.Breakthrough: 4, movegen.Antidraughts: 4, movegen.Frisian: 4, movegen.Frysk: 4}
	files := map[movegen.Variant]int{movegen.Italian: 4, movegen.International: 5, movegen.Dameo: 4, movegen.Brazilian: 4, movegen.Russian: 4, movegen.Killer: 5, movegen.Breakthrough: 5, movegen.Antidraughts: 5, movegen.Frisian: 5, movegen.Frysk: 5}
	squares := map[movegen.Variant]int{movegen.Italian: 8, movegen.International: 10, movegen.Dameo: 8, movegen.Brazilian: 8, movegen.Russian: 8, movegen.Killer: 10, movegen.Breakthrough: 10, movegen.Antidraughts: 10, movegen.Frisian: 10, movegen.Frysk: 10}
	for _, v := range movegen.Variants {
		if got := PatternRegions(v); got != want[v] {
			t.Errorf("%s: %d regions, want %d", v, got, want[v])
		}
		per := 1
		for range squares[v] {
			per *= 3
		}
		if got := PatternTableSize(v); got != want[v]*per {
			t.Errorf("%s: a table of %d weights, want %d", v, got, want[v]*per)
		}
		for r, sq := range regions[v] {
			top, left := v.Place(movegen.Square(sq[0]))
			bottom, right := top, left
			for _, s := range sq {
				row, file := v.Place(movegen.Square(s))
				top, bottom = min(top, row), max(bottom, row)
				left, right = min(left, file), max(right, file)
			}
			if len(sq) != squares[v] || bottom-top+1 != rows[v] || right-left+1 != files[v] {
				t.Errorf("%s: region %d has %d squares over %d rows and %d files, want %d, %d and %d",
					v, r, len(sq), bottom-top+1, right-left+1, squares[v], rows[v], files[v])
			}
		}
		covered := make([]bool, v.Squares())
		for _, sq := range regions[v] {
			for _, s := range sq {
				covered[s] = true
			}
		}
		if i := slices.Index(covered, false); i >= 0 {
			t.Errorf("%s: square %d is in no region", v, i+1)
		}
	}
}

// TestFastPatterns checks the fast pattern sum against the general indices
// with a random table of weights up to the bound, on positions from play
// and random placements.
func TestFastPatterns(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, v := range movegen.Variants {
		w := make([]Weight, PatternTableSize(v))
		per := patternsPerRegion(v)
		for i := range w {
			w[i] = Weight{Open: rng.Int31n(2*MaxPatternWeight+1) - MaxPatternWeight, End: rng.Int31n(2*MaxPatternWeight+1) - MaxPatternWeight}
		}
		// Regions at the bound, so that sums reach the int16 limits.
		for r := range PatternRegions(v) {
			w[r*per] = Weight{Open: MaxPatternWeight, End: -MaxPatternWeight}
		}
		table := packPatterns(w)
		ps := randomPositions(t, v, positionsPerVariant(), int64(v)+50)
		ps = append(ps, randomPlacements(t, v, positionsPerVariant(), int64(v)+60)...)
		// Kings only: every region empty, every weight at the bound.
		kings := ps[0]
		kings.Kings = kings.Pieces[movegen.White] | kings.Pieces[movegen.Black]
		ps = append(ps, kings)
		for _, p := range ps {
			var pat Patterns
			PatternsOf(&p, &pat)
			var open, end int64
			for _, i := range pat.Index[:pat.N] {
				open += int64(w[i].Open)
				end += int64(w[i].End)
			}
			want := open<<32 + end
			got := patternScore(v, table, p.Pieces[movegen.White]&^p.Kings, p.Pieces[movegen.Black]&^p.Kings)
			if got != want {
				t.Fatalf("%s %s: fast pattern sum %d, general %d", v, p.FEN(), got, want)
			}
		}
	}
}

// TestUnrolledLayouts checks the constants of the unrolled pattern sums
// against the layouts newFastRegions derives.
func TestUnrolledLayouts(t *testing.T) {
	for _, c := range []struct {
		v                                  movegen.Variant
		bands, windows, bits, mask, region int
	}{
		{movegen.International, internationalPairs, internationalWindows, internationalPairBits, internationalPairMask, internationalRegion},
		{movegen.Dameo, dameoBands, dameoWindows, dameoBandBits, dameoBandMask, smallRegion},
		{movegen.Italian, 4, 3, 9, 1<<9 - 1, smallRegion},
	} {
		g := &fastRegionsOf[c.v]
		if g.pairs != c.bands || g.windows != c.windows || g.mask != uint64(c.mask) || patternsPerRegion(c.v) != c.region {
			t.Fatalf("%s: bands %d windows %d mask %#x, %d arrangements a region", c.v, g.pairs, g.windows, g.mask, patternsPerRegion(c.v))
		}
		for p := range g.pairs {
			if int(g.lo[p]) != c.bits*p {
				t.Errorf("%s: band %d starts at bit %d, want %d", c.v, p, g.lo[p], c.bits*p)
			}
		}
	}
}

// TestPatternMirror checks that the colour-flipped position uses the
// mirrored indices, and that mirroring twice is the identity.
func TestPatternMirror(t *testing.T) {
	for _, v := range movegen.Variants {
		for _, p := range randomPositions(t, v, positionsPerVariant(), int64(v)+70) {
			q := flip(t, p)
			var pp, pq Patterns
			PatternsOf(&p, &pp)
			PatternsOf(&q, &pq)
			var mirrored []int32
			for _, i := range pp.Index[:pp.N] {
				m := PatternMirror(v, int(i))
				if back := PatternMirror(v, m); back != int(i) {
					t.Fatalf("%s: index %d mirrors to %d and back to %d", v, i, m, back)
				}
				mirrored = append(mirrored, int32(m))
			}
			slices.Sort(mirrored)
			got := slices.Sorted(slices.Values(pq.Index[:pq.N]))
			if !slices.Equal(got, mirrored) {
				t.Fatalf("%s %s: flip uses %v, mirrored indices %v", v, p.FEN(), got, mirrored)
			}
		}
	}
}

// TestEmbeddedPatternsSymmetric checks that each embedded table scores a
// position and its colour-flipped copy alike.
func TestEmbeddedPatternsSymmetric(t *testing.T) {
	for _, v := range movegen.Variants {
		w := PatternWeightsOf(v)
		for i := range w {
			m := w[PatternMirror(v, i)]
			if m.Open != -w[i].Open || m.End != -w[i].End {
				t.Fatalf("%s: pattern %d is %v, its mirror %v", v, i, w[i], m)
			}
		}
	}
}

// TestPatternFile checks the weight file round trip and the errors on
// broken files.
func TestPatternFile(t *testing.T) {
	v := movegen.Italian
	w := make([]Weight, PatternTableSize(v))
	for i := range w {
		w[i] = Weight{Open: int32(i%700 - 350), End: int32(-i % 300)}
	}
	var b bytes.Buffer
	if err := WritePatternWeights(&b, v, w); err != nil {
		t.Fatal(err)
	}
	got, err := ReadPatternWeights(b.Bytes(), v)
	if err != nil || !slices.Equal(got, w) {
		t.Fatalf("round trip: err %v, equal %v", err, slices.Equal(got, w))
	}
	data := b.Bytes()
	flipped := slices.Clone(data)
	flipped[len(flipped)/2] ^= 4
	// A file cut or extended and its checksum made right again.
	resealed := func(body []byte) []byte {
		return binary.LittleEndian.AppendUint32(slices.Clone(body), crc32.ChecksumIEEE(body))
	}
	beyond := slices.Clone(data[:len(data)-4])
	binary.LittleEndian.PutUint16(beyond[len(patternMagic)+1+len(v.String())+4:], MaxPatternWeight+1)
	broken := map[string][]byte{
		"a weight beyond the bound, resealed": resealed(beyond),
		"empty":                               nil,
		"bad magic":                           append([]byte("XXXX"), data[4:]...),
		"truncated":                           data[:len(data)-1],
		"trailing bytes":                      append(slices.Clone(data), 0),
		"a flipped bit":                       flipped,
		"truncated, resealed":                 resealed(data[:len(data)-6]),
		"trailing bytes, resealed":            resealed(append(slices.Clone(data[:len(data)-4]), 0)),
	}
	for name, d := range broken {
		if _, err := ReadPatternWeights(d, v); err == nil {
			t.Errorf("%s file: no error", name)
		}
	}
	if _, err := ReadPatternWeights(flipped, v); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a flipped bit: error %v, want one naming the checksum", err)
	}
	if _, err := ReadPatternWeights(data, movegen.International); err == nil {
		t.Errorf("Italian file read as International: no error")
	}
	b.Reset()
	w[3] = Weight{Open: 3 * MaxPatternWeight, End: -MaxPatternWeight - 1}
	if err := WritePatternWeights(&b, v, w); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadPatternWeights(b.Bytes(), v); err != nil || got[3] != (Weight{MaxPatternWeight, -MaxPatternWeight}) {
		t.Errorf("weights beyond the bound: read back %v (error %v), want them clamped", got[3], err)
	}
}

// TestDrawishDivisors checks the drawish-material divisors on hand-made
// International endings and that other variants are never divided.
func TestDrawishDivisors(t *testing.T) {
	cases := []struct {
		fen                string
		forWhite, forBlack int
	}{
		{"W:WK1,K2,K3:BK50", 8, 8},                   // three kings against one: a draw either way
		{"W:WK1,K2,K3,K4:BK50", 1, 8},                // four against one
		{"W:WK1,K2,K3:B45", 1, 8},                    // White has nothing to fear from a man
		{"W:WK1,30,31,32,33:BK50,20,21,22", 2, 2},    // kings equal, men 4 and 3
		{"W:WK1,30,31,32,33,34:BK50,20,21,22", 1, 1}, // men 5 and 3
		{"B:W30:BK1,K2", 8, 1},
	}
	for _, c := range cases {
		p := mustFEN(t, movegen.International, c.fen)
		if w, b := DrawishDivisors(&p); w != c.forWhite || b != c.forBlack {
			t.Errorf("%s: divisors %d/%d, want %d/%d", c.fen, w, b, c.forWhite, c.forBlack)
		}
	}
	p := mustFEN(t, movegen.Italian, "W:WK1,K2:BK32")
	if w, b := DrawishDivisors(&p); w != 1 || b != 1 {
		t.Errorf("Italian: divisors %d/%d, want 1/1", w, b)
	}
}

// TestEmbeddedLendsOnlyWhatIsMissing: a variant plays with its own
// embedded file where it has one, with its lender's where it has none
// (Killer: International's), and a variant without a lender gets nothing.
func TestEmbeddedLendsOnlyWhatIsMissing(t *testing.T) {
	files := fstest.MapFS{
		"nets/international.dnn": {Data: []byte("intl")},
		"nets/italian.dnn":       {Data: []byte("ital")},
	}
	for _, c := range []struct {
		v    movegen.Variant
		want string
	}{{movegen.Killer, "intl"}, {movegen.Italian, "ital"}, {movegen.Dameo, ""}} {
		data, _, err := embedded(files, "nets", ".dnn", c.v)
		if string(data) != c.want || (err == nil) != (c.want != "") {
			t.Errorf("%s: %q, %v; want %q", c.v, data, err, c.want)
		}
	}
	files["nets/killer.dnn"] = &fstest.MapFile{Data: []byte("kill")}
	if data, name, err := embedded(files, "nets", ".dnn", movegen.Killer); err != nil || string(data) != "kill" || name != "nets/killer.dnn" {
		t.Errorf("Killer with a net of its own: %q from %s, %v", data, name, err)
	}
}
