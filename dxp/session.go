// A session: the games of one connection, as initiator or follower, and
// the running score.

package dxp

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/words"
)

// session plays the games of one connection and reports each one.
type session struct {
	ours
	out   io.Writer // PDN of each game
	games int       // games to play (initiator) or at most (follower; 0: no limit)
	done  int
	wins  int
	draws int
	loss  int
}

// initiate requests and plays s.games games from start, our colour first
// then alternating, with minutes for every moves moves.
func (s *session) initiate(p *Peer, start movegen.Position, first movegen.Color, minutes, moves int) error {
	for round := 1; round <= s.games; round++ {
		us := first
		if round%2 == 0 {
			us = first.Other()
		}
		if err := p.RequestGame(start, us, minutes, moves); err != nil {
			return fmt.Errorf("game %d: %w", round, err)
		}
		if err := s.finish(s.play(p, round, minutes, moves, round == s.games)); err != nil {
			return err
		}
	}
	return nil
}

// follow answers game requests until the initiator stops or closes the
// connection, or s.games games are played. wait bounds each wait for a
// request.
func (s *session) follow(p *Peer, wait time.Duration) error {
	for s.games == 0 || s.done < s.games {
		req, err := p.WaitGameRequest(wait)
		switch {
		case errors.Is(err, ErrStop) || errors.Is(err, io.EOF):
			fmt.Fprintf(s.log, "dxp: %s ended the session after %s\n", p.who(), words.Count(s.done, "game", "games"))
			return nil
		case err != nil:
			return fmt.Errorf("waiting for game %d: %w", s.done+1, err)
		case req.Minutes == 0:
			fmt.Fprintf(s.log, "dxp: declining a game without thinking time\n")
			if err := p.DeclineGame(DeclinedGame); err != nil {
				return err
			}
			continue
		}
		if err := p.AcceptGame(req); err != nil {
			return err
		}
		last := s.games > 0 && s.done+1 == s.games
		if err := s.finish(s.play(p, s.done+1, req.Minutes, req.Moves, last)); err != nil {
			return err
		}
	}
	return nil
}

// finish scores a game, writes it out and returns its fatal error.
func (s *session) finish(rec record) error {
	s.done++
	switch rec.points() {
	case 1:
		s.wins++
	case 0:
		s.loss++
	default:
		s.draws++
	}
	if err := writePDN(s.out, &rec); err != nil {
		fmt.Fprintf(s.log, "dxp: writing game %d: %v\n", rec.round, err)
	}
	fmt.Fprintf(s.log, "dxp: game %d: %s - %s %s (%s); %s\n", rec.round, rec.white, rec.black,
		resultText(rec.result), rec.why, s.score())
	return rec.fatal
}

// score sums up the session, e.g. "damaengine 1.5/2 (+1 =1 -0)".
func (s *session) score() string {
	return fmt.Sprintf("%s %.1f/%d (+%d =%d -%d)", s.name, float64(s.wins)+float64(s.draws)/2, s.done, s.wins, s.draws, s.loss)
}
