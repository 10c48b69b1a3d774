package checkerboard

import (
	"slices"
	"strings"
	"testing"
)

// entries splits a movelist reply into its count and its moves, sorted.
func entries(t *testing.T, reply string) (string, []string) {
	t.Helper()
	rest, ok := strings.CutPrefix(reply, "movelist ")
	if !ok {
		t.Fatalf("reply %q does not start with movelist", reply)
	}
	count, moves, _ := strings.Cut(rest, ",")
	list := strings.Split(strings.TrimSuffix(moves, ";"), ";")
	if moves == "" {
		list = nil
	}
	slices.Sort(list)
	return count, list
}

// TestMoveListReference answers the API reference's two examples and
// CheckerBoard's probe.
func TestMoveListReference(t *testing.T) {
	cases := []struct{ fen, want string }{
		{"B:W31:B3", "movelist 2,0,6,6,3,6;0,6,6,3,7;"},
		{"B:W11,13,19,21:B6,9", "movelist 2,2,6,6,9,25,18,13,5,25,21,5;2,6,6,6,22,15,11,5,22,19,5;"},
	}
	for _, c := range cases {
		got, err := MoveList(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		gc, gl := entries(t, got)
		wc, wl := entries(t, c.want)
		if gc != wc || !slices.Equal(gl, wl) {
			t.Errorf("get movelist %s = %q, want %q (in any order)", c.fen, got, c.want)
		}
	}
	e := New("test")
	if reply, ok := e.Command("get movelist B:W1:B"); reply != "movelist 0" || !ok {
		t.Errorf("probe answered %q, %v; want exactly movelist 0, served", reply, ok)
	}
}

// TestMoveListStart lists the start's 7 moves, White's men stepping
// from 21-24 to 17-20 (21 at x 1 reaches 17 and 18, 24 at x 7 only 20).
func TestMoveListStart(t *testing.T) {
	got, err := MoveList("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
	if err != nil {
		t.Fatal(err)
	}
	count, list := entries(t, got)
	want := []string{"0,5,5,21,17;", "0,5,5,21,18;", "0,5,5,22,18;", "0,5,5,22,19;", "0,5,5,23,19;", "0,5,5,23,20;", "0,5,5,24,20;"}
	for i := range want {
		want[i] = strings.TrimSuffix(want[i], ";")
	}
	slices.Sort(want)
	if count != "7" || !slices.Equal(list, want) {
		t.Errorf("start movelist %q, want the 7 moves %v", got, want)
	}
}

// TestMoveListPrecedence: in W:WK30:BK26,K27,K18,20,10,K12 Italian
// precedence leaves one capture, 30x21x14x5, taking the kings on 26 and
// 18 and the man on 10.
func TestMoveListPrecedence(t *testing.T) {
	got, err := MoveList("W:WK30:BK26,K27,K18,20,10,K12")
	if err != nil {
		t.Fatal(err)
	}
	if want := "movelist 1,3,9,9,30,5,21,26,10,14,18,10,5,10,6;"; got != want {
		t.Errorf("movelist %q, want %q", got, want)
	}
}

// TestMoveListBounds: a position with many king moves stays within 28
// moves and the reply buffer.
func TestMoveListBounds(t *testing.T) {
	got, err := MoveList("W:WK5,K7,K8,K13,K15,K16,K21,K23,K24,K29,K31:B4")
	if err != nil {
		t.Fatal(err)
	}
	count, list := entries(t, got)
	if count != "28" || len(list) != 28 || len(got) > MaxReply {
		t.Errorf("%d bytes, count %s, %d moves: want 28 moves within %d bytes", len(got), count, len(list), MaxReply)
	}
}
