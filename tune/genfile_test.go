// Tests of sharded generation and of tune gen files: the shards of a run
// merge into the unsharded run's file, byte for byte; a file cut short
// reads back to its last whole game; damaged files are refused.

package tune

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// smallRun is a run quick enough for tests.
var smallRun = GenConfig{Variant: movegen.Italian, Games: 7, Nodes: 120, RandomPlies: 4, Workers: 1, Seed: 3, MaxPlies: 60}

// genFile returns the whole file a run of cfg writes.
func genFile(t *testing.T, cfg GenConfig) []byte {
	t.Helper()
	var buf bytes.Buffer
	fmt.Fprintln(&buf, HeaderOf(cfg))
	if _, err := Generate(context.Background(), cfg, &buf, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// readGen reads a file, failing the test on an error.
func readGen(t *testing.T, data []byte) *GenFile {
	t.Helper()
	f, err := ReadGenFile(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestShardsMergeIntoUnshardedRun(t *testing.T) {
	whole := genFile(t, smallRun)
	if n := bytes.Count(whole, []byte("\n# game ")); n != smallRun.Games {
		t.Fatalf("unsharded run: %d game records, want %d", n, smallRun.Games)
	}
	var files []*GenFile
	var names []string
	for i := 3; i >= 1; i-- { // out of order, and one shard with two workers
		cfg := smallRun
		cfg.Shard, cfg.Shards, cfg.Workers = i, 3, 1+i%2
		f := readGen(t, genFile(t, cfg))
		if want := (smallRun.Games - i + 3) / 3; len(f.Games) != want || f.Missing() != 0 {
			t.Fatalf("shard %d/3: %d games, %d missing; want %d", i, len(f.Games), f.Missing(), want)
		}
		files, names = append(files, f), append(names, fmt.Sprintf("s%d", i))
	}
	var merged bytes.Buffer
	stats, err := MergeGenFiles(files, names, &merged)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(merged.Bytes(), whole) {
		t.Fatalf("merged shards differ from the unsharded run:\n%.300s\nagainst\n%.300s", merged.Bytes(), whole)
	}
	if all := readGen(t, whole).Stats; stats != all {
		t.Errorf("merged stats %+v, unsharded %+v", stats, all)
	}
	for _, tc := range []struct {
		files []*GenFile
		want  string
	}{
		{files[:2], "2 files for 3 shards"},
		{[]*GenFile{files[0], files[1], files[1]}, "both shard 2/3"},
		{[]*GenFile{files[0], files[1], readGen(t, whole)}, "c is shard 1/1, a one of 3"},
		{[]*GenFile{files[0], files[1], otherSeed(files[2])}, "c is from another run than a"},
		{[]*GenFile{files[0], files[1], withoutGame(files[2])}, "lacks 1 of its games"},
	} {
		_, err := MergeGenFiles(tc.files, []string{"a", "b", "c"}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("merge: %v, want %q", err, tc.want)
		}
	}
}

// otherSeed returns a copy of f whose header names another seed.
func otherSeed(f *GenFile) *GenFile {
	c := *f
	c.Header.Seed++
	return &c
}

// withoutGame returns a copy of f that lacks one of its games.
func withoutGame(f *GenFile) *GenFile {
	c := *f
	c.Games = map[int][]byte{}
	for g, b := range f.Games {
		c.Games[g] = b
	}
	for g := range c.Games {
		delete(c.Games, g)
		break
	}
	return &c
}

// TestReadCutFile: a file cut anywhere reads back as the games whose
// record line is whole, and Valid is where the first of the others began.
func TestReadCutFile(t *testing.T) {
	whole := genFile(t, smallRun)
	ends := []int{bytes.IndexByte(whole, '\n') + 1} // after the header, then after each record
	for i := 0; i < len(whole); {
		j := bytes.Index(whole[i:], []byte("# game "))
		if j < 0 {
			break
		}
		i += j + bytes.IndexByte(whole[i+j:], '\n') + 1
		ends = append(ends, i)
	}
	for cut := ends[0]; cut <= len(whole); cut += 97 {
		f := readGen(t, whole[:cut])
		games := 0
		for games+1 < len(ends) && ends[games+1] <= cut {
			games++
		}
		if len(f.Games) != games || f.Valid != int64(ends[games]) {
			t.Fatalf("cut at %d: %d games up to %d, want %d up to %d", cut, len(f.Games), f.Valid, games, ends[games])
		}
	}
}

func TestReadGenFileRefusesDamage(t *testing.T) {
	h := HeaderOf(GenConfig{Variant: movegen.Italian, Games: 4, Nodes: 10, Seed: 1, Shard: 2, Shards: 2}).String() + "\n"
	pos := "1 W:W21-32:B1-12\n"
	for _, tc := range []struct{ text, want string }{
		{"", "no tune gen header"},
		{pos, "not a tune gen header"},
		{h + pos + "# game 1 result 1 positions 2 adjudicated 0\n", "has 1 position lines, its record says 2"},
		{h + pos + "# game 0 result 1 positions 1 adjudicated 0\n", "not one of shard 2/2"},
		{h + pos + "# game 1 result 1 positions 1 adjudicated 0\n" + pos + "# game 1 result 1 positions 1 adjudicated 0\n", "twice"},
		{h + pos + "# game 1 result 0 positions 1 adjudicated 0\n", `labelled "1"`},
		{h + "# game one\n", "not a game record"},
	} {
		_, err := ReadGenFile(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}

// TestGenerateInterrupted checks that a run cancelled after two games
// leaves exactly those games, whole, and that resuming it writes the
// uninterrupted run's file byte for byte.
func TestGenerateInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var buf bytes.Buffer
	fmt.Fprintln(&buf, HeaderOf(smallRun))
	stats, err := Generate(ctx, smallRun, &buf, func(s GenStats) {
		if s.Games == 2 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || stats.Games != 2 {
		t.Fatalf("cancelled run: %d games, error %v; want 2 and context.Canceled", stats.Games, err)
	}
	f := readGen(t, buf.Bytes())
	if len(f.Games) != 2 || f.Valid != int64(buf.Len()) {
		t.Fatalf("cancelled run's file: %d games, valid to %d of %d bytes", len(f.Games), f.Valid, buf.Len())
	}
	cfg := smallRun
	cfg.Done = map[int]bool{}
	for g := range f.Games {
		cfg.Done[g] = true
	}
	if _, err := Generate(context.Background(), cfg, &buf, nil); err != nil {
		t.Fatal(err)
	}
	if whole := genFile(t, smallRun); !bytes.Equal(buf.Bytes(), whole) {
		t.Fatalf("interrupted and resumed run differs from the uninterrupted one")
	}
}
