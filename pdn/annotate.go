// Annotated movetext: a mark (?, ??, !, ...) after a move and a comment
// in braces after it.

package pdn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// Note is what an annotated game says of one move: Mark is a move
// annotation written after the move ("!", "?", "!!", "??", "!?", "?!"
// or none), Comment a text written after it in braces ({+0.35 best
// 9-13}). Read reads such movetext back and skips both.
type Note struct {
	Mark    string
	Comment string
}

// marks are the move annotations a Note may carry.
var marks = map[string]bool{"": true, "!": true, "?": true, "!!": true, "??": true, "!?": true, "?!": true}

// checkNotes refuses notes that do not fit the game's moves.
func checkNotes(g *Game) error {
	if len(g.Notes) > len(g.Moves) {
		return fmt.Errorf("pdn: %d notes for %d moves", len(g.Notes), len(g.Moves))
	}
	for i, n := range g.Notes {
		if !marks[n.Mark] {
			return fmt.Errorf("pdn: note %d: %q is not a move annotation (!, ?, !!, ??, !?, ?!)", i+1, n.Mark)
		}
	}
	return nil
}

// movetext returns the numbered moves as tokens, each with its note: its
// mark glued to it, its comment after it. White's moves are numbered, and
// so is a Black move that opens the game or follows a comment ("12...").
func movetext(start movegen.Position, moves []movegen.Move, notes []Note) []string {
	var tokens []string
	p, number, commented := start, 1, false
	for i, m := range moves {
		switch {
		case p.Side == movegen.White:
			tokens = append(tokens, strconv.Itoa(number)+".")
		case i == 0 || commented:
			tokens = append(tokens, strconv.Itoa(number)+"...")
		}
		var n Note
		if i < len(notes) {
			n = notes[i]
		}
		tokens = append(tokens, p.FormatPDN(m)+n.Mark)
		commented = strings.TrimSpace(n.Comment) != ""
		if commented {
			tokens = append(tokens, comment(n.Comment))
		}
		if p.Side == movegen.Black {
			number++
		}
		p = p.Play(m)
	}
	return tokens
}

// comment writes text in braces, its own braces made parentheses.
func comment(text string) string {
	return "{" + strings.NewReplacer("{", "(", "}", ")").Replace(strings.TrimSpace(text)) + "}"
}
