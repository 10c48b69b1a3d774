package book

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// FuzzParse feeds damaged books to Parse, as they are and with their
// checksums made right again (so that the checks behind the checksums are
// reached): it must refuse them or give a book that probes and chooses
// without a panic and holds no unknown flags.
func FuzzParse(f *testing.F) {
	rng := rand.New(rand.NewPCG(21, 22))
	t := &testing.T{}
	for _, v := range movegen.Variants {
		entries, _ := randomEntries(t, v, 2, rng)
		var buf bytes.Buffer
		if err := Encode(&buf, v, entries, "seed"); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte("DAMABOOK"))
	f.Fuzz(func(t *testing.T, data []byte) {
		check(t, data)
		if len(data) >= headerSize {
			resealed := bytes.Clone(data)
			reseal(resealed)
			check(t, resealed)
		}
	})
}

func check(t *testing.T, data []byte) {
	b, err := Parse(data)
	if err != nil {
		return
	}
	pos := movegen.StartPosition(b.Variant())
	var found Moves
	b.Probe(&pos, &found)
	b.Choose(&pos, nil, movegen.NewCounters(&pos), MaxVariety, nil)
	for i := range b.Len() {
		if b.Entry(i).Flags&^knownFlags != 0 {
			t.Fatal("an entry with unknown flags was accepted")
		}
	}
}
