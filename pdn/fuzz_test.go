package pdn

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// FuzzRead feeds any text to Read for each variant: it must return an
// error or games whose every move is legal where it is played, never
// panic or hang.
func FuzzRead(f *testing.F) {
	f.Add(italianGames)
	f.Add("[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n")
	f.Add("[FEN \"W:Wa1,Kd4:Bh8\"]\n1. d4-d5 *")
	f.Add("1. 22-18 (1. 21-17 {x} $3) 11-15! 0-1 ; end\n% escape\n")
	f.Fuzz(func(t *testing.T, text string) {
		for _, v := range movegen.Variants {
			games, err := Read(strings.NewReader(text), v)
			if err != nil {
				continue
			}
			for _, g := range games {
				pos := g.Start
				for _, m := range g.Moves {
					var l movegen.MoveList
					pos.Generate(&l)
					legal := false
					for _, x := range l.Slice() {
						legal = legal || x == m
					}
					if !legal {
						t.Fatalf("%s: Read returned an illegal move", v)
					}
					pos = pos.Play(m)
				}
			}
		}
	})
}
