// Tests of ProbCut: it prunes, and what it leaves is a sound search.

package search

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// searchWithProbCut searches root to depth with ProbCut on or off in its
// variant, and returns the result and the last principal variation.
func searchWithProbCut(t *testing.T, root Root, depth int, on bool) (Result, []movegen.Move) {
	t.Helper()
	e := New(8, 1)
	if !techniquesOf(root.Position.Variant).probCut && on {
		t.Fatalf("%s does not use ProbCut", root.Position.Variant)
	}
	if !on {
		e.params.ProbCutMinDepth = MaxPly // never that deep: no ProbCut
	}
	var pv []movegen.Move
	r := e.Search(root, Limits{Depth: depth}, 1, func(i Info) { pv = i.PV })
	return r, pv
}

// TestProbCutPrunes: in International, ProbCut searches fewer nodes to the
// same depth over these positions taken together (in the quiet start
// position its shallow searches rarely cut and cost a few per cent more
// nodes; in the others it saves more than half), and the move and
// principal variation it returns are legal (the shallow search reuses the
// node's frame, which must not leak into the node's own moves). A
// position a man up, with the side ahead to move or not, checks that the
// cut keeps the score's sign.
func TestProbCutPrunes(t *testing.T) {
	fens := []string{
		"W:W31-50:B1-20",
		"W:W25,27,28,30,31,32,33,34,35,36,37,38,39,40,41,42,43,45,47,48:B1,2,3,4,6,7,8,9,11,12,13,14,15,16,17,18,19,20,21,23",
		"W:W28,31,32,33,34,36,37,38,39,40,42,43,44:B8,9,11,12,13,14,16,17,18,19,21,23",
		"B:W28,31,32,33,34,36,37,38,39,40,42,43,44:B8,9,11,12,13,14,16,17,18,19,21,23",
	}
	const depth = 9
	var nodesWith, nodesWithout uint64
	for _, fen := range fens {
		root := rootOf(t, movegen.International, fen)
		with, pv := searchWithProbCut(t, root, depth, true)
		without, _ := searchWithProbCut(t, root, depth, false)
		nodesWith += with.Nodes
		nodesWithout += without.Nodes
		if (with.Score > 50) != (without.Score > 50) || (with.Score < -50) != (without.Score < -50) {
			t.Errorf("%s: score %d with ProbCut, %d without", fen, with.Score, without.Score)
		}
		p := root.Position
		if len(pv) == 0 || pv[0] != with.Move {
			t.Fatalf("%s: move %v, principal variation %v", fen, with.Move, pv)
		}
		for i, m := range pv {
			if !isLegal(p, m) {
				t.Fatalf("%s: move %d of the principal variation is illegal", fen, i+1)
			}
			p = p.Play(m)
		}
	}
	if nodesWith >= nodesWithout {
		t.Errorf("%d nodes with ProbCut, %d without", nodesWith, nodesWithout)
	}
}

// TestProbCutInTheEngine: the engine's Italian and International searches
// use ProbCut (turning it off changes the tree).
func TestProbCutInTheEngine(t *testing.T) {
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International} {
		p := movegen.StartPosition(v)
		root := Root{Position: p, Counters: movegen.NewCounters(&p)}
		engine := New(8, 1).Search(root, Limits{Depth: 7}, 1, nil)
		off, _ := searchWithProbCut(t, root, 7, false)
		if engine.Nodes == off.Nodes {
			t.Errorf("%v: the same %d nodes with ProbCut off: the engine does not use it", v, off.Nodes)
		}
	}
}
