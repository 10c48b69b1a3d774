// Match statistics: Elo from a score, 95% intervals from the trinomial
// (per game) and pentanomial (per game pair) models, and the likelihood of
// superiority.

package match

import "math"

// z95 is the two-sided 95% quantile of the standard normal distribution.
const z95 = 1.959963984540054

// EloFromScore returns the logistic Elo difference that gives the expected
// score s (0..1): -400·log10(1/s - 1). It is -Inf at 0 and +Inf at 1.
func EloFromScore(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// ScoreFromElo returns the expected score of a logistic Elo difference:
// 1/(1 + 10^(-elo/400)).
func ScoreFromElo(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// Estimate is a score with its 95% confidence interval, in score and Elo.
type Estimate struct {
	Samples              int     // games (trinomial) or game pairs (pentanomial)
	Score                float64 // mean score per game, 0..1
	ScoreLow, ScoreHigh  float64 // 95% interval of the score
	Elo, EloLow, EloHigh float64 // Elo of Score, ScoreLow and ScoreHigh
}

// Margin returns half the width of the Elo interval, the "±" figure.
func (e Estimate) Margin() float64 { return (e.EloHigh - e.EloLow) / 2 }

// estimate computes the interval of the mean of outcomes values[i] seen
// counts[i] times; each value is a score per game (0..1).
func estimate(values []float64, counts []int) Estimate {
	n := 0
	var sum float64
	for i, c := range counts {
		n += c
		sum += float64(c) * values[i]
	}
	if n == 0 {
		return Estimate{Score: math.NaN(), ScoreLow: math.NaN(), ScoreHigh: math.NaN(),
			Elo: math.NaN(), EloLow: math.NaN(), EloHigh: math.NaN()}
	}
	mean := sum / float64(n)
	var variance float64
	for i, c := range counts {
		d := values[i] - mean
		variance += float64(c) * d * d
	}
	variance /= float64(n)
	half := z95 * math.Sqrt(variance/float64(n))
	lo, hi := max(mean-half, 0), min(mean+half, 1)
	if n < 2 {
		lo, hi = 0, 1 // one sample tells nothing of the spread: the interval is open
	}
	return Estimate{Samples: n, Score: mean, ScoreLow: lo, ScoreHigh: hi,
		Elo: EloFromScore(mean), EloLow: EloFromScore(lo), EloHigh: EloFromScore(hi)}
}

// Trinomial estimates the score from single games: each game scores 1, ½
// or 0, and the variance is that of one game's score.
func Trinomial(wins, draws, losses int) Estimate {
	return estimate([]float64{0, 0.5, 1}, []int{losses, draws, wins})
}

// Pentanomial estimates the score from game pairs (the same opening with
// colours reversed): a pair scores 0, ¼, ½, ¾ or 1 per game, and the
// variance is that of a pair's score, which removes the part of the noise
// that comes from the openings. penta[i] counts the pairs that scored i
// half-points over their two games (0..4).
func Pentanomial(penta [5]int) Estimate {
	return estimate([]float64{0, 0.25, 0.5, 0.75, 1}, penta[:])
}

// LOS returns the likelihood of superiority: the probability that the
// first engine is the stronger one, from wins and losses (draws carry no
// information here): Φ((W-L)/√(W+L)) = ½(1 + erf((W-L)/√(2(W+L)))). It is
// 0.5 when no game was decisive.
func LOS(wins, losses int) float64 {
	if wins+losses == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(wins-losses)/math.Sqrt(2*float64(wins+losses))))
}
