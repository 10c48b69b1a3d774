// Fuzz tests: the parsers never panic, and what they accept round-trips.

package movegen

import "testing"

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{"W:W21-32:B1-12", "B:WK4,28:B5,K30", "W:Wa1,Kd4:Bh8", "W:W31-50:B1-20", `"W:W1:B2".`, "W::", "B:W9-5"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, vi uint8, s string) {
		v := Variants[int(vi)%len(Variants)]
		p, err := ParseFEN(v, s)
		if err != nil {
			return
		}
		q, err := ParseFEN(v, p.FEN())
		if err != nil || q != p {
			t.Fatalf("%s: accepted %q but its FEN %q does not round-trip (%v)", v, s, p.FEN(), err)
		}
		var l MoveList
		p.Generate(&l)
	})
}

func FuzzParseHubPosition(f *testing.F) {
	for _, v := range Variants {
		p := StartPosition(v)
		f.Add(uint8(v), p.HubString())
	}
	f.Fuzz(func(t *testing.T, vi uint8, s string) {
		v := Variants[int(vi)%len(Variants)]
		p, err := ParseHubPosition(v, s)
		if err != nil {
			return
		}
		q, err := ParseHubPosition(v, p.HubString())
		if err != nil || q != p {
			t.Fatalf("%s: accepted %q but it does not round-trip", v, s)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	seeds := []struct {
		v   Variant
		fen string
		mv  string
	}{
		{Italian, "W:W29:B26,18,10", "29x22x13x6"},
		{Italian, "W:W21-32:B1-12", "22-18"},
		{International, "W:W32:B27,17", "32x12x27x17"},
		{Dameo, "W:We2:Be3,f4,g5", "e2xe4xg4xg6"},
		{Dameo, "B:Wd3,e3:Bd4,c8,c7,c6", "c8-c5"},
	}
	for _, s := range seeds {
		f.Add(uint8(s.v), s.fen, s.mv)
	}
	f.Fuzz(func(t *testing.T, vi uint8, fen, mv string) {
		v := Variants[int(vi)%len(Variants)]
		p, err := ParseFEN(v, fen)
		if err != nil {
			return
		}
		m, err := p.ParseMove(mv)
		if err != nil {
			return
		}
		var l MoveList
		p.Generate(&l)
		legal := false
		for _, x := range l.Slice() {
			legal = legal || x == m
		}
		if !legal {
			t.Fatalf("%s %s: ParseMove(%q) returned an illegal move", v, fen, mv)
		}
	})
}
