// Endgame databases in a Hub session: the egdb-path, egdb-pieces and
// egdb-memory options, and the database of the current variant opened
// before a search needs it.

package protocol

import (
	"fmt"
	"strings"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

// Limits of the egdb options.
const (
	maxEGDBPieces   = 10
	maxEGDBMemoryMB = 1 << 20
)

// egdbWant is what the options ask for: the database in use is reopened
// when it changes.
type egdbWant struct {
	variant  movegen.Variant
	path     string
	pieces   int
	memoryMB int
}

// syncEGDB opens the database the options name for the current variant
// when it differs from the one in use (egdb.OpenFor), and gives it to the
// engine. Slices are read in the background (egdb.Options.NoWait): a
// search under a clock never waits for the disk; init opens the database
// so that the first move does not wait for the headers either. A database that cannot be opened is reported once and the engine
// plays without.
func (s *session) syncEGDB() {
	want := egdbWant{s.variant, s.egdbPath, s.egdbPieces, s.egdbMemoryMB}
	if s.egdbOpened && want == s.egdbFor {
		return
	}
	s.egdbFor, s.egdbOpened = want, true
	db, err := egdb.OpenFor(want.path, want.variant, egdb.Options{MaxPieces: want.pieces, MemoryMB: want.memoryMB, NoWait: true})
	switch {
	case err != nil:
		s.error(fmt.Sprintf("endgame databases not used: %v", err))
	case db != nil && db.Err() != nil:
		s.error(fmt.Sprintf("endgame databases: %v (that file is not used)", db.Err()))
	}
	s.engine().SetEGDB(db)
}

// stringOption is a free text parameter stored in *v.
func stringOption(name string, v *string) option {
	return option{name: name, kind: "string",
		get:   func() string { return *v },
		check: func(string) error { return nil },
		set:   func(s string) error { *v = strings.TrimSpace(s); return nil }}
}
