// Tests of WriteGameLines: a game's quiet positions, each once, with the
// game's result and no score, read back as training data reads them.

package tune

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

func TestWriteGameLinesKeepsTheQuietPositions(t *testing.T) {
	for _, v := range []movegen.Variant{movegen.International, movegen.Italian} {
		rng := rand.New(rand.NewSource(5))
		start := movegen.StartPosition(v)
		var moves []movegen.Move
		var want []string // the FENs of the positions where the side to move has no capture
		p := start
		for len(moves) < 80 {
			var l movegen.MoveList
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			if !l.Moves[0].IsCapture() {
				want = append(want, p.FEN())
			}
			m := l.Moves[rng.Intn(l.N)]
			moves = append(moves, m)
			p = p.Play(m)
		}
		for r, result := range map[movegen.Result]float64{movegen.WhiteWins: 1, movegen.Draw: 0.5, movegen.BlackWins: 0} {
			var buf bytes.Buffer
			n, err := WriteGameLines(&buf, start, moves, r)
			if err != nil || n != len(want) {
				t.Fatalf("%v: %d lines (err %v), want %d", v, n, err, len(want))
			}
			i := 0
			err = eachLine(&buf, v, func(l *Line, _ string) {
				if i < len(want) && (l.Position.FEN() != want[i] || l.Result != result || l.Searched) {
					t.Errorf("%v line %d: %s result %v searched %v, want %s result %v unsearched",
						v, i+1, l.Position.FEN(), l.Result, l.Searched, want[i], result)
				}
				i++
			})
			if err != nil || i != len(want) {
				t.Fatalf("%v: read back %d lines (err %v), want %d", v, i, err, len(want))
			}
		}
		if _, err := WriteGameLines(&bytes.Buffer{}, start, moves, movegen.Ongoing); err == nil {
			t.Errorf("%v: a game without a result was written", v)
		}
	}
}
