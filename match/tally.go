// Counting results: wins, draws and losses of the first engine, the pentanomial counts of
// finished pairs, results by colour and how games ended.

package match

import "github.com/damaengine/damaengine/movegen"

// Tally counts results from the first engine's point of view. Tallies of
// shards add up (Merge).
type Tally struct {
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
	// Pentanomial counts finished pairs by the first engine's half-points
	// over the pair's two games: LL, LD, DD or WL, WD, WW.
	Pentanomial [5]int `json:"pentanomial"`
	// ByColor counts White wins, draws and Black wins, whoever played.
	ByColor [3]int `json:"white_draw_black"`
	// FirstAsWhite counts the first engine's wins, draws and losses with
	// the White pieces.
	FirstAsWhite [3]int `json:"first_as_white"`
	// Terminations counts the games by how they ended.
	Terminations map[string]int `json:"terminations"`

	pending map[int]int // pair -> half-points of its first finished game
}

// newTally returns an empty tally.
func newTally() *Tally {
	return &Tally{Terminations: map[string]int{}, pending: map[int]int{}}
}

// Games returns the number of games counted.
func (t *Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// add counts one game; the second game of a pair completes its
// pentanomial entry.
func (t *Tally) add(g *GameRecord) {
	pts := g.Points(0)
	switch pts {
	case 2:
		t.Wins++
	case 1:
		t.Draws++
	default:
		t.Losses++
	}
	if g.White == 0 {
		t.FirstAsWhite[2-pts]++
	}
	switch g.Result {
	case movegen.WhiteWins:
		t.ByColor[0]++
	case movegen.Draw:
		t.ByColor[1]++
	default:
		t.ByColor[2]++
	}
	t.Terminations[g.Termination]++
	if first, ok := t.pending[g.Pair]; ok {
		delete(t.pending, g.Pair)
		t.Pentanomial[first+pts]++
	} else {
		t.pending[g.Pair] = pts
	}
}

// Merge adds the counts of o.
func (t *Tally) Merge(o *Tally) {
	t.Wins += o.Wins
	t.Draws += o.Draws
	t.Losses += o.Losses
	for i := range t.Pentanomial {
		t.Pentanomial[i] += o.Pentanomial[i]
	}
	for i := range 3 {
		t.ByColor[i] += o.ByColor[i]
		t.FirstAsWhite[i] += o.FirstAsWhite[i]
	}
	if t.Terminations == nil {
		t.Terminations = map[string]int{}
	}
	for k, n := range o.Terminations {
		t.Terminations[k] += n
	}
}

// Pairs returns the number of finished pairs.
func (t *Tally) Pairs() int {
	n := 0
	for _, c := range t.Pentanomial {
		n += c
	}
	return n
}

// Trinomial estimates Elo from single games.
func (t *Tally) Trinomial() Estimate { return Trinomial(t.Wins, t.Draws, t.Losses) }

// PentanomialEstimate estimates Elo from finished pairs.
func (t *Tally) PentanomialEstimate() Estimate { return Pentanomial(t.Pentanomial) }

// LOS returns the likelihood that the first engine is the stronger.
func (t *Tally) LOS() float64 { return LOS(t.Wins, t.Losses) }
