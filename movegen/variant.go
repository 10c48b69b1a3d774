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
	// Frisian is played on International's board with International's
	// men, but men and kings also capture orthogonally, the capture of
	// the highest value is compulsory (a king worth a little less than two
	// men, the king's capture first at equal value) and a king may make
	// at most three quiet moves in a row while its side has men
	// (Position.Runs).
	Frisian
	// Frysk is Frisian from a start of five men a side on the back rows
	// (FrisianRules).
	Frysk
	numVariants
)

// Variants lists every supported variant, in a stable order.
var Variants = []Variant{Italian, International, Dameo, Brazilian, Russian, Killer, Breakthrough, Antidraughts, Frisian, Frysk}

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
	case Frisian:
		return "frisian"
	case Frysk:
		return "frysk"
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
	case "frisian":
		return Frisian, nil
	case "frysk", "frysk!":
		return Frysk, nil
	}
	return 0, fmt.Errorf("unknown variant %q (want %s)", quote(s), VariantNames())
}

// VariantNames lists the variants' names for messages and help:
// "italian, international, dameo, brazilian, russian, killer,
// breakthrough, antidraughts, frisian or frysk".
func VariantNames() string {
	names := make([]string, len(Variants))
	for i, v := range Variants {
		names[i] = v.String()
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Squares returns the number of playable squares of the variant.
func (v Variant) Squares() int { return geometries[v].squares }

// Base returns the variant whose board, pieces and quiet moves v plays
// with its own rules added: International for Killer (a king's capture
// stops behind a king it ends on), Breakthrough (the first king made
// wins), Antidraughts (a side without a move wins), Frisian and Frysk
// (captures of their own, the kings' runs); v itself for the others.
func (v Variant) Base() Variant {
	if v == Killer || v == Breakthrough || v == Antidraughts || v.FrisianRules() {
		return International
	}
	return v
}

// FrisianRules reports whether v plays Frisian's rules: Frisian, and
// Frysk from its own start.
func (v Variant) FrisianRules() bool { return v == Frisian || v == Frysk }

// NoMoveWins reports whether a side without a legal move wins the game
// (Antidraughts) rather than loses it (every other variant).
func (v Variant) NoMoveWins() bool { return v == Antidraughts }
