// Opening books in a Hub session: the book, book-file and book-variety
// options, and the answer sent at once when the player needs no search.

package protocol

import (
	"fmt"

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

// answerAtOnce answers a think without a search when the player can (the
// only legal move, or the book's): a book move with one info line with
// source=book, the book's score and its line (no search ran: no depth,
// nodes or speed), then done. It reports whether it answered.
func (s *session) answerAtOnce(pos movegen.Position) bool {
	a, ok := s.player().Quick(s.game)
	if !ok {
		return false
	}
	if a.Source == player.FromBook {
		pv := []movegen.Move{a.Move}
		if a.Ponder != (movegen.Move{}) {
			pv = append(pv, a.Ponder)
		}
		info := hub.NewLine("info").Pair("score", player.HubScore(a.Score)).
			Pair("time", formatSeconds(s.sinceRead())).
			Pair("pv", formatPV(pos, pv)).Pair("source", "book")
		s.w.send(info.String())
	}
	s.w.send(doneLine(pos, a.Move, a.Ponder))
	return true
}
