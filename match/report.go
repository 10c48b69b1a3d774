// The JSON result file (--json): the match's settings, counts, statistics
// and every game, for scripts and for merging shards.

package match

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/safefile"
)

// reportVersion is the format version of the JSON file.
const reportVersion = 1

// Report is a match's result. Counts are from the first engine's view.
type Report struct {
	Version     int       `json:"version"`
	Variant     string    `json:"variant"`
	Engines     [2]string `json:"engines"`
	TimeControl [2]string `json:"time_control"` // per engine
	Openings    string    `json:"openings"`     // a file name, "random-plies=K" or "start"
	Seed        uint64    `json:"seed"`
	Shards      []string  `json:"shards"` // "i/n" of each shard included
	Planned     int       `json:"games_planned"`
	Interrupted bool      `json:"interrupted,omitempty"`
	Stopped     string    `json:"stopped,omitempty"` // why the run ended early
	Tally
	Restarts [2]int `json:"restarts"` // engine processes restarted after a failure
	// EngineErrors counts the error lines each engine sent during games:
	// answers to pos, level or go that should never come.
	EngineErrors   [2]int      `json:"engine_errors"`
	EloTrinomial   EloReport   `json:"elo_trinomial"`
	EloPentanomial EloReport   `json:"elo_pentanomial"`
	LOSProbability float64     `json:"los"`
	SPRT           *SPRTReport `json:"sprt,omitempty"`
	Games          []GameJSON  `json:"games"`
}

// EloReport is an Estimate in JSON; infinite or undefined values are null.
type EloReport struct {
	Samples   int      `json:"samples"`
	Score     *float64 `json:"score"`
	ScoreLow  *float64 `json:"score_low"`
	ScoreHigh *float64 `json:"score_high"`
	Elo       *float64 `json:"elo"`
	Low       *float64 `json:"elo_low"`
	High      *float64 `json:"elo_high"`
}

// SPRTReport is the state of the test.
type SPRTReport struct {
	Elo0     float64 `json:"elo0"`
	Elo1     float64 `json:"elo1"`
	Alpha    float64 `json:"alpha"`
	Beta     float64 `json:"beta"`
	LLR      float64 `json:"llr"`
	Lower    float64 `json:"lower"`
	Upper    float64 `json:"upper"`
	Decision string  `json:"decision"`
}

// GameJSON is one game in the result file.
type GameJSON struct {
	Round       int    `json:"round"`
	Pair        int    `json:"pair"`
	White       string `json:"white"`
	Black       string `json:"black"`
	Result      string `json:"result"` // as in the PDN
	FirstPoints int    `json:"first_points"`
	Termination string `json:"termination"`
	Detail      string `json:"detail,omitempty"`
	Plies       int    `json:"plies"`
	Start       string `json:"start"` // FEN
	Moves       string `json:"moves"` // PDN notation, blank-separated
	// MoveMs is the time each move took its engine, in milliseconds, as
	// the referee measured it (from the go command, or the opponent's
	// move sent to a DXP peer, to the answer); absent for games resumed
	// from a PDN.
	MoveMs []int64 `json:"move_ms,omitempty"`
	Date   string  `json:"date"`
}

// test returns the test's parameters.
func (s *SPRTReport) test() SPRT {
	return SPRT{Elo0: s.Elo0, Elo1: s.Elo1, Alpha: s.Alpha, Beta: s.Beta}
}

// gameJSON converts a record.
func gameJSON(g *GameRecord) GameJSON {
	return GameJSON{Round: g.Round, Pair: g.Pair, White: g.Names[0], Black: g.Names[1],
		Result: pdn.ResultToken(g.Start.Variant, g.Result), FirstPoints: g.Points(0),
		Termination: g.Termination, Detail: g.Detail, Plies: len(g.Moves),
		Start: g.Start.FEN(), Moves: pdnMoves(g.Start, g.Moves), MoveMs: millis(g.Times),
		Date: g.Date.Format("2006-01-02T15:04:05Z07:00")}
}

// millis returns the durations in whole milliseconds, nil for none.
func millis(ds []time.Duration) []int64 {
	if len(ds) == 0 {
		return nil
	}
	out := make([]int64, len(ds))
	for i, d := range ds {
		out[i] = d.Milliseconds()
	}
	return out
}

// finalize computes the statistics from the counts.
func (r *Report) finalize(sprt *SPRT) {
	r.EloTrinomial = eloReport(r.Tally.Trinomial())
	r.EloPentanomial = eloReport(r.Tally.PentanomialEstimate())
	r.LOSProbability = r.Tally.LOS()
	r.SPRT = nil
	if sprt != nil {
		llr := sprt.LLR(r.Pentanomial)
		lo, hi := sprt.Bounds()
		r.SPRT = &SPRTReport{Elo0: sprt.Elo0, Elo1: sprt.Elo1, Alpha: sprt.Alpha, Beta: sprt.Beta,
			LLR: llr, Lower: lo, Upper: hi, Decision: sprt.Decide(llr).String()}
	}
}

func eloReport(e Estimate) EloReport {
	return EloReport{Samples: e.Samples, Score: finite(e.Score), ScoreLow: finite(e.ScoreLow),
		ScoreHigh: finite(e.ScoreHigh), Elo: finite(e.Elo),
		Low: finite(e.EloLow), High: finite(e.EloHigh)}
}

// finite returns a pointer to x, or nil when x is infinite or NaN.
func finite(x float64) *float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return nil
	}
	return &x
}

// WriteJSON writes the report to path through a temporary file, so a
// reader never sees half a file.
func (r *Report) WriteJSON(path string) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return safefile.WriteBytes(path, append(data, '\n'))
}

// ReadReport reads a result file written by WriteJSON.
func ReadReport(r io.Reader, name string) (*Report, error) {
	var rep Report
	dec := json.NewDecoder(r)
	if err := dec.Decode(&rep); err != nil {
		return nil, fmt.Errorf("%s: not a match result file (match --json writes one): %v", name, err)
	}
	if rep.Version != reportVersion {
		return nil, fmt.Errorf("%s: result format version %d, want %d", name, rep.Version, reportVersion)
	}
	if rep.Terminations == nil {
		rep.Terminations = map[string]int{}
	}
	if err := rep.consistent(); err != nil {
		return nil, fmt.Errorf("%s: %v (a damaged or edited file?)", name, err)
	}
	return &rep, nil
}

// consistent checks that the counts of a report read back agree with its
// games, so that a damaged shard cannot be merged or resumed into wrong
// figures: the first engine's wins, draws and losses are those of the
// listed games, and no count is negative or counts more games than listed.
func (r *Report) consistent() error {
	var wdl [3]int // wins, draws, losses by the games' first_points
	rounds := map[int]bool{}
	for _, g := range r.Games {
		if g.FirstPoints < 0 || g.FirstPoints > 2 {
			return fmt.Errorf("game %d: first_points %d is not 0, 1 or 2", g.Round, g.FirstPoints)
		}
		if rounds[g.Round] {
			return fmt.Errorf("game %d is listed twice", g.Round)
		}
		rounds[g.Round] = true
		wdl[2-g.FirstPoints]++
		if len(g.MoveMs) != 0 && len(g.MoveMs) != g.Plies {
			return fmt.Errorf("game %d: %d move times for %d plies", g.Round, len(g.MoveMs), g.Plies)
		}
		if slices.ContainsFunc(g.MoveMs, func(ms int64) bool { return ms < 0 }) {
			return fmt.Errorf("game %d: a negative move time", g.Round)
		}
	}
	if got := [3]int{r.Wins, r.Draws, r.Losses}; got != wdl {
		return fmt.Errorf("counts %d-%d-%d, its games %d-%d-%d", got[0], got[1], got[2], wdl[0], wdl[1], wdl[2])
	}
	games := len(r.Games)
	pairs, colour, asWhite, ended := 0, 0, 0, 0
	for _, n := range r.Pentanomial {
		pairs += n
		if n < 0 {
			return fmt.Errorf("negative pair count %v", r.Pentanomial)
		}
	}
	for i := range 3 {
		if r.ByColor[i] < 0 || r.FirstAsWhite[i] < 0 {
			return fmt.Errorf("negative colour count %v %v", r.ByColor, r.FirstAsWhite)
		}
		colour += r.ByColor[i]
		asWhite += r.FirstAsWhite[i]
	}
	for _, n := range r.Terminations {
		if n < 0 {
			return fmt.Errorf("negative termination count %v", r.Terminations)
		}
		ended += n
	}
	if 2*pairs > games || colour != games || asWhite > games || ended != games {
		return fmt.Errorf("%d pairs, %d games by colour, %d with the first engine as White, %d by termination; %d games listed",
			pairs, colour, asWhite, ended, games)
	}
	if r.Planned < 0 || r.Restarts[0] < 0 || r.Restarts[1] < 0 || r.EngineErrors[0] < 0 || r.EngineErrors[1] < 0 {
		return fmt.Errorf("negative count of games planned, restarts or engine errors")
	}
	return nil
}
