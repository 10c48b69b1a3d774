// Writing a finished game as PDN.

package dxp

import (
	"io"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// resultText writes a result the International way: 2-0, 1-1, 0-2, or *
// when no result is known.
func resultText(r movegen.Result) string { return pdn.ResultToken(movegen.International, r) }

// writePDN writes rec as a PDN game, with a comment saying how it ended.
func writePDN(w io.Writer, rec *record) error {
	return pdn.Write(w, &pdn.Game{
		Event: "DXP match", Date: time.Now(), Round: rec.round,
		White: rec.white, Black: rec.black,
		Start: rec.start, Moves: rec.moves, Result: rec.result, Comment: rec.why,
	})
}
