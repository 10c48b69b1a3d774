// The Player: its engine, databases and book, and their settings.

package player

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// BookOff as Book.File turns the book off.
const BookOff = "none"

// DefaultBookVariety is the default of Book.Variety, in centi-men: close
// alternatives are played now and then, so that games differ.
const DefaultBookVariety = 5

// EGDB names the endgame databases a player uses.
type EGDB struct {
	// Path is the directory of the databases (or of one subdirectory per
	// variant); empty: the per-user directory (egdb.DefaultDir); egdb.Off:
	// none.
	Path string
	// Pieces is the most pieces to use (0: all on disk); MemoryMB bounds
	// the slices kept in memory (0: no limit).
	Pieces, MemoryMB int
}

// Book names the opening book a player uses.
type Book struct {
	On bool
	// File is a book file; empty: the variant's shipped book.
	File string
	// Variety is how far below the best, in centi-men, a book move may be
	// chosen (book.Choose).
	Variety int
}

// Settings are what a player is made with.
type Settings struct {
	HashMB, Threads int
	EGDB            EGDB
	Book            Book
	Params          search.Params // the zero value: search.DefaultParams()
}

// Player decides moves: see the package comment.
type Player struct {
	set  Settings
	warn func(string)
	eng  *search.Engine // made at the first use

	egdbFor    egdbWant // what the databases in use were opened for
	egdbOpened bool     // egdbFor is set
	egdbSaid   error    // the databases' error last reported
	db         *egdb.DB // the databases in use; nil: none

	bookFor    bookWant
	bookLoaded bool // bookFor is set
	book       *book.Book
	rng        *rand.Rand

	level   Level      // the level of the moves decided (SetLevel)
	seed    uint64     // the game's seed of a level's choices
	tableAs searchedAs // what the table's scores were searched as
}

// egdbWant and bookWant are what the settings ask for in a variant: the
// databases or the book in use are reopened when it changes.
type (
	egdbWant struct {
		variant movegen.Variant
		EGDB
	}
	bookWant struct {
		variant movegen.Variant
		file    string
	}
)

// New returns a player with settings set; nothing is allocated or opened
// before it is needed (Prepare does it at once). warn receives, as one
// line each, what the player could not use and went on without: a table
// that does not fit, databases or a book that cannot be opened.
func New(set Settings, warn func(string)) *Player {
	set.HashMB = tt.RoundMB(max(set.HashMB, tt.MinMB))
	set.Threads = max(1, min(set.Threads, search.MaxThreads()))
	if set.Params == (search.Params{}) {
		set.Params = search.DefaultParams()
	}
	p := &Player{set: set, warn: warn, rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	p.seed = p.rng.Uint64()
	return p
}

// Settings returns the settings in use.
func (p *Player) Settings() Settings { return p.set }

// engine returns the search engine, making it at the first call. A table
// that does not fit in memory (memory taken since the size was set) is
// made as large as fits, with a warning.
func (p *Player) engine() *search.Engine {
	if p.eng == nil {
		mb, err := tt.Fit(p.set.HashMB)
		if err != nil {
			p.warn(fmt.Sprintf("hash %d: %v; hash set to %d", p.set.HashMB, err, mb))
		}
		p.set.HashMB = mb
		p.eng = search.New(mb, p.set.Threads)
		if err := p.eng.SetParams(p.set.Params); err != nil {
			p.warn(fmt.Sprintf("search settings not used: %v; the defaults are", err))
			p.set.Params = search.DefaultParams()
		}
	}
	return p.eng
}

// setHash sets the table's size to mb MiB rounded down to a power of two
// and returns the size in effect; a size that does not fit in memory is
// refused and the table kept. The engine must be idle.
func (p *Player) setHash(mb int) (int, error) {
	got, err := tt.Fit(mb)
	if err == nil && p.eng != nil {
		err = p.eng.SetHash(got)
	}
	if err != nil {
		return 0, fmt.Errorf("hash %d refused: %v; hash stays %d", mb, err, p.set.HashMB)
	}
	p.set.HashMB = got
	return got, nil
}

// setThreads sets the number of search threads (1..search.MaxThreads).
func (p *Player) setThreads(n int) {
	p.set.Threads = max(1, min(n, search.MaxThreads()))
	if p.eng != nil {
		p.eng.SetThreads(p.set.Threads)
	}
}

// setParams sets the search's tunable settings.
func (p *Player) setParams(params search.Params) error {
	if p.eng != nil {
		if err := p.eng.SetParams(params); err != nil {
			return err
		}
	}
	p.set.Params = params
	return nil
}

// Prepare makes the engine (its table allocated and written) and opens the
// databases and the book of variant v, so that the first decision waits
// for none of them.
func (p *Player) Prepare(v movegen.Variant) {
	p.engine()
	p.syncEGDB(v)
	p.syncBook(v)
}

// NewGame forgets what earlier games taught the search, and draws a new
// seed for a level's choices (SetSeed).
func (p *Player) NewGame() {
	p.seed = p.rng.Uint64()
	if p.eng != nil {
		p.eng.NewGame()
	}
}

// stop ends the running search; its result follows on start's channel.
func (p *Player) stop() {
	if p.eng != nil {
		p.eng.Stop()
	}
}

// PonderHit turns the running ponder search into a timed one.
func (p *Player) PonderHit() {
	if p.eng != nil {
		p.eng.PonderHit()
	}
}

// Evaluate is the engine's static evaluation of pos from the side to
// move's view, in centi-men: the variant's tables plus, where the params
// use it, the net.
func (p *Player) Evaluate(pos *movegen.Position) int {
	score := eval.Evaluate(pos)
	if p.set.Params.Net != 0 {
		score += eval.NetScore(pos)
	}
	return score
}

// Databases describes the endgame databases in use: the most pieces they
// hold (with their distances or, from the dense files, their outcomes
// alone) and their directory; ok is false when there are none.
func (p *Player) Databases() (pieces int, dir string, ok bool) {
	if p.db == nil {
		return 0, "", false
	}
	return p.db.OutcomePieces(), p.db.Dir(), true
}

// syncEGDB opens the databases the settings name for variant v when they
// differ from those in use (egdb.OpenFor) and gives them to the engine.
// Slices are read in the background (egdb.Options.NoWait): a search under
// a clock never waits for the disk. Databases that cannot be opened are
// reported once and the player goes on without.
func (p *Player) syncEGDB(v movegen.Variant) {
	want := egdbWant{v, p.set.EGDB}
	if p.egdbOpened && want == p.egdbFor {
		p.engine().SetEGDB(p.db) // a level's search took them away
		p.reportEGDBError()
		return
	}
	p.egdbFor, p.egdbOpened = want, true
	db, err := egdb.OpenFor(want.Path, v, egdb.Options{MaxPieces: want.Pieces, MemoryMB: want.MemoryMB, NoWait: true})
	switch {
	case err != nil:
		p.warn(fmt.Sprintf("endgame databases not used: %v", err))
	}
	p.db, p.egdbSaid = db, nil
	p.reportEGDBError()
	p.engine().SetEGDB(db)
}

// reportEGDBError reports a file of the databases in use that failed its
// checks, when opened or when a search first read it (then at the next
// search), once.
func (p *Player) reportEGDBError() {
	if p.db == nil {
		return
	}
	if err := p.db.Err(); err != nil && err != p.egdbSaid {
		p.egdbSaid = err
		p.warn(fmt.Sprintf("endgame databases: %v (that file is not used)", err))
	}
}

// syncBook loads the book the settings name for variant v when it differs
// from the one loaded, and returns it (nil: none). A book that cannot be
// loaded is reported once; a variant with no shipped book has none.
func (p *Player) syncBook(v movegen.Variant) *book.Book {
	if !p.set.Book.On || p.set.Book.File == BookOff {
		return nil
	}
	want := bookWant{v, p.set.Book.File}
	if p.bookLoaded && want == p.bookFor {
		return p.book
	}
	p.bookFor, p.bookLoaded, p.book = want, true, nil
	b, err := OpenBook(want.file, v)
	switch {
	case errors.Is(err, book.ErrNoShipped):
	case err != nil:
		p.warn(fmt.Sprintf("book not used: %v", err))
	default:
		p.book = b
	}
	return p.book
}

// OpenBook opens the book file path for variant v, or v's shipped book
// when path is empty (book.ErrNoShipped when there is none). A book of
// another variant is refused.
func OpenBook(path string, v movegen.Variant) (*book.Book, error) {
	if path == "" {
		return book.Shipped(v)
	}
	b, err := book.Open(path)
	if err != nil {
		return nil, err
	}
	if b.Variant() != v {
		return nil, fmt.Errorf("%s is a book for %s, not %s (give the variant %s)", path, b.Variant(), v, b.Variant())
	}
	return b, nil
}
