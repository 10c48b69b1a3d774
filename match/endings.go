// The endings of finished games judged by the endgame databases: who
// converted, held or lost what the database says.

package match

import (
	"math/bits"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// EndingTally counts, for one player, the endings it reached by what the
// database says of them and what came of them in the game: won endings
// converted, drawn or lost; drawn endings held, won or lost; lost
// endings saved (drawn or won) or lost. WonDrawnBy counts the won endings
// drawn by the game's Termination tag.
type EndingTally struct {
	Won, Converted, WonDrawn, WonLost  int
	Drawn, DrawHeld, DrawWon, DrawLost int
	Lost, LostSaved, LostLost          int
	WonDrawnBy                         map[string]int
}

// Endings finds in each game the first position the database covers (by
// its outcomes: dense files or distances) and scores what came of it for
// each player (by the White and Black tags); it returns the tallies by
// player and how many games reached the database. Unfinished games are
// not scored.
func Endings(db *egdb.DB, games []pdn.Record) (map[string]*EndingTally, int) {
	tallies := map[string]*EndingTally{}
	tally := func(name string) *EndingTally {
		if tallies[name] == nil {
			tallies[name] = &EndingTally{WonDrawnBy: map[string]int{}}
		}
		return tallies[name]
	}
	reached := 0
	for _, g := range games {
		p := g.Start
		for i := 0; ; i++ {
			if bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) <= db.OutcomePieces() {
				if o, ok := db.ProbeOutcome(&p); ok {
					reached++
					scoreEnding(tally, g, p.Side, o)
				}
				break
			}
			if i == len(g.Moves) {
				break
			}
			p = p.Play(g.Moves[i])
		}
	}
	return tallies, reached
}

// scoreEnding records an ending of outcome o for side (to move) and what
// the game's result made of it, for both players.
func scoreEnding(tally func(string) *EndingTally, g pdn.Record, side movegen.Color, o egdb.Outcome) {
	names := [2]string{g.Tags["White"], g.Tags["Black"]}
	var winner = -1 // the colour that won the game, -1 for a draw
	switch g.Result {
	case "1-0", "2-0":
		winner = int(movegen.White)
	case "0-1", "0-2":
		winner = int(movegen.Black)
	case "1/2-1/2", "1-1":
	default:
		return // unfinished
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		t := tally(names[c])
		mine := o
		if c != side && o != egdb.Drawn {
			mine = egdb.Won + egdb.Lost - o // seen from the other side: win <-> loss
		}
		switch mine {
		case egdb.Won:
			t.Won++
			switch winner {
			case int(c):
				t.Converted++
			case -1:
				t.WonDrawn++
				t.WonDrawnBy[g.Tags["Termination"]]++
			default:
				t.WonLost++
			}
		case egdb.Lost:
			t.Lost++
			if winner == int(c.Other()) {
				t.LostLost++
			} else {
				t.LostSaved++
			}
		default:
			t.Drawn++
			switch winner {
			case -1:
				t.DrawHeld++
			case int(c):
				t.DrawWon++
			default:
				t.DrawLost++
			}
		}
	}
}
