// Engine options: declared once, typed, with limits and a hook run when
// the value changes; `hub` lists them and `set-param` changes them.

package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// maxMultiPV bounds the multipv option.
const maxMultiPV = 32

// option is one engine parameter.
type option struct {
	name     string
	kind     string // bool, int or enum
	min, max int    // int limits
	values   string // enum values, blank separated
	// bounds, if set, gives the int limits shown when they depend on the
	// state (the variant); min and max otherwise.
	bounds func() (int, int)
	get    func() string
	check  func(string) error // validates without changing anything
	set    func(string) error // checks, then applies; the value is unchanged on error
	// expert options (the search's tune-* settings, the calibration's
	// ladder-rung) are for tuners and calibration, not for people: `hub`
	// lists them only when asked with `hub expert`; set-param takes them
	// either way.
	expert bool
}

// options declares the engine's parameters, bound to s: the Hub's own
// (variant, ponder, multipv, elo, ladder-rung) and the player's option
// table (player.Options), whose values the player keeps.
func (s *session) options() []option {
	names := make([]string, len(movegen.Variants))
	for i, v := range movegen.Variants {
		names[i] = v.String()
	}
	opts := []option{
		{name: "variant", kind: "enum", values: strings.Join(names, " "),
			get:   func() string { return s.variant.String() },
			check: func(v string) error { _, err := movegen.ParseVariant(v); return err },
			set:   s.setVariant},
	}
	hubOwn := []option{
		boolOption("ponder", &s.ponder),
		intOption("multipv", 1, maxMultiPV, "", &s.multiPV, nil),
	}
	var tuning []option
	for _, o := range player.Options() {
		switch {
		case o.Expert:
			tuning = append(tuning, s.playerOption(o))
		default:
			opts = append(opts, s.playerOption(o))
		}
		if o.Name == "threads" {
			opts = append(opts, hubOwn...) // the order GUIs have listed since the first version
		}
	}
	opts = append(opts, s.eloOption(), expert(s.rungOption()))
	return append(opts, tuning...)
}

// playerOption is the Hub's view of the player's option o: its value is
// the player's in effect, a change is made by the player at once.
func (s *session) playerOption(o player.Option) option {
	return option{name: o.Name, kind: o.Kind.String(), min: o.Min, max: o.Max, expert: o.Expert,
		get: func() string { v, _ := s.pl.Get(o.Name); return v },
		check: func(v string) error {
			set := s.pl.Settings()
			return o.Set(&set, v)
		},
		set: func(v string) error { return s.pl.Set(o.Name, v) }}
}

// expert marks o as an expert option.
func expert(o option) option {
	o.expert = true
	return o
}

// intOption is an integer parameter in [lo, hi] stored in *v; why, if not
// empty, follows the limits in the error for a value beyond them. apply,
// if set, makes a change take effect before it is stored, and returns the
// value in effect (the option then shows that one) or refuses it.
func intOption(name string, lo, hi int, why string, v *int, apply func(int) (int, error)) option {
	parse := func(s string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("bad value %q for %s: want an integer in %d..%d%s", hub.Clip(s), name, lo, hi, why)
		}
		return n, nil
	}
	return option{name: name, kind: "int", min: lo, max: hi,
		get:   func() string { return strconv.Itoa(*v) },
		check: func(s string) error { _, err := parse(s); return err },
		set: func(s string) error {
			n, err := parse(s)
			if err != nil || n == *v {
				return err
			}
			if apply != nil {
				if n, err = apply(n); err != nil {
					return err
				}
			}
			*v = n
			return nil
		}}
}

// boolOption is a true/false parameter stored in *v.
func boolOption(name string, v *bool) option {
	parse := func(s string) (bool, error) {
		b, err := strconv.ParseBool(strings.ToLower(strings.TrimSpace(s)))
		if err != nil {
			return false, fmt.Errorf("bad value %q for %s: want true or false", hub.Clip(s), name)
		}
		return b, nil
	}
	return option{name: name, kind: "bool",
		get:   func() string { return strconv.FormatBool(*v) },
		check: func(s string) error { _, err := parse(s); return err },
		set: func(s string) error {
			b, err := parse(s)
			if err == nil {
				*v = b
			}
			return err
		}}
}

// paramLine writes the option as a `param` line.
func (o *option) paramLine() string {
	l := hub.NewLine("param").Pair("name", o.name).Pair("value", o.get()).Pair("type", o.kind)
	switch o.kind {
	case "int":
		lo, hi := o.min, o.max
		if o.bounds != nil {
			lo, hi = o.bounds()
		}
		l.Pair("min", strconv.Itoa(lo)).Pair("max", strconv.Itoa(hi))
	case "enum":
		l.Pair("values", o.values)
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
		s.keepEloInRange()
	}
	return nil
}
