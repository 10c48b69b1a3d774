// GenerateQuiet lists the quiet moves even when a capture is due.

package movegen_test

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestGenerateQuietIgnoresCaptures checks GenerateQuiet against Generate on
// the same men with the capturable piece removed: the quiet moves of a
// position do not depend on whether a capture is due.
func TestGenerateQuietIgnoresCaptures(t *testing.T) {
	cases := []struct {
		v               movegen.Variant
		withCapture, no string
	}{
		{movegen.Italian, "W:W22,K30:B18", "W:W22,K30:B1"},
		{movegen.International, "W:W32,K46:B27", "W:W32,K46:B1"},
		{movegen.Dameo, "W:Wd4,Ka1:Bd5", "W:Wd4,Ka1:Bh8"},
	}
	for _, c := range cases {
		p, err := movegen.ParseFEN(c.v, c.withCapture)
		if err != nil {
			t.Fatal(err)
		}
		q, err := movegen.ParseFEN(c.v, c.no)
		if err != nil {
			t.Fatal(err)
		}
		if !p.HasCapture() || q.HasCapture() {
			t.Fatalf("%s: the cases must differ by a capture", c.v)
		}
		var got, want movegen.MoveList
		p.GenerateQuiet(&got)
		q.Generate(&want)
		// The captured piece's square is empty in q but holds a piece in p:
		// leave out the quiet moves onto it.
		blocked := p.Pieces[movegen.Black] &^ q.Pieces[movegen.Black]
		var wantSet = map[movegen.Move]bool{}
		for _, m := range want.Slice() {
			if 1<<m.To&blocked == 0 {
				wantSet[m] = true
			}
		}
		if got.N != len(wantSet) {
			t.Errorf("%s %s: %d quiet moves, want %d", c.v, c.withCapture, got.N, len(wantSet))
		}
		for _, m := range got.Slice() {
			if m.IsCapture() || !wantSet[m] {
				t.Errorf("%s %s: unexpected move %v", c.v, c.withCapture, m)
			}
		}
	}
}
