package player

import (
	"strconv"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// TestHubScore: men with two decimals, ordinary scores below 90, wins of
// the search and of the databases alike as 100 - plies/100, wins without
// a distance from 90.05 to 90.95, which readers of Scan's scale take for
// wins.
func TestHubScore(t *testing.T) {
	tests := []struct {
		score int
		want  string
	}{
		{0, "0.00"}, {123, "1.23"}, {-5, "-0.05"}, {-250, "-2.50"},
		{search.Mate - 5, "99.95"}, {search.Mate - 1, "99.99"}, {-(search.Mate - 4), "-99.96"},
		{9500, "89.99"}, {-9500, "-89.99"},
		{search.EGDBWin - 7, "99.93"}, {-(search.EGDBWin - 12), "-99.88"},
		{search.EGDBWin - 382, "96.18"}, {search.Mate - search.MaxPly, "98.72"},
		// Wins known without their distance: 90.50 plus a hundredth for
		// every 40 centi-men of the evaluation they carry, within 90.05
		// and 90.95.
		{search.WLDWin + 250, "90.56"}, {search.WLDWin - 1500, "90.13"}, {search.WLDWin + 1999, "90.95"},
		{search.WLDWin - 1999, "90.05"}, {-(search.WLDWin + 40), "-90.51"},
	}
	for _, tt := range tests {
		if got := HubScore(tt.score); got != tt.want {
			t.Errorf("HubScore(%d) = %s, want %s", tt.score, got, tt.want)
		}
	}
}

// TestScoreTexts: men with a sign, or the end foreseen in plies, from the
// side to move's view or turned to White's.
func TestScoreTexts(t *testing.T) {
	if got := ScoreText(35, "win", "loss"); got != "+0.35" {
		t.Errorf("ScoreText(35) = %q", got)
	}
	if got := ScoreText(-(search.EGDBWin - 9), "win", "loss"); got != "loss 9 plies" {
		t.Errorf("a database loss in 9: %q", got)
	}
	if got := WhiteScoreText(search.Mate-7, movegen.Black); got != "Black wins in 7 plies" {
		t.Errorf("Black to move winning in 7: %q", got)
	}
	if got := WhiteScoreText(-(search.WLDWin + 300), movegen.White); got != "Black wins" {
		t.Errorf("White to move, lost without a distance: %q", got)
	}
	if got := WhiteMen(search.WLDWin, movegen.Black); got != -100 {
		t.Errorf("Black to move winning without a distance: %v men for White", got)
	}
	if got := WhiteScoreText(-120, movegen.Black); got != "+1.20" {
		t.Errorf("Black to move, -1.20 for Black: %q", got)
	}
}

// TestKnownWinsReadAsWins: every score a win without a distance can have
// reads as a win by pydraughts' rule (int(float(score) * 100) above 9000)
// and by Scan's (|score| of 90 and more), ranks by its progress, and
// stays below the longest win with a distance.
func TestKnownWinsReadAsWins(t *testing.T) {
	longest, _ := strconv.ParseFloat(HubScore(search.EGDBBound), 64)
	last := 0.0
	for progress := -search.WLDProgress; progress <= search.WLDProgress; progress++ {
		for _, sign := range []int{1, -1} {
			text := HubScore(sign * (search.WLDWin + progress))
			x, err := strconv.ParseFloat(text, 64)
			if err != nil {
				t.Fatal(err)
			}
			if cm := int(x * 100); cm*sign <= 9000 || x*float64(sign) < 90 || x*float64(sign) >= longest {
				t.Fatalf("progress %d: %s (read as %d centi-men)", progress, text, cm)
			}
			if sign == 1 && x < last {
				t.Fatalf("progress %d: %s below the score of less progress %.2f", progress, text, last)
			}
			if sign == 1 {
				last = x
			}
		}
	}
}
