// Package hub reads and writes the lines of the Hub protocol (the
// draughts engines' text protocol, as Scan speaks it):
// `command key=value key="quoted value" flag`. The engine's side
// (protocol) and the match runner's (match) both use it, so that the two
// sides of a pipe agree on every line.
package hub

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Arg is one token after the command: key=value, or a flag with no value.
type Arg struct {
	Key, Value string
	Flag       bool // no "=value" part
}

// Command is one parsed line.
type Command struct {
	Name string
	Args []Arg
}

// Value returns the value of the last key=value argument named key.
func (c Command) Value(key string) (string, bool) {
	for i := len(c.Args) - 1; i >= 0; i-- {
		if a := c.Args[i]; a.Key == key && !a.Flag {
			return a.Value, true
		}
	}
	return "", false
}

// Has reports whether key appears, as a flag or with a value.
func (c Command) Has(key string) bool {
	for _, a := range c.Args {
		if a.Key == key {
			return true
		}
	}
	return false
}

// Known drops the arguments that are none of keys (given with a value)
// and flags (given without), as a Hub peer ignores a command's arguments
// it does not understand, and returns their names. A known argument in
// the wrong form or given twice is an error, and then c is left as it was.
func (c *Command) Known(keys, flags []string) (ignored []string, err error) {
	kept := make([]Arg, 0, len(c.Args))
	for _, a := range c.Args {
		switch {
		case !slices.Contains(keys, a.Key) && !slices.Contains(flags, a.Key):
			ignored = append(ignored, a.Key)
			continue
		case slices.Contains(keys, a.Key) && a.Flag:
			return nil, fmt.Errorf("%s: %s needs a value (%s=...)", c.Name, a.Key, a.Key)
		case slices.Contains(flags, a.Key) && !a.Flag:
			return nil, fmt.Errorf("%s: %s takes no value", c.Name, a.Key)
		}
		for _, b := range kept {
			if b.Key == a.Key {
				return nil, fmt.Errorf("%s: %s given twice", c.Name, Clip(a.Key))
			}
		}
		kept = append(kept, a)
	}
	c.Args = kept
	return ignored, nil
}

// errNoQuote is returned for a quoted value without its closing quote.
var errNoQuote = errors.New("missing closing quote")

// errEmptyLine is returned for a line with no command.
var errEmptyLine = errors.New("missing command")

// Parse reads one line. Names are runs of characters other than
// blanks, control characters, '=' and '"'; blanks around '=' are allowed;
// a value is a name or a double-quoted string that may hold anything but
// a double quote; key= at the end of the line has the empty value.
func Parse(s string) (Command, error) { return parse(s, false) }

// ParseLenient reads a line from a peer that may not keep to the syntax
// (a match runner reads any engine): it never fails. A token that is no
// argument is skipped, an unclosed quote runs to the end of the line, and
// a line without a command word gives the zero Command.
func ParseLenient(s string) Command {
	c, _ := parse(s, true)
	return c
}

// parse is Parse, or ParseLenient when lenient is set.
func parse(s string, lenient bool) (Command, error) {
	sc := scanner{s: s}
	sc.skipBlank()
	if sc.end() {
		return Command{}, errEmptyLine
	}
	name := sc.name()
	if name == "" {
		return Command{}, errors.New("bad command name")
	}
	c := Command{Name: name}
	for sc.skipBlank(); !sc.end(); sc.skipBlank() {
		key := sc.name()
		switch {
		case key == "" && lenient:
			sc.pos++ // a stray '=' or '"': skipped
			continue
		case key == "":
			return Command{}, errors.New("bad argument: want key=value or a flag")
		}
		sc.skipBlank()
		if sc.peek() != '=' {
			c.Args = append(c.Args, Arg{Key: key, Flag: true})
			continue
		}
		sc.pos++
		sc.skipBlank()
		if sc.end() {
			c.Args = append(c.Args, Arg{Key: key})
			break
		}
		value, err := sc.value()
		switch {
		case err == errNoQuote && lenient:
			value, sc.pos = sc.s[sc.pos+1:], len(sc.s)
		case err != nil && lenient:
			continue
		case err != nil:
			return Command{}, errors.New(err.Error() + " for " + key)
		}
		c.Args = append(c.Args, Arg{Key: key, Value: value})
	}
	return c, nil
}

// scanner walks a line byte by byte.
type scanner struct {
	s   string
	pos int
}

func (sc *scanner) end() bool { return sc.pos >= len(sc.s) }

// peek returns the next byte, 0 at the end.
func (sc *scanner) peek() byte {
	if sc.end() {
		return 0
	}
	return sc.s[sc.pos]
}

func (sc *scanner) skipBlank() {
	for !sc.end() && isBlank(sc.s[sc.pos]) {
		sc.pos++
	}
}

// name reads a run of name characters, possibly empty.
func (sc *scanner) name() string {
	start := sc.pos
	for !sc.end() && isNameChar(sc.s[sc.pos]) {
		sc.pos++
	}
	return sc.s[start:sc.pos]
}

// value reads a quoted string or a non-empty name.
func (sc *scanner) value() (string, error) {
	if sc.peek() != '"' {
		if v := sc.name(); v != "" {
			return v, nil
		}
		return "", errors.New("missing value")
	}
	sc.pos++
	start := sc.pos
	for !sc.end() && sc.s[sc.pos] != '"' {
		sc.pos++
	}
	if sc.end() {
		sc.pos = start - 1
		return "", errNoQuote
	}
	v := sc.s[start:sc.pos]
	sc.pos++
	return v, nil
}

func isBlank(b byte) bool {
	return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\v' || b == '\f'
}

func isNameChar(b byte) bool {
	return b > ' ' && b != 0x7f && b != '=' && b != '"'
}

// isName reports whether v can be written without quotes.
func isName(v string) bool {
	if v == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isNameChar(v[i]) {
			return false
		}
	}
	return true
}

// Line builds an output line.
type Line struct{ b strings.Builder }

// NewLine starts a line with command name.
func NewLine(name string) *Line {
	l := &Line{}
	l.b.WriteString(name)
	return l
}

// Pair appends key=value, quoting the value when it is not a plain name.
// A value cannot hold a double quote or a line break in Hub: they become
// a single quote and a blank.
func (l *Line) Pair(key, value string) *Line {
	l.b.WriteString(" " + key + "=")
	if isName(value) {
		l.b.WriteString(value)
		return l
	}
	value = strings.NewReplacer(`"`, "'", "\n", " ", "\r", " ").Replace(value)
	l.b.WriteString(`"` + value + `"`)
	return l
}

// String returns the line built so far.
func (l *Line) String() string { return l.b.String() }

// maxQuoted bounds how much of a peer's text an error message repeats.
const maxQuoted = 40

// Clip returns v, cut to maxQuoted bytes with "..." when it is longer:
// what an error message quotes of a peer's line stays short.
func Clip(v string) string {
	v = strings.ToValidUTF8(v, "?")
	if len(v) <= maxQuoted {
		return v
	}
	return strings.ToValidUTF8(v[:maxQuoted], "") + "..."
}
