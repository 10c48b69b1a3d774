// One engine process and the GUI side of the Hub protocol: the handshake,
// options, new-game, and one search per move, every read under a deadline.

package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// errNoAnswer is returned when an engine does not answer by the deadline.
var errNoAnswer = errors.New("no answer in time")

// crashError reports that the engine process has gone (its output closed
// or its input broke).
type crashError struct{ detail string }

func (e *crashError) Error() string { return e.detail }

// timedLine is a line from the engine and when it was read.
type timedLine struct {
	text string
	at   time.Time
}

// engine is one running engine process. Only its worker uses it, except
// the reader goroutine, which hands lines over through the lines channel.
type engine struct {
	spec    *EngineSpec
	label   string // name#worker, for logs and errors
	variant movegen.Variant
	log     *trafficLog
	grace   time.Duration // the wait for done after stop, before a kill

	cmd     *exec.Cmd
	stdin   *os.File
	lines   chan timedLine // closed once stdout has ended and the process is reaped
	done    chan struct{}  // closed when the runner lets go: the reader discards
	once    sync.Once
	waitErr error       // set before lines is closed
	exited  atomic.Bool // the process has been reaped: never signal it again
	stderr  *tail
	params  map[string]string // parameter name -> its values="..." list
	broken  bool              // restart before the next game
	// pondering is the pos command of the ponder search under way; "" when
	// none runs.
	pondering string
	// errorLines counts the error lines read while the engine thought.
	errorLines int
}

// writeTimeout bounds a write to an engine that has stopped reading.
const writeTimeout = 10 * time.Second

// startEngine starts the engine's process and brings it to the ready state:
// hub ... wait, set-param for the variant and the options, init ... ready.
func startEngine(ctx context.Context, spec *EngineSpec, label string, v movegen.Variant, timeout time.Duration, log *trafficLog) (*engine, error) {
	e := &engine{spec: spec, label: label, variant: v, log: log,
		lines: make(chan timedLine, 256), done: make(chan struct{}), stderr: &tail{}}
	if err := e.launch(); err != nil {
		return nil, fmt.Errorf("engine %s: %v", spec.Name, err)
	}
	if err := e.handshake(ctx, timeout); err != nil {
		e.kill()
		return nil, fmt.Errorf("engine %s: %v", spec.Name, err)
	}
	return e, nil
}

// engineError is an error line of the engine: its answer to what the
// runner sent during the setup.
type engineError struct{ message string }

func (e *engineError) Error() string { return "the engine answered: " + e.message }

// errorLine returns the engine's error line as an error, or nil for any
// other line.
func errorLine(h hubLine) error {
	if h.command != "error" {
		return nil
	}
	msg := h.args["message"]
	if msg == "" {
		msg = "error (no message)"
	}
	return &engineError{msg}
}

// launch starts the process with pipes of its own, so that writes can time
// out and the reader sees the end of output when the process dies.
func (e *engine) launch() error {
	inR, inW, err := os.Pipe()
	if err != nil {
		return err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return err
	}
	e.cmd = exec.Command(e.spec.Cmd, e.spec.Args...)
	e.cmd.Dir = e.spec.Dir
	e.cmd.Stdin, e.cmd.Stdout = inR, outW
	e.cmd.Stderr = &logWriter{tail: e.stderr, log: e.log, label: e.label}
	ownProcessGroup(e.cmd)
	err = e.cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return fmt.Errorf("cannot start %s: %v", e.spec.Cmd, err)
	}
	e.stdin = inW
	go e.read(outR)
	return nil
}

// read passes the engine's lines on, timestamped, until its output ends;
// then it reaps the process.
func (e *engine) read(out *os.File) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		l := timedLine{sc.Text(), time.Now()}
		e.log.line(e.label, "<", l.text)
		if e.spec.Protocol == ProtocolHub1 {
			l.text = fromHub1(l.text)
		}
		select {
		case e.lines <- l:
		case <-e.done:
		}
	}
	out.Close()
	e.waitErr = e.cmd.Wait()
	e.exited.Store(true)
	close(e.lines)
}

// send writes one line, in the engine's dialect (toHub1: one line or
// more).
func (e *engine) send(s string) error {
	if e.spec.Protocol != ProtocolHub1 {
		return e.write(s)
	}
	lines, err := toHub1(s)
	if err != nil {
		return err
	}
	for _, l := range lines {
		if err := e.write(l); err != nil {
			return err
		}
	}
	return nil
}

// write writes one line as it is.
func (e *engine) write(s string) error {
	e.log.line(e.label, ">", s)
	e.stdin.SetWriteDeadline(time.Now().Add(writeTimeout))
	if _, err := e.stdin.WriteString(s + "\n"); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return fmt.Errorf("engine stopped reading its input")
		}
		// The pipe closes when the process ends: name it as next does, so
		// that the same crash reads the same whichever call meets it.
		detail := e.exitDetail()
		if !strings.HasPrefix(detail, "still running") {
			return &crashError{"engine exited (" + detail + ")"}
		}
		return &crashError{"engine input closed (" + detail + ")"}
	}
	return nil
}

// next returns the next line, or errNoAnswer at the deadline, a
// *crashError when the process has ended, or the context's error.
func (e *engine) next(ctx context.Context, deadline time.Time) (timedLine, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case l, ok := <-e.lines:
		if !ok {
			return timedLine{}, &crashError{"engine exited (" + e.exitDetail() + ")"}
		}
		return l, nil
	case <-timer.C:
		return timedLine{}, errNoAnswer
	case <-ctx.Done():
		return timedLine{}, ctx.Err()
	}
}

// exitDetail describes how the process ended, with the last line it wrote
// on stderr. It waits briefly for the exit status when the process is
// going away.
func (e *engine) exitDetail() string {
	status := "still running"
	select {
	case _, ok := <-e.lines:
		if !ok {
			status = "exit status 0"
			if e.waitErr != nil {
				status = e.waitErr.Error()
			}
		}
	case <-time.After(200 * time.Millisecond):
	}
	if last := e.stderr.lastLine(); last != "" {
		status += "; stderr: " + last
	}
	return status
}

// await reads until a line with the given command, within timeout.
func (e *engine) await(ctx context.Context, command string, timeout time.Duration, each func(hubLine)) error {
	deadline := time.Now().Add(timeout)
	for {
		l, err := e.next(ctx, deadline)
		if errors.Is(err, errNoAnswer) {
			return fmt.Errorf("no %q within %v", command, timeout)
		}
		if err != nil {
			return err
		}
		h := parseHubLine(l.text)
		if h.command == command {
			return nil
		}
		if each != nil {
			each(h)
		}
	}
}

// handshake runs hub ... wait, the set-param commands and init ... ready.
// Each set-param is followed by ping ... pong, so that an error line the
// engine sends about it arrives before the pong and is put down to it.
// An error line at any step fails the handshake, named by its step.
func (e *engine) handshake(ctx context.Context, timeout time.Duration) error {
	e.params = map[string]string{}
	var answer error
	collect := func(h hubLine) {
		if err := errorLine(h); err != nil && answer == nil {
			answer = err
		}
	}
	step := func(what, send, reply string, each func(hubLine)) error {
		answer = nil
		err := e.send(send)
		if err == nil && reply == "pong" {
			err = e.send("ping")
		}
		if err == nil {
			err = e.await(ctx, reply, timeout, func(h hubLine) {
				collect(h)
				if each != nil {
					each(h)
				}
			})
		}
		if err == nil {
			err = answer
		}
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}
	listParam := func(h hubLine) {
		if h.command == "param" && h.args["name"] != "" {
			e.params[h.args["name"]] = h.args["values"]
		}
	}
	err := step("hub", "hub", "wait", listParam)
	if err != nil {
		return err
	}
	if e.spec.Protocol == ProtocolHub1 {
		// The first protocol lists no parameters: the options are sent
		// as they are given, and the engine plays International.
		for _, o := range e.spec.Options {
			if err := step("option "+o.Name+"="+o.Value, setParamLine(o.Name, o.Value), "pong", nil); err != nil {
				return err
			}
		}
		return step("init", "init", "ready", nil)
	}
	// An engine may keep its expert parameters (tuning, calibration) out
	// of a plain hub: asked with hub expert, damaengine lists them.
	for _, o := range e.spec.Options {
		if _, ok := e.params[o.Name]; !ok {
			if err := step("hub expert", "hub expert", "wait", listParam); err != nil {
				return err
			}
			break
		}
	}
	if values, ok := e.params["variant"]; ok {
		name, err := pickVariant(values, e.variant)
		if err != nil {
			return err
		}
		if err := step("variant "+name, setParamLine("variant", name), "pong", nil); err != nil {
			return err
		}
	}
	for _, o := range e.spec.Options {
		if _, ok := e.params[o.Name]; !ok {
			return fmt.Errorf("no parameter %q (it has: %s)", o.Name, e.paramNames())
		}
		send := setParamLine(o.Name, o.Value)
		if err := step("option "+o.Name+"="+o.Value, send, "pong", nil); err != nil {
			return err
		}
	}
	return step("init", "init", "ready", nil)
}

// pickVariant returns the engine's name for v from its values list; an
// engine that lists no values is sent the canonical name.
func pickVariant(values string, v movegen.Variant) (string, error) {
	if strings.TrimSpace(values) == "" {
		return v.String(), nil
	}
	for _, name := range strings.Fields(values) {
		if w, err := movegen.ParseVariant(name); err == nil && w == v {
			return name, nil
		}
	}
	return "", fmt.Errorf("does not play %s (its variants: %s)", v, values)
}

// paramNames lists the engine's parameters for an error message.
func (e *engine) paramNames() string {
	names := make([]string, 0, len(e.params))
	for n := range e.params {
		names = append(names, n)
	}
	if len(names) == 0 {
		return "none"
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// newGame starts a game and checks with ping that the engine is with us,
// which also skips any line left over from the last game.
func (e *engine) newGame(ctx context.Context, timeout time.Duration) error {
	if err := e.send("new-game"); err != nil {
		return err
	}
	if err := e.send("ping"); err != nil {
		return err
	}
	return e.await(ctx, "pong", timeout, nil)
}

// reply is an engine's answer to go think.
type reply struct {
	move    string
	ponder  string  // the expected reply, as the engine wrote it; "" if none
	score   float64 // the last info score, side to move's view; NaN if none
	elapsed time.Duration
}

// name is the engine's name.
func (e *engine) name() string { return e.spec.Name }

// think sends the position, the level and go think, and reads until done
// or t.wait has passed. The time runs from the writes of the commands to
// the read of done.
func (e *engine) think(ctx context.Context, t turn) (reply, error) {
	commands := []string{t.pos, t.level, "go think"}
	if was := e.pondering; was != "" {
		e.pondering = ""
		if was == t.pos {
			commands = []string{"ponder-hit"} // the search goes on, its clock starts now
		} else {
			e.stopSearch(ctx, e.grace)
		}
	}
	deadline := time.Now().Add(t.wait)
	// The clock starts before the writes: a quick engine's done can be read
	// (and timestamped) before the last write returns.
	start := time.Now()
	for _, s := range commands {
		if err := e.send(s); err != nil {
			return reply{}, err
		}
	}
	r := reply{score: math.NaN()}
	for {
		l, err := e.next(ctx, deadline)
		if err != nil {
			r.elapsed = time.Since(start)
			return r, err
		}
		h := parseHubLine(l.text)
		switch h.command {
		case "error":
			e.errorLines++
		case "info":
			if s, err := strconv.ParseFloat(h.args["score"], 64); err == nil {
				r.score = s
			}
		case "done":
			r.move, r.ponder = h.args["move"], h.args["ponder"]
			r.elapsed = l.at.Sub(start)
			return r, nil
		}
	}
}

// moved does nothing: a Hub engine gets the whole game with each pos.
func (e *engine) moved(movegen.Move, time.Duration) {}

// gameOver stops a ponder search; new-game starts the next game.
func (e *engine) gameOver(ctx context.Context, _ *GameRecord, _ turn, _ bool) {
	if e.pondering != "" {
		e.pondering = ""
		e.stopSearch(ctx, e.grace)
	}
}

// ponder starts a ponder search in pos. A failed send leaves the engine
// as it is: its next think fails and is dealt with there.
func (e *engine) ponder(pos, level string) {
	for _, s := range []string{pos, level, "go ponder"} {
		if e.send(s) != nil {
			return
		}
	}
	e.pondering = pos
}

// forfeit deals with an engine that gave no move: it did not answer in
// time (it is stopped, or killed if it does not stop), its process ended,
// or its input broke (it is killed and restarted for the next game).
func (e *engine) forfeit(ctx context.Context, err error, t turn) (string, string) {
	var crash *crashError
	switch {
	case errors.As(err, &crash):
		e.kill()
		return TermCrash, fmt.Sprintf("%s: %v", e.spec.Name, err)
	case errors.Is(err, errNoAnswer) && t.timed:
		e.stopSearch(ctx, e.grace)
		return TermTimeForfeit, fmt.Sprintf("%s gave no move within %.3f s (budget plus margin)", e.spec.Name, t.wait.Seconds())
	case errors.Is(err, errNoAnswer):
		e.stopSearch(ctx, e.grace)
		return TermTimeout, fmt.Sprintf("%s gave no move within %.3f s", e.spec.Name, t.wait.Seconds())
	}
	e.kill()
	return TermTimeout, fmt.Sprintf("%s: %v", e.spec.Name, err)
}

// stopSearch asks a late engine to stop and waits grace for its done; an
// engine that does not answer is killed and must be restarted.
func (e *engine) stopSearch(ctx context.Context, grace time.Duration) {
	if e.send("stop") == nil && e.await(ctx, "done", grace, nil) == nil {
		return
	}
	e.kill()
}

// kill ends the process and its children at once.
func (e *engine) kill() {
	e.broken = true
	e.once.Do(func() { close(e.done) })
	if !e.exited.Load() {
		killProcessGroup(e.cmd)
	}
	e.stdin.Close()
	e.reap(5 * time.Second)
}

// quit asks the engine to exit and kills it if it has not within a second.
func (e *engine) quit() {
	if !e.broken {
		e.send("quit")
		e.once.Do(func() { close(e.done) })
		if e.reap(time.Second) {
			e.stdin.Close()
			return
		}
	}
	e.kill()
}

// reap drains the output until the process has been reaped; it reports
// whether that happened within timeout.
func (e *engine) reap(timeout time.Duration) bool {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		select {
		case _, ok := <-e.lines:
			if !ok {
				return true
			}
		case <-timer.C:
			return false
		}
	}
}
