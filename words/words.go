// Package words writes counts for people: a number with its noun in the
// singular or the plural ("1 game", "2 games", "1 ply", "3 plies"), the one
// home of that rule for every message the engine and its tools print.
package words

import "strconv"

// Count writes n with one (n is 1) or many (any other n) after it.
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
