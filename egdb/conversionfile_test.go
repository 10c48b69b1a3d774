// The conversion files damaged on disk.

package egdb_test

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/movegen"
)

// TestConversionFilesRefuseDamage: a conversion file damaged on disk is
// named by List, its slice answers no conversion probe, and the outcomes
// and the other slices still answer.
func TestConversionFilesRefuseDamage(t *testing.T) {
	v := movegen.Italian
	src := egdbtest.Conversions(t)
	p, _ := egdbtest.ProbeConversionIn(t, src, "W:WK1,K2:BK32")
	other, want := egdbtest.ProbeConversionIn(t, src, "W:WK10:BK31")
	name := "0m2k-0m1k-r00.dtc"
	for _, c := range []struct {
		what  string
		spoil func([]byte) []byte
	}{
		{"a flipped payload byte", func(b []byte) []byte { b[len(b)-3] ^= 0x10; return b }},
		{"truncated", func(b []byte) []byte { return b[:len(b)-1] }},
		{"a dense file's magic", func(b []byte) []byte { copy(b, "DEGW"); return b }},
		{"another variant", func(b []byte) []byte { b[6] = byte(movegen.International); return b }},
	} {
		t.Run(strings.ReplaceAll(c.what, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			egdbtest.CopyDir(t, src, dir, name, c.spoil)
			egdbtest.WantListedBroken(t, dir, v, name)
			db, err := egdb.Open(dir, v, egdb.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := db.ProbeConversion(&p); ok {
				t.Errorf("conversion probe of the spoiled slice answered %v", got)
			}
			if _, ok := db.ProbeOutcome(&p); !ok {
				t.Errorf("the outcome of %s is lost with its conversion file", p.FEN())
			}
			if got, ok := db.ProbeConversion(&other); !ok || got != want {
				t.Errorf("a sound slice: %v %v, want %v", got, ok, want)
			}
		})
	}
}
