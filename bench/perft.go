// Perft: counting the leaves of the legal move tree to a fixed depth.

// Package bench measures the engine: perft and the search bench.
//
// The search bench (Search) searches fixed positions to a fixed depth; its
// total node count is the signature of the search's behaviour. Perft counts the leaves of the legal move tree to a fixed depth; it checks
// move generation against published figures and measures its speed.
//
// Techniques:
//   - Bulk counting: the last ply is counted with Position.CountMoves
//     (popcounts for quiet moves) instead of playing each move.
//   - One walker per goroutine with a move list per ply, allocated once per
//     run, so the recursion allocates nothing (a MoveList is 8 KiB: as a
//     local it would be zeroed at every node).
//   - An optional transposition table of two-entry buckets (depth-preferred
//     and always-replace) indexed by the Zobrist key mixed with the depth;
//     the variant is mixed into the key, so a table may be kept across runs.
//     Each entry is two atomic words with the key stored XOR the data, so
//     goroutines share it without locks: a torn write reads as a miss.
//   - Threads: the positions after the first two plies become tasks that
//     goroutines take from an atomic counter; the caller's goroutine gathers
//     the results and reports progress. Counts are exact, so the result is
//     the same with any number of threads, with or without the table.
//   - Stopping: a flag polled at the nodes three or more plies from the
//     leaves (one atomic load every few microseconds of counting) ends a
//     run early; its partial counts are neither returned nor stored.
package bench

import (
	"errors"
	"sync/atomic"

	"github.com/damaengine/damaengine/movegen"
)

// Options tunes a perft run. The zero value runs on the caller's goroutine
// without a hash table.
type Options struct {
	Threads int    // goroutines counting; 0 or 1 counts on the caller's goroutine
	HashMB  int    // size of a table made for this run in MiB; 0 for none
	Table   *Table // a table to use (and keep) instead of HashMB: its counts stay valid across runs
	// Progress, if set, is called on the caller's goroutine after each
	// finished task with the tasks done, the number of tasks and the
	// leaves counted so far. Tasks are the positions after two plies, so
	// calls can be frequent: keep the callback cheap.
	Progress func(done, total int, leaves uint64)
	// Stop, if set, is polled while counting: once it holds true the run
	// ends early and Perft and Divide return ErrStopped.
	Stop *atomic.Bool
}

// ErrStopped is Perft's and Divide's error when Options.Stop ended the run.
var ErrStopped = errors.New("perft stopped")

// MaxPerftDepth bounds the depth every front end takes for perft: deeper
// counts would not end in a day in any variant.
const MaxPerftDepth = 40

// RootCount is the leaf count under one root move.
type RootCount struct {
	Move   movegen.Move
	Name   string // the move in PDN notation
	Leaves uint64
}

// Perft returns the number of leaf nodes of the legal move tree of p at
// depth plies (1 at depth 0); 0 and ErrStopped when opts.Stop ended it.
func Perft(p movegen.Position, depth int, opts Options) (uint64, error) {
	if depth <= 0 {
		return 1, nil
	}
	_, counts, err := run(&p, depth, opts)
	var n uint64
	for _, c := range counts {
		n += c
	}
	return n, err
}

// Divide returns the leaf count at depth under each legal move of p, in
// generation order; nil when depth is below 1, and with ErrStopped when
// opts.Stop ended the run.
func Divide(p movegen.Position, depth int, opts Options) ([]RootCount, error) {
	if depth <= 0 {
		return nil, nil
	}
	moves, counts, err := run(&p, depth, opts)
	if err != nil {
		return nil, err
	}
	out := make([]RootCount, len(moves))
	for i, m := range moves {
		out[i] = RootCount{Move: m, Name: p.FormatPDN(m), Leaves: counts[i]}
	}
	return out, nil
}

// task is a subtree to count: a position after one or two plies.
type task struct {
	pos   movegen.Position
	root  int // index of the root move the subtree lies under
	depth int // plies left
}

// run counts the leaves at depth (at least 1) under each root move of p;
// ErrStopped and no counts when opts.Stop is set at the end: the counts may
// then be partial. Tasks left when the flag is set end at once.
func run(p *movegen.Position, depth int, opts Options) ([]movegen.Move, []uint64, error) {
	list := new(movegen.MoveList)
	p.Generate(list)
	moves := append([]movegen.Move(nil), list.Slice()...)
	counts := make([]uint64, len(moves))
	tasks := splitRoot(p, moves, depth, list)
	results := make([]uint64, len(tasks))
	tt := opts.Table
	if tt == nil {
		tt = NewTable(opts.HashMB)
	}
	salt := variantSalt(p.Variant)
	threads := min(max(opts.Threads, 1), len(tasks))
	report := func(done int, leaves uint64) {
		if opts.Progress != nil {
			opts.Progress(done, len(tasks), leaves)
		}
	}

	var leaves uint64
	if threads <= 1 {
		w := newWalker(depth, tt, salt, opts.Stop)
		for i := range tasks {
			results[i] = w.count(&tasks[i].pos, tasks[i].depth)
			leaves += results[i]
			report(i+1, leaves)
		}
	} else {
		var next atomic.Int64
		done := make(chan int, len(tasks))
		for range threads {
			go func() {
				w := newWalker(depth, tt, salt, opts.Stop)
				for {
					i := int(next.Add(1) - 1)
					if i >= len(tasks) {
						return
					}
					results[i] = w.count(&tasks[i].pos, tasks[i].depth)
					done <- i
				}
			}()
		}
		for k := range tasks {
			leaves += results[<-done]
			report(k+1, leaves)
		}
	}
	if opts.Stop != nil && opts.Stop.Load() {
		return nil, nil, ErrStopped
	}
	for i, t := range tasks {
		counts[t.root] += results[i]
	}
	return moves, counts, nil
}

// splitRoot turns the root moves into tasks: the positions after two plies
// when depth allows, else after one. list is scratch space.
func splitRoot(p *movegen.Position, moves []movegen.Move, depth int, list *movegen.MoveList) []task {
	var tasks []task
	for i, m := range moves {
		q := p.Play(m)
		if depth < 3 {
			tasks = append(tasks, task{pos: q, root: i, depth: depth - 1})
			continue
		}
		q.Generate(list)
		for _, r := range list.Slice() {
			tasks = append(tasks, task{pos: q.Play(r), root: i, depth: depth - 2})
		}
	}
	return tasks
}

// minHashDepth is the smallest depth the table stores: depth-2 subtrees
// are cheap to count again, and leaving them out keeps room for deeper
// ones (measured: Italian perft 12 with 64 MiB runs about 15% faster).
const minHashDepth = 3

// pollDepth is the least number of plies left at which perft polls the
// stop flag: such a subtree takes microseconds to count, so a stop is seen
// at once, and the polls cost nothing measurable.
const pollDepth = 3

// walker counts subtrees for one goroutine.
type walker struct {
	lists  []movegen.MoveList // lists[d] holds the moves at d plies left; lists[0] is CountMoves scratch
	tt     *Table             // shared table, or nil
	salt   uint64             // the variant's key salt
	stop   *atomic.Bool       // the run's stop flag, or nil
	halted bool               // the flag was seen set: counts since are partial
}

func newWalker(depth int, tt *Table, salt uint64, stop *atomic.Bool) *walker {
	return &walker{lists: make([]movegen.MoveList, depth+1), tt: tt, salt: salt, stop: stop}
}

// count returns the leaves depth plies below p.
func (w *walker) count(p *movegen.Position, depth int) uint64 {
	switch depth {
	case 0:
		return 1
	case 1:
		return uint64(p.CountMoves(&w.lists[0]))
	}
	return w.perft(*p, depth)
}

// perft is count for depth >= 2; the last ply is bulk counted. p is taken
// by value: a pointer to a child position would make it escape to the heap
// in this recursion. Once the stop flag is seen it returns 0 and stores
// nothing more.
func (w *walker) perft(p movegen.Position, depth int) uint64 {
	if depth >= pollDepth && w.stop != nil && w.stop.Load() {
		w.halted = true
		return 0
	}
	hashed := w.tt != nil && depth >= minHashDepth && depth <= maxHashDepth
	if hashed {
		if n, ok := w.tt.probe(p.Key^w.salt, depth); ok {
			return n
		}
	}
	l := &w.lists[depth]
	var n uint64
	if depth == 2 {
		n = p.CountReplies(l, &w.lists[0])
	} else {
		p.Generate(l)
		for i := 0; i < l.N; i++ {
			n += w.perft(p.Play(l.Moves[i]), depth-1)
		}
	}
	if hashed && !w.halted {
		w.tt.store(p.Key^w.salt, depth, n)
	}
	return n
}
