// The egdb command: build, info, probe and verify through the command
// line, and its refusals.

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// TestEGDBCommandFrisian: Frisian's databases hold its endings with men
// too, each run of king moves among the positions; a FEN has no run.
func TestEGDBCommandFrisian(t *testing.T) {
	dir := t.TempDir()
	if code, out, errOut := runArgs("egdb", "build", "--variant", "frisian", "--pieces", "3", "--distances", "--dir", dir, "--threads", "2"); code != 0 || !strings.Contains(out, "built frisian endings of up to 3 pieces") {
		t.Fatalf("build: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, _ := runArgs("egdb", "info", "--variant", "frisian", "--dir", dir); code != 0 || !strings.Contains(out, "complete: the frisian endings of up to 3 pieces") {
		t.Fatalf("info: exit %d\n%s", code, out)
	}
	// White's kings on 18 and 28 against Black's on 3: 18-1 wins (the
	// lone king is taken within 7 plies whatever it does).
	if code, out, errOut := runArgs("egdb", "probe", "--variant", "frisian", "--dir", dir, "--fen", "W:WK18,K28:BK3"); code != 0 || !strings.Contains(out, "value: win in 7 plies") {
		t.Errorf("probe of kings: exit %d\n%s%s", code, out, errOut)
	}
	// A man and a king against a lone king on 46, whose diagonal the
	// king on 28 stands on: 28-5 closes it, and the lone king must
	// move into a capture (3 plies).
	if code, out, errOut := runArgs("egdb", "probe", "--variant", "frisian", "--dir", dir, "--fen", "W:W7,K28:BK46"); code != 0 || !strings.Contains(out, "value: win in 3 plies") || !strings.Contains(out, "best move: 28-5") {
		t.Errorf("probe of a man: exit %d\n%s%s", code, out, errOut)
	}
}

func TestEGDBCommand(t *testing.T) {
	dir := t.TempDir()
	if code, out, errOut := runArgs("egdb", "build", "--variant", "italian", "--pieces", "3", "--distances", "--dir", dir, "--threads", "2"); code != 0 || !strings.Contains(out, "built italian endings of up to 3 pieces") {
		t.Fatalf("build: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ := runArgs("egdb", "info", "--dir", dir)
	if code != 0 || !strings.Contains(out, "complete: the italian endings of up to 3 pieces") || strings.Contains(out, ".egdb") {
		t.Fatalf("info (a summary, no file listed): exit %d\n%s", code, out)
	}
	// Black's king on 30 (d1) with White's on 22 (d3), Black to move: each
	// of its two moves is taken at once and Black has no piece left, a
	// loss in 2 plies. White to move with Black's king on 26 (c2) takes it
	// at once: a win in 1 ply.
	probes := []struct{ fen, value, move string }{
		{"B:WK22:BK30", "value: loss in 2 plies (1 move)", ""},
		{"W:WK22:BK26", "value: win in 1 ply (1 move)", "best move: 22x29"},
		{"W:WK1:BK32,K31", "", ""}, // checked only for a value line
	}
	for _, p := range probes {
		code, out, errOut := runArgs("egdb", "probe", "--dir", dir, "--fen", p.fen)
		if code != 0 || !strings.Contains(out, "value: ") || !strings.Contains(out, p.value) || !strings.Contains(out, p.move) {
			t.Errorf("probe %s: exit %d\n%s%s", p.fen, code, out, errOut)
		}
	}
	if code, out, _ := runArgs("egdb", "verify", "--dir", dir); code != 0 || !strings.Contains(out, "verified 304 slices") || !strings.Contains(out, ": 0 errors") {
		t.Fatalf("verify: exit %d\n%s", code, out)
	}
	if code, out, _ := runArgs("egdb", "verify", "--dir", dir, "--sample", "0.5"); code != 0 ||
		!strings.Contains(out, "verified 304 slices") || !strings.Contains(out, "(a sample of 0.5): 0 errors") {
		t.Fatalf("verify of a sample: exit %d\n%s", code, out)
	}

	// A flipped byte in the middle of a file: verify fails and names it.
	name := "0m2k-0m1k-r00.egdb"
	path := filepath.Join(dir, name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0x40
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runArgs("egdb", "verify", "--dir", dir)
	if code != 1 || !strings.Contains(out, name) || !strings.Contains(out, "checksum") {
		t.Errorf("verify of a corrupt file: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs("egdb", "info", "--dir", dir, "--files")
	listed := false
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, name) {
			listed = true
			if !strings.Contains(line, "checksum") {
				t.Errorf("info does not name the corrupt file's fault: %q", line)
			}
		}
	}
	if !listed || strings.Index(out, "kind ") > strings.Index(out, "file ") {
		t.Errorf("info --files: the summary first, then every file:\n%s", out)
	}
	// info says the set is not complete, names the file, and fails.
	if code != 1 || strings.Contains(out, "complete: the") || !strings.Contains(out, "not complete: 1 file failed the checks") {
		t.Errorf("info of a set with a corrupt file: exit %d\n%s", code, out)
	}

	// A 2-piece file cut short: the rest of the set is still probed, a
	// position of that file's slice is refused with its fault named, and
	// verify says how many errors it found beyond those it lists.
	short := filepath.Join(dir, "0m1k-0m1k-r00.egdb")
	data, err = os.ReadFile(short)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(short, data[:len(data)-3], 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runArgs("egdb", "probe", "--dir", dir, "--fen", "W:W21,22:B12"); code != 0 || !strings.Contains(out, "value: win") {
		t.Errorf("probe beside a truncated file: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runArgs("egdb", "probe", "--dir", dir, "--fen", "W:WK22:BK30"); code == 0 || !strings.Contains(errOut, "0m1k-0m1k-r00.egdb") {
		t.Errorf("probe of the truncated slice: exit %d\n%s", code, errOut)
	}
	code, out, _ = runArgs("egdb", "verify", "--dir", dir)
	if code != 1 || !strings.Contains(out, "the first 100 listed") {
		t.Errorf("verify of a set with a truncated king-against-king file: exit %d\n%s", code, lastLines(out, 3))
	}
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// TestEGDBCompactCommand compacts a 3-piece Italian database into dense
// and conversion files in a folder of their own and uses them through
// info, probe, verify and bench.
func TestEGDBCompactCommand(t *testing.T) {
	dir, out := t.TempDir(), t.TempDir()
	if code, stdout, errOut := runArgs("egdb", "build", "--pieces", "3", "--distances", "--dir", dir, "--threads", "2"); code != 0 {
		t.Fatalf("build: exit %d\n%s%s", code, stdout, errOut)
	}
	// Every slice gets its dense file, and, known by its outcome alone in
	// out, its conversion file. In B:WK22:BK30 the black king moves and is
	// taken: 2 plies.
	code, stdout, errOut := runArgs("egdb", "compact", "--dir", dir, "--out", out, "--threads", "2")
	if code != 0 || !strings.Contains(stdout, "converted 304 italian slices (0 already there)") ||
		!strings.Contains(stdout, "wrote 304 italian conversion files (0 already there)") {
		t.Fatalf("compact: exit %d\n%s%s", code, stdout, errOut)
	}
	code, stdout, _ = runArgs("egdb", "compact", "--dir", dir, "--out", out)
	if code != 0 || !strings.Contains(stdout, "converted 0 italian slices (304 already there)") ||
		!strings.Contains(stdout, "wrote 0 italian conversion files (304 already there)") {
		t.Errorf("a second compact: exit %d\n%s", code, stdout)
	}
	code, stdout, _ = runArgs("egdb", "info", "--dir", out)
	if code != 0 || !strings.Contains(stdout, "up to 3 pieces with outcomes (no distances)") || !strings.Contains(stdout, "dense           3    240      0") ||
		!strings.Contains(stdout, "conversion      3    240      0") {
		t.Errorf("info of the compact files: exit %d\n%s", code, stdout)
	}
	// Black to move loses its king at once (see TestEGDBCommand): a loss.
	if code, stdout, _ := runArgs("egdb", "probe", "--dir", out, "--fen", "B:WK22:BK30"); code != 0 ||
		!strings.Contains(stdout, "value: loss (dense files") || !strings.Contains(stdout, "conversion: loss in 2 plies") {
		t.Errorf("probe of the compact files: exit %d\n%s", code, stdout)
	}
	if code, stdout, _ := runArgs("egdb", "verify", "--dir", out); code != 0 || !strings.Contains(stdout, "verified 608 slices") || !strings.Contains(stdout, ": 0 errors") {
		t.Errorf("verify of the compact files: exit %d\n%s", code, stdout)
	}
	// Beside the distance files the dense files need no conversions.
	code, stdout, _ = runArgs("egdb", "compact", "--dir", dir, "--pieces", "2")
	if code != 0 || !strings.Contains(stdout, "converted 64 italian slices") || strings.Contains(stdout, "conversion files") {
		t.Errorf("compact beside the distances: exit %d\n%s", code, stdout)
	}
	code, stdout, _ = runArgs("egdb", "bench", "--dir", out, "--probes", "2000", "--searches", "4", "--nodes", "5000")
	if code != 0 || !strings.Contains(stdout, "dense    probes: median") || !strings.Contains(stdout, "not covered 0") || strings.Contains(stdout, "distance") {
		t.Errorf("bench of the dense files: exit %d\n%s", code, stdout)
	}
	// The searches of 5-piece endings reach the 3-piece files, and find
	// decoded blocks in the cache.
	hits := regexp.MustCompile(`search   4 random positions of up to 5 pieces, 5000 nodes each: \d+ nodes, (\d+) database hits .*block cache: (\d+) hits, (\d+) misses`).FindStringSubmatch(stdout)
	if hits == nil || hits[1] == "0" || hits[2] == "0" {
		t.Errorf("bench searches: want database hits through the block cache\n%s", stdout)
	}
	code, stdout, _ = runArgs("egdb", "bench", "--dir", dir, "--probes", "2000")
	if code != 0 || !strings.Contains(stdout, "distance probes: median") || !strings.Contains(stdout, "hit rate -") {
		t.Errorf("bench of the distance files: exit %d\n%s", code, stdout)
	}
	// build --dense writes both kinds.
	both := t.TempDir()
	if code, stdout, errOut := runArgs("egdb", "build", "--pieces", "2", "--distances", "--dense", "--dir", both, "--threads", "1"); code != 0 {
		t.Fatalf("build --dense: exit %d\n%s%s", code, stdout, errOut)
	}
	code, stdout, _ = runArgs("egdb", "info", "--dir", both)
	if code != 0 || !strings.Contains(stdout, "distance        2     64") || !strings.Contains(stdout, "dense           2     64") ||
		!strings.Contains(stdout, "up to 2 pieces with distances, of up to 2 with outcomes") {
		t.Errorf("info after build --dense: exit %d\n%s", code, stdout)
	}
	// build --outcomes: 3 pieces as outcomes and conversions, 2 with distances.
	outs := t.TempDir()
	if code, stdout, errOut := runArgs("egdb", "build", "--pieces", "3", "--distances", "--outcomes", "--dir", outs, "--threads", "2"); code != 0 {
		t.Fatalf("build --outcomes: exit %d\n%s%s", code, stdout, errOut)
	}
	code, stdout, _ = runArgs("egdb", "info", "--dir", outs)
	if code != 0 || !strings.Contains(stdout, "dense           3    240      0") || !strings.Contains(stdout, "conversion      3    240      0") ||
		strings.Contains(stdout, "distance        3") || !strings.Contains(stdout, "up to 2 pieces with distances, of up to 3 with outcomes") {
		t.Errorf("info after build --outcomes: exit %d\n%s", code, stdout)
	}
}

func TestEGDBCommandRefusals(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing")
	for _, args := range [][]string{
		{"egdb"},
		{"egdb", "rebuild"},
		{"egdb", "build", "--pieces", "1", "--dir", dir},
		{"egdb", "build", "--pieces", "99", "--dir", dir},
		{"egdb", "build", "--pieces", "3", "--variant", "checkers", "--dir", dir},
		{"egdb", "build", "--pieces", "3", "--threads", "0", "--dir", dir},
		{"egdb", "build", "--pieces", "3", "--dense", "--dir", dir},
		{"egdb", "build", "--pieces", "3", "--outcomes", "--dir", dir},
		{"egdb", "probe", "--dir", dir},
		{"egdb", "probe", "--dir", dir, "--fen", "W:W99:B1"},
		{"egdb", "probe", "--dir", missing, "--fen", "W:WK1:BK32"},
		{"egdb", "info", "--dir", missing},
		{"egdb", "verify", "--dir", missing},
		{"egdb", "verify", "--dir", dir, "--sample", "0"},
		{"egdb", "verify", "--dir", dir, "--sample", "1.5"},
		{"egdb", "compact", "--dir", missing},
		{"egdb", "compact", "--dir", dir, "--pieces", "1"},
		{"egdb", "compact", "--dir", dir, "--threads", "0"},
		{"egdb", "bench", "--dir", missing},
		{"egdb", "bench", "--dir", dir, "--probes", "0"},
		{"egdb", "bench", "--dir", dir, "--searches", "-1"},
		{"egdb", "bench", "--dir", dir, "--searches", "1", "--nodes", "10"},
		{"hub", "--egdb", missing},
		{"hub", "--egdb-pieces", "-1"},
		{"play", "--egdb", missing},
	} {
		code, _, errOut := runArgs(args...)
		if code != 2 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line", args, code, errOut)
		}
	}
	// An empty directory is no database: probe says what is missing, exit 2.
	if code, _, errOut := runArgs("egdb", "probe", "--dir", dir, "--fen", "W:WK1:BK32"); code != 2 || !strings.Contains(errOut, "no complete set") {
		t.Errorf("probe in an empty directory: exit %d, %q", code, errOut)
	}
}

// TestEGDBGames scores two games by hand: White's king takes Black's last
// piece at once (a won ending converted), and a won king ending (10
// against 31, a win in 7 for White, which egdb's tests check) given up as
// a draw by the 40-move rule; by the distance files and by the dense
// files alone.
func TestEGDBGames(t *testing.T) {
	dir := t.TempDir()
	if code, out, errOut := runArgs("egdb", "build", "--pieces", "2", "--distances", "--dir", dir); code != 0 {
		t.Fatalf("build: exit %d\n%s%s", code, out, errOut)
	}
	dense := t.TempDir()
	if code, out, errOut := runArgs("egdb", "compact", "--dir", dir, "--out", dense); code != 0 {
		t.Fatalf("compact: exit %d\n%s%s", code, out, errOut)
	}
	var buf strings.Builder
	for _, g := range []struct {
		fen, move string
		result    movegen.Result
		term      string
	}{
		{"W:WK22:BK26", "22x29", movegen.WhiteWins, "no legal move"},
		{"W:WK10:BK31", "", movegen.Draw, "40-move rule"},
	} {
		start, err := movegen.ParseFEN(movegen.Italian, g.fen)
		if err != nil {
			t.Fatal(err)
		}
		var moves []movegen.Move
		if g.move != "" {
			m, err := start.ParseMove(g.move)
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
		}
		if err := pdn.Write(&buf, &pdn.Game{White: "A", Black: "B", Start: start, Moves: moves, Result: g.result, Termination: g.term}); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, "games.pdn")
	if err := os.WriteFile(file, []byte(buf.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, db := range []string{dir, dense} {
		code, out, errOut := runArgs("egdb", "games", "--dir", db, file)
		for _, want := range []string{
			"2 games, 2 reached the italian database (up to 2 pieces)",
			"A: won endings 2: converted 1, drawn 1, lost 0;",
			`won endings drawn by: "40-move rule" 1`,
			"B: won endings 0: converted 0, drawn 0, lost 0; drawn endings 0: held 0, won 0, lost 0; lost endings 2: saved 1",
		} {
			if code != 0 || !strings.Contains(out, want) {
				t.Errorf("egdb games --dir %s: exit %d, want %q in\n%s%s", db, code, want, out, errOut)
			}
		}
	}
	if code, _, errOut := runArgs("egdb", "games", "--dir", dir, filepath.Join(dir, "missing.pdn")); code != 2 || strings.Count(errOut, "\n") != 1 {
		t.Errorf("a missing PDN file: exit %d, %q", code, errOut)
	}
}

// TestEGDBWaves: egdb waves lists the waves of a piece count and what of
// them is built; building every wave, shard by shard, builds the whole
// count (as egdb verify finds); out of order or without --wave is refused.
func TestEGDBWaves(t *testing.T) {
	dir := t.TempDir()
	waves := func() []string {
		code, out, errOut := runArgs("egdb", "waves", "--pieces", "2", "--dir", dir, "--shards", "2")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if code != 0 || lines[0] != "# pieces wave units built positions largest-shard" || !strings.HasPrefix(lines[len(lines)-1], "# ") {
			t.Fatalf("egdb waves: exit %d, stdout %q, stderr %q", code, out, errOut)
		}
		return lines[1 : len(lines)-1]
	}
	before := waves()
	if len(before) < 2 || !strings.HasPrefix(before[0], "2 1 ") || !strings.Contains(before[0], " 0 ") {
		t.Fatalf("waves of 2 pieces, none built: %q", before)
	}
	code, _, errOut := runArgs("egdb", "build", "--pieces", "2", "--wave", "2", "--dir", dir, "--threads", "1")
	if code == 0 || !strings.Contains(errOut, "which is not built") {
		t.Errorf("wave 2 first: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = runArgs("egdb", "build", "--pieces", "2", "--shard", "1/2", "--dir", dir)
	if code != 2 || !strings.Contains(errOut, "--shard needs --wave") {
		t.Errorf("--shard alone: exit %d, stderr %q", code, errOut)
	}
	for w := range before {
		for _, s := range []string{"1/2", "2/2"} {
			code, _, errOut := runArgs("egdb", "build", "--pieces", "2", "--wave", strconv.Itoa(w+1), "--shard", s, "--dir", dir, "--threads", "1")
			if code != 0 {
				t.Fatalf("wave %d shard %s: exit %d, stderr %q", w+1, s, code, errOut)
			}
		}
	}
	for _, line := range waves() {
		if f := strings.Fields(line); f[2] != f[3] {
			t.Errorf("after every wave: %q", line)
		}
	}
	if code, out, errOut := runArgs("egdb", "verify", "--dir", dir, "--threads", "1"); code != 0 {
		t.Errorf("egdb verify: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestEGDBBuildIsCompact: a build without --distances leaves the dense and
// conversion files alone, which info, probe and verify use.
func TestEGDBBuildIsCompact(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runArgs("egdb", "build", "--pieces", "3", "--dir", dir, "--threads", "2")
	if code != 0 || !strings.Contains(errOut, "(dense and conversion files)") {
		t.Fatalf("build: exit %d\n%s%s", code, out, errOut)
	}
	waves := 0 // a line for each wave of 2 and 3 pieces, as egdb waves lists them
	for _, n := range []string{"2", "3"} {
		_, list, _ := runArgs("egdb", "waves", "--pieces", n)
		waves += strings.Count(list, "\n") - 2
	}
	if got := strings.Count(errOut, " pieces built: "); got != waves || !strings.Contains(errOut, "\nwave 1 of 3 pieces built: ") {
		t.Errorf("build: %d waves reported, %d in egdb waves\n%s", got, waves, errOut)
	}
	if found, _ := filepath.Glob(filepath.Join(dir, "*.egdb")); len(found) != 0 {
		t.Errorf("%d distance files, %s the first", len(found), found[0])
	}
	code, out, _ = runArgs("egdb", "info", "--dir", dir)
	if code != 0 || !strings.Contains(out, "up to 3 pieces with outcomes (no distances)") || !strings.Contains(out, "dense           3    240      0") ||
		!strings.Contains(out, "conversion      2     64      0") || strings.Contains(out, "distance  ") {
		t.Errorf("info: exit %d\n%s", code, out)
	}
	if code, out, _ := runArgs("egdb", "probe", "--dir", dir, "--fen", "B:WK22:BK30"); code != 0 ||
		!strings.Contains(out, "value: loss (dense files") || !strings.Contains(out, "conversion: loss in 2 plies") {
		t.Errorf("probe: exit %d\n%s", code, out)
	}
	if code, out, _ := runArgs("egdb", "verify", "--dir", dir, "--threads", "2"); code != 0 || !strings.Contains(out, ": 0 errors") {
		t.Errorf("verify: exit %d\n%s", code, lastLines(out, 3))
	}
}
