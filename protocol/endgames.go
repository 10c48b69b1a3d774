// Endgame databases in a Hub session: the egdb-path, egdb-pieces and
// egdb-memory options, and the database of the current variant opened
// before a search needs it.

package protocol

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

// NoEGDB as the egdb path turns the databases off.
const NoEGDB = "none"

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

// egdbDir returns the directory of the databases of variant v for the
// egdb path: the per-user default when path is empty, else path itself,
// or its subdirectory named after the variant when it has one (so that
// one path serves all variants). ok is false when the databases are off.
func egdbDir(path string, v movegen.Variant) (dir string, explicit, ok bool) {
	switch strings.TrimSpace(path) {
	case NoEGDB:
		return "", false, false
	case "":
		d, err := egdb.DefaultDir(v)
		return d, false, err == nil
	}
	sub := filepath.Join(path, v.String())
	if fi, err := os.Stat(sub); err == nil && fi.IsDir() {
		return sub, true, true
	}
	return path, true, true
}

// syncEGDB opens the database the options name for the current variant
// when it differs from the one in use, and gives it to the engine. A
// database that cannot be opened is reported once (when the path was given
// or the default directory exists) and the engine plays without.
func (s *session) syncEGDB() {
	want := egdbWant{s.variant, s.egdbPath, s.egdbPieces, s.egdbMemoryMB}
	if s.egdbOpened && want == s.egdbFor {
		return
	}
	s.egdbFor, s.egdbOpened = want, true
	var db *egdb.DB
	if dir, explicit, ok := egdbDir(want.path, want.variant); ok {
		_, statErr := os.Stat(dir)
		opened, err := egdb.Open(dir, want.variant, egdb.Options{MaxPieces: want.pieces, MemoryMB: want.memoryMB})
		switch {
		case err == nil:
			db = opened
			if derr := db.Err(); derr != nil {
				s.error(fmt.Sprintf("endgame databases: %v (that file is not used)", derr))
			}
		case explicit || statErr == nil:
			s.error(fmt.Sprintf("endgame databases not used: %v", err))
		}
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
