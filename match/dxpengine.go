// A DXP peer as one of the match's engines: the runner is the DXP
// initiator toward it, requests each game, relays the other engine's moves
// and reads the peer's, keeping the peer's clock itself.

package match

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/dxp"
	"github.com/damaengine/damaengine/movegen"
)

// dxpGoodbye bounds the wait for the peer's answer to our stop code.
const dxpGoodbye = time.Second

// dxpEngine is the DXP peer of one worker. The connection is kept from
// game to game; after a fault of the peer it is closed, and the next game
// connects again.
type dxpEngine struct {
	spec     *EngineSpec
	index    int    // the engine's index in the match
	label    string // name#worker
	minutes  int    // the thinking time of each game request
	cfg      dxp.Config
	restarts *atomic.Int64 // counts the connections after the first

	peer    *dxp.Peer // nil: not connected
	dialled bool      // a connection was made before
	started time.Time // when the peer's clock last started
	pending error     // our last move could not be sent: the peer's fault, told at its turn
	stop    bool      // the peer asked for no further game
}

// newDXPEngine prepares the DXP peer that is engine i of cfg; it connects
// at its first game.
func newDXPEngine(cfg *Config, i, worker int, log *trafficLog, restarts *atomic.Int64) *dxpEngine {
	d := &dxpEngine{spec: &cfg.Engines[i], index: i, label: fmt.Sprintf("%s#%d", cfg.Engines[i].Name, worker),
		minutes: dxpMinutes(cfg.timeControls()[i]), restarts: restarts}
	name := cfg.Engines[1-i].Name // the initiator plays the other engine's side
	if len(name) > 32 {
		name = name[:32]
	}
	d.cfg = dxp.Config{Name: name, ReplyTimeout: cfg.StartTimeout}
	if log != nil {
		d.cfg.Log, d.cfg.Trace = &dxpLog{log: log, label: d.label}, true
	}
	return d
}

// dxpIndex returns the index of the DXP engine among engines, or -1.
func dxpIndex(engines *[2]EngineSpec) int {
	for i := range engines {
		if engines[i].DXP != "" {
			return i
		}
	}
	return -1
}

// dxpMinutes is a sudden-death time control in DXP's whole minutes,
// rounded up.
func dxpMinutes(tc TimeControl) int {
	return int((tc.Time + time.Minute - 1) / time.Minute)
}

// checkDXP rejects what a DXP peer cannot play: another variant than
// International, two DXP engines, concurrent games, and time controls
// other than sudden death.
func checkDXP(cfg *Config) error {
	i := dxpIndex(&cfg.Engines)
	if i < 0 {
		return nil
	}
	tc := cfg.TC
	if cfg.Engines[i].TC != nil {
		tc = *cfg.Engines[i].TC
	}
	switch {
	case cfg.Engines[1-i].DXP != "":
		return errors.New("only one engine may be a DXP peer: the runner plays the other engine's side toward it")
	case cfg.Variant != movegen.International:
		return fmt.Errorf("a DXP peer plays International draughts only (give --variant international, not %s)", cfg.Variant)
	case cfg.Concurrency > 1:
		return errors.New("a DXP peer plays one game at a time: --concurrency must be 1")
	case tc.Time <= 0 || tc.Inc > 0 || tc.Moves > 0:
		return fmt.Errorf("the DXP peer %s needs a sudden-death time control time=S (DXP has no increment, move time, depth or node limit, and we do not use its move periods); got %q",
			cfg.Engines[i].Name, tc.String())
	case dxpMinutes(tc) > 999:
		return fmt.Errorf("the DXP peer %s: time=%s is more than DXP's 999 minutes", cfg.Engines[i].Name, secondsString(tc.Time))
	}
	return nil
}

// connect dials the peer.
func (d *dxpEngine) connect(timeout time.Duration) error {
	p, err := dxp.Dial(d.spec.DXP, d.cfg, timeout)
	if err != nil {
		return fmt.Errorf("engine %s: cannot connect to the DXP peer: %v", d.spec.Name, err)
	}
	if d.dialled {
		d.restarts.Add(1)
	}
	d.peer, d.dialled, d.stop = p, true, false
	return nil
}

// newGame requests job's game, with the peer on its colour and the whole
// game in d.minutes. A kept connection that fails gets one new one.
func (d *dxpEngine) newGame(ctx context.Context, job gameJob, timeout time.Duration) error {
	d.pending = nil
	colour := movegen.Black
	if job.white == d.index {
		colour = movegen.White
	}
	for {
		kept := d.peer != nil
		if !kept {
			if err := d.connect(timeout); err != nil {
				return err
			}
		}
		p := d.peer
		stop := context.AfterFunc(ctx, func() { p.Close() })
		err := p.RequestGame(job.start, colour.Other(), d.minutes, 0)
		stop()
		if err == nil {
			d.started = time.Now()
			return nil
		}
		d.hangUp()
		if !kept || ctx.Err() != nil {
			return fmt.Errorf("engine %s: game request: %v", d.label, err)
		}
	}
}

// name is the engine's name.
func (d *dxpEngine) name() string { return d.spec.Name }

// think waits for the peer's move until its clock and the margin (t.wait)
// have run out, counted from when its clock started.
func (d *dxpEngine) think(ctx context.Context, t turn) (reply, error) {
	r := reply{score: math.NaN()}
	if d.pending != nil {
		r.elapsed = time.Since(d.started)
		return r, d.pending
	}
	p := d.peer
	pos := p.Game().Position()
	stop := context.AfterFunc(ctx, func() { p.Close() })
	m, _, err := p.ReceiveMove(max(t.wait-time.Since(d.started), time.Nanosecond))
	stop()
	r.elapsed = time.Since(d.started)
	if err != nil {
		return r, err
	}
	r.move = pos.FormatHub(m)
	return r, nil
}

// moved sends the other engine's move and starts the peer's clock. A
// failure is the peer's (its connection broke) and is told at its turn.
func (d *dxpEngine) moved(m movegen.Move, elapsed time.Duration) {
	if d.pending == nil {
		d.pending = d.peer.SendMove(m, elapsed)
	}
	d.started = time.Now()
}

// forfeit scores the peer's failure to move. An E message from the peer
// (the rules say the game goes on) keeps the connection; anything else
// ends it.
func (d *dxpEngine) forfeit(_ context.Context, err error, t turn) (string, string) {
	name := d.spec.Name
	var end *dxp.GameEndError
	if errors.As(err, &end) {
		d.stop = end.End.Stop
		if end.End.Reason == dxp.EndLoss {
			return TermResignation, name + " resigned (E: I lose)"
		}
		return TermFalseClaim, fmt.Sprintf("%s ended the game claiming %q, but by the rules it goes on", name, end.End.Reason.String())
	}
	if !errors.Is(err, dxp.ErrClosed) {
		_ = d.peer.SendGameEnd(dxp.EndWin, true) // a courtesy: we hang up
	}
	d.hangUp()
	switch {
	case errors.Is(err, dxp.ErrTimeout):
		return TermTimeForfeit, fmt.Sprintf("%s gave no move within %.3f s (budget plus margin)", name, t.wait.Seconds())
	case errors.Is(err, dxp.ErrIllegal):
		return TermIllegal, fmt.Sprintf("%s: %v", name, err)
	case errors.Is(err, dxp.ErrClosed):
		return TermDisconnect, fmt.Sprintf("%s: %v", name, err)
	}
	return TermUnparsable, fmt.Sprintf("%s: %v", name, err)
}

// gameOver tells the peer the result with an E message, its stop code set
// after the last game. A game that ended on the peer's turn waits first
// for the peer's move or E (it may be thinking still, not knowing a rule
// that ended the game), so that the next game request finds the
// connection in step.
func (d *dxpEngine) gameOver(ctx context.Context, rec *GameRecord, t turn, last bool) {
	p := d.peer
	if p == nil {
		return
	}
	if d.pending != nil {
		d.hangUp()
		return
	}
	if p.Playing() && p.Game().Position().Side != p.Colour() {
		stop := context.AfterFunc(ctx, func() { p.Close() })
		_, _, err := p.ReceiveMove(max(t.wait-time.Since(d.started), time.Nanosecond))
		stop()
		var end *dxp.GameEndError
		switch {
		case errors.As(err, &end):
			d.stop = end.End.Stop
		case err != nil:
			d.hangUp()
			return
		}
	}
	stopCode := last || d.stop
	if err := p.SendGameEnd(dxp.EndReasonOf(rec.Result, p.Colour()), stopCode); err != nil {
		d.hangUp()
		return
	}
	if stopCode {
		d.goodbye()
	}
}

// quit ends the session (with E's stop code, in a game or between games)
// and the connection.
func (d *dxpEngine) quit() {
	if d.peer != nil && d.peer.SendGameEnd(dxp.EndUnknown, true) == nil {
		d.goodbye()
	}
	d.hangUp()
}

// goodbye lets the peer answer our stop code or close, then hangs up.
func (d *dxpEngine) goodbye() {
	_, _ = d.peer.WaitGameRequest(dxpGoodbye)
	d.hangUp()
}

// hangUp closes the connection; the next game connects again.
func (d *dxpEngine) hangUp() {
	if d.peer != nil {
		d.peer.Close()
		d.peer = nil
	}
}

// dxpLog passes the dxp package's log lines to the traffic log: messages
// sent (>) and received (<), and events (!) such as chat.
type dxpLog struct {
	log   *trafficLog
	label string
}

// Write logs each line of b.
func (w *dxpLog) Write(b []byte) (int, error) {
	for _, s := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		s = strings.TrimPrefix(s, "dxp: ")
		dir := "!"
		if len(s) > 2 && (s[0] == '<' || s[0] == '>') && s[1] == ' ' {
			dir, s = s[:1], s[2:]
		}
		w.log.line(w.label, dir, s)
	}
	return len(b), nil
}

// ponder does nothing: DXP has no pondering to ask for.
func (d *dxpEngine) ponder(string, string) {}
