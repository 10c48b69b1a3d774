// Rebuilding the landing squares of a capture from its start, end and
// captured set.

package movegen

// Path returns the squares a move visits: the start, every landing square
// and the end. For Italian, when several orders take the same pieces, the
// path is the one that meets kings earliest (the one precedence prefers).
func (p *Position) Path(m Move) []Square {
	v := p.Variant
	if !m.IsCapture() {
		return []Square{v.SquareOf(m.From), v.SquareOf(m.To)}
	}
	f := pathFinder{
		p:      p,
		g:      &geometries[v],
		target: m,
		empty:  p.Empty() | 1<<m.From,
		dirs:   captureDirections(p, m.From),
	}
	if v == Russian && p.Kings&(1<<m.From) == 0 {
		f.crown = promoMask[v][p.Side&1]
	}
	f.search(int(m.From), 0, []uint8{m.From}, 0, v != Italian && p.Kings&(1<<m.From) != 0)
	out := make([]Square, len(f.best))
	for i, b := range f.best {
		out[i] = v.SquareOf(b)
	}
	return out
}

// captureDirections returns the directions the piece on bit from captures in.
func captureDirections(p *Position, from uint8) []Direction {
	switch {
	case p.Variant == Dameo:
		return orthogonalDirs
	case p.Variant.FrisianRules():
		return allDirs
	case p.Variant == Italian && p.Kings&(1<<from) == 0 && p.Side == White:
		return diagonalDirs[:2]
	case p.Variant == Italian && p.Kings&(1<<from) == 0:
		return diagonalDirs[2:]
	}
	return diagonalDirs
}

type pathFinder struct {
	p      *Position
	g      *geometry
	target Move
	empty  uint64
	crown  uint64 // a Russian man's crowning row, where it is crowned
	dirs   []Direction
	best   []uint8
	order  uint32 // Italian: king-order key of best (higher is better)
}

// search extends path from sq, having taken captured; a flying piece
// slides to the piece it takes and lands anywhere behind it. A man that
// lands on f.crown flies from there.
func (f *pathFinder) search(sq int, captured uint64, path []uint8, order uint32, flying bool) {
	if captured == f.target.Captured {
		if sq == int(f.target.To) && (f.crown == 0 || flying == f.target.Crowned) &&
			(f.best == nil || order > f.order) {
			f.best, f.order = append([]uint8(nil), path...), order
		}
		return
	}
	for _, d := range f.dirs {
		over := f.g.next[d][sq]
		for flying && over >= 0 && f.empty&(1<<uint(over)) != 0 {
			over = f.g.next[d][over]
		}
		if over < 0 {
			continue
		}
		ob := uint64(1) << uint(over)
		if f.target.Captured&ob == 0 || captured&ob != 0 {
			continue
		}
		next := order
		if f.p.Kings&ob != 0 {
			next |= 1 << uint(itKeyOrderTop-len(path)+1)
		}
		for land := f.g.next[d][over]; land >= 0 && f.empty&(1<<uint(land)) != 0; land = f.g.next[d][land] {
			f.search(int(land), captured|ob, append(path, uint8(land)), next, flying || f.crown&(1<<uint(land)) != 0)
			if !flying {
				break
			}
		}
	}
}
