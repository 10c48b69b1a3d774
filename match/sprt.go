// The sequential probability ratio test on game pairs: the generalized
// log-likelihood ratio of the pentanomial results, logistic Elo bounds, as
// fishtest computes it.

package match

import (
	"fmt"
	"math"
	"strconv"
)

// SPRT tests H0: Elo = Elo0 against H1: Elo = Elo1 (logistic Elo) with
// false positive rate Alpha and false negative rate Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Validate checks the parameters.
func (s SPRT) Validate() error {
	switch {
	case math.IsInf(s.Elo0, 0) || math.IsInf(s.Elo1, 0) || math.IsNaN(s.Elo0) || math.IsNaN(s.Elo1):
		return fmt.Errorf("sprt: elo0 and elo1 must be finite")
	case !(s.Elo0 < s.Elo1):
		return fmt.Errorf("sprt: elo0 (%g) must be below elo1 (%g)", s.Elo0, s.Elo1)
	case !(s.Alpha > 0 && s.Alpha < 0.5) || !(s.Beta > 0 && s.Beta < 0.5):
		return fmt.Errorf("sprt: alpha and beta must be in (0, 0.5)")
	}
	return nil
}

// Bounds returns the LLR bounds: H0 is accepted at or below lower
// (log(β/(1-α))), H1 at or above upper (log((1-β)/α)).
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// Decision is the state of the test.
type Decision uint8

// The states of the test.
const (
	Continue Decision = iota
	AcceptH0          // the change is not an improvement of Elo1 (fail)
	AcceptH1          // the change is an improvement of at least Elo0 (pass)
)

// String returns "continue", "H0 accepted" or "H1 accepted".
func (d Decision) String() string {
	switch d {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "continue"
}

// Decide compares an LLR with the bounds.
func (s SPRT) Decide(llr float64) Decision {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// regularization replaces empty pentanomial cells, so that the constrained
// maximum-likelihood distributions below always exist (fishtest does the
// same).
const regularization = 1e-3

// LLR returns the generalized log-likelihood ratio of the pair results
// penta (counts of pairs scoring 0..4 half-points) for H1 against H0. With
// the empirical distribution p̂ of the per-pair score a_i = i/4 and the
// expected scores s0, s1 of Elo0 and Elo1, the most likely distribution
// with mean s is p_i = p̂_i / (1 + μ(a_i - s)), where μ solves
// Σ p̂_i (a_i - s)/(1 + μ(a_i - s)) = 0; then
// LLR = N Σ p̂_i log(p1_i / p0_i), N the number of pairs.
func (s SPRT) LLR(penta [5]int) float64 {
	var counts [5]float64
	n := 0.0
	pairs := 0
	for i, c := range penta {
		pairs += c
		counts[i] = float64(c)
		if c == 0 {
			counts[i] = regularization
		}
		n += counts[i]
	}
	if pairs == 0 {
		return 0
	}
	var phat, a [5]float64
	for i := range counts {
		phat[i] = counts[i] / n
		a[i] = float64(i) / 4
	}
	p0 := mostLikely(phat, a, ScoreFromElo(s.Elo0))
	p1 := mostLikely(phat, a, ScoreFromElo(s.Elo1))
	var llr float64
	for i := range phat {
		llr += phat[i] * math.Log(p1[i]/p0[i])
	}
	return n * llr
}

// mostLikely returns the distribution on the points a with mean s that is
// most likely to have produced the empirical distribution phat. The root μ
// of the decreasing function f lies where every 1 + μ(a_i - s) stays
// positive: (-1/(max a - s), 1/(s - min a)); bisection finds it to machine
// precision in under 100 steps.
func mostLikely(phat, a [5]float64, s float64) [5]float64 {
	f := func(mu float64) float64 {
		var sum float64
		for i := range phat {
			d := a[i] - s
			sum += phat[i] * d / (1 + mu*d)
		}
		return sum
	}
	lo, hi := -1/(a[4]-s), 1/(s-a[0])
	for range 200 {
		mid := (lo + hi) / 2
		if mid == lo || mid == hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	mu := (lo + hi) / 2
	var p [5]float64
	for i := range phat {
		p[i] = phat[i] / (1 + mu*(a[i]-s))
	}
	return p
}

// ParseSPRT reads "elo0=0 elo1=5 alpha=0.05 beta=0.05" (alpha and beta
// default to 0.05).
func ParseSPRT(s string) (SPRT, error) {
	items, err := parsePairs(s)
	if err != nil {
		return SPRT{}, fmt.Errorf("bad sprt: %v", err)
	}
	t := SPRT{Elo0: math.NaN(), Elo1: math.NaN(), Alpha: 0.05, Beta: 0.05}
	for _, it := range items {
		var dst *float64
		switch it.key {
		case "elo0":
			dst = &t.Elo0
		case "elo1":
			dst = &t.Elo1
		case "alpha":
			dst = &t.Alpha
		case "beta":
			dst = &t.Beta
		default:
			return SPRT{}, fmt.Errorf("bad sprt %q: unknown key %q (want elo0, elo1, alpha, beta)", s, it.key)
		}
		if *dst, err = strconv.ParseFloat(it.value, 64); err != nil {
			return SPRT{}, fmt.Errorf("bad sprt %q: %s: want a number", s, it.key)
		}
	}
	if math.IsNaN(t.Elo0) || math.IsNaN(t.Elo1) {
		return SPRT{}, fmt.Errorf("bad sprt %q: give elo0 and elo1", s)
	}
	return t, t.Validate()
}
