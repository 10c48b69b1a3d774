package spsa

import (
	"math"
	"strings"
	"testing"
)

// FuzzReadLog: any bytes given as a log are read or refused, never a
// panic; what is read is whole lines, a header and one line per
// iteration, with finite settings.
func FuzzReadLog(f *testing.F) {
	cfg := Config{Params: []Param{{Name: "a", Start: 5, Min: 1, Max: 16, C: 1.5, R: 0.05},
		{Name: "b", Start: 40, Min: 5, Max: 300, C: 10, R: 0.05}}, Seed: 1}
	header := Header(cfg)
	f.Add([]byte(header + "\n1 2 5.15 41\n2 -1 5.075 40.5\n"))
	f.Add([]byte(header + "\n1 2 5.15 41\n2 -1 5.0"))
	f.Add([]byte(header + "\n2 0 5 40\n"))
	f.Add([]byte("# damaengine tune spsa: seed=1 params=a=5,1,16,1.5,0.05\n"))
	f.Add([]byte(header + "\n1 0 NaN 40\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := State{Theta: []float64{5, 40}}
		whole, err := st.read(data, header)
		if err != nil {
			return
		}
		text := string(data[:whole])
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		if !strings.HasSuffix(text, "\n") || lines[0] != header || len(lines)-1 != st.Done {
			t.Fatalf("read %d iterations from %q", st.Done, text)
		}
		for _, x := range st.Theta {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				t.Fatalf("setting %v read from %q", x, text)
			}
		}
	})
}
