// Tactical positions: quiet moves that win material by force, certified by
// an exhaustive minimax and then found by the engine at a modest depth.

package search

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

const (
	tacticPlies  = 5 // the horizon of the certificate
	tacticSearch = 8 // the engine's depth
)

func TestTactics(t *testing.T) {
	f, err := os.Open("testdata/tactics.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	perVariant := map[movegen.Variant]int{}
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, fen, _ := strings.Cut(line, " ")
		v, err := movegen.ParseVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		root := rootOf(t, v, fen)
		p := root.Position
		// Certify: exactly one move wins material within the horizon,
		// whatever a king is worth (1, 3 or 5 men).
		want, ok := robustWin(p, tacticPlies)
		if !ok {
			t.Fatalf("%s %s: not a unique material win", v, fen)
		}
		r := New(16, 1).Search(root, Limits{Depth: tacticSearch}, 1, nil)
		if r.Move != want {
			t.Errorf("%s %s: played %s, the win is %s", v, fen, p.FormatPDN(r.Move), p.FormatPDN(want))
		}
		perVariant[v]++
	}
	if perVariant[movegen.Italian] < 3 || perVariant[movegen.International] < 3 || perVariant[movegen.Dameo] < 3 {
		t.Errorf("too few positions per variant: %v", perVariant)
	}
}
