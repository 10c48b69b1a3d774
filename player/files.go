// Checks of the files a user names for a player, before it uses them.

package player

import (
	"fmt"
	"os"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
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

// DescribeEGDB says in one line what the database folder path holds for
// variant v (the endings complete with their outcomes, and with their
// distances), or why it cannot be used; a file that fails its checks is
// named.
func DescribeEGDB(path string, v movegen.Variant) (string, error) {
	if err := CheckEGDBDir(path); err != nil {
		return "", err
	}
	db, err := egdb.OpenFor(path, v, egdb.Options{})
	switch {
	case err != nil:
		return "", err
	case db == nil:
		return "", fmt.Errorf("no %s endgame databases in %s", v, path)
	}
	text := fmt.Sprintf("%s endings of up to %d pieces", v, db.OutcomePieces())
	if db.Pieces() > 0 {
		text += fmt.Sprintf(", with distances up to %d", db.Pieces())
	}
	if db.Err() != nil {
		text += fmt.Sprintf("; not used: %v", db.Err())
	}
	return text, nil
}
