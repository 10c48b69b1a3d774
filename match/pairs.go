// key=value lists, the syntax of the --engine, --tc, --sprt and
// --adjudicate-* flags, and the command-line grouping that lets them be
// written unquoted: --engine cmd=./x name=a.

package match

import (
	"fmt"
	"strings"
)

// pair is one key=value item.
type pair struct{ key, value string }

// parsePairs reads blank-separated key=value items; a value holding blanks
// is written in double quotes, as in Hub: option.book="my book.bin".
func parsePairs(s string) ([]pair, error) {
	var out []pair
	i := 0
	for {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		if i == len(s) {
			return out, nil
		}
		start := i
		for i < len(s) && !isSpace(s[i]) && s[i] != '=' {
			i++
		}
		key := s[start:i]
		if i == len(s) || s[i] != '=' || key == "" {
			for i < len(s) && !isSpace(s[i]) {
				i++
			}
			return nil, fmt.Errorf("bad item %q: want key=value", s[start:i])
		}
		i++
		var value string
		if i < len(s) && s[i] == '"' {
			end := strings.IndexByte(s[i+1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("missing closing quote after %s=", key)
			}
			value = s[i+1 : i+1+end]
			i += end + 2
		} else {
			vstart := i
			for i < len(s) && !isSpace(s[i]) {
				i++
			}
			value = s[vstart:i]
		}
		out = append(out, pair{key, value})
	}
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// GroupArgs rewrites "--name k=v k2=v2 ..." into "--name=k=v k2=v2" for the
// flags in names, so that pflag sees one value: every following argument
// that holds a '=' and does not start with '-' belongs to the group.
func GroupArgs(args []string, names map[string]bool) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...)
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if !strings.HasPrefix(a, "--") || !names[name] {
			out = append(out, a)
			continue
		}
		var group []string
		if hasValue {
			group = append(group, value)
		}
		for i+1 < len(args) && isGroupItem(args[i+1]) {
			i++
			group = append(group, args[i])
		}
		if len(group) == 0 {
			out = append(out, a) // pflag reports the missing value
			continue
		}
		out = append(out, "--"+name+"="+strings.Join(group, " "))
	}
	return out
}

// isGroupItem reports whether a command-line argument continues a
// key=value group.
func isGroupItem(a string) bool {
	return !strings.HasPrefix(a, "-") && strings.Contains(a, "=")
}
