// Scoring leaves: a pool of single-threaded engines.

package bookbuild

import (
	"context"
	"sync"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// score is a leaf's search result.
type score struct {
	value int16
	depth uint8
	nodes uint64
}

// scorer searches positions on several engines at once.
type scorer struct {
	engines []*search.Engine
	limits  search.Limits
}

func newScorer(threads, hashMB, depth int, nodes uint64) *scorer {
	s := &scorer{limits: search.Limits{Depth: depth, Nodes: nodes}}
	for range max(threads, 1) {
		s.engines = append(s.engines, search.New(hashMB, 1))
	}
	return s
}

// scoreAll searches every position and returns their scores, or false if
// ctx ended first (the scores are then incomplete and must be dropped).
func (s *scorer) scoreAll(ctx context.Context, positions []movegen.Position) ([]score, bool) {
	out := make([]score, len(positions))
	next := make(chan int)
	var wg sync.WaitGroup
	for _, e := range s.engines {
		wg.Go(func() {
			for i := range next {
				out[i] = s.search(e, positions[i])
			}
		})
	}
	stop := context.AfterFunc(ctx, func() {
		for _, e := range s.engines {
			e.Stop()
		}
	})
	defer stop()
	ok := true
feed:
	for i := range positions {
		select {
		case next <- i:
		case <-ctx.Done():
			ok = false
			break feed
		}
	}
	close(next)
	wg.Wait()
	return out, ok && ctx.Err() == nil
}

// search scores one position from scratch, so that the score depends on
// the position alone.
func (s *scorer) search(e *search.Engine, pos movegen.Position) score {
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 0 {
		return score{value: int16(search.NoMoveScore(&pos, 0))}
	}
	e.NewGame()
	r := e.Search(search.RootAt(pos), s.limits, 1, nil)
	return score{value: int16(max(min(r.Score, search.Mate), -search.Mate)), depth: uint8(min(r.Depth, 255)), nodes: r.Nodes}
}
