package checkerboard

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// newTestEngine is an engine with a small table and no databases.
func newTestEngine(t *testing.T) *Engine {
	t.Helper()
	e := New("test")
	for _, c := range []string{"set hashsize 16", "set enable_wld 0"} {
		if reply, ok := e.Command(c); !ok {
			t.Fatalf("%s: %q", c, reply)
		}
	}
	return e
}

// boardOf is the board of an Italian FEN in the rules core's notation.
func boardOf(t *testing.T, fen string) (Board, int32) {
	t.Helper()
	pos, err := movegen.ParseFEN(movegen.Italian, fen)
	if err != nil {
		t.Fatal(err)
	}
	return BoardOf(&pos), cbColour(pos.Side)
}

// applied plays a CBMove on a board the way CheckerBoard animates it:
// the piece leaves from, the captured pieces go, the new piece lands.
func applied(b Board, m *CBMove) Board {
	b[m.From.X][m.From.Y] = Empty
	for i := range m.Jumps {
		b[m.Del[i].X][m.Del[i].Y] = Empty
	}
	b[m.To.X][m.To.Y] = m.NewPiece
	return b
}

// checkMove checks that after is before with one legal move played, the
// one *m describes.
func checkMove(t *testing.T, before, after Board, color int32, m *CBMove) {
	t.Helper()
	if applied(before, m) != after {
		t.Fatalf("the board returned is not the board with the move described played: %+v", *m)
	}
	pos, err := PositionOf(&before, color)
	if err != nil {
		t.Fatal(err)
	}
	var l movegen.MoveList
	pos.Generate(&l)
	for _, legal := range l.Slice() {
		next := pos.Play(legal)
		if BoardOf(&next) == after {
			if want := MoveOf(&pos, legal); want != *m {
				t.Fatalf("move described %+v, want %+v", *m, want)
			}
			return
		}
	}
	t.Fatalf("the board returned follows no legal move of %s", pos.FEN())
}

func request(maxtime float64, playNow func() bool) (Request, *[]string) {
	var lines []string
	if playNow == nil {
		playNow = func() bool { return false }
	}
	return Request{Color: White, MaxTime: maxtime, PlayNow: playNow, Status: func(s string) { lines = append(lines, s) }}, &lines
}

func TestGetMoveStart(t *testing.T) {
	e := newTestEngine(t)
	start := movegen.StartPosition(movegen.Italian)
	b := BoardOf(&start)
	before := b
	r, lines := request(0.05, nil)
	var m CBMove
	if got := e.GetMove(&b, r, &m); got != ResultUnknown {
		t.Errorf("result %d, want %d (unknown)", got, ResultUnknown)
	}
	checkMove(t, before, b, White, &m)
	last := (*lines)[len(*lines)-1]
	if len(last) > statusWidth || last == "" {
		t.Errorf("status line %q", last)
	}
}

// TestGetMoveSearchStatus: a searched move's status line has depth,
// evaluation and principal variation.
func TestGetMoveSearchStatus(t *testing.T) {
	e := newTestEngine(t)
	e.Command("set book 0")
	b, color := boardOf(t, "W:W18,21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
	before := b
	r, lines := request(0.1, nil)
	r.Color = color
	var m CBMove
	e.GetMove(&b, r, &m)
	checkMove(t, before, b, color, &m)
	last := (*lines)[len(*lines)-1]
	for _, want := range []string{"depth ", "eval ", "nodes", "pv "} {
		if !strings.Contains(last, want) {
			t.Errorf("status line %q lacks %q", last, want)
		}
	}
}

// TestGetMoveResults: a move that leaves the opponent nothing is a win;
// no legal move is a loss and leaves the board; a board that cannot be
// read is refused with the reason in the status line.
func TestGetMoveResults(t *testing.T) {
	e := newTestEngine(t)
	b, color := boardOf(t, "W:W10:B6")
	before := b
	r, _ := request(0.05, nil)
	var m CBMove
	if got := e.GetMove(&b, r, &m); got != ResultWin {
		t.Errorf("10x3 taking the last piece: result %d, want %d (win)", got, ResultWin)
	}
	checkMove(t, before, b, color, &m)
	want := CBMove{Jumps: 1, OldPiece: White | Man, NewPiece: White | King, From: Coor{2, 2}, To: Coor{4, 0}}
	want.Path[0], want.Path[1], want.Del[0], want.DelPiece[0] = Coor{2, 2}, Coor{4, 0}, Coor{3, 1}, Black|Man
	if m != want {
		t.Errorf("capture with promotion described %+v, want %+v", m, want)
	}

	b, _ = boardOf(t, "W:W:B6")
	before = b
	if got := e.GetMove(&b, r, &m); got != ResultLoss || b != before {
		t.Errorf("no white piece: result %d, board changed %v; want a loss and the board kept", got, b != before)
	}

	b[0][0] = 7
	before = b
	r, lines := request(0.05, nil)
	if got := e.GetMove(&b, r, &m); got != ResultUnknown || b != before || !strings.Contains((*lines)[0], "square 1 holds 7") {
		t.Errorf("bad board: result %d, status %q", got, *lines)
	}
}

// TestPlayNow: a long search returns soon after playnow turns on, with a
// legal move, and commands are answered while it runs.
func TestPlayNow(t *testing.T) {
	e := newTestEngine(t)
	e.Command("set book 0")
	var now atomic.Bool
	r, _ := request(60, now.Load)
	b, _ := boardOf(t, "W:W18,21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
	before := b
	done := make(chan int32)
	var m CBMove
	go func() { done <- e.GetMove(&b, r, &m) }()
	time.Sleep(300 * time.Millisecond)
	answered := make(chan string)
	go func() {
		reply, _ := e.Command("get movelist B:W1:B")
		e.Command("set hashsize 32")
		answered <- reply
	}()
	select {
	case reply := <-answered:
		if reply != "movelist 0" {
			t.Errorf("during the search: %q", reply)
		}
	case <-done:
		t.Fatal("the search of 60 s ended before playnow")
	case <-time.After(10 * time.Second):
		t.Fatal("enginecommand waited for the search")
	}
	now.Store(true)
	asked := time.Now()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("no move 10 s after playnow")
	}
	if waited := time.Since(asked); waited > time.Second {
		t.Errorf("move came %v after playnow; CheckerBoard waits 1 s", waited)
	}
	checkMove(t, before, b, White, &m)
	if got := e.Options().HashMB; got != 32 {
		t.Errorf("hash set during the search: %d", got)
	}
}

// TestIsLegal agrees with the rules core on every pair of squares of the
// positions of a played-out game.
func TestIsLegal(t *testing.T) {
	pos := movegen.StartPosition(movegen.Italian)
	for ply := 0; ply < 120; ply++ {
		var l movegen.MoveList
		pos.Generate(&l)
		if l.N == 0 {
			break
		}
		b := BoardOf(&pos)
		color := cbColour(pos.Side)
		for from := int32(1); from <= Squares; from++ {
			for to := int32(1); to <= Squares; to++ {
				var legal *movegen.Move
				for i, m := range l.Slice() {
					if m.From == movegen.Italian.Bit(movegen.Square(from-1)) && m.To == movegen.Italian.Bit(movegen.Square(to-1)) {
						legal = &l.Moves[i]
						break
					}
				}
				var cm CBMove
				got := IsLegal(&b, color, from, to, &cm)
				if got != (legal != nil) {
					t.Fatalf("%s: islegal %d-%d = %v", pos.FEN(), from, to, got)
				}
				if got && cm != MoveOf(&pos, *legal) {
					t.Fatalf("%s: islegal %d-%d described %+v", pos.FEN(), from, to, cm)
				}
			}
		}
		pos.Make(l.Moves[(ply*7+3)%l.N])
	}
	var cm CBMove
	start := movegen.StartPosition(movegen.Italian)
	b := BoardOf(&start)
	if IsLegal(&b, White, 0, 17, &cm) || IsLegal(&b, White, 21, 33, &cm) || IsLegal(&b, 3, 21, 17, &cm) {
		t.Error("islegal accepted squares or a colour out of range")
	}
}

// TestGameHistory: the history sent before getmove is the game the
// search sees: its king moves count for repetitions and the 40-move rule.
func TestGameHistory(t *testing.T) {
	e := newTestEngine(t)
	if reply, ok := e.Command("set gamehist W:WK29,21:BK4,12 29-25 4-8 25-29 8-4"); !ok {
		t.Fatalf("gamehist refused: %q", reply)
	}
	b, color := boardOf(t, "W:WK29,21:BK4,12")
	pos, _ := PositionOf(&b, color)
	_, hist := e.takeRequest()
	g := e.gameAt(pos, hist)
	if g.Ply() != 4 || g.Counters().Reversible != 4 || len(g.RepetitionKeys()) != 4 {
		t.Errorf("game of %d plies, %d reversible, %d keys; want 4", g.Ply(), g.Counters().Reversible, len(g.RepetitionKeys()))
	}
	for _, bad := range []string{"set gamehist", "set gamehist W:WK29:BK4 29-21", "set gamehist W:W1:B5"} {
		if reply, ok := e.Command(bad); ok || !strings.HasPrefix(reply, "damaengine: ") {
			t.Errorf("%s: %q, %v", bad, reply, ok)
		}
	}
}

func TestCommands(t *testing.T) {
	e := New("1.2.3")
	dbDir := t.TempDir()
	served := [][2]string{
		{"name", "damaengine 1.2.3"},
		{"get gametype", "22"},
		{"get protocolversion", "2"},
		{"help", HelpFile},
		{"get book", "2"},
		{"set book 3", "book 3"},
		{"get hashsize", "64"},
		{"set hashsize 100", "hashsize 64 (100 rounded down to a power of two)"},
		{"get hashsize", "64"},
		{"set hashsize 256", "hashsize 256"},
		{"set searchthreads 1", "searchthreads 1"},
		{"get searchthreads", "1"},
		{"set dbpath " + dbDir, "dbpath " + dbDir},
		{"get dbpath", dbDir},
		{"set enable_wld 0", "enable_wld 0"},
		{"get enable_wld", "0"},
		{"set elo 0", "elo 0 (full strength)"},
		{"get elo", "0"},
		{"get max_dbpieces", "24"}, // CheckerBoard's "no limit"
		{"set max_dbpieces 6", "max_dbpieces 6"},
		{"get max_dbpieces", "6"},
		{"set max_dbpieces 24", "max_dbpieces 24"},
		{"get max_dbpieces", "24"},
		{"set cpus 2", "cpus 2"},
		{"get cpus", "2"},
		{"get searchthreads", "2"},
		{"set cpus 1", "cpus 1"},
		{"staticevaluation W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", ""},
	}
	for _, c := range served {
		cmd, want := c[0], c[1]
		reply, ok := e.Command(cmd)
		if !ok || (want != "" && reply != want) || len(reply) > MaxShortReply {
			t.Errorf("%s: %q, %v; want %q, served", cmd, reply, ok, want)
		}
	}
	if o := e.Options(); o.Book != 3 || o.HashMB != 256 || o.DBPath != dbDir || o.WLD {
		t.Errorf("options %+v", o)
	}
	about, _ := e.Command("about")
	if !strings.Contains(about, "1.2.3") || len(about) > MaxShortReply {
		t.Errorf("about: %q", about)
	}
	for _, cmd := range []string{"set allscores 1", "get solve", "frobnicate", ""} {
		if reply, ok := e.Command(cmd); reply != Unknown || ok {
			t.Errorf("%q: %q, %v; want ?, not served", cmd, reply, ok)
		}
	}
	for _, cmd := range []string{"set hashsize x", "set book 4", "set searchthreads 0", "set elo 5", "set elo 99999",
		"set max_dbpieces 9", "set max_dbpieces 1", "set hashsize 1048576", "set dbpath " + dbDir + "/missing", "set bookfile " + dbDir, "set check_wld_dir " + t.TempDir(),
		"get movelist W:W0:B", "staticevaluation W:W1:B"} {
		if reply, ok := e.Command(cmd); ok || !strings.HasPrefix(reply, "damaengine: ") || len(reply) > MaxShortReply {
			t.Errorf("%q: %q, %v; want an error, not served", cmd, reply, ok)
		}
	}
	if o := e.Options(); o.Book != 3 || o.HashMB != 256 || o.Elo != 0 || o.DBPieces != 0 {
		t.Errorf("a refused setting changed the options: %+v", o)
	}
}

// TestIncremental decodes the clock of each unit.
func TestIncremental(t *testing.T) {
	cases := []struct {
		info, moreinfo int32
		left, inc      time.Duration
		ok             bool
	}{
		{0, 6000<<16 | 100, 0, 0, false},
		{InfoExactTime, 6000<<16 | 100, 0, 0, false},
		{1 << 2, 6000<<16 | 100, 6 * time.Second, 100 * time.Millisecond, true},
		{2<<2 | InfoReset, 6000<<16 | 100, 60 * time.Second, time.Second, true},
		{3 << 2, 6000<<16 | 100, 600 * time.Second, 10 * time.Second, true},
		{2 << 2, -1, 65535 * 10 * time.Millisecond, 65535 * 10 * time.Millisecond, true},
	}
	for _, c := range cases {
		left, inc, ok := Incremental(c.info, c.moreinfo)
		if left != c.left || inc != c.inc || ok != c.ok {
			t.Errorf("Incremental(%#x, %#x) = %v %v %v, want %v %v %v", c.info, c.moreinfo, left, inc, ok, c.left, c.inc, c.ok)
		}
	}
	if l := Limits(2, 2<<2, 6000<<16|100); l.Time != 60*time.Second || l.Inc != time.Second || l.MoveTime != 0 {
		t.Errorf("incremental limits %+v", l)
	}
	if l := Limits(1.5, InfoExactTime, 0); l.MoveTime != 1500*time.Millisecond || l.Time != 0 {
		t.Errorf("exact limits %+v", l)
	}
	if l := Limits(1, 0, 0); l.Time != averageClock*time.Second || l.Inc != time.Second {
		t.Errorf("average limits %+v", l)
	}
}

// TestCheckDatabases: the WLD Check button's command says what a folder
// holds, and refuses one that holds no Italian databases.
func TestCheckDatabases(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 2, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	e := New("1.2.3")
	reply, ok := e.Command("set check_wld_dir " + dir)
	if !ok || !strings.Contains(reply, "italian endings of up to 2 pieces, with distances up to 2") || len(reply) > MaxShortReply {
		t.Errorf("a folder of 2-piece databases: %q, %v", reply, ok)
	}
	if reply, ok := e.Command("set check_wld_dir " + dir + "/missing"); ok || !strings.Contains(reply, "no such directory") {
		t.Errorf("a missing folder: %q, %v", reply, ok)
	}
}

// TestEloMessage: a word for elo is refused with one plain sentence.
func TestEloMessage(t *testing.T) {
	reply, ok := New("1.2.3").Command("set elo abc")
	if ok || strings.Count(reply, "full strength") != 1 || !strings.Contains(reply, `got "abc"`) {
		t.Errorf("set elo abc: %q, %v", reply, ok)
	}
}
