// Tests of the page in a real headless Chromium, driven through the
// DevTools protocol (chromedp).

package web

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/damaengine/damaengine/movegen"
)

var screenshotDir = flag.String("screenshots", "", "write the browser tests' screenshots to this folder (docs/web)")

var (
	browserOnce sync.Once
	browserCtx  context.Context
	browserErr  error
	stopBrowser = func() {}
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	stopBrowser()
	os.Exit(code)
}

// chromium starts the shared headless browser once; without Chromium the
// test fails and says how to install it.
func chromium(t *testing.T) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test: runs in the full test run (without -short)")
	}
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed: the browser tests need it (apt-get install -y chromium)")
	}
	browserOnce.Do(func() {
		dir, err := os.MkdirTemp("", "damaengine-chromium-")
		if err != nil {
			browserErr = err
			return
		}
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
			chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
			chromedp.NoFirstRun, chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true), chromedp.UserDataDir(dir), chromedp.WindowSize(1200, 900))
		ctx, cancel := chromedp.NewContext(alloc)
		stopBrowser = func() {
			cancel()
			cancelAlloc()
			os.RemoveAll(dir)
		}
		browserCtx, browserErr = ctx, chromedp.Do(ctx)
	})
	if browserErr != nil {
		t.Fatalf("starting chromium: %v", browserErr)
	}
	return browserCtx
}

// page is one browser tab on its own server.
type page struct {
	t   *testing.T
	ctx context.Context
	srv *Server
	url string
	get func(path string) stateJSON
}

// openPage serves a new server for variant v and opens its page in the
// browser's tab (the tests take turns with it).
func openPage(t *testing.T, v movegen.Variant) *page {
	t.Helper()
	tab := chromium(t)
	srv, ts := newTestServer(t, v)
	p := &page{t: t, ctx: tab, srv: srv, url: ts.URL}
	p.get = func(path string) stateJSON { return mustState(t, ts, "GET", path, nil) }
	p.do(chromedp.EmulateViewport(1200, 900), chromedp.Navigate(ts.URL), chromedp.Poll[chromedp.Void](`document.querySelector("#board svg") !== null`))
	p.idle()
	return p
}

func (p *page) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 2*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		p.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](p *page, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// idle waits until no request or animation is under way and the engine,
// if it plays, has moved.
func (p *page) idle() {
	p.t.Helper()
	p.do(chromedp.Poll[chromedp.Void](`document.body.dataset.busy === '0' && !engineThinking && state !== null &&
		(state.outcome.over || state.ply !== state.moves.length || state.side !== document.getElementById('engine-side').value)`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(45*time.Second)))
}

// click clicks the element sel (CSS) as a user does, then waits for idle.
func (p *page) click(sel string) {
	p.t.Helper()
	p.do(chromedp.Click(chromedp.CSS(sel)))
	p.idle()
}

func (p *page) clickSquare(name string) { p.click(`#board rect[data-square="` + name + `"]`) }

// setValue puts text in an input or textarea.
func (p *page) setValue(sel, text string) {
	p.t.Helper()
	quoted, _ := json.Marshal(text)
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('` + sel + `').value = ` + string(quoted)))
}

// typeMove types a move in the move box and presses Enter.
func (p *page) typeMove(text string) {
	p.t.Helper()
	p.setValue("#move-input", "")
	p.do(chromedp.SendKeys(chromedp.CSS("#move-input"), text+"\r"))
	p.idle()
}

func (p *page) text(sel string) string {
	p.t.Helper()
	return eval[string](p, `document.querySelector(`+"`"+sel+"`"+`).textContent`)
}

// checkBoard compares the board the page shows, square by square, with the
// server's position, and returns the server's state.
func (p *page) checkBoard() stateJSON {
	p.t.Helper()
	st := p.get("/api/state")
	shown := eval[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('#board rect[data-square]')]
		.filter((r) => r.dataset.piece !== '').map((r) => [r.dataset.square, r.dataset.piece]))`)
	if fmt.Sprint(shown) != fmt.Sprint(st.Board) {
		p.t.Fatalf("ply %d: the page shows %v, the server has %v (%s)", st.Ply, shown, st.Board, st.FEN)
	}
	if fen := eval[string](p, `document.querySelector('#board svg').dataset.fen`); fen != st.FEN {
		p.t.Fatalf("the page's board is %s, the server's %s", fen, st.FEN)
	}
	if squares := eval[int](p, `document.querySelectorAll('#board rect[data-square]').length`); squares != movegenVariant(p.t, st.Variant).Squares() {
		p.t.Fatalf("%d squares drawn", squares)
	}
	return st
}

func movegenVariant(t *testing.T, name string) movegen.Variant {
	v, err := movegen.ParseVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// shot saves a screenshot of the page when -screenshots is given.
func (p *page) shot(name string) {
	p.t.Helper()
	if *screenshotDir == "" {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.MkdirAll(*screenshotDir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*screenshotDir, name+".png"), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// setUp starts a game at fen through the page's FEN box.
func (p *page) setUp(fen string) stateJSON {
	p.t.Helper()
	p.setValue("#fen-input", fen)
	p.click("#load-fen")
	st := p.checkBoard()
	if msg := p.text("#message"); msg != "" {
		p.t.Fatalf("set up %s: %s", fen, msg)
	}
	return st
}
