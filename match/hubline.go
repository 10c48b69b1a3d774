// Reading Hub lines from an engine: `command key=value key="quoted value"
// flag`, tolerant of anything unexpected.

package match

import "strings"

// hubLine is one line from an engine.
type hubLine struct {
	command string
	args    map[string]string // flags map to ""
}

// parseHubLine splits a line into its command and arguments. It never
// fails: a malformed argument is skipped, an unclosed quote runs to the end
// of the line.
func parseHubLine(s string) hubLine {
	s = strings.TrimSpace(s)
	cmd, rest, _ := strings.Cut(s, " ")
	l := hubLine{command: cmd, args: map[string]string{}}
	i := 0
	for i < len(rest) {
		for i < len(rest) && isSpace(rest[i]) {
			i++
		}
		start := i
		for i < len(rest) && !isSpace(rest[i]) && rest[i] != '=' {
			i++
		}
		key := rest[start:i]
		for i < len(rest) && isSpace(rest[i]) {
			i++
		}
		if i >= len(rest) || rest[i] != '=' {
			if key != "" {
				l.args[key] = ""
			}
			continue
		}
		i++
		for i < len(rest) && isSpace(rest[i]) {
			i++
		}
		var value string
		if i < len(rest) && rest[i] == '"' {
			end := strings.IndexByte(rest[i+1:], '"')
			if end < 0 {
				value, i = rest[i+1:], len(rest)
			} else {
				value, i = rest[i+1:i+1+end], i+end+2
			}
		} else {
			vstart := i
			for i < len(rest) && !isSpace(rest[i]) {
				i++
			}
			value = rest[vstart:i]
		}
		if key != "" {
			l.args[key] = value
		}
	}
	return l
}

// quoteHub writes a set-param value, quoted when it holds blanks or is
// empty.
func quoteHub(v string) string {
	if v != "" && !strings.ContainsAny(v, " \t\"=") {
		return v
	}
	return `"` + strings.ReplaceAll(v, `"`, "'") + `"`
}
