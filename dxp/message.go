// The DXP messages and how they are written on the wire.

package dxp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// Message is one DXP message: a GameRequest, GameAccept, MoveMessage,
// GameEnd, Chat, BackRequest or BackAccept.
type Message interface {
	// Type returns the message's first character: R, A, M, E, C, B or K.
	Type() byte
	// appendBody writes the fields after the type character.
	appendBody(b []byte) ([]byte, error)
}

// Field widths and limits of the protocol.
const (
	nameWidth   = 32  // initiator and follower names
	boardWidth  = 50  // squares in a start position
	maxCaptured = 20  // a side has at most 20 pieces to lose
	maxMessage  = 512 // longest message accepted, terminator excluded
)

// GameRequest (R) asks the follower for a game.
type GameRequest struct {
	Version        int              // protocol version, 1
	Initiator      string           // the initiator's name, at most 32 characters
	FollowerColour movegen.Color    // the colour the follower plays
	Minutes        int              // thinking time for Moves moves, 0..999
	Moves          int              // moves per period of Minutes; 0: the whole game
	Start          movegen.Position // International; the initial position is sent as A
}

// GameAccept (A) answers a GameRequest.
type GameAccept struct {
	Follower string // the follower's name, at most 32 characters
	Code     AcceptCode
}

// AcceptCode says whether the follower takes the game.
type AcceptCode uint8

// The acceptance codes; peers may send other digits, which decline too.
const (
	Accepted        AcceptCode = 0 // the game starts
	DeclinedVersion AcceptCode = 1 // the protocol version is not supported
	DeclinedGame    AcceptCode = 2 // this game is refused
	DeclinedAll     AcceptCode = 3 // every game is refused
)

// String describes the code, e.g. "declined (version)".
func (c AcceptCode) String() string {
	switch c {
	case Accepted:
		return "accepted"
	case DeclinedVersion:
		return "declined (version)"
	case DeclinedGame:
		return "declined (this game)"
	case DeclinedAll:
		return "declined (all games)"
	}
	return fmt.Sprintf("declined (code %d)", uint8(c))
}

// MoveMessage (M) is a move and the time its sender took for it.
type MoveMessage struct {
	Seconds  int   // thinking time, 0..9999
	From, To int   // square numbers 1..50
	Captured []int // captured squares in any order, at most 20
}

// GameEnd (E) ends the current game.
type GameEnd struct {
	Reason EndReason
	Stop   bool // the sender wants no further game
}

// EndReason is the result of a game from the sender's point of view.
type EndReason uint8

// The end reasons.
const (
	EndUnknown EndReason = 0 // no result claimed
	EndLoss    EndReason = 1 // the sender loses
	EndDraw    EndReason = 2
	EndWin     EndReason = 3 // the sender wins
)

// String returns "unknown", "I lose", "draw" or "I win".
func (r EndReason) String() string {
	switch r {
	case EndUnknown:
		return "unknown"
	case EndLoss:
		return "I lose"
	case EndDraw:
		return "draw"
	case EndWin:
		return "I win"
	}
	return fmt.Sprintf("reason(%d)", uint8(r))
}

// Chat (C) is free text.
type Chat struct{ Text string }

// BackRequest (B) asks to take moves back to the given move number with
// the given side to move.
type BackRequest struct {
	Move int // move number, 0..999
	Side movegen.Color
}

// BackAccept (K) answers a BackRequest.
type BackAccept struct{ Code BackCode }

// BackCode answers a take-back request.
type BackCode uint8

// The take-back answers.
const (
	BackAccepted    BackCode = 0
	BackUnsupported BackCode = 1
	BackDeclined    BackCode = 2
)

// Type returns 'R'.
func (GameRequest) Type() byte { return 'R' }

// Type returns 'A'.
func (GameAccept) Type() byte { return 'A' }

// Type returns 'M'.
func (MoveMessage) Type() byte { return 'M' }

// Type returns 'E'.
func (GameEnd) Type() byte { return 'E' }

// Type returns 'C'.
func (Chat) Type() byte { return 'C' }

// Type returns 'B'.
func (BackRequest) Type() byte { return 'B' }

// Type returns 'K'.
func (BackAccept) Type() byte { return 'K' }

// Encode writes m as DXP text, without the terminating NUL byte. It fails
// when a field does not fit its width.
func Encode(m Message) ([]byte, error) {
	b, err := m.appendBody([]byte{m.Type()})
	if err != nil {
		return nil, fmt.Errorf("cannot encode %c message: %v", m.Type(), err)
	}
	if len(b) > maxMessage {
		return nil, fmt.Errorf("cannot encode %c message: %d bytes, more than %d", m.Type(), len(b), maxMessage)
	}
	return b, nil
}

func (r GameRequest) appendBody(b []byte) ([]byte, error) {
	var err error
	if b, err = appendNumber(b, "version", r.Version, 2); err != nil {
		return nil, err
	}
	if b, err = appendName(b, "initiator name", r.Initiator); err != nil {
		return nil, err
	}
	b = append(b, colourChar(r.FollowerColour))
	if b, err = appendNumber(b, "minutes", r.Minutes, 3); err != nil {
		return nil, err
	}
	if b, err = appendNumber(b, "moves", r.Moves, 3); err != nil {
		return nil, err
	}
	if r.Start.Variant != movegen.International {
		return nil, fmt.Errorf("start position is %s, DXP plays international", r.Start.Variant)
	}
	if isInitial(&r.Start) {
		return append(b, 'A'), nil
	}
	return appendBoard(append(b, 'B'), &r.Start), nil
}

func (a GameAccept) appendBody(b []byte) ([]byte, error) {
	b, err := appendName(b, "follower name", a.Follower)
	if err != nil {
		return nil, err
	}
	return appendNumber(b, "acceptance code", int(a.Code), 1)
}

func (m MoveMessage) appendBody(b []byte) ([]byte, error) {
	var err error
	if b, err = appendNumber(b, "seconds", m.Seconds, 4); err != nil {
		return nil, err
	}
	if b, err = appendSquare(b, "from", m.From); err != nil {
		return nil, err
	}
	if b, err = appendSquare(b, "to", m.To); err != nil {
		return nil, err
	}
	if len(m.Captured) > maxCaptured {
		return nil, fmt.Errorf("%d captured pieces, more than %d", len(m.Captured), maxCaptured)
	}
	b, _ = appendNumber(b, "captured count", len(m.Captured), 2)
	for _, sq := range m.Captured {
		if b, err = appendSquare(b, "captured", sq); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func (e GameEnd) appendBody(b []byte) ([]byte, error) {
	b, err := appendNumber(b, "reason", int(e.Reason), 1)
	if err != nil {
		return nil, err
	}
	if e.Reason > EndWin {
		return nil, fmt.Errorf("reason %d is not 0..3", e.Reason)
	}
	if e.Stop {
		return append(b, '1'), nil
	}
	return append(b, '0'), nil
}

func (c Chat) appendBody(b []byte) ([]byte, error) {
	if strings.IndexByte(c.Text, 0) >= 0 {
		return nil, errors.New("chat text holds a NUL byte")
	}
	return append(b, c.Text...), nil
}

func (r BackRequest) appendBody(b []byte) ([]byte, error) {
	b, err := appendNumber(b, "move number", r.Move, 3)
	if err != nil {
		return nil, err
	}
	return append(b, colourChar(r.Side)), nil
}

func (k BackAccept) appendBody(b []byte) ([]byte, error) {
	if k.Code > BackDeclined {
		return nil, fmt.Errorf("back code %d is not 0..2", k.Code)
	}
	return appendNumber(b, "back code", int(k.Code), 1)
}

// appendNumber writes n zero padded to width digits.
func appendNumber(b []byte, field string, n, width int) ([]byte, error) {
	s := strconv.Itoa(n)
	if n < 0 || len(s) > width {
		return nil, fmt.Errorf("%s %d does not fit %d digits", field, n, width)
	}
	for i := len(s); i < width; i++ {
		b = append(b, '0')
	}
	return append(b, s...), nil
}

// appendSquare writes a square number 1..50 in two digits.
func appendSquare(b []byte, field string, sq int) ([]byte, error) {
	if sq < 1 || sq > boardWidth {
		return nil, fmt.Errorf("%s square %d is not 1..%d", field, sq, boardWidth)
	}
	return appendNumber(b, field, sq, 2)
}

// appendName writes a name space padded to nameWidth.
func appendName(b []byte, field, name string) ([]byte, error) {
	if len(name) > nameWidth || strings.IndexByte(name, 0) >= 0 {
		return nil, fmt.Errorf("%s %q is longer than %d bytes or holds a NUL", field, name, nameWidth)
	}
	b = append(b, name...)
	for i := len(name); i < nameWidth; i++ {
		b = append(b, ' ')
	}
	return b, nil
}

// colourChar returns W for white and Z (zwart) for black.
func colourChar(c movegen.Color) byte {
	if c == movegen.White {
		return 'W'
	}
	return 'Z'
}
