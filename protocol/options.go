// Engine options: declared once, typed, with limits and a hook run when
// the value changes; `hub` lists them and `set-param` changes them.

package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/tt"
)

// Option limits.
const (
	maxThreads = 256
	maxMultiPV = 32
)

// option is one engine parameter.
type option struct {
	name     string
	kind     string // bool, int or enum
	min, max int    // int limits
	values   string // enum values, blank separated
	get      func() string
	set      func(string) error // validates first; the value is unchanged on error
}

// options declares the engine's parameters, bound to s.
func (s *session) options() []option {
	names := make([]string, len(movegen.Variants))
	for i, v := range movegen.Variants {
		names[i] = v.String()
	}
	return []option{
		{name: "variant", kind: "enum", values: strings.Join(names, " "),
			get: func() string { return s.variant.String() }, set: s.setVariant},
		intOption("hash", tt.MinMB, tt.MaxMB, &s.hashMB, s.applyHash),
		intOption("threads", 1, maxThreads, &s.threads, s.applyThreads),
		boolOption("ponder", &s.ponder),
		boolOption("book", &s.book),
		intOption("multipv", 1, maxMultiPV, &s.multiPV, nil),
	}
}

// intOption is an integer parameter in [lo, hi] stored in *v; changed, if
// set, runs after a change.
func intOption(name string, lo, hi int, v *int, changed func()) option {
	return option{name: name, kind: "int", min: lo, max: hi,
		get: func() string { return strconv.Itoa(*v) },
		set: func(s string) error {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil || n < lo || n > hi {
				return fmt.Errorf("bad value %q for %s: want an integer in %d..%d", s, name, lo, hi)
			}
			old := *v
			*v = n
			if changed != nil && n != old {
				changed()
			}
			return nil
		}}
}

// boolOption is a true/false parameter stored in *v.
func boolOption(name string, v *bool) option {
	return option{name: name, kind: "bool",
		get: func() string { return strconv.FormatBool(*v) },
		set: func(s string) error {
			b, err := strconv.ParseBool(strings.ToLower(strings.TrimSpace(s)))
			if err != nil {
				return fmt.Errorf("bad value %q for %s: want true or false", s, name)
			}
			*v = b
			return nil
		}}
}

// paramLine writes the option as a `param` line.
func (o *option) paramLine() string {
	l := newLine("param").pair("name", o.name).pair("value", o.get()).pair("type", o.kind)
	switch o.kind {
	case "int":
		l.pair("min", strconv.Itoa(o.min)).pair("max", strconv.Itoa(o.max))
	case "enum":
		l.pair("values", o.values)
	}
	return l.String()
}

// setVariant switches the rules; a new variant starts from its initial
// position, as the old position means nothing under other rules.
func (s *session) setVariant(value string) error {
	v, err := movegen.ParseVariant(value)
	if err != nil {
		return err
	}
	if v != s.variant {
		s.variant = v
		s.game = movegen.NewGame(movegen.StartPosition(v))
	}
	return nil
}

// applyHash resizes the table now if the engine exists (it is idle: option
// changes stop any search first).
func (s *session) applyHash() {
	if s.eng != nil {
		s.eng.SetHash(s.hashMB)
	}
}

// applyThreads changes the number of search threads now if the engine
// exists.
func (s *session) applyThreads() {
	if s.eng != nil {
		s.eng.SetThreads(s.threads)
	}
}
