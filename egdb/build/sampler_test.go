package build

import "testing"

// TestSamplerSpreads wants the sampler to take its share of the keys, of
// the whole range and of every stretch of neighbouring ones.
func TestSamplerSpreads(t *testing.T) {
	for _, f := range []float64{0.01, 0.1, 0.5} {
		sampled := sampler(f)
		const n, stretch = 1 << 22, 1 << 16
		total := 0
		for lo := uint64(0); lo < n; lo += stretch {
			in := 0
			for key := lo; key < lo+stretch; key++ {
				if sampled(key) {
					in++
				}
			}
			if share := float64(in) / stretch; share < 0.85*f || share > 1.15*f {
				t.Errorf("sample %g: keys %d to %d: a share of %.4f", f, lo, lo+stretch, share)
			}
			total += in
		}
		if share := float64(total) / n; share < 0.98*f || share > 1.02*f {
			t.Errorf("sample %g: a share of %.5f of %d keys", f, share, n)
		}
	}
	all := sampler(1)
	for _, key := range []uint64{0, 1, 1 << 40, ^uint64(0)} {
		if !all(key) {
			t.Errorf("sample 1 leaves key %d out", key)
		}
	}
}
