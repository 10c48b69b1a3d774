// Checking one stored value against the values of the position's moves.

package build

import (
	"fmt"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// verifyOne checks index i of the distance table t of slice l against
// its moves; it returns what is wrong, or "".
func verifyOne(bd *builder, l *index.Layout, src egdb.Stored, i uint64, ml *movegen.MoveList) string {
	return verifyIndex(bd, l, i, ml, func() egdb.Value { return egdb.Value(src.At(i)) }, egdb.EndValue(bd.b.Variant), bd.db.ValueOfMoves)
}

// verifyOutcome checks index i of the dense table t of slice l against
// its moves; it returns what is wrong, or "".
func verifyOutcome(bd *builder, l *index.Layout, src egdb.Stored, i uint64, ml *movegen.MoveList) string {
	return verifyIndex(bd, l, i, ml, func() egdb.Outcome { return egdb.Outcome(src.At(i)) }, egdb.EndOutcome(bd.b.Variant), bd.db.OutcomeOfMoves)
}

// verifyConversion checks index i of the conversion table t of slice l
// against its moves as the builder counts them (see Conversions); it
// returns what is wrong, or "".
func verifyConversion(bd *builder, l *index.Layout, src egdb.Stored, i uint64, ml *movegen.MoveList) string {
	return verifyIndex(bd, l, i, ml, func() egdb.Value { return egdb.Value(src.At(i)) }, egdb.EndValue(bd.b.Variant),
		func(p *movegen.Position, ml *movegen.MoveList) (egdb.Value, bool) {
			return conversionOfMoves(bd.db, p, ml)
		})
}

// verifyIndex compares the stored value of index i of slice l with the
// one its moves give (fromMoves; noMove when it has none); it returns
// what is wrong, or "".
func verifyIndex[V comparable](bd *builder, l *index.Layout, i uint64, ml *movegen.MoveList, stored func() V, noMove V,
	fromMoves func(*movegen.Position, *movegen.MoveList) (V, bool)) string {
	p, ok := storedPosition(bd.b, l, i, ml)
	if !ok {
		return ""
	}
	got, want := stored(), noMove
	if ml.N > 0 {
		if want, ok = fromMoves(&p, ml); !ok {
			return fmt.Sprintf("%s: a move leads to a slice that is missing or failed its checks", p.FEN())
		}
	}
	if want != got {
		return fmt.Sprintf("%s: stored %v, its moves give %v", p.FEN(), got, want)
	}
	return ""
}

// storedPosition returns the position of index i of slice l with its
// moves in ml; ok is false when the index stores nothing: it names no
// position, or one with a capture pending or a game the rules ended
// (resolved when probed: egdb.HoldsValue).
func storedPosition(b *index.Board, l *index.Layout, i uint64, ml *movegen.MoveList) (movegen.Position, bool) {
	n, ok := b.Decode(l, i)
	if !ok {
		return movegen.Position{}, false
	}
	p := b.Position(n)
	if !egdb.HoldsValue(&p) {
		return p, false
	}
	p.Generate(ml)
	return p, true
}

// conversionOfMoves returns the conversion value of p, which has no
// capture pending, from its moves in l (not empty): a king's quiet move
// passes on its child's conversion value one ply further; any other move
// ends the phase, a win in 1 to a lost child, a loss in 0 to a won one.
// ok is false when a child's value is not known.
func conversionOfMoves(db *egdb.DB, p *movegen.Position, l *movegen.MoveList) (egdb.Value, bool) {
	winBy, lossBy, drawn := 0, -1, false
	for _, m := range l.Slice() {
		c := p.Play(m)
		king := p.Kings&(1<<m.From) != 0
		var v egdb.Value
		var ok bool
		if king {
			v, ok = db.ProbeConversion(&c)
		} else {
			v, ok = egdb.ExitConversion(db.ProbeOutcome(&c))
		}
		if !ok {
			return egdb.Draw, false
		}
		plies := v.Plies() + 1
		if v.IsWin() && !king {
			plies = 0 // the loser's man's move restarts the counts
		}
		switch {
		case v.IsLoss() && (winBy == 0 || plies < winBy):
			winBy = plies
		case v.IsWin():
			lossBy = max(lossBy, plies)
		case v.IsDraw():
			drawn = true
		}
	}
	switch {
	case winBy > 0:
		return egdb.WinIn(winBy), true
	case drawn:
		return egdb.Draw, true
	}
	return egdb.LossIn(lossBy), true
}
