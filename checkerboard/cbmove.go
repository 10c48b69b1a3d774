// CheckerBoard's description of a move, for its animation and its game
// record.

package checkerboard

import "github.com/damaengine/damaengine/movegen"

// CBMove is the C struct CBmove, 268 bytes: the pieces jumped, the
// moving piece before and after, its start and end, the landing squares
// (from Path[1] on) and the captured pieces' squares and values.
type CBMove struct {
	Jumps, NewPiece, OldPiece int32
	From, To                  Coor
	Path                      [12]Coor
	Del                       [12]Coor
	DelPiece                  [12]int32
}

// maxJumps is the most captures a CBMove holds (Path[1..11]).
const maxJumps = 11

// MoveOf describes m, a legal move in pos, as CheckerBoard does: for a
// capture, the landing squares in order and each captured piece with
// its value, in the order taken.
func MoveOf(pos *movegen.Position, m movegen.Move) CBMove {
	path := pos.Path(m)
	from, to := int(path[0])+1, int(path[len(path)-1])+1
	after := pos.Play(m)
	cm := CBMove{
		OldPiece: pieceAt(pos, from),
		NewPiece: pieceAt(&after, to),
		From:     CoorOf(from),
		To:       CoorOf(to),
	}
	cm.Path[0] = cm.From
	if !m.IsCapture() {
		return cm
	}
	for i := 1; i < len(path) && i <= maxJumps; i++ {
		a, b := CoorOf(int(path[i-1])+1), CoorOf(int(path[i])+1)
		over := Coor{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
		cm.Path[i] = b
		cm.Del[i-1] = over
		cm.DelPiece[i-1] = pieceAt(pos, SquareAt(int(over.X), int(over.Y)))
		cm.Jumps++
	}
	return cm
}
