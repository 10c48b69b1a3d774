// The variant-independent entry points of move generation.

package movegen

// Generate fills l with the legal moves of p: the best captures under the
// variant's precedence when any capture exists, otherwise every quiet move;
// none where the game has ended (Decided).
func (p *Position) Generate(l *MoveList) {
	if p.Variant.FrisianRules() {
		genFrisian(p, l)
		return
	}
	switch p.Variant.Base() {
	case Italian:
		genItalian(p, l)
	case International:
		if p.Decided() {
			l.reset()
			return
		}
		genInternational(p, l)
	case Brazilian:
		genBrazilian(p, l)
	case Russian:
		genRussian(p, l)
	default:
		genDameo(p, l)
	}
}

// GenerateCaptures fills l with the legal moves of p when p.HasCapture()
// is already known to be true: the same list as Generate, without testing
// for a capture again.
func (p *Position) GenerateCaptures(l *MoveList) {
	l.reset()
	if p.Variant.FrisianRules() {
		flyingCaptures(p, l, allDirs)
		return
	}
	switch p.Variant.Base() {
	case Italian:
		italianCaptures(p, l)
	case International:
		internationalCaptures(p, l)
	case Brazilian:
		flyingCaptures(p, l, diagonalDirs)
	case Russian:
		russianCaptures(p, l)
	default:
		flyingCaptures(p, l, orthogonalDirs)
	}
}

// GenerateQuiet fills l with the quiet moves of the side to move, whether
// or not a capture is due (and in Breakthrough whether or not the game has
// ended): the endgame database builder turns them into the moves that
// lead back to a position.
func (p *Position) GenerateQuiet(l *MoveList) {
	l.reset()
	if p.Variant.FrisianRules() {
		frisianQuiet(p, l)
		return
	}
	switch p.Variant.Base() {
	case Italian:
		italianQuiet(p, l)
	case International:
		internationalQuiet(p, l)
	case Brazilian, Russian:
		brazilianQuiet(p, l)
	default:
		dameoQuiet(p, l)
	}
}

// CountMoves returns the number of legal moves of p without listing quiet
// moves; scratch is used to list captures.
func (p *Position) CountMoves(scratch *MoveList) int {
	if p.Variant.FrisianRules() {
		return countFrisian(p, scratch)
	}
	switch p.Variant.Base() {
	case Italian:
		return countItalian(p, scratch)
	case International:
		if p.Decided() {
			return 0
		}
		return countInternational(p, scratch)
	case Brazilian:
		return countBrazilian(p, scratch)
	case Russian:
		return countRussian(p, scratch)
	default:
		return countDameo(p, scratch)
	}
}

// HasCapture reports whether the side to move must capture.
func (p *Position) HasCapture() bool {
	if p.Variant.FrisianRules() {
		return frisianHasCapture(p)
	}
	switch p.Variant.Base() {
	case Italian:
		return italianHasCapture(p)
	case International:
		return !p.Decided() && internationalHasCapture(p)
	case Brazilian, Russian:
		return brazilianHasCapture(p)
	default:
		return dameoHasCapture(p)
	}
}
