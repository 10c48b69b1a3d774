// Draws inside the search: repetitions and the variants' move-count rules.

package search

import "github.com/damaengine/damaengine/movegen"

// isDraw reports whether the position at ply is drawn by the rules. A
// position repeated once inside the search or the game counts as a draw.
func (w *worker) isDraw(p *movegen.Position, ply int) bool {
	f := &w.frames[ply]
	if _, left := f.counters.Limit(p); left == 0 {
		return true
	}
	idx := w.base + ply
	for i := idx - 4; i >= 0 && i >= idx-f.counters.Reversible; i -= 2 {
		if w.keys[i] == w.keys[idx] {
			return true
		}
	}
	return false
}
