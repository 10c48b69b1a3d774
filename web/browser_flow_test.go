// The browser tests' scenarios: per variant, an opening, a game by clicks, capture routes, analysis and its annotated PDN, PDN and bad input; the phone layout.

package web

import (
	"cmp"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/pdn"
)

// shortGames are endgames the engine (Black, depth 2) wins in a few moves
// against a player who always plays the first legal move.
var shortGames = map[movegen.Variant]string{
	movegen.Italian:       "W:W30,31:B5,6,7,8",
	movegen.International: "W:W46:B6,7,8",
	movegen.Dameo:         "W:Wh2:Bf6,g6,h6",
	movegen.Brazilian:     "W:W1:B25,26,27",
	movegen.Russian:       "W:W1:B25,26,27",
	movegen.Killer:        "W:W46:B6,7,8",
	movegen.Breakthrough:  "W:W50:B36,37,38", // Black crowns first, two moves on
	movegen.Antidraughts:  "W:W33:B18",       // Black gives its man away
	movegen.Frisian:       "W:W46:B6,7,8",
	movegen.Frysk:         "W:W46:B6,7,8",
}

// shortGameEnds are the rules that end the short games.
var shortGameEnds = map[movegen.Variant]string{movegen.Breakthrough: "king made"}

// TestBrowser starts an opening, plays, analyses and reads files in the
// page for each variant, checking after every step that the board on the page is the
// server's.
func TestBrowser(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			if _, none := noRouteChoice[v]; shortGames[v] == "" || routeFENs[v] == "" && !none {
				t.Fatalf("%s: no short game or capture routes to play (a variant added without them)", v)
			}
			p := openPage(t, v)
			st := p.checkBoard()
			if st.Variant != v.String() || st.Ply != 0 {
				t.Fatalf("first state: %s at ply %d", st.Variant, st.Ply)
			}
			p.shot(v.String() + "-start")
			p.flipBoard(v)
			p.startOpening(v)
			p.playShortGame(v)
			if !noRouteChoice[v] {
				p.chooseCaptureRoute(v)
			}
			p.analyse(v)
			p.pdnRoundTrip(v)
			p.badInput(v)
		})
	}
}

// flipBoard turns the board round and back: square 1 (a8 on Dameo, 29 or
// b8 in Brazilian) goes from the top to the bottom.
func (p *page) flipBoard(v movegen.Variant) {
	p.t.Helper()
	first := map[movegen.Variant]string{movegen.Italian: "1", movegen.International: "1", movegen.Dameo: "a8", movegen.Brazilian: "29", movegen.Russian: "29", movegen.Killer: "1", movegen.Breakthrough: "1", movegen.Antidraughts: "1", movegen.Frisian: "1", movegen.Frysk: "1"}[v]
	top := func() bool {
		return eval[bool](p, `Number(document.querySelector('#board rect[data-square="`+first+`"]').dataset.y) < 100`)
	}
	p.click("#flip")
	p.checkBoard()
	if top() || eval[string](p, `document.querySelector('#board svg').dataset.flip`) != "true" {
		p.t.Fatalf("%s: square %s is still at the top after Flip", v, first)
	}
	p.click("#flip")
	if !top() {
		p.t.Fatalf("%s: square %s is not at the top after flipping back", v, first)
	}
}

// playShortGame plays a game by clicks, the engine answering through the
// Engine move button, to its end.
func (p *page) playShortGame(v movegen.Variant) {
	p.t.Helper()
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('strength-mode').value = 'depth';
		document.getElementById('strength-value').value = '2';
		document.getElementById('use-book').checked = false;
		document.getElementById('engine-side').value = 'none'`))
	st := p.setUp(shortGames[v])
	for ply := 0; !st.Outcome.Over; ply++ {
		if ply > 40 {
			p.t.Fatalf("%s: no end after %d plies", v, ply)
		}
		if st.Side == "black" {
			p.click("#engine-move")
		} else if m := st.Legal[0]; ply == 0 {
			// The first move is dragged, the others clicked.
			p.do(chromedp.DragAndDrop(chromedp.CSS(`#board rect[data-square="`+m.Path[0]+`"]`),
				chromedp.CSS(`#board rect[data-square="`+m.Path[len(m.Path)-1]+`"]`)))
			p.idle()
		} else {
			p.clickSquare(m.Path[0])
			p.clickSquare(m.Path[len(m.Path)-1])
			if eval[bool](p, `!document.getElementById('routes').hidden`) {
				p.click(`#route-list button[data-legal="0"]`)
			}
		}
		next := p.checkBoard()
		if next.Ply != st.Ply+1 {
			p.t.Fatalf("%s: ply %d after a move at ply %d", v, next.Ply, st.Ply)
		}
		st = next
	}
	status, end := p.text("#status"), cmp.Or(shortGameEnds[v], "no legal move")
	if !strings.Contains(status, "Game over: black wins ("+end+")") {
		p.t.Fatalf("%s: the page says %q at the end, the server %q", v, status, st.Outcome.Text)
	}
	if n := eval[int](p, `document.querySelectorAll('#moves .move').length`); n != len(st.Moves) {
		p.t.Fatalf("%s: %d moves listed, the game has %d", v, n, len(st.Moves))
	}
	// Move list navigation: back to the start and forward again.
	p.click("#nav-first")
	if got := p.checkBoard(); got.Ply != 0 {
		p.t.Fatalf("after |<: ply %d", got.Ply)
	}
	p.click(`#moves .move[data-ply="2"]`)
	if got := p.checkBoard(); got.Ply != 2 {
		p.t.Fatalf("after clicking move 2: ply %d", got.Ply)
	}
	p.click("#nav-last")
	p.checkBoard()
	if v == movegen.Italian {
		p.click("#review")
		p.checkBoard()
		if n := eval[int](p, `document.querySelectorAll('#moves .score').length`); n != len(st.Moves) {
			p.t.Fatalf("whole-game analysis: %d scores for %d moves", n, len(st.Moves))
		}
		if !eval[bool](p, `document.querySelector('#graph polyline.curve') !== null`) {
			p.t.Fatal("no score graph after the whole-game analysis")
		}
		p.shot("italian-review")
		p.click("#review-pdn")
		text := eval[string](p, `document.getElementById('pdn-text').value`)
		games, err := pdn.Read(strings.NewReader(text), v)
		if err != nil || len(games) != 1 || len(games[0].Moves) != len(st.Moves) || !strings.Contains(text, "White's view") ||
			eval[bool](p, `document.getElementById('review-download').hidden`) {
			p.t.Fatalf("annotated PDN (%v):\n%s", err, text)
		}
	}
}

// startOpening starts the first opening of the variant's first opening
// file, as numbered on the page, and asks for one past the last.
func (p *page) startOpening(v movegen.Variant) {
	p.t.Helper()
	names, err := openings.Files(openings.Shipped(), v)
	if err != nil || len(names) == 0 {
		p.t.Fatalf("%s: no shipped openings: %v", v, err)
	}
	list, err := openings.LoadFile(openings.Shipped(), names[0], v)
	if err != nil {
		p.t.Fatal(err)
	}
	if got := eval[string](p, `document.getElementById('opening-file').value`); got != names[0] {
		p.t.Fatalf("%s: the page offers %q first, want %q", v, got, names[0])
	}
	p.setValue("#opening-index", "1")
	p.click("#load-opening")
	if st := p.checkBoard(); st.FEN != list[0].FEN() {
		p.t.Fatalf("%s: opening 1 is %s, want %s", v, st.FEN, list[0].FEN())
	}
	p.setValue("#opening-index", strconv.Itoa(len(list)+1))
	p.click("#load-opening")
	if msg, want := p.text("#message"), fmt.Sprintf("opening index %d out of range 1..%d", len(list)+1, len(list)); !strings.Contains(msg, want) {
		p.t.Fatalf("%s: message %q, want %q", v, msg, want)
	}
	p.setValue("#opening-index", "")
}

// chooseCaptureRoute sets up two capture routes to one square and picks
// the second in the page.
func (p *page) chooseCaptureRoute(v movegen.Variant) {
	p.t.Helper()
	st := p.setUp(routeFENs[v])
	a, b := st.Legal[0], st.Legal[1]
	p.clickSquare(a.Path[0])
	targets := eval[int](p, `document.querySelectorAll('#board rect.target').length`)
	if targets != 1 {
		p.t.Fatalf("%s: %d targets highlighted, want the one square both routes reach", v, targets)
	}
	p.clickSquare(a.Path[len(a.Path)-1])
	if n := eval[int](p, `document.getElementById('routes').hidden ? 0 : document.querySelectorAll('#route-list button').length`); n != 2 {
		p.t.Fatalf("%s: %d routes offered, want 2", v, n)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('#route-list button[data-legal="1"]').dispatchEvent(new MouseEvent('mouseenter'))`))
	p.shot(v.String() + "-capture-choice")
	p.click(`#route-list button[data-legal="1"]`)
	got := p.checkBoard()
	if len(got.Moves) != 1 || got.Moves[0] != b.Text {
		p.t.Fatalf("%s: played %v, want the chosen route %s", v, got.Moves, b.Text)
	}
}

var scorePattern = regexp.MustCompile(`^([+-]\d+\.\d\d|(White|Black) wins in \d+)$`)

// analyse starts the live analysis of the start position, reads its first
// line and stops it.
func (p *page) analyse(v movegen.Variant) {
	p.t.Helper()
	p.click("#new-game")
	st := p.checkBoard()
	p.click("#analyse")
	p.do(chromedp.Poll[chromedp.Void](`document.querySelectorAll('#lines tr.line').length >= 2`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
	depth := p.text(`#lines tr.line td.depth`)
	score := p.text(`#lines tr.line td.score`)
	pv := p.text(`#lines tr.line td.pv`)
	legal := map[string]bool{}
	for _, m := range st.Legal {
		legal[m.Text] = true
	}
	first, _, _ := strings.Cut(pv, " ")
	if !strings.HasPrefix(depth, "d") || !scorePattern.MatchString(score) || !legal[first] {
		p.t.Fatalf("%s: first line %q %q %q", v, depth, score, pv)
	}
	p.shot(v.String() + "-analysis")
	p.click("#analyse")
	deadline := time.Now().Add(10 * time.Second)
	for {
		p.srv.anMu.Lock()
		running := p.srv.analysis != nil
		p.srv.anMu.Unlock()
		if !running {
			break
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s: the analysis still runs after the page stopped it", v)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// pdnRoundTrip exports a game, imports it as the second game of a file
// through the game picker and exports it again.
func (p *page) pdnRoundTrip(v movegen.Variant) {
	p.t.Helper()
	st := p.setUp(shortGames[v])
	for i := 0; i < 3; i++ {
		p.typeMove(p.get("/api/state").Legal[0].Text)
	}
	want := p.checkBoard()
	p.click("#pdn-export")
	exported := eval[string](p, `document.getElementById('pdn-text').value`)
	if !strings.Contains(exported, `[FEN "`+st.FEN+`"]`) || !strings.Contains(exported, strings.Join(want.Moves[:2], " ")) {
		p.t.Fatalf("%s: export:\n%s", v, exported)
	}
	second := strings.Replace(exported, `[Event "damaengine web"]`, `[Event "second"]`, 1)
	p.click("#new-game")
	p.setValue("#pdn-text", exported+"\n"+second)
	p.click("#pdn-import")
	if n := eval[int](p, `document.getElementById('picker').hidden ? 0 : document.querySelectorAll('#game-picker option').length`); n != 2 {
		p.t.Fatalf("%s: the picker offers %d games, want 2", v, n)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('game-picker').value = '2'`))
	p.click("#load-game")
	got := p.checkBoard()
	if strings.Join(got.Moves, " ") != strings.Join(want.Moves, " ") || got.Tags["Event"] != "second" || got.FEN != want.FEN {
		p.t.Fatalf("%s: imported %v (event %q), want %v", v, got.Moves, got.Tags["Event"], want.Moves)
	}
	p.click("#pdn-export")
	again := eval[string](p, `document.getElementById('pdn-text').value`)
	if again != second {
		p.t.Fatalf("%s: export after import:\n%s\nwant:\n%s", v, again, second)
	}
}

// badInput tries a bad FEN, a bad PDN and an illegal typed move: each
// gives a message, and the page still plays.
func (p *page) badInput(v movegen.Variant) {
	p.t.Helper()
	p.click("#new-game")
	before := p.checkBoard()
	p.setValue("#fen-input", "W:W99:Bz9")
	p.click("#load-fen")
	if msg := p.text("#message"); !strings.Contains(msg, "bad FEN") {
		p.t.Fatalf("%s: bad FEN: message %q", v, msg)
	}
	p.setValue("#pdn-text", "[Event \"x\"]\n1. 12-34 zz *")
	p.click("#pdn-import")
	if msg := p.text("#message"); !strings.Contains(msg, "bad PDN") {
		p.t.Fatalf("%s: bad PDN: message %q", v, msg)
	}
	p.typeMove(map[movegen.Variant]string{movegen.Italian: "22-17", movegen.International: "32-26", movegen.Dameo: "e3-e5", movegen.Brazilian: "21-18", movegen.Russian: "21-18", movegen.Killer: "32-26", movegen.Breakthrough: "32-26", movegen.Antidraughts: "32-26", movegen.Frisian: "32-26", movegen.Frysk: "32-26"}[v])
	if msg := p.text("#message"); !strings.Contains(msg, "illegal move") {
		p.t.Fatalf("%s: illegal move: message %q", v, msg)
	}
	if got := p.checkBoard(); got.FEN != before.FEN {
		p.t.Fatalf("%s: the position changed after bad input", v)
	}
	// The engine answers a typed move by itself when it plays Black.
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('engine-side').value = 'black'`))
	p.typeMove(before.Legal[len(before.Legal)-1].Text)
	got := p.checkBoard()
	if msg := p.text("#message"); msg != "" || len(got.Moves) != 2 || got.Moves[0] != before.Legal[len(before.Legal)-1].Text {
		p.t.Fatalf("%s: after a good move: message %q, moves %v", v, msg, got.Moves)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('engine-side').value = 'none'`))
	p.click("#undo")
	if got := p.checkBoard(); len(got.Moves) != 1 {
		p.t.Fatalf("%s: take back: %v", v, got.Moves)
	}
}

// TestPhoneLayout checks that the board fits a 390 pixel wide screen.
func TestPhoneLayout(t *testing.T) {
	p := openPage(t, movegen.Italian)
	p.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	p.do(chromedp.Navigate(p.url), chromedp.Poll[chromedp.Void](`document.querySelector("#board svg") !== null`))
	p.idle()
	p.checkBoard()
	width := eval[float64](p, `document.querySelector('#board svg').getBoundingClientRect().right`)
	scroll := eval[float64](p, `document.documentElement.scrollWidth`)
	if width > 390 || scroll > 390 {
		t.Fatalf("board ends at %.0f px, page %.0f px wide on a 390 px screen", width, scroll)
	}
	p.shot("italian-phone")
}
