// The search's answers as Hub lines: info and done, scores in men.

package protocol

import (
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// infoLine writes one search report, with Scan's fields: depth, mean-depth
// (mean ply of the evaluated leaves), score, nodes, time, nps and pv.
func infoLine(root movegen.Position, in search.Info, multiPV bool) string {
	l := newLine("info").pair("depth", strconv.Itoa(in.Depth))
	if multiPV {
		l.pair("multipv", strconv.Itoa(in.MultiPV))
	}
	secs := in.Time.Seconds()
	nps := 0.0
	if secs > 0 {
		nps = float64(in.Nodes) / secs / 1e6
	}
	l.pair("mean-depth", strconv.FormatFloat(in.MeanDepth, 'f', 1, 64)).
		pair("score", formatScore(in.Score)).
		pair("nodes", strconv.FormatUint(in.Nodes, 10)).
		pair("time", formatSeconds(in.Time)).
		pair("nps", strconv.FormatFloat(nps, 'f', 2, 64))
	if in.TBHits > 0 {
		l.pair("tbhits", strconv.FormatUint(in.TBHits, 10))
	}
	if pv := formatPV(root, in.PV); pv != "" {
		l.pair("pv", pv)
	}
	return l.String()
}

// Hub scores are in men. A game won in n plies scores winScore - n/100,
// as Scan does, whether the search or the endgame databases found the
// win: clients (pydraughts reads a score above 90 as a win in
// ceil((100 - score) * 100 / 2) moves) get the distance. Ordinary scores
// stay within maxEval; wins are at most search.MaxPly (the search's) or
// 382 plies (the databases') away, so that the two never meet.
const (
	winScore = 10000 // centi-men
	maxEval  = 8999
)

// formatScore writes a search score (centi-men, search.Mate - plies for a
// win found by the search, search.EGDBWin - plies for one the databases
// know) in men with two decimals.
func formatScore(s int) string {
	switch {
	case search.IsWin(s) || search.IsEGDBWin(s):
		s = winScore - search.PliesToEnd(s)
	case search.IsLoss(s) || search.IsEGDBLoss(s):
		s = -(winScore - search.PliesToEnd(s))
	default:
		s = max(-maxEval, min(s, maxEval))
	}
	return strconv.FormatFloat(float64(s)/100, 'f', 2, 64)
}

// formatSeconds writes d in seconds with three decimals.
func formatSeconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
}

// formatPV writes the moves of pv from p in Hub notation, up to the first
// one that is not legal.
func formatPV(p movegen.Position, pv []movegen.Move) string {
	names := make([]string, 0, len(pv))
	for _, m := range pv {
		if !legal(&p, m) {
			break
		}
		names = append(names, p.FormatHub(m))
		p = p.Play(m)
	}
	return strings.Join(names, " ")
}

// doneLine writes the search's answer: "done move=M ponder=R", without
// move when there is no legal move and without ponder when no reply is
// known.
func doneLine(p movegen.Position, res search.Result) string {
	l := newLine("done")
	if !legal(&p, res.Move) {
		return l.String()
	}
	l.pair("move", p.FormatHub(res.Move))
	next := p.Play(res.Move)
	if legal(&next, res.Ponder) {
		l.pair("ponder", next.FormatHub(res.Ponder))
	}
	return l.String()
}

// forcedReply returns the opponent's only legal move after m, or the zero
// move when it has a choice or none.
func forcedReply(p movegen.Position, m movegen.Move) movegen.Move {
	next := p.Play(m)
	var l movegen.MoveList
	next.Generate(&l)
	if l.N == 1 {
		return l.Moves[0]
	}
	return movegen.Move{}
}

// legal reports whether m is a legal move of p; the zero move never is.
func legal(p *movegen.Position, m movegen.Move) bool {
	var l movegen.MoveList
	p.Generate(&l)
	for _, x := range l.Slice() {
		if x == m {
			return true
		}
	}
	return false
}
