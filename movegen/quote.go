// Quoting a user's text in an error message.

package movegen

import (
	"strconv"
	"unicode/utf8"
)

// maxQuoted bounds how many bytes of a user's text an error message
// repeats: a 200 KB line comes back as one short line.
const maxQuoted = 40

// quote returns s, cut to maxQuoted bytes (on a character boundary) with
// "..." and its length appended when it is longer.
func quote(s string) string {
	if len(s) <= maxQuoted {
		return s
	}
	cut := maxQuoted
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "... (" + strconv.Itoa(len(s)) + " bytes)"
}
