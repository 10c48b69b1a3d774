// Tests of the message codec: known encodings, round trips, validation.

package dxp

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// pad space-pads a name to the 32-character field.
func pad(s string) string { return s + strings.Repeat(" ", nameWidth-len(s)) }

func mustFEN(t testing.TB, fen string) movegen.Position {
	t.Helper()
	p, err := movegen.ParseFEN(intl, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEncodeDecode(t *testing.T) {
	setup := mustFEN(t, "B:W32,K46:B9,17,18,20,27,28,38")
	board := []byte(strings.Repeat("e", boardWidth))
	for _, sq := range []int{9, 17, 18, 20, 27, 28, 38} {
		board[sq-1] = 'z'
	}
	board[32-1], board[46-1] = 'w', 'W'
	setupBoard := "Z" + string(board)
	tests := []struct {
		name string
		msg  Message
		text string
	}{
		{"request initial", GameRequest{Version: 1, Initiator: "damaengine", FollowerColour: movegen.Black, Minutes: 5, Moves: 75, Start: movegen.StartPosition(intl)},
			"R01" + pad("damaengine") + "Z005075A"},
		{"request setup", GameRequest{Version: 1, Initiator: "x", FollowerColour: movegen.White, Minutes: 120, Moves: 0, Start: setup},
			"R01" + pad("x") + "W120000B" + setupBoard},
		{"accept", GameAccept{Follower: "Scan 2.0", Code: Accepted}, "A" + pad("Scan 2.0") + "0"},
		{"decline", GameAccept{Follower: "", Code: DeclinedAll}, "A" + pad("") + "3"},
		{"quiet move", MoveMessage{Seconds: 12, From: 32, To: 28}, "M0012322800"},
		{"capture", MoveMessage{Seconds: 9999, From: 32, To: 43, Captured: []int{38, 17, 28, 27, 18}},
			"M9999324305" + "3817282718"},
		{"end win stop", GameEnd{Reason: EndWin, Stop: true}, "E31"},
		{"end unknown", GameEnd{Reason: EndUnknown}, "E00"},
		{"chat", Chat{Text: "hello, world"}, "Chello, world"},
		{"empty chat", Chat{}, "C"},
		{"back request", BackRequest{Move: 12, Side: movegen.Black}, "B012Z"},
		{"back refused", BackAccept{Code: BackUnsupported}, "K1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := Encode(tc.msg)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.text {
				t.Fatalf("Encode = %q\nwant     %q", b, tc.text)
			}
			got, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.msg) {
				t.Fatalf("Decode = %+v, want %+v", got, tc.msg)
			}
		})
	}
}

// TestDecodeLenient checks inputs that are valid though not as we write
// them: an explicit initial position, a name with trailing spaces.
func TestDecodeLenient(t *testing.T) {
	initial := "W" + strings.Repeat("z", 20) + strings.Repeat("e", 10) + strings.Repeat("w", 20)
	m, err := Decode([]byte("R01" + pad("Kingsrow") + "W002050B" + initial))
	if err != nil {
		t.Fatal(err)
	}
	r := m.(GameRequest)
	if !isInitial(&r.Start) || r.Initiator != "Kingsrow" || r.FollowerColour != movegen.White || r.Minutes != 2 || r.Moves != 50 {
		t.Fatalf("got %+v", r)
	}
	if b, _ := Encode(r); !strings.HasSuffix(string(b), "A") {
		t.Fatalf("the initial position is re-encoded as %q, want A", b)
	}
}

func TestDecodeErrors(t *testing.T) {
	req := "R01" + pad("x") + "Z005075"
	tests := []struct{ name, text, want string }{
		{"empty", "", "empty message"},
		{"unknown type", "Xhello", "unknown message type"},
		{"lower-case type", "m0012322800", "unknown message type"},
		{"request short", "R01" + pad("x"), "too short"},
		{"request version letters", "Rv1" + pad("x") + "Z005075A", "version"},
		{"request colour", "R01" + pad("x") + "B005075A", "follower colour"},
		{"request minutes", "R01" + pad("x") + "Z0 5075A", "minutes"},
		{"request moves", "R01" + pad("x") + "Z005-75A", "moves"},
		{"request start kind", req + "C", "start position"},
		{"request trailing", req + "AA", "too many"},
		{"request board short", req + "BW" + strings.Repeat("e", 49), "too short"},
		{"request board piece", req + "BW" + strings.Repeat("e", 49) + "b", "want w, z, W, Z or e"},
		{"request board side", req + "BB" + strings.Repeat("e", 50), "colour to move"},
		{"request man on promotion row", req + "BW" + "w" + strings.Repeat("e", 49), "promotion row"},
		{"accept short", "A" + pad("x"), "too short"},
		{"accept code", "A" + pad("x") + "y", "acceptance code"},
		{"move short", "M00123228", "too short"},
		{"move seconds", "M00a2322800", "seconds"},
		{"move square 0", "M0012002800", "from square 0"},
		{"move square 51", "M0012325100", "to square 51"},
		{"move count", "M0012322821", "more than 20"},
		{"move count letters", "M00123228x1", "captured count"},
		{"move captured missing", "M0012324302" + "38", "too short"},
		{"move captured extra", "M0012324301" + "3817", "too many"},
		{"move captured twice", "M0012324302" + "3838", "listed twice"},
		{"move captured square", "M0012324301" + "99", "captured square 99"},
		{"end reason", "E41", "reason"},
		{"end stop", "E12", "stop code"},
		{"end short", "E1", "too short"},
		{"back short", "B01", "too short"},
		{"back colour", "B001X", "colour to move"},
		{"back accept code", "K3", "back code"},
		{"nul inside", "Chel\x00lo", "NUL"},
		{"too long", "C" + strings.Repeat("x", maxMessage), "longer than"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Decode([]byte(tc.text))
			if err == nil {
				t.Fatalf("Decode(%q) = %+v, want an error", tc.text, m)
			}
			if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q: want ErrMalformed mentioning %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q spans lines", err)
			}
		})
	}
}

func TestEncodeErrors(t *testing.T) {
	tests := []struct {
		name string
		msg  Message
	}{
		{"long name", GameAccept{Follower: strings.Repeat("n", nameWidth+1)}},
		{"minutes", GameRequest{Version: 1, Minutes: 1000, Start: movegen.StartPosition(intl)}},
		{"italian start", GameRequest{Version: 1, Minutes: 5, Start: movegen.StartPosition(movegen.Italian)}},
		{"seconds", MoveMessage{Seconds: 10000, From: 1, To: 6}},
		{"negative seconds", MoveMessage{Seconds: -1, From: 1, To: 6}},
		{"square", MoveMessage{From: 51, To: 6}},
		{"captured square", MoveMessage{From: 1, To: 12, Captured: []int{0}}},
		{"too many captured", MoveMessage{From: 1, To: 12, Captured: make([]int, maxCaptured+1)}},
		{"reason", GameEnd{Reason: 4}},
		{"chat nul", Chat{Text: "a\x00b"}},
		{"chat long", Chat{Text: strings.Repeat("x", maxMessage)}},
		{"back code", BackAccept{Code: 3}},
		{"back move", BackRequest{Move: 1000}},
	}
	for _, tc := range tests {
		if b, err := Encode(tc.msg); err == nil {
			t.Errorf("%s: Encode = %q, want an error", tc.name, b)
		}
	}
}
