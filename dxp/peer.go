// Peer: a connection to another DXP program and the game played over it.

package dxp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// Errors the Peer methods wrap; test them with errors.Is. After any of
// them the connection is of no further use but for SendGameEnd and Close.
var (
	ErrMalformed  = errors.New("malformed message")
	ErrUnexpected = errors.New("unexpected message")
	ErrIllegal    = errors.New("illegal move")
	ErrTimeout    = errors.New("peer timed out")
	ErrClosed     = errors.New("connection lost")
	ErrStop       = errors.New("peer asked to stop")
)

// GameEndError is returned by ReceiveMove when the peer ends the game with
// an E message. Answer it with SendGameEnd, as DXP expects.
type GameEndError struct{ End GameEnd }

// Error says what the peer claimed.
func (e *GameEndError) Error() string {
	s := "peer ended the game: " + e.End.Reason.String()
	if e.End.Stop {
		s += ", and asks to stop"
	}
	return s
}

// DeclinedError is returned by RequestGame when the follower refuses.
type DeclinedError struct{ Code AcceptCode }

// Error gives the acceptance code.
func (e *DeclinedError) Error() string { return "game request " + e.Code.String() }

// Config sets up a Peer.
type Config struct {
	Name         string        // our name in R and A messages; "damaengine" if empty
	Log          io.Writer     // one line per event (chat, take-back refused, ...); nil: none
	Trace        bool          // also log every message sent and received
	ReplyTimeout time.Duration // how long RequestGame waits for the answer; 0: 30 s
}

const (
	defaultReplyTimeout = 30 * time.Second
	writeTimeout        = 10 * time.Second
)

// Peer is a DXP connection and the game in progress on it. A Peer is used
// by one goroutine; Close may be called from any goroutine and interrupts a
// waiting read.
type Peer struct {
	cfg      Config
	conn     net.Conn
	r        *bufio.Reader
	peerName string
	game     *movegen.Game
	us       movegen.Color
	playing  bool
}

// Dial connects to a DXP program listening at addr (host:port).
func Dial(addr string, cfg Config, timeout time.Duration) (*Peer, error) {
	conn, err := net.DialTimeout("tcp", addr, timeout)
	if err != nil {
		return nil, err
	}
	return NewPeer(conn, cfg), nil
}

// NewPeer speaks DXP over conn, which the Peer now owns.
func NewPeer(conn net.Conn, cfg Config) *Peer {
	if cfg.Name == "" {
		cfg.Name = "damaengine"
	}
	if cfg.ReplyTimeout <= 0 {
		cfg.ReplyTimeout = defaultReplyTimeout
	}
	return &Peer{cfg: cfg, conn: conn, r: bufio.NewReaderSize(conn, maxMessage+1)}
}

// Name returns the peer's name from its game request or acceptance.
func (p *Peer) Name() string { return p.peerName }

// Game returns the record of the current or last game (nil before the
// first). It is the Peer's own: read it, do not play on it.
func (p *Peer) Game() *movegen.Game { return p.game }

// Colour returns the colour we play in the current or last game.
func (p *Peer) Colour() movegen.Color { return p.us }

// who names the peer in log lines.
func (p *Peer) who() string {
	if p.peerName == "" {
		return "the peer"
	}
	return p.peerName
}

// Playing reports whether a game is in progress.
func (p *Peer) Playing() bool { return p.playing }

// Close closes the connection.
func (p *Peer) Close() error { return p.conn.Close() }

// RequestGame asks the peer, as initiator, for a game from start (the
// International position to play from) in which we play ourColour, with
// minutes of thinking time for every moves moves (moves 0: for the whole
// game). It returns once the peer has accepted; a refusal is a
// *DeclinedError.
func (p *Peer) RequestGame(start movegen.Position, ourColour movegen.Color, minutes, moves int) error {
	if p.playing {
		return errors.New("dxp: RequestGame during a game")
	}
	req := GameRequest{Version: 1, Initiator: p.cfg.Name, FollowerColour: ourColour.Other(),
		Minutes: minutes, Moves: moves, Start: start}
	if err := p.send(req); err != nil {
		return err
	}
	deadline := time.Now().Add(p.cfg.ReplyTimeout)
	for {
		m, err := p.next(remaining(deadline))
		if err != nil {
			return err
		}
		switch m := m.(type) {
		case GameEnd:
			if m.Stop {
				return ErrStop
			}
			// the peer's answer to the E that ended the last game
		case GameAccept:
			p.peerName = m.Follower
			if m.Code != Accepted {
				return &DeclinedError{Code: m.Code}
			}
			p.begin(start, ourColour)
			return nil
		default:
			return p.unexpected(m, "waiting for the answer to a game request")
		}
	}
}

// WaitGameRequest waits, as follower, up to timeout (0: for ever) for the
// initiator's next game request; answer it with AcceptGame or DeclineGame.
// Requests for other protocol versions are declined on the way. An E with
// its stop code set returns ErrStop.
func (p *Peer) WaitGameRequest(timeout time.Duration) (GameRequest, error) {
	if p.playing {
		return GameRequest{}, errors.New("dxp: WaitGameRequest during a game")
	}
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	for {
		m, err := p.next(remaining(deadline))
		if err != nil {
			return GameRequest{}, err
		}
		switch m := m.(type) {
		case GameEnd:
			if m.Stop {
				return GameRequest{}, ErrStop
			}
		case GameRequest:
			p.peerName = m.Initiator
			if m.Version != 1 {
				p.logf("declining a game request for protocol version %d", m.Version)
				if err := p.send(GameAccept{Follower: p.cfg.Name, Code: DeclinedVersion}); err != nil {
					return GameRequest{}, err
				}
				continue
			}
			return m, nil
		default:
			return GameRequest{}, p.unexpected(m, "waiting for a game request")
		}
	}
}

// AcceptGame accepts req and starts its game; we play req.FollowerColour.
func (p *Peer) AcceptGame(req GameRequest) error {
	if err := p.send(GameAccept{Follower: p.cfg.Name, Code: Accepted}); err != nil {
		return err
	}
	p.begin(req.Start, req.FollowerColour)
	return nil
}

// DeclineGame refuses the request just received.
func (p *Peer) DeclineGame(code AcceptCode) error {
	return p.send(GameAccept{Follower: p.cfg.Name, Code: code})
}

func (p *Peer) begin(start movegen.Position, us movegen.Color) {
	p.game, p.us, p.playing = movegen.NewGame(start), us, true
}

// SendMove plays our move m, which must be legal, and tells the peer,
// with used as our thinking time.
func (p *Peer) SendMove(m movegen.Move, used time.Duration) error {
	if !p.playing || p.game.Position().Side != p.us {
		return errors.New("dxp: SendMove when it is not our move")
	}
	if err := p.game.PlayChecked(m); err != nil {
		return err
	}
	secs := min(int((used+time.Second/2)/time.Second), 9999)
	return p.send(moveMessage(m, secs))
}

// ReceiveMove waits up to timeout (0: for ever) for the peer's move and
// plays it. It also returns the thinking time the peer reported. A move
// that is not legal wraps ErrIllegal; the peer's E is a *GameEndError.
func (p *Peer) ReceiveMove(timeout time.Duration) (movegen.Move, time.Duration, error) {
	if !p.playing || p.game.Position().Side == p.us {
		return movegen.Move{}, 0, errors.New("dxp: ReceiveMove when it is not the peer's move")
	}
	m, err := p.next(timeout)
	if err != nil {
		return movegen.Move{}, 0, err
	}
	switch m := m.(type) {
	case MoveMessage:
		pos := p.game.Position()
		mv, err := match(&pos, m)
		if err != nil {
			return movegen.Move{}, 0, err
		}
		p.game.Play(mv)
		return mv, time.Duration(m.Seconds) * time.Second, nil
	case GameEnd:
		p.playing = false
		return movegen.Move{}, 0, &GameEndError{End: m}
	}
	return movegen.Move{}, 0, p.unexpected(m, "waiting for a move")
}

// SendGameEnd ends the game (or answers the peer's end) with reason, from
// our point of view; stop asks the peer for no further game.
func (p *Peer) SendGameEnd(reason EndReason, stop bool) error {
	p.playing = false
	return p.send(GameEnd{Reason: reason, Stop: stop})
}

// Chat sends a line of text.
func (p *Peer) Chat(text string) error { return p.send(Chat{Text: text}) }

// remaining returns the time left until deadline, at least a nanosecond,
// or 0 (no limit) for the zero deadline.
func remaining(deadline time.Time) time.Duration {
	if deadline.IsZero() {
		return 0
	}
	return max(time.Until(deadline), time.Nanosecond)
}

// next reads up to timeout (0: for ever) for a message that needs the
// caller: chat is logged, take-back requests are refused and answers to
// them ignored on the way.
func (p *Peer) next(timeout time.Duration) (Message, error) {
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	for {
		m, err := p.read(deadline, timeout)
		if err != nil {
			return nil, err
		}
		switch m := m.(type) {
		case Chat:
			p.logf("chat from %s: %s", p.who(), strconv.Quote(m.Text))
		case BackRequest:
			p.logf("refusing a take-back request (move %d)", m.Move)
			if err := p.send(BackAccept{Code: BackUnsupported}); err != nil {
				return nil, err
			}
		case BackAccept:
			p.logf("ignoring a take-back answer we did not ask for")
		default:
			return m, nil
		}
	}
}

// read reads one message before deadline (zero: none); timeout is the
// wait the caller asked for, for the error message.
func (p *Peer) read(deadline time.Time, timeout time.Duration) (Message, error) {
	if err := p.conn.SetReadDeadline(deadline); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrClosed, err)
	}
	b, err := p.r.ReadSlice(0)
	switch {
	case err == nil:
	case errors.Is(err, bufio.ErrBufferFull):
		return nil, fmt.Errorf("%w %s: no NUL byte within %d bytes", ErrMalformed, quote(b), maxMessage)
	case errors.Is(err, os.ErrDeadlineExceeded):
		return nil, fmt.Errorf("%w: no message within %v", ErrTimeout, timeout.Round(time.Millisecond))
	case len(b) > 0:
		return nil, fmt.Errorf("%w in the middle of a message %s: %v", ErrClosed, quote(b), err)
	default:
		return nil, fmt.Errorf("%w: %w", ErrClosed, err)
	}
	body := b[:len(b)-1]
	if p.cfg.Trace {
		p.logf("< %s", quote(body))
	}
	return Decode(body)
}

// send writes m and its terminating NUL.
func (p *Peer) send(m Message) error {
	b, err := Encode(m)
	if err != nil {
		return err
	}
	if p.cfg.Trace {
		p.logf("> %s", quote(b))
	}
	if err := p.conn.SetWriteDeadline(time.Now().Add(writeTimeout)); err != nil {
		return fmt.Errorf("%w: %v", ErrClosed, err)
	}
	if _, err := p.conn.Write(append(b, 0)); err != nil {
		return fmt.Errorf("%w: %v", ErrClosed, err)
	}
	return nil
}

// unexpected builds the error for a valid message at the wrong time.
func (p *Peer) unexpected(m Message, while string) error {
	b, _ := Encode(m)
	return fmt.Errorf("%w %s while %s", ErrUnexpected, quote(b), while)
}

// logf writes one line to the log.
func (p *Peer) logf(format string, args ...any) {
	if p.cfg.Log != nil {
		fmt.Fprintf(p.cfg.Log, "dxp: "+format+"\n", args...)
	}
}
