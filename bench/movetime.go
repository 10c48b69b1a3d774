// The move-time bench: how much of a Hub `level move-time=S` an engine
// uses, measured as a GUI sees it, from writing go to reading done.

package bench

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// MoveTimeConfig says what the move-time bench measures.
type MoveTimeConfig struct {
	MoveTimes []time.Duration // the levels, each measured on its own
	Moves     int             // measured moves per level
	// Plies is how many moves each game plays from its start position
	// (the bench positions of every variant, in turn) before the next
	// game.
	Plies   int
	Threads int // the engine's threads option
	HashMB  int // the engine's hash option
	// Timeout bounds every wait for a line, so that a dead engine ends the
	// bench with an error.
	Timeout time.Duration
}

// MoveTimeStats holds the times one level's moves used, sorted.
type MoveTimeStats struct {
	MoveTime time.Duration
	Used     []time.Duration
}

// Quantile returns the q-quantile (0..1) of the times used, the nearest
// rank; 0 gives the least, 1 the most.
func (s MoveTimeStats) Quantile(q float64) time.Duration {
	if len(s.Used) == 0 {
		return 0
	}
	i := int(q*float64(len(s.Used)) + 0.5)
	return s.Used[min(max(i-1, 0), len(s.Used)-1)]
}

// Over returns how many moves took longer than the move time.
func (s MoveTimeStats) Over() int {
	n := 0
	for _, u := range s.Used {
		if u > s.MoveTime {
			n++
		}
	}
	return n
}

// Share returns d as a percentage of the move time.
func (s MoveTimeStats) Share(d time.Duration) float64 {
	return 100 * d.Seconds() / s.MoveTime.Seconds()
}

// MoveTimes drives a Hub engine through its stdin (to) and stdout (from):
// for each move time it plays cfg.Moves moves of games from the bench
// positions, variants mixed (cfg.Plies moves from each), and times each go
// from writing it to reading its done. Forced moves (a single legal move)
// are played without asking the engine. It returns one result per move
// time, in order.
func MoveTimes(to io.Writer, from io.Reader, cfg MoveTimeConfig) ([]MoveTimeStats, error) {
	starts, err := moveTimePositions()
	if err != nil {
		return nil, err
	}
	h := newHubDriver(to, from, cfg.Timeout)
	if err := h.open(cfg.Threads, cfg.HashMB); err != nil {
		return nil, err
	}
	var out []MoveTimeStats
	for _, mt := range cfg.MoveTimes {
		s := MoveTimeStats{MoveTime: mt}
		for game := 0; len(s.Used) < cfg.Moves; game++ {
			p := starts[game%len(starts)]
			if err := h.newGame(p.Variant); err != nil {
				return nil, err
			}
			for ply := 0; ply < cfg.Plies && len(s.Used) < cfg.Moves; ply++ {
				var l movegen.MoveList
				if p.Generate(&l); l.N == 0 {
					break
				}
				m := l.Moves[0]
				if l.N > 1 {
					used, move, err := h.think(p, mt)
					if err != nil {
						return nil, err
					}
					if m, err = p.ParseMove(move); err != nil {
						return nil, fmt.Errorf("done move=%s in %s: %v", move, p.HubString(), err)
					}
					s.Used = append(s.Used, used)
				}
				p = p.Play(m)
			}
		}
		slices.Sort(s.Used)
		out = append(out, s)
	}
	return out, h.quit()
}

// moveTimePositions returns the bench positions of the variants in turn:
// the first of each variant, then the second, and so on.
func moveTimePositions() ([]movegen.Position, error) {
	var lists [][]movegen.Position
	longest := 0
	for _, v := range movegen.Variants {
		ps, err := BenchPositions(v)
		if err != nil {
			return nil, err
		}
		lists = append(lists, ps)
		longest = max(longest, len(ps))
	}
	var out []movegen.Position
	for i := range longest {
		for _, ps := range lists {
			if i < len(ps) {
				out = append(out, ps[i])
			}
		}
	}
	return out, nil
}

// hubDriver is the GUI's side of a Hub session.
type hubDriver struct {
	to      io.Writer
	lines   chan timedLine
	timeout time.Duration
	variant movegen.Variant // the engine's, once started
	started bool
}

// timedLine is an engine line and when it was read.
type timedLine struct {
	text string
	at   time.Time
	err  error // the end of the engine's output
}

func newHubDriver(to io.Writer, from io.Reader, timeout time.Duration) *hubDriver {
	h := &hubDriver{to: to, lines: make(chan timedLine, 256), timeout: timeout}
	go func() {
		sc := bufio.NewScanner(from)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			h.lines <- timedLine{text: sc.Text(), at: time.Now()}
		}
		err := sc.Err()
		if err == nil {
			err = io.ErrUnexpectedEOF
		}
		h.lines <- timedLine{err: fmt.Errorf("engine output ended: %w", err)}
	}()
	return h
}

// send writes lines to the engine, each with its newline, in one write.
func (h *hubDriver) send(lines ...string) error {
	_, err := io.WriteString(h.to, strings.Join(lines, "\n")+"\n")
	return err
}

// await reads lines up to the first whose command is name; an error line
// ends the wait with an error.
func (h *hubDriver) await(name string) (timedLine, error) {
	deadline := time.After(h.timeout)
	for {
		select {
		case l := <-h.lines:
			word := hub.ParseLenient(l.text).Name
			switch {
			case l.err != nil:
				return l, l.err
			case word == "error":
				return l, fmt.Errorf("engine: %s", l.text)
			case word == name:
				return l, nil
			}
		case <-deadline:
			return timedLine{}, fmt.Errorf("no %s line from the engine within %v", name, h.timeout)
		}
	}
}

// open starts the session with the options set.
func (h *hubDriver) open(threads, hashMB int) error {
	if err := h.send("hub"); err != nil {
		return err
	}
	if _, err := h.await("wait"); err != nil {
		return err
	}
	err := h.send("set-param name=threads value="+strconv.Itoa(threads),
		"set-param name=hash value="+strconv.Itoa(hashMB), "init")
	if err != nil {
		return err
	}
	_, err = h.await("ready")
	return err
}

// newGame switches to variant v if needed and starts a new game.
func (h *hubDriver) newGame(v movegen.Variant) error {
	if h.started && v == h.variant {
		return h.send("new-game")
	}
	h.started, h.variant = true, v
	return h.send("set-param name=variant value="+v.String(), "new-game")
}

// think asks for a move in p at move time mt and returns the time from
// writing go to reading done, and done's move.
func (h *hubDriver) think(p movegen.Position, mt time.Duration) (time.Duration, string, error) {
	err := h.send("pos pos="+p.HubString(), "level move-time="+strconv.FormatFloat(mt.Seconds(), 'f', -1, 64))
	if err != nil {
		return 0, "", err
	}
	sent := time.Now()
	if err := h.send("go think"); err != nil {
		return 0, "", err
	}
	l, err := h.await("done")
	if err != nil {
		return 0, "", err
	}
	if move, ok := hub.ParseLenient(l.text).Value("move"); ok && move != "" {
		return l.at.Sub(sent), move, nil
	}
	return 0, "", fmt.Errorf("%q: no move in %s", l.text, p.HubString())
}

// quit ends the session.
func (h *hubDriver) quit() error { return h.send("quit") }
