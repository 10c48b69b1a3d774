// Win, loss or draw without the distance, as the dense files store it.

package egdb

import "github.com/damaengine/damaengine/movegen"

// Outcome is the value of a position for the side to move without its
// distance: what the search needs inside its tree.
type Outcome uint8

// The outcomes, numbered as the dense files code them.
const (
	Drawn Outcome = iota
	Won
	Lost
)

// outcomes is the number of outcomes; dontCare marks, while a slice is
// coded, a position whose value is not stored.
const (
	outcomes = 3
	dontCare = outcomes
)

// Outcome returns v without its distance.
func (v Value) Outcome() Outcome {
	switch {
	case v.IsWin():
		return Won
	case v.IsLoss():
		return Lost
	}
	return Drawn
}

// parent returns the outcome of a position whose best move leads to a
// position of outcome o.
func (o Outcome) parent() Outcome {
	switch o {
	case Won:
		return Lost
	case Lost:
		return Won
	}
	return Drawn
}

// betterChild reports whether, for the side to move, a move to a position
// of outcome a is better than one to a position of outcome b.
func betterChild(a, b Outcome) bool { return childRank[a] < childRank[b] }

// childRank orders child outcomes from the mover's best: the opponent
// lost, drawn, won.
var childRank = [outcomes]int{Drawn: 1, Won: 2, Lost: 0}

// String writes "win", "loss" or "draw".
func (o Outcome) String() string {
	switch o {
	case Won:
		return "win"
	case Lost:
		return "loss"
	}
	return "draw"
}

// EndOutcome is the outcome of a position of variant v whose side to
// move has no legal move: lost, won in Antidraughts (EndValue).
func EndOutcome(v movegen.Variant) Outcome {
	if v.NoMoveWins() {
		return Won
	}
	return Lost
}
