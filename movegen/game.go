// A game record from a start position and the outcome of the game so far.

package movegen

import "fmt"

// Result says who won, if anyone.
type Result uint8

// The results of a game.
const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Draw
)

// String returns "ongoing", "white wins", "black wins" or "draw".
func (r Result) String() string {
	switch r {
	case Ongoing:
		return "ongoing"
	case WhiteWins:
		return "white wins"
	case BlackWins:
		return "black wins"
	case Draw:
		return "draw"
	}
	return fmt.Sprintf("result(%d)", uint8(r))
}

// Reason says which rule ended a game.
type Reason uint8

// The rules that end a game.
const (
	NoReason            Reason = iota
	NoLegalMove                // the side to move has no legal move and loses (wins in Antidraughts)
	FourfoldRepetition         // Italian
	ThreefoldRepetition        // International and Dameo
	FortyMoveRule              // Italian: 40 moves each without man move or capture
	TwentyFiveMoveRule         // International: 25 moves each of kings only
	SixteenMoveRule            // International: 3 pieces against a lone king
	FiveMoveRule               // International: 2 or 1 pieces against a lone king; the 64-square games: drawrules64.go
	FifteenMoveRule            // the 64-square games: 15 moves each of kings only
	EqualEndingRule            // the 64-square games: equal forces with kings, 30 or 60 moves
	KingMade                   // Breakthrough: the first man crowned wins
	SevenMoveRule              // Frisian: 7 moves each, two kings against one
	TwoMoveRule                // Frisian: 2 moves each, a king against a king
)

// EndingCount reports whether r is the count of an ending that runs on,
// whatever is played inside the ending, until its material changes: the
// FMJD 16- and 5-move counts, Frisian's 7- and 2-move counts.
func (r Reason) EndingCount() bool {
	switch r {
	case SixteenMoveRule, FiveMoveRule, SevenMoveRule, TwoMoveRule:
		return true
	}
	return false
}

// String returns the rule's name, e.g. "threefold repetition".
func (r Reason) String() string {
	switch r {
	case NoReason:
		return "none"
	case NoLegalMove:
		return "no legal move"
	case FourfoldRepetition:
		return "fourfold repetition"
	case ThreefoldRepetition:
		return "threefold repetition"
	case FortyMoveRule:
		return "40-move rule"
	case TwentyFiveMoveRule:
		return "25-move rule"
	case SixteenMoveRule:
		return "16-move endgame rule"
	case FiveMoveRule:
		return "5-move endgame rule"
	case FifteenMoveRule:
		return "15-move rule"
	case EqualEndingRule:
		return "equal-forces endgame rule"
	case KingMade:
		return "king made"
	case SevenMoveRule:
		return "7-move endgame rule"
	case TwoMoveRule:
		return "2-move endgame rule"
	}
	return fmt.Sprintf("reason(%d)", uint8(r))
}

// Outcome is the state of a game: ongoing, or a result and the rule that
// decided it. The zero Outcome is an ongoing game.
type Outcome struct {
	Result Result
	Reason Reason
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// String returns "ongoing" or the result and its reason, e.g.
// "white wins (no legal move)".
func (o Outcome) String() string {
	if !o.Over() {
		return o.Result.String()
	}
	return o.Result.String() + " (" + o.Reason.String() + ")"
}

// Game records a game from a start position: the moves, the current
// position, the keys needed for repetitions and the move-count counters.
// A Game is not safe for concurrent use.
type Game struct {
	start, pos Position
	moves      []Move
	history    []uint64 // keys since the last man move or capture, current excluded
	counters   Counters
}

// NewGame starts a game at start. Move counts and repetitions are counted
// from there: nothing is known of the moves before it.
func NewGame(start Position) *Game {
	return &Game{start: start, pos: start, counters: NewCounters(&start)}
}

// Play plays m, which must be legal in the current position (see
// PlayChecked). Moves may be played after the game has ended, as a GUI
// may go on; the counts go on too. It costs O(1) amortised and allocates
// only when its slices grow.
func (g *Game) Play(m Move) {
	next := g.pos.Play(m)
	g.counters = g.counters.Next(&g.pos, m, &next)
	if g.counters.Reversible == 0 {
		g.history = g.history[:0]
	} else {
		g.history = append(g.history, g.pos.Key)
	}
	g.moves = append(g.moves, m)
	g.pos = next
}

// PlayChecked plays m if it is legal in the current position; otherwise it
// returns an error and leaves the game as it was.
func (g *Game) PlayChecked(m Move) error {
	var l MoveList
	g.pos.Generate(&l)
	for _, legal := range l.Slice() {
		if legal == m {
			g.Play(m)
			return nil
		}
	}
	return fmt.Errorf("illegal move %s in %s", g.pos.describe(m), g.pos.FEN())
}

// describe writes a move that may be illegal or malformed without
// panicking: in Hub notation when its squares are on the board.
func (p *Position) describe(m Move) string {
	board := geometries[p.Variant].board
	if m.From < 64 && m.To < 64 && board>>m.From&1 != 0 && board>>m.To&1 != 0 && m.Captured&^board == 0 {
		return p.FormatHub(m)
	}
	return fmt.Sprintf("{from bit %d, to bit %d, captured %#x}", m.From, m.To, m.Captured)
}

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.start }

// Position returns the current position.
func (g *Game) Position() Position { return g.pos }

// Moves returns the moves played, oldest first. The slice is the game's
// own: do not modify it.
func (g *Game) Moves() []Move { return g.moves }

// Ply returns the number of moves played.
func (g *Game) Ply() int { return len(g.moves) }

// RepetitionKeys returns the Zobrist keys of the positions since the last
// man move or capture, oldest first, the current position excluded (its key
// is Position().Key): the history the search checks repetitions against
// with Repetitions. Its length is ReversiblePlies. The slice is the game's
// own and valid until the next Play: copy it to keep it.
func (g *Game) RepetitionKeys() []uint64 { return g.history }

// ReversiblePlies returns the plies since the last man move or capture (or
// since the start).
func (g *Game) ReversiblePlies() int { return g.counters.Reversible }

// Counters returns the move-count counters of the current position, the
// value the search carries on from the root with Counters.Next.
func (g *Game) Counters() Counters { return g.counters }

// Outcome returns the state of the game at the current position. The checks
// run in this order:
//  0. in Breakthrough, a king on the board: the side that made it, not
//     to move (NewPosition refuses a king of the side to move), has won
//     (Decided).
//  1. the side to move has no legal move: it loses (in Antidraughts it
//     wins: NoMoveWins). This comes first, so a move that leaves the
//     opponent without a move ends the game even when it also completes a
//     repetition or a move count: the position is reached and the
//     opponent cannot play on. A win that would come only after a draw
//     limit is not reached, since the draw ends the game first.
//  2. the position occurs for the RepetitionLimit-th time: a draw.
//  3. a move-count rule has run out (Counters.Limit): a draw.
func (g *Game) Outcome() Outcome {
	if g.pos.Decided() {
		return lossOf(g.pos.Side, KingMade)
	}
	var l MoveList
	if g.pos.CountMoves(&l) == 0 {
		if g.pos.Variant.NoMoveWins() {
			return lossOf(g.pos.Side.Other(), NoLegalMove)
		}
		return lossOf(g.pos.Side, NoLegalMove)
	}
	v := g.pos.Variant
	if Repetitions(g.history, g.pos.Key)+1 >= v.RepetitionLimit() {
		return Outcome{Draw, v.repetitionReason()}
	}
	if r, left := g.counters.Limit(&g.pos); left == 0 {
		return Outcome{Draw, r}
	}
	return Outcome{}
}

// lossOf is the outcome of a game that side has lost by rule r.
func lossOf(side Color, r Reason) Outcome {
	if side == White {
		return Outcome{BlackWins, r}
	}
	return Outcome{WhiteWins, r}
}

// Decided reports whether the rules have ended the game at p whatever
// the pieces could do: in Breakthrough, once a man is crowned. The side
// that made the king has won; the side to move of such a position has no
// legal move, and the search scores it as lost, as it does a position
// without moves.
func (p *Position) Decided() bool { return p.Variant == Breakthrough && p.Kings != 0 }
