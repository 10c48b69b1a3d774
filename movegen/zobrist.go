// Zobrist keys for hashing positions.

package movegen

const (
	man  = 0
	king = 1
)

type zobristTable struct {
	piece [2][2][64]uint64 // colour, kind, bit
	side  uint64           // xored in when Black is to move
	run   [2][256]uint64   // colour, KingRun (Frisian); zero for no run
}

var zobristKeys = newZobristTable(0x9E3779B97F4A7C15)

// newZobristTable fills the keys with splitmix64 so that they are the same
// in every run (hashes in logs and tests stay reproducible).
func newZobristTable(seed uint64) zobristTable {
	next := func() uint64 {
		seed += 0x9E3779B97F4A7C15
		z := seed
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	var t zobristTable
	for c := range t.piece {
		for k := range t.piece[c] {
			for b := range t.piece[c][k] {
				t.piece[c][k][b] = next()
			}
		}
	}
	t.side = next()
	for c := range t.run {
		for r := 1; r < len(t.run[c]); r++ {
			t.run[c][r] = next()
		}
	}
	return t
}
