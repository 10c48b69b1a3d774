package match

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestClockUseOfHandMadeGames checks the figures against values worked
// out by hand, with a game where Black moves first.
func TestClockUseOfHandMadeGames(t *testing.T) {
	games := []GameJSON{
		{White: "a", Black: "b", Start: "W:W21:B1", Plies: 4, MoveMs: []int64{10, 100, 30, 300}},
		{White: "b", Black: "a", Start: "B:W21:B1", Plies: 3, MoveMs: []int64{20, 200, 40}}, // a moves first, as Black
		{White: "a", Black: "b", Start: "W:W21:B1", Plies: 2},                               // resumed from a PDN: no times
	}
	ms := time.Millisecond
	// a: 10 30 | 20 40 -> 100 ms in 2 games; b: 100 300 | 200 -> 600 ms in 2 games.
	want := map[string]ClockUse{
		"a": {Games: 2, Moves: 4, PerGame: 50 * ms, Mean: 25 * ms, Median: 20 * ms, P99: 40 * ms, Max: 40 * ms},
		"b": {Games: 2, Moves: 3, PerGame: 300 * ms, Mean: 200 * ms, Median: 200 * ms, P99: 300 * ms, Max: 300 * ms},
		"c": {},
	}
	for name, w := range want {
		if got := ClockUseOf(games, name); got != w {
			t.Errorf("%s: %+v, want %+v", name, got, w)
		}
	}
}

// TestClockUsePercentile checks the nearest-rank 99th percentile on 200
// moves of 1..200 ms: rank 198.
func TestClockUsePercentile(t *testing.T) {
	g := GameJSON{White: "a", Black: "b", Start: "W:W21:B1", Plies: 400}
	for i := range 400 {
		g.MoveMs = append(g.MoveMs, int64(i/2+1)) // a and b each get 1..200
	}
	u := ClockUseOf([]GameJSON{g}, "a")
	if u.P99 != 198*time.Millisecond || u.Median != 100*time.Millisecond || u.Max != 200*time.Millisecond {
		t.Errorf("%+v: want 99th percentile 198 ms, median 100 ms, longest 200 ms", u)
	}
}

// TestMatchRecordsMoveTimes plays two engines that think at least 20 and
// 80 ms a move and checks that every move's time is kept, charged to the
// engine that played it, and summed up in the summary.
func TestMatchRecordsMoveTimes(t *testing.T) {
	cfg := fakeConfig(fake(t, "quick", "mode=slow", "delay=20"), fake(t, "slow", "mode=slow", "delay=80"), 2)
	cfg.MaxPlies = 8
	r, _ := runMatch(t, cfg)
	for _, g := range r.Games {
		if len(g.MoveMs) != g.Plies || g.Plies == 0 {
			t.Fatalf("game %d: %d move times for %d plies", g.Round, len(g.MoveMs), g.Plies)
		}
		for i, ms := range g.MoveMs {
			if floor := map[string]int64{"quick": 20, "slow": 80}[moverName(&g, i)]; ms < floor {
				t.Errorf("game %d ply %d: %d ms by %s, which sleeps %d ms", g.Round, i+1, ms, moverName(&g, i), floor)
			}
		}
	}
	quick, slow := ClockUseOf(r.Games, "quick"), ClockUseOf(r.Games, "slow")
	if quick.Games != 2 || slow.Games != 2 || quick.Moves+slow.Moves != 16 {
		t.Errorf("quick %+v, slow %+v: want 2 games each and 16 moves", quick, slow)
	}
	if quick.Median >= 80*time.Millisecond {
		t.Errorf("quick's median %v: the slow engine's moves charged to it?", quick.Median)
	}
	var out bytes.Buffer
	WriteSummary(&out, r)
	for _, name := range []string{"quick", "slow"} {
		if !strings.Contains(out.String(), "Clock use of "+name+": ") {
			t.Errorf("summary without %s's clock use:\n%s", name, out.String())
		}
	}
}

// TestReadReportRefusesBadMoveTimes checks that move times that do not
// fit the game are refused.
func TestReadReportRefusesBadMoveTimes(t *testing.T) {
	for _, c := range []struct{ name, times, want string }{
		{"too few", "[5]", "1 move times for 2 plies"},
		{"negative", "[5, -1]", "negative move time"},
	} {
		doc := `{"version":1,"wins":0,"draws":1,"losses":0,"pentanomial":[0,0,0,0,0],"white_draw_black":[0,1,0],
			"first_as_white":[0,1,0],"terminations":{"max plies":1},
			"games":[{"round":1,"first_points":1,"plies":2,"move_ms":` + c.times + `}]}`
		if _, err := ReadReport(strings.NewReader(doc), "r.json"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
