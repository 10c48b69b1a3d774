package protocol

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
)

// writeBook writes a book of the Italian start position: 22-19 best
// (+0.20 at depth 12), 23-19 far behind; after 22-19 the book answers
// 11-15.
func writeBook(t *testing.T) (string, movegen.Position) {
	t.Helper()
	start := movegen.StartPosition(movegen.Italian)
	m, _ := start.ParseMove("22-19")
	n, _ := start.ParseMove("23-19")
	after := start.Play(m)
	r, _ := after.ParseMove("11-15")
	path := filepath.Join(t.TempDir(), "italian.book")
	err := book.WriteFile(path, movegen.Italian, []book.Entry{
		{Key: start.Key, Move: m, Score: 20, Depth: 12, Flags: book.Searched},
		{Key: start.Key, Move: n, Score: -90, Depth: 12, Flags: book.Searched},
		{Key: after.Key, Move: r, Score: -20, Depth: 12, Flags: book.Searched},
	}, "test book")
	if err != nil {
		t.Fatal(err)
	}
	return path, start
}

func TestBookMoveIsPlayedAtOnceAndAnnounced(t *testing.T) {
	path, start := writeBook(t)
	c := startEngine(t, testConfig)
	c.send("set-param name=book-file value=" + path)
	c.send("set-param name=book-variety value=0")
	c.send("set-param name=book value=true")
	c.send("init")
	c.expect("ready")
	c.setPos(start)
	c.send("level depth=30")
	c.send("go think")
	info := c.next()
	fields := strictFields(t, info)
	if fields["info"] == nil || fields["source"][0] != "book" || fields["pv"][0] != "22-19 11-15" ||
		fields["score"][0] != "0.20" || fields["depth"] != nil || fields["nodes"] != nil {
		t.Fatalf("book info line %q: want source=book, the book's pv and score, no search figures", info)
	}
	done := c.expect("done")
	if mv, _ := done.Value("move"); mv != "22-19" {
		t.Fatalf("book move %q, want 22-19", mv)
	}
	if p, _ := done.Value("ponder"); p != "11-15" {
		t.Errorf("ponder %q, want the book's reply 11-15", p)
	}
	// Out of the book the engine searches.
	m, _ := start.ParseMove("23-19")
	c.setPos(start, m)
	c.send("level depth=2")
	c.send("go think")
	if infos, _ := c.searchAnswer(); infos == 0 {
		t.Error("no search out of the book")
	}
	// With book=false the engine searches the start position too.
	c.send("set-param name=book value=false")
	c.setPos(start)
	c.send("level depth=2")
	c.send("go think")
	if infos, _ := c.searchAnswer(); infos == 0 {
		t.Error("book=false still played from the book")
	}
}

func TestBrokenBookFileIsReportedAndIgnored(t *testing.T) {
	path, start := writeBook(t)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	damaged := filepath.Join(t.TempDir(), "damaged.book")
	data[len(data)-3] ^= 0x10
	if err := os.WriteFile(damaged, data, 0o644); err != nil {
		t.Fatal(err)
	}
	// A file that is no book is refused at once; the option keeps its value.
	for _, bad := range []string{damaged, filepath.Join(t.TempDir(), "none.book")} {
		c := startEngine(t, testConfig)
		c.send("set-param name=book-file value=" + bad)
		if e := c.expect("error"); !strings.Contains(e.Args[0].Value, "book-file") {
			t.Errorf("book-file %s: error %q, want one naming the option", bad, e.Args[0].Value)
		}
		if v := c.param("book-file"); v != "" {
			t.Errorf("book-file %s refused, but the option shows %q", bad, v)
		}
	}
	// A book for another variant is left out when it would be used.
	for name, setup := range map[string][]string{
		"a variant": {"set-param name=book-file value=" + path, "set-param name=variant value=international"},
	} {
		t.Run(name, func(t *testing.T) {
			c := startEngine(t, testConfig)
			c.send("set-param name=book value=true")
			for _, l := range setup {
				c.send(l)
			}
			c.send("init")
			if e := c.expect("error"); !strings.Contains(e.Args[0].Value, "book not used") {
				t.Errorf("error %q", e.Args[0].Value)
			}
			c.expect("ready")
			if name != "a variant" {
				c.setPos(start)
			} else {
				c.pos = movegen.StartPosition(movegen.International)
				c.send("pos start")
			}
			c.send("level depth=2")
			c.send("go think")
			if infos, _ := c.searchAnswer(); infos == 0 {
				t.Error("no search without a usable book")
			}
		})
	}
}

func TestShippedBookIsOnByDefault(t *testing.T) {
	c := startEngine(t, withSettings(4, 1, true, ""))
	if v := c.param("book"); v != "true" {
		t.Errorf("book %q by default, want true", v)
	}
	if v := c.param("book-variety"); v != "5" {
		t.Errorf("book-variety %q by default, want 5", v)
	}
	c.send("init")
	c.expect("ready")
	c.send("pos start")
	c.send("level depth=40")
	c.send("go think")
	info := c.next()
	if src := strictFields(t, info)["source"]; src == nil || src[0] != "book" {
		t.Fatalf("the start position was not played from the shipped book: %q", info)
	}
	done := c.expect("done")
	mv, _ := done.Value("move")
	start := movegen.StartPosition(movegen.Italian)
	b, err := book.Shipped(movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	var found book.Moves
	b.Probe(&start, &found)
	ok := false
	for _, e := range found.Slice() {
		ok = ok || start.FormatHub(e.Move) == mv && int(found.Entries[0].Score)-int(e.Score) <= 5
	}
	if !ok {
		t.Errorf("played %q: not a book move within the variety of the best", mv)
	}
}
