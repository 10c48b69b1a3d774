// Tests of positions and moves between DXP squares and movegen.

package dxp

import (
	"errors"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

func TestBoardRoundTrip(t *testing.T) {
	for _, fen := range []string{
		"W:W31-50:B1-20",
		"B:W32,K46:B9,17,18,20,27,28,38",
		"W:WK1,K50:BK5,K45",
		"B:W:B",
	} {
		p := mustFEN(t, fen)
		b := appendBoard(nil, &p)
		if len(b) != 1+boardWidth {
			t.Fatalf("%s: %d characters", fen, len(b))
		}
		q, err := parseBoard(b)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if q != p {
			t.Fatalf("%s: read back as %s", fen, q.FEN())
		}
	}
}

// TestMoveMessages checks every legal move of a few positions: the M
// message lists the squares movegen's Hub notation names, and the message
// read back, captured squares in any order, finds the same move.
func TestMoveMessages(t *testing.T) {
	for _, fen := range []string{
		"W:W31-50:B1-20",
		"W:W32,K46:B9,17,18,20,27,28,38", // 32x43 takes five, passing 32 again
		"B:W23,24,33,K44:BK1,12,13,19",
	} {
		p := mustFEN(t, fen)
		var l movegen.MoveList
		p.Generate(&l)
		for _, m := range l.Slice() {
			msg := moveMessage(m, 7)
			if got, want := msg.String(), p.FormatHub(m); got != want {
				t.Fatalf("%s: message %s, Hub notation %s", fen, got, want)
			}
			for i, j := 0, len(msg.Captured)-1; i < j; i, j = i+1, j-1 {
				msg.Captured[i], msg.Captured[j] = msg.Captured[j], msg.Captured[i]
			}
			got, err := match(&p, msg)
			if err != nil || got != m {
				t.Fatalf("%s: %s (reversed) matches %v, %v", fen, msg, got, err)
			}
		}
	}
}

func TestMatchIllegal(t *testing.T) {
	p := mustFEN(t, "W:W32,K46:B9,17,18,20,27,28,38")
	for _, msg := range []MoveMessage{
		{From: 32, To: 43, Captured: []int{17, 18, 27, 28}}, // one captured piece missing
		{From: 32, To: 21, Captured: []int{27}},             // not the longest capture
		{From: 32, To: 28},                                  // quiet move while a capture is due
		{From: 9, To: 14},                                   // the opponent's piece
	} {
		if m, err := match(&p, msg); !errors.Is(err, ErrIllegal) {
			t.Errorf("%s: got %v, %v; want ErrIllegal", msg, m, err)
		}
	}
}
