// Endgame databases in a Hub session: the egdb-path, egdb-pieces and
// egdb-memory options, and the database of the current variant opened
// before a search needs it.

package protocol

import (
	"fmt"
	"os"
	"strings"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

// Limits of the egdb options.
const (
	maxEGDBPieces   = egdb.MaxBuildPieces
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

// stringOption is a free text parameter stored in *v; check refuses a
// value (trimmed) before it is stored.
func stringOption(name string, v *string, check func(string) error) option {
	return option{name: name, kind: "string",
		get:   func() string { return *v },
		check: func(s string) error { return check(strings.TrimSpace(s)) },
		set: func(s string) error {
			s = strings.TrimSpace(s)
			if err := check(s); err != nil {
				return err
			}
			*v = s
			return nil
		}}
}

// checkEGDBPath refuses a directory that is not there: empty (the default
// directory) and egdb.Off are always taken.
func checkEGDBPath(path string) error {
	if path == "" || path == egdb.Off {
		return nil
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		return fmt.Errorf("egdb-path %s: no such directory; egdb-path unchanged", clip(path))
	}
	return nil
}
