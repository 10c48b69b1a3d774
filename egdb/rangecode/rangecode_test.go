// The range coder against random bits of known odds.

package rangecode

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRangeCoderRoundTrips codes runs of random bits of several odds,
// with several models at once, and decodes them back; the coded size must
// come near the bits' entropy (the models keep adapting, at 1/16 a bit,
// which costs about 6% at odds of 0.9 and 30% at 0.99).
func TestRangeCoderRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, odds := range []float64{0.5, 0.9, 0.99, 0.999, 1} {
		for _, n := range []int{1, 2, 7, 1000, 100000} {
			bits := make([]int, n)
			entropy := 0.0
			for i := range bits {
				if rng.Float64() >= odds {
					bits[i] = 1
				}
			}
			if odds < 1 {
				entropy = -float64(n) * (odds*math.Log2(odds) + (1-odds)*math.Log2(1-odds)) / 8
			}
			var ms [3]Model
			for i := range ms {
				ms[i] = NewModel()
			}
			e := NewEncoder([]byte{0xAA}) // a byte before the coder's own
			for i, b := range bits {
				e.Encode(&ms[i%3], b)
			}
			out := e.Finish()
			if out[0] != 0xAA {
				t.Fatalf("finish lost what came before")
			}
			for i := range ms {
				ms[i] = NewModel()
			}
			d := NewDecoder(out[1:])
			for i, b := range bits {
				if got := d.Decode(&ms[i%3]); got != b {
					t.Fatalf("odds %v, %d bits: bit %d decodes as %d, coded %d", odds, n, i, got, b)
				}
			}
			if size := float64(len(out) - 1); n >= 100000 && size > 1.35*entropy+64 {
				t.Errorf("odds %v, %d bits: %.0f bytes, entropy %.0f", odds, n, size, entropy)
			}
		}
	}
}
