// Variant names and parsing.

package movegen

import (
	"fmt"
	"strings"
)

// Variant selects one of the supported rule sets.
type Variant uint8

// The supported variants.
const (
	Italian Variant = iota
	International
	Dameo
	Brazilian
	Russian
	// Killer is International with one rule more: a king whose capture
	// ends on a king stops on the square just behind it.
	Killer
	// Breakthrough is International where the first man crowned wins:
	// a position with a king on the board has ended (Decided).
	Breakthrough
	// Antidraughts is International where the aim is turned round: a
	// side without a legal move (no pieces left, or all blocked) wins
	// (NoMoveWins).
	Antidraughts
	numVariants
)

// Variants lists every supported variant, in a stable order.
var Variants = []Variant{Italian, International, Dameo, Brazilian, Russian, Killer, Breakthrough, Antidraughts}

// String returns the variant's canonical lower-case name.
func (v Variant) String() string {
	switch v {
	case Italian:
		return "italian"
	case International:
		return "international"
	case Dameo:
		return "dameo"
	case Brazilian:
		return "brazilian"
	case Russian:
		return "russian"
	case Killer:
		return "killer"
	case Breakthrough:
		return "breakthrough"
	case Antidraughts:
		return "antidraughts"
	}
	return fmt.Sprintf("variant(%d)", uint8(v))
}

// ParseVariant reads a variant name. International is also accepted as
// "normal" (Scan's name) and "standard" (pydraughts' name), Breakthrough
// as "bt" (Scan's), Antidraughts as "losing" (Scan's).
func ParseVariant(s string) (Variant, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "italian", "italiana":
		return Italian, nil
	case "international", "normal", "standard", "intl":
		return International, nil
	case "dameo":
		return Dameo, nil
	case "brazilian":
		return Brazilian, nil
	case "russian":
		return Russian, nil
	case "killer":
		return Killer, nil
	case "breakthrough", "bt":
		return Breakthrough, nil
	case "antidraughts", "losing":
		return Antidraughts, nil
	}
	return 0, fmt.Errorf("unknown variant %q (want %s)", quote(s), VariantNames())
}

// VariantNames lists the variants' names for messages and help:
// "italian, international, dameo, brazilian, russian, killer,
// breakthrough or antidraughts".
func VariantNames() string {
	names := make([]string, len(Variants))
	for i, v := range Variants {
		names[i] = v.String()
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Squares returns the number of playable squares of the variant.
func (v Variant) Squares() int { return geometries[v].squares }

// Base returns the variant whose board, pieces and moves v plays with
// one rule changed: International for Killer (a king's capture stops
// behind a king it ends on), Breakthrough (the first king made wins) and
// Antidraughts (a side without a move wins); v itself for the others.
func (v Variant) Base() Variant {
	if v == Killer || v == Breakthrough || v == Antidraughts {
		return International
	}
	return v
}

// NoMoveWins reports whether a side without a legal move wins the game
// (Antidraughts) rather than loses it (every other variant).
func (v Variant) NoMoveWins() bool { return v == Antidraughts }
