// The flags of the commands that make a player: the player's option table
// (player.Options) under the command line's names.

package main

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/tt"
)

// optionOfFlag is the player's option of each flag whose name differs
// from it; --book is also the book option ("none" turns it off).
var optionOfFlag = map[string]string{"egdb": "egdb-path", "book": "book-file"}

// playerFlagUsage describes each flag of a player's option.
var playerFlagUsage = map[string]string{
	"hash":         "transposition table size in MiB",
	"threads":      "search threads, at most two per CPU",
	"egdb":         "endgame database directory, or one with a subdirectory per variant; none: no databases (default: $XDG_DATA_HOME/damaengine/egdb/VARIANT)",
	"egdb-pieces":  "use endings of at most N pieces, 0: all on disk",
	"egdb-memory":  "MiB of database slices kept in memory, 0: no limit",
	"book":         "opening book file; none: no book (default: the book shipped for the variant)",
	"book-variety": "play book moves up to this many centi-men below the best, 0: always the best",
}

// playerFlags are the flags of a command that choose its player's
// settings; each starts at the option's default (player.DefaultSettings)
// and is checked against its range.
type playerFlags struct {
	names  []string // the flags, in the order registered
	values map[string]pflag.Value
}

// registerPlayerFlags adds the flags called names (keys of
// playerFlagUsage) to fs. hubNote adds to each usage the Hub option it
// also is.
func registerPlayerFlags(fs *pflag.FlagSet, hubNote bool, names ...string) *playerFlags {
	f := &playerFlags{names: names, values: map[string]pflag.Value{}}
	defaults := player.DefaultSettings()
	for _, name := range names {
		o := optionOf(name)
		usage := playerFlagUsage[name]
		if hubNote {
			usage += " (also the " + o.Name + " option)"
		}
		switch o.Kind {
		case player.Int:
			n, _ := strconv.Atoi(o.Get(&defaults))
			fs.Int(name, n, usage)
		default:
			fs.String(name, o.Get(&defaults), usage)
		}
		f.values[name] = fs.Lookup(name).Value
	}
	return f
}

// optionOf is the player's option of flag name.
func optionOf(name string) player.Option {
	if opt, ok := optionOfFlag[name]; ok {
		name = opt
	}
	return player.MustOption(name)
}

// settings returns the default settings with the flags' values, each
// checked by its option: a value out of range, a directory that is not
// there, a file that is no book, or a table that does not fit in memory
// is a usage error naming the flag.
func (f *playerFlags) settings() (player.Settings, error) {
	s := player.DefaultSettings()
	for _, name := range f.names {
		value := f.values[name].String()
		if name == "book" && value == player.BookOff {
			s.Book.On = false
			continue
		}
		o := optionOf(name)
		if err := o.Set(&s, value); err != nil {
			var refused player.RefusedValue
			if errors.As(err, &refused) && refused.Reason != nil {
				return s, usagef("--%s: %v", name, refused.Reason)
			}
			return s, usagef("--%s must be %d..%d%s, got %s", name, o.Min, o.Max, o.Unit, value)
		}
	}
	if _, err := tt.Fit(s.HashMB); err != nil {
		return s, usagef("--hash %d: %v", s.HashMB, err)
	}
	return s, nil
}

// warn prints what a player could not use and went on without, one line
// on stderr.
func (e *env) warn(msg string) { fmt.Fprintf(e.stderr, "damaengine: %s\n", msg) }
