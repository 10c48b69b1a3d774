// Reading Hub lines from an engine (hub.ParseLenient: whatever an engine
// sends is read as far as it makes sense) and writing set-param lines.

package match

import "github.com/damaengine/damaengine/hub"

// hubLine is one line from an engine.
type hubLine struct {
	command string
	args    map[string]string // flags map to ""
}

// parseHubLine reads a line from an engine. It never fails: a malformed
// argument is skipped, an unclosed quote runs to the end of the line.
func parseHubLine(s string) hubLine {
	c := hub.ParseLenient(s)
	l := hubLine{command: c.Name, args: make(map[string]string, len(c.Args))}
	for _, a := range c.Args {
		l.args[a.Key] = a.Value
	}
	return l
}

// setParamLine is the set-param line that gives option name the value.
func setParamLine(name, value string) string {
	return hub.NewLine("set-param").Pair("name", name).Pair("value", value).String()
}
