// Resuming an interrupted match from the results it left: its JSON report
// (written at an interruption) or its PDN (written game by game, so it
// survives a kill).

package match

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// Resume is what an earlier run of the same match finished: Run plays
// only the other games and counts these with its own.
type Resume struct {
	Source string     // the file read, for messages
	Games  []GameJSON // finished games; FirstPoints is set by Run
	// Report is the JSON report read; nil when the games came from a PDN,
	// which names no settings beyond the engines.
	Report *Report
	// WholePDN is the length of the PDN's complete games: a file longer
	// than that ends in a game cut short, which is played again.
	WholePDN int64
}

// ReadResume reads the finished games of an interrupted run from its JSON
// report (a name ending in .json) or its PDN file.
func ReadResume(path string, v movegen.Variant) (*Resume, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.HasSuffix(strings.ToLower(path), ".json") {
		rep, err := ReadReport(bytes.NewReader(data), path)
		if err != nil {
			return nil, err
		}
		return &Resume{Source: path, Games: rep.Games, Report: rep}, nil
	}
	games, whole, err := readWholeGames(data, v)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	res := &Resume{Source: path, WholePDN: whole}
	for i, g := range games {
		round, err := strconv.Atoi(g.Tags["Round"])
		if err != nil || round < 1 {
			return nil, fmt.Errorf("%s: game %d has no round number (not written by damaengine match?)", path, i+1)
		}
		res.Games = append(res.Games, GameJSON{Round: round, Pair: (round - 1) / 2,
			White: g.Tags["White"], Black: g.Tags["Black"], Result: g.Result,
			Termination: g.Tags["Termination"], Plies: len(g.Moves), Start: g.Start.FEN(),
			Moves: pdnMoves(g.Start, g.Moves), Date: g.Tags["Date"]})
	}
	return res, nil
}

// readWholeGames reads a PDN and the length of its whole games. A kill
// while a game was written leaves it cut short: a last game that does not
// read, or has no result, is left out.
func readWholeGames(data []byte, v movegen.Variant) ([]pdn.Record, int64, error) {
	games, err := pdn.Read(bytes.NewReader(data), v)
	if err == nil && (len(games) == 0 || games[len(games)-1].Result != "") {
		return games, int64(len(data)), nil
	}
	last := bytes.LastIndex(data, []byte("\n[Event "))
	if !bytes.HasPrefix(data, []byte("[Event ")) && last < 0 {
		if err == nil {
			err = errors.New("its last game has no result")
		}
		return nil, 0, err
	}
	whole := last + 1 // 0 when the only game is the cut one
	games, err2 := pdn.Read(bytes.NewReader(data[:whole]), v)
	if err2 != nil {
		if err == nil {
			err = err2
		}
		return nil, 0, err
	}
	return games, int64(whole), nil
}

// resultPoints reads a PDN result token as White's half-points.
func resultPoints(token string) (int, bool) {
	switch token {
	case "1-0", "2-0":
		return 2, true
	case "0-1", "0-2":
		return 0, true
	case "1/2-1/2", "1-1":
		return 1, true
	}
	return 0, false
}

// resume checks the resumed games against the run's schedule and settings
// and returns them as records to count, the rounds they cover, and their
// report entries.
func (r *run) resume(jobs []gameJob, report *Report) ([]GameRecord, map[int]bool, error) {
	res := r.cfg.Resume
	if prev := res.Report; prev != nil {
		if err := sameMatch(report, prev); err != nil {
			return nil, nil, fmt.Errorf("--resume %s: %v", res.Source, err)
		}
		if !slices.Equal(prev.Shards, report.Shards) || prev.Planned != report.Planned {
			return nil, nil, fmt.Errorf("--resume %s: shard %v of %d games, this run is shard %v of %d",
				res.Source, prev.Shards, prev.Planned, report.Shards, report.Planned)
		}
	}
	byRound := map[int]gameJob{}
	for _, j := range jobs {
		byRound[j.round] = j
	}
	names := [2]string{r.cfg.Engines[0].Name, r.cfg.Engines[1].Name}
	done := map[int]bool{}
	var recs []GameRecord
	for i := range res.Games {
		g := &res.Games[i]
		job, ok := byRound[g.Round]
		white, wok := resultPoints(g.Result)
		switch {
		case !ok:
			return nil, nil, fmt.Errorf("--resume %s: game %d is not one of this run's games", res.Source, g.Round)
		case done[g.Round]:
			return nil, nil, fmt.Errorf("--resume %s: game %d is there twice", res.Source, g.Round)
		case g.White != names[job.white] || g.Black != names[1-job.white]:
			return nil, nil, fmt.Errorf("--resume %s: game %d was %s against %s, this match plays %s against %s",
				res.Source, g.Round, g.White, g.Black, names[job.white], names[1-job.white])
		case g.Start != job.start.FEN():
			return nil, nil, fmt.Errorf("--resume %s: game %d started from %s, this match from %s (other openings or seed?)",
				res.Source, g.Round, g.Start, job.start.FEN())
		case !wok:
			return nil, nil, fmt.Errorf("--resume %s: game %d has no result", res.Source, g.Round)
		}
		done[g.Round] = true
		result := movegen.Draw
		switch white {
		case 2:
			result = movegen.WhiteWins
		case 0:
			result = movegen.BlackWins
		}
		rec := GameRecord{Round: g.Round, Pair: job.pair, White: job.white, Names: [2]string{g.White, g.Black},
			Result: result, Termination: g.Termination}
		g.Pair, g.FirstPoints = job.pair, rec.Points(0)
		recs = append(recs, rec)
	}
	return recs, done, nil
}
