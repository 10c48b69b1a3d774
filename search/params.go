// Tunable search settings: reductions, ProbCut, the aspiration window and
// the clock's share per move, set by name so that a match-driven tuner
// (SPSA, package spsa) can try other values through the Hub protocol.

package search

import (
	"fmt"
	"strings"
)

// Params are the search settings a tuner may change. Their defaults
// (DefaultParams) are the values matched in docs/STRENGTH.md.
type Params struct {
	LMRMinDepth   int // no reductions closer to the horizon
	LMRMinMovesPV int // moves searched before reducing at PV nodes
	LMRMinMoves   int // ... and elsewhere
	LMRTwoPlies   int // moves searched before reducing two plies (not at PV nodes)
	// AspirationWindow is the half-width of the first root window, in
	// centi-men (doubled after each fail).
	AspirationWindow int
	// DropQuarter is the score drop, in centi-men, that earns a quarter
	// more of the soft time limit.
	DropQuarter int
	// TimeMoves is the number of moves the clock is shared among when the
	// time control gives no moves to go and every starting piece is on the
	// board; TimeMovesEnd is that number on a board emptied of pieces. In
	// between it falls in proportion to the pieces taken (movesLeft).
	TimeMoves, TimeMovesEnd int
	// ProbCutMinDepth is the least depth ProbCut is tried at,
	// ProbCutPercent the share of the depth its shallow search gets and
	// ProbCutMargin its margin above beta per ply of depth, in centi-men
	// (probCut). Scan 2.0's are 3, 40% and 5; the margin of 10 is the one
	// that won at equal time in International, and the values around these
	// came out even or worse (docs/STRENGTH.md, "ProbCut").
	ProbCutMinDepth, ProbCutPercent, ProbCutMargin int
	// Net is 1 to add the variant's residual net (eval.NetScore) to the
	// tables' evaluation where it has one, 0 to leave it out. In
	// International it costs a quarter of the nodes a second and wins at
	// equal time (docs/STRENGTH.md, "A small neural evaluation").
	Net int
}

// DefaultParams returns the settings the engine plays with.
func DefaultParams() Params {
	return Params{LMRMinDepth: 3, LMRMinMovesPV: 3, LMRMinMoves: 1, LMRTwoPlies: 6,
		AspirationWindow: 40, DropQuarter: 15, TimeMoves: 30, TimeMovesEnd: 10,
		ProbCutMinDepth: 3, ProbCutPercent: 40, ProbCutMargin: 10, Net: 1}
}

// ParamSpec describes one tunable setting: its name (as the Hub option
// "tune-" + Name sets it) and its limits.
type ParamSpec struct {
	Name     string
	Min, Max int
	field    func(*Params) *int
}

// ParamSpecs lists every tunable setting.
var ParamSpecs = []ParamSpec{
	{"lmr-min-depth", 1, 8, func(p *Params) *int { return &p.LMRMinDepth }},
	{"lmr-min-moves-pv", 1, 16, func(p *Params) *int { return &p.LMRMinMovesPV }},
	{"lmr-min-moves", 0, 16, func(p *Params) *int { return &p.LMRMinMoves }},
	{"lmr-two-plies", 1, 32, func(p *Params) *int { return &p.LMRTwoPlies }},
	{"aspiration-window", 5, 300, func(p *Params) *int { return &p.AspirationWindow }},
	{"drop-quarter", 1, 200, func(p *Params) *int { return &p.DropQuarter }},
	{"time-moves", 10, 80, func(p *Params) *int { return &p.TimeMoves }},
	{"time-moves-end", 4, 80, func(p *Params) *int { return &p.TimeMovesEnd }},
	{"probcut-min-depth", 2, 16, func(p *Params) *int { return &p.ProbCutMinDepth }},
	{"probcut-percent", 10, 80, func(p *Params) *int { return &p.ProbCutPercent }},
	{"probcut-margin", 0, 100, func(p *Params) *int { return &p.ProbCutMargin }},
	{"net", 0, 1, func(p *Params) *int { return &p.Net }},
}

// Get returns the value of the setting spec names in p.
func (s ParamSpec) Get(p *Params) int { return *s.field(p) }

// check refuses a value beyond the setting's limits.
func (s ParamSpec) check(v int) error {
	if v < s.Min || v > s.Max {
		return fmt.Errorf("bad value %d for %s: want an integer in %d..%d", v, s.Name, s.Min, s.Max)
	}
	return nil
}

// Set changes the setting named name in p, refusing an unknown name or a
// value beyond its limits (p is then unchanged).
func (p *Params) Set(name string, value int) error {
	for _, s := range ParamSpecs {
		if s.Name != name {
			continue
		}
		if err := s.check(value); err != nil {
			return err
		}
		*s.field(p) = value
		return nil
	}
	names := make([]string, len(ParamSpecs))
	for i, s := range ParamSpecs {
		names[i] = s.Name
	}
	return fmt.Errorf("unknown search setting %q (known: %s)", name, strings.Join(names, ", "))
}

// Validate reports the first setting of p beyond its limits (a zero
// window, time step or move count would hang or divide by zero).
func (p Params) Validate() error {
	for _, s := range ParamSpecs {
		if err := s.check(s.Get(&p)); err != nil {
			return err
		}
	}
	return nil
}

// SetParams makes the next searches use p, or refuses settings beyond
// their limits (Validate) and keeps the ones in use.
func (e *Engine) SetParams(p Params) error {
	if err := p.Validate(); err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.params = p
	return nil
}

// Params returns the settings the next searches use.
func (e *Engine) Params() Params {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.params
}
