// Package rating fits Elo ratings to the results of games among several
// players by maximum likelihood (the Bradley-Terry model on the Elo
// scale, draws counted as half a win, as Ordo and BayesElo's simplest
// model do), with 95% error bars from the likelihood's curvature. Some
// players' ratings are fixed (the anchors); the others are fitted.
package rating

import (
	"errors"
	"fmt"
	"math"
)

// Result is the games of player A against player B, from A's side.
type Result struct {
	A, B                int
	Wins, Draws, Losses int
}

// Fit is the fitted rating of each player and the half-width of its 95%
// interval (0 for an anchor).
type Fit struct {
	Elo, Err95 []float64
}

// maxStep bounds one Newton step, in Elo points: from a start far from
// the answer a full step of the logistic model can overshoot.
const maxStep = 400

// maxIterations bounds the Newton steps; a fit settles in a few dozen.
const maxIterations = 200

// maxElo bounds a fitted rating: a player beyond it won or lost nearly
// every game, and its rating is not measured but unbounded.
const maxElo = 5000

// k turns Elo points into the logistic model's natural units: an advantage of d points
// expects a score of 1/(1+10^(-d/400)).
var k = math.Ln10 / 400

// Expected is the score a player rated d points above its opponent
// expects.
func Expected(d float64) float64 { return 1 / (1 + math.Pow(10, -d/400)) }

// UnboundedError reports a player whose rating has no bound: it won or
// lost every game against the rest, or (Nearly) so many that the fit
// runs away.
type UnboundedError struct {
	Player int
	Nearly bool
}

// Error says which player, by index.
func (e *UnboundedError) Error() string {
	return "rating: " + e.Describe(fmt.Sprintf("player %d", e.Player))
}

// Describe says what happened to the player, called name.
func (e *UnboundedError) Describe(name string) string {
	nearly := ""
	if e.Nearly {
		nearly = "nearly "
	}
	return fmt.Sprintf("%s won or lost %severy game: its rating is unbounded", name, nearly)
}

// FitElo fits the ratings of n players to results, with the players of
// anchors held at their given ratings (at least one). Every player must
// be linked to an anchor by games, and none may have won or lost all its
// games against the rest (its rating would be unbounded).
func FitElo(n int, results []Result, anchors map[int]float64) (Fit, error) {
	if len(anchors) == 0 {
		return Fit{}, errors.New("rating: no anchor: give at least one player a fixed rating")
	}
	games := make([][]float64, n) // games[i][j]: games between i and j
	score := make([][]float64, n) // score[i][j]: i's points against j
	for i := range games {
		games[i], score[i] = make([]float64, n), make([]float64, n)
	}
	for _, r := range results {
		if r.A < 0 || r.A >= n || r.B < 0 || r.B >= n || r.A == r.B || r.Wins < 0 || r.Draws < 0 || r.Losses < 0 {
			return Fit{}, fmt.Errorf("rating: bad result %+v for %d players", r, n)
		}
		g := float64(r.Wins + r.Draws + r.Losses)
		s := float64(r.Wins) + float64(r.Draws)/2
		games[r.A][r.B] += g
		games[r.B][r.A] += g
		score[r.A][r.B] += s
		score[r.B][r.A] += g - s
	}
	free := make([]int, 0, n) // the fitted players, by index
	at := make([]int, n)      // a player's place in free, -1 for an anchor
	elo := make([]float64, n)
	for i := range n {
		if r, ok := anchors[i]; ok {
			elo[i], at[i] = r, -1
			continue
		}
		at[i] = len(free)
		free = append(free, i)
	}
	if err := connected(n, games, anchors); err != nil {
		return Fit{}, err
	}
	start := 0.0 // the free players start at the anchors' mean
	for _, r := range anchors {
		start += r / float64(len(anchors))
	}
	for _, i := range free {
		var g, s float64
		for j := range n {
			g, s = g+games[i][j], s+score[i][j]
		}
		if s == 0 || s == g {
			return Fit{}, &UnboundedError{Player: i}
		}
		elo[i] = start
	}
	var info [][]float64
	converged := false
	for range maxIterations {
		grad, hess := derivatives(elo, games, score, free, at)
		step, err := solve(hess, grad)
		if err != nil {
			return Fit{}, err
		}
		most := 0.0
		for f, i := range free {
			elo[i] += max(-maxStep, min(step[f], maxStep))
			most = max(most, math.Abs(step[f]))
			if math.Abs(elo[i]) > maxElo {
				return Fit{}, &UnboundedError{Player: i, Nearly: true}
			}
		}
		info = hess
		if converged = most < 1e-6; converged {
			break
		}
	}
	if !converged {
		return Fit{}, fmt.Errorf("rating: the fit did not settle in %d steps", maxIterations)
	}
	cov, err := invert(info)
	if err != nil {
		return Fit{}, err
	}
	fit := Fit{Elo: elo, Err95: make([]float64, n)}
	for f, i := range free {
		fit.Err95[i] = 1.96 * math.Sqrt(cov[f][f])
	}
	return fit, nil
}

// derivatives returns the log-likelihood's gradient over the free ratings
// and its negated Hessian (the observed information), in Elo points.
func derivatives(elo []float64, games, score [][]float64, free, at []int) (grad []float64, info [][]float64) {
	grad = make([]float64, len(free))
	info = make([][]float64, len(free))
	for f := range info {
		info[f] = make([]float64, len(free))
	}
	for f, i := range free {
		for j := range elo {
			if games[i][j] == 0 {
				continue
			}
			p := Expected(elo[i] - elo[j])
			grad[f] += k * (score[i][j] - games[i][j]*p)
			w := k * k * games[i][j] * p * (1 - p)
			info[f][f] += w
			if g := at[j]; g >= 0 {
				info[f][g] -= w
			}
		}
	}
	return grad, info
}

// connected checks that every player reaches an anchor through games.
func connected(n int, games [][]float64, anchors map[int]float64) error {
	seen := make([]bool, n)
	var stack []int
	for a := range anchors {
		seen[a] = true
		stack = append(stack, a)
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range n {
			if games[i][j] > 0 && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	for i, ok := range seen {
		if !ok {
			return fmt.Errorf("rating: player %d has no games that link it to an anchor", i)
		}
	}
	return nil
}

// solve returns x with a·x = b (Gaussian elimination with partial
// pivoting; a is left as it was).
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64(nil), a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-12 {
			return nil, errors.New("rating: the results do not determine the ratings")
		}
		m[c], m[p] = m[p], m[c]
		for r := range n {
			if r == c {
				continue
			}
			f := m[r][c] / m[c][c]
			for j := c; j <= n; j++ {
				m[r][j] -= f * m[c][j]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = m[i][n] / m[i][i]
	}
	return x, nil
}

// invert returns the inverse of a, column by column.
func invert(a [][]float64) ([][]float64, error) {
	n := len(a)
	inv := make([][]float64, n)
	for i := range inv {
		inv[i] = make([]float64, n)
	}
	for c := range n {
		e := make([]float64, n)
		e[c] = 1
		x, err := solve(a, e)
		if err != nil {
			return nil, err
		}
		for r := range n {
			inv[r][c] = x[r]
		}
	}
	return inv, nil
}
