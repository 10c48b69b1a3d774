// Adjudication by the engines' own scores: a win when both engines agree
// that one side is far ahead, a draw when both see the game as level.

package match

import (
	"fmt"
	"math"
	"strconv"

	"github.com/damaengine/damaengine/movegen"
)

// Adjudication ends a game when, for the last Moves moves of each engine
// (2·Moves plies), every score reported (in men, White's view) is at least
// Score for one side (a win), or at most Score in absolute value (a draw,
// and only from ply MinPly on). A move without a score breaks the run.
type Adjudication struct {
	Score  float64
	Moves  int
	MinPly int
}

// ParseAdjudication reads "score=5.0 moves=4" (and, for draws, an optional
// "min-ply=40").
func ParseAdjudication(s string, draw bool) (Adjudication, error) {
	items, err := parsePairs(s)
	if err != nil {
		return Adjudication{}, fmt.Errorf("bad adjudication: %v", err)
	}
	a := Adjudication{Score: math.NaN()}
	for _, it := range items {
		switch {
		case it.key == "score":
			a.Score, err = strconv.ParseFloat(it.value, 64)
			if err == nil && !(a.Score >= 0 && !math.IsInf(a.Score, 0)) {
				err = fmt.Errorf("want a score >= 0")
			}
		case it.key == "moves":
			a.Moves, err = positiveInt(it)
		case it.key == "min-ply" && draw:
			a.MinPly, err = strconv.Atoi(it.value)
			if err == nil && a.MinPly < 0 {
				err = fmt.Errorf("want a ply >= 0")
			}
		default:
			return Adjudication{}, fmt.Errorf("bad adjudication %q: unknown key %q", s, it.key)
		}
		if err != nil {
			return Adjudication{}, fmt.Errorf("bad adjudication %q: %s: %v", s, it.key, err)
		}
	}
	if math.IsNaN(a.Score) || a.Moves == 0 {
		return Adjudication{}, fmt.Errorf("bad adjudication %q: give score=S and moves=N", s)
	}
	return a, nil
}

// String writes the rule in the form ParseAdjudication reads.
func (a Adjudication) String() string {
	s := fmt.Sprintf("score=%g moves=%d", a.Score, a.Moves)
	if a.MinPly > 0 {
		s += fmt.Sprintf(" min-ply=%d", a.MinPly)
	}
	return s
}

// recent returns the last 2·Moves scores, or false when there are fewer.
func (a Adjudication) recent(scores []float64) ([]float64, bool) {
	n := 2 * a.Moves
	if len(scores) < n {
		return nil, false
	}
	return scores[len(scores)-n:], true
}

// win returns the side both engines see winning, if any. scores holds one
// score per ply in White's view, NaN where the engine reported none.
func (a Adjudication) win(scores []float64) (movegen.Result, bool) {
	last, ok := a.recent(scores)
	if !ok {
		return movegen.Ongoing, false
	}
	white, black := true, true
	for _, s := range last {
		white = white && s >= a.Score // false for NaN
		black = black && s <= -a.Score
	}
	switch {
	case white:
		return movegen.WhiteWins, true
	case black:
		return movegen.BlackWins, true
	}
	return movegen.Ongoing, false
}

// draw reports whether both engines see the game as level.
func (a Adjudication) draw(scores []float64) bool {
	if len(scores) < a.MinPly {
		return false
	}
	last, ok := a.recent(scores)
	if !ok {
		return false
	}
	for _, s := range last {
		if !(math.Abs(s) <= a.Score) {
			return false
		}
	}
	return true
}
