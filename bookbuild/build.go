// The build: rounds of growing leaves until the book has its size.

package bookbuild

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
)

// Config describes a build. Depth, Nodes and HashMB decide each leaf's
// score; the rest decides which leaves are grown.
type Config struct {
	Variant   movegen.Variant
	Roots     []movegen.Position // start positions; empty: the variant's start
	Positions int                // grow until this many positions are expanded
	Depth     int                // search depth of each leaf
	Nodes     uint64             // node limit of each leaf (0: none)
	HashMB    int                // table size of each engine (default 16)
	Threads   int                // engines searching at once
	Batch     int                // leaves grown per round (default 8)
	FullPlies int                // grow every position this close to a start first
	// Deviation is the plies a line is charged for a move a man worse than
	// the best (default 10: a move 0.1 man worse costs one ply of depth).
	Deviation float64
	// Decided is the score in centi-men beyond which a position is not
	// grown: the game is decided (default 150).
	Decided int
	// Log is the path of the build log ("": none, the build cannot resume).
	Log string
}

// Progress reports the build's state after each round.
type Progress struct {
	Expanded, Target int // positions expanded, and the goal
	Scored, Searched int // positions scored, of which searched in this run (the rest came from the log)
	Nodes            uint64
	Elapsed          time.Duration
}

// Result is a finished or interrupted build.
type Result struct {
	Entries     []book.Entry
	Progress    Progress
	Interrupted bool // ctx ended before the goal: run again to go on
	Exhausted   bool // no position was left worth growing
}

// Build grows the book of cfg until cfg.Positions positions are expanded,
// ctx ends or nothing is left to grow, and returns its entries.
func Build(ctx context.Context, cfg Config, progress func(Progress)) (*Result, error) {
	if err := cfg.normalise(); err != nil {
		return nil, err
	}
	cache := map[uint64]score{}
	var log *scoreLog
	if cfg.Log != "" {
		var err error
		if log, err = openLog(cfg.Log, &cfg, cache); err != nil {
			return nil, err
		}
	}
	b := &builder{cfg: cfg, cache: cache, log: log, started: time.Now(), progress: progress,
		scorer: newScorer(cfg.Threads, cfg.HashMB, cfg.Depth, cfg.Nodes),
		t:      newTree(cfg.Decided, cfg.Deviation)}
	res, err := b.run(ctx)
	if log != nil {
		if cerr := log.close(); err == nil {
			err = cerr
		}
	}
	return res, err
}

func (c *Config) normalise() error {
	if c.Positions <= 0 {
		return errors.New("the book needs --positions above 0")
	}
	if c.Depth <= 0 && c.Nodes == 0 {
		return errors.New("each leaf needs a search limit: --depth or --nodes")
	}
	if len(c.Roots) == 0 {
		c.Roots = []movegen.Position{movegen.StartPosition(c.Variant)}
	}
	for i, r := range c.Roots {
		if r.Variant != c.Variant {
			return fmt.Errorf("start position %d is not %s", i+1, c.Variant)
		}
	}
	if c.HashMB <= 0 {
		c.HashMB = 16
	}
	if c.Batch <= 0 {
		c.Batch = 8
	}
	if c.Deviation <= 0 {
		c.Deviation = 10
	}
	if c.Decided <= 0 {
		c.Decided = 150
	}
	return nil
}

// builder is a running build.
type builder struct {
	cfg      Config
	t        *tree
	cache    map[uint64]score
	log      *scoreLog
	scorer   *scorer
	stats    Progress
	started  time.Time
	progress func(Progress)
}

func (b *builder) run(ctx context.Context) (*Result, error) {
	t := b.t
	for _, r := range b.cfg.Roots {
		t.roots = append(t.roots, t.add(r, 0))
	}
	if ok, err := b.score(ctx, t.roots); !ok || err != nil {
		return b.result(!ok), err
	}
	if ok, err := b.growFull(ctx); !ok || err != nil {
		return b.result(!ok), err
	}
	for t.expanded < b.cfg.Positions {
		t.update()
		var round []int32
		for len(round) < b.cfg.Batch && t.expanded+len(round) < b.cfg.Positions {
			leaf, found := t.selectLeaf()
			if !found {
				break
			}
			t.nodes[leaf].pending = true
			round = append(round, leaf)
			t.update()
		}
		if len(round) == 0 {
			res := b.result(false)
			res.Exhausted = true
			return res, nil
		}
		if ok, err := b.expand(ctx, round); !ok || err != nil {
			return b.result(!ok), err
		}
	}
	return b.result(false), nil
}

// growFull expands every undecided position within FullPlies of a start,
// ply by ply; the positions at FullPlies become the starts of drop-out
// expansion.
func (b *builder) growFull(ctx context.Context) (bool, error) {
	t := b.t
	level := t.roots
	for ply := 0; ply < b.cfg.FullPlies; ply++ {
		var grow, next []int32
		seen := map[int32]bool{}
		for _, i := range level {
			if t.nodes[i].expanded || t.isDecided(int(t.nodes[i].score)) || seen[i] {
				continue
			}
			seen[i] = true
			grow = append(grow, i)
		}
		for lo := 0; lo < len(grow); lo += b.cfg.Batch {
			if ok, err := b.expand(ctx, grow[lo:min(lo+b.cfg.Batch, len(grow))]); !ok || err != nil {
				return ok, err
			}
		}
		for _, i := range grow {
			next = append(next, t.nodes[i].children...)
		}
		level = next
	}
	seen := map[int32]bool{}
	for _, i := range level {
		if !seen[i] && !t.isDecided(int(t.nodes[i].score)) {
			seen[i] = true
			t.selectFor = append(t.selectFor, i)
		}
	}
	return true, nil
}

// expand scores the children of the nodes of a round and marks the nodes
// expanded; false if ctx ended first (the round is then undone).
func (b *builder) expand(ctx context.Context, round []int32) (bool, error) {
	var todo []int32
	for _, i := range round {
		todo = append(todo, b.t.open(i)...)
	}
	if ok, err := b.score(ctx, todo); !ok || err != nil {
		for _, i := range round {
			b.t.nodes[i].pending = false
		}
		return ok, err
	}
	for _, i := range round {
		n := &b.t.nodes[i]
		n.pending, n.expanded = false, true
		b.t.expanded++
	}
	b.stats.Expanded = b.t.expanded
	if b.progress != nil {
		b.progress(b.snapshot())
	}
	return true, nil
}

// score gives every node in todo its score, from the log when it has one,
// else by a search; false if ctx ended first.
func (b *builder) score(ctx context.Context, todo []int32) (bool, error) {
	var search []int32
	var positions []movegen.Position
	for _, i := range todo {
		n := &b.t.nodes[i]
		if n.scored {
			continue
		}
		if s, ok := b.cache[n.pos.Key]; ok {
			n.score, n.depth, n.scored = s.value, s.depth, true
			b.stats.Scored++
			continue
		}
		search = append(search, i)
		positions = append(positions, n.pos)
	}
	if len(search) == 0 {
		return ctx.Err() == nil, nil
	}
	scores, ok := b.scorer.scoreAll(ctx, positions)
	if !ok {
		return false, nil
	}
	for k, i := range search {
		n := &b.t.nodes[i]
		s := scores[k]
		n.score, n.depth, n.scored = s.value, s.depth, true
		b.cache[n.pos.Key] = s
		b.stats.Scored++
		b.stats.Searched++
		b.stats.Nodes += s.nodes
		if b.log != nil {
			b.log.add(n.pos.Key, s)
		}
	}
	if b.log != nil {
		if err := b.log.flush(); err != nil {
			return false, err
		}
	}
	return true, nil
}

func (b *builder) snapshot() Progress {
	p := b.stats
	p.Target = b.cfg.Positions
	p.Elapsed = time.Since(b.started)
	return p
}

// result turns the tree into book entries: every move of an expanded
// position whose value is within book.MaxVariety of the best.
func (b *builder) result(interrupted bool) *Result {
	t := b.t
	t.update()
	res := &Result{Progress: b.snapshot(), Interrupted: interrupted}
	for i := range t.nodes {
		n := &t.nodes[i]
		if !n.expanded {
			continue
		}
		for k, c := range n.children {
			child := &t.nodes[c]
			if n.value+child.value > book.MaxVariety {
				continue
			}
			res.Entries = append(res.Entries, book.Entry{
				Key: n.pos.Key, Move: n.moves[k], Score: int16(-child.value),
				Depth: child.depth, Flags: book.Searched,
			})
		}
	}
	return res
}
