// Engines that fail their setup (an error reply to an option, to hub or
// to init; a program that cannot start or dies on the way) stop the match
// before its first game, as bad input (exit status 2).

package match

import (
	"bytes"
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func TestSetupFailuresStopTheMatchBeforeAnyGame(t *testing.T) {
	t.Parallel()
	eng := fakeEngine(t)
	dir := t.TempDir()
	for i, c := range []struct {
		engine string
		msg    string
	}{
		{"cmd=" + eng + " name=b option.hash=abc", `engine b: option hash=abc: the engine answered: bad value abc for hash`},
		{"cmd=" + eng + " name=b option.hash=9999", `engine b: option hash=9999: the engine answered: bad value 9999 for hash`},
		{"cmd=" + eng + " name=b option.fail=init", `engine b: init: the engine answered: cannot load the tables`},
		{"cmd=" + eng + " name=b arg=-hub-error", `engine b: hub: the engine answered: no licence`},
		{"cmd=" + eng + " name=b option.fail=exit", `engine b: option fail=exit: engine exited (exit status 5; stderr: fake engine: exiting as asked)`},
		{"cmd=" + eng + " name=b option.hahs=64", `engine b: no parameter "hahs"`},
		{"cmd=/bin/false", `engine false: hub: engine`},
		{"cmd=" + filepath.Join(dir, "missing"), `cannot start`},
	} {
		games := filepath.Join(dir, "games"+string(rune('a'+i))+".pdn")
		cfg := commandConfig(t, movegen.Italian, "depth=1", 4, "cmd="+eng+" name=a", c.engine)
		cfg.Concurrency = 2
		stdout, stderr, err := play(cfg, Outputs{PDN: games})
		if !badInput(err) || !strings.Contains(err.Error(), c.msg) || stderr != "" {
			t.Errorf("%s: error %v, stderr %q; want bad input with %q and nothing on stderr", c.engine, err, stderr, c.msg)
		}
		if text, _ := os.ReadFile(games); len(text) > 0 || stdout != "" {
			t.Errorf("%s: games were played:\n%s\n%s", c.engine, text, stdout)
		}
	}
}

func TestRunReturnsASetupError(t *testing.T) {
	t.Parallel()
	cfg := fakeConfig(fake(t, "a"), fake(t, "b", "hash=0"), 2)
	var progress bytes.Buffer
	cfg.Progress = &progress
	r, err := Run(context.Background(), cfg)
	var setup *SetupError
	if r != nil || !errors.As(err, &setup) || !strings.Contains(err.Error(), "option hash=0") || progress.Len() > 0 {
		t.Errorf("report %v, error %v, progress %q; want no report and a setup error", r, err, progress.String())
	}
	// A good option value still plays.
	if r, _ := runMatch(t, fakeConfig(fake(t, "a"), fake(t, "b", "hash=64"), 2)); r.Tally.Games() != 2 {
		t.Errorf("%d games with hash=64", r.Tally.Games())
	}
}

func TestUnreachableDXPPeerIsASetupFailure(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nobody listens there now
	cfg := commandConfig(t, movegen.International, "time=60", 2, "cmd="+fakeEngine(t)+" name=hub", "dxp="+addr+" name=peer")
	cfg.StartTimeout = 5 * time.Second
	stdout, stderr, err := play(cfg, Outputs{})
	if !badInput(err) || !strings.Contains(err.Error(), "engine peer") || !strings.Contains(err.Error(), "cannot connect to the DXP peer") ||
		stderr != "" || stdout != "" {
		t.Errorf("error %v, stderr %q, stdout %q; want bad input, no table", err, stderr, stdout)
	}
}
