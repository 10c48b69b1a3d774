package words

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 plies"}, {1, "1 ply"}, {2, "2 plies"}, {-1, "-1 plies"}, {101, "101 plies"}} {
		if got := Count(c.n, "ply", "plies"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
