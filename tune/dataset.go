// Reading labelled positions and turning them into feature vectors.

package tune

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// Sample is one labelled position: its features (White minus Black), its
// pattern indices, its phase, the game's result from White's side and,
// where the data has one, the score of the search that played the move.
type Sample struct {
	Features eval.Vector
	Patterns eval.Patterns
	// Divisors divide a score favouring White, and one favouring Black
	// (eval.DrawishDivisors).
	Divisors [2]uint8
	Phase    int
	Result   float64
	// Score is the search score from White's side in centi-men, when
	// Searched; Fit blends it into the label (FitConfig.ScoreWeight).
	Score    float64
	Searched bool
	// target is the label the fit pulls the prediction towards.
	target float64
}

// ReadSamples reads lines "RESULT FEN [SCORE]" (RESULT 1, 0.5 or 0 from
// White's side; SCORE the search score from White's side in centi-men) as
// written by Generate. Blank lines and lines starting with # are skipped;
// anything else malformed is an error naming the line.
func ReadSamples(r io.Reader, v movegen.Variant) ([]Sample, error) {
	var out []Sample
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		res, fen, ok := strings.Cut(line, " ")
		if !ok {
			return nil, fmt.Errorf("line %d: want RESULT FEN", n)
		}
		result, err := strconv.ParseFloat(res, 64)
		if err != nil || (result != 0 && result != 0.5 && result != 1) {
			return nil, fmt.Errorf("line %d: result %q is not 1, 0.5 or 0", n, res)
		}
		s := Sample{Result: result}
		fen, score, searched := strings.Cut(fen, " ")
		if searched {
			x, err := strconv.ParseInt(score, 10, 32)
			if err != nil {
				return nil, fmt.Errorf("line %d: score %q is not a whole number of centi-men", n, score)
			}
			s.Score, s.Searched = float64(x), true
		}
		p, err := movegen.ParseFEN(v, fen)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		s.Phase = eval.Features(&p, &s.Features)
		eval.PatternsOf(&p, &s.Patterns)
		s.Divisors = divisorsOf(&p)
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading samples: %v", err)
	}
	return out, nil
}

// divisorsOf returns the drawish-material divisors of p for a Sample.
func divisorsOf(p *movegen.Position) [2]uint8 {
	forWhite, forBlack := eval.DrawishDivisors(p)
	return [2]uint8{uint8(forWhite), uint8(forBlack)}
}
