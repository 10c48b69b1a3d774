// Waves: the slices of one piece count in groups that can be built at the
// same time, on many machines, one group after the other.

package build

import (
	"fmt"
	"sort"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// A move that leaves a unit lands in a slice of fewer pieces (a capture),
// fewer men (a promotion) or the same men with a higher sum of the two
// leading ranks (the mover's leading man advances, or another man passes
// it). So the units of one piece count with the same number of men and the
// same sum of leading ranks need none of each other: they form a wave.
// Waves are built in the units' build order (fewer men first, then the
// higher rank sum), each after every wave before it.

// waveKey returns what the units of one wave share.
func waveKey(u index.Unit) [2]int { return [2]int{u.A.WM + u.A.BM, u.A.WL + u.A.BL} }

// waves returns the units of exactly pieces pieces, wave by wave, in
// build order.
func waves(b *index.Board, pieces int) [][]index.Unit {
	var out [][]index.Unit
	for _, u := range b.Units(pieces) {
		switch {
		case u.A.Pieces() != pieces:
		case len(out) > 0 && waveKey(out[len(out)-1][0]) == waveKey(u):
			out[len(out)-1] = append(out[len(out)-1], u)
		default:
			out = append(out, []index.Unit{u})
		}
	}
	return out
}

// shardOf returns the units of wave w that shard i of n builds: the
// units are dealt largest first, each to the shard with the fewest
// positions so far (the lower number on a tie).
func shardOf(b *index.Board, w []index.Unit, i, n int) map[index.Unit]bool {
	size := func(u index.Unit) uint64 {
		s := uint64(0)
		for _, m := range u.Slices() {
			s += b.Count(m)
		}
		return s
	}
	order := append([]index.Unit(nil), w...)
	sort.SliceStable(order, func(x, y int) bool { return size(order[x]) > size(order[y]) })
	load := make([]uint64, n)
	mine := map[index.Unit]bool{}
	for _, u := range order {
		least := 0
		for s := range load {
			if load[s] < load[least] {
				least = s
			}
		}
		load[least] += size(u)
		if least == i-1 {
			mine[u] = true
		}
	}
	return mine
}

// WaveInfo describes one wave of a piece count.
type WaveInfo struct {
	Pieces, Wave int    // the piece count and the wave's number in it, from 1
	Units, Built int    // units (a slice and its colour swap) in the wave, and how many are on disk
	Positions    uint64 // positions in the wave's slices
	Largest      uint64 // positions of the largest of the shards the wave is dealt to
}

// Waves lists the waves of the slices of exactly pieces pieces of variant
// v, what of them is built in dir, and the positions of the largest share
// when each wave is dealt to shards shards.
func Waves(v movegen.Variant, pieces int, dir string, shards int) ([]WaveInfo, error) {
	if err := egdb.Supports(v); err != nil {
		return nil, err
	}
	if pieces < 2 || pieces > index.MaxPieces {
		return nil, fmt.Errorf("egdb: no slices of %d pieces (2 to %d)", pieces, index.MaxPieces)
	}
	if shards < 1 {
		return nil, fmt.Errorf("egdb: %d shards", shards)
	}
	b := &index.Boards[v]
	var out []WaveInfo
	for i, w := range waves(b, pieces) {
		info := WaveInfo{Pieces: pieces, Wave: i + 1, Units: len(w)}
		for _, u := range w {
			if built(dir, b, u) {
				info.Built++
			}
			for _, m := range u.Slices() {
				info.Positions += b.Count(m)
			}
		}
		for i := 1; i <= shards; i++ {
			n := uint64(0)
			for u := range shardOf(b, w, i, shards) {
				for _, m := range u.Slices() {
					n += b.Count(m)
				}
			}
			info.Largest = max(info.Largest, n)
		}
		out = append(out, info)
	}
	return out, nil
}

// onDisk reports whether every slice of u has a file of kind k in dir
// whose header passes the checks.
func onDisk(dir string, b *index.Board, u index.Unit, k egdb.Kind) bool {
	for _, m := range u.Slices() {
		if _, _, err := egdb.CheckFile(dir, b.Variant, k, m); err != nil {
			return false
		}
	}
	return true
}

// built reports whether u is built in dir: with distances, or with
// outcomes and conversions (Options.Outcomes).
func built(dir string, b *index.Board, u index.Unit) bool {
	return onDisk(dir, b, u, egdb.Distances) || onDisk(dir, b, u, egdb.Dense) && onDisk(dir, b, u, egdb.Conversions)
}

// waveSelection returns the units a wave build (o.Wave > 0) makes, and the
// units that must be on disk before it: every unit of fewer pieces and of
// the waves before o.Wave.
func waveSelection(b *index.Board, o Options) (mine, before map[index.Unit]bool, err error) {
	w := waves(b, o.Pieces)
	switch {
	case o.Wave > len(w):
		return nil, nil, fmt.Errorf("egdb: %s has %d waves of %d pieces, not %d", o.Variant, len(w), o.Pieces, o.Wave)
	case o.Shards < 1 || o.Shard < 1 || o.Shard > o.Shards:
		return nil, nil, fmt.Errorf("egdb: shard %d/%d: want 1..n of n", o.Shard, o.Shards)
	}
	before = map[index.Unit]bool{}
	for _, u := range b.Units(o.Pieces - 1) {
		before[u] = true
	}
	for _, earlier := range w[:o.Wave-1] {
		for _, u := range earlier {
			before[u] = true
		}
	}
	return shardOf(b, w[o.Wave-1], o.Shard, o.Shards), before, nil
}
