// Frisian's limit on a king's quiet moves in a row.

package movegen

// maxKingRun is the number of quiet moves in a row one king may make in
// Frisian while its side still has men.
const maxKingRun = 3

// KingRun is one side's run of quiet moves with the same king in Frisian:
// the king's internal bit and how many moves in a row (1 to 3) it has
// made. The zero KingRun is no run: always so outside Frisian, and for a
// side without men, whose kings move freely.
type KingRun uint8

// Count returns the moves in the run: 0 when there is none.
func (r KingRun) Count() int { return int(r >> 6) }

// Bit returns the internal bit of the king making the run.
func (r KingRun) Bit() int { return int(r & 63) }

// NewKingRun returns the run of count moves (1 to 3) of the king on
// internal bit bit.
func NewKingRun(bit, count int) KingRun { return KingRun(count<<6 | bit) }

// blockedKing returns the king of side us that may not make a quiet move now
// (its third move in a row made), as a bit set: empty when every king may.
func (p *Position) blockedKing(us Color) uint64 {
	if r := p.Runs[us&1]; r.Count() >= maxKingRun {
		return 1 << uint(r.Bit())
	}
	return 0
}

// nextRuns returns the runs after move m, played from p, given the
// pieces and kings after it. The mover's run goes on with a quiet move of
// the king that made it and starts with another king's; any other move
// ends it. The opponent's run is kept unless its king was taken. A side
// left without men has no run.
func (p *Position) nextRuns(m Move, ours, theirs, kings uint64) [2]KingRun {
	us := p.Side & 1
	var runs [2]KingRun
	if r := p.Runs[us^1]; r != 0 && theirs&^kings != 0 && m.Captured&(1<<uint(r.Bit())) == 0 {
		runs[us^1] = r
	}
	if m.Captured == 0 && p.Kings&(1<<(m.From&63)) != 0 && ours&^kings != 0 {
		n := 1
		if r := p.Runs[us]; r != 0 && r.Bit() == int(m.From) {
			n = r.Count() + 1
		}
		runs[us] = NewKingRun(int(m.To), n)
	}
	return runs
}

// runKey returns the Zobrist keys of the runs.
func runKey(runs [2]KingRun) uint64 {
	return zobristKeys.run[White][runs[White]] ^ zobristKeys.run[Black][runs[Black]]
}
