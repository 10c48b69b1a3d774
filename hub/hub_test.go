// Tests of the Hub line syntax: reading and writing.

package hub

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		line string
		want Command
	}{
		{"go think", Command{"go", []Arg{{Key: "think", Flag: true}}}},
		{"  ping\r", Command{Name: "ping"}},
		{`pos pos=Wbbe moves="32-28 19-23"`, Command{"pos", []Arg{{Key: "pos", Value: "Wbbe"}, {Key: "moves", Value: "32-28 19-23"}}}},
		{"set-param name = hash  value =\t64", Command{"set-param", []Arg{{Key: "name", Value: "hash"}, {Key: "value", Value: "64"}}}},
		{`error message=""`, Command{"error", []Arg{{Key: "message", Value: ""}}}},
		{"level moves=10 time=1.5 infinite", Command{"level", []Arg{{Key: "moves", Value: "10"}, {Key: "time", Value: "1.5"}, {Key: "infinite", Flag: true}}}},
		{`x a="=b c" d=é`, Command{"x", []Arg{{Key: "a", Value: "=b c"}, {Key: "d", Value: "é"}}}},
		{"set-param name=book-file value=", Command{"set-param", []Arg{{Key: "name", Value: "book-file"}, {Key: "value"}}}},
	}
	for _, tt := range tests {
		got, err := Parse(tt.line)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.line, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "   ", `"go"`, "=x", "pos =x", `pos pos="x`, "go \x01", `set-param name=a value="b" "`} {
		if c, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", bad, c)
		}
	}
}

func TestValueLookup(t *testing.T) {
	c, _ := Parse("pos start pos=A pos=B flag")
	if v, _ := c.Value("pos"); v != "B" {
		t.Errorf("value(pos) = %q, want the last, B", v)
	}
	if _, ok := c.Value("flag"); ok {
		t.Error("a flag has no value")
	}
	if !c.Has("flag") || !c.Has("start") || c.Has("nope") {
		t.Error("has is wrong")
	}
}

func TestLineQuoting(t *testing.T) {
	got := NewLine("x").Pair("a", "b").Pair("c", "d e").Pair("f", "").Pair("g", "say \"hi\"\nnow").String()
	want := `x a=b c="d e" f="" g="say 'hi' now"`
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestParseLenient: what Parse refuses, ParseLenient reads as far as it
// makes sense, and a good line the same as Parse.
func TestParseLenient(t *testing.T) {
	tests := []struct {
		line string
		want Command
	}{
		{`done move="32-28`, Command{"done", []Arg{{Key: "move", Value: "32-28"}}}},
		{`info depth=12 score=-0.25 pv="32-28 19-23" flag nps = 1.5`, Command{"info", []Arg{{Key: "depth", Value: "12"},
			{Key: "score", Value: "-0.25"}, {Key: "pv", Value: "32-28 19-23"}, {Key: "flag", Flag: true}, {Key: "nps", Value: "1.5"}}}},
		{`x =a b`, Command{"x", []Arg{{Key: "a", Flag: true}, {Key: "b", Flag: true}}}},
		{`"bad`, Command{}},
	}
	for _, tt := range tests {
		if got := ParseLenient(tt.line); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseLenient(%q) = %+v, want %+v", tt.line, got, tt.want)
		}
	}
}
