// Features, the general path: each colour's feature counts in a Vector.

package eval

import "github.com/damaengine/damaengine/movegen"

// Features sets out to the feature vector of p, White's counts minus
// Black's, and returns the game phase, from PhaseScale (all men on the
// board) down to 0 (no men). A tuner fits weights w so that
// w.Score(out, phase) predicts the result from White's side.
func Features(p *movegen.Position, out *Vector) (phase int) {
	var s [2]Vector
	phase = sides(p, &s)
	for i := range out {
		out[i] = s[movegen.White][i] - s[movegen.Black][i]
	}
	return phase
}

// sides sets each colour's feature counts and returns the phase.
func sides(p *movegen.Position, s *[2]Vector) (phase int) {
	if int(p.Variant) >= len(tabs) {
		*s = [2]Vector{}
		return 0
	}
	t := &tabs[p.Variant]
	switch p.Variant.Base() {
	case movegen.Italian:
		italianSide(p, t, movegen.White, &s[movegen.White])
		italianSide(p, t, movegen.Black, &s[movegen.Black])
	case movegen.International, movegen.Brazilian, movegen.Russian:
		internationalSide(p, t, movegen.White, &s[movegen.White])
		internationalSide(p, t, movegen.Black, &s[movegen.Black])
	default:
		dameoSide(p, t, movegen.White, &s[movegen.White])
		dameoSide(p, t, movegen.Black, &s[movegen.Black])
	}
	// Simplifying helps the side ahead in pieces: it earns a point per
	// piece gone from the board (none in set-ups fuller than the start),
	// and another while there are kings (whose endings are drawish).
	white, black := count(p.Pieces[movegen.White]), count(p.Pieces[movegen.Black])
	gone := max(0, int16(t.startPieces)-white-black)
	kingGone := int16(0)
	if p.Kings != 0 {
		kingGone = gone
	}
	switch {
	case white > black:
		s[movegen.White][Exchange] = gone
		s[movegen.White][KingExchange] = kingGone
	case black > white:
		s[movegen.Black][Exchange] = gone
		s[movegen.Black][KingExchange] = kingGone
	}
	s[p.Side][ToMove] = 1
	return t.phaseOf(p.Pieces[movegen.White]&^p.Kings, p.Pieces[movegen.Black]&^p.Kings)
}
