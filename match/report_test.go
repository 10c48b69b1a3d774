package match

import (
	"strings"
	"testing"
)

// TestReadReportRefusesDamage: a result file whose counts disagree with its
// games (a damaged or hand-edited shard) is refused with the reason, and
// the intact file reads.
func TestReadReportRefusesDamage(t *testing.T) {
	good := reportSeed()
	if _, err := ReadReport(strings.NewReader(good), "good.json"); err != nil {
		t.Fatalf("the intact file: %v", err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{`"wins":1`, `"wins":2`, "counts 2-1-0, its games 1-1-0"},
		{`"first_points":1`, `"first_points":5`, "first_points 5"},
		{`"round":2`, `"round":1`, "listed twice"},
		{`"pentanomial":[0,0,0,1,0]`, `"pentanomial":[0,0,0,2,0]`, "2 pairs"},
		{`"repetition":1`, `"repetition":-1`, "negative termination"},
		{`"games_planned":4`, `"games_planned":-4`, "negative count"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if bad == good {
			t.Fatalf("%s is not in the file", tc.from)
		}
		_, err := ReadReport(strings.NewReader(bad), "bad.json")
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "bad.json") {
			t.Errorf("%s -> %s: %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}
