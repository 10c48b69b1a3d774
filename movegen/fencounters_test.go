package movegen

import "testing"

// TestFENWithLidraughtsCounters: lidraughts' :H and :F counters are
// dropped; other extra sections are still refused.
func TestFENWithLidraughtsCounters(t *testing.T) {
	cases := []struct {
		v          Variant
		with, bare string
	}{
		{Italian, "W:W21-32:B1-12:H0:F1", "W:W21-32:B1-12"},
		{International, "B:W31-50:B1-20:H12:F40", "B:W31-50:B1-20"},
		{Italian, "W:WK10:BK31:F7", "W:WK10:BK31"},
	}
	for _, c := range cases {
		got, err := ParseFEN(c.v, c.with)
		if err != nil {
			t.Fatalf("%s: %v", c.with, err)
		}
		if want, _ := ParseFEN(c.v, c.bare); got != want {
			t.Errorf("%s: %s, want %s", c.with, got.FEN(), want.FEN())
		}
	}
	for _, bad := range []string{"W:W21:B12:X3", "W:W21:B12:H", "W:W21:B12:H1x", "W:W21:B12:W22"} {
		if _, err := ParseFEN(Italian, bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
