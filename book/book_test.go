package book

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// randomEntries plays random games and makes an entry for some legal moves
// of the positions met, with random scores and statistics.
func randomEntries(t *testing.T, v movegen.Variant, games int, rng *rand.Rand) ([]Entry, []movegen.Position) {
	t.Helper()
	var out []Entry
	var positions []movegen.Position
	seen := map[uint64]bool{}
	for range games {
		pos := movegen.StartPosition(v)
		for range 30 {
			var l movegen.MoveList
			pos.Generate(&l)
			if l.N == 0 {
				break
			}
			if !seen[pos.Key] {
				seen[pos.Key] = true
				positions = append(positions, pos)
				for _, m := range l.Slice() {
					if rng.IntN(2) == 0 {
						continue
					}
					e := Entry{Key: pos.Key, Move: m, Score: int16(rng.IntN(601) - 300), Depth: uint8(rng.IntN(30)), Flags: Searched}
					if rng.IntN(3) == 0 {
						e.Flags |= Played
						e.Games = uint32(rng.IntN(50) + 1)
						e.HalfPoints = uint32(rng.IntN(int(2*e.Games) + 1))
					}
					out = append(out, e)
				}
			}
			pos = pos.Play(l.Moves[rng.IntN(l.N)])
		}
	}
	return out, positions
}

func encode(t *testing.T, v movegen.Variant, entries []Entry, note string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Encode(&buf, v, entries, note); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range movegen.Variants {
		entries, _ := randomEntries(t, v, 20, rng)
		data := encode(t, v, entries, "a note\nof two lines")
		b, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if b.Variant() != v || b.Len() != len(entries) || b.Note() != "a note\nof two lines" {
			t.Fatalf("%s: variant %s, %d entries (want %d), note %q", v, b.Variant(), b.Len(), len(entries), b.Note())
		}
		got := b.Entries()
		want := slices.Clone(entries)
		sortEntries(want)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: entries differ after a round trip", v)
		}
		// Best first inside each position.
		for i := 1; i < len(got); i++ {
			if got[i].Key == got[i-1].Key && got[i].Rank() > got[i-1].Rank() {
				t.Fatalf("%s: entry %d ranks above the one before it", v, i)
			}
		}
	}
}

// sortEntries sorts by key, rank (best first) and move, written out here
// rather than through compareEntries.
func sortEntries(es []Entry) {
	slices.SortFunc(es, func(a, b Entry) int {
		switch {
		case a.Key != b.Key:
			if a.Key < b.Key {
				return -1
			}
			return 1
		case a.Rank() != b.Rank():
			return b.Rank() - a.Rank()
		case a.Move.From != b.Move.From:
			return int(a.Move.From) - int(b.Move.From)
		case a.Move.To != b.Move.To:
			return int(a.Move.To) - int(b.Move.To)
		case a.Move.Captured < b.Move.Captured:
			return -1
		case a.Move.Captured > b.Move.Captured:
			return 1
		}
		return 0
	})
}

func TestDamagedFilesAreRefused(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	entries, _ := randomEntries(t, movegen.Italian, 5, rng)
	data := encode(t, movegen.Italian, entries, "note")
	for i := range data {
		bad := slices.Clone(data)
		bad[i] ^= 1 << (i % 8)
		if _, err := Parse(bad); err == nil {
			t.Fatalf("a flipped bit at byte %d was accepted", i)
		}
	}
	for _, n := range []int{0, 10, headerSize - 1, headerSize, len(data) - 1} {
		if _, err := Parse(data[:n]); err == nil {
			t.Errorf("a book cut to %d bytes was accepted", n)
		}
	}
	if _, err := Parse(append(slices.Clone(data), 0)); err == nil {
		t.Error("a book with a byte added was accepted")
	}
	if _, err := Parse([]byte(strings.Repeat("x", 200))); err == nil || !strings.Contains(err.Error(), "not a book") {
		t.Errorf("a text file: %v", err)
	}
}

// reseal rewrites both checksums, so that a test reaches the checks behind
// them.
func reseal(data []byte) {
	binary.LittleEndian.PutUint32(data[28:], crc32.Checksum(data[headerSize:], castagnoli))
	binary.LittleEndian.PutUint32(data[60:], crc32.Checksum(data[:60], castagnoli))
}

func TestWellSealedButWrongFilesAreRefused(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	entries, _ := randomEntries(t, movegen.Italian, 5, rng)
	data := encode(t, movegen.Italian, entries, "")
	cases := map[string]func(b []byte){
		"version":    func(b []byte) { b[8] = 2 },
		"variant":    func(b []byte) { b[10] = 9 },
		"other keys": func(b []byte) { b[16] ^= 1 },
		"count":      func(b []byte) { binary.LittleEndian.PutUint32(b[12:], uint32(len(entries)+1)) },
		"order": func(b []byte) {
			copy(b[headerSize:headerSize+entrySize], b[headerSize+entrySize:headerSize+2*entrySize])
		},
		"flags":        func(b []byte) { b[headerSize+21] = 0x80 },
		"null move":    func(b []byte) { b[headerSize+17] = b[headerSize+16]; clear(b[headerSize+8 : headerSize+16]) },
		"other header": func(b []byte) { copy(b, "DAMABOOX") },
	}
	for name, damage := range cases {
		bad := slices.Clone(data)
		damage(bad)
		reseal(bad)
		if _, err := Parse(bad); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// A book for International read as Italian keeps its own variant.
	intl, _ := randomEntries(t, movegen.International, 2, rng)
	b, err := Parse(encode(t, movegen.International, intl, ""))
	if err != nil || b.Variant() != movegen.International {
		t.Fatalf("international book: %v", err)
	}
	start := movegen.StartPosition(movegen.Italian)
	var found Moves
	if b.Probe(&start, &found) != 0 {
		t.Error("an International book answered for an Italian position")
	}
}

func TestEncodeRefusesDuplicatesAndBadNotes(t *testing.T) {
	pos := movegen.StartPosition(movegen.Italian)
	var l movegen.MoveList
	pos.Generate(&l)
	e := Entry{Key: pos.Key, Move: l.Moves[0], Flags: Searched}
	if err := Encode(&bytes.Buffer{}, movegen.Italian, []Entry{e, e}, ""); err == nil {
		t.Error("a move given twice was written")
	}
	if err := Encode(&bytes.Buffer{}, movegen.Italian, []Entry{e}, strings.Repeat("n", MaxNote+1)); err == nil {
		t.Error("a note over MaxNote was written")
	}
}

func TestProbeReturnsOnlyLegalMovesBestFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, v := range movegen.Variants {
		entries, positions := randomEntries(t, v, 10, rng)
		// Moves of other positions under each position's key: a collision.
		var foreign []Entry
		for i, p := range positions {
			other := positions[(i+1)%len(positions)]
			var l movegen.MoveList
			other.Generate(&l)
			for _, m := range l.Slice() {
				if !legalIn(p, m) {
					foreign = append(foreign, Entry{Key: p.Key, Move: m, Score: 999, Flags: Searched})
					break
				}
			}
		}
		b, err := Parse(encode(t, v, append(slices.Clone(entries), foreign...), ""))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range positions {
			var found Moves
			n := b.Probe(&p, &found)
			var want []Entry
			for _, e := range entries {
				if e.Key == p.Key {
					want = append(want, e)
				}
			}
			sortEntries(want)
			if n != len(want) || !slices.Equal(found.Slice(), want) {
				t.Fatalf("%s %s: probe gave %d entries, want %d", v, p.FEN(), n, len(want))
			}
		}
	}
}

func legalIn(p movegen.Position, m movegen.Move) bool {
	var l movegen.MoveList
	p.Generate(&l)
	return slices.Contains(l.Slice(), m)
}

func TestProbeAllocatesNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	entries, positions := randomEntries(t, movegen.International, 10, rng)
	b, err := Parse(encode(t, movegen.International, entries, ""))
	if err != nil {
		t.Fatal(err)
	}
	var found Moves
	pos := positions[3]
	if allocs := testing.AllocsPerRun(100, func() { b.Probe(&pos, &found) }); allocs != 0 {
		t.Errorf("Probe allocates %.1f times", allocs)
	}
}

func BenchmarkProbe(b *testing.B) {
	rng := rand.New(rand.NewPCG(11, 12))
	t := &testing.T{}
	entries, positions := randomEntries(t, movegen.Italian, 200, rng)
	bk, err := Parse(encode(t, movegen.Italian, entries, ""))
	if err != nil {
		b.Fatal(err)
	}
	var found Moves
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		bk.Probe(&positions[i%len(positions)], &found)
	}
}

// TestFileSizeIsTheFiles: FileSize is the size of the file written.
func TestFileSizeIsTheFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.bin")
	p := movegen.StartPosition(movegen.Italian)
	var l movegen.MoveList
	p.Generate(&l)
	entries := []Entry{{Key: p.Key, Move: l.Moves[0], Score: 3, Flags: Searched}}
	if err := WriteFile(path, movegen.Italian, entries, "a note"); err != nil {
		t.Fatal(err)
	}
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if int64(b.FileSize()) != fi.Size() {
		t.Errorf("FileSize %d, the file %d bytes", b.FileSize(), fi.Size())
	}
}
