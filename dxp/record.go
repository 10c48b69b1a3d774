// Writing a finished game as PDN.

package dxp

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// resultText writes a result the International way: 2-0, 1-1, 0-2, or *
// when no result is known.
func resultText(r movegen.Result) string {
	switch r {
	case movegen.WhiteWins:
		return "2-0"
	case movegen.BlackWins:
		return "0-2"
	case movegen.Draw:
		return "1-1"
	}
	return "*"
}

// writePDN writes rec as a PDN game: tags, then the moves with every
// landing square, a comment saying how the game ended, and the result.
func writePDN(w io.Writer, rec *record) {
	res := resultText(rec.result)
	var b strings.Builder
	tag := func(name, value string) { fmt.Fprintf(&b, "[%s %s]\n", name, strconv.Quote(value)) }
	tag("Event", "DXP match")
	tag("Date", time.Now().Format("2006.01.02"))
	tag("Round", strconv.Itoa(rec.round))
	tag("White", rec.white)
	tag("Black", rec.black)
	tag("Result", res)
	tag("GameType", "20")
	if !isInitial(&rec.start) {
		tag("SetUp", "1")
		tag("FEN", rec.start.FEN())
	}
	b.WriteByte('\n')
	var tokens []string
	pos := rec.start
	number := 1
	for i, m := range rec.moves {
		switch {
		case pos.Side == movegen.White:
			tokens = append(tokens, strconv.Itoa(number)+".")
		case i == 0:
			tokens = append(tokens, strconv.Itoa(number)+"...")
		}
		tokens = append(tokens, pos.FormatPDN(m))
		if pos.Side == movegen.Black {
			number++
		}
		pos = pos.Play(m)
	}
	tokens = append(tokens, "{"+strings.ReplaceAll(rec.why, "}", ")")+"}", res)
	line := 0
	for i, t := range tokens {
		if i > 0 && line+1+len(t) > 79 {
			b.WriteByte('\n')
			line = 0
		} else if i > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(t)
		line += len(t)
	}
	b.WriteString("\n\n")
	io.WriteString(w, b.String())
}
