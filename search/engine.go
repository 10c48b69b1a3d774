// The engine: options, the shared table, starting and stopping searches.

package search

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/tt"
)

// Root is the position to search with what the rules need from the game
// before it.
type Root struct {
	Position movegen.Position
	// History holds the keys of the positions played before Position since
	// the last man move or capture, oldest first.
	History []uint64
	// Counters are the game's move-count counters at Position
	// (movegen.Game.Counters, or movegen.NewCounters for a fresh position).
	Counters movegen.Counters
}

// Info reports one finished iteration (or multi-PV line) of the search.
type Info struct {
	Depth    int // nominal depth
	SelDepth int // deepest ply reached
	// MeanDepth is the mean ply of the positions the iteration evaluated.
	MeanDepth float64
	MultiPV   int           // 1-based line number
	Score     int           // centi-men, Mate - plies for wins, EGDBWin - plies for database wins
	Nodes     uint64        // nodes of all threads
	TBHits    uint64        // endgame database probes that found the position, all threads
	Time      time.Duration // since the search started
	PV        []movegen.Move
}

// Result is the outcome of a search.
type Result struct {
	Move   movegen.Move // the move to play; zero when there is no legal move
	Ponder movegen.Move // the expected reply, zero if unknown
	Score  int
	Depth  int
	Nodes  uint64 // of all threads, as published when the main thread stopped
	TBHits uint64 // endgame database hits of all threads, published as Nodes
	Time   time.Duration
}

// Engine searches positions, one search at a time (Search or Start); Stop
// and PonderHit may be called from any goroutine while it runs. Option
// changes wait for the running search to end.
type Engine struct {
	table   *tt.Table
	noTable bool // hash 0: search without the table (for tests and debugging)
	// noReductions turns late-move reductions off (tests of invariants that
	// only hold for plain alpha-beta).
	noReductions bool
	threads      int
	workers      []*worker
	egdb         *egdb.DB // nil: none
	params       Params   // read by the workers; changed between searches

	stop       atomic.Bool
	pondering  atomic.Bool
	clockStart atomic.Int64 // unix nanos the time budget counts from

	mu sync.Mutex // serialises searches and option changes
}

// New returns an engine with a hashMB table (as tt.New makes it: at most
// what fits in memory) and threads search threads.
func New(hashMB, threads int) *Engine {
	e := &Engine{table: tt.New(max(hashMB, tt.MinMB)), noTable: hashMB == 0, params: DefaultParams()}
	e.SetThreads(threads)
	return e
}

// SetHash resizes the transposition table (emptying it); 0 searches
// without a table. A size that does not fit in memory is refused with
// tt.Resize's error, and the table is kept.
func (e *Engine) SetHash(mb int) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.table.Resize(max(mb, tt.MinMB)); err != nil {
		return err
	}
	e.noTable = mb == 0
	return nil
}

// MaxThreads is the most search threads worth running: two per CPU that
// goroutines run on (GOMAXPROCS: the machine's CPUs, or fewer under a
// container's CPU limit). Beyond one per CPU threads only take turns on
// the same CPUs; up to two still lets a GUI's setting or a test of the
// threads run on a small machine, while hundreds would slow every stop.
// Callers taking a count from a user should hold it to this.
func MaxThreads() int { return 2 * runtime.GOMAXPROCS(0) }

// SetThreads sets the number of search threads (at least 1).
func (e *Engine) SetThreads(n int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	n = max(n, 1)
	for len(e.workers) < n {
		e.workers = append(e.workers, newWorker(e, len(e.workers)))
	}
	e.workers = e.workers[:n]
	e.threads = n
}

// SetEGDB makes the search score the positions db covers by their
// database value (nil: no database): with its distance up to
// db.Pieces() pieces, without it (the dense files) up to
// db.OutcomePieces(). A search of another variant than db's ignores it.
// The root is searched as usual, and every position below it is probed;
// a root the dense files cover keeps its outcome (see setProbes).
func (e *Engine) SetEGDB(db *egdb.DB) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.egdb = db
}

// NewGame forgets everything learnt in earlier games.
func (e *Engine) NewGame() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.table.Clear()
	for _, w := range e.workers {
		w.clearHistory()
	}
}

// Stop ends the running search as soon as possible; Search then returns
// the best move found so far.
func (e *Engine) Stop() { e.stop.Store(true) }

// PonderHit turns a ponder search into a normal one: the clock starts now.
func (e *Engine) PonderHit() {
	e.clockStart.Store(time.Now().UnixNano())
	e.pondering.Store(false)
}

// Search searches root within limits and returns the best move. multiPV
// lines are reported through onInfo (which may be nil) after each
// iteration. It blocks until the search's result is known (helper threads
// may still be stopping; the next search or option change waits for them).
func (e *Engine) Search(root Root, limits Limits, multiPV int, onInfo func(Info)) Result {
	return <-e.Start(root, limits, multiPV, onInfo)
}

// Start begins the search Search describes in its own goroutine and
// returns the channel its result arrives on. The search's stop and ponder
// state and its threads' node counts are set before Start returns, so a
// Stop or PonderHit made after it always reaches this search, and no count
// of an earlier search is ever read. onInfo is called from the search
// goroutine.
func (e *Engine) Start(root Root, limits Limits, multiPV int, onInfo func(Info)) <-chan Result {
	e.mu.Lock() // released when the search ends
	start := limits.Start
	if start.IsZero() {
		start = time.Now()
	}
	e.stop.Store(false)
	e.pondering.Store(limits.Ponder)
	e.clockStart.Store(start.UnixNano())
	e.table.NewSearch()
	moves := e.params.movesLeft(&root.Position)
	for _, w := range e.workers {
		w.prepare(limits, moves, e.threads)
	}
	out := make(chan Result, 1)
	go func() {
		defer e.mu.Unlock()
		e.run(root, multiPV, onInfo, start, out)
	}()
	return out
}

// run runs the main worker here and the helpers in goroutines, sends the
// result to out when the main worker ends and returns when the helpers
// have stopped too. The result does not wait for them: a helper whose
// thread the operating system has set aside would hold the answer back.
func (e *Engine) run(root Root, multiPV int, onInfo func(Info), start time.Time, out chan<- Result) {
	if e.egdb != nil {
		e.egdb.Await(&root.Position, maxDBLine, e.workers[0].budget.rootWait())
	}
	var wg sync.WaitGroup
	for _, w := range e.workers[1:] {
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			w.run(root, 1, nil, start)
		}(w)
	}
	res := e.workers[0].run(root, max(multiPV, 1), onInfo, start)
	e.stop.Store(true)
	res.Nodes, res.TBHits = e.nodes(), e.tbHits()
	res.Time = time.Since(start)
	out <- res
	wg.Wait()
}

// nodes sums the node counts the workers have published.
func (e *Engine) nodes() uint64 {
	var n uint64
	for _, w := range e.workers {
		n += w.published.Load()
	}
	return n
}

// tbHits sums the database hits the workers have published.
func (e *Engine) tbHits() uint64 {
	var n uint64
	for _, w := range e.workers {
		n += w.publishedTB.Load()
	}
	return n
}

// elapsed returns the time counted against the budget.
func (e *Engine) elapsed() time.Duration {
	return time.Duration(time.Now().UnixNano() - e.clockStart.Load())
}
