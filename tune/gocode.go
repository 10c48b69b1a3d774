// Printing a weight table as Go source for eval/weights.go.

package tune

import (
	"fmt"
	"strings"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// FormatWeights writes w as the entry of variant v in eval's weight table.
func FormatWeights(v movegen.Variant, w eval.Weights) string {
	var b strings.Builder
	name := strings.ToUpper(v.String()[:1]) + v.String()[1:]
	fmt.Fprintf(&b, "\tmovegen.%s: {\n", name)
	for f := eval.Feature(0); f < eval.NumFeatures; f++ {
		fmt.Fprintf(&b, "\t\t%s {%d, %d},\n", goName(f)+":", w[f].Open, w[f].End)
	}
	b.WriteString("\t},\n")
	return b.String()
}

// goName returns the Go identifier of feature f in package eval.
func goName(f eval.Feature) string {
	return [eval.NumFeatures]string{
		eval.Man: "Man", eval.King: "King", eval.Advance: "Advance", eval.NearPromo: "NearPromo",
		eval.BackRow: "BackRow", eval.Guard: "Guard", eval.Centre: "Centre", eval.Flank: "Flank",
		eval.Mobility: "Mobility", eval.Blocked: "Blocked", eval.Runaway: "Runaway",
		eval.Exposed: "Exposed", eval.KingMobility: "KingMobility", eval.KingCentre: "KingCentre",
		eval.KingDiagonal: "KingDiagonal", eval.Backed: "Backed", eval.Exchange: "Exchange",
		eval.KingExchange: "KingExchange",
		eval.ToMove:       "ToMove",
	}[f]
}
