// Probing: the book's legal moves of a position.

package book

import (
	"sort"

	"github.com/damaengine/damaengine/movegen"
)

// MaxMoves bounds the entries Probe returns for one position.
const MaxMoves = 64

// Moves is the room Probe fills: a position's book entries, best first.
type Moves struct {
	Entries [MaxMoves]Entry
	N       int
}

// Slice returns the entries found.
func (m *Moves) Slice() []Entry { return m.Entries[:m.N] }

// Probe fills out with the book's entries for pos whose moves are legal
// there, best first, and returns how many it found. A book of another
// variant finds nothing. It allocates nothing.
func (b *Book) Probe(pos *movegen.Position, out *Moves) int {
	out.N = 0
	if b == nil || pos.Variant != b.variant {
		return 0
	}
	first := sort.Search(b.n, func(i int) bool { return b.key(i) >= pos.Key })
	if first == b.n || b.key(first) != pos.Key {
		return 0
	}
	var legal movegen.MoveList
	pos.Generate(&legal)
	for i := first; i < b.n && b.key(i) == pos.Key && out.N < MaxMoves; i++ {
		e := decodeEntry(b.data[i*entrySize:])
		for _, m := range legal.Moves[:legal.N] {
			if m == e.Move {
				out.Entries[out.N] = e
				out.N++
				break
			}
		}
	}
	return out.N
}
