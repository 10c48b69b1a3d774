// Package spsa tunes an engine's integer settings by simultaneous
// perturbation stochastic approximation played out in games: each
// iteration moves every setting by ±C at random, plays game pairs between
// the settings moved up and those moved down, and steps all of them
// toward the side that scored more (θ += R·C·result·δ, as fishtest does
// with constant C and R). The games are real matches at the time control
// asked for (package match), so the settings are tuned at equal time.
// Runs are resumable: every iteration is one line of a log.
package spsa

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Param is one setting to tune: the engine option that sets it, where it
// starts, its limits, the perturbation C (in the setting's units) and the
// step R (θ changes by R·C per game won more by the upper side).
type Param struct {
	Name               string
	Start, Min, Max, C float64
	R                  float64
}

// ParseParam reads "NAME=START,MIN,MAX,C,R", for example
// "tune-lmr-two-plies=6,1,16,1.5,0.02".
func ParseParam(s string) (Param, error) {
	name, list, ok := strings.Cut(s, "=")
	fields := strings.Split(list, ",")
	if !ok || name == "" || len(fields) != 5 {
		return Param{}, fmt.Errorf("bad --param %q: want NAME=START,MIN,MAX,C,R", s)
	}
	var v [5]float64
	for i, f := range fields {
		x, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return Param{}, fmt.Errorf("bad --param %q: %q is not a number", s, f)
		}
		v[i] = x
	}
	p := Param{Name: name, Start: v[0], Min: v[1], Max: v[2], C: v[3], R: v[4]}
	switch {
	case p.Min > p.Max || p.Start < p.Min || p.Start > p.Max:
		return Param{}, fmt.Errorf("bad --param %q: want MIN <= START <= MAX", s)
	case p.C <= 0 || p.R <= 0:
		return Param{}, fmt.Errorf("bad --param %q: C and R must be positive", s)
	}
	return p, nil
}

// String writes p as ParseParam reads it.
func (p Param) String() string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	return p.Name + "=" + strings.Join([]string{f(p.Start), f(p.Min), f(p.Max), f(p.C), f(p.R)}, ",")
}

// Player plays iteration k's games between the engine with the settings
// plus and the one with minus, and returns the games won by plus less the
// games it lost.
type Player func(ctx context.Context, k int, plus, minus []int) (int, error)

// Config is one tuning run.
type Config struct {
	Params     []Param
	Iterations int    // in the whole run
	Seed       uint64 // decides the perturbations (and, through the Player, the openings)
	// Log is the run's record (Header, then a line per iteration); a run
	// given the log of an interrupted one goes on from its last line.
	Log string
	// Progress, if set, gets a line per iteration.
	Progress io.Writer
}

// State is where a run stands: the iterations done and the settings.
type State struct {
	Done  int
	Theta []float64
}

// Run tunes until cfg.Iterations are done or ctx ends (its error is then
// returned with the state so far, which the log holds too).
func Run(ctx context.Context, cfg Config, play Player) (State, error) {
	if len(cfg.Params) == 0 || cfg.Iterations < 1 {
		return State{}, errors.New("spsa needs at least one --param and one iteration")
	}
	log, st, err := openLog(cfg)
	if err != nil {
		return State{}, err
	}
	defer log.Close()
	for st.Done < cfg.Iterations {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		k := st.Done
		delta := perturbation(cfg.Seed, k, len(cfg.Params))
		plus, minus := make([]int, len(delta)), make([]int, len(delta))
		for i, p := range cfg.Params {
			plus[i] = p.setting(st.Theta[i] + p.C*delta[i])
			minus[i] = p.setting(st.Theta[i] - p.C*delta[i])
		}
		result, err := play(ctx, k, plus, minus)
		if err != nil {
			return st, fmt.Errorf("iteration %d: %w", k+1, err)
		}
		for i, p := range cfg.Params {
			st.Theta[i] = p.clamp(st.Theta[i] + p.R*p.C*float64(result)*delta[i])
		}
		st.Done++
		if err := log.write(st, result); err != nil {
			return st, err
		}
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, "iteration %d/%d result %+d %s\n", st.Done, cfg.Iterations, result, settings(cfg.Params, st.Theta, exact))
		}
	}
	return st, nil
}

// perturbation returns iteration k's random signs, the same for every run
// with this seed (so that a resumed run goes on as the whole one would).
func perturbation(seed uint64, k, n int) []float64 {
	rng := rand.New(rand.NewPCG(seed, uint64(k)))
	d := make([]float64, n)
	for i := range d {
		d[i] = float64(2*rng.IntN(2) - 1)
	}
	return d
}

// clamp holds x within p's limits.
func (p Param) clamp(x float64) float64 { return min(max(x, p.Min), p.Max) }

// setting is the integer value the engine is given for x.
func (p Param) setting(x float64) int { return int(math.Round(p.clamp(x))) }

// settings writes the settings as NAME=VALUE pairs, each value as value
// writes it.
func settings(params []Param, theta []float64, value func(p Param, x float64) string) string {
	parts := make([]string, len(params))
	for i, p := range params {
		parts[i] = p.Name + "=" + value(p, theta[i])
	}
	return strings.Join(parts, " ")
}

// Summary says where a run stands: "after 2 iterations: a=3 b=7", each
// setting as the engine is given it.
func Summary(params []Param, st State) string {
	return "after " + iterationsText(st.Done) + ": " + settings(params, st.Theta, rounded)
}

// iterationsText says how many iterations n is: "1 iteration", "2
// iterations".
func iterationsText(n int) string {
	if n == 1 {
		return "1 iteration"
	}
	return strconv.Itoa(n) + " iterations"
}

// exact writes a setting as the tuner holds it.
func exact(_ Param, x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }

// rounded writes a setting as the engine is given it.
func rounded(p Param, x float64) string { return strconv.Itoa(p.setting(x)) }
