// The reply to "get movelist FEN": every legal move, described as
// CheckerBoard reads it.

package checkerboard

import (
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// MaxListed is the most moves a movelist reply holds: CheckerBoard reads
// them into an array of 28. A reply is at most MaxReply bytes (its buffer
// holds 1024 with the final NUL); other replies are under MaxShortReply.
const (
	MaxListed     = 28
	MaxReply      = 1023
	MaxShortReply = 255
)

// MoveList answers "get movelist FEN": "movelist N," and then, for each
// legal move, "jumps,oldpiece,newpiece,from,to" followed, per capture, by
// ",landed,captured,capturedpiece", and ";". A position with no legal
// move answers "movelist 0" (CheckerBoard probes the command with
// "B:W1:B", which must get exactly that). A man on its promotion row is
// taken as it stands.
func MoveList(fen string) (string, error) {
	b, color, err := ParseFEN(fen)
	if err != nil {
		return "", err
	}
	pos, err := positionOf(&b, color, false)
	if err != nil {
		return "", err
	}
	var l movegen.MoveList
	pos.Generate(&l)
	var listed []string
	size := len("movelist 99,")
	for _, m := range l.Slice() {
		one := describe(&pos, m)
		if len(listed) == MaxListed || size+len(one) > MaxReply {
			break
		}
		listed = append(listed, one)
		size += len(one)
	}
	if len(listed) == 0 {
		return "movelist 0", nil
	}
	return "movelist " + strconv.Itoa(len(listed)) + "," + strings.Join(listed, ""), nil
}

// describe writes m, a legal move in pos, as one entry of a movelist.
func describe(pos *movegen.Position, m movegen.Move) string {
	cm := MoveOf(pos, m)
	nums := []int{int(cm.Jumps), int(cm.OldPiece), int(cm.NewPiece), square(cm.From), square(cm.To)}
	for i := range int(cm.Jumps) {
		nums = append(nums, square(cm.Path[i+1]), square(cm.Del[i]), int(cm.DelPiece[i]))
	}
	var sb strings.Builder
	for i, n := range nums {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(n))
	}
	sb.WriteByte(';')
	return sb.String()
}

// square is the square number at c.
func square(c Coor) int { return SquareAt(int(c.X), int(c.Y)) }
