// Merging the result files of the shards of one match into one report.

package match

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Merge adds up the reports of the shards of one match: counts and
// pentanomial counts add, games are joined in round order, and the
// statistics are computed again. The reports must come from the same match
// (variant, engines, time controls, openings, seed, SPRT) and may not
// share a game.
func Merge(reports []*Report) (*Report, error) {
	if len(reports) == 0 {
		return nil, errors.New("nothing to merge")
	}
	first := reports[0]
	out := &Report{Version: reportVersion, Variant: first.Variant, Engines: first.Engines,
		TimeControl: first.TimeControl, Openings: first.Openings, Seed: first.Seed, Games: []GameJSON{}}
	out.Tally = *newTally()
	rounds := map[int]bool{}
	for i, r := range reports {
		if err := sameMatch(first, r); err != nil {
			return nil, fmt.Errorf("file %d: %v", i+1, err)
		}
		for _, g := range r.Games {
			if rounds[g.Round] {
				return nil, fmt.Errorf("file %d: game %d is in two files (the same shard twice?)", i+1, g.Round)
			}
			rounds[g.Round] = true
		}
		out.Shards = append(out.Shards, r.Shards...)
		out.Planned += r.Planned
		out.Interrupted = out.Interrupted || r.Interrupted
		if r.Stopped != "" {
			out.Stopped = r.Stopped
		}
		out.Tally.Merge(&r.Tally)
		out.Restarts[0] += r.Restarts[0]
		out.Restarts[1] += r.Restarts[1]
		out.EngineErrors[0] += r.EngineErrors[0]
		out.EngineErrors[1] += r.EngineErrors[1]
		out.Games = append(out.Games, r.Games...)
	}
	sort.Slice(out.Games, func(i, j int) bool { return out.Games[i].Round < out.Games[j].Round })
	var sprt *SPRT
	if first.SPRT != nil {
		s := first.SPRT.test()
		sprt = &s
	}
	out.finalize(sprt)
	return out, nil
}

// sameMatch checks that two reports come from shards of one match.
func sameMatch(a, b *Report) error {
	var diff []string
	check := func(what string, x, y any) {
		if x != y {
			diff = append(diff, fmt.Sprintf("%s %v against %v", what, y, x))
		}
	}
	check("variant", a.Variant, b.Variant)
	check("engines", a.Engines, b.Engines)
	check("time controls", a.TimeControl, b.TimeControl)
	check("openings", a.Openings, b.Openings)
	check("seed", a.Seed, b.Seed)
	check("sprt", sprtKey(a.SPRT), sprtKey(b.SPRT))
	if len(diff) > 0 {
		return fmt.Errorf("not the same match as the first file: %s", strings.Join(diff, "; "))
	}
	return nil
}

// sprtKey is a comparable form of an SPRT's parameters.
func sprtKey(s *SPRTReport) string {
	if s == nil {
		return "none"
	}
	return fmt.Sprintf("elo0=%g elo1=%g alpha=%g beta=%g", s.Elo0, s.Elo1, s.Alpha, s.Beta)
}
