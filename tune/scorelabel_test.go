// Tests of the search-score labels: tune gen writes them from White's
// side, ReadSamples reads them, and a fit blends them into its labels.

package tune

import (
	"bytes"
	"context"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// TestGeneratedScoresAreWhites plays games from openings where White is
// far ahead: whichever side is to move, every position's score, read back
// from White's side, must favour White.
func TestGeneratedScoresAreWhites(t *testing.T) {
	openings := map[movegen.Variant]string{
		movegen.Italian:       "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2",
		movegen.International: "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2",
	}
	for v, fen := range openings {
		start, err := movegen.ParseFEN(v, fen)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		stats, err := Generate(context.Background(), GenConfig{Variant: v, Games: 2, Nodes: 2000, Openings: []movegen.Position{start}, RandomPlies: 1, Seed: 3}, &buf, nil)
		if err != nil {
			t.Fatal(err)
		}
		text := buf.String()
		samples, err := ReadSamples(&buf, v)
		if err != nil {
			t.Fatal(err)
		}
		if stats.WhiteWins != 2 || len(samples) == 0 {
			t.Fatalf("%s: want two White wins with positions, got %+v", v, stats)
		}
		for i, s := range samples {
			if !s.Searched || s.Score < 200 {
				t.Errorf("%s: sample %d: searched %v, score %v from White's side, want well above 0", v, i, s.Searched, s.Score)
			}
		}
		if w, b := strings.Count(text, " W:"), strings.Count(text, " B:"); w == 0 || b == 0 {
			t.Errorf("%s: positions with White to move %d, Black %d: want both", v, w, b)
		}
	}
}

func TestReadSamplesScores(t *testing.T) {
	samples, err := ReadSamples(strings.NewReader("1 W:W21-32:B1-12 -35\n0 B:W21-32:B1-12\n"), movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) != 2 || !samples[0].Searched || samples[0].Score != -35 || samples[1].Searched {
		t.Errorf("got %+v", samples)
	}
	for _, bad := range []string{"1 W:W21-32:B1-12 x", "1 W:W21-32:B1-12 3.5", "1 W:W21-32:B1-12 1 2"} {
		if _, err := ReadSamples(strings.NewReader(bad+"\n"), movegen.Italian); err == nil || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("%q: want an error naming line 1, got %v", bad, err)
		}
	}
}

// TestScoreLabelsCarryInformation: results drawn at random from a known
// table's predictions are noisy, the table's own scores are not; fitted on
// the scores the king's weight comes back nearer to the truth than when
// fitted on the results alone.
func TestScoreLabelsCarryInformation(t *testing.T) {
	v := movegen.International
	truth := eval.WeightsOf(v)
	pt := paramsOf(Model{Variant: v, Weights: truth})
	rng := rand.New(rand.NewSource(5))
	var samples []Sample
	for _, pos := range randomPositions(v, 3000, 4) {
		var s Sample
		s.Phase = eval.Features(&pos, &s.Features)
		s.Score, s.Searched = pt.score(&s), true
		if rng.Float64() < sigmoid(1, s.Score) {
			s.Result = 1
		}
		samples = append(samples, s)
	}
	start := truth
	start[eval.King] = eval.Weight{Open: 100, End: 100}
	miss := func(scoreWeight float64) (float64, FitReport) {
		fit, rep, err := Fit(samples, Model{Variant: v, Weights: start}, FitConfig{Epochs: 300, LearningRate: 4, ScoreWeight: scoreWeight})
		if err != nil {
			t.Fatal(err)
		}
		return math.Abs(float64(fit.Weights[eval.King].End - truth[eval.King].End)), rep
	}
	results, onResults := miss(0)
	scores, onScores := miss(1)
	if scores >= results || scores > math.Abs(float64(start[eval.King].End-truth[eval.King].End))/4 {
		t.Errorf("king endgame weight misses the truth by %.0f fitted on scores, %.0f on results", scores, results)
	}
	// Judged by the held-out games' results, both fits are at the noise of
	// the draws; judged by the held-out labels, the fit on scores nears
	// zero, and the fit on results alone has the same labels as results.
	if onResults.ValidLabelsBefore != onResults.ValidBefore || onResults.ValidLabelsAfter != onResults.ValidAfter {
		t.Errorf("fit on results: held-out labels %+v differ from its results", onResults)
	}
	if !(onScores.ValidLabelsAfter < onScores.ValidLabelsBefore/10) || onScores.ValidLabelsBefore == onScores.ValidBefore {
		t.Errorf("fit on scores: held-out labels %v -> %v, results %v -> %v: want the labels' error to fall tenfold",
			onScores.ValidLabelsBefore, onScores.ValidLabelsAfter, onScores.ValidBefore, onScores.ValidAfter)
	}
	for _, w := range []float64{-0.1, 1.5, math.NaN()} {
		if _, _, err := Fit(samples, Model{Variant: v, Weights: start}, FitConfig{Epochs: 1, ScoreWeight: w}); err == nil {
			t.Errorf("score weight %v accepted", w)
		}
	}
}

// TestHoldOutKeepsGamesWhole: ReadSamples cuts generated data into its
// games, and the held-out part takes games whole, a game read twice (the
// same file listed twice) on the same side both times.
func TestHoldOutKeepsGamesWhole(t *testing.T) {
	var buf bytes.Buffer
	if _, err := Generate(context.Background(), GenConfig{Variant: movegen.Italian, Games: 40, Nodes: 200, RandomPlies: 6, Seed: 3}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	samples, err := ReadSamples(strings.NewReader(text+text), movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	half := len(samples) / 2
	keys := map[uint64]bool{}
	for i := range half {
		if samples[i].game != samples[half+i].game {
			t.Fatalf("sample %d: game %x the first time, %x the second", i, samples[i].game, samples[half+i].game)
		}
		keys[samples[i].game] = true
	}
	if len(keys) < 36 || len(keys) > 40 {
		t.Errorf("%d games found in 40 generated", len(keys))
	}
	train, valid, _ := holdOut(samples)
	inValid := map[uint64]bool{}
	for _, s := range valid {
		inValid[s.game] = true
	}
	for _, s := range train {
		if inValid[s.game] {
			t.Fatalf("game %x is in both parts", s.game)
		}
	}
	if len(valid) == 0 || len(valid) > len(samples)/3 {
		t.Errorf("%d of %d samples held out, want about a tenth", len(valid), len(samples))
	}
}

// TestHoldOutLeavesOutSeenPositions: a held-out position that games of
// the training part also reach is left out of the held-out part and
// counted; the count is checked against the data's lines by FEN.
func TestHoldOutLeavesOutSeenPositions(t *testing.T) {
	var buf bytes.Buffer
	if _, err := Generate(context.Background(), GenConfig{Variant: movegen.Italian, Games: 60, Nodes: 200, RandomPlies: 2, Seed: 4}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	samples, err := ReadSamples(strings.NewReader(buf.String()), movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	var fens []string
	for _, line := range strings.Split(buf.String(), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && !strings.HasPrefix(line, "#") {
			fens = append(fens, f[1])
		}
	}
	if len(fens) != len(samples) {
		t.Fatalf("%d data lines, %d samples", len(fens), len(samples))
	}
	inTrain := map[string]bool{}
	for i, s := range samples {
		if s.game%10 != 9 {
			inTrain[fens[i]] = true
		}
	}
	wantValid, wantSeen := 0, 0
	for i, s := range samples {
		if s.game%10 == 9 {
			if inTrain[fens[i]] {
				wantSeen++
			} else {
				wantValid++
			}
		}
	}
	_, valid, seen := holdOut(samples)
	if seen != wantSeen || len(valid) != wantValid || wantSeen == 0 {
		t.Fatalf("held out %d positions and left out %d seen; want %d and %d (some seen)", len(valid), seen, wantValid, wantSeen)
	}
}
