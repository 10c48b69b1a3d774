// Clock use: how each engine spent its time, from the move times the
// result file keeps per game.

package match

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// ClockUse is how one engine spent its time over the games that carry
// move times.
type ClockUse struct {
	Games, Moves int           // games with move times, and the engine's moves in them
	PerGame      time.Duration // mean time the engine used in a game
	Mean, Median time.Duration // per move
	P99, Max     time.Duration // per move: the 99th percentile (nearest rank) and the longest
}

// ClockUseOf returns the clock use of the engine called name in games.
func ClockUseOf(games []GameJSON, name string) ClockUse {
	var times []time.Duration
	var u ClockUse
	var total time.Duration
	for _, g := range games {
		if len(g.MoveMs) == 0 {
			continue
		}
		played := false
		for i, ms := range g.MoveMs {
			if moverName(&g, i) == name {
				d := time.Duration(ms) * time.Millisecond
				times = append(times, d)
				total += d
				played = true
			}
		}
		if played {
			u.Games++
		}
	}
	if len(times) == 0 {
		return u
	}
	slices.Sort(times)
	u.Moves = len(times)
	u.PerGame = total / time.Duration(u.Games)
	u.Mean = total / time.Duration(len(times))
	u.Median = times[(len(times)-1)/2]
	u.P99 = times[(99*len(times)+99)/100-1]
	u.Max = times[len(times)-1]
	return u
}

// moverName returns the name of the engine that played ply i of g: White
// moves first unless the start position (a FEN, side first) says Black.
func moverName(g *GameJSON, i int) string {
	whiteFirst := !strings.HasPrefix(g.Start, "B")
	if (i%2 == 0) == whiteFirst {
		return g.White
	}
	return g.Black
}

// writeClockUse writes a line per engine on its clock use, when games
// carry move times.
func writeClockUse(w io.Writer, r *Report) {
	for _, name := range r.Engines {
		u := ClockUseOf(r.Games, name)
		if u.Moves == 0 {
			continue
		}
		fmt.Fprintf(w, "Clock use of %s: %.2f s a game (%d games); a move %.3f s mean, %.3f median, %.3f 99th percentile, %.3f longest (%d moves)\n",
			name, u.PerGame.Seconds(), u.Games, u.Mean.Seconds(), u.Median.Seconds(), u.P99.Seconds(), u.Max.Seconds(), u.Moves)
	}
}
