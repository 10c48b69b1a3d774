// Fuzz tests of what CheckerBoard hands the engine: command strings and
// boards.

package checkerboard

import (
	"encoding/binary"
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// FuzzCommand: any command string gets a reply within its bounds, "?"
// or an error line when it is not served, and a movelist that holds what
// it says.
func FuzzCommand(f *testing.F) {
	for _, s := range []string{
		"name", "get movelist B:W1:B", "get movelist W:WK30:BK26,K27,K18,20,10,K12", "set hashsize 32",
		"set gamehist W:WK29,21:BK4,12 29-25 4-8", "set elo 1500", "staticevaluation W:W21:B1", "set dbpath C:\\x",
		"get movelist W:W1,1:B", "set book -1", "get", "set", "\x00", strings.Repeat("get movelist ", 30),
	} {
		f.Add(s)
	}
	e := New("fuzz")
	f.Fuzz(func(t *testing.T, cmd string) {
		reply, ok := e.Command(cmd)
		switch {
		case strings.HasPrefix(reply, "movelist "):
			if len(reply) > MaxReply || !ok {
				t.Fatalf("%q: movelist of %d bytes, served %v", cmd, len(reply), ok)
			}
			count, moves, _ := strings.Cut(strings.TrimPrefix(reply, "movelist "), ",")
			n, err := strconv.Atoi(count)
			if err != nil || n > MaxListed || (n == 0) != (moves == "") || strings.Count(moves, ";") != n {
				t.Fatalf("%q: movelist %q", cmd, reply)
			}
		case len(reply) > MaxShortReply:
			t.Fatalf("%q: reply of %d bytes", cmd, len(reply))
		case !ok && reply != Unknown && !strings.HasPrefix(reply, "damaengine: "):
			t.Fatalf("%q: not served, but replied %q", cmd, reply)
		}
	})
}

// FuzzBoard: any board is read or refused without a panic, and a board
// read is written back the same.
func FuzzBoard(f *testing.F) {
	f.Add(make([]byte, 260), int32(1))
	sp := movegen.StartPosition(movegen.Italian)
	start := BoardOf(&sp)
	seed := make([]byte, 256)
	for x := range 8 {
		for y := range 8 {
			binary.LittleEndian.PutUint32(seed[4*(8*x+y):], uint32(start[x][y]))
		}
	}
	f.Add(seed, int32(2))
	f.Fuzz(func(t *testing.T, data []byte, color int32) {
		var b Board
		for i := 0; i < 64 && 4*i+4 <= len(data); i++ {
			b[i/8][i%8] = int32(binary.LittleEndian.Uint32(data[4*i:])) % 16
		}
		pos, err := PositionOf(&b, color)
		if err != nil {
			return
		}
		if back := BoardOf(&pos); back != b {
			t.Fatalf("board %v read as %s, written back as %v", b, pos.FEN(), back)
		}
		var m CBMove
		for from := int32(1); from <= Squares; from++ {
			IsLegal(&b, color, from, from%Squares+1, &m)
		}
	})
}
