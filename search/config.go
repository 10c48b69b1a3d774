// What a search reads at its nodes and never changes while it runs.

package search

import (
	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// config is taken when a search starts (worker.run): the engine's Params,
// the techniques of the root's variant and the engine's table and
// reduction settings. The nodes read it and nothing else of the engine's
// settings.
type config struct {
	params Params
	techniques
	net        bool // the residual net is on and the variant has one: frames keep its units
	table      bool // the transposition table is used (hash 0: none)
	reductions bool // LMR and ProbCut (off only in the tests of plain alpha-beta)
}

// techniques are the search techniques a variant uses, each kept where it
// won at equal time (docs/log/2026-11-search.md has the matches).
type techniques struct {
	// probCut cuts a non-PV node when a shallow search beats beta by a
	// margin (probCut), as Scan 2.0 does: won in International and
	// Italian, lost in Dameo. Brazilian took International's three
	// techniques together (+19 Elo), Frisian too (+31); Russian gained
	// nothing from them, Frysk! lost with them (-7). Killer, Breakthrough
	// and Antidraughts play with International's, until their own matches
	// say more.
	probCut bool
	// exchanges: the quiescence search, at a quiet position without kings
	// whose evaluation is below beta, also tries the moves that offer the
	// opponent a capture (exchanges and shots), as Scan 2.0 does.
	exchanges bool
	// promotions: the quiescence search, at a quiet position whose
	// evaluation is below beta, also tries the moves that crown a man.
	promotions bool
	// historyMalus: the moves tried before a cutoff lose history. It won
	// in Italian (+30 Elo at 50,000 nodes a move) and lost or came out
	// even in International and Dameo.
	historyMalus bool
}

// techniquesOf returns the techniques of variant v.
func techniquesOf(v movegen.Variant) techniques {
	switch v {
	case movegen.Italian:
		return techniques{probCut: true, historyMalus: true}
	case movegen.International, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Brazilian, movegen.Frisian:
		return techniques{probCut: true, exchanges: true, promotions: true}
	}
	return techniques{}
}

// configFor is the configuration of a search of variant v by e.
func (e *Engine) configFor(v movegen.Variant) config {
	return config{
		params:     e.params,
		techniques: techniquesOf(v),
		net:        e.params.Net != 0 && eval.HasNet(v),
		table:      !e.noTable,
		reductions: !e.noReductions,
	}
}
