package main

import (
	"math/bits"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

func TestParseSplitsPiecesAndKeepsLabels(t *testing.T) {
	r, err := parse(movegen.International, "0 B:W31,32,K46:B5,K10,K20,33 -12")
	if err != nil {
		t.Fatal(err)
	}
	counts := [4]int{bits.OnesCount64(r.WhiteMen), bits.OnesCount64(r.BlackMen), bits.OnesCount64(r.WhiteKings), bits.OnesCount64(r.BlackKings)}
	if counts != [4]int{2, 2, 1, 2} {
		t.Errorf("men and kings per colour %v, want [2 2 1 2]", counts)
	}
	if r.Side != 1 || r.Result != 0 || r.Score != -12 {
		t.Errorf("side %d result %d score %d, want 1 0 -12", r.Side, r.Result, r.Score)
	}
	// Black has two kings against one: the evaluation from White's side is
	// negative.
	if r.Eval >= 0 {
		t.Errorf("eval %d from White's side, want below 0", r.Eval)
	}
	if r, _ := parse(movegen.International, "0.5 W:W31:B5"); r.Score != noScore || r.Result != 1 {
		t.Errorf("score %d result %d without a score, want %d 1", r.Score, r.Result, noScore)
	}
	for _, bad := range []string{"2 W:W31:B5", "1 W:W99:B5", "1 W:W31:B5 x"} {
		if _, err := parse(movegen.International, bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}
