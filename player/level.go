// Strength levels: how a weakened player chooses its moves.

package player

import (
	"math/rand/v2"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// Kind is how a level chooses its moves.
type Kind uint8

// The kinds of level.
const (
	// Engine searches: the engine with a node budget and evaluation
	// noise, or at full strength when both are zero.
	Engine Kind = iota
	// Random plays a uniformly random legal move.
	Random
	// Material plays the move that keeps the most material once the
	// captures it leads to are played out (materialMove), at random among
	// equals: a beginner who sees every capture and nothing else.
	Material
	// Mobility searches Depth plies by alpha-beta, its captures played
	// out, on material and mobility alone (mobilityMove): a reference of
	// another design than the engine's, to rate the levels against.
	Mobility
)

// Level is how a player plays; the zero Level is full strength. A level
// other than full strength plays without book and databases, on one
// thread, and its strength does not depend on the time it is given: a
// node budget, not the clock, ends its search (the clock still bounds it).
type Level struct {
	Kind Kind
	// Nodes is an Engine level's budget a move (0: none).
	Nodes uint64
	// Noise is the amplitude in centi-men of an Engine level's evaluation
	// noise (search.Limits.Noise), drawn anew each game.
	Noise int
	// Depth is a Mobility level's depth in plies.
	Depth int
	// RandomShare is the percentage of its moves a Material or Mobility
	// level plays at random instead (a uniformly random legal move): 50
	// makes a beginner who sees the captures every other move.
	RandomShare int
}

// Full reports whether l is full strength.
func (l Level) Full() bool { return l == Level{} }

// SetLevel sets the level of the moves the player decides from the next
// search on (analysis, Analyse, is always at full strength).
func (p *Player) SetLevel(l Level) { p.level = l }

// Level returns the level in use.
func (p *Player) Level() Level { return p.level }

// SetSeed sets the seed a level's choices are drawn from until the next
// NewGame, which draws a new one: under one seed, the same game gets the
// same moves.
func (p *Player) SetSeed(seed uint64) { p.seed = seed }

// Seed returns the seed in use.
func (p *Player) Seed() uint64 { return p.seed }

// startLevel starts the level's search of g (p.level is not full).
func (p *Player) startLevel(g *movegen.Game, limits search.Limits, multiPV int, onInfo func(search.Info)) <-chan search.Result {
	root := search.RootOf(g)
	if p.level.Kind != Engine {
		out := make(chan search.Result, 1)
		out <- p.referenceMove(&root.Position)
		return out
	}
	eng := p.engine()
	p.useTableFor(searchedAs{p.level, p.seed})
	eng.SetThreads(1)
	eng.SetEGDB(nil) // the next full-strength search gives them back
	if limits.Nodes == 0 || p.level.Nodes < limits.Nodes {
		limits.Nodes = p.level.Nodes
	}
	limits.Noise, limits.NoiseSeed = p.level.Noise, p.seed
	// The search's scores carry the noise: what is reported, and the
	// result's score, are unnoised (the best line's, as last reported).
	var last int
	var reported bool
	report := func(in search.Info) {
		in.Score = p.unnoised(&root.Position, in.Score, in.PV)
		if in.MultiPV <= 1 {
			last, reported = in.Score, true
		}
		if onInfo != nil {
			onInfo(in)
		}
	}
	noised := eng.Start(root, limits, multiPV, report)
	out := make(chan search.Result, 1)
	go func() {
		r := <-noised
		r.Score = p.unnoised(&root.Position, r.Score, []movegen.Move{r.Move})
		if reported {
			r.Score = last
		}
		out <- r
	}()
	return out
}

// unnoised is the score a level's search reports in place of its own
// (score, noised by the level's evaluation noise, which people would read
// as the position's worth): the static evaluation without noise at the
// end of its line pv from root, from root's side to move. A win or loss
// the search proved is kept.
func (p *Player) unnoised(root *movegen.Position, score int, pv []movegen.Move) int {
	if search.IsWin(score) || search.IsLoss(score) {
		return score
	}
	pos := *root
	for _, m := range pv {
		pos = pos.Play(m)
	}
	s := p.Evaluate(&pos)
	if len(pv)%2 == 1 {
		s = -s
	}
	return s
}

// searchedAs is what the table's scores were searched with: a level and
// its seed (noise changes them), the zero value at full strength.
type searchedAs struct {
	level Level
	seed  uint64
}

// useTableFor empties the table when its scores were searched otherwise
// than as says.
func (p *Player) useTableFor(as searchedAs) {
	if as != p.tableAs {
		p.eng.NewGame()
		p.tableAs = as
	}
}

// referenceMove is the move of a Random, Material or Mobility level in
// pos, drawn from the game's seed and the position.
func (p *Player) referenceMove(pos *movegen.Position) search.Result {
	rng := rand.New(rand.NewPCG(p.seed, pos.Key))
	var m movegen.Move
	depth := 1
	kind := p.level.Kind
	if p.level.RandomShare > 0 && rng.IntN(100) < p.level.RandomShare {
		kind = Random
	}
	switch kind {
	case Random:
		var l movegen.MoveList
		pos.Generate(&l)
		if l.N > 0 {
			m = l.Moves[rng.IntN(l.N)]
		}
	case Mobility:
		depth = max(p.level.Depth, 1)
		m = mobilityMove(pos, depth, rng)
	default:
		m = materialMove(pos, rng)
	}
	return search.Result{Move: m, Depth: depth, Nodes: 1}
}
