// Tests of the line syntax, the input reader and the score format.

package protocol

import (
	"bufio"
	"reflect"
	"strings"
	"testing"
)

func TestParseLine(t *testing.T) {
	tests := []struct {
		line string
		want command
	}{
		{"go think", command{"go", []arg{{key: "think", flag: true}}}},
		{"  ping\r", command{name: "ping"}},
		{`pos pos=Wbbe moves="32-28 19-23"`, command{"pos", []arg{{key: "pos", value: "Wbbe"}, {key: "moves", value: "32-28 19-23"}}}},
		{"set-param name = hash  value =\t64", command{"set-param", []arg{{key: "name", value: "hash"}, {key: "value", value: "64"}}}},
		{`error message=""`, command{"error", []arg{{key: "message", value: ""}}}},
		{"level moves=10 time=1.5 infinite", command{"level", []arg{{key: "moves", value: "10"}, {key: "time", value: "1.5"}, {key: "infinite", flag: true}}}},
		{`x a="=b c" d=é`, command{"x", []arg{{key: "a", value: "=b c"}, {key: "d", value: "é"}}}},
		{"set-param name=book-file value=", command{"set-param", []arg{{key: "name", value: "book-file"}, {key: "value"}}}},
	}
	for _, tt := range tests {
		got, err := parseLine(tt.line)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseLine(%q) = %+v, %v; want %+v", tt.line, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "   ", `"go"`, "=x", "pos =x", `pos pos="x`, "go \x01", `set-param name=a value="b" "`} {
		if c, err := parseLine(bad); err == nil {
			t.Errorf("parseLine(%q) = %+v, want an error", bad, c)
		}
	}
}

func TestValueLookup(t *testing.T) {
	c, _ := parseLine("pos start pos=A pos=B flag")
	if v, _ := c.value("pos"); v != "B" {
		t.Errorf("value(pos) = %q, want the last, B", v)
	}
	if _, ok := c.value("flag"); ok {
		t.Error("a flag has no value")
	}
	if !c.has("flag") || !c.has("start") || c.has("nope") {
		t.Error("has is wrong")
	}
}

func TestLineQuoting(t *testing.T) {
	got := newLine("x").pair("a", "b").pair("c", "d e").pair("f", "").pair("g", "say \"hi\"\nnow").String()
	want := `x a=b c="d e" f="" g="say 'hi' now"`
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestReadLine(t *testing.T) {
	long := strings.Repeat("y", maxLineBytes+1)
	r := bufio.NewReaderSize(strings.NewReader("a b\r\n\n"+long+"\nc\nlast"), 16)
	want := []input{{text: "a b"}, {text: ""}, {tooLong: true}, {text: "c"}, {text: "last"}}
	for _, w := range want {
		got := readLine(r)
		if got.text != w.text || got.tooLong != w.tooLong || got.err != nil {
			t.Fatalf("got %.20q %v %v, want %q %v", got.text, got.tooLong, got.err, w.text, w.tooLong)
		}
	}
	if got := readLine(r); got.err == nil {
		t.Errorf("after the last line: %+v, want EOF", got)
	}
}
