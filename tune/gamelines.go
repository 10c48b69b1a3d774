// Games played elsewhere (read from PDN) as tune data: their quiet
// positions with the game's result, for a validation set that no tune gen
// run produced.

package tune

import (
	"bufio"
	"errors"
	"io"

	"github.com/damaengine/damaengine/movegen"
)

// WriteGameLines writes the quiet positions of a game (no capture pending,
// the same positions tune gen keeps), each where one of moves is played
// from start, as lines "RESULT FEN", the game's result from White's side
// (1, 0.5 or 0). The lines have no search score: training and validation
// label them by the result alone. It returns the number of lines written;
// a game without a result (Ongoing) is an error.
func WriteGameLines(w io.Writer, start movegen.Position, moves []movegen.Move, r movegen.Result) (int, error) {
	if r == movegen.Ongoing {
		return 0, errors.New("the game has no result")
	}
	result := resultScore(r)
	bw := bufio.NewWriter(w)
	p, n := start, 0
	for _, m := range moves {
		if !p.HasCapture() {
			bw.WriteString(resultText(result) + " " + p.FEN() + "\n")
			n++
		}
		p = p.Play(m)
	}
	return n, bw.Flush()
}
