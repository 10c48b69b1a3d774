// Opening books in a Hub session: the book-file check and the info line
// of a book move.

package protocol

import (
	"fmt"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// BookOff as Config.Book turns the book option off by default.
const BookOff = player.BookOff

// checkBookFile refuses a file that cannot be read as a book
// (player.CheckBookFile).
func checkBookFile(path string) error {
	if err := player.CheckBookFile(path); err != nil {
		return fmt.Errorf("book-file: %v; book-file unchanged", err)
	}
	return nil
}

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
