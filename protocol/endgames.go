// Endgame databases in a Hub session: the egdb-path, egdb-pieces and
// egdb-memory options (the player opens the databases they name).

package protocol

import (
	"fmt"
	"os"
	"strings"

	"github.com/damaengine/damaengine/egdb"
)

// Limits of the egdb options.
const (
	maxEGDBPieces   = egdb.MaxBuildPieces
	maxEGDBMemoryMB = 1 << 20
)

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
