// Endgame databases in a Hub session: the egdb-path, egdb-pieces and
// egdb-memory options (the player opens the databases they name).

package protocol

import (
	"fmt"
	"strings"

	"github.com/damaengine/damaengine/player"
)

// Limits of the egdb options.
const (
	maxEGDBPieces   = player.MaxEGDBPieces
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

// checkEGDBPath refuses a directory that is not there
// (player.CheckEGDBDir).
func checkEGDBPath(path string) error {
	if err := player.CheckEGDBDir(path); err != nil {
		return fmt.Errorf("egdb-path: %v; egdb-path unchanged", err)
	}
	return nil
}
