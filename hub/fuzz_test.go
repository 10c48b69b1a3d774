// Fuzz test of the line parser: what it reads, written back, reads the
// same.

package hub

import (
	"strings"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"hub", "go think", `pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves="21-17 10-14"`,
		"set-param name = variant value=dameo", `error message=""`, `a b="c`, "=", "\x00", "x y=é",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		// Written back, the command reads the same, unless a value holds
		// a line break, which a Hub value cannot.
		l := NewLine(c.Name)
		for _, a := range c.Args {
			if strings.ContainsAny(a.Value, "\r\n") {
				return
			}
			if a.Flag {
				l.b.WriteString(" " + a.Key)
			} else {
				l.Pair(a.Key, a.Value)
			}
		}
		back, err := Parse(l.String())
		if err != nil || back.Name != c.Name || len(back.Args) != len(c.Args) {
			t.Fatalf("%q written as %q reads %+v, %v", s, l.String(), back, err)
		}
		for i := range c.Args {
			if back.Args[i] != c.Args[i] {
				t.Fatalf("%q written as %q: arg %d is %+v, want %+v", s, l.String(), i, back.Args[i], c.Args[i])
			}
		}
	})
}
