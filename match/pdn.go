// Writing finished games as PDN: the seven standard tags, GameType, FEN
// and SetUp for openings, Termination, and numbered movetext.

package match

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// pdnLineWidth is where movetext lines are wrapped.
const pdnLineWidth = 79

// writePDN writes one game followed by a blank line.
func writePDN(w io.Writer, g *GameRecord, event, site string) error {
	v := g.Start.Variant
	result := resultToken(v, g.Result)
	var b strings.Builder
	tag := func(name, value string) {
		b.WriteString("[" + name + ` "` + escapeTag(value) + "\"]\n")
	}
	tag("Event", event)
	tag("Site", site)
	tag("Date", g.Date.Format("2006.01.02"))
	tag("Round", strconv.Itoa(g.Round))
	tag("White", g.Names[movegen.White])
	tag("Black", g.Names[movegen.Black])
	tag("Result", result)
	tag("GameType", gameType(v))
	if start := movegen.StartPosition(v); g.Start.FEN() != start.FEN() {
		tag("SetUp", "1")
		tag("FEN", g.Start.FEN())
	}
	tag("Termination", g.Termination)
	b.WriteString("\n")

	// White's moves are numbered; a game that starts with Black to move
	// begins "1...".
	var tokens []string
	p, number := g.Start, 1
	for i, m := range g.Moves {
		switch {
		case p.Side == movegen.White:
			tokens = append(tokens, strconv.Itoa(number)+".")
		case i == 0:
			tokens = append(tokens, "1...")
		}
		tokens = append(tokens, p.FormatPDN(m))
		if p.Side == movegen.Black {
			number++
		}
		p = p.Play(m)
	}
	if g.Detail != "" {
		tokens = append(tokens, "{"+strings.NewReplacer("{", "(", "}", ")").Replace(g.Detail)+"}")
	}
	tokens = append(tokens, result)
	wrap(&b, tokens)
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// wrap writes tokens separated by blanks, breaking lines before
// pdnLineWidth; a comment's words may be split over lines.
func wrap(b *strings.Builder, tokens []string) {
	width := 0
	for _, t := range tokens {
		for _, word := range strings.Fields(t) {
			if width > 0 && width+1+len(word) > pdnLineWidth {
				b.WriteString("\n")
				width = 0
			} else if width > 0 {
				b.WriteString(" ")
				width++
			}
			b.WriteString(word)
			width += len(word)
		}
	}
	b.WriteString("\n")
}

// escapeTag escapes a tag value as PGN does: backslash before a quote or a
// backslash; line breaks become blanks.
func escapeTag(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ", "\r", " ").Replace(s)
}

// pdnMoves writes the moves of a game in PDN notation, blank-separated,
// without numbers (for the JSON results).
func pdnMoves(start movegen.Position, moves []movegen.Move) string {
	out := make([]string, len(moves))
	p := start
	for i, m := range moves {
		out[i] = p.FormatPDN(m)
		p = p.Play(m)
	}
	return strings.Join(out, " ")
}

// describeGame is the one-line account of a finished game for the
// progress output.
func describeGame(g *GameRecord) string {
	why := g.Termination
	if g.Detail != "" {
		why = g.Detail
	}
	return fmt.Sprintf("game %d (%s vs %s): %s {%s}", g.Round, g.Names[0], g.Names[1],
		resultToken(g.Start.Variant, g.Result), why)
}
