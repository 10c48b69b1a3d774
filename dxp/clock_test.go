// Tests of the DXP clock.

package dxp

import (
	"testing"
	"time"
)

func TestClock(t *testing.T) {
	c := newClock(1, 2) // a minute for every 2 moves
	steps := []struct {
		spend time.Duration
		left  time.Duration
		toGo  int
	}{
		{10 * time.Second, 50 * time.Second, 1},
		{20 * time.Second, 90 * time.Second, 2}, // the period ends: another minute
		{100 * time.Second, -10 * time.Second, 1},
		{0, 50 * time.Second, 2},
	}
	if c.left != time.Minute || c.toGo() != 2 {
		t.Fatalf("start: %v left, %d to go", c.left, c.toGo())
	}
	for i, s := range steps {
		c.spend(s.spend)
		if c.left != s.left || c.toGo() != s.toGo {
			t.Fatalf("after move %d: %v left, %d to go; want %v, %d", i+1, c.left, c.toGo(), s.left, s.toGo)
		}
	}
	whole := newClock(2, 0) // two minutes for the game
	for range 100 {
		whole.spend(time.Second)
	}
	if whole.left != 20*time.Second || whole.toGo() != 0 {
		t.Fatalf("whole game: %v left, %d to go", whole.left, whole.toGo())
	}
}
