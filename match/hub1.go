// The first Hub protocol (Scan 2.0's, 2016), spoken to an engine spec'd
// with protocol=hub1: the runner's Hub lines are translated on the way
// out and the engine's on the way in, so that the rest of the runner
// speaks today's Hub only.
//
//	today's Hub                              first Hub
//	set-param name=N value=V                 set N V
//	new-game                                 new
//	pos pos=Wxxxx moves="a b"                pos wxxxx, move a, move b
//	level depth=D / move-time=S              depth D / time MS
//	level moves=M time=T inc=I               level M T_MS I_MS
//	go think / go ponder                     go / ponder
//	done move=M ponder=P                 <-  move M P
//	info depth=D score=S nodes=N         <-  info D PLY S_CENTI N TIME SPEED PV
//	error message=TEXT                   <-  error TEXT
//
// The first protocol lists no parameters and knows no node limit.

package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// Protocols an engine may speak (EngineSpec.Protocol).
const (
	ProtocolHub  = ""     // today's Hub
	ProtocolHub1 = "hub1" // the first Hub protocol, Scan 2.0's
)

// checkHub1 refuses what the first protocol cannot do: a variant other
// than International (its positions are 10x10) and a node limit.
func checkHub1(cfg *Config) error {
	tcs := cfg.timeControls()
	for i, e := range cfg.Engines {
		if e.Protocol != ProtocolHub1 {
			continue
		}
		switch {
		case cfg.Variant != movegen.International:
			return fmt.Errorf("engine %s: the first Hub protocol (protocol=hub1) plays International only", e.Name)
		case tcs[i].Nodes > 0:
			return fmt.Errorf("engine %s: the first Hub protocol (protocol=hub1) has no node limit", e.Name)
		}
	}
	return nil
}

// toHub1 translates one of the runner's Hub lines into the lines of the
// first protocol.
func toHub1(line string) ([]string, error) {
	c := hub.ParseLenient(line)
	arg := func(key string) string {
		for _, a := range c.Args {
			if a.Key == key {
				return a.Value
			}
		}
		return ""
	}
	switch c.Name {
	case "set-param":
		return []string{"set " + arg("name") + " " + arg("value")}, nil
	case "new-game":
		return []string{"new"}, nil
	case "pos":
		return hub1Position(arg("pos"), arg("moves"))
	case "level":
		return hub1Level(arg)
	case "go":
		if line == "go ponder" {
			return []string{"ponder"}, nil
		}
		return []string{"go"}, nil
	}
	return []string{line}, nil // hub, init, ping, ponder-hit, stop, quit
}

// hub1Position is the first protocol's pos line (the side to move in
// lower case) and a move line per move played since.
func hub1Position(pos, moves string) ([]string, error) {
	if pos == "" {
		return nil, fmt.Errorf("pos without a position")
	}
	out := []string{"pos " + strings.ToLower(pos[:1]) + pos[1:]}
	for _, m := range strings.Fields(moves) {
		out = append(out, "move "+m)
	}
	return out, nil
}

// hub1Level is the first protocol's level line for one of today's.
func hub1Level(arg func(string) string) ([]string, error) {
	millis := func(key string) (string, error) {
		s, err := strconv.ParseFloat(arg(key), 64)
		if err != nil || s < 0 {
			return "", fmt.Errorf("level %s=%q", key, arg(key))
		}
		return strconv.FormatInt(int64(math.Round(s*1000)), 10), nil
	}
	switch {
	case arg("depth") != "":
		return []string{"depth " + arg("depth")}, nil
	case arg("nodes") != "":
		return nil, fmt.Errorf("the first Hub protocol has no node limit")
	case arg("move-time") != "":
		ms, err := millis("move-time")
		return []string{"time " + ms}, err
	}
	moves := arg("moves")
	if moves == "" {
		moves = "0"
	}
	t, err := millis("time")
	if err != nil {
		return nil, err
	}
	inc := "0"
	if arg("inc") != "" {
		if inc, err = millis("inc"); err != nil {
			return nil, err
		}
	}
	return []string{"level " + moves + " " + t + " " + inc}, nil
}

// fromHub1 translates a line of the first protocol into today's Hub.
func fromHub1(line string) string {
	f := strings.Fields(line)
	if len(f) == 0 {
		return line
	}
	switch f[0] {
	case "move":
		l := hub.NewLine("done")
		if len(f) > 1 {
			l = l.Pair("move", f[1])
		}
		if len(f) > 2 {
			l = l.Pair("ponder", f[2])
		}
		return l.String()
	case "info":
		// depth, average ply, score in centi-men, nodes, time, speed, pv
		if len(f) < 5 {
			return line
		}
		l := hub.NewLine("info").Pair("depth", f[1])
		if s, err := strconv.Atoi(f[3]); err == nil {
			l = l.Pair("score", strconv.FormatFloat(float64(s)/100, 'f', 2, 64))
		}
		return l.Pair("nodes", f[4]).String()
	case "error":
		return hub.NewLine("error").Pair("message", strings.Join(f[1:], " ")).String()
	}
	return line
}
