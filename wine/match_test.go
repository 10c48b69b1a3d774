//go:build wine

package wine

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/checkerboard"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
)

// moveMillis is the time a move of TestMatch, for both engines.
const moveMillis = 100

// match holds TestMatch's two engines: the DLL behind the harness's
// serve mode, the Linux build behind Hub.
type match struct {
	t        *testing.T
	starts   []movegen.Position
	dll, hub *process
}

// process is a running engine and its lines.
type process struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func start(t *testing.T, cmd *exec.Cmd) *process {
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := bufio.NewScanner(out)
	s.Buffer(make([]byte, 1<<20), 1<<20)
	return &process{cmd: cmd, in: in, out: s}
}

// send writes line, which has no answer.
func (p *process) send(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		t.Fatal(err)
	}
}

// ask writes line and returns the first line that starts with want.
func (p *process) ask(t *testing.T, line, want string) string {
	t.Helper()
	lines := p.until(t, line, want)
	return lines[len(lines)-1]
}

// until writes lines and returns what the process prints up to the first
// line that starts with want, that one included.
func (p *process) until(t *testing.T, lines, want string) []string {
	t.Helper()
	p.send(t, lines)
	var got []string
	for p.out.Scan() {
		line := strings.TrimRight(p.out.Text(), "\r")
		got = append(got, line)
		if strings.HasPrefix(line, want) {
			return got
		}
	}
	t.Fatalf("%s: no %q line after %q", p.cmd.Path, want, lines)
	return nil
}

func (p *process) close() {
	p.in.Close()
	p.cmd.Wait()
}

func newMatch(t *testing.T) *match {
	starts, err := openings.LoadFile(openings.Shipped(), "italian-11man-ballots.fen", movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	m := &match{t: t, starts: starts}
	m.dll = start(t, wine(wine64Loader, setup.harness["damaengine64.dll"], windowsPath(distFile("checkerboard/damaengine64.dll")), "serve"))
	m.dll.ask(t, "cmd set hashsize 64", "reply")
	m.hub = start(t, exec.Command(distFile("linux-amd64/damaengine"), "hub", "--egdb", "none", "--hash", "64"))
	m.hub.ask(t, "hub", "wait")
	m.hub.ask(t, "init", "ready")
	return m
}

func (m *match) close() {
	m.dll.close()
	io.WriteString(m.hub.in, "quit\n")
	m.hub.close()
}

// game plays opening n with the DLL White unless dllBlack, and returns
// the DLL's score.
func (m *match) game(n int, dllBlack bool) float64 {
	t := m.t
	start := m.starts[n%len(m.starts)]
	g := movegen.NewGame(start)
	irreversible := 0 // the ply after the last man move or capture
	m.hub.send(t, "new-game")
	for g.Ply() < 400 && !g.Outcome().Over() {
		pos := g.Position()
		var mv movegen.Move
		if (pos.Side == movegen.Black) == dllBlack {
			mv = m.dllMove(g, irreversible)
		} else {
			mv = m.hubMove(g)
		}
		if err := g.PlayChecked(mv); err != nil {
			t.Fatal(err)
		}
		if g.Counters().Reversible == 0 {
			irreversible = g.Ply()
		}
	}
	o := g.Outcome()
	dll := movegen.WhiteWins
	if dllBlack {
		dll = movegen.BlackWins
	}
	switch {
	case o.Result == movegen.Draw || !o.Over():
		return 0.5
	case o.Result == dll:
		return 1
	}
	return 0
}

// dllMove asks the DLL for its move in g, with the history since ply
// from as CheckerBoard sends it.
func (m *match) dllMove(g *movegen.Game, from int) movegen.Move {
	replay := movegen.NewGame(g.Start())
	for _, mv := range g.Moves()[:from] {
		replay.Play(mv)
	}
	hist := cbFEN(replay.Position())
	for _, mv := range g.Moves()[from:] {
		p := replay.Position()
		hist += " " + p.FormatPDN(mv)
		replay.Play(mv)
	}
	pos := g.Position()
	reply := m.dll.ask(m.t, fmt.Sprintf("go %d %s hist %s", moveMillis, cbFEN(pos), hist), "move ")
	return playedMove(m.t, pos, strings.Fields(reply)[1])
}

// hubMove asks the Linux build for its move in g.
func (m *match) hubMove(g *movegen.Game) movegen.Move {
	start := g.Start()
	p := start
	var moves []string
	for _, mv := range g.Moves() {
		moves = append(moves, p.FormatHub(mv))
		p.Make(mv)
	}
	m.hub.send(m.t, fmt.Sprintf(`pos pos=%s moves="%s"`, start.HubString(), strings.Join(moves, " ")))
	m.hub.send(m.t, fmt.Sprintf("level move-time=%g", moveMillis/1000.0))
	done := m.hub.ask(m.t, "go think", "done")
	for _, tok := range strings.Fields(done) {
		if text, ok := strings.CutPrefix(tok, "move="); ok {
			pos := g.Position()
			mv, err := pos.ParseMove(text)
			if err != nil {
				m.t.Fatal(err)
			}
			return mv
		}
	}
	m.t.Fatalf("no move in %q", done)
	return movegen.Move{}
}

// cbFEN is pos as CheckerBoard writes it.
func cbFEN(pos movegen.Position) string {
	b := checkerboard.BoardOf(&pos)
	c := int32(checkerboard.White)
	if pos.Side == movegen.Black {
		c = checkerboard.Black
	}
	return checkerboard.FEN(&b, c)
}
