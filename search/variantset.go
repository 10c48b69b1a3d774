// Per-variant switches of search features.

package search

import "github.com/damaengine/damaengine/movegen"

// variantSet marks the variants a search feature is on in, indexed by
// movegen.Variant (Italian, International, Dameo).
type variantSet [3]bool

// has reports whether v is marked (false for a variant out of range).
func (s *variantSet) has(v movegen.Variant) bool { return int(v) < len(s) && s[v] }
