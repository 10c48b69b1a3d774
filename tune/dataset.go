// Reading labelled positions and turning them into feature vectors.

package tune

import (
	"bufio"
	"errors"
	"fmt"
	"hash"
	"hash/fnv"
	"io"
	"math/bits"
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
	// game is a hash of the game the sample is from (see gameSplitter):
	// Fit holds games out whole, and a game the data holds twice goes to
	// the same part both times.
	game uint64
	key  uint64 // the position's Zobrist key
}

// ReadSamples reads lines "RESULT FEN [SCORE]" (RESULT 1, 0.5 or 0 from
// White's side; SCORE the search score from White's side in centi-men) as
// written by Generate. Blank lines and lines starting with # are skipped;
// anything else malformed is an error naming the line.
func ReadSamples(r io.Reader, v movegen.Variant) ([]Sample, error) {
	var out []Sample
	games := gameSplitter{hash: fnv.New64a()}
	err := eachLine(r, v, func(l *Line, line string) {
		p, result := &l.Position, l.Result
		s := Sample{Result: result, Score: float64(l.Score), Searched: l.Searched, key: p.Key}
		s.Phase = eval.Features(p, &s.Features)
		eval.PatternsOf(p, &s.Patterns)
		s.Divisors = divisorsOf(p)
		games.add(out, bits.OnesCount64(p.Pieces[movegen.White]|p.Pieces[movegen.Black]), result, line)
		out = append(out, s)
	})
	if err != nil {
		return nil, err
	}
	games.end(out)
	return out, nil
}

// eachLine calls add with every data line of r ("RESULT FEN [SCORE]"),
// parsed, and its text. Blank lines and lines starting with # are
// skipped; a malformed line is an error naming it.
func eachLine(r io.Reader, v movegen.Variant, add func(l *Line, text string)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		l, err := ParseLine(v, line)
		if err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		add(&l, line)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading positions: %v", err)
	}
	return nil
}

// Line is one line of self-play data as Generate writes it.
type Line struct {
	Position movegen.Position
	Result   float64 // 1, 0.5 or 0, from White's side
	Score    int     // the search score from White's side in centi-men, when Searched
	Searched bool
}

// ParseLine parses a data line "RESULT FEN [SCORE]" of variant v (the
// format ReadSamples reads).
func ParseLine(v movegen.Variant, line string) (Line, error) {
	res, fen, ok := strings.Cut(line, " ")
	if !ok {
		return Line{}, errors.New("want RESULT FEN")
	}
	var l Line
	var err error
	l.Result, err = strconv.ParseFloat(res, 64)
	if err != nil || (l.Result != 0 && l.Result != 0.5 && l.Result != 1) {
		return Line{}, fmt.Errorf("result %q is not 1, 0.5 or 0", res)
	}
	fen, score, searched := strings.Cut(fen, " ")
	if searched {
		x, err := strconv.ParseInt(score, 10, 32)
		if err != nil {
			return Line{}, fmt.Errorf("score %q is not a whole number of centi-men", score)
		}
		l.Score, l.Searched = int(x), true
	}
	if l.Position, err = movegen.ParseFEN(v, fen); err != nil {
		return Line{}, err
	}
	return l, nil
}

// gameSplitter cuts the samples into games as ReadSamples reads them and
// gives each sample its game's hash. Generate writes a game's positions in
// a run, so a game ends where the number of pieces rises (a capture only
// ever lowers it) or the result changes. The hash is of the game's lines,
// so that a game read twice (a file listed twice in the data) hashes the
// same.
type gameSplitter struct {
	start  int // index of the current game's first sample
	pieces int
	result float64
	hash   hash.Hash64
}

// add notes the line of the sample about to be appended to samples, which
// holds pieces pieces and the result; it ends the game before it when the
// sample starts a new one.
func (g *gameSplitter) add(samples []Sample, pieces int, result float64, line string) {
	if len(samples) > g.start && (pieces > g.pieces || result != g.result) {
		g.end(samples)
	}
	g.pieces, g.result = pieces, result
	g.hash.Write([]byte(line))
	g.hash.Write([]byte{'\n'})
}

// end gives the samples of the current game its hash and starts the next.
func (g *gameSplitter) end(samples []Sample) {
	key := g.hash.Sum64()
	for i := g.start; i < len(samples); i++ {
		samples[i].game = key
	}
	g.start = len(samples)
	g.hash.Reset()
}

// divisorsOf returns the drawish-material divisors of p for a Sample.
func divisorsOf(p *movegen.Position) [2]uint8 {
	forWhite, forBlack := eval.DrawishDivisors(p)
	return [2]uint8{uint8(forWhite), uint8(forBlack)}
}
