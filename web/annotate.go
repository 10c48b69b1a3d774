// The whole-game analysis as PDN annotations.

package web

import (
	"errors"
	"fmt"

	"github.com/damaengine/damaengine/pdn"
)

// reviewNotes turns the whole-game analysis of g into a note per move and
// a closing comment that says how to read them: after each move its
// score (White's view, in men, as the page shows it) and, where the
// engine preferred another move, that move; a blunder is marked ??.
func reviewNotes(g *session) (notes []pdn.Note, closing string, err error) {
	switch {
	case len(g.moves) == 0:
		return nil, "", errors.New("the game has no moves to annotate")
	case len(g.review) != len(g.moves)+1:
		return nil, "", errors.New("no whole-game analysis of this game: run Analyse whole game (POST /api/analyse-game) first")
	}
	p := g.start
	notes = make([]pdn.Note, len(g.moves))
	for i, m := range g.moves {
		before, after := g.review[i], g.review[i+1]
		notes[i].Comment = after.Score
		if played := p.FormatPDN(m); before.Best != "" && before.Best != played {
			notes[i].Comment += ", best " + before.Best
		}
		if after.Blunder {
			notes[i].Mark = "??"
		}
		p = p.Play(m)
	}
	closing = fmt.Sprintf("damaengine review at depth %d: the score after each move in men from White's view, "+
		"the engine's move where it differs; ?? marks a move that lost %.0f man or more", g.reviewDepth, blunderMen)
	return notes, closing, nil
}
