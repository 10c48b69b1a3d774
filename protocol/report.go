// The search's answers as Hub lines: info and done, scores in men.

package protocol

import (
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// infoLine writes one search report, with Scan's fields: depth, mean-depth
// (mean ply of the evaluated leaves), score, nodes, time, nps and pv.
func infoLine(root movegen.Position, in player.Info, multiPV bool) string {
	l := hub.NewLine("info").Pair("depth", strconv.Itoa(in.Depth))
	if multiPV {
		l.Pair("multipv", strconv.Itoa(in.MultiPV))
	}
	secs := in.Time.Seconds()
	nps := 0.0
	if secs > 0 {
		nps = float64(in.Nodes) / secs / 1e6
	}
	l.Pair("mean-depth", strconv.FormatFloat(in.MeanDepth, 'f', 1, 64)).
		Pair("score", player.HubScore(in.Score)).
		Pair("nodes", strconv.FormatUint(in.Nodes, 10)).
		Pair("time", formatSeconds(in.Time)).
		Pair("nps", strconv.FormatFloat(nps, 'f', 2, 64))
	if in.TBHits > 0 {
		l.Pair("tbhits", strconv.FormatUint(in.TBHits, 10))
	}
	if pv := formatPV(root, in.PV); pv != "" {
		l.Pair("pv", pv)
	}
	return l.String()
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
		var l movegen.MoveList
		if p.Generate(&l); !l.Contains(m) {
			break
		}
		names = append(names, p.FormatHub(m))
		p = p.Play(m)
	}
	return strings.Join(names, " ")
}

// doneLine writes the answer: "done move=M ponder=R", without move when
// there is no legal move and without ponder when no reply is known.
func doneLine(p movegen.Position, a player.Answer) string {
	l := hub.NewLine("done")
	if a.None() {
		return l.String()
	}
	l.Pair("move", p.FormatHub(a.Move))
	if a.Ponder != (movegen.Move{}) {
		next := p.Play(a.Move)
		l.Pair("ponder", next.FormatHub(a.Ponder))
	}
	return l.String()
}
