// The engine CheckerBoard talks to: its settings and the player.

package checkerboard

import (
	"sync"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// Options are what CheckerBoard's options dialog and the engine commands
// set.
type Options struct {
	HashMB, Threads int
	// Book is CheckerBoard's book setting: 0 no book, 1 all kinds of
	// moves, 2 good moves, 3 best moves only.
	Book     int
	BookFile string // empty: the shipped Italian book
	// DBPath is the endgame databases' directory (empty: the per-user
	// directory); DBMB bounds the memory they take (0: no bound),
	// DBPieces the pieces they are used for (0: all they hold); WLD off
	// turns them off.
	DBPath         string
	DBMB, DBPieces int
	WLD            bool
	// Elo is the strength level (player.LevelFor); 0: full strength.
	Elo int
}

// DefaultOptions are the settings before CheckerBoard sends any.
var DefaultOptions = Options{HashMB: player.DefaultSettings().HashMB, Threads: player.DefaultSettings().Threads, Book: 2, WLD: true}

// bookVariety is player.Book.Variety by CheckerBoard's book setting.
var bookVariety = [4]int{1: 15, 2: player.DefaultBookVariety, 3: 0}

// Engine is the CheckerBoard engine: see the package comment.
type Engine struct {
	version string

	mu       sync.Mutex // guards the fields below to run
	opts     Options
	hist     *movegen.Game // from the last "set gamehist"; nil: none since the last move
	warnings []string      // what the player went on without, not yet shown

	run  sync.Mutex // held by GetMove, for the fields below
	pl   *player.Player
	last *movegen.Game // the game after the engine's last move, for a CheckerBoard without gamehist
}

// New returns an engine that names itself with version; nothing is
// allocated before the first move.
func New(version string) *Engine {
	return &Engine{version: version, opts: DefaultOptions}
}

// Options returns the settings in effect from the next move on.
func (e *Engine) Options() Options {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.opts
}

// warn keeps a line the player reports, for the next status line.
func (e *Engine) warn(line string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.warnings = append(e.warnings, line)
}

// takeWarnings returns the lines kept by warn and forgets them.
func (e *Engine) takeWarnings() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	w := e.warnings
	e.warnings = nil
	return w
}

// settingsOf is the player's settings of o.
func settingsOf(o Options) player.Settings {
	return player.Settings{HashMB: o.HashMB, Threads: o.Threads, EGDB: egdbOf(o), Book: bookOf(o)}
}

func egdbOf(o Options) player.EGDB {
	if !o.WLD {
		return player.EGDB{Path: player.EGDBOff}
	}
	return player.EGDB{Path: o.DBPath, Pieces: o.DBPieces, MemoryMB: o.DBMB}
}

func bookOf(o Options) player.Book {
	return player.Book{On: o.Book > 0, File: o.BookFile, Variety: bookVariety[max(0, min(o.Book, 3))]}
}

// prepare makes the player, or brings its settings to o. Called with run
// held.
func (e *Engine) prepare(o Options) {
	if e.pl == nil {
		e.pl = player.New(settingsOf(o), e.warn)
	}
	if err := e.pl.Apply(settingsOf(o)); err != nil {
		e.warn(err.Error())
	}
	e.hashInEffect(o.HashMB, e.pl.Settings().HashMB)
	level := player.Level{}
	if o.Elo != 0 {
		// Elo was checked when it was set.
		level, _ = player.LevelFor(movegen.Italian, o.Elo)
	}
	e.pl.SetLevel(level)
}

// hashInEffect records that the hash size asked, asked, is got MiB (a
// power of two, or the size kept when asked did not fit), unless another
// size was asked for since.
func (e *Engine) hashInEffect(asked, got int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.opts.HashMB == asked {
		e.opts.HashMB = got
	}
}
