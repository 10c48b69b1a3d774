// The info line of a book move.

package protocol

import (
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// bookInfoLine is the one info line of a book move: source=book, the
// book's score and its line, and the time since the go (no search ran: no
// depth, nodes or speed).
func bookInfoLine(pos movegen.Position, a player.Answer, took time.Duration) string {
	pv := []movegen.Move{a.Move}
	if a.Ponder != (movegen.Move{}) {
		pv = append(pv, a.Ponder)
	}
	return hub.NewLine("info").Pair("score", player.HubScore(a.Score)).
		Pair("time", formatSeconds(took)).
		Pair("pv", formatPV(pos, pv)).Pair("source", "book").String()
}
