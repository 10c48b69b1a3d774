// Search roots: where a search starts, with what came before it.

package search

import "github.com/damaengine/damaengine/movegen"

// RootOf is the root of a search of g's current position: the position,
// the keys of the positions played since the last man move or capture
// (for repetitions) and the move-count counters. The history is copied:
// a search started by Start reads it from its own goroutine while the
// caller may play on in g.
func RootOf(g *movegen.Game) Root {
	return Root{
		Position: g.Position(),
		History:  append([]uint64(nil), g.RepetitionKeys()...),
		Counters: g.Counters(),
	}
}

// RootAt is the root of a search of p as a fresh position: no history,
// the counters p implies (movegen.NewCounters).
func RootAt(p movegen.Position) Root {
	return Root{Position: p, Counters: movegen.NewCounters(&p)}
}
