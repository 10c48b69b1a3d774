// Draws inside the search: repetitions and the variants' move-count rules.

package search

import "github.com/damaengine/damaengine/movegen"

// isDraw reports whether the position at ply is drawn by the rules. A
// position repeated once inside the search or the game counts as a draw.
// A move count that runs out on a position whose side to move has no
// legal move is no draw: the game ended with the move before, as
// movegen.Game.Outcome rules.
func (w *worker) isDraw(p *movegen.Position, ply int) bool {
	f := &w.frames[ply]
	if _, left := f.counters.Limit(p); left == 0 {
		// f.moves is free: the search generates into it after this.
		return p.CountMoves(&f.moves) > 0
	}
	idx := w.base + ply
	for i := idx - 4; i >= 0 && i >= idx-f.counters.Reversible; i -= 2 {
		if w.keys[i] == w.keys[idx] {
			return true
		}
	}
	return false
}
