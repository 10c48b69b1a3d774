// The referee: plays one game between two engines, keeping it with
// movegen's rules and ending it by the rules, by adjudication or by a
// forfeit.

package match

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// gameJob is one game to play.
type gameJob struct {
	round, pair int
	white       int // engine index playing White
	start       movegen.Position
	last        bool // the shard's last game (a DXP peer is told to stop after it)
}

// player is one engine as the referee drives it: a Hub engine process
// (*engine) or a DXP peer (*dxpEngine).
type player interface {
	// name is the engine's name.
	name() string
	// think returns the engine's move in the current position.
	think(ctx context.Context, t turn) (reply, error)
	// moved tells the engine the opponent's move, which took elapsed.
	moved(m movegen.Move, elapsed time.Duration)
	// forfeit deals with an engine whose think failed and says why it
	// loses: the termination and the detail.
	forfeit(ctx context.Context, err error, t turn) (string, string)
	// gameOver tells the engine the game has ended; t is its limits had
	// it been to move, last says no game follows.
	gameOver(ctx context.Context, rec *GameRecord, t turn, last bool)
	// ponder lets the engine think on the opponent's time: in the
	// position pos (a Hub pos command), at level, until its next think
	// (which hits or stops the ponder search) or the game's end.
	ponder(pos, level string)
}

// turn is what an engine gets for one move.
type turn struct {
	pos, level string        // the Hub pos and level commands
	wait       time.Duration // the longest wait for the move
	timed      bool          // wait is the time budget plus the margin, not the hang limit
}

// referee holds the rules a game is played under.
type referee struct {
	tcs      [2]TimeControl // per engine
	margin   time.Duration  // tolerance on time budgets
	timeout  time.Duration  // the longest wait for a move when nothing else bounds it
	maxPlies int            // 0: no limit
	adjWin   *Adjudication
	adjDraw  *Adjudication
	ponder   bool // engines ponder on the move they expect
}

// errAbandoned wraps the context's error when a game stops unfinished.
var errAbandoned = errors.New("game abandoned")

// play plays job between engines (indexed like the match's engines) and
// returns the finished game. It fails only when ctx ends first.
func (r *referee) play(ctx context.Context, job gameJob, engines [2]player) (GameRecord, error) {
	players := [2]player{engines[job.white], engines[1-job.white]} // by colour
	rec := GameRecord{Round: job.round, Pair: job.pair, White: job.white, Start: job.start, Date: time.Now(),
		Names: [2]string{players[0].name(), players[1].name()}}
	clocks := [2]clock{newClock(r.tcs[job.white]), newClock(r.tcs[1-job.white])}
	g := movegen.NewGame(job.start)
	startHub := job.start.HubString()
	var hubMoves []string
	var scores []float64 // per ply, White's view

	for {
		if o := g.Outcome(); o.Over() {
			rec.Result, rec.Termination = o.Result, o.Reason.String()
			break
		}
		if r.maxPlies > 0 && g.Ply() >= r.maxPlies {
			rec.Result, rec.Termination = movegen.Draw, TermMaxPlies
			rec.Detail = fmt.Sprintf("draw after %d plies", g.Ply())
			break
		}
		if r.adjudicate(&rec, scores) {
			break
		}
		p := g.Position()
		side := p.Side
		eng, c := players[side], &clocks[side]
		t := r.limits(c)
		t.pos = "pos pos=" + startHub
		if len(hubMoves) > 0 {
			t.pos += ` moves="` + strings.Join(hubMoves, " ") + `"`
		}
		t.level = c.level()
		rep, err := eng.think(ctx, t)
		if ctx.Err() != nil {
			return rec, fmt.Errorf("%w: %v", errAbandoned, ctx.Err())
		}
		if err != nil {
			term, detail := eng.forfeit(ctx, err, t)
			rec.lose(side, term, detail)
			break
		}
		budget, _ := c.budget()
		if c.spend(rep.elapsed, r.margin) {
			rec.lose(side, TermTimeForfeit, fmt.Sprintf("%s took %.3f s, over its %.3f s + margin %.3f s",
				eng.name(), rep.elapsed.Seconds(), budget.Seconds(), r.margin.Seconds()))
			break
		}
		m, err := p.ParseMove(rep.move)
		if err == nil {
			err = g.PlayChecked(m)
		}
		if err != nil {
			rec.lose(side, badMoveKind(&p, rep.move), fmt.Sprintf("%s: %v", eng.name(), err))
			break
		}
		players[side.Other()].moved(m, rep.elapsed)
		hubMoves = append(hubMoves, p.FormatHub(m))
		rec.Times = append(rec.Times, rep.elapsed)
		if r.ponder {
			if expected, ok := ponderMove(g, rep.ponder); ok {
				eng.ponder("pos pos="+startHub+` moves="`+strings.Join(append(hubMoves, expected), " ")+`"`, c.level())
			}
		}
		if side == movegen.Black {
			rep.score = -rep.score
		}
		scores = append(scores, rep.score)
	}
	rec.Moves = append([]movegen.Move(nil), g.Moves()...)
	for side, pl := range players {
		pl.gameOver(ctx, &rec, r.limits(&clocks[side]), job.last)
	}
	return rec, nil
}

// limits returns the wait for a move on clock c: the budget plus the
// margin, or the hang limit when the time control sets no time.
func (r *referee) limits(c *clock) turn {
	if budget, timed := c.budget(); timed {
		return turn{wait: budget + r.margin, timed: true}
	}
	return turn{wait: r.timeout}
}

// adjudicate ends the game by the engines' scores when the rules allow.
func (r *referee) adjudicate(rec *GameRecord, scores []float64) bool {
	if r.adjWin != nil {
		if res, ok := r.adjWin.win(scores); ok {
			rec.Result, rec.Termination = res, TermAdjudication
			rec.Detail = fmt.Sprintf("%s: both engines' scores at least %g for %d moves", res, r.adjWin.Score, r.adjWin.Moves)
			return true
		}
	}
	if r.adjDraw != nil && r.adjDraw.draw(scores) {
		rec.Result, rec.Termination = movegen.Draw, TermAdjudication
		rec.Detail = fmt.Sprintf("draw: both engines' scores within %g of 0 for %d moves", r.adjDraw.Score, r.adjDraw.Moves)
		return true
	}
	return false
}

// lose records a loss of side.
func (g *GameRecord) lose(side movegen.Color, termination, detail string) {
	g.Result = movegen.WhiteWins
	if side == movegen.White {
		g.Result = movegen.BlackWins
	}
	g.Termination, g.Detail = termination, detail
}

// badMoveKind tells a move that is well formed but not legal (squares of
// the board joined by - or x) from text that is no move at all.
func badMoveKind(p *movegen.Position, s string) string {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '-' || r == 'x' || r == ':' })
	if len(fields) < 2 || strings.ContainsAny(s, " \t") {
		return TermUnparsable
	}
	for _, f := range fields {
		if _, err := p.Variant.ParseSquare(f); err != nil {
			return TermUnparsable
		}
	}
	return TermIllegal
}

// ponderMove returns the engine's expected reply in canonical Hub form,
// when it gave one that is legal in the game's position and the game goes
// on.
func ponderMove(g *movegen.Game, text string) (string, bool) {
	if text == "" || g.Outcome().Over() {
		return "", false
	}
	p := g.Position()
	m, err := p.ParseMove(text)
	if err != nil {
		return "", false
	}
	var l movegen.MoveList
	p.Generate(&l)
	for _, x := range l.Slice() {
		if x == m {
			return p.FormatHub(m), true
		}
	}
	return "", false
}
