// Engine specifications: the command line of an engine (or the address of
// a DXP peer), its name, its Hub options and an optional time control of
// its own.

package match

import (
	"fmt"
	"net"
	"path/filepath"
	"strings"
)

// EngineSpec says how to start and configure one engine: a Hub engine
// process (Cmd), or a DXP follower already listening at DXP, which the
// runner connects to as the DXP initiator.
type EngineSpec struct {
	Name    string       // shown in PDN and results; defaults to the command's base name or the DXP address
	Cmd     string       // the program
	DXP     string       // HOST:PORT of a DXP follower instead of a program
	Args    []string     // its arguments
	Dir     string       // its working directory ("" = the runner's)
	Options []Option     // sent with set-param before init, in order
	TC      *TimeControl // nil: the match's time control
	// Protocol is the Hub dialect of a program: ProtocolHub (today's) or
	// ProtocolHub1 (the first, Scan 2.0's).
	Protocol string
}

// Option is one Hub parameter value.
type Option struct{ Name, Value string }

// ParseEngineSpec reads "cmd=./damaengine name=new arg=-v dir=/tmp
// option.hash=64 tc=..." (or "dxp=HOST:PORT name=scan tc=..." for a DXP
// peer), applying each item on top of base (use it for --each): scalar
// keys replace, arg appends, an option replaces the one of the same name.
func ParseEngineSpec(s string, base EngineSpec) (EngineSpec, error) {
	items, err := parsePairs(s)
	if err != nil {
		return EngineSpec{}, fmt.Errorf("bad engine %q: %v", s, err)
	}
	e := base
	e.Args = append([]string(nil), base.Args...)
	e.Options = append([]Option(nil), base.Options...)
	for _, it := range items {
		switch {
		case it.key == "cmd":
			e.Cmd = it.value
		case it.key == "dxp":
			if _, _, err := net.SplitHostPort(it.value); err != nil {
				return EngineSpec{}, fmt.Errorf("bad engine %q: dxp=%s: want HOST:PORT", s, it.value)
			}
			e.DXP = it.value
		case it.key == "name":
			e.Name = it.value
		case it.key == "arg":
			e.Args = append(e.Args, it.value)
		case it.key == "dir":
			e.Dir = it.value
		case it.key == "protocol":
			switch it.value {
			case "hub":
				e.Protocol = ProtocolHub
			case ProtocolHub1:
				e.Protocol = ProtocolHub1
			default:
				return EngineSpec{}, fmt.Errorf("bad engine %q: protocol=%s: want hub or hub1", s, it.value)
			}
		case it.key == "tc":
			tc, err := ParseTimeControl(it.value)
			if err != nil {
				return EngineSpec{}, fmt.Errorf("bad engine %q: %v", s, err)
			}
			e.TC = &tc
		case strings.HasPrefix(it.key, "option.") && len(it.key) > len("option."):
			e.setOption(strings.TrimPrefix(it.key, "option."), it.value)
		default:
			return EngineSpec{}, fmt.Errorf("bad engine %q: unknown key %q (want cmd, dxp, name, arg, dir, tc, protocol or option.NAME)", s, it.key)
		}
	}
	if e.DXP != "" && (e.Cmd != "" || len(e.Args) > 0 || e.Dir != "" || len(e.Options) > 0 || e.Protocol != ProtocolHub) {
		return EngineSpec{}, fmt.Errorf("bad engine %q: a DXP peer (dxp=) takes no cmd, arg, dir, option or protocol (also none from --each)", s)
	}
	return e, nil
}

// setOption sets or replaces an option.
func (e *EngineSpec) setOption(name, value string) {
	for i := range e.Options {
		if e.Options[i].Name == name {
			e.Options[i].Value = value
			return
		}
	}
	e.Options = append(e.Options, Option{name, value})
}

// nameEngines checks the commands and gives each engine a distinct name:
// the base name of its command (or its DXP address) by default, "-2"
// appended to the second on a clash.
func nameEngines(engines *[2]EngineSpec) error {
	for i := range engines {
		e := &engines[i]
		switch {
		case e.Cmd == "" && e.DXP == "":
			return fmt.Errorf("engine %d: missing cmd=PROGRAM (or dxp=HOST:PORT)", i+1)
		case e.Name == "" && e.DXP != "":
			e.Name = e.DXP
		case e.Name == "":
			e.Name = filepath.Base(e.Cmd)
		}
		if strings.ContainsAny(e.Name, "\"\n\r") {
			return fmt.Errorf("engine %d: name %q may not hold quotes or line breaks", i+1, e.Name)
		}
	}
	if engines[0].Name == engines[1].Name {
		engines[1].Name += "-2"
	}
	return nil
}
