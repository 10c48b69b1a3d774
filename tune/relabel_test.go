// Tests of relabelling: the positions kept are the input's in the range of
// pieces, searched again with White's-side scores; shards, workers and a
// resumed run give the games of the whole run; damaged headers are refused.

package tune

import (
	"bytes"
	"context"
	"maps"
	"math/bits"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// relabelled runs Relabel over in and reads its output back.
func relabelled(t *testing.T, in *GenFile, cfg LabelConfig) *GenFile {
	t.Helper()
	var buf bytes.Buffer
	buf.WriteString(cfg.Header.String() + "\n")
	if _, err := Relabel(context.Background(), in, cfg, &buf, nil); err != nil {
		t.Fatal(err)
	}
	h, f, err := ReadLabelFile(&buf)
	if err != nil || h != cfg.Header {
		t.Fatalf("reading the output back: header %q, %v", h, err)
	}
	return f
}

// zeroedScores returns the file a run of cfg writes, every score set to 0.
func zeroedScores(t *testing.T, cfg GenConfig) *GenFile {
	t.Helper()
	return readGen(t, regexp.MustCompile(`(?m) -?\d+$`).ReplaceAll(genFile(t, cfg), []byte(" 0")))
}

// checkKept relabels in (scores zeroed) keeping minPieces to maxPieces
// and checks that the output holds exactly the input's positions in that
// range, in order, each with its game's result, a score and the input's
// record; it returns the new lines and how many positions were dropped.
func checkKept(t *testing.T, in *GenFile, minPieces, maxPieces int) (lines []Line, dropped int) {
	t.Helper()
	v := in.Header.Variant
	h := LabelHeader{Input: in.Header, Nodes: 2000, MinPieces: minPieces, MaxPieces: maxPieces, Shard: 1, Shards: 1}
	out := relabelled(t, in, LabelConfig{Header: h, Workers: 2})
	if len(out.Games) != len(in.Games) {
		t.Fatalf("%d games out of %d", len(out.Games), len(in.Games))
	}
	for g, block := range in.Games {
		inRec, outRec := lastRecord(t, block), lastRecord(t, out.Games[g])
		var want []string
		for _, line := range positionLines(block) {
			l, err := ParseLine(v, line)
			if err != nil {
				t.Fatal(err)
			}
			n := bits.OnesCount64(l.Position.Pieces[movegen.White] | l.Position.Pieces[movegen.Black])
			if n >= minPieces && n <= maxPieces {
				want = append(want, strings.TrimSuffix(line, " 0"))
			} else {
				dropped++
			}
		}
		got := positionLines(out.Games[g])
		if len(got) != len(want) || outRec.Positions != len(want) || outRec.Result != inRec.Result || outRec.Adjudicated != inRec.Adjudicated {
			t.Fatalf("game %d: %d lines, record %+v; want %d lines and the input's record %+v", g, len(got), outRec, len(want), inRec)
		}
		for i, line := range got {
			l, err := ParseLine(v, line)
			if err != nil || !strings.HasPrefix(line, want[i]+" ") || !l.Searched {
				t.Fatalf("game %d line %d: %q (%v); want %q and a score", g, i, line, err, want[i])
			}
			lines = append(lines, l)
		}
	}
	return lines, dropped
}

// TestRelabelKeepsTheRange: of ordinary games, the positions of 12 to 20
// pieces are kept, the others dropped, and the kept ones are searched
// again (the input's scores were all 0).
func TestRelabelKeepsTheRange(t *testing.T) {
	lines, dropped := checkKept(t, zeroedScores(t, smallRun), 12, 20)
	searched := 0
	for _, l := range lines {
		if l.Score != 0 {
			searched++
		}
	}
	if len(lines) == 0 || dropped == 0 || searched == 0 {
		t.Errorf("kept %d positions, %d with a score other than 0, dropped %d: want some of each", len(lines), searched, dropped)
	}
}

// TestRelabelScoresAreWhites: from games where White is far ahead, every
// new score favours White, whoever is to move.
func TestRelabelScoresAreWhites(t *testing.T) {
	start, err := movegen.ParseFEN(movegen.Italian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4")
	if err != nil {
		t.Fatal(err)
	}
	in := zeroedScores(t, GenConfig{Variant: movegen.Italian, Games: 3, Nodes: 400, Openings: []movegen.Position{start}, RandomPlies: 2, Seed: 9})
	lines, _ := checkKept(t, in, 0, 99)
	toMove := [2]int{}
	for i, l := range lines {
		toMove[l.Position.Side]++
		if l.Score < 200 {
			t.Errorf("line %d: score %d from White's side, want well above 0", i, l.Score)
		}
	}
	if toMove[movegen.White] == 0 || toMove[movegen.Black] == 0 {
		t.Errorf("positions with White to move %d, Black %d: want both", toMove[movegen.White], toMove[movegen.Black])
	}
}

// positionLines returns the position lines of a game's block.
func positionLines(block []byte) []string {
	var out []string
	for line := range strings.Lines(string(block)) {
		if !strings.HasPrefix(line, "#") {
			out = append(out, strings.TrimSuffix(line, "\n"))
		}
	}
	return out
}

// lastRecord parses the record line that closes a game's block.
func lastRecord(t *testing.T, block []byte) GameRecord {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(string(block), "\n"), "\n")
	rec, ok := parseRecord(lines[len(lines)-1])
	if !ok {
		t.Fatalf("block ends with %q", lines[len(lines)-1])
	}
	return rec
}

// TestRelabelShardsAndResume: the shards of a relabelling, one with two
// workers, and a run resumed after its first games, each give the games
// of the whole run byte for byte; a cancelled run writes whole games only.
func TestRelabelShardsAndResume(t *testing.T) {
	in := readGen(t, genFile(t, smallRun))
	h := LabelHeader{Input: in.Header, Nodes: 300, MinPieces: 0, MaxPieces: 99, Shard: 1, Shards: 1}
	whole := relabelled(t, in, LabelConfig{Header: h, Workers: 1})
	if len(whole.Games) != smallRun.Games {
		t.Fatalf("%d games, want %d", len(whole.Games), smallRun.Games)
	}
	union := map[int][]byte{}
	for s := 1; s <= 2; s++ {
		sh := h
		sh.Shard, sh.Shards = s, 2
		part := relabelled(t, in, LabelConfig{Header: sh, Workers: s})
		if want := (smallRun.Games - s + 2) / 2; len(part.Games) != want {
			t.Fatalf("shard %d/2: %d games, want %d", s, len(part.Games), want)
		}
		maps.Copy(union, part.Games)
	}
	if !maps.EqualFunc(union, whole.Games, bytes.Equal) {
		t.Error("the shards' games differ from the whole run's")
	}
	done := map[int]bool{0: true, 1: true, 4: true}
	rest := relabelled(t, in, LabelConfig{Header: h, Done: done})
	for g := range smallRun.Games {
		if _, ok := rest.Games[g]; ok == done[g] || (!done[g] && !bytes.Equal(rest.Games[g], whole.Games[g])) {
			t.Errorf("resumed run: game %d done before %v, written again %v or different", g, done[g], ok)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	var buf bytes.Buffer
	buf.WriteString(h.String() + "\n")
	_, err := Relabel(ctx, in, LabelConfig{Header: h}, &buf, func(s GenStats) { cancel() })
	written := int64(buf.Len())
	if _, f, rerr := ReadLabelFile(&buf); err != context.Canceled || rerr != nil || len(f.Games) != 1 || f.Valid != written {
		t.Errorf("cancelled run: %v; read back %v; want one whole game and nothing after it", err, rerr)
	}
}

func TestReadLabelFileRefusesDamage(t *testing.T) {
	in := readGen(t, genFile(t, smallRun))
	h := LabelHeader{Input: in.Header, Nodes: 300, MaxPieces: 99, Shard: 1, Shards: 1}
	for _, text := range []string{
		"",
		in.Header.String() + "\n",
		strings.Replace(h.String(), "nodes=300", "nodes=x", 1) + "\n",
		strings.Replace(h.String(), "shard=1/1", "shard=3/2", 1) + "\n",
		strings.Replace(h.String(), "variant=italian", "variant=chess", 1) + "\n",
		h.String() + "\n1 W:W21-32:B1-12 5\n# game 99 result 1 positions 1 adjudicated 0\n",
		h.String() + "\n0.5 W:W21-32:B1-12 5\n# game 1 result 1 positions 1 adjudicated 0\n",
	} {
		if _, _, err := ReadLabelFile(strings.NewReader(text)); err == nil {
			t.Errorf("accepted %q", text)
		}
	}
}

// TestRelabelDistinct: a Distinct run keeps each position of the input
// once, where the input first holds it (games in order), in every shard;
// counted here by the positions' FEN text, not their keys.
func TestRelabelDistinct(t *testing.T) {
	in := readGen(t, genFile(t, smallRun))
	v := in.Header.Variant
	want, total := map[string]bool{}, 0
	for _, g := range slices.Sorted(maps.Keys(in.Games)) {
		for _, line := range positionLines(in.Games[g]) {
			l, err := ParseLine(v, line)
			if err != nil {
				t.Fatal(err)
			}
			want[l.Position.FEN()] = true
			total++
		}
	}
	if len(want) == total {
		t.Fatalf("the input repeats no position (%d): the test needs repetitions", total)
	}
	h := LabelHeader{Input: in.Header, Nodes: 300, MaxPieces: 99, Shard: 1, Shards: 2, Distinct: true}
	seen := map[string]int{}
	for s := 1; s <= 2; s++ {
		h.Shard = s
		out := relabelled(t, in, LabelConfig{Header: h, Workers: 2})
		for g, block := range out.Games {
			lines := positionLines(block)
			if rec := lastRecord(t, block); rec.Positions != len(lines) {
				t.Errorf("game %d: record says %d positions, block holds %d", g, rec.Positions, len(lines))
			}
			for _, line := range lines {
				l, err := ParseLine(v, line)
				if err != nil {
					t.Fatal(err)
				}
				seen[l.Position.FEN()]++
			}
		}
	}
	if len(seen) != len(want) {
		t.Errorf("%d distinct positions kept, the input holds %d", len(seen), len(want))
	}
	for fen, n := range seen {
		if n != 1 || !want[fen] {
			t.Errorf("%s kept %d times (in the input: %v), want once", fen, n, want[fen])
		}
	}
}
