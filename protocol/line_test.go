// Tests of the line syntax, the input reader and the score format.

package protocol

import (
	"bufio"
	"strings"
	"testing"
)

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
