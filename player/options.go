// The player's options: one table of the settings every front end offers,
// each with its name, kind, default and range.

package player

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// ValueKind is the type of an option's value.
type ValueKind uint8

// The kinds of option value.
const (
	Int ValueKind = iota
	Bool
	Text
)

// String names the kind as the Hub's param lines do.
func (k ValueKind) String() string {
	switch k {
	case Bool:
		return "bool"
	case Text:
		return "string"
	}
	return "int"
}

// MaxEGDBMemoryMB bounds EGDB.MemoryMB.
const MaxEGDBMemoryMB = 1 << 20

// DefaultHashMB is the default size of the transposition table, MiB.
const DefaultHashMB = 64

// Option is one of the player's settings as every front end names, bounds
// and describes it: the Hub lists it as a param line, CheckerBoard's
// commands and the command line's flags map their names onto it, the web
// page reads its range.
type Option struct {
	Name string
	Kind ValueKind
	// Min and Max bound an Int; Unit says what it counts, and follows the
	// range in an error (" MiB (0: no limit)").
	Min, Max int
	Unit     string
	// Expert marks a tuner's setting (the search's tune-* parameters):
	// taken like the others, listed only when asked for.
	Expert bool
	// Check, for a Text option, refuses a value naming what cannot be
	// used (a directory that is not there, a file that is no book).
	Check func(string) error
	get   func(*Settings) string
	put   func(*Settings, string) error // stores a value of its kind's rules and range
}

// DefaultSettings are the settings of a player no one has configured:
// a 64 MiB table, one thread, the per-user databases, the shipped book and
// the search's default parameters.
func DefaultSettings() Settings {
	return Settings{HashMB: DefaultHashMB, Threads: 1,
		Book: Book{On: true, Variety: DefaultBookVariety}, Params: search.DefaultParams()}
}

// Options returns the table, in the order front ends list it.
func Options() []Option {
	opts := []Option{
		intOption("hash", tt.MinMB, tt.MaxMB, " MiB", func(s *Settings) *int { return &s.HashMB }),
		intOption("threads", 1, search.MaxThreads(), " (two per CPU at most)", func(s *Settings) *int { return &s.Threads }),
		textOption("egdb-path", CheckEGDBDir, func(s *Settings) *string { return &s.EGDB.Path }),
		intOption("egdb-pieces", 0, MaxEGDBPieces, " (0: all on disk)", func(s *Settings) *int { return &s.EGDB.Pieces }),
		intOption("egdb-memory", 0, MaxEGDBMemoryMB, " MiB (0: no limit)", func(s *Settings) *int { return &s.EGDB.MemoryMB }),
		{Name: "book", Kind: Bool,
			get: func(s *Settings) string { return strconv.FormatBool(s.Book.On) },
			put: func(s *Settings, v string) error { s.Book.On, _ = strconv.ParseBool(v); return nil }},
		textOption("book-file", CheckBookFile, func(s *Settings) *string { return &s.Book.File }),
		intOption("book-variety", 0, MaxBookVariety, " centi-men", func(s *Settings) *int { return &s.Book.Variety }),
	}
	for _, spec := range search.ParamSpecs {
		opts = append(opts, Option{Name: "tune-" + spec.Name, Kind: Int, Min: spec.Min, Max: spec.Max, Expert: true,
			get: func(s *Settings) string { return strconv.Itoa(spec.Get(&s.Params)) },
			put: func(s *Settings, v string) error { n, _ := strconv.Atoi(v); return s.Params.Set(spec.Name, n) }})
	}
	return opts
}

// OptionNamed returns the option of that name.
func OptionNamed(name string) (Option, bool) {
	for _, o := range Options() {
		if o.Name == name {
			return o, true
		}
	}
	return Option{}, false
}

// MustOption is the option of that name, which the caller knows to be in
// the table (a front end mapping its own names onto it).
func MustOption(name string) Option {
	o, ok := OptionNamed(name)
	if !ok {
		panic("player: no option " + name)
	}
	return o
}

// Get returns o's value in s, written as Set reads it.
func (o Option) Get(s *Settings) string { return o.get(s) }

// Set stores value (surrounding blanks ignored) as o's value in s; a
// value of the wrong kind, out of range, or naming a file or directory
// that cannot be used is refused (a RefusedValue) and s left as it was.
func (o Option) Set(s *Settings, value string) error {
	value = strings.TrimSpace(value)
	switch o.Kind {
	case Int:
		n, err := strconv.Atoi(value)
		if err != nil || n < o.Min || n > o.Max {
			return RefusedValue{o, value, nil}
		}
		value = strconv.Itoa(n)
	case Bool:
		b, err := strconv.ParseBool(strings.ToLower(value))
		if err != nil {
			return RefusedValue{o, value, nil}
		}
		value = strconv.FormatBool(b)
	case Text:
		if err := o.Check(value); err != nil {
			return RefusedValue{o, value, err}
		}
	}
	next := *s
	if err := o.put(&next, value); err != nil {
		return RefusedValue{o, value, err}
	}
	*s = next
	return nil
}

// RefusedValue is Set's refusal: the option, the value and, for a value
// of the right kind and range that still cannot be used, the reason. Its
// Error words it in the option's names; a front end with names of its own
// (the command line's flags) words it in them.
type RefusedValue struct {
	Option Option
	Value  string
	Reason error // nil: the value is of the wrong kind or out of range
}

// Error says what was refused, in one line.
func (r RefusedValue) Error() string {
	o, v := r.Option, clipValue(r.Value)
	switch {
	case r.Reason != nil:
		return fmt.Sprintf("%s: %v; %s unchanged", o.Name, r.Reason, o.Name)
	case o.Kind == Bool:
		return fmt.Sprintf("bad value %q for %s: want true or false", v, o.Name)
	default:
		return fmt.Sprintf("bad value %q for %s: want an integer in %d..%d%s", v, o.Name, o.Min, o.Max, o.Unit)
	}
}

// Validate refuses settings of which an option's value is out of its
// range or names what cannot be used, naming the first such option.
func (s Settings) Validate() error {
	if s.Params == (search.Params{}) {
		s.Params = search.DefaultParams()
	}
	for _, o := range Options() {
		check := s
		if err := o.Set(&check, o.Get(&s)); err != nil {
			return err
		}
	}
	return nil
}

// Set changes the option called name to value (Option.Set) and makes it
// take effect (Apply). A refused value changes nothing. The player must
// be idle.
func (p *Player) Set(name, value string) error {
	o, ok := OptionNamed(name)
	if !ok {
		return fmt.Errorf("unknown option %q", clipValue(name))
	}
	next := p.set
	if err := o.Set(&next, value); err != nil {
		return err
	}
	return p.Apply(next)
}

// Apply makes next, settings of the option table's ranges (Validate), the
// settings in effect: the table resized at once (the size in effect is a
// power of two, shown by Get), the threads and search parameters set, the
// databases and the book reopened at their next use. A table size that
// does not fit in memory, or parameters the search refuses, are kept as
// they were, the rest applied, and the first such error returned. The
// player must be idle.
func (p *Player) Apply(next Settings) error {
	if next.Params == (search.Params{}) {
		next.Params = search.DefaultParams()
	}
	var first error
	if next.HashMB != p.set.HashMB {
		_, first = p.setHash(next.HashMB)
	}
	if next.Params != p.set.Params {
		if err := p.setParams(next.Params); err != nil && first == nil {
			first = err
		}
	}
	p.setThreads(next.Threads)
	p.set.EGDB, p.set.Book = next.EGDB, next.Book
	return first
}

// Get returns the value in effect of the option called name (Option.Get).
func (p *Player) Get(name string) (string, error) {
	o, ok := OptionNamed(name)
	if !ok {
		return "", errors.New("unknown option " + strconv.Quote(clipValue(name)))
	}
	return o.Get(&p.set), nil
}

// intOption is an Int option in [lo, hi] stored where field points.
func intOption(name string, lo, hi int, unit string, field func(*Settings) *int) Option {
	return Option{Name: name, Kind: Int, Min: lo, Max: hi, Unit: unit,
		get: func(s *Settings) string { return strconv.Itoa(*field(s)) },
		put: func(s *Settings, v string) error { *field(s), _ = strconv.Atoi(v); return nil }}
}

// textOption is a Text option stored where field points; check refuses a
// value that cannot be used.
func textOption(name string, check func(string) error, field func(*Settings) *string) Option {
	return Option{Name: name, Kind: Text, Check: check,
		get: func(s *Settings) string { return *field(s) },
		put: func(s *Settings, v string) error { *field(s) = v; return nil }}
}

// maxQuoted bounds a value quoted in an error.
const maxQuoted = 40

// clipValue cuts a value quoted in an error to maxQuoted bytes.
func clipValue(v string) string {
	v = strings.ToValidUTF8(v, "?")
	if len(v) <= maxQuoted {
		return v
	}
	return strings.ToValidUTF8(v[:maxQuoted], "") + "..."
}
