package movegen

import "testing"

// TestMoveListContains: every generated move is found, the zero move and
// a move of the other side are not.
func TestMoveListContains(t *testing.T) {
	for _, v := range []Variant{Italian, International, Dameo} {
		start := StartPosition(v)
		var l, replies MoveList
		start.Generate(&l)
		for _, m := range l.Slice() {
			if !l.Contains(m) {
				t.Errorf("%s: %s not found in its own list", v, start.FormatPDN(m))
			}
		}
		if l.Contains(Move{}) {
			t.Errorf("%s: the zero move found", v)
		}
		next := start.Play(l.Moves[0])
		next.Generate(&replies)
		if l.Contains(replies.Moves[0]) {
			t.Errorf("%s: Black's %s found among White's moves", v, next.FormatPDN(replies.Moves[0]))
		}
	}
}
