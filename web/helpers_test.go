// Shared helpers of the web tests: a served Server and JSON calls.

package web

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// routeFENs are positions where two capture routes of one piece end on
// the same square, taking different pieces.
var routeFENs = map[movegen.Variant]string{
	movegen.Italian:       "W:W31:B12,19,20,27,28",                 // 31x22x15x8 or 31x24x15x8
	movegen.International: "W:WK26:B11,13,29,31,34,35,45",          // 26x42x24x2x16 or 26x48x30x2x16
	movegen.Dameo:         "W:WKg4:Bc8,h7,b6,g5,a4,a2",             // g4xg6xa6xa3xa1 or g4xg8xa8xa3xa1
	movegen.Brazilian:     "W:WKg1:Bc7,e7,g7,d4,f4,b2",             // g1xc5xf8xh6xc1xa3 or g1xb6xd8xg5xc1xa3
	movegen.Russian:       "W:WKg1:Bc7,e7,g7,d4,f4,b2,h8",          // as Brazilian; h8 bars g1xb6xd8xf6xh8
	movegen.Killer:        "W:WK26:B11,13,29,31,34,35,45",          // as International: it takes men, no halt
	movegen.Antidraughts:  "W:WK26:B11,13,29,31,34,35,45",          // International's captures
	movegen.Frisian:       "W:WK26,27,28,44:B11,13,29,31,34,35,45", // as International; 27, 28 and 44 bar three more
	movegen.Frysk:         "W:WK26,27,28,44:B11,13,29,31,34,35,45", // Frisian's rules
}

// noRouteChoice are the variants where no position offers two capture
// routes of one piece between the same squares. In Breakthrough only men
// play (a king ends the game), and two routes of a man between the same
// squares close a loop that the capture goes on round (a man takes
// backwards too), so that both become one capture of every piece on it;
// among 20 million random positions of men, 521,739 of them with a choice
// of captures, none has two.
var noRouteChoice = map[movegen.Variant]bool{movegen.Breakthrough: true}

// testSettings are the default settings with a table of hashMB MiB and
// no databases.
func testSettings(hashMB int) player.Settings {
	set := player.DefaultSettings()
	set.HashMB, set.EGDB.Path = hashMB, player.EGDBOff
	return set
}

// newTestServer serves a new Server on a loopback test listener.
func newTestServer(t *testing.T, v movegen.Variant) (*Server, *httptest.Server) {
	t.Helper()
	s := New(Options{Variant: v, Player: testSettings(16)})
	ts := httptest.NewServer(s)
	t.Cleanup(func() {
		s.stopAnalysis()
		ts.Close()
	})
	return s, ts
}

// call sends a JSON request (body nil: none) and returns the status and
// the decoded reply.
func call(t *testing.T, ts *httptest.Server, method, path string, body any) (int, map[string]any) {
	t.Helper()
	var r io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, ts.URL+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := map[string]any{}
	if err := json.Unmarshal(raw, &out); err != nil {
		out["raw"] = strings.TrimSpace(string(raw))
	}
	return res.StatusCode, out
}

// mustState sends a request that must succeed and returns its state.
func mustState(t *testing.T, ts *httptest.Server, method, path string, body any) stateJSON {
	t.Helper()
	code, out := call(t, ts, method, path, body)
	if code != http.StatusOK {
		t.Fatalf("%s %s: %d %v", method, path, code, out["error"])
	}
	data, _ := json.Marshal(out)
	var st stateJSON
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	return st
}
