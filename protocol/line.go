// Hub line syntax: reading `command key=value key="quoted value" flag` and
// writing such lines.

package protocol

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// arg is one token after the command: key=value, or a flag with no value.
type arg struct {
	key, value string
	flag       bool // no "=value" part
}

// command is one parsed input line.
type command struct {
	name string
	args []arg
}

// value returns the value of the last key=value argument named key.
func (c command) value(key string) (string, bool) {
	for i := len(c.args) - 1; i >= 0; i-- {
		if a := c.args[i]; a.key == key && !a.flag {
			return a.value, true
		}
	}
	return "", false
}

// has reports whether key appears, as a flag or with a value.
func (c command) has(key string) bool {
	for _, a := range c.args {
		if a.key == key {
			return true
		}
	}
	return false
}

// check returns an error unless every argument is one of keys, given with
// a value, or one of flags, given without, and none is given twice.
func (c command) check(keys, flags []string) error {
	for i, a := range c.args {
		switch {
		case slices.Contains(keys, a.key) && a.flag:
			return fmt.Errorf("%s: %s needs a value (%s=...)", c.name, a.key, a.key)
		case slices.Contains(flags, a.key) && !a.flag:
			return fmt.Errorf("%s: %s takes no value", c.name, a.key)
		case !slices.Contains(keys, a.key) && !slices.Contains(flags, a.key):
			return fmt.Errorf("%s: unknown argument %s%s", c.name, clip(a.key), expected(keys, flags))
		}
		for _, b := range c.args[:i] {
			if b.key == a.key {
				return fmt.Errorf("%s: %s given twice", c.name, clip(a.key))
			}
		}
	}
	return nil
}

// expected lists the arguments a command takes, for an error message.
func expected(keys, flags []string) string {
	var names []string
	for _, k := range keys {
		names = append(names, k+"=")
	}
	names = append(names, flags...)
	if len(names) == 0 {
		return " (it takes none)"
	}
	return " (it takes " + strings.Join(names, " ") + ")"
}

// errEmptyLine is returned for a line with no command.
var errEmptyLine = errors.New("missing command")

// parseLine reads one line. Names are runs of characters other than
// blanks, control characters, '=' and '"'; blanks around '=' are allowed;
// a value is a name or a double-quoted string that may hold anything but
// a double quote; key= at the end of the line has the empty value.
func parseLine(s string) (command, error) {
	sc := scanner{s: s}
	sc.skipBlank()
	if sc.end() {
		return command{}, errEmptyLine
	}
	name := sc.name()
	if name == "" {
		return command{}, errors.New("bad command name")
	}
	c := command{name: name}
	for sc.skipBlank(); !sc.end(); sc.skipBlank() {
		key := sc.name()
		if key == "" {
			return command{}, errors.New("bad argument: want key=value or a flag")
		}
		sc.skipBlank()
		if sc.peek() != '=' {
			c.args = append(c.args, arg{key: key, flag: true})
			continue
		}
		sc.pos++
		sc.skipBlank()
		if sc.end() {
			c.args = append(c.args, arg{key: key})
			break
		}
		value, err := sc.value()
		if err != nil {
			return command{}, errors.New(err.Error() + " for " + key)
		}
		c.args = append(c.args, arg{key: key, value: value})
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
		return "", errors.New("missing closing quote")
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

// line builds an output line.
type line struct{ b strings.Builder }

// newLine starts a line with command name.
func newLine(name string) *line {
	l := &line{}
	l.b.WriteString(name)
	return l
}

// pair appends key=value, quoting the value when it is not a plain name.
// A value cannot hold a double quote or a line break in Hub: they become
// a single quote and a blank.
func (l *line) pair(key, value string) *line {
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
func (l *line) String() string { return l.b.String() }
