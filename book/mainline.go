// The book's main line: its best moves followed from a position.

package book

import "github.com/damaengine/damaengine/movegen"

// MainLine follows the book's best moves from pos while it knows them,
// stopping before a position it reached already.
func (b *Book) MainLine(pos movegen.Position) []movegen.Move {
	var line []movegen.Move
	seen := map[uint64]bool{}
	var found Moves
	for !seen[pos.Key] && b.Probe(&pos, &found) > 0 {
		seen[pos.Key] = true
		m := found.Entries[0].Move
		line = append(line, m)
		pos = pos.Play(m)
	}
	return line
}
