// Fuzz targets for the files tune reads from outside: tune gen files (read
// back to resume a run or to merge a cluster's shards) and the labelled
// positions tune fit reads.

package tune

import (
	"bytes"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// genSeed is a small valid tune gen file of two Italian games.
func genSeed() string {
	h := HeaderOf(GenConfig{Variant: movegen.Italian, Games: 3, Nodes: 10, Seed: 1}).String() + "\n"
	return h +
		"1 W:W21-32:B1-12 15\n1 B:W17,22-32:B1-12 20\n# game 0 result 1 positions 2 adjudicated 0\n" +
		"0.5 W:W21-32:B1-12\n# game 2 result 0.5 positions 1 adjudicated 1\n" +
		"0 W:W21-32:B1-1" // a game cut short by a kill
}

// FuzzReadGenFile feeds any text to ReadGenFile: an error, or a file whose
// finished games each end with their own record line, whose Valid prefix
// holds all of them, and which reads back the same once cut to Valid (what
// --resume does before it appends).
func FuzzReadGenFile(f *testing.F) {
	f.Add(genSeed())
	f.Add(HeaderOf(GenConfig{Variant: movegen.Dameo, Games: 4, Seed: 2, Shard: 2, Shards: 2}).String() + "\n")
	f.Add("# game 0 result 1 positions 0 adjudicated 0\n")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ReadGenFile(strings.NewReader(text))
		if err != nil {
			return
		}
		if g.Valid < 0 || g.Valid > int64(len(text)) {
			t.Fatalf("Valid %d outside the %d bytes read", g.Valid, len(text))
		}
		for game, block := range g.Games {
			if !g.Header.owns(game) {
				t.Fatalf("game %d is not the header's", game)
			}
			lines := strings.Split(strings.TrimSuffix(string(block), "\n"), "\n")
			rec, ok := parseRecord(lines[len(lines)-1])
			if !ok || rec.Game != game || rec.Positions != len(lines)-1 {
				t.Fatalf("game %d's block does not end with its record: %q", game, block)
			}
			if !strings.Contains(text[:g.Valid], string(block)) {
				t.Fatalf("game %d lies beyond Valid %d", game, g.Valid)
			}
		}
		again, err := ReadGenFile(strings.NewReader(text[:g.Valid]))
		if err != nil {
			t.Fatalf("the file cut to Valid no longer reads: %v", err)
		}
		if again.Valid != g.Valid || len(again.Games) != len(g.Games) || again.Stats != g.Stats {
			t.Fatalf("cut to Valid: %d games up to %d, was %d up to %d", len(again.Games), again.Valid, len(g.Games), g.Valid)
		}
		for game, block := range g.Games {
			if !bytes.Equal(again.Games[game], block) {
				t.Fatalf("game %d reads differently once cut to Valid", game)
			}
		}
	})
}

// FuzzReadSamples feeds any text to ReadSamples for each variant: an error,
// or one sample per line that is neither blank nor a comment, each with a
// result of 1, 0.5 or 0, a phase in range and its variant's regions.
func FuzzReadSamples(f *testing.F) {
	f.Add("1 W:W21-32:B1-12 15\n# comment\n\n0.5 B:W17,22-32:B1-12\n")
	f.Add("0 W:W31-50:B1-20 -40\n")
	f.Add("1 W:Wa1,b1:Bh8 3\n")
	f.Fuzz(func(t *testing.T, text string) {
		want := 0
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			if line != "" && !strings.HasPrefix(line, "#") {
				want++
			}
		}
		for _, v := range movegen.Variants {
			samples, err := ReadSamples(strings.NewReader(text), v)
			if err != nil {
				continue
			}
			if len(samples) != want {
				t.Fatalf("%s: %d samples from %d lines", v, len(samples), want)
			}
			for _, s := range samples {
				if s.Result != 0 && s.Result != 0.5 && s.Result != 1 {
					t.Fatalf("%s: result %v", v, s.Result)
				}
				if s.Phase < 0 || s.Phase > eval.PhaseScale || s.Patterns.N != eval.PatternRegions(v) {
					t.Fatalf("%s: phase %d, %d regions", v, s.Phase, s.Patterns.N)
				}
			}
		}
	})
}
