package match

import (
	"encoding/json"
	"strings"
	"testing"
)

// reportSeed is a small valid result file: two games of one pair.
func reportSeed() string {
	r := Report{Version: reportVersion, Variant: "italian", Engines: [2]string{"a", "b"}, Openings: "start",
		Shards: []string{"1/2"}, Planned: 4, Tally: *newTally(), Games: []GameJSON{
			{Round: 1, Pair: 0, White: "a", Black: "b", Result: "2-0", FirstPoints: 2, Termination: "no legal move"},
			{Round: 2, Pair: 0, White: "b", Black: "a", Result: "1-1", FirstPoints: 1, Termination: "repetition"},
		}}
	r.Wins, r.Draws, r.Pentanomial[3], r.ByColor, r.FirstAsWhite = 1, 1, 1, [3]int{1, 1, 0}, [3]int{1, 0, 0}
	r.Terminations = map[string]int{"no legal move": 1, "repetition": 1}
	data, err := json.Marshal(r)
	if err != nil {
		panic(err)
	}
	return string(data)
}

// FuzzReadReport feeds any text to ReadReport, as a shard's result file
// is read by match merge, match check and --resume: an error, or a report
// whose counts are its games' and which merges alone into the same counts.
func FuzzReadReport(f *testing.F) {
	f.Add(reportSeed())
	f.Add(`{"version":1,"wins":-1,"losses":1,"games":[]}`)
	f.Add(`{"version":1,"games":[{"round":1,"first_points":3}]}`)
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ReadReport(strings.NewReader(text), "shard.json")
		if err != nil {
			return
		}
		if r.Tally.Games() != len(r.Games) {
			t.Fatalf("%d games counted, %d listed", r.Tally.Games(), len(r.Games))
		}
		m, err := Merge([]*Report{r})
		if err != nil {
			return
		}
		if m.Wins != r.Wins || m.Draws != r.Draws || m.Losses != r.Losses || len(m.Games) != len(r.Games) {
			t.Fatalf("merged alone: %d-%d-%d of %d games, was %d-%d-%d of %d",
				m.Wins, m.Draws, m.Losses, len(m.Games), r.Wins, r.Draws, r.Losses, len(r.Games))
		}
	})
}
