// Deeper search scores for positions already in a training set.

package tune

import (
	"cmp"
	"math"
	"slices"
)

// TakeScores gives every position of s that deeper also holds (the same
// pieces and side to move) deeper's search score in place of its own, and
// returns how many samples it changed; results stay s's. deeper is what
// tune label wrote: the same positions searched again at more nodes, whose
// scores predict the games' results better than the shallow searches that
// played them. A position deeper holds more than once takes the mean of
// its scores; deeper's lines without a score change nothing.
func (s *NetSet) TakeScores(deeper *NetSet) int {
	type scored struct {
		key   uint64
		score float32
	}
	var known []scored
	for i := range deeper.Len() {
		if x := deeper.score[i]; !math.IsNaN(float64(x)) {
			known = append(known, scored{deeper.keys[i], x})
		}
	}
	slices.SortStableFunc(known, func(a, b scored) int { return cmp.Compare(a.key, b.key) })
	changed := 0
	for i := range s.Len() {
		lo, found := slices.BinarySearchFunc(known, s.keys[i], func(e scored, k uint64) int { return cmp.Compare(e.key, k) })
		if !found {
			continue
		}
		var sum float64
		hi := lo
		for ; hi < len(known) && known[hi].key == s.keys[i]; hi++ {
			sum += float64(known[hi].score)
		}
		s.score[i] = float32(sum / float64(hi-lo))
		changed++
	}
	return changed
}
