// Breakdown: the evaluation term by term, for people.

package eval

import "github.com/damaengine/damaengine/movegen"

// Term is one row of a Breakdown: a term's value for each side in
// centi-men at the position's phase, and White's minus Black's.
type Term struct {
	Name         string
	White, Black int
	Total        int
}

// Breakdown lists the evaluation of p term by term, from White's point of
// view, then a "patterns" row with the pattern weights' sum in its Total
// (patterns belong to no side), a "drawish" row with what the drawish
// divisors take away, a "total" row whose Total is the evaluation from
// White's side (it can differ from the sum of the rows by rounding), a
// "net" row with the residual net's score, which the search adds when its
// Net setting is on (0 in a variant without a net), and a "phase" row
// giving the phase in its Total.
func Breakdown(p *movegen.Position) []Term {
	var s [2]Vector
	phase := sides(p, &s)
	w := WeightsOf(p.Variant)
	terms := make([]Term, 0, NumFeatures+5)
	var white, black int
	for i := range NumFeatures {
		tw := w[i].taper(s[movegen.White][i], phase)
		tb := w[i].taper(s[movegen.Black][i], phase)
		white += tw
		black += tb
		terms = append(terms, Term{Name: Names[i], White: tw, Black: tb, Total: tw - tb})
	}
	var pat Patterns
	PatternsOf(p, &pat)
	pw := patternTable(p.Variant)
	patterns := Total(&Weights{}, pw, &Vector{}, &pat, phase)
	terms = append(terms, Term{Name: "patterns", Total: patterns})
	var f Vector
	for i := range f {
		f[i] = s[movegen.White][i] - s[movegen.Black][i]
	}
	undivided := Total(&w, pw, &f, &pat, phase)
	total, net := Evaluate(p), NetScore(p)
	if p.Side == movegen.Black {
		total, net = -total, -net
	}
	terms = append(terms, Term{Name: "drawish", Total: total - undivided})
	return append(terms,
		Term{Name: "total", White: white, Black: black, Total: total},
		Term{Name: "net", Total: net},
		Term{Name: "phase", Total: phase})
}
