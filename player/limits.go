package player

import "github.com/damaengine/damaengine/search"

// Limits bound one decision: depth, nodes, a fixed time a move or a clock
// with its increment, or no bound until stopped. The front ends fill it
// from their own protocol's words and hand it to Go.
type Limits = search.Limits

// Info is one report of a search in progress: depth, score, nodes, time
// and the principal variation, as Go's onInfo receives it.
type Info = search.Info

// MaxDepth is the deepest search a front end may ask for (every front end
// offers the same range, 1..MaxDepth).
const MaxDepth = search.MaxDepth
