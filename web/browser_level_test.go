// The browser test of the level picker: a level chosen in the page is
// the server's, stays after a reload and a new game, and the engine
// plays at it; a variant that does not offer it goes back to full
// strength and the page says so.

package web

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

func TestBrowserLevel(t *testing.T) {
	p := openPage(t, movegen.Italian)
	rated := player.Levels(movegen.Italian)
	if len(rated) == 0 {
		t.Fatal("player.Levels: Italian has no levels in player/levels.tsv")
	}
	want := []string{"Full strength"}
	for _, r := range rated {
		name := levelName(int(math.Round(r.Elo)))
		want = append(want, fmt.Sprintf("%s%s (%.0f ±%.0f)", strings.ToUpper(name[:1]), name[1:], math.Round(r.Elo), math.Round(r.Err95)))
	}
	if got := p.levelOptions(); strings.Join(got, "|") != strings.Join(want, "|") || p.pickedLevel() != 0 {
		t.Fatalf("the picker offers %q with %d chosen, want %q and full strength", got, p.pickedLevel(), want)
	}
	elo := int(math.Round(rated[len(rated)/2].Elo))
	level, err := player.LevelFor(movegen.Italian, elo)
	if err != nil {
		t.Fatal(err)
	}
	p.pickLevel(elo)
	if st := p.get("/api/state"); st.Level.Elo != elo || p.pickedLevel() != elo {
		t.Fatalf("picked %d: the server has %+v, the picker %d", elo, st.Level, p.pickedLevel())
	}
	p.shot("italian-level")

	// The engine plays White's first move at the level.
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('strength-mode').value = 'depth';
		document.getElementById('strength-value').value = '4';
		document.getElementById('use-book').checked = true;
		document.getElementById('engine-side').value = 'none'`))
	before := p.checkBoard()
	p.click("#engine-move")
	st := p.checkBoard()
	if msg := p.text("#message"); msg != "" || st.Ply != 1 || !isLegal(before, st.Moves[0]) {
		t.Fatalf("engine move at %d: message %q, moves %v", elo, msg, st.Moves)
	}
	if got := engineLevel(p.srv); got != level {
		t.Fatalf("the engine played at %+v, want the level of %d, %+v", got, elo, level)
	}

	// A reload and a new game show the level; the engine answers as Black at it.
	p.do(chromedp.Navigate(p.url), chromedp.Poll[chromedp.Void](`document.querySelector("#board svg") !== null`))
	p.idle()
	if p.pickedLevel() != elo {
		t.Fatalf("after a reload the picker shows %d, want %d", p.pickedLevel(), elo)
	}
	p.click("#new-game")
	before = p.checkBoard()
	if p.pickedLevel() != elo || before.Ply != 0 {
		t.Fatalf("after a new game the picker shows %d at ply %d, want %d", p.pickedLevel(), before.Ply, elo)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('engine-side').value = 'black'`))
	p.typeMove(before.Legal[0].Text)
	st = p.checkBoard()
	if msg := p.text("#message"); msg != "" || len(st.Moves) != 2 || engineLevel(p.srv) != level {
		t.Fatalf("the engine's answer at %d: message %q, moves %v, level %+v", elo, msg, st.Moves, engineLevel(p.srv))
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('engine-side').value = 'none'`))

	// A variant that does not offer the level, if one does not.
	for _, v := range movegen.Variants {
		if _, err := levelAt(v, elo); err == nil {
			continue
		}
		p.do(chromedp.Evaluate[chromedp.Void](`{ const sel = document.getElementById('variant');
			sel.value = '` + v.String() + `'; sel.dispatchEvent(new Event('change')) }`))
		p.idle()
		st := p.checkBoard()
		note := p.text("#level-note")
		if st.Variant != v.String() || st.Level.Elo != 0 || p.pickedLevel() != 0 || eval[bool](p, `document.getElementById('level-note').hidden`) ||
			!strings.Contains(note, "the level "+strconv.Itoa(elo)) || len(p.levelOptions()) != len(player.Levels(v))+1 {
			t.Fatalf("%s without %d: level %+v, picker %d of %q, note %q", v, elo, st.Level, p.pickedLevel(), p.levelOptions(), note)
		}
		p.shot(v.String() + "-level-reset")
		p.do(chromedp.Evaluate[chromedp.Void](`{ const sel = document.getElementById('variant');
			sel.value = 'italian'; sel.dispatchEvent(new Event('change')) }`))
		p.idle()
		if !eval[bool](p, `document.getElementById('level-note').hidden`) {
			t.Fatalf("back in Italian the note still says %q", p.text("#level-note"))
		}
		p.pickLevel(elo)
		break
	}

	p.pickLevel(0)
	if st := p.get("/api/state"); st.Level.Elo != 0 || p.pickedLevel() != 0 {
		t.Fatalf("full strength picked: the server has %+v", st.Level)
	}
}

// levelOptions are the level picker's options as shown.
func (p *page) levelOptions() []string {
	p.t.Helper()
	return eval[[]string](p, `[...document.querySelectorAll('#level option')].map((o) => o.textContent)`)
}

// pickedLevel is the Elo the level picker shows chosen.
func (p *page) pickedLevel() int {
	p.t.Helper()
	return eval[int](p, `Number(document.getElementById('level').value)`)
}

// pickLevel chooses the level of elo in the picker, as a user does, and
// waits for the server's answer.
func (p *page) pickLevel(elo int) {
	p.t.Helper()
	p.do(chromedp.Evaluate[chromedp.Void](`{ const sel = document.getElementById('level');
		sel.value = '` + strconv.Itoa(elo) + `'; sel.dispatchEvent(new Event('change')) }`))
	p.idle()
	if msg := p.text("#message"); msg != "" {
		p.t.Fatalf("picking %d: %s", elo, msg)
	}
}
