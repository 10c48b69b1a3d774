// The flags that choose the opening book a player uses.

package main

import (
	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/player"
)

// bookUse are the --book and --book-variety flags.
type bookUse struct {
	path    string
	variety int
}

func (u *bookUse) register(fs *pflag.FlagSet) {
	fs.StringVar(&u.path, "book", "", "opening book file; none: no book (default: the book shipped for the variant; also the book and book-file options)")
	fs.IntVar(&u.variety, "book-variety", player.DefaultBookVariety, "play book moves up to this many centi-men below the best, 0: always the best (also book-variety)")
}

// check refuses a variety out of range and a named book file that cannot
// be read as a book, before the command starts (as egdbUse.check does for
// the databases): a file the user named is bad input.
func (u *bookUse) check() error {
	if u.variety < 0 || u.variety > book.MaxVariety {
		return usagef("--book-variety must be 0..%d, got %d", book.MaxVariety, u.variety)
	}
	if err := player.CheckBookFile(u.path); err != nil {
		return usagef("--book: %v", err)
	}
	return nil
}

// settings are the player's book settings the flags give.
func (u *bookUse) settings() player.Book {
	if u.path == player.BookOff {
		return player.Book{}
	}
	return player.Book{On: true, File: u.path, Variety: u.variety}
}
