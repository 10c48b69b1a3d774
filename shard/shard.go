// Package shard splits a run (a match's pairs of games, self-play games,
// a wave of endgame slices) into parts that machines run apart: part
// Index of Count takes items Index-1, Index-1+Count, Index-1+2·Count, ...
package shard

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is part Index (1..Count) of a run split into Count parts.
type Shard struct{ Index, Count int }

// Whole is the run in one part.
var Whole = Shard{1, 1}

// Parse reads "i/n" with 1 <= i <= n.
func Parse(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("bad shard %q: want i/n with 1 <= i <= n", s)
	}
	return Shard{i, n}, nil
}

// String writes "i/n".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// Owns reports whether the shard takes item k (counted from 0).
func (s Shard) Owns(k int) bool { return k%s.Count == s.Index-1 }
