// Counting the replies to every move at once: perft 2 with bulk counting,
// the inner loop of perft.

package movegen

import "math/bits"

// CountReplies returns the number of legal replies summed over the legal
// moves of p: the leaves two plies below p. Quiet one-square moves
// (Italian men and kings, International and Brazilian men) are played straight from the
// bitboards without being listed and without updating the Zobrist key.
// list and scratch are scratch space.
func (p *Position) CountReplies(list, scratch *MoveList) uint64 {
	switch p.Variant {
	case Italian:
		if !italianHasCapture(p) {
			return stepReplies(p, [4]int{itUL, itUR, itDL, itDR}, scratch)
		}
	case International, Killer, Antidraughts: // not Breakthrough: a step to the far row ends its game
		if p.KingsOf(p.Side) == 0 && !internationalHasCapture(p) {
			return stepReplies(p, [4]int{inUL, inUR, inDL, inDR}, scratch)
		}
	case Brazilian, Russian:
		if p.KingsOf(p.Side) == 0 && !brazilianHasCapture(p) {
			return stepReplies(p, [4]int{itUL, itUR, itDL, itDR}, scratch)
		}
	}
	p.Generate(list)
	var n uint64
	for i := 0; i < list.N; i++ {
		q := p.playBoards(list.Moves[i])
		n += uint64(q.CountMoves(scratch))
	}
	return n
}

// playBoards is Play without the Zobrist key (left as it was).
func (p Position) playBoards(m Move) Position {
	us := p.Side & 1
	from, to := uint64(1)<<(m.From&63), uint64(1)<<(m.To&63)
	p.Pieces[us^1] &^= m.Captured
	p.Kings &^= m.Captured
	p.Pieces[us] = p.Pieces[us]&^from | to
	kings := p.Kings
	if p.Kings&from != 0 || to&promoMask[p.Variant%numVariants][us] != 0 || m.Crowned {
		kings = p.Kings&^from | to
	}
	if p.Variant.FrisianRules() {
		p.Runs = p.nextRuns(m, p.Pieces[us], p.Pieces[us^1], kings)
	}
	p.Kings = kings
	p.Side = us ^ 1
	return p
}

// stepReplies is CountReplies for a position whose moves are all single
// diagonal steps, with the layout's shifts for up-left, up-right,
// down-left and down-right (up is a right shift).
func stepReplies(p *Position, shift [4]int, scratch *MoveList) uint64 {
	empty := p.Empty()
	us := p.Side
	men, kings := p.Men(us), p.KingsOf(us)
	q := *p
	q.Side = us.Other()
	var n uint64
	if us == White {
		n += stepTargetReplies(p, &q, men>>shift[0]&empty, shift[0], false, scratch)
		n += stepTargetReplies(p, &q, men>>shift[1]&empty, shift[1], false, scratch)
	} else {
		n += stepTargetReplies(p, &q, men<<shift[2]&empty, -shift[2], false, scratch)
		n += stepTargetReplies(p, &q, men<<shift[3]&empty, -shift[3], false, scratch)
	}
	if kings != 0 {
		n += stepTargetReplies(p, &q, kings>>shift[0]&empty, shift[0], true, scratch)
		n += stepTargetReplies(p, &q, kings>>shift[1]&empty, shift[1], true, scratch)
		n += stepTargetReplies(p, &q, kings<<shift[2]&empty, -shift[2], true, scratch)
		n += stepTargetReplies(p, &q, kings<<shift[3]&empty, -shift[3], true, scratch)
	}
	return n
}

// stepTargetReplies counts the replies to the steps that land on the
// squares of targets, each coming from the square back bits away (a left
// rotation by back, which never wraps in the padded layouts). q is p with
// the other side to move, and is used as scratch. A man stepping onto the
// far row stays a man here: on the edge it cannot be jumped and only
// blocks, so the replies are the same as to a new king.
func stepTargetReplies(p, q *Position, targets uint64, back int, king bool, scratch *MoveList) uint64 {
	var n uint64
	us := p.Side & 1
	for ; targets != 0; targets &= targets - 1 {
		to := targets & -targets
		moved := to | bits.RotateLeft64(to, back)
		q.Pieces[us] = p.Pieces[us] ^ moved
		if king {
			q.Kings = p.Kings ^ moved
		}
		switch q.Variant {
		case Italian:
			n += uint64(countItalian(q, scratch))
		case Brazilian:
			n += uint64(countBrazilian(q, scratch))
		case Russian:
			n += uint64(countRussian(q, scratch))
		default:
			n += uint64(countInternational(q, scratch))
		}
	}
	return n
}
