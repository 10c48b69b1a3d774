// Move lists for the probes that search a pending capture.

package egdb

import (
	"sync"

	"github.com/damaengine/damaengine/movegen"
)

// moveLists hands out the move lists of the capture searches: a list
// declared in the probe would be cleared on every call (512 moves, 8 KB),
// which cost the builder a fortieth of its time.
var moveLists = sync.Pool{New: func() any { return new(movegen.MoveList) }}

// capturesOf returns a list holding the captures of p, which has one
// pending; give it back by releaseList.
func capturesOf(p *movegen.Position) *movegen.MoveList {
	l := moveLists.Get().(*movegen.MoveList)
	p.GenerateCaptures(l)
	return l
}

// releaseList gives back a list from capturesOf.
func releaseList(l *movegen.MoveList) { moveLists.Put(l) }
