// The book tree: positions, their scores, minimax values and expansion
// priorities.

package bookbuild

import (
	"math"

	"github.com/damaengine/damaengine/movegen"
)

// node is one position of the tree.
type node struct {
	pos      movegen.Position
	score    int16 // the search's score for the side to move
	depth    uint8 // depth the search reached
	scored   bool
	expanded bool
	pending  bool // chosen for the running round
	ply      int  // plies from the nearest start position
	moves    []movegen.Move
	children []int32

	value    int     // minimax value for the side to move
	priority float64 // cost of the cheapest line from here to a leaf worth growing
	mark     uint32  // generation of the last update
}

// tree holds every position reached, indexed by key.
type tree struct {
	nodes     []node
	index     map[uint64]int32
	roots     []int32 // the start positions
	selectFor []int32 // the starts of drop-out expansion
	decided   int     // |value| at or above which a position is not grown
	deviation float64 // plies charged per centi-man of deviation
	gen       uint32
	expanded  int
}

func newTree(decided int, devPerMan float64) *tree {
	return &tree{index: map[uint64]int32{}, decided: decided, deviation: devPerMan / 100}
}

// add returns the node of pos, creating it at ply if new.
func (t *tree) add(pos movegen.Position, ply int) int32 {
	if i, ok := t.index[pos.Key]; ok {
		if ply < t.nodes[i].ply {
			t.nodes[i].ply = ply
		}
		return i
	}
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{pos: pos, ply: ply})
	t.index[pos.Key] = i
	return i
}

// children creates the children of node i (without scoring them) and
// returns those not scored yet.
func (t *tree) open(i int32) []int32 {
	n := &t.nodes[i]
	if n.moves == nil {
		var l movegen.MoveList
		n.pos.Generate(&l)
		n.moves = append([]movegen.Move{}, l.Slice()...)
		pos, ply := n.pos, n.ply
		kids := make([]int32, len(n.moves))
		for k, m := range n.moves {
			kids[k] = t.add(pos.Play(m), ply+1)
		}
		t.nodes[i].children = kids
	}
	var todo []int32
	for _, c := range t.nodes[i].children {
		if !t.nodes[c].scored {
			todo = append(todo, c)
		}
	}
	return todo
}

// update recomputes values and priorities of the whole tree.
func (t *tree) update() {
	t.gen++
	for _, r := range t.roots {
		t.visit(r)
	}
}

// inf is the priority of a position not worth growing.
var inf = math.Inf(1)

// visit computes the value and priority of node i, once per generation; a
// position met again on the path (a cycle of king moves) keeps its old
// values.
func (t *tree) visit(i int32) {
	n := &t.nodes[i]
	if n.mark == t.gen {
		return
	}
	n.mark = t.gen
	if !n.expanded {
		n.value, n.priority = int(n.score), 0
		if n.pending || t.isDecided(n.value) {
			n.priority = inf
		}
		return
	}
	kids := n.children
	best := math.MinInt
	for _, c := range kids {
		t.visit(c)
		best = max(best, -t.nodes[c].value)
	}
	n = &t.nodes[i]
	if len(kids) == 0 {
		n.value, n.priority = int(n.score), inf
		return
	}
	n.value = best
	n.priority = inf
	if t.isDecided(best) {
		return
	}
	for _, c := range kids {
		n.priority = min(n.priority, t.edgeCost(i, c))
	}
}

// edgeCost is the cost of growing the book through child c of i: its own
// priority, one ply, and the deviation of its move from i's best.
func (t *tree) edgeCost(i, c int32) float64 {
	dev := t.nodes[i].value + t.nodes[c].value
	return t.nodes[c].priority + 1 + t.deviation*float64(dev)
}

func (t *tree) isDecided(v int) bool { return v >= t.decided || v <= -t.decided }

// selectLeaf walks from the cheapest start along the cheapest children to
// a leaf worth growing; false when there is none.
func (t *tree) selectLeaf() (int32, bool) {
	at, cost := int32(-1), inf
	for _, r := range t.selectFor {
		if p := t.nodes[r].priority; p < cost {
			at, cost = r, p
		}
	}
	if at < 0 {
		return 0, false
	}
	for t.nodes[at].expanded {
		next, best := int32(-1), inf
		for _, c := range t.nodes[at].children {
			if cost := t.edgeCost(at, c); cost < best {
				next, best = c, cost
			}
		}
		if next < 0 {
			return 0, false
		}
		at = next
	}
	return at, true
}
