// The statistics against values worked out by hand (the working is in the
// comments).

package match

import (
	"math"
	"strings"
	"testing"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.IsNaN(got) || math.Abs(got-want) > tol {
		t.Errorf("%s = %.6f, want %.6f (±%g)", what, got, want, tol)
	}
}

func TestEloFromScore(t *testing.T) {
	// s = 0.5: 1/s - 1 = 1, log10 1 = 0.
	near(t, "Elo(0.5)", EloFromScore(0.5), 0, 1e-12)
	// s = 0.75: 1/s - 1 = 1/3, -400·log10(1/3) = 400·0.4771213 = 190.8485.
	near(t, "Elo(0.75)", EloFromScore(0.75), 190.8485, 1e-4)
	// s = 10/11: 1/s - 1 = 0.1, -400·log10(0.1) = 400.
	near(t, "Elo(10/11)", EloFromScore(10.0/11), 400, 1e-9)
	near(t, "Elo(1/11)", EloFromScore(1.0/11), -400, 1e-9)
	if !math.IsInf(EloFromScore(1), 1) || !math.IsInf(EloFromScore(0), -1) {
		t.Error("Elo of 0 and 1 must be infinite")
	}
	// ScoreFromElo inverts it: 400 Elo is 1/(1 + 10^-1) = 10/11.
	near(t, "Score(400)", ScoreFromElo(400), 10.0/11, 1e-12)
}

func TestTrinomial(t *testing.T) {
	// W=60 D=20 L=20, N=100: s = (60 + 10)/100 = 0.7.
	// Variance per game: 0.6·(1-0.7)² + 0.2·(0.5-0.7)² + 0.2·(0-0.7)²
	//   = 0.054 + 0.008 + 0.098 = 0.16, so σ = 0.4 and the standard error
	//   is 0.4/√100 = 0.04; 1.959964·0.04 = 0.0783986.
	// Interval [0.6216014, 0.7783986].
	// Elo(0.7) = -400·log10(0.3/0.7) = -400·(-0.3679768) = 147.1907.
	// Elo(0.6216014) = -400·log10(0.3783986/0.6216014) = -400·log10(0.6087478)
	//   = -400·(-0.2155625) = 86.2250.
	// Elo(0.7783986) = -400·log10(0.2216014/0.7783986) = -400·log10(0.2846894)
	//   = -400·(-0.5456294) = 218.2518.
	e := Trinomial(60, 20, 20)
	near(t, "score", e.Score, 0.7, 1e-12)
	near(t, "score low", e.ScoreLow, 0.6216014, 1e-6)
	near(t, "score high", e.ScoreHigh, 0.7783986, 1e-6)
	near(t, "Elo", e.Elo, 147.1907, 1e-3)
	near(t, "Elo low", e.EloLow, 86.2250, 1e-3)
	near(t, "Elo high", e.EloHigh, 218.2518, 1e-3)
	near(t, "margin", e.Margin(), (218.2518-86.2250)/2, 1e-3)
	if e.Samples != 100 {
		t.Errorf("samples %d", e.Samples)
	}
	if e := Trinomial(0, 0, 0); !math.IsNaN(e.Elo) {
		t.Errorf("no games: Elo %v, want NaN", e.Elo)
	}
}

func TestPentanomial(t *testing.T) {
	// Pairs [LL LD DD+WL WD WW] = [1 2 3 2 2], 10 pairs; per-game score of
	// a pair 0, 0.25, 0.5, 0.75, 1.
	// Mean: (0·1 + 0.25·2 + 0.5·3 + 0.75·2 + 1·2)/10 = 5.5/10 = 0.55.
	// Variance: (1·0.55² + 2·0.30² + 3·0.05² + 2·0.20² + 2·0.45²)/10
	//   = (0.3025 + 0.18 + 0.0075 + 0.08 + 0.405)/10 = 0.0975.
	// Standard error √(0.0975/10) = 0.0987421; ·1.959964 = 0.1935309.
	// Interval [0.3564691, 0.7435309].
	// Elo(0.55) = -400·log10(0.45/0.55) = 34.8601.
	// Elo(0.3564691) = -400·log10(0.6435309/0.3564691) = -400·0.2565476 = -102.6190.
	// Elo(0.7435309) = -400·log10(0.2564691/0.7435309) = -400·(-0.4622641) = 184.9056.
	e := Pentanomial([5]int{1, 2, 3, 2, 2})
	near(t, "score", e.Score, 0.55, 1e-12)
	near(t, "score low", e.ScoreLow, 0.3564691, 1e-6)
	near(t, "score high", e.ScoreHigh, 0.7435309, 1e-6)
	near(t, "Elo", e.Elo, 34.8601, 1e-3)
	near(t, "Elo low", e.EloLow, -102.6190, 1e-3)
	near(t, "Elo high", e.EloHigh, 184.9056, 1e-3)
	if e.Samples != 10 {
		t.Errorf("samples %d, want 10 pairs", e.Samples)
	}
	// The same 20 games counted one by one (the middle cell as DD) are
	// L: 2+2, D: 2+6+2, W: 2+4, that is W=6 D=10 L=4, also s = 0.55, with
	// variance per game 0.3·0.45² + 0.5·0.05² + 0.2·0.55² = 0.1225 and a
	// score interval of ±1.959964·0.35/√20 = ±0.1534, narrower than the
	// pairs' ±0.1935: these pairs are less alike than independent games.
	if tri := Trinomial(6, 10, 4); math.Abs(tri.Margin()-e.Margin()) < 1 {
		t.Errorf("pentanomial margin %.2f equals trinomial %.2f", e.Margin(), tri.Margin())
	}
}

func TestLOS(t *testing.T) {
	// W=30 L=20: (W-L)/√(2(W+L)) = 10/√100 = 1; ½(1 + erf 1) = ½(1 + 0.8427008) = 0.9213504.
	near(t, "LOS(30,20)", LOS(30, 20), 0.9213504, 1e-7)
	// W=L: erf 0 = 0, LOS ½; no decisive game: ½ by definition.
	near(t, "LOS(7,7)", LOS(7, 7), 0.5, 1e-12)
	near(t, "LOS(0,0)", LOS(0, 0), 0.5, 1e-12)
	// W=20 L=30 mirrors W=30 L=20.
	near(t, "LOS(20,30)", LOS(20, 30), 1-0.9213504, 1e-7)
}

func TestSPRTBounds(t *testing.T) {
	// α = β = 0.05: lower log(0.05/0.95) = -log 19 = -2.944439, upper +2.944439.
	lo, hi := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}.Bounds()
	near(t, "lower", lo, -2.944439, 1e-6)
	near(t, "upper", hi, 2.944439, 1e-6)
	// α = 0.05, β = 0.1: lower log(0.1/0.95) = -2.251292, upper log(0.9/0.05) = 2.890372.
	lo, hi = SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.1}.Bounds()
	near(t, "lower", lo, -2.251292, 1e-6)
	near(t, "upper", hi, 2.890372, 1e-6)
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for llr, want := range map[float64]Decision{3: AcceptH1, -3: AcceptH0, 0: Continue, 2.9: Continue} {
		if got := s.Decide(llr); got != want {
			t.Errorf("Decide(%g) = %v, want %v", llr, got, want)
		}
	}
}

func TestSPRTLLR(t *testing.T) {
	// Two-point case: pairs only LL (12) and WW (20), elo0=0, elo1=50.
	// s0 = 0.5, s1 = 1/(1 + 10^(-50/400)) = 0.5714631. With mass only at
	// scores 0 and 1, the most likely distribution of mean s is
	// P(1) = s, P(0) = 1 - s, so
	// LLR = 20·log(s1/s0) + 12·log((1-s1)/(1-s0))
	//     = 20·log(1.1429262) + 12·log(0.8570738)
	//     = 20·0.1335918 + 12·(-0.1542313) = 2.671837 - 1.850775 = 0.821061.
	// The regularization of the three empty cells (1e-3 pairs each) moves
	// it by less than 1e-4.
	s := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	near(t, "LLR two-point", s.LLR([5]int{12, 0, 0, 0, 20}), 0.821061, 1e-4)

	// Five-point case [1 2 3 2 2], elo0=0, elo1=5: s0 = 0.5, s1 = 0.5071951.
	// p̂ = [0.1 0.2 0.3 0.2 0.2] on a = [0 .25 .5 .75 1]. Solving
	// Σ p̂_i (a_i - s)/(1 + μ(a_i - s)) = 0 by hand (bisection) gives
	// μ0 = 0.5061782 for s0 and μ1 = 0.4342363 for s1, so
	// p0 = p̂_i/(1 + μ0(a_i - s0)) = [0.1338848 0.2289756 0.3 0.1775340 0.1596056]
	// p1 = p̂_i/(1 + μ1(a_i - s1)) = [0.1282450 0.2251450 0.3009402 0.1809243 0.1647455]
	// LLR = 10·Σ p̂_i log(p1_i/p0_i)
	//     = 10·(0.1·(-0.0430371) + 0.2·(-0.0168711) + 0.3·0.0031293
	//           + 0.2·0.0189164 + 0.2·0.0316962) = 0.0338338.
	// The normal approximation N(s1-s0)(2s̄-s0-s1)/(2σ²) =
	// 10·0.0071951·(1.1 - 1.0071951)/(2·0.0975) = 0.034243 agrees.
	near(t, "LLR five-point", SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}.LLR([5]int{1, 2, 3, 2, 2}), 0.0338338, 1e-6)

	// Scaling all counts by 10 scales the LLR by 10 (same p̂), here with
	// bounds -5..5: the working as above gives 0.7283171.
	near(t, "LLR ×10", SPRT{Elo0: -5, Elo1: 5, Alpha: 0.05, Beta: 0.05}.LLR([5]int{10, 20, 30, 20, 20}), 0.7283171, 1e-6)

	// Swapping the hypotheses negates the LLR; no pairs gives 0.
	a := SPRT{Elo0: 0, Elo1: 5}.LLR([5]int{3, 1, 4, 1, 5})
	b := SPRT{Elo0: 5, Elo1: 0}.LLR([5]int{3, 1, 4, 1, 5})
	near(t, "LLR swapped", a+b, 0, 1e-9)
	near(t, "LLR empty", s.LLR([5]int{}), 0, 0)
}

func TestParseSPRT(t *testing.T) {
	s, err := ParseSPRT("elo0=0 elo1=5")
	if err != nil || s != (SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}) {
		t.Errorf("got %+v, %v", s, err)
	}
	s, err = ParseSPRT("elo0=-1.5 elo1=3 alpha=0.01 beta=0.1")
	if err != nil || s != (SPRT{Elo0: -1.5, Elo1: 3, Alpha: 0.01, Beta: 0.1}) {
		t.Errorf("got %+v, %v", s, err)
	}
	for _, bad := range []string{"elo0=5 elo1=0", "elo1=5", "elo0=0 elo1=5 alpha=0.7", "elo0=x elo1=5", "elo0=0 elo1=5 gamma=1", "elo0"} {
		if _, err := ParseSPRT(bad); err == nil {
			t.Errorf("ParseSPRT(%q) accepted", bad)
		}
	}
}

// TestOneSampleHasNoMargin: one game or one pair gives an open interval,
// not ±0.
func TestOneSampleHasNoMargin(t *testing.T) {
	for _, e := range []Estimate{Trinomial(1, 0, 0), Pentanomial([5]int{0, 0, 1, 0, 0})} {
		if !math.IsInf(e.EloLow, -1) || !math.IsInf(e.EloHigh, 1) {
			t.Errorf("%+v: want the interval open", e)
		}
		if text := estimateText(e); strings.Contains(text, "±") {
			t.Errorf("one sample written %q", text)
		}
	}
}
