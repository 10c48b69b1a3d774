// A deliberately naive second move generator, written from RULES.md alone, that the cross-check tests hold movegen against.

package movegen_test

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// The reference shares nothing with movegen but the public Square API: it
// keeps a plain 2-D board (row 0 is Black's back row, file 0 is file a),
// searches every capture path recursively, records the whole path, and only
// then applies the precedence rules and merges identical captures. It is
// slow on purpose; clarity is the point.

// refCell is one square of the reference board.
type refCell struct {
	occupied, black, king bool
}

// refBoard is a position on a plain 2-D board.
type refBoard struct {
	variant     movegen.Variant
	size        int // 8 or 10
	cells       [10][10]refCell
	blackToMove bool
	// Frisian: each side's (White, Black) king making quiet moves in a
	// row and how many it has made; a count of 3 bars that king's quiet
	// moves while its side has men.
	runKing  [2]refPoint
	runCount [2]int
}

// refMove is a move as a comparable value: from and to squares and the set
// of captured squares (bit s stands for square s, so the set is kept sorted);
// crowned: a Russian man crowned during its capture.
type refMove struct {
	from, to movegen.Square
	captured uint64
	crowned  bool
}

// refPoint is a row and file on the reference board.
type refPoint struct{ r, f int }

// refSequence is one complete capture path.
type refSequence struct {
	from      refPoint
	landings  []refPoint // every landing square, in order
	captured  []refPoint // the pieces taken, in order
	kingTaken []bool     // kingTaken[i]: the i-th piece taken was a king
	byKing    bool       // the capturing piece is a king
	crowned   bool       // a Russian man crowned on the way
}

var (
	refDiagonals  = []refPoint{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
	refOrthogonal = []refPoint{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	refAllEight   = append(append([]refPoint{}, refDiagonals...), refOrthogonal...)
	// refFrisian: the diagonals and the orthogonal lines of a board of
	// dark squares, whose next square on a row or file is two away.
	refFrisian = append(append([]refPoint{}, refDiagonals...), refPoint{-2, 0}, refPoint{2, 0}, refPoint{0, -2}, refPoint{0, 2})
)

// refCoord returns the row and file of square s, from the numbering rules.
func refCoord(v movegen.Variant, s movegen.Square) (r, f int) {
	i := int(s)
	switch v {
	case movegen.Italian:
		return i / 4, 2*(i%4) + (i/4)%2
	case movegen.International, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Frisian, movegen.Frysk:
		return i / 5, 2*(i%5) + 1 - (i/5)%2
	case movegen.Brazilian, movegen.Russian:
		return i / 4, 2*(i%4) + 1 - (i/4)%2
	}
	return i / 8, i % 8
}

// refSquareAt is the inverse of refCoord for playable squares.
func refSquareAt(v movegen.Variant, r, f int) movegen.Square {
	switch v {
	case movegen.Italian:
		return movegen.Square(r*4 + f/2)
	case movegen.International, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Frisian, movegen.Frysk:
		return movegen.Square(r*5 + f/2)
	case movegen.Brazilian, movegen.Russian:
		return movegen.Square(r*4 + f/2)
	}
	return movegen.Square(r*8 + f)
}

// refSize is the width of the board in squares.
func refSize(v movegen.Variant) int {
	if v == movegen.International || v == movegen.Killer || v == movegen.Breakthrough || v == movegen.Antidraughts || refFrisianRules(v) {
		return 10
	}
	return 8
}

// playable reports whether (r, f) is a square the variant plays on: the dark
// squares (a8 dark for Italian, a1 dark for International and its variants,
// Brazilian and Russian), all of Dameo's.
func (b *refBoard) playable(r, f int) bool {
	if r < 0 || f < 0 || r >= b.size || f >= b.size {
		return false
	}
	switch b.variant {
	case movegen.Italian:
		return (r+f)%2 == 0
	case movegen.International, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Frisian, movegen.Frysk, movegen.Brazilian, movegen.Russian:
		return (r+f)%2 == 1
	}
	return true
}

// refFromPosition copies p onto a 2-D board through the Square API.
func refFromPosition(p movegen.Position) refBoard {
	v := p.Variant
	b := refBoard{variant: v, size: refSize(v), blackToMove: p.Side == movegen.Black}
	for s := movegen.Square(0); int(s) < v.Squares(); s++ {
		bit := uint64(1) << v.Bit(s)
		r, f := refCoord(v, s)
		king := p.Kings&bit != 0
		if p.Pieces[movegen.White]&bit != 0 {
			b.cells[r][f] = refCell{occupied: true, king: king}
		}
		if p.Pieces[movegen.Black]&bit != 0 {
			b.cells[r][f] = refCell{occupied: true, black: true, king: king}
		}
	}
	for c, run := range p.Runs {
		if run.Count() == 0 {
			continue
		}
		r, f := refCoord(v, v.SquareOf(uint8(run.Bit())))
		b.runKing[c], b.runCount[c] = refPoint{r, f}, run.Count()
	}
	return b
}

// side returns 0 for White to move, 1 for Black.
func (b *refBoard) side() int {
	if b.blackToMove {
		return 1
	}
	return 0
}

// hasMen reports whether the side (0 White, 1 Black) has a man.
func (b *refBoard) hasMen(side int) bool {
	for r := range b.size {
		for f := range b.size {
			if c := b.cells[r][f]; c.occupied && !c.king && c.black == (side == 1) {
				return true
			}
		}
	}
	return false
}

// runBarred reports whether the king on (r, f) may make no quiet move: in
// Frisian, after three in a row while its side has men.
func (b *refBoard) runBarred(r, f int) bool {
	s := b.side()
	return refFrisianRules(b.variant) && b.runCount[s] >= 3 && b.runKing[s] == refPoint{r, f} && b.hasMen(s)
}

// pieces counts the pieces on the board.
func (b *refBoard) pieces() int {
	n := 0
	for r := 0; r < b.size; r++ {
		for f := 0; f < b.size; f++ {
			if b.cells[r][f].occupied {
				n++
			}
		}
	}
	return n
}

func (b *refBoard) square(p refPoint) movegen.Square { return refSquareAt(b.variant, p.r, p.f) }

func (b *refBoard) own(c refCell) bool   { return c.occupied && c.black == b.blackToMove }
func (b *refBoard) enemy(c refCell) bool { return c.occupied && c.black != b.blackToMove }

// forward is the row step of the side to move: White goes toward row 0.
func (b *refBoard) forward() int {
	if b.blackToMove {
		return 1
	}
	return -1
}

// farRow is the row where the side to move promotes.
func (b *refBoard) farRow() int {
	if b.blackToMove {
		return b.size - 1
	}
	return 0
}

// empty reports whether (r, f) is a playable square with no piece on it.
func (b *refBoard) empty(r, f int) bool { return b.playable(r, f) && !b.cells[r][f].occupied }

// legalMoves returns the legal moves: none once the game is over
// (gameOver), else the best captures if there is any capture, otherwise
// every quiet move.
func (b *refBoard) legalMoves() []refMove {
	if b.gameOver() {
		return nil
	}
	seqs := b.captureSequences()
	if len(seqs) == 0 {
		return b.quietMoves()
	}
	if b.variant == movegen.Russian {
		return b.merge(refRussianLandings(seqs))
	}
	if b.variant == movegen.Killer {
		seqs = refKillerEndings(seqs)
	}
	return b.merge(b.best(seqs))
}

// refKillerEndings keeps the sequences Killer's rule allows: a king whose
// last piece taken is a king must stand on the square next to it.
func refKillerEndings(seqs []refSequence) []refSequence {
	var out []refSequence
	for _, s := range seqs {
		last := len(s.captured) - 1
		over, to := s.captured[last], s.landings[last]
		if s.byKing && s.kingTaken[last] && max(abs(to.r-over.r), abs(to.f-over.f)) > 1 {
			continue
		}
		out = append(out, s)
	}
	return out
}

func abs(x int) int { return max(x, -x) }

// quietMoves lists the non-capturing moves.
func (b *refBoard) quietMoves() []refMove {
	var out []refMove
	add := func(r, f, tr, tf int) {
		out = append(out, refMove{from: refSquareAt(b.variant, r, f), to: refSquareAt(b.variant, tr, tf)})
	}
	for r := 0; r < b.size; r++ {
		for f := 0; f < b.size; f++ {
			c := b.cells[r][f]
			if !b.own(c) {
				continue
			}
			switch {
			case b.variant == movegen.Dameo && !c.king:
				// A man advances over the run of its own men in front of it
				// (a run of none is a plain step) onto the empty square beyond.
				for _, df := range []int{-1, 0, 1} {
					dr := b.forward()
					k := 1
					for b.playable(r+k*dr, f+k*df) && b.own(b.cells[r+k*dr][f+k*df]) && !b.cells[r+k*dr][f+k*df].king {
						k++
					}
					if b.empty(r+k*dr, f+k*df) {
						add(r, f, r+k*dr, f+k*df)
					}
				}
			case !c.king:
				for _, df := range []int{-1, 1} {
					if b.empty(r+b.forward(), f+df) {
						add(r, f, r+b.forward(), f+df)
					}
				}
			case b.variant == movegen.Italian:
				for _, d := range refDiagonals {
					if b.empty(r+d.r, f+d.f) {
						add(r, f, r+d.r, f+d.f)
					}
				}
			case b.runBarred(r, f):
			default:
				dirs := refDiagonals
				if b.variant == movegen.Dameo {
					dirs = refAllEight
				}
				for _, d := range dirs {
					for k := 1; b.empty(r+k*d.r, f+k*d.f); k++ {
						add(r, f, r+k*d.r, f+k*d.f)
					}
				}
			}
		}
	}
	return out
}

// refSearch is the state of the recursive capture search of one piece.
type refSearch struct {
	b         *refBoard // a working copy; the mover has left its square
	dead      [10][10]bool
	mover     refCell
	from      refPoint
	landings  []refPoint
	captured  []refPoint
	kingTaken []bool
	crowned   bool
	out       []refSequence
}

// captureSequences returns every complete capture path of the side to move.
func (b *refBoard) captureSequences() []refSequence {
	var out []refSequence
	for r := 0; r < b.size; r++ {
		for f := 0; f < b.size; f++ {
			if !b.own(b.cells[r][f]) {
				continue
			}
			work := *b
			s := refSearch{b: &work, mover: work.cells[r][f], from: refPoint{r, f}}
			work.cells[r][f] = refCell{}
			s.extend(r, f)
			out = append(out, s.out...)
		}
	}
	return out
}

// refJump is one possible capture step: the piece taken and where to land.
type refJump struct {
	over    refPoint
	landing []refPoint
}

// jumps lists the capture steps from (r, f).
func (s *refSearch) jumps(r, f int) []refJump {
	b := s.b
	v := b.variant
	dirs := refDiagonals
	switch {
	case v == movegen.Dameo:
		dirs = refOrthogonal
	case refFrisianRules(v):
		dirs = refFrisian
	case v == movegen.Italian && !s.mover.king:
		dirs = []refPoint{{b.forward(), -1}, {b.forward(), 1}}
	}
	flying := s.mover.king && v != movegen.Italian
	var out []refJump
	for _, d := range dirs {
		k := 1
		if flying {
			for b.empty(r+k*d.r, f+k*d.f) {
				k++
			}
		}
		or, of := r+k*d.r, f+k*d.f
		if !b.playable(or, of) || !b.enemy(b.cells[or][of]) || s.dead[or][of] {
			continue
		}
		if v == movegen.Italian && !s.mover.king && b.cells[or][of].king {
			continue // an Italian man may not take a king
		}
		j := refJump{over: refPoint{or, of}}
		for k++; b.empty(r+k*d.r, f+k*d.f); k++ {
			j.landing = append(j.landing, refPoint{r + k*d.r, f + k*d.f})
			if !flying {
				break
			}
		}
		if len(j.landing) > 0 {
			out = append(out, j)
		}
	}
	return out
}

// extend continues the capture path standing on (r, f) in every possible
// way, and records the path when it cannot go on.
func (s *refSearch) extend(r, f int) {
	b := s.b
	if b.variant == movegen.Russian && !s.mover.king && len(s.captured) > 0 && r == b.farRow() {
		// A Russian man crowned during its capture goes on as a king.
		s.mover.king, s.crowned = true, true
		defer func() { s.mover.king, s.crowned = false, false }()
	}
	italianMan := b.variant == movegen.Italian && !s.mover.king
	if italianMan && len(s.captured) > 0 && r == b.farRow() {
		s.record() // an Italian man that reaches the far row stops there
		return
	}
	found := false
	for _, j := range s.jumps(r, f) {
		victim := b.cells[j.over.r][j.over.f]
		for _, to := range j.landing {
			found = true
			s.captured = append(s.captured, j.over)
			s.kingTaken = append(s.kingTaken, victim.king)
			s.landings = append(s.landings, to)
			if b.variant == movegen.Italian {
				b.cells[j.over.r][j.over.f] = refCell{} // removed as jumped
			} else {
				s.dead[j.over.r][j.over.f] = true // stays until the move ends
			}
			s.extend(to.r, to.f)
			b.cells[j.over.r][j.over.f] = victim
			s.dead[j.over.r][j.over.f] = false
			s.captured = s.captured[:len(s.captured)-1]
			s.kingTaken = s.kingTaken[:len(s.kingTaken)-1]
			s.landings = s.landings[:len(s.landings)-1]
		}
	}
	if !found && len(s.captured) > 0 {
		s.record()
	}
}

// record keeps a copy of the current path as a complete sequence.
func (s *refSearch) record() {
	s.out = append(s.out, refSequence{
		from:      s.from,
		landings:  append([]refPoint(nil), s.landings...),
		captured:  append([]refPoint(nil), s.captured...),
		kingTaken: append([]bool(nil), s.kingTaken...),
		byKing:    s.mover.king && !s.crowned,
		crowned:   s.crowned,
	})
}

// compare returns >0 when x must be preferred to y, <0 when y must, 0 when
// the player may choose.
func (b *refBoard) compare(x, y refSequence) int { return b.compareUpTo(x, y, 4) }

// compareUpTo compares x and y by the first rules of precedence only: the
// count of pieces (the whole majority rule outside Italian), then for
// Italian the capturing piece, the count of kings, and the order of kings.
func (b *refBoard) compareUpTo(x, y refSequence, rules int) int {
	if refFrisianRules(b.variant) {
		return refFrisianCompare(x, y)
	}
	if d := len(x.captured) - len(y.captured); d != 0 || b.variant != movegen.Italian || rules < 2 {
		return d // rule 1: most pieces
	}
	if x.byKing != y.byKing { // rule 2: with a king
		if x.byKing {
			return 1
		}
		return -1
	}
	if rules < 3 {
		return 0
	}
	kx, ky := refKingIndexes(x), refKingIndexes(y)
	if d := len(kx) - len(ky); d != 0 || rules < 4 { // rule 3: most kings
		return d
	}
	for i := range kx { // rule 4: the king met earliest, from the first king on
		if kx[i] != ky[i] {
			return ky[i] - kx[i]
		}
	}
	return 0
}

// refFrisianRules reports whether v plays Frisian's rules: Frisian, and
// Frysk! from five men a side.
func refFrisianRules(v movegen.Variant) bool { return v == movegen.Frisian || v == movegen.Frysk }

// refFrisianCompare applies Frisian's precedence: the highest value, a
// king counting a little less than two men (so two men outweigh a king,
// and a king a man), then the capture made with a king.
func refFrisianCompare(x, y refSequence) int {
	kx, ky := len(refKingIndexes(x)), len(refKingIndexes(y))
	mx, my := len(x.captured)-kx, len(y.captured)-ky
	if d := (2*kx + mx) - (2*ky + my); d != 0 {
		return d
	}
	if d := ky - kx; d != 0 { // the same count of men, kings as two: the fewer kings weigh more
		return d
	}
	switch {
	case x.byKing && !y.byKing:
		return 1
	case y.byKing && !x.byKing:
		return -1
	}
	return 0
}

// refKingIndexes returns the positions in the sequence of the kings taken.
func refKingIndexes(s refSequence) []int {
	var out []int
	for i, k := range s.kingTaken {
		if k {
			out = append(out, i)
		}
	}
	return out
}

// best keeps the sequences no other sequence beats (the rules compare
// sequences lexicographically, so a best one exists and ties are kept).
func (b *refBoard) best(seqs []refSequence) []refSequence {
	top := seqs[0]
	for _, x := range seqs[1:] {
		if b.compare(x, top) > 0 {
			top = x
		}
	}
	var out []refSequence
	for _, x := range seqs {
		if b.compare(x, top) == 0 {
			out = append(out, x)
		}
	}
	return out
}

// merge turns sequences into moves, one move per start, landing and
// captured set.
func (b *refBoard) merge(seqs []refSequence) []refMove {
	seen := map[refMove]bool{}
	var out []refMove
	for _, s := range seqs {
		m := refMove{from: b.square(s.from), to: b.square(s.landings[len(s.landings)-1]), crowned: s.crowned}
		for _, c := range s.captured {
			m.captured |= 1 << uint(b.square(c))
		}
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	return out
}

// apply returns the board after m: captured pieces removed, the piece moved,
// a man that ends on the far row promoted, the turn passed.
func (b refBoard) apply(m refMove) refBoard {
	v := b.variant
	for s := movegen.Square(0); int(s) < v.Squares(); s++ {
		if m.captured&(1<<uint(s)) != 0 {
			r, f := refCoord(v, s)
			b.cells[r][f] = refCell{}
		}
	}
	fr, ff := refCoord(v, m.from)
	tr, tf := refCoord(v, m.to)
	piece := b.cells[fr][ff]
	b.cells[fr][ff] = refCell{}
	promoted := !piece.king && (tr == b.farRow() || m.crowned)
	if promoted {
		piece.king = true
	}
	b.cells[tr][tf] = piece
	if refFrisianRules(v) {
		b.applyRuns(m, refPoint{fr, ff}, refPoint{tr, tf}, piece.king && !promoted)
	}
	b.blackToMove = !b.blackToMove
	return b
}

// applyRuns counts Frisian's runs of quiet king moves after m (the board
// already played, the mover still to move): the mover's run grows with a
// quiet move of its running king, starts over with another king's and ends
// with any other move; the opponent's ends when its king is taken; a side
// without men has none.
func (b *refBoard) applyRuns(m refMove, from, to refPoint, kingMoved bool) {
	us, them := b.side(), 1-b.side()
	if r := b.runKing[them]; b.runCount[them] > 0 && (!b.hasMen(them) || m.captured&(1<<uint(b.square(r))) != 0) {
		b.runKing[them], b.runCount[them] = refPoint{}, 0
	}
	switch {
	case kingMoved && m.captured == 0 && b.hasMen(us):
		if b.runCount[us] == 0 || b.runKing[us] != from {
			b.runCount[us] = 0
		}
		b.runKing[us], b.runCount[us] = to, b.runCount[us]+1
	default:
		b.runKing[us], b.runCount[us] = refPoint{}, 0
	}
}

// refMoveOf converts a movegen move.
func refMoveOf(v movegen.Variant, m movegen.Move) refMove {
	out := refMove{from: v.SquareOf(m.From), to: v.SquareOf(m.To), crowned: m.Crowned}
	for c := m.Captured; c != 0; c &= c - 1 {
		out.captured |= 1 << uint(v.SquareOf(uint8(bits.TrailingZeros64(c))))
	}
	return out
}

// format prints m as "from-to" or "fromxto (captured ...)".
func (m refMove) format(v movegen.Variant) string {
	if m.captured == 0 {
		return v.SquareName(m.from) + "-" + v.SquareName(m.to)
	}
	var caps []string
	for s := movegen.Square(0); s < 64; s++ {
		if m.captured&(1<<uint(s)) != 0 {
			caps = append(caps, v.SquareName(s))
		}
	}
	crowned := ""
	if m.crowned {
		crowned = ", crowned"
	}
	return fmt.Sprintf("%sx%s (takes %s%s)", v.SquareName(m.from), v.SquareName(m.to), strings.Join(caps, ","), crowned)
}

// refCompareMoves orders moves by from, to and captured set.
func refCompareMoves(a, b refMove) int {
	if c := cmp.Compare(a.from, b.from); c != 0 {
		return c
	}
	if c := cmp.Compare(a.to, b.to); c != 0 {
		return c
	}
	if c := cmp.Compare(a.captured, b.captured); c != 0 {
		return c
	}
	if a.crowned == b.crowned {
		return 0
	}
	if a.crowned {
		return 1
	}
	return -1
}

// refSorted returns a sorted copy of ms.
func refSorted(ms []refMove) []refMove {
	out := slices.Clone(ms)
	slices.SortFunc(out, refCompareMoves)
	return out
}

// refDiff lists, sorted, the moves of a missing from b and of b missing from a.
func refDiff(v movegen.Variant, a, b []refMove) (onlyA, onlyB []string) {
	inA, inB := map[refMove]bool{}, map[refMove]bool{}
	for _, m := range a {
		inA[m] = true
	}
	for _, m := range b {
		inB[m] = true
	}
	for m := range inA {
		if !inB[m] {
			onlyA = append(onlyA, m.format(v))
		}
	}
	for m := range inB {
		if !inA[m] {
			onlyB = append(onlyB, m.format(v))
		}
	}
	sort.Strings(onlyA)
	sort.Strings(onlyB)
	return onlyA, onlyB
}

// refRussianLandings keeps the Russian captures the landing rule allows:
// every capture may be chosen, but a piece that, behind the piece it took,
// had a square from which to take on must have landed on one. So a path
// whose last step could have landed elsewhere and gone on is not a move:
// it is left out when another path from the same start lands on the same
// squares before its last step, takes the same piece there, and goes on.
func refRussianLandings(seqs []refSequence) []refSequence {
	var out []refSequence
	for _, x := range seqs {
		k := len(x.captured) - 1
		barred := slices.ContainsFunc(seqs, func(y refSequence) bool {
			return y.from == x.from && len(y.captured) > k+1 && y.captured[k] == x.captured[k] &&
				slices.Equal(y.landings[:k], x.landings[:k]) && slices.Equal(y.captured[:k], x.captured[:k])
		})
		if !barred {
			out = append(out, x)
		}
	}
	return out
}

// gameOver reports whether the rules ended the game before any move: in
// Breakthrough, the first man crowned wins, so a board with a king on it
// is a finished game.
func (b *refBoard) gameOver() bool {
	if b.variant != movegen.Breakthrough {
		return false
	}
	for r := range b.size {
		for f := range b.size {
			if c := b.cells[r][f]; c.occupied && c.king {
				return true
			}
		}
	}
	return false
}
