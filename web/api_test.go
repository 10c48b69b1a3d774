// Tests of the HTTP+JSON API through httptest: safety checks, bad input, play, files and analysis.

package web

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

func TestForeignHostAndOriginAreRejected(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	cases := []struct {
		name, host, origin string
		want               int
	}{
		{"loopback", "", "", http.StatusOK},
		{"localhost", "localhost:8080", "", http.StatusOK},
		{"same origin", "", "same", http.StatusOK},
		{"rebinding host", "evil.example:8080", "", http.StatusForbidden},
		{"public IP host on loopback", "192.168.1.9:8080", "", http.StatusForbidden},
		{"foreign origin", "", "http://evil.example", http.StatusForbidden},
		{"null origin", "", "null", http.StatusForbidden},
		{"cross-site fetch", "", "cross-site", http.StatusForbidden},
	}
	for _, c := range cases {
		req, _ := http.NewRequest("GET", ts.URL+"/api/state", nil)
		if c.host != "" {
			req.Host = c.host
		}
		switch c.origin {
		case "same":
			req.Header.Set("Origin", ts.URL)
		case "cross-site":
			req.Header.Set("Sec-Fetch-Site", "cross-site")
		case "":
		default:
			req.Header.Set("Origin", c.origin)
		}
		res, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var body strings.Builder
		bufio.NewReader(res.Body).WriteTo(&body)
		res.Body.Close()
		if res.StatusCode != c.want {
			t.Errorf("%s: status %d, want %d (%s)", c.name, res.StatusCode, c.want, body.String())
		}
		if c.want == http.StatusForbidden && strings.Count(strings.TrimSpace(body.String()), "\n") != 0 {
			t.Errorf("%s: the message is not one line: %q", c.name, body.String())
		}
	}
}

func TestALinkFromAnotherSiteOpensThePage(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	req, _ := http.NewRequest("GET", ts.URL+"/", nil)
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		t.Fatalf("status %d, CSP %q", res.StatusCode, res.Header.Get("Content-Security-Policy"))
	}
}

func TestAllowedHostAndPublicListener(t *testing.T) {
	s := New(Options{AllowHosts: []string{"board.lan"}, Player: testSettings(1)})
	if !s.hostAllowed("board.lan:8080") || s.hostAllowed("other.lan:8080") || s.hostAllowed("10.0.0.2:80") {
		t.Fatal("AllowHosts: want board.lan only, no IP hosts on a loopback listener")
	}
	s.public = true
	if !s.hostAllowed("10.0.0.2:80") || s.hostAllowed("evil.example") {
		t.Fatal("public listener: want IP hosts, still no foreign names")
	}
}

func TestBodiesAreBoundedAndJSON(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	big := map[string]string{"text": strings.Repeat("x", maxBody+1)}
	if code, out := call(t, ts, "POST", "/api/move", big); code != http.StatusRequestEntityTooLarge || !strings.Contains(out["error"].(string), "over") {
		t.Errorf("large body: %d %v", code, out)
	}
	res, err := ts.Client().Post(ts.URL+"/api/move", "text/plain", strings.NewReader(`{"text":"22-18"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("form post: status %d, want 415", res.StatusCode)
	}
}

func TestBadInputGivesAClearError(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	start := movegen.StartPosition(movegen.Italian)
	cases := []struct {
		path string
		body any
		want string
	}{
		{"/api/new", map[string]string{"fen": "W:W99:B1"}, "bad FEN"},
		{"/api/new", map[string]string{"variant": "chess"}, "unknown variant"},
		{"/api/new", map[string]any{"fen": start.FEN(), "opening": map[string]any{"file": "italian-11man-ballots.fen", "index": 1}}, "not both"},
		{"/api/move", map[string]string{"text": "22-17"}, "illegal move"},
		{"/api/move", map[string]string{"text": "banana"}, "bad move"},
		{"/api/move", map[string]string{"text": ""}, "no move given"},
		{"/api/move", map[string]any{"legal": 99, "fen": start.FEN()}, "no legal move 99"},
		{"/api/move", map[string]any{"legal": 0, "fen": "W:W1:B2"}, "position has changed"},
		{"/api/move", map[string]any{"bogus": 1}, "bad JSON"},
		{"/api/undo", map[string]int{"plies": 1}, "cannot take back"},
		{"/api/goto", map[string]int{"ply": 3}, "outside the game"},
		{"/api/pdn", map[string]any{"pdn": "1. 22-18 99-14 *"}, "bad PDN"},
		{"/api/pdn", map[string]any{"pdn": "   "}, "no game"},
		{"/api/engine-move", map[string]any{"strength": map[string]any{"mode": "depth", "value": 0}}, "depth 0 out of range 1..120"},
		{"/api/engine-move", map[string]any{"strength": map[string]any{"mode": "movetime", "value": 1000000000}}, "out of range 1..60000"},
		{"/api/engine-move", map[string]any{"strength": map[string]any{"mode": "movetime", "value": json.Number("1e9")}},
			"strength.value must be a whole number (depth 1..120, movetime 1..60000 ms, nodes 1..2000000000), not number 1e9"},
		{"/api/analyse-game", map[string]any{"depth": 0}, "depth 0 out of range 6..16"},
		{"/api/analyse-game", map[string]any{"depth": 1}, "depth 1 out of range 6..16"},
		{"/api/analyse-game", map[string]any{"depth": 99999}, "depth 99999 out of range 6..16"},
		{"/api/analyse-game", map[string]any{"depth": "deep"}, "depth must be a whole number (6..16), not string"},
		{"/api/goto", map[string]any{"ply": true}, "ply must be a whole number, not bool"},
		{"/api/engine-move", map[string]any{"strength": map[string]any{"mode": "luck", "value": 3}}, "unknown strength"},
		{"/api/new", map[string]any{"opening": map[string]any{"file": "../go.mod", "index": 0}}, "not an opening file"},
		{"/api/new", map[string]any{"opening": map[string]any{"file": "italian-11man-ballots.fen", "index": 2401}}, "opening index 2401 out of range 1..2400"},
		{"/api/new", map[string]any{"opening": map[string]any{"file": "italian-11man-ballots.fen", "index": -1}}, "opening index -1 out of range 1..2400"},
	}
	for _, c := range cases {
		code, out := call(t, ts, "POST", c.path, c.body)
		msg, _ := out["error"].(string)
		if code != http.StatusBadRequest || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%s %v: %d %q, want 400 and %q", c.path, c.body, code, msg, c.want)
		}
	}
	// The game is still there and playable.
	st := mustState(t, ts, "POST", "/api/move", map[string]string{"text": "22-18"})
	if st.Ply != 1 || st.Moves[0] != "22-18" {
		t.Fatalf("after the errors: ply %d moves %v", st.Ply, st.Moves)
	}
}

func TestCaptureRoutesAreSeparateMoves(t *testing.T) {
	for v, fen := range routeFENs {
		_, ts := newTestServer(t, v)
		st := mustState(t, ts, "POST", "/api/new", map[string]string{"variant": v.String(), "fen": fen})
		if len(st.Legal) != 2 {
			t.Fatalf("%s: %d legal moves, want the 2 routes", v, len(st.Legal))
		}
		a, b := st.Legal[0], st.Legal[1]
		if a.Path[0] != b.Path[0] || a.Path[len(a.Path)-1] != b.Path[len(b.Path)-1] || a.Text == b.Text {
			t.Fatalf("%s: %v and %v are not two routes between the same squares", v, a, b)
		}
		one := 1
		st = mustState(t, ts, "POST", "/api/move", moveRequest{Legal: &one, FEN: st.FEN})
		if st.Moves[0] != b.Text || st.Last == nil || strings.Join(st.Last.Path, " ") != strings.Join(b.Path, " ") {
			t.Fatalf("%s: played %v, want the second route %s", v, st.Moves, b.Text)
		}
		for _, sq := range b.Captured {
			if st.Board[sq] != "" {
				t.Errorf("%s: captured square %s still holds %s", v, sq, st.Board[sq])
			}
		}
	}
}

func TestPlayAgainstTheEngineUntilTheEnd(t *testing.T) {
	_, ts := newTestServer(t, movegen.Dameo)
	st := mustState(t, ts, "GET", "/api/state", nil)
	for i := 0; i < 400 && !st.Outcome.Over; i++ {
		if i%2 == 0 {
			st = mustState(t, ts, "POST", "/api/move", moveRequest{Legal: new(int), FEN: st.FEN})
			continue
		}
		st = mustState(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 2}})
	}
	if !st.Outcome.Over || st.Outcome.Reason == "" || len(st.Legal) != 0 {
		t.Fatalf("after %d plies: outcome %+v, %d legal moves", st.Ply, st.Outcome, len(st.Legal))
	}
	code, out := call(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 2}})
	if code != http.StatusBadRequest || !strings.Contains(out["error"].(string), "game is over") {
		t.Fatalf("engine move after the end: %d %v", code, out)
	}
}

func TestPDNRoundTripAndGamePicker(t *testing.T) {
	_, ts := newTestServer(t, movegen.International)
	for _, m := range []string{"32-28", "19-23", "28x19", "14x23"} {
		mustState(t, ts, "POST", "/api/move", map[string]string{"text": m})
	}
	_, out := call(t, ts, "GET", "/api/pdn", nil)
	text := out["pdn"].(string)
	if !strings.Contains(text, `[GameType "20"]`) || !strings.Contains(text, "1. 32-28 19-23 2. 28x19 14x23") {
		t.Fatalf("export:\n%s", text)
	}
	mustState(t, ts, "POST", "/api/new", map[string]string{"variant": "italian"})
	two := text + strings.Replace(text, "2. 28x19 14x23", "2. 28x19 13x24", 1)
	_, list := call(t, ts, "POST", "/api/pdn", pdnRequest{PDN: two})
	if games, _ := list["games"].([]any); len(games) != 2 {
		t.Fatalf("two games: reply %v", list)
	}
	st := mustState(t, ts, "POST", "/api/pdn", pdnRequest{PDN: two, Game: 2})
	if st.Variant != "international" || strings.Join(st.Moves, " ") != "32-28 19-23 28x19 13x24" || st.Ply != 4 {
		t.Fatalf("game 2: %s %v at ply %d", st.Variant, st.Moves, st.Ply)
	}
}

func TestAnalysisStreamsAndStopsOnDisconnect(t *testing.T) {
	s, ts := newTestServer(t, movegen.Italian)
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+"/api/analysis?multipv=2", nil)
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(res.Body)
	var first lineJSON
	for sc.Scan() {
		if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok && strings.Contains(data, "multipv") {
			if err := json.Unmarshal([]byte(data), &first); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if first.Depth < 1 || first.PV == "" || first.Score == "" {
		t.Fatalf("first line: %+v", first)
	}
	cancel()
	res.Body.Close()
	// The engine is free again: an engine move returns at once.
	start := time.Now()
	mustState(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 3}})
	if d := time.Since(start); d > 20*time.Second {
		t.Fatalf("engine move took %v after the analysis was dropped", d)
	}
	s.anMu.Lock()
	defer s.anMu.Unlock()
	if s.analysis != nil {
		t.Fatal("an analysis is still registered")
	}
}

func TestEngineMoveInterruptsAnAnalysis(t *testing.T) {
	_, ts := newTestServer(t, movegen.International)
	res, err := ts.Client().Get(ts.URL + "/api/analysis")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	done := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "event: done") {
				done <- sc.Text()
				return
			}
		}
		done <- "no done event"
	}()
	st := mustState(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"nodes", 2000}})
	if st.Ply != 1 {
		t.Fatalf("ply %d after the engine's move", st.Ply)
	}
	select {
	case got := <-done:
		if got != "event: done" {
			t.Fatal(got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the analysis did not end")
	}
}

func TestWholeGameAnalysisMarksABlunder(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	// White gives a man away: 22-18 lets Black take it (14x21).
	mustState(t, ts, "POST", "/api/new", map[string]string{"fen": "W:W22,31:B14,1"})
	mustState(t, ts, "POST", "/api/move", map[string]string{"text": "22-18"})
	st := mustState(t, ts, "POST", "/api/analyse-game", map[string]int{"depth": 6})
	if len(st.Review) != 2 || !st.Review[1].Blunder || st.Review[0].Best == "" {
		t.Fatalf("review: %+v", st.Review)
	}
}

// TestOpeningsAreListedAndPlayed: without Options.Openings the server
// offers the shipped sets wherever it runs, numbered from 1.
func TestOpeningsAreListedAndPlayed(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	_, out := call(t, ts, "GET", "/api/openings?variant=italian", nil)
	files, _ := out["files"].([]any)
	if len(files) != 1 || files[0].(map[string]any)["file"] != "italian-11man-ballots.fen" || files[0].(map[string]any)["count"] != 2400.0 {
		t.Fatalf("openings: %v", out)
	}
	st := mustState(t, ts, "POST", "/api/new", map[string]any{"opening": map[string]any{"file": "italian-11man-ballots.fen", "index": 1}})
	if st.FEN != mustFEN(t, "W:W24,23,22,21,27,26,25,32,31,30,29:B4,3,2,1,7,6,5,11,10,9,15") {
		t.Fatalf("opening 1: %s", st.FEN)
	}
	st = mustState(t, ts, "POST", "/api/new", map[string]any{"opening": map[string]any{"file": "italian-11man-ballots.fen"}})
	if start := movegen.StartPosition(movegen.Italian); len(st.Moves) != 0 || st.FEN == start.FEN() {
		t.Fatalf("a random opening: %s", st.FEN)
	}
}

// TestOpeningsFromAFolder: Options.Openings offers the files of that
// folder instead, those of each variant.
func TestOpeningsFromAFolder(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"italian-mine.fen": "W:W21-32:B1-12\nB:W21-32:B1-12\n", "notes.txt": "x\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ts := httptest.NewServer(New(Options{Variant: movegen.Italian, Player: testSettings(1), Openings: dir}))
	defer ts.Close()
	for v, want := range map[string]string{"italian": "italian-mine.fen (2)", "dameo": ""} {
		_, out := call(t, ts, "GET", "/api/openings?variant="+v, nil)
		var got []string
		for _, f := range out["files"].([]any) {
			got = append(got, fmt.Sprintf("%s (%v)", f.(map[string]any)["file"], f.(map[string]any)["count"]))
		}
		if strings.Join(got, " ") != want || out["folder"] != dir {
			t.Errorf("%s: %v, want %q", v, out, want)
		}
	}
	st := mustState(t, ts, "POST", "/api/new", map[string]any{"opening": map[string]any{"file": "italian-mine.fen", "index": 2}})
	if st.Side != "black" {
		t.Fatalf("opening 2 of italian-mine.fen: %s", st.FEN)
	}
	if code, out := call(t, ts, "POST", "/api/new", map[string]any{"opening": map[string]any{"file": "italian-11man-ballots.fen", "index": 1}}); code != http.StatusBadRequest {
		t.Fatalf("a shipped set outside the folder: %d %v", code, out)
	}
}

func mustFEN(t *testing.T, fen string) string {
	p, err := movegen.ParseFEN(movegen.Italian, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p.FEN()
}

// TestEndgameDatabasesAreUsed: with the databases named, the engine's
// move in a 2-king ending is scored as the database's win, which a
// depth-2 search alone cannot see (the win takes 7 plies).
func TestEndgameDatabasesAreUsed(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 2, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	for _, named := range []bool{true, false} {
		o := Options{Variant: movegen.Italian, Player: testSettings(1)}
		if named {
			o.Player.EGDB.Path = dir
		}
		ts := httptest.NewServer(New(o))
		score := ""
		// The slices load in the background: the first searches may miss them.
		for try := 0; try < 50 && !strings.HasPrefix(score, "White wins"); try++ {
			mustState(t, ts, "POST", "/api/fen", map[string]string{"variant": "italian", "fen": "W:WK10:BK31"})
			_, out := call(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 2}})
			score, _ = out["engine"].(map[string]any)["score"].(string)
			time.Sleep(10 * time.Millisecond)
		}
		ts.Close()
		if won := strings.HasPrefix(score, "White wins"); won != named {
			t.Errorf("databases named %v: the engine's score %q", named, score)
		}
	}
}

// TestPDNExportKeepsTags: a game imported with its own Date, Round and
// other tags comes back with every one of them.
func TestPDNExportKeepsTags(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	game := "[Event \"Club\"]\n[Date \"1999.05.01\"]\n[Round \"3b\"]\n[White \"A\"]\n[Black \"B\"]\n[Annotator \"C\"]\n[GameType \"22\"]\n\n1. 22-18 10-14 *\n"
	mustState(t, ts, "POST", "/api/pdn", pdnRequest{PDN: game})
	_, out := call(t, ts, "GET", "/api/pdn", nil)
	text := out["pdn"].(string)
	for _, want := range []string{`[Event "Club"]`, `[Date "1999.05.01"]`, `[Round "3b"]`, `[White "A"]`, `[Annotator "C"]`, "1. 22-18 10-14"} {
		if !strings.Contains(text, want) {
			t.Errorf("export lacks %s:\n%s", want, text)
		}
	}
}

// TestAPIMissesAnswerJSON: an unknown API path is a 404 and a known one
// asked with the wrong method a 405 with Allow, both in the API's JSON.
func TestAPIMissesAnswerJSON(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	for _, c := range []struct {
		method, path string
		code         int
	}{
		{"GET", "/api/nothing", http.StatusNotFound},
		{"POST", "/api/nothing", http.StatusNotFound},
		{"GET", "/api/move", http.StatusMethodNotAllowed},
		{"POST", "/api/state", http.StatusMethodNotAllowed},
	} {
		code, out := call(t, ts, c.method, c.path, map[string]any{})
		if code != c.code || out["error"] == nil {
			t.Errorf("%s %s: %d %v, want %d and a JSON error", c.method, c.path, code, out, c.code)
		}
	}
}

// TestTwoJSONValuesRefused: a body of two JSON values is bad input, not
// its first value.
func TestTwoJSONValuesRefused(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	req, err := http.NewRequest("POST", ts.URL+"/api/move", strings.NewReader(`{"text": "22-18"} {"text": "10-14"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	if msg, _ := out["error"].(string); res.StatusCode != http.StatusBadRequest || !strings.Contains(msg, "more than one JSON value") {
		t.Errorf("two JSON values: %d %v", res.StatusCode, out)
	}
	if st := mustState(t, ts, "GET", "/api/state", nil); st.Ply != 0 {
		t.Errorf("the refused body played a move: ply %d", st.Ply)
	}
}
