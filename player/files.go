// Checks of the files a user names for a player, before it uses them.

package player

import (
	"fmt"
	"os"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/egdb"
)

// EGDBOff as EGDB.Path uses no databases.
const EGDBOff = egdb.Off

// MaxEGDBPieces bounds EGDB.Pieces: the most pieces a database holds.
const MaxEGDBPieces = egdb.MaxBuildPieces

// MaxBookVariety bounds Book.Variety, in centi-men.
const MaxBookVariety = book.MaxVariety

// CheckBookFile refuses a file that cannot be read as a book; empty (the
// shipped book) and BookOff are always taken. The book's variant is
// checked when it is used, as a GUI may change the variant in between.
func CheckBookFile(path string) error {
	if path == "" || path == BookOff {
		return nil
	}
	_, err := book.Open(path)
	return err
}

// CheckEGDBDir refuses a database directory that is not there; empty (the
// per-user directory) and EGDBOff are always taken.
func CheckEGDBDir(path string) error {
	if path == "" || path == EGDBOff {
		return nil
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		return fmt.Errorf("%s: no such directory", path)
	}
	return nil
}
