package search

import (
	"math/rand"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// TestFramesKeepTheNet plays random lines through the frames, by enter
// and play as the search does, and checks that every frame's net units
// equal those computed afresh for its position, and that evaluate adds
// the net's score to the tables' only when the option is on.
func TestFramesKeepTheNet(t *testing.T) {
	for _, v := range []movegen.Variant{movegen.International, movegen.Brazilian, movegen.Russian, movegen.Killer} {
		t.Run(v.String(), func(t *testing.T) { framesKeepTheNet(t, v) })
	}
}

// framesKeepTheNet is TestFramesKeepTheNet in variant v.
func framesKeepTheNet(t *testing.T, v movegen.Variant) {
	if !eval.HasNet(v) {
		t.Fatalf("%s has no net", v)
	}
	e := New(1, 1)
	p := e.Params()
	p.Net = 1
	if err := e.SetParams(p); err != nil {
		t.Fatal(err)
	}
	w := newWorker(e, 0)
	w.keys = make([]uint64, MaxPly+1)
	rng := rand.New(rand.NewSource(1))
	var l movegen.MoveList
	for game := range 20 {
		w.variant, w.cfg.net = v, true
		f := &w.frames[0]
		f.pos = movegen.StartPosition(v)
		f.acc.Refresh(&f.pos)
		f.counters = movegen.NewCounters(&f.pos)
		for ply := 0; ply < 120 && ply < MaxPly-1; ply++ {
			pos := &w.frames[ply].pos
			pos.Generate(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.Intn(l.N)]
			if (game+ply)%2 == 0 {
				w.enter(pos, m, ply)
			} else {
				w.play(pos, m, ply)
			}
			next := &w.frames[ply+1]
			var fresh eval.Accumulator
			fresh.Refresh(&next.pos)
			if next.acc != fresh {
				t.Fatalf("game %d ply %d, %s: the frame's net units differ from fresh ones", game, ply+1, next.pos.FEN())
			}
			tables, net := eval.Evaluate(&next.pos), eval.NetScore(&next.pos)
			if got := w.evaluate(next); got != tables+net {
				t.Fatalf("%s: evaluate %d with the net on, want %d + %d", next.pos.FEN(), got, tables, net)
			}
			w.cfg.net = false
			if got := w.evaluate(next); got != tables {
				t.Fatalf("%s: evaluate %d with the net off, want %d", next.pos.FEN(), got, tables)
			}
			w.cfg.net = true
		}
	}
}
