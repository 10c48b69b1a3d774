// The pattern weight tables: stored as binary files embedded in the
// program, written by the tuner.

package eval

import (
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/damaengine/damaengine/movegen"
)

//go:embed patterns
var patternFiles embed.FS

// patternMagic starts a pattern weight file; then come the variant's name
// length and name, the number of weights (uint32), each weight's opening
// and endgame values (int16), and the CRC-32 (IEEE) of all the bytes
// before it, all little-endian.
const patternMagic = "DPW2"

// MaxPatternWeight bounds the opening and endgame values of a pattern
// weight: with at most MaxRegions of them a position's sum stays inside
// int16, which the fast path's packed sum needs.
const MaxPatternWeight = 1000

// WritePatternWeights writes the pattern table w of variant v in the file
// format that package eval embeds. Values are clamped to
// ±MaxPatternWeight.
func WritePatternWeights(out io.Writer, v movegen.Variant, w []Weight) error {
	b := newWeightFile(patternMagic, v)
	_ = binary.Write(b, binary.LittleEndian, uint32(len(w)))
	clamp := func(x int32) int16 { return int16(max(-MaxPatternWeight, min(x, MaxPatternWeight))) }
	for _, x := range w {
		_ = binary.Write(b, binary.LittleEndian, [2]int16{clamp(x.Open), clamp(x.End)})
	}
	return sealWeightFile(out, b)
}

// ReadPatternWeights reads a pattern table of variant v written by
// WritePatternWeights; it must have a weight for every arrangement of
// every region of v, each within ±MaxPatternWeight, and its checksum must
// hold.
func ReadPatternWeights(data []byte, v movegen.Variant) ([]Weight, error) {
	want := PatternTableSize(v)
	r, err := openWeightFile(data, patternMagic, "pattern weight file", v)
	if err != nil {
		return nil, err
	}
	body := data[:len(data)-4]
	var count uint32
	if err := binary.Read(r, binary.LittleEndian, &count); err != nil || int(count) != want {
		return nil, fmt.Errorf("pattern weight file holds %d weights, %s needs %d", count, v, want)
	}
	raw := body[len(body)-r.Len():]
	switch {
	case len(raw) < 4*int(count):
		return nil, errors.New("pattern weight file truncated")
	case len(raw) > 4*int(count):
		return nil, errors.New("pattern weight file has trailing bytes")
	}
	w := make([]Weight, count)
	for i := range w {
		open, end := binary.LittleEndian.Uint16(raw[4*i:]), binary.LittleEndian.Uint16(raw[4*i+2:])
		w[i] = Weight{Open: int32(int16(open)), End: int32(int16(end))}
		if max(w[i].Open, w[i].End, -w[i].Open, -w[i].End) > MaxPatternWeight {
			return nil, fmt.Errorf("pattern weight %d is %v, beyond ±%d", i, w[i], MaxPatternWeight)
		}
	}
	return w, nil
}

// patternWeights are the pattern tables per variant; empty where the
// variant has no embedded table.
var patternWeights = [...][]Weight{
	movegen.Italian:       loadPatterns(movegen.Italian),
	movegen.International: loadPatterns(movegen.International),
	movegen.Dameo:         loadPatterns(movegen.Dameo),
	movegen.Brazilian:     loadPatterns(movegen.Brazilian),
	movegen.Russian:       loadPatterns(movegen.Russian),
	movegen.Killer:        loadPatterns(movegen.Killer),
	movegen.Breakthrough:  loadPatterns(movegen.Breakthrough),
	movegen.Antidraughts:  loadPatterns(movegen.Antidraughts),
	movegen.Frisian:       loadPatterns(movegen.Frisian),
	movegen.Frysk:         loadPatterns(movegen.Frysk),
}

// patternPacked are the pattern tables with each weight packed in 32
// bits as the int32 Open*65536 + End, for the fast path: half the cache
// lines of packedWeights' layout, and a position's weights add up as
// plain integers (unpackPatternSum splits the sum).
var patternPacked = [...][]uint32{
	movegen.Italian:       packPatterns(patternWeights[movegen.Italian]),
	movegen.International: packPatterns(patternWeights[movegen.International]),
	movegen.Dameo:         packPatterns(patternWeights[movegen.Dameo]),
	movegen.Brazilian:     packPatterns(patternWeights[movegen.Brazilian]),
	movegen.Russian:       packPatterns(patternWeights[movegen.Russian]),
	movegen.Killer:        packPatterns(patternWeights[movegen.Killer]),
	movegen.Breakthrough:  packPatterns(patternWeights[movegen.Breakthrough]),
	movegen.Antidraughts:  packPatterns(patternWeights[movegen.Antidraughts]),
	movegen.Frisian:       packPatterns(patternWeights[movegen.Frisian]),
	movegen.Frysk:         packPatterns(patternWeights[movegen.Frysk]),
}

// loadPatterns returns the embedded pattern table v plays with (its own,
// or its lender's: embedded), nil if there is none; a broken embedded file
// is a build mistake and panics.
func loadPatterns(v movegen.Variant) []Weight {
	data, name, err := embedded(patternFiles, "patterns", ".dpw", v)
	if err != nil {
		return nil
	}
	w, err := ReadPatternWeights(data, v)
	if err != nil {
		panic("eval: embedded " + name + ": " + err.Error())
	}
	return w
}

// lenderOf is the variant whose embedded pattern table and net v plays
// with while it has none of its own: International for Killer,
// Breakthrough, Frisian and Frysk (the same board and shapes; Killer and
// Breakthrough have nets of their own now); every other variant itself.
func lenderOf(v movegen.Variant) movegen.Variant {
	if v == movegen.Killer || v == movegen.Breakthrough || v.FrisianRules() {
		return movegen.International
	}
	return v
}

// embedded returns the embedded file of v in dir with extension ext (a
// pattern table, a net) and its name: v's own, or where v has none its
// lender's (lenderOf).
func embedded(files fs.FS, dir, ext string, v movegen.Variant) ([]byte, string, error) {
	name := dir + "/" + v.String() + ext
	data, err := fs.ReadFile(files, name)
	if err != nil && lenderOf(v) != v {
		name = dir + "/" + lenderOf(v).String() + ext
		data, err = fs.ReadFile(files, name)
	}
	return data, name, err
}

func packPatterns(w []Weight) []uint32 {
	packed := make([]uint32, len(w))
	for i, x := range w {
		packed[i] = uint32(x.Open<<16 + x.End)
	}
	return packed
}

// PatternWeightsOf returns a copy of the pattern table of variant v (nil
// when it has none), indexed like Patterns.Index.
func PatternWeightsOf(v movegen.Variant) []Weight {
	return append([]Weight(nil), patternTable(v)...)
}

// patternTable returns the pattern table of variant v itself (nil when it
// has none), not to be modified.
func patternTable(v movegen.Variant) []Weight {
	if int(v) >= len(patternWeights) {
		return nil
	}
	return patternWeights[v]
}

// PatternRegions returns the number of pattern regions of variant v (0 for
// an unknown variant).
func PatternRegions(v movegen.Variant) int {
	if int(v) >= len(regions) {
		return 0
	}
	return len(regions[v])
}
