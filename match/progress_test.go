// The progress output: the score line exactly as cutechess-cli writes it,
// which engine testers' scripts parse, and our own line after it.

package match

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

func TestScoreLineIsCutechess(t *testing.T) {
	tally := &Tally{Wins: 10, Losses: 5, Draws: 25}
	// cutechess-cli: wins - losses - draws, two blanks, the score ratio
	// to three decimals in brackets, then the games played.
	if got, want := scoreLine("Stockfish", "Komodo", tally), "Score of Stockfish vs Komodo: 10 - 5 - 25  [0.562] 40"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	r := &run{cfg: Config{Engines: [2]EngineSpec{{Name: "a"}, {Name: "b"}}, Quiet: true}}
	var out bytes.Buffer
	r.cfg.Progress = &out
	tally = newTally()
	tally.Wins, tally.Losses, tally.Draws = 1, 2, 3
	r.progress(&GameRecord{}, tally, 10)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	// The regular expression of the usual cutechess-cli parsers.
	cutechess := regexp.MustCompile(`^Score of (.+) vs (.+): (\d+) - (\d+) - (\d+)  \[(\d\.\d{3})\] (\d+)$`)
	m := cutechess.FindStringSubmatch(lines[0])
	if m == nil || m[1] != "a" || m[2] != "b" || m[3] != "1" || m[4] != "2" || m[5] != "3" || m[6] != "0.417" || m[7] != "6" {
		t.Errorf("score line %q does not parse as cutechess-cli's: %q", lines[0], m)
	}
	if len(lines) != 2 || !strings.HasPrefix(lines[1], "Games 6 of 10 | Elo ") {
		t.Errorf("progress:\n%s", out.String())
	}
}
