//go:build wine

package wine

import (
	"bytes"
	"crypto/sha256"
	"debug/pe"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/checkerboard"
	"github.com/damaengine/damaengine/movegen"
)

// setup is what TestMain prepared: the release files, a Wine prefix with
// the bcryptprimitives stand-in, and the harness built for each machine.
var setup struct {
	dist, work, prefix, version string
	harness                     map[string]string // by DLL name
	// runs32 tells whether this machine runs 32-bit x86 programs (a
	// kernel without IA-32 emulation cannot, and Wine's 32-bit side with
	// it); why32 says why not.
	runs32 bool
	why32  string
}

// The Wine loaders: 64-bit programs always go through wine64, so that
// installing wine32 (whose /usr/bin/wine then execs the 32-bit loader)
// never breaks them; the 32-bit harness goes through wine. Debian keeps
// wine64 out of PATH, in /usr/lib/wine.
var wine64Loader = "wine64"

const wine32Loader = "wine"

// wine32Installed reports whether Wine's 32-bit side is there: on Debian
// (dpkg), the package wine32:i386 is installed; elsewhere it is assumed.
func wine32Installed() bool {
	if _, err := exec.LookPath("dpkg-query"); err != nil {
		return true
	}
	out, err := exec.Command("dpkg-query", "-W", "-f=${Status}", "wine32:i386").Output()
	return err == nil && strings.Contains(string(out), "install ok installed")
}

// findWine64 sets wine64Loader to the wine64 on PATH or Debian's.
func findWine64() error {
	if path, err := exec.LookPath("wine64"); err == nil {
		wine64Loader = path
		return nil
	}
	const debian = "/usr/lib/wine/wine64"
	if _, err := exec.LookPath(debian); err == nil {
		wine64Loader = debian
		return nil
	}
	return fmt.Errorf("wine64 not found (on PATH or as %s): run scripts/windows-tools.sh test (as root)", debian)
}

func TestMain(m *testing.M) {
	if err := prepare(); err != nil {
		fmt.Fprintln(os.Stderr, "wine tests:", err)
		os.Exit(1)
	}
	code := m.Run()
	wine("wineserver", "-k").Run()
	os.RemoveAll(setup.work)
	os.Exit(code)
}

// prepare builds the harness and the stand-in with mingw-w64 and makes
// the Wine prefix.
func prepare() error {
	setup.dist = os.Getenv("WINE_DIST")
	if setup.dist == "" {
		return fmt.Errorf("WINE_DIST is not set: run make wine-test (it builds make dist and names it)")
	}
	v, err := os.ReadFile(filepath.Join(setup.dist, "VERSION"))
	if err != nil {
		return fmt.Errorf("%v: run make dist", err)
	}
	setup.version = strings.TrimSpace(string(v))
	if err := findWine64(); err != nil {
		return err
	}
	for _, tool := range []string{"wineserver", "x86_64-w64-mingw32-gcc", "i686-w64-mingw32-gcc"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s not found: run scripts/windows-tools.sh test (as root)", tool)
		}
	}
	if setup.work, err = os.MkdirTemp("", "damaengine-wine-"); err != nil {
		return err
	}
	setup.prefix = filepath.Join(setup.work, "prefix")
	setup.runs32, setup.why32 = runs32Bit(setup.work)
	if setup.runs32 && !wine32Installed() {
		setup.runs32, setup.why32 = false, "wine32 is not installed (scripts/windows-tools.sh says why it could not install it)"
	}
	if !setup.runs32 {
		fmt.Fprintln(os.Stderr, "wine tests: the 32-bit DLL is NOT RUN here:", setup.why32)
	}
	setup.harness = map[string]string{}
	builds := []struct{ cc, dll, sys string }{
		{"x86_64-w64-mingw32-gcc", "damaengine64.dll", "system32"},
		{"i686-w64-mingw32-gcc", "damaengine.dll", "syswow64"},
	}
	// The prefix is made by the loader that can run both kinds where
	// there are both (wine32's: a WoW64 prefix), else by wine64.
	boot := wine64Loader
	if setup.runs32 {
		boot = wine32Loader
	}
	if out, err := wine(boot, "wineboot", "-i").CombinedOutput(); err != nil {
		return fmt.Errorf("wineboot: %v\n%s", err, out)
	}
	for _, b := range builds {
		harness := filepath.Join(setup.work, "harness-"+b.dll+".exe")
		stub := filepath.Join(setup.prefix, "drive_c", "windows", b.sys, "bcryptprimitives.dll")
		if err := os.MkdirAll(filepath.Dir(stub), 0o755); err != nil {
			return err
		}
		for _, args := range [][]string{
			{"-O2", "-Wall", "-Werror", "-o", harness, "testdata/harness.c"},
			{"-O2", "-Wall", "-Werror", "-shared", "-Wl,--kill-at", "-o", stub, "testdata/bcryptprimitives.c", "-ladvapi32"},
		} {
			if out, err := exec.Command(b.cc, args...).CombinedOutput(); err != nil {
				return fmt.Errorf("%s %v: %v\n%s", b.cc, args, err, out)
			}
		}
		setup.harness[b.dll] = harness
	}
	return nil
}

// wine is a command run in the tests' Wine prefix, quiet. Programs that
// the 64-bit loader starts are started by it too (WINELOADER).
func wine(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "WINEPREFIX="+setup.prefix, "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml=")
	if name == wine64Loader {
		cmd.Env = append(cmd.Env, "WINELOADER="+wine64Loader)
	}
	return cmd
}

// windowsPath is path as a Windows program under Wine names it.
func windowsPath(path string) string { return "Z:" + strings.ReplaceAll(path, "/", `\`) }

func distFile(name string) string { return filepath.Join(setup.dist, filepath.FromSlash(name)) }

// TestChecksums recomputes SHA256SUMS.
func TestChecksums(t *testing.T) {
	sums, err := os.ReadFile(distFile("SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"VERSION", "checkerboard/damaengine.dll", "checkerboard/damaengine.htm", "checkerboard/damaengine64.dll",
		"darwin-arm64/damaengine", "linux-amd64/damaengine", "linux-arm64/damaengine", "windows-amd64/damaengine.exe"}
	var listed []string
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("SHA256SUMS line %q", line)
		}
		data, err := os.ReadFile(distFile(name))
		if err != nil {
			t.Fatal(err)
		}
		if got := sha256.Sum256(data); hex.EncodeToString(got[:]) != sum {
			t.Errorf("%s: checksum differs", name)
		}
		listed = append(listed, name)
	}
	if !slices.Equal(listed, want) {
		t.Errorf("SHA256SUMS lists %v, want %v", listed, want)
	}
	page, _ := os.ReadFile(distFile("checkerboard/damaengine.htm"))
	if !bytes.Contains(page, []byte(setup.version)) {
		t.Errorf("the help page does not carry the version %s", setup.version)
	}
}

// TestPEFiles: each Windows file is for its machine, and the DLLs export
// CheckerBoard's four names undecorated (and the Go side of each, which
// Go's c-shared build exports too), no stdcall decoration.
func TestPEFiles(t *testing.T) {
	cases := []struct {
		file    string
		machine uint16
		dll     bool
	}{
		{"checkerboard/damaengine64.dll", pe.IMAGE_FILE_MACHINE_AMD64, true},
		{"checkerboard/damaengine.dll", pe.IMAGE_FILE_MACHINE_I386, true},
		{"windows-amd64/damaengine.exe", pe.IMAGE_FILE_MACHINE_AMD64, false},
	}
	want := []string{"cbgoEngineCommand", "cbgoEngineName", "cbgoGetMove", "cbgoIsLegal", "enginecommand", "enginename", "getmove", "islegal"}
	for _, c := range cases {
		f, err := pe.Open(distFile(c.file))
		if err != nil {
			t.Fatal(err)
		}
		if f.Machine != c.machine {
			t.Errorf("%s: machine %#x, want %#x", c.file, f.Machine, c.machine)
		}
		if isDLL := f.Characteristics&pe.IMAGE_FILE_DLL != 0; isDLL != c.dll {
			t.Errorf("%s: DLL flag %v", c.file, isDLL)
		}
		if c.dll {
			names, err := exports(f)
			if err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
			if slices.Sort(names); !slices.Equal(names, want) {
				t.Errorf("%s exports %v, want %v", c.file, names, want)
			}
		}
		f.Close()
	}
}

// exports reads the names of a PE file's export directory.
func exports(f *pe.File) ([]string, error) {
	var dir pe.DataDirectory
	switch h := f.OptionalHeader.(type) {
	case *pe.OptionalHeader64:
		dir = h.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_EXPORT]
	case *pe.OptionalHeader32:
		dir = h.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_EXPORT]
	}
	at := func(rva uint32) ([]byte, error) {
		for _, s := range f.Sections {
			if rva >= s.VirtualAddress && rva < s.VirtualAddress+s.VirtualSize {
				data, err := s.Data()
				if err != nil {
					return nil, err
				}
				return data[rva-s.VirtualAddress:], nil
			}
		}
		return nil, fmt.Errorf("RVA %#x in no section", rva)
	}
	d, err := at(dir.VirtualAddress)
	if err != nil || dir.Size == 0 {
		return nil, fmt.Errorf("no export directory: %v", err)
	}
	n, namesRVA := binary.LittleEndian.Uint32(d[24:]), binary.LittleEndian.Uint32(d[32:])
	table, err := at(namesRVA)
	if err != nil {
		return nil, err
	}
	var names []string
	for i := range n {
		s, err := at(binary.LittleEndian.Uint32(table[4*i:]))
		if err != nil {
			return nil, err
		}
		names = append(names, string(s[:bytes.IndexByte(s, 0)]))
	}
	return names, nil
}

func TestDLL64(t *testing.T) { selftest(t, wine64Loader, "damaengine64.dll") }

// TestDLL32 runs the 32-bit DLL where the machine can; elsewhere only its
// PE header and exports are checked (TestPEFiles), and the test says so.
func TestDLL32(t *testing.T) {
	if !setup.runs32 {
		t.Skip("NOT RUN: " + setup.why32 + "; the 32-bit DLL's machine type and exports are checked by TestPEFiles")
	}
	selftest(t, wine32Loader, "damaengine.dll")
}

// selftest runs the harness's selftest on a DLL through a Wine loader and
// checks its transcript against the rules core.
func selftest(t *testing.T, loader, dll string) {
	cmd := wine(loader, setup.harness[dll], windowsPath(distFile("checkerboard/"+dll)), "selftest")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("harness: %v\n%s\n%s", err, stderr.Bytes(), tail(out))
	}
	c := newTranscriptCheck(t)
	for _, line := range strings.Split(string(out), "\n") {
		c.line(strings.TrimRight(line, "\r"))
	}
	c.finish()
}

func tail(b []byte) []byte { return b[max(0, len(b)-3000):] }

// transcriptCheck checks a selftest transcript line by line.
type transcriptCheck struct {
	t            *testing.T
	game         *movegen.Game // the game being played; nil between games
	games, moves int
	replies      map[string][]string // command: its "rc reply"s in order
	legal        map[[2]int]string   // islegal's answers for the position being listed
	seen         map[string]bool     // the kinds of line seen
}

func newTranscriptCheck(t *testing.T) *transcriptCheck {
	return &transcriptCheck{t: t, replies: map[string][]string{}, legal: map[[2]int]string{}, seen: map[string]bool{}}
}

func (c *transcriptCheck) line(line string) {
	t := c.t
	t.Helper()
	kind, rest, _ := strings.Cut(line, " ")
	c.seen[kind] = true
	f := strings.Fields(rest)
	switch kind {
	case "error":
		t.Errorf("harness: %s", rest)
	case "name":
		if rest != "damaengine "+setup.version {
			t.Errorf("enginename %q, want damaengine %s", rest, setup.version)
		}
	case "sizeof":
		if rest != "268" {
			t.Errorf("the harness's CBmove is %s bytes", rest)
		}
	case "cmd":
		rc, text, _ := strings.Cut(rest, " ")
		command, reply, _ := strings.Cut(text, " => ")
		c.replies[command] = append(c.replies[command], rc+" "+reply)
	case "game":
		c.game = movegen.NewGame(movegen.StartPosition(movegen.Italian))
		c.games++
	case "getmove":
		before, after := position(t, f[0]+" "+f[1]), f[2]
		if c.game != nil && before != c.game.Position() {
			t.Fatalf("getmove got %s, the game is at %s", f[0], fenOf(c.game))
		}
		m := playedMove(t, before, after)
		ints := make([]int32, 0, 67)
		for _, s := range f[5:] {
			n, _ := strconv.Atoi(s)
			ints = append(ints, int32(n))
		}
		if want := checkerboard.MoveOf(&before, m); !slices.Equal(ints, cbMoveInts(want)) {
			t.Errorf("getmove in %s described %v, want %v", f[0], ints, cbMoveInts(want))
		}
		c.moves++
		if c.game != nil {
			c.game.Play(m)
			c.checkResult(f[3], before.Side)
		}
	case "random":
		if c.game == nil {
			t.Fatal("a random move outside a game")
		}
		before := position(t, f[0])
		if before != c.game.Position() {
			t.Fatalf("random mover at %s, the game at %s", f[0], fenOf(c.game))
		}
		c.game.Play(playedMove(t, before, f[1]))
	case "end":
		if f[1] == "nomove" {
			p := c.game.Position()
			var l movegen.MoveList
			p.Generate(&l)
			if l.N != 0 {
				t.Errorf("game %s: the random mover found no move in %s", f[0], p.FEN())
			}
		} else if f[1] != "claim" && f[1] != "plies" {
			t.Errorf("game %s ended: %s", f[0], rest)
		}
		c.game = nil
	case "legal":
		from, _ := strconv.Atoi(f[1])
		to, _ := strconv.Atoi(f[2])
		c.legal[[2]int{from, to}] = strings.Join(f[3:], " ")
	case "legalend":
		c.checkLegal(rest)
	case "playnow":
		if ms, _ := strconv.Atoi(rest); ms > 1000 {
			t.Errorf("getmove returned %d ms after playnow; CheckerBoard waits 1 s", ms)
		}
	case "during":
		if ms, _ := strconv.Atoi(f[0]); ms > 250 || f[1] != "movelist 0" && len(f) != 3 {
			t.Errorf("enginecommand during a search: %s", rest)
		}
	case "longhist":
		if len(f) < 3 || f[1] != "1" || strings.Join(f[2:], " ") != "gamehist 40 moves" {
			t.Errorf("a gamehist of %s bytes: %s", f[0], rest)
		}
	case "reload":
		if rest != "1" {
			t.Error("FreeLibrary then LoadLibrary gave another module: the DLL is not pinned")
		}
	case "status":
		if len(rest) > 1023 || rest == "" {
			t.Errorf("status line %q", rest)
		}
	}
}

// checkResult checks getmove's result against the game after the move.
func (c *transcriptCheck) checkResult(result string, mover movegen.Color) {
	o := c.game.Outcome()
	won := o.Result == movegen.WhiteWins && mover == movegen.White || o.Result == movegen.BlackWins && mover == movegen.Black
	ok := map[string]bool{
		"3": !o.Over(),
		"1": won,
		"0": o.Result == movegen.Draw,
	}[result]
	if !ok {
		c.t.Errorf("getmove result %s after %s, the game is %s after %d plies, %d reversible", result, fenOf(c.game), o,
			c.game.Ply(), c.game.Counters().Reversible)
	}
}

// checkLegal compares islegal's answers on every pair of squares with
// the rules core's moves.
func (c *transcriptCheck) checkLegal(fen string) {
	t := c.t
	pos := position(t, fen)
	want := map[[2]int]string{}
	var l movegen.MoveList
	pos.Generate(&l)
	for _, m := range l.Slice() {
		key := [2]int{int(movegen.Italian.SquareOf(m.From)) + 1, int(movegen.Italian.SquareOf(m.To)) + 1}
		if _, dup := want[key]; dup {
			continue // islegal describes one of the captures joining the same squares
		}
		want[key] = intsText(cbMoveInts(checkerboard.MoveOf(&pos, m)))
	}
	for key, got := range c.legal {
		if want[key] != got {
			t.Errorf("%s: islegal %d-%d described %q, want %q", fen, key[0], key[1], got, want[key])
		}
	}
	for key := range want {
		if _, ok := c.legal[key]; !ok {
			t.Errorf("%s: islegal refused the legal %d-%d", fen, key[0], key[1])
		}
	}
	c.legal = map[[2]int]string{}
}

// finish checks the commands' replies and that the transcript is whole.
func (c *transcriptCheck) finish() {
	t := c.t
	want := map[string][]string{
		"name":                  {"1 damaengine " + setup.version},
		"help":                  {"1 damaengine.htm"},
		"get protocolversion":   {"1 2"},
		"get gametype":          {"1 22"},
		"get movelist B:W1:B":   {"1 movelist 0"},
		"get movelist B:W31:B3": {"1 movelist 2,0,6,6,3,6;0,6,6,3,7;"},
		"get book":              {"1 2"},
		"set hashsize 16":       {"1 hashsize 16"},
		"get hashsize":          {"1 16", "1 32"},
		"set allscores 1":       {"0 ?"},
		"set elo 1500":          {"1 elo 1500"},
		"get elo":               {"1 1500"},
	}
	for cmd, replies := range want {
		if !slices.Equal(c.replies[cmd], replies) {
			t.Errorf("%s answered %q, want %q", cmd, c.replies[cmd], replies)
		}
	}
	if about := c.replies["about"]; len(about) != 1 || !strings.Contains(about[0], setup.version) {
		t.Errorf("about: %q", about)
	}
	for _, kind := range []string{"done", "playnow", "during", "reload", "legalend", "status", "longhist"} {
		if !c.seen[kind] {
			t.Errorf("the transcript has no %s line", kind)
		}
	}
	if c.games != 4 || c.moves < 40 {
		t.Errorf("%d games, %d engine moves", c.games, c.moves)
	}
}

func fenOf(g *movegen.Game) string {
	p := g.Position()
	return p.FEN()
}

// position reads a CheckerBoard FEN.
func position(t *testing.T, fen string) movegen.Position {
	t.Helper()
	text, colour, _ := strings.Cut(fen, " ")
	b, c, err := checkerboard.ParseFEN(text)
	if err != nil {
		t.Fatal(err)
	}
	if colour != "" {
		n, _ := strconv.Atoi(colour)
		if int32(n) != c {
			t.Fatalf("colour %s with FEN %s", colour, text)
		}
	}
	p, err := checkerboard.PositionOf(&b, c)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// playedMove returns the legal move of before that leads to the board of
// the FEN after (the side to move is not compared: the harness writes the
// other side).
func playedMove(t *testing.T, before movegen.Position, after string) movegen.Move {
	t.Helper()
	b, _, err := checkerboard.ParseFEN(after)
	if err != nil {
		t.Fatal(err)
	}
	var l movegen.MoveList
	before.Generate(&l)
	for _, m := range l.Slice() {
		next := before.Play(m)
		if checkerboard.BoardOf(&next) == b {
			return m
		}
	}
	t.Fatalf("%s follows no legal move of %s", after, before.FEN())
	return movegen.Move{}
}

func cbMoveInts(m checkerboard.CBMove) []int32 {
	ints := []int32{m.Jumps, m.NewPiece, m.OldPiece, m.From.X, m.From.Y, m.To.X, m.To.Y}
	for _, c := range m.Path {
		ints = append(ints, c.X, c.Y)
	}
	for _, c := range m.Del {
		ints = append(ints, c.X, c.Y)
	}
	return append(ints, m.DelPiece[:]...)
}

func intsText(ints []int32) string {
	s := make([]string, len(ints))
	for i, n := range ints {
		s[i] = strconv.Itoa(int(n))
	}
	return strings.Join(s, " ")
}

// TestHubSession: damaengine.exe under Wine answers a Hub session as the
// Linux build does: the same lines but for the info lines, whose number
// depends on the clock, and the times and speeds. Each search is waited
// for, as a GUI does, before the next command.
func TestHubSession(t *testing.T) {
	steps := []struct{ lines, until string }{
		{"hub", "wait"},
		{"set-param name=book value=false\ninit", "ready"},
		{"pos start\nlevel depth=9\ngo think", "done"},
		{"set-param name=variant value=international\npos start\nlevel depth=5\ngo think", "done"},
		{"ping", "pong"},
	}
	run := func(cmd *exec.Cmd) []string {
		p := start(t, cmd)
		defer p.close()
		var lines []string
		for _, s := range steps {
			for _, line := range p.until(t, s.lines, s.until) {
				if strings.HasPrefix(line, "info ") {
					continue
				}
				var kept []string
				for _, tok := range strings.Fields(line) {
					if !strings.HasPrefix(tok, "time=") && !strings.HasPrefix(tok, "nps=") {
						kept = append(kept, tok)
					}
				}
				lines = append(lines, strings.Join(kept, " "))
			}
		}
		p.send(t, "quit")
		return lines
	}
	linux := run(exec.Command(distFile("linux-amd64/damaengine"), "hub", "--egdb", "none"))
	windows := run(wine(wine64Loader, distFile("windows-amd64/damaengine.exe"), "hub", "--egdb", "none"))
	if !slices.Equal(linux, windows) {
		t.Errorf("damaengine.exe answered\n%s\nthe Linux build\n%s", strings.Join(windows, "\n"), strings.Join(linux, "\n"))
	}
	if n := len(slices.DeleteFunc(slices.Clone(windows), func(s string) bool { return !strings.HasPrefix(s, "done move=") })); n != 2 {
		t.Errorf("%d moves in %q, want 2", n, windows)
	}
}

// TestDXPGame: damaengine.exe under Wine plays a DXP game against the
// Linux build, and both record the same game.
func TestDXPGame(t *testing.T) {
	addr := "127.0.0.1:27531"
	common := []string{"--nodes", "3000", "--egdb", "none", "--games", "1"}
	follower := exec.Command(distFile("linux-amd64/damaengine"), append([]string{"dxp", "--listen", addr, "--wait", "60s"}, common...)...)
	var followerOut, followerErr bytes.Buffer
	follower.Stdout, follower.Stderr = &followerOut, &followerErr
	if err := follower.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	initiator := wine(wine64Loader, append([]string{distFile("windows-amd64/damaengine.exe"), "dxp", "--connect", addr, "--time", "2"}, common...)...)
	var initiatorErr bytes.Buffer
	initiator.Stderr = &initiatorErr
	out, err := initiator.Output()
	if err != nil {
		follower.Process.Kill()
		t.Fatalf("damaengine.exe dxp: %v\n%s", err, initiatorErr.Bytes())
	}
	if err := follower.Wait(); err != nil {
		t.Fatalf("damaengine dxp --listen: %v\n%s", err, followerErr.Bytes())
	}
	moves := func(pdn []byte) string {
		var kept []string
		for _, line := range strings.Split(string(pdn), "\n") {
			if !strings.HasPrefix(line, "[") {
				kept = append(kept, strings.TrimRight(line, "\r"))
			}
		}
		return strings.TrimSpace(strings.Join(kept, "\n"))
	}
	if moves(out) == "" || moves(out) != moves(followerOut.Bytes()) {
		t.Errorf("the two records differ:\n%s\n---\n%s", out, followerOut.Bytes())
	}
	if !bytes.Contains(out, []byte(`[Result "`)) || bytes.Contains(out, []byte(`[Result "*"]`)) {
		t.Errorf("no result in\n%s", out)
	}
}

// TestMatch plays the 64-bit DLL, through the harness, against the Linux
// build over Hub at 0.1 s a move, WINE_MATCH_GAMES games from the shipped
// Italian openings, each played with both colours: the DLL must score
// no worse than an equal engine would but once in a thousand matches.
func TestMatch(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("WINE_MATCH_GAMES"))
	if games < 2 {
		t.Fatal("WINE_MATCH_GAMES must be 2 or more (make wine-test sets it)")
	}
	m := newMatch(t)
	defer m.close()
	var scores []float64
	wins, draws, losses := 0, 0, 0
	for i := range games {
		s := m.game(i/2, i%2 == 1)
		scores = append(scores, s)
		switch s {
		case 1:
			wins++
		case 0.5:
			draws++
		default:
			losses++
		}
	}
	mean, sd := meanSD(scores)
	se := max(sd/math.Sqrt(float64(len(scores))), 0.05)
	t.Logf("DLL against the Linux build at 0.1 s a move: +%d =%d -%d of %d, score %.3f (se %.3f)", wins, draws, losses, games, mean, se)
	if mean < 0.5-3.3*se {
		t.Errorf("the DLL scored %.3f: weaker than the Linux build beyond noise", mean)
	}
}

func meanSD(x []float64) (float64, float64) {
	var sum, sq float64
	for _, v := range x {
		sum += v
	}
	mean := sum / float64(len(x))
	for _, v := range x {
		sq += (v - mean) * (v - mean)
	}
	return mean, math.Sqrt(sq / float64(max(1, len(x)-1)))
}
