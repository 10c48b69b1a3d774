// The move-time bench against a scripted Hub engine.

package bench

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func TestMoveTimeStats(t *testing.T) {
	ms := time.Millisecond
	s := MoveTimeStats{MoveTime: 10 * ms, Used: []time.Duration{5 * ms, 8 * ms, 9 * ms, 10 * ms, 12 * ms}}
	for _, c := range []struct {
		q    float64
		want time.Duration
	}{{0, 5 * ms}, {0.5, 9 * ms}, {0.9, 12 * ms}, {1, 12 * ms}} {
		if got := s.Quantile(c.q); got != c.want {
			t.Errorf("quantile %v: %v, want %v", c.q, got, c.want)
		}
	}
	if s.Over() != 1 || s.Share(5*ms) != 50 {
		t.Errorf("over %d (want 1), share of 5 ms %v%% (want 50)", s.Over(), s.Share(5*ms))
	}
}

// scriptedEngine answers the Hub commands the bench sends: the first legal
// move for every go think. It records the levels and the variants of the
// positions it was asked about.
func scriptedEngine(in io.Reader, out io.Writer, levels, variants *[]string) error {
	v := movegen.Italian
	var p movegen.Position
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		line := sc.Text()
		var reply string
		switch word, rest, _ := strings.Cut(line, " "); word {
		case "hub":
			reply = "id name=scripted\nwait"
		case "init":
			reply = "ready"
		case "set-param":
			if value, ok := strings.CutPrefix(rest, "name=variant value="); ok {
				var err error
				if v, err = movegen.ParseVariant(value); err != nil {
					return err
				}
			}
		case "pos":
			var err error
			if p, err = movegen.ParseHubPosition(v, strings.TrimPrefix(rest, "pos=")); err != nil {
				return err
			}
		case "level":
			*levels = append(*levels, rest)
		case "go":
			var l movegen.MoveList
			p.Generate(&l)
			if l.N < 2 {
				return fmt.Errorf("asked to think with %d legal moves", l.N)
			}
			*variants = append(*variants, p.Variant.String())
			reply = "info depth=1\ndone move=" + p.FormatHub(l.Moves[0])
		case "quit":
			return nil
		}
		if reply != "" {
			if _, err := io.WriteString(out, reply+"\n"); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("input ended without quit")
}

func TestMoveTimesDrivesEngine(t *testing.T) {
	toR, toW := io.Pipe()
	fromR, fromW := io.Pipe()
	var levels, variants []string
	ended := make(chan error, 1)
	go func() {
		err := scriptedEngine(toR, fromW, &levels, &variants)
		fromW.Close()
		io.Copy(io.Discard, toR)
		ended <- err
	}()
	stats, err := MoveTimes(toW, fromR, MoveTimeConfig{MoveTimes: []time.Duration{10 * time.Millisecond, 500 * time.Millisecond},
		Moves: 7, Plies: 2, Threads: 1, HashMB: 1, Timeout: 10 * time.Second})
	toW.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := <-ended; err != nil {
		t.Fatalf("engine: %v", err)
	}
	if len(stats) != 2 || len(stats[0].Used) != 7 || len(stats[1].Used) != 7 || stats[1].MoveTime != 500*time.Millisecond {
		t.Fatalf("stats %+v, want two levels of 7 moves", stats)
	}
	want := strings.Repeat("move-time=0.01 ", 7) + strings.Repeat("move-time=0.5 ", 7)
	if got := strings.Join(levels, " ") + " "; got != want {
		t.Errorf("levels sent: %s", got)
	}
	// Two plies a game, variants in turn: 7 moves cover all three.
	if got := strings.Join(variants[:6], " "); got != "italian italian international international dameo dameo" {
		t.Errorf("variants asked: %s", got)
	}
}
