package egdb

import (
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestStrayNamesAreNotSlices: file names that read as a material but name
// no slice of the board (negative counts, too many pieces, a leading rank
// off the board) are refused, not indexed (found by FuzzReadSlice: a file
// "-1m0k-0m0k-r00.egdb" in a database directory crashed Open).
func TestStrayNamesAreNotSlices(t *testing.T) {
	b := &index.Boards[movegen.Italian]
	for _, name := range []string{"-1m0k-0m0k-r00", "0m-1k-0m1k-r00", "9m9k-0m1k-r00", "1m0k-0m1k-r90", "0m1k-0m1k-r10", "0m0k-0m0k-r00"} {
		if m, ok := index.ParseName(name); ok && b.Holds(m) {
			t.Errorf("%s taken for a slice", name)
		}
	}
	if m, ok := index.ParseName("1m0k-0m1k-r30"); !ok || !b.Holds(m) {
		t.Error("1m0k-0m1k-r30 refused")
	}
}
