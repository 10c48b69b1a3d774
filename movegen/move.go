// Moves and the fixed-capacity move list that applies capture precedence.

package movegen

// Move is a move as the rules see it: the moving piece's start and end bits
// and the set of captured pieces. Two sequences with the same start, end and
// captured set are the same move. The path of a capture is rebuilt on demand
// (see Path). The zero Move is "no move".
type Move struct {
	Captured uint64 // captured pieces, internal layout
	From, To uint8  // internal bits
	// Crowned is set when a man reached its crowning row during a capture
	// and went on capturing as a king (Russian); every other promotion is
	// read from To. Two captures that differ only in it are two moves.
	Crowned bool
}

// IsCapture reports whether m captures.
func (m Move) IsCapture() bool { return m.Captured != 0 }

// MaxMoves bounds the moves of any position of the supported variants
// (Dameo with many flying kings is the largest).
const MaxMoves = 512

// MoveList is a fixed-capacity list of moves. While captures are added it
// keeps only those of the best precedence key and merges identical ones.
type MoveList struct {
	// N comes first, on the cache line of the first moves.
	N     int
	best  uint32 // precedence key of the captures in the list
	Moves [MaxMoves]Move
}

// Slice returns the moves in the list (a view, not a copy).
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

// Contains reports whether m is in the list; the zero move never is.
func (l *MoveList) Contains(m Move) bool {
	if m == (Move{}) {
		return false
	}
	for _, x := range l.Slice() {
		if x == m {
			return true
		}
	}
	return false
}

func (l *MoveList) reset() { l.N, l.best = 0, 0 }

func (l *MoveList) addQuiet(from, to int) {
	l.Moves[l.N] = Move{From: uint8(from), To: uint8(to)}
	l.N++
}

// addCapture adds a capture with its precedence key: better keys replace
// the list, worse ones are dropped, equal ones are merged when identical.
func (l *MoveList) addCapture(from, to int, captured uint64, key uint32) {
	l.add(Move{Captured: captured, From: uint8(from), To: uint8(to)}, key)
}

// add is addCapture of a whole move.
func (l *MoveList) add(m Move, key uint32) {
	if key < l.best {
		return
	}
	if key > l.best {
		l.best, l.N = key, 0
	} else {
		for i := 0; i < l.N; i++ {
			if l.Moves[i] == m {
				return
			}
		}
	}
	if l.N < MaxMoves {
		l.Moves[l.N] = m
		l.N++
	}
}
