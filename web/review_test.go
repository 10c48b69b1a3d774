// Tests of the whole-game analysis: its depth range, no ?? on ordinary
// moves, the annotated PDN, and the live analysis's multipv range.

package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// TestReviewMarksNoOrdinaryMove: at the default (and least) depth the
// ordinary openings 22-19 10-14 and 24-20 10-14, which a depth-1 review
// marked ??, carry no mark.
func TestReviewMarksNoOrdinaryMove(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	for _, first := range []string{"22-19", "24-20"} {
		mustState(t, ts, "POST", "/api/new", map[string]string{"variant": "italian"})
		mustState(t, ts, "POST", "/api/move", map[string]string{"text": first})
		mustState(t, ts, "POST", "/api/move", map[string]string{"text": "10-14"})
		st := mustState(t, ts, "POST", "/api/analyse-game", map[string]any{})
		if len(st.Review) != 3 || st.Review[1].Blunder || st.Review[2].Blunder {
			t.Errorf("%s 10-14: review %+v", first, st.Review)
		}
	}
}

// TestAnnotatedPDNAfterAReview: after a review GET /api/pdn?annotate=1
// gives the game with each move's score, the blunder marked ??, which
// pdn.Read reads back to the same moves; without a review it is refused.
func TestAnnotatedPDNAfterAReview(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	if code, out := call(t, ts, "GET", "/api/pdn?annotate=1", nil); code != http.StatusBadRequest || !strings.Contains(out["error"].(string), "no moves") {
		t.Fatalf("no moves: %d %v", code, out)
	}
	const fen = "W:W22,31:B14,1"
	mustState(t, ts, "POST", "/api/new", map[string]string{"fen": fen})
	mustState(t, ts, "POST", "/api/move", map[string]string{"text": "31-27"})
	mustState(t, ts, "POST", "/api/move", map[string]string{"text": "1-5"})
	st := mustState(t, ts, "POST", "/api/move", map[string]string{"text": "22-18"})
	if code, out := call(t, ts, "GET", "/api/pdn?annotate=1", nil); code != http.StatusBadRequest || !strings.Contains(out["error"].(string), "no whole-game analysis") {
		t.Fatalf("before the review: %d %v", code, out)
	}
	mustState(t, ts, "POST", "/api/analyse-game", map[string]int{"depth": 8})
	mustState(t, ts, "POST", "/api/goto", map[string]int{"ply": 1}) // the review survives navigation
	_, out := call(t, ts, "GET", "/api/pdn?annotate=1", nil)
	text, _ := out["pdn"].(string)
	for _, want := range []string{"22-18?? {", "1... 1-5 {", "White's view", "depth 8"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	games, err := pdn.Read(strings.NewReader(text), movegen.Italian)
	if err != nil || len(games) != 1 || games[0].Start.FEN() != mustFEN(t, fen) || len(games[0].Moves) != 3 {
		t.Fatalf("read back: %v %v\n%s", games, err, text)
	}
	start, _ := movegen.ParseFEN(movegen.Italian, fen)
	if got := pvText(&start, games[0].Moves); got != strings.Join(st.Moves, " ") {
		t.Errorf("moves read back %q, played %q", got, strings.Join(st.Moves, " "))
	}
	if code, out := call(t, ts, "GET", "/api/pdn?annotate=yes", nil); code != http.StatusBadRequest || !strings.Contains(out["error"].(string), "annotate=1") {
		t.Errorf("annotate=yes: %d %v", code, out)
	}
}

// TestMultiPVRange: multipv must be 1..5 (the page offers 1, 3 and 5);
// anything else is a 400 naming the range.
func TestMultiPVRange(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	for _, q := range []string{"abc", "0", "7", "2.5"} {
		code, out := call(t, ts, "GET", "/api/analysis?multipv="+q, nil)
		if msg, _ := out["error"].(string); code != http.StatusBadRequest || !strings.Contains(msg, "1..5") {
			t.Errorf("multipv=%s: %d %v", q, code, out)
		}
	}
}
