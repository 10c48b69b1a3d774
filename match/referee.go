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
}

// referee holds the rules a game is played under.
type referee struct {
	tcs      [2]TimeControl // per engine
	margin   time.Duration  // tolerance on time budgets
	timeout  time.Duration  // the longest wait for a move when nothing else bounds it
	grace    time.Duration  // the wait for done after stop, before a kill
	maxPlies int            // 0: no limit
	adjWin   *Adjudication
	adjDraw  *Adjudication
}

// errAbandoned wraps the context's error when a game stops unfinished.
var errAbandoned = errors.New("game abandoned")

// play plays job between engines (indexed like the match's engines) and
// returns the finished game. It fails only when ctx ends first.
func (r *referee) play(ctx context.Context, job gameJob, engines [2]*engine) (GameRecord, error) {
	players := [2]*engine{engines[job.white], engines[1-job.white]} // by colour
	rec := GameRecord{Round: job.round, Pair: job.pair, White: job.white, Start: job.start, Date: time.Now(),
		Names: [2]string{players[0].spec.Name, players[1].spec.Name}}
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
		pos := "pos pos=" + startHub
		if len(hubMoves) > 0 {
			pos += ` moves="` + strings.Join(hubMoves, " ") + `"`
		}
		budget, timed := c.budget()
		wait := r.timeout
		if timed {
			wait = budget + r.margin
		}
		rep, err := eng.think(ctx, pos, c.level(), time.Now().Add(wait))
		if ctx.Err() != nil {
			return rec, fmt.Errorf("%w: %v", errAbandoned, ctx.Err())
		}
		if err != nil {
			r.forfeit(ctx, &rec, side, eng, err, timed, wait)
			break
		}
		if c.spend(rep.elapsed, r.margin) {
			rec.lose(side, TermTimeForfeit, fmt.Sprintf("%s took %.3f s, over its %.3f s + margin %.3f s",
				eng.spec.Name, rep.elapsed.Seconds(), budget.Seconds(), r.margin.Seconds()))
			break
		}
		m, err := p.ParseMove(rep.move)
		if err == nil {
			err = g.PlayChecked(m)
		}
		if err != nil {
			rec.lose(side, badMoveKind(&p, rep.move), fmt.Sprintf("%s: %v", eng.spec.Name, err))
			break
		}
		hubMoves = append(hubMoves, p.FormatHub(m))
		if side == movegen.Black {
			rep.score = -rep.score
		}
		scores = append(scores, rep.score)
	}
	rec.Moves = append([]movegen.Move(nil), g.Moves()...)
	return rec, nil
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

// forfeit ends the game when the engine to move gave no move: it did not
// answer in time, its process ended, or its input broke.
func (r *referee) forfeit(ctx context.Context, rec *GameRecord, side movegen.Color, eng *engine, err error, timed bool, wait time.Duration) {
	var crash *crashError
	switch {
	case errors.As(err, &crash):
		eng.kill()
		rec.lose(side, TermCrash, fmt.Sprintf("%s: %v", eng.spec.Name, err))
	case errors.Is(err, errNoAnswer) && timed:
		eng.stopSearch(ctx, r.grace)
		rec.lose(side, TermTimeForfeit, fmt.Sprintf("%s gave no move within %.3f s (budget plus margin)", eng.spec.Name, wait.Seconds()))
	case errors.Is(err, errNoAnswer):
		eng.stopSearch(ctx, r.grace)
		rec.lose(side, TermTimeout, fmt.Sprintf("%s gave no move within %.3f s", eng.spec.Name, wait.Seconds()))
	default:
		eng.kill()
		rec.lose(side, TermTimeout, fmt.Sprintf("%s: %v", eng.spec.Name, err))
	}
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
