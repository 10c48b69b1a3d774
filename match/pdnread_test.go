// A minimal PDN reader for the tests: it replays every saved game with
// movegen, independently of the writer.

package match

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// readGame is one game read back from PDN.
type readGame struct {
	tags   map[string]string
	game   *movegen.Game
	result string
}

var (
	tagLine    = regexp.MustCompile(`^\[(\w+) "((?:[^"\\]|\\.)*)"\]$`)
	moveNumber = regexp.MustCompile(`^\d+\.(\.\.)?$`)
	resultTok  = regexp.MustCompile(`^(1-0|0-1|1/2-1/2|2-0|0-2|1-1|\*)$`)
)

// readPDN parses games and replays their moves from the FEN tag (or the
// variant's start); an illegal or unreadable move is an error.
func readPDN(text string, v movegen.Variant) ([]readGame, error) {
	var games []readGame
	var cur *readGame
	var movetext strings.Builder
	finish := func() error {
		if cur == nil {
			return nil
		}
		if err := cur.replay(movetext.String(), v); err != nil {
			return fmt.Errorf("round %s: %v", cur.tags["Round"], err)
		}
		games = append(games, *cur)
		cur = nil
		movetext.Reset()
		return nil
	}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if m := tagLine.FindStringSubmatch(line); m != nil {
			if cur != nil && movetext.Len() > 0 {
				if err := finish(); err != nil {
					return nil, err
				}
			}
			if cur == nil {
				cur = &readGame{tags: map[string]string{}}
			}
			cur.tags[m[1]] = strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(m[2])
			continue
		}
		if cur != nil {
			movetext.WriteString(line + " ")
		}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return games, nil
}

// replay plays the movetext on the game's start position.
func (g *readGame) replay(movetext string, v movegen.Variant) error {
	start := movegen.StartPosition(v)
	if fen, ok := g.tags["FEN"]; ok {
		if g.tags["SetUp"] != "1" {
			return fmt.Errorf("FEN without SetUp 1")
		}
		var err error
		if start, err = movegen.ParseFEN(v, fen); err != nil {
			return err
		}
	}
	g.game = movegen.NewGame(start)
	depth := 0
	for _, tok := range strings.Fields(movetext) {
		switch {
		case strings.HasPrefix(tok, "{"):
			depth++
		}
		if depth > 0 {
			if strings.HasSuffix(tok, "}") {
				depth--
			}
			continue
		}
		switch {
		case moveNumber.MatchString(tok):
		case resultTok.MatchString(tok):
			g.result = tok
		default:
			p := g.game.Position()
			m, err := p.ParseMove(tok)
			if err != nil {
				return fmt.Errorf("move %d: %v", g.game.Ply()+1, err)
			}
			if err := g.game.PlayChecked(m); err != nil {
				return err
			}
		}
	}
	if g.result == "" {
		return fmt.Errorf("no result token")
	}
	return nil
}
