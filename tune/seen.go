// Positions that occur in both the training and the validation data.

package tune

import "slices"

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
