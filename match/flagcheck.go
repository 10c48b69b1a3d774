// Range checks of the numeric flags, each refused with the flag's name,
// and the check that the results file can be written before the match.

package match

import (
	"fmt"
	"math"
	"os"
	"time"
)

// Bounds of the numeric flags.
const (
	maxGames       = 10_000_000 // a match longer than this is a typo
	maxRandomPlies = 200        // random games this long are never balanced
	maxSeconds     = 1e6        // the longest wait a flag may set
)

// checkRanges refuses a numeric flag out of its range. Games and rounds
// are checked only when given (their zero default means "not given").
func (o *Command) checkRanges() error {
	for _, c := range []struct {
		flag     string
		value    int
		low      int
		high     int // 0: no upper bound
		optional bool
	}{
		{"games", o.Games, 1, maxGames, true},
		{"rounds", o.Rounds, 1, maxGames / 2, true},
		{"concurrency", o.Concurrency, 1, 0, false},
		{"random-plies", o.RandomPlies, 0, maxRandomPlies, false},
		{"max-plies", o.MaxPlies, 0, 0, false},
	} {
		switch {
		case c.optional && !o.given(c.flag):
		case c.value < c.low && c.low == 0:
			return fmt.Errorf("--%s %d: want 0 or more", c.flag, c.value)
		case c.value < c.low:
			return fmt.Errorf("--%s %d: want at least %d", c.flag, c.value, c.low)
		case c.high > 0 && c.value > c.high:
			return fmt.Errorf("--%s %d: want at most %d", c.flag, c.value, c.high)
		}
	}
	for _, c := range []struct {
		flag      string
		value     float64
		zeroValid bool
	}{{"time-margin", o.TimeMargin, true}, {"timeout", o.Timeout, false}, {"start-timeout", o.StartTimeout, false}} {
		ok := c.value > 0 || c.zeroValid && c.value == 0
		if !ok || math.IsNaN(c.value) || c.value > maxSeconds {
			low := "> 0"
			if c.zeroValid {
				low = ">= 0"
			}
			return fmt.Errorf("--%s %g: want seconds %s and at most %g", c.flag, c.value, low, float64(maxSeconds))
		}
	}
	return nil
}

// duration converts checked seconds.
func duration(seconds float64) time.Duration {
	return time.Duration(seconds * float64(time.Second))
}

// canWriteIn checks that a file can be created in dir, so that a match
// does not run for hours and then fail to save its results.
func canWriteIn(dir string) error {
	f, err := os.CreateTemp(dir, ".match-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}
