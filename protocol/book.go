// Opening books in a Hub session: the book, book-file and book-variety
// options, and the book move played at once when the position is in the
// book.

package protocol

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// BookOff as Config.Book turns the book option off by default.
const BookOff = "none"

// DefaultBookVariety is the default of book-variety, in centi-men: close
// alternatives are played now and then, so that games differ.
const DefaultBookVariety = 5

// bookWant is what the options ask for: the book in use is reloaded when
// it changes.
type bookWant struct {
	variant movegen.Variant
	path    string
}

// bookState is the session's book.
type bookState struct {
	on      bool
	path    string // "": the variant's shipped book
	variety int
	loaded  *book.Book
	forWant bookWant
	known   bool // forWant is set
	rng     *rand.Rand
}

func newBookState(cfg Config) bookState {
	st := bookState{on: cfg.Book != BookOff, variety: DefaultBookVariety,
		rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	if cfg.Book != BookOff {
		st.path = cfg.Book
	}
	if cfg.BookVariety != nil {
		st.variety = max(0, min(*cfg.BookVariety, book.MaxVariety))
	}
	return st
}

// syncBook loads the book the options name for the current variant when
// it differs from the one loaded. A book that cannot be loaded is reported
// once, and the engine plays without; a variant with no shipped book
// simply has none.
func (s *session) syncBook() *book.Book {
	st := &s.book
	if !st.on {
		return nil
	}
	want := bookWant{s.variant, st.path}
	if st.known && want == st.forWant {
		return st.loaded
	}
	st.forWant, st.known, st.loaded = want, true, nil
	var b *book.Book
	var err error
	if want.path == "" {
		b, err = book.Shipped(want.variant)
		if errors.Is(err, book.ErrNoShipped) {
			return nil
		}
	} else if b, err = book.Open(want.path); err == nil && b.Variant() != want.variant {
		err = fmt.Errorf("%s is a %s book; the variant is %s", want.path, b.Variant(), want.variant)
	}
	if err != nil {
		s.error(fmt.Sprintf("book not used: %v", err))
		return nil
	}
	st.loaded = b
	return b
}

// playBook answers a think from the book when the position is in it: an
// info line with source=book, the book's score and its line (no search
// ran: no depth, nodes or speed), then done, at once. It reports whether
// it did.
func (s *session) playBook(pos movegen.Position) bool {
	b := s.syncBook()
	if b == nil {
		return false
	}
	e, ok := b.Choose(&pos, s.game.RepetitionKeys(), s.game.Counters(), s.book.variety, s.book.rng)
	if !ok {
		return false
	}
	res := search.Result{Move: e.Move, Score: int(e.Score), Ponder: bookReply(b, pos.Play(e.Move))}
	if res.Ponder == (movegen.Move{}) {
		res.Ponder = forcedReply(pos, e.Move)
	}
	pv := []movegen.Move{e.Move}
	if res.Ponder != (movegen.Move{}) {
		pv = append(pv, res.Ponder)
	}
	info := newLine("info").pair("score", formatScore(int(e.Score))).
		pair("time", formatSeconds(s.sinceRead())).
		pair("pv", formatPV(pos, pv)).pair("source", "book")
	s.w.send(info.String())
	s.w.send(doneLine(pos, res))
	return true
}

// checkBookFile refuses a file that cannot be read as a book; empty (the
// shipped book) is always taken. The book's variant is checked when it is
// used, as the variant may change in between.
func checkBookFile(path string) error {
	if path == "" {
		return nil
	}
	if _, err := book.Open(path); err != nil {
		return fmt.Errorf("book-file: %v; book-file unchanged", err)
	}
	return nil
}

// bookReply is the book's best move in pos, or the zero move.
func bookReply(b *book.Book, pos movegen.Position) movegen.Move {
	var found book.Moves
	if b.Probe(&pos, &found) == 0 {
		return movegen.Move{}
	}
	return found.Entries[0].Move
}
