// A strict Hub client's view of the engine's lines: a command word, then
// key=value tokens only, each split on '=' the way pydraughts' HubEngine
// splits them. Written here, apart from the engine's own parseLine, so
// that a line the engine's tokenizer is lenient about still fails.

package protocol

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// clientParsed are the lines whose tokens a client splits on '=' into
// exactly two parts (pydraughts reads id, param, info and done): their
// values may not hold '=' even inside quotes.
var clientParsed = map[string]bool{"id": true, "param": true, "info": true, "done": true}

// strictSplit splits line into its command word and its key=value tokens.
// A key is lower-case letters, digits and '-'; a value is a run of
// characters other than blanks, '=' and '"', or a double-quoted string
// without '"' (and without '=' for the lines in clientParsed). Tokens are
// separated by single blanks.
func strictSplit(line string) (string, [][2]string, error) {
	word, rest, _ := strings.Cut(line, " ")
	if word == "" || !isKey(word) {
		return "", nil, fmt.Errorf("bad command word %q", word)
	}
	var pairs [][2]string
	for rest != "" {
		eq := strings.IndexByte(rest, '=')
		if eq < 0 {
			return "", nil, fmt.Errorf("bare token %q: want key=value", rest)
		}
		key := rest[:eq]
		if !isKey(key) {
			return "", nil, fmt.Errorf("bad key %q", key)
		}
		rest = rest[eq+1:]
		var value string
		if strings.HasPrefix(rest, `"`) {
			end := strings.IndexByte(rest[1:], '"')
			if end < 0 {
				return "", nil, errors.New("unclosed quote")
			}
			value, rest = rest[1:end+1], rest[end+2:]
			if clientParsed[word] && strings.Contains(value, "=") {
				return "", nil, fmt.Errorf("%s=%q: '=' inside a value", key, value)
			}
		} else {
			end := strings.IndexAny(rest, ` ="`)
			if end < 0 {
				end = len(rest)
			}
			value, rest = rest[:end], rest[end:]
			if value == "" {
				return "", nil, fmt.Errorf("%s: empty unquoted value", key)
			}
		}
		pairs = append(pairs, [2]string{key, value})
		if rest == "" {
			break
		}
		if rest[0] != ' ' || len(rest) == 1 || rest[1] == ' ' {
			return "", nil, fmt.Errorf("want one blank after %s=%s", key, value)
		}
		rest = rest[1:]
	}
	return word, pairs, nil
}

func isKey(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return s != ""
}

// strictFields parses line strictly and returns its values by key, with
// its command word as a key of an empty list.
func strictFields(t *testing.T, line string) map[string][]string {
	t.Helper()
	word, pairs, err := strictSplit(line)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	f := map[string][]string{word: {}}
	for _, p := range pairs {
		f[p[0]] = append(f[p[0]], p[1])
	}
	return f
}

// checkClientTypes reads an info line's fields as pydraughts does (depth
// and nodes integers, mean-depth, time and nps reals, score a real whose
// magnitude above 90 means a win in 100*(100-|score|) plies) and checks
// that they make sense.
func checkClientTypes(t *testing.T, line string, f map[string][]string) {
	t.Helper()
	for _, k := range []string{"depth", "nodes", "multipv", "tbhits"} {
		for _, v := range f[k] {
			if _, err := strconv.ParseUint(v, 10, 64); err != nil {
				t.Errorf("%q: %s=%s is not an integer", line, k, v)
			}
		}
	}
	for _, k := range []string{"mean-depth", "time", "nps"} {
		for _, v := range f[k] {
			if x, err := strconv.ParseFloat(v, 64); err != nil || x < 0 {
				t.Errorf("%q: %s=%s is not a real of at least 0", line, k, v)
			}
		}
	}
	for _, v := range f["score"] {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || x < -100 || x > 100 {
			t.Errorf("%q: score=%s is not a real in -100..100", line, v)
			continue
		}
		if cm := int(x*100 + 0.5*sign(x)); cm > 9000 || cm < -9000 {
			if plies := 10000 - abs(cm); plies < 1 || plies > 999 {
				t.Errorf("%q: score=%s reads as a win in %d plies", line, v, plies)
			}
		}
	}
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

func abs(n int) int { return max(n, -n) }

// TestStrictSplit checks the test's own tokenizer on lines it must take
// and lines it must refuse.
func TestStrictSplit(t *testing.T) {
	for _, good := range []string{"wait", "done", `info depth=3 pv="1-5 6-10"`, "done move=1-5 ponder=6-10",
		`error message="a=b"`} {
		if _, _, err := strictSplit(good); err != nil {
			t.Errorf("strictSplit(%q): %v", good, err)
		}
	}
	for _, bad := range []string{`info depth=3 book`, `info pv="1-5" book`, "info  depth=3", "info depth=", `info x="a"b`,
		`param name="a=b"`, "Hub Wbbb", "  1 . b", "info Depth=3", `info pv="1-5`} {
		if _, _, err := strictSplit(bad); err == nil {
			t.Errorf("strictSplit(%q) took it", bad)
		}
	}
}

// TestEveryLineIsKeyValue plays the sessions a GUI plays, in every
// variant, with the book on and off, analysis with multipv, pondering,
// database hits and the commands for people, and reads every line the
// engine sends strictly: the client's tokenizer in client.next runs on
// each of them too.
func TestEveryLineIsKeyValue(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 3, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			cfg := withSettings(4, 1, true, egdb.Off)
			if v == movegen.Italian {
				cfg.Settings.EGDB.Path = dir
			}
			c := startEngine(t, cfg)
			c.send("hub")
			for l := c.next(); l != "wait"; l = c.next() {
				if w, _, _ := strictSplit(l); w != "id" && w != "param" {
					t.Fatalf("%q in the answer to hub", l)
				}
			}
			c.send("set-param name=variant value=" + v.String())
			c.send("init")
			c.expect("ready")

			// The shipped book at the start, then out of it.
			c.setPos(movegen.StartPosition(v))
			c.send("level depth=4")
			c.send("go think")
			c.collect(t)

			c.send("set-param name=book value=false")
			p, moves := opening(v)
			c.setPos(p, moves...)
			c.send("level depth=4")
			c.send("go think")
			c.collect(t)

			c.send("set-param name=multipv value=3")
			c.setPos(p, moves...)
			c.send("level depth=3")
			c.send("go analyze")
			c.collect(t)

			c.setPos(p, moves...)
			c.send("level move-time=0.05")
			c.send("go ponder")
			c.firstInfo()
			c.send("ponder-hit")
			c.collect(t)

			for _, cmd := range []string{"board", "moves", "eval", "help", "perft 2", "bogus", "level depth=x",
				"set-param name=hash value=100", "hub"} {
				c.send(cmd)
			}
			c.send("ping")
			for c.next() != "pong" { // each line read strictly by next
			}
			if got := c.param("hash"); got != "64" {
				t.Errorf("after set-param hash 100 the param shows %s, want the size in use, 64", got)
			}
		})
	}
	// A database win on the scale clients read: 100 - plies/100.
	c := startEngine(t, withSettings(4, 1, false, dir))
	king, err := movegen.ParseFEN(movegen.Italian, "W:WK10:BK31")
	if err != nil {
		t.Fatal(err)
	}
	c.setPos(king)
	c.send("level depth=3")
	info := searchUntil(c, func(info hub.Command) bool { return info.Has("tbhits") })
	f := strictFields(t, "info score="+mustValue(t, "info", info, "score"))
	checkClientTypes(t, "database win", f)
	if s, _ := strconv.ParseFloat(f["score"][0], 64); s < 99 {
		t.Errorf("database win scored %s, want 100 - plies/100", f["score"][0])
	}
}

// collect reads the lines of one search up to its done, checking each as
// a client's tokenizer would.
func (c *client) collect(t *testing.T) {
	t.Helper()
	for {
		l := c.next()
		f := strictFields(t, l)
		switch {
		case f["info"] != nil:
			checkClientTypes(t, l, f)
		case f["done"] != nil:
			return
		default:
			t.Fatalf("unexpected %q during a search", l)
		}
	}
}
