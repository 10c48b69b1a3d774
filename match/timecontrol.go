// Time controls (--tc) and the clock of one side during a game.

package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl limits each move by depth, nodes, a fixed time per move, or
// a clock: Time for the game (or for each Moves moves, repeating) plus Inc
// after every move. Exactly one of Depth, Nodes, MoveTime and Time is set.
type TimeControl struct {
	Depth    int
	Nodes    int64
	MoveTime time.Duration
	Time     time.Duration
	Inc      time.Duration
	Moves    int
}

// ParseTimeControl reads "move-time=0.1", "time=60+0.5", "time=60 inc=0.5",
// "moves=40 time=60", "depth=6" or "nodes=20000". Times are seconds, or
// minutes:seconds ("time=5:00").
func ParseTimeControl(s string) (TimeControl, error) {
	items, err := parsePairs(s)
	if err != nil {
		return TimeControl{}, fmt.Errorf("bad time control: %v", err)
	}
	var tc TimeControl
	kinds := 0
	for _, it := range items {
		switch it.key {
		case "depth":
			tc.Depth, err = positiveInt(it)
			kinds++
		case "nodes":
			var n int
			n, err = positiveInt(it)
			tc.Nodes = int64(n)
			kinds++
		case "move-time", "movetime":
			tc.MoveTime, err = positiveSeconds(it.value)
			kinds++
		case "time":
			clock, inc, hasInc := strings.Cut(it.value, "+")
			tc.Time, err = positiveSeconds(clock)
			if err == nil && hasInc {
				tc.Inc, err = seconds(inc)
			}
			kinds++
		case "inc":
			tc.Inc, err = seconds(it.value)
		case "moves":
			tc.Moves, err = positiveInt(it)
		default:
			return TimeControl{}, fmt.Errorf("bad time control %q: unknown key %q (want depth, nodes, move-time, time, inc or moves)", s, it.key)
		}
		if err != nil {
			return TimeControl{}, fmt.Errorf("bad time control %q: %s: %v", s, it.key, err)
		}
	}
	switch {
	case kinds != 1:
		return TimeControl{}, fmt.Errorf("bad time control %q: give exactly one of depth, nodes, move-time and time", s)
	case tc.Time == 0 && (tc.Inc != 0 || tc.Moves != 0):
		return TimeControl{}, fmt.Errorf("bad time control %q: inc and moves go with time", s)
	}
	return tc, nil
}

func positiveInt(it pair) (int, error) {
	n, err := strconv.Atoi(it.value)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("want a positive integer, got %q", it.value)
	}
	return n, nil
}

// seconds reads "1.5" or "2:30" (minutes:seconds) as a non-negative
// duration.
func seconds(s string) (time.Duration, error) {
	mins, secs, colon := strings.Cut(s, ":")
	if !colon {
		mins, secs = "0", s
	}
	m, err1 := strconv.ParseUint(mins, 10, 32)
	x, err2 := strconv.ParseFloat(secs, 64)
	if err1 != nil || err2 != nil || x < 0 || math.IsInf(x, 0) || math.IsNaN(x) || float64(m)*60+x > 1e7 {
		return 0, fmt.Errorf("want seconds (at most 1e7), got %q", s)
	}
	return time.Duration(m)*time.Minute + time.Duration(x*float64(time.Second)), nil
}

func positiveSeconds(s string) (time.Duration, error) {
	d, err := seconds(s)
	if err == nil && d <= 0 {
		err = fmt.Errorf("want a positive time, got %q", s)
	}
	return d, err
}

// String writes the time control in the form ParseTimeControl reads.
func (tc TimeControl) String() string {
	switch {
	case tc.Depth > 0:
		return "depth=" + strconv.Itoa(tc.Depth)
	case tc.Nodes > 0:
		return "nodes=" + strconv.FormatInt(tc.Nodes, 10)
	case tc.MoveTime > 0:
		return "move-time=" + secondsString(tc.MoveTime)
	}
	s := "time=" + secondsString(tc.Time)
	if tc.Inc > 0 {
		s += "+" + secondsString(tc.Inc)
	}
	if tc.Moves > 0 {
		s = "moves=" + strconv.Itoa(tc.Moves) + " " + s
	}
	return s
}

// secondsString writes a duration as seconds to the millisecond, as Hub
// wants it: "0.1", "59.875".
func secondsString(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Milliseconds())/1000, 'f', -1, 64)
}

// clock is one side's time during a game.
type clock struct {
	tc    TimeControl
	left  time.Duration // for a clock time control
	moves int           // moves this side has made
}

func newClock(tc TimeControl) clock { return clock{tc: tc, left: tc.Time} }

// level returns the Hub level command for the next move.
func (c *clock) level() string {
	switch {
	case c.tc.Depth > 0:
		return "level depth=" + strconv.Itoa(c.tc.Depth)
	case c.tc.Nodes > 0:
		return "level nodes=" + strconv.FormatInt(c.tc.Nodes, 10)
	case c.tc.MoveTime > 0:
		return "level move-time=" + secondsString(c.tc.MoveTime)
	}
	s := "level"
	if c.tc.Moves > 0 {
		s += " moves=" + strconv.Itoa(c.tc.Moves-c.moves%c.tc.Moves)
	}
	s += " time=" + secondsString(c.left)
	if c.tc.Inc > 0 {
		s += " inc=" + secondsString(c.tc.Inc)
	}
	return s
}

// budget returns the longest the next move may take before it loses on
// time, and false when the time control sets no time.
func (c *clock) budget() (time.Duration, bool) {
	switch {
	case c.tc.MoveTime > 0:
		return c.tc.MoveTime, true
	case c.tc.Time > 0:
		return c.left, true
	}
	return 0, false
}

// spend charges a move that took elapsed and reports whether it overstepped
// the budget by more than margin (a time forfeit). Within the margin the
// clock stops at zero; then the increment and, every Moves moves, a new
// period's Time are added.
func (c *clock) spend(elapsed, margin time.Duration) (forfeit bool) {
	if b, timed := c.budget(); timed && elapsed > b+margin {
		return true
	}
	c.moves++
	if c.tc.Time == 0 {
		return false
	}
	c.left = max(c.left-elapsed, 0) + c.tc.Inc
	if c.tc.Moves > 0 && c.moves%c.tc.Moves == 0 {
		c.left += c.tc.Time
	}
	return false
}
