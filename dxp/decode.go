// Reading DXP messages: every fixed-width field is checked.

package dxp

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// Decode reads one message, given without its terminating NUL byte. Every
// error wraps ErrMalformed and quotes the message.
func Decode(b []byte) (Message, error) {
	switch {
	case len(b) == 0:
		return nil, fmt.Errorf("%w: empty message", ErrMalformed)
	case len(b) > maxMessage:
		return nil, fmt.Errorf("%w %s: longer than %d bytes", ErrMalformed, quote(b), maxMessage)
	case bytes.IndexByte(b, 0) >= 0:
		return nil, fmt.Errorf("%w %s: holds a NUL byte", ErrMalformed, quote(b))
	}
	f := fields{b: b, pos: 1}
	var m Message
	switch b[0] {
	case 'R':
		m = f.gameRequest()
	case 'A':
		m = f.gameAccept()
	case 'M':
		m = f.move()
	case 'E':
		m = f.gameEnd()
	case 'C':
		m = Chat{Text: string(f.rest())}
	case 'B':
		m = f.backRequest()
	case 'K':
		m = f.backAccept()
	default:
		f.fail(fmt.Errorf("unknown message type %q", b[0]))
	}
	if f.err == nil && f.pos != len(b) {
		f.fail(fmt.Errorf("%d bytes too many", len(b)-f.pos))
	}
	if f.err != nil {
		return nil, fmt.Errorf("%w %s: %v", ErrMalformed, quote(b), f.err)
	}
	return m, nil
}

// quote writes a message for a log line: Go-quoted, long ones shortened.
func quote(b []byte) string {
	const most = 80
	if len(b) > most {
		return fmt.Sprintf("%q... (%d bytes)", b[:most], len(b))
	}
	return fmt.Sprintf("%q", b)
}

// fields reads a message's fields in order; after the first error every
// read returns zero values and the error is kept.
type fields struct {
	b   []byte
	pos int
	err error
}

func (f *fields) fail(err error) {
	if f.err == nil {
		f.err = err
	}
}

// take returns the next n bytes, or nil when the message is too short.
func (f *fields) take(n int, field string) []byte {
	if f.err != nil {
		return nil
	}
	if len(f.b)-f.pos < n {
		f.fail(fmt.Errorf("too short: %s needs %d bytes, %d left", field, n, len(f.b)-f.pos))
		return nil
	}
	s := f.b[f.pos : f.pos+n]
	f.pos += n
	return s
}

// rest returns everything left.
func (f *fields) rest() []byte {
	s := f.b[f.pos:]
	f.pos = len(f.b)
	return s
}

// number reads a zero-padded decimal field of width digits.
func (f *fields) number(width int, field string) int {
	s := f.take(width, field)
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			f.fail(fmt.Errorf("%s %q is not %d digits", field, s, width))
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// square reads a two-digit square number 1..50.
func (f *fields) square(field string) int {
	n := f.number(2, field)
	if f.err == nil && (n < 1 || n > boardWidth) {
		f.fail(fmt.Errorf("%s square %d is not 1..%d", field, n, boardWidth))
	}
	return n
}

// char reads one byte that must be one of allowed.
func (f *fields) char(allowed, field string) byte {
	s := f.take(1, field)
	if s == nil {
		return 0
	}
	if strings.IndexByte(allowed, s[0]) < 0 {
		f.fail(fmt.Errorf("%s %q is not one of %q", field, s[0], allowed))
		return 0
	}
	return s[0]
}

// colour reads W or Z.
func (f *fields) colour(field string) movegen.Color {
	if c := f.char("WZ", field); c == 'Z' {
		return movegen.Black
	}
	return movegen.White
}

// name reads a space-padded name field; trailing spaces are dropped.
func (f *fields) name(field string) string {
	return strings.TrimRight(string(f.take(nameWidth, field)), " ")
}

func (f *fields) gameRequest() Message {
	r := GameRequest{
		Version:        f.number(2, "version"),
		Initiator:      f.name("initiator name"),
		FollowerColour: f.colour("follower colour"),
		Minutes:        f.number(3, "minutes"),
		Moves:          f.number(3, "moves"),
	}
	switch f.char("AB", "start position") {
	case 'A':
		r.Start = movegen.StartPosition(intl)
	case 'B':
		board := f.take(1+boardWidth, "start position")
		if f.err != nil {
			return nil
		}
		p, err := parseBoard(board)
		if err != nil {
			f.fail(err)
		}
		r.Start = p
	}
	return r
}

func (f *fields) gameAccept() Message {
	return GameAccept{Follower: f.name("follower name"), Code: AcceptCode(f.number(1, "acceptance code"))}
}

func (f *fields) move() Message {
	m := MoveMessage{Seconds: f.number(4, "seconds"), From: f.square("from"), To: f.square("to")}
	n := f.number(2, "captured count")
	if f.err == nil && n > maxCaptured {
		f.fail(fmt.Errorf("captured count %d is more than %d", n, maxCaptured))
	}
	if f.err != nil {
		return nil
	}
	if n > 0 {
		m.Captured = make([]int, n)
	}
	for i := range m.Captured {
		m.Captured[i] = f.square("captured")
		for _, sq := range m.Captured[:i] {
			if f.err == nil && sq == m.Captured[i] {
				f.fail(fmt.Errorf("captured square %d listed twice", sq))
			}
		}
	}
	return m
}

func (f *fields) gameEnd() Message {
	r := EndReason(f.number(1, "reason"))
	if f.err == nil && r > EndWin {
		f.fail(errors.New("reason is not 0..3"))
	}
	return GameEnd{Reason: r, Stop: f.char("01", "stop code") == '1'}
}

func (f *fields) backRequest() Message {
	return BackRequest{Move: f.number(3, "move number"), Side: f.colour("colour to move")}
}

func (f *fields) backAccept() Message {
	c := BackCode(f.number(1, "back code"))
	if f.err == nil && c > BackDeclined {
		f.fail(fmt.Errorf("back code %d is not 0..2", c))
	}
	return BackAccept{Code: c}
}
