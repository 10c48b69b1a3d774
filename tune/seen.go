// Positions that occur in both the training and the validation data.

package tune

import (
	"cmp"
	"math"
	"slices"
)

// keySet is a sorted set of Zobrist keys: which validation positions the
// training data also holds. Self-play from the same openings repeats its
// early positions across games, and a held-out position that was also
// trained on flatters any model that can memorise it.
type keySet []uint64

// newKeySet returns the set of keys.
func newKeySet(keys []uint64) keySet {
	s := slices.Clone(keys)
	slices.Sort(s)
	return slices.Compact(s)
}

// has reports whether k is in s.
func (s keySet) has(k uint64) bool {
	_, ok := slices.BinarySearch(s, k)
	return ok
}

// MergeDuplicates keeps one sample of each position of s (the same pieces
// and side to move), labelled by the mean of its occurrences' results and
// of their search scores (those that have one), and returns how many
// samples it removed. Self-play repeats its early positions across games:
// merged, each position weighs the same in training, and its label is the
// average of the games that reached it rather than one game's outcome.
func (s *NetSet) MergeDuplicates() int {
	order := make([]int, s.Len())
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(s.keys[a], s.keys[b]) })
	var merged NetSet
	for lo := 0; lo < len(order); {
		hi := lo + 1
		for hi < len(order) && s.keys[order[hi]] == s.keys[order[lo]] {
			hi++
		}
		var results, scores float64
		scored := 0
		for _, i := range order[lo:hi] {
			results += float64(s.result[i])
			if x := s.score[i]; !math.IsNaN(float64(x)) {
				scores += float64(x)
				scored++
			}
		}
		merged.copySample(s, order[lo])
		last := merged.Len() - 1
		merged.result[last] = float32(results / float64(hi-lo))
		if scored > 0 {
			merged.score[last] = float32(scores / float64(scored))
		}
		lo = hi
	}
	removed := s.Len() - merged.Len()
	*s = merged
	return removed
}
