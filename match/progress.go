// Live progress lines and the final summary table.

package match

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// progress prints the finished game (unless quiet) and the match's state.
func (r *run) progress(g *GameRecord, t *Tally, planned int) {
	w := r.cfg.Progress
	if w == nil {
		return
	}
	if !r.cfg.Quiet {
		fmt.Fprintf(w, "Finished %s\n", describeGame(g))
	}
	e := r.cfg.Engines
	fmt.Fprintln(w, scoreLine(e[0].Name, e[1].Name, t))
	fmt.Fprintf(w, "Games %d of %d | %s | LOS %.1f%% | penta %s",
		t.Games(), planned, eloText(t), 100*t.LOS(), pentaText(t.Pentanomial))
	if s := r.cfg.SPRT; s != nil {
		lo, hi := s.Bounds()
		fmt.Fprintf(w, " | LLR %.2f [%.2f, %.2f]", s.LLR(t.Pentanomial), lo, hi)
	}
	fmt.Fprintln(w)
}

// scoreLine is the running score exactly as cutechess-cli writes it, for
// the scripts that parse it: wins - losses - draws (note the order), two
// blanks, the score ratio in brackets, the games played.
func scoreLine(first, second string, t *Tally) string {
	return fmt.Sprintf("Score of %s vs %s: %d - %d - %d  [%.3f] %d",
		first, second, t.Wins, t.Losses, t.Draws, scoreOf(t), t.Games())
}

// scoreOf returns the first engine's score per game.
func scoreOf(t *Tally) float64 {
	if t.Games() == 0 {
		return math.NaN()
	}
	return (float64(t.Wins) + float64(t.Draws)/2) / float64(t.Games())
}

// eloText writes the Elo estimate: pentanomial once a pair has finished,
// trinomial before.
func eloText(t *Tally) string {
	if t.Pairs() > 0 {
		return "Elo " + estimateText(t.PentanomialEstimate()) + " (penta)"
	}
	return "Elo " + estimateText(t.Trinomial()) + " (tri)"
}

// estimateText writes "+12.3 ± 8.1" (or the interval when it is open).
func estimateText(e Estimate) string {
	if math.IsInf(e.EloLow, 0) || math.IsInf(e.EloHigh, 0) || math.IsNaN(e.Elo) {
		return fmt.Sprintf("%s [%s, %s]", signed(e.Elo), signed(e.EloLow), signed(e.EloHigh))
	}
	return fmt.Sprintf("%s ± %.1f", signed(e.Elo), e.Margin())
}

// signed writes an Elo value with its sign; infinities as +inf and -inf.
func signed(x float64) string {
	switch {
	case math.IsNaN(x):
		return "n/a"
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	case x == 0:
		x = 0 // no "-0.0"
	}
	return fmt.Sprintf("%+.1f", x)
}

func pentaText(p [5]int) string {
	return fmt.Sprintf("[%d %d %d %d %d]", p[0], p[1], p[2], p[3], p[4])
}

// WriteSummary writes the final summary table of a report.
func WriteSummary(w io.Writer, r *Report) {
	t := &r.Tally
	fmt.Fprintf(w, "Match %s vs %s, %s, time control %s", r.Engines[0], r.Engines[1], r.Variant, r.TimeControl[0])
	if r.TimeControl[1] != r.TimeControl[0] {
		fmt.Fprintf(w, " against %s", r.TimeControl[1])
	}
	fmt.Fprintf(w, ", openings %s, seed %d, shards %s\n", r.Openings, r.Seed, strings.Join(r.Shards, ","))
	fmt.Fprintf(w, "Games: %d of %d planned", t.Games(), r.Planned)
	if r.Stopped != "" {
		fmt.Fprintf(w, " (stopped: %s)", r.Stopped)
	}
	if r.Interrupted {
		fmt.Fprint(w, " (interrupted)")
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w)

	fw := t.FirstAsWhite
	fb := [3]int{t.Wins - fw[0], t.Draws - fw[1], t.Losses - fw[2]}
	fmt.Fprintf(w, "%-24s %6s %6s %6s %6s %7s\n", "", "games", "wins", "draws", "losses", "score")
	row := func(label string, c [3]int) {
		n := c[0] + c[1] + c[2]
		score := "-"
		if n > 0 {
			score = fmt.Sprintf("%.1f%%", 100*(float64(c[0])+float64(c[1])/2)/float64(n))
		}
		fmt.Fprintf(w, "%-24s %6d %6d %6d %6d %7s\n", label, n, c[0], c[1], c[2], score)
	}
	row(r.Engines[0], [3]int{t.Wins, t.Draws, t.Losses})
	row("  as White", fw)
	row("  as Black", fb)
	row(r.Engines[1], [3]int{t.Losses, t.Draws, t.Wins})
	row("White side (both)", [3]int{t.ByColor[0], t.ByColor[1], t.ByColor[2]})
	fmt.Fprintln(w)

	tri := estimateOf(r.EloTrinomial)
	fmt.Fprintf(w, "Elo (trinomial, %d games):   %s\n", tri.Samples, estimateText(tri))
	penta := estimateOf(r.EloPentanomial)
	fmt.Fprintf(w, "Elo (pentanomial, %d pairs): %s\n", penta.Samples, estimateText(penta))
	fmt.Fprintf(w, "LOS: %.1f%%\n", 100*r.LOSProbability)
	fmt.Fprintf(w, "Pentanomial [LL LD DD+WL WD WW]: %s\n", pentaText(t.Pentanomial))
	if s := r.SPRT; s != nil {
		fmt.Fprintf(w, "SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.2f [%.2f, %.2f], %s\n",
			s.Elo0, s.Elo1, s.Alpha, s.Beta, s.LLR, s.Lower, s.Upper, s.Decision)
	}
	if r.EngineErrors != [2]int{} {
		fmt.Fprintf(w, "Engine error lines during games: %s %d, %s %d\n", r.Engines[0], r.EngineErrors[0], r.Engines[1], r.EngineErrors[1])
	}
	if r.Restarts != [2]int{} {
		fmt.Fprintf(w, "Engine restarts: %s %d, %s %d\n", r.Engines[0], r.Restarts[0], r.Engines[1], r.Restarts[1])
	}
	writeClockUse(w, r)
	names := make([]string, 0, len(t.Terminations))
	for k := range t.Terminations {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := t.Terminations[names[i]], t.Terminations[names[j]]
		return a > b || a == b && names[i] < names[j]
	})
	fmt.Fprint(w, "Terminations:")
	for _, k := range names {
		fmt.Fprintf(w, " %s %d;", k, t.Terminations[k])
	}
	fmt.Fprintln(w)
}

// estimateOf rebuilds an Estimate from its JSON form: the Elo values from
// the scores, which are always finite.
func estimateOf(e EloReport) Estimate {
	if e.Score == nil || e.ScoreLow == nil || e.ScoreHigh == nil {
		return Estimate{Samples: e.Samples, Score: math.NaN(), ScoreLow: math.NaN(), ScoreHigh: math.NaN(),
			Elo: math.NaN(), EloLow: math.NaN(), EloHigh: math.NaN()}
	}
	return Estimate{Samples: e.Samples, Score: *e.Score, ScoreLow: *e.ScoreLow, ScoreHigh: *e.ScoreHigh,
		Elo: EloFromScore(*e.Score), EloLow: EloFromScore(*e.ScoreLow), EloHigh: EloFromScore(*e.ScoreHigh)}
}
