// Reading PDN: the tag pairs and the main line of every game, each move
// checked by movegen.

package pdn

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// Record is a game read from PDN.
type Record struct {
	Tags   map[string]string // every tag pair, unescaped
	Start  movegen.Position  // the FEN tag's position, or the variant's start
	Moves  []movegen.Move    // the main line, each legal where it is played
	Result string            // the game's result token as written ("1-0", "2-0", "1/2-1/2", "*", ...); "" when it has none
}

// Position returns the position after the game's moves.
func (r *Record) Position() movegen.Position {
	p := r.Start
	for _, m := range r.Moves {
		p = p.Play(m)
	}
	return p
}

var (
	moveNumber  = regexp.MustCompile(`^[0-9]+\.+`)
	resultToken = regexp.MustCompile(`^(1-0|0-1|2-0|0-2|1-1|0-0|1/2-1/2|\*)$`)
)

// Read reads every game of a PDN text for variant v: its tag pairs, its
// start (the FEN tag, with or without SetUp, or the variant's initial
// position) and the moves of its main line, each of which must be legal.
// A game ends with its result token, or where the tags of the next game
// begin. Move numbers, comments ({...} and ; to the end of the line),
// variations ((...), nested), NAGs ($n), move annotations (! and ?) and
// % escape lines are skipped. Moves are read by Position.ParseMove: "32-28",
// "28x19", or a capture's full path "29x22x13" (needed when two captures
// share their ends). A GameType tag must name v (see GameType). An error names the game's number and the line.
func Read(r io.Reader, v movegen.Variant) ([]Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	rd := &reader{text: string(data), line: 1, variant: v}
	return rd.games()
}

// reader walks the text of a PDN file.
type reader struct {
	text    string
	pos     int
	line    int
	variant movegen.Variant

	out    []Record
	cur    *gameState
	number int // of the current game, from 1
}

// gameState is the game being read.
type gameState struct {
	rec      Record
	tagLines map[string]int
	started  bool // its movetext has begun: the start position is set
	game     *movegen.Game
}

// fail builds an error naming the current game and a line.
func (rd *reader) fail(line int, format string, args ...any) error {
	return fmt.Errorf("game %d (line %d): %s", max(rd.number, 1), line, fmt.Sprintf(format, args...))
}

// games reads the whole text.
func (rd *reader) games() ([]Record, error) {
	for {
		rd.skipSpace()
		if rd.pos >= len(rd.text) {
			break
		}
		line := rd.line
		c := rd.text[rd.pos]
		var err error
		switch {
		case c == '%' && (rd.pos == 0 || rd.text[rd.pos-1] == '\n'):
			rd.skipLine()
		case c == ';':
			rd.skipLine()
		case c == '{':
			err = rd.skipComment(line)
		case c == '(':
			err = rd.skipVariation(line)
		case c == ')':
			err = rd.fail(line, `unexpected ")"`)
		case c == '[':
			err = rd.tag(line)
		default:
			err = rd.token(line, rd.word())
		}
		if err != nil {
			return nil, err
		}
	}
	if err := rd.finish(); err != nil {
		return nil, err
	}
	return rd.out, nil
}

// game returns the current game, opening a new one if needed.
func (rd *reader) game() *gameState {
	if rd.cur == nil {
		rd.number++
		rd.cur = &gameState{rec: Record{Tags: map[string]string{}}, tagLines: map[string]int{}}
	}
	return rd.cur
}

// tag reads [Name "value"]; a tag after movetext starts the next game.
func (rd *reader) tag(line int) error {
	if rd.cur != nil && rd.cur.started {
		if err := rd.finish(); err != nil {
			return err
		}
	}
	g := rd.game()
	end := strings.IndexByte(rd.text[rd.pos:], '\n')
	if end < 0 {
		end = len(rd.text) - rd.pos
	}
	rest := rd.text[rd.pos : rd.pos+end]
	m := tagPair.FindStringSubmatch(rest)
	if m == nil {
		return rd.fail(line, "bad tag %q: want [Name \"value\"]", strings.TrimSpace(rest))
	}
	rd.pos += len(m[0])
	g.rec.Tags[m[1]] = strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(m[2])
	g.tagLines[m[1]] = line
	return nil
}

var tagPair = regexp.MustCompile(`^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]`)

// token handles a word of movetext: a move number, a result or a move.
func (rd *reader) token(line int, word string) error {
	g := rd.game()
	if !g.started {
		if err := rd.begin(g); err != nil {
			return err
		}
	}
	if resultToken.MatchString(word) {
		g.rec.Result = word
		return rd.finish()
	}
	if n := moveNumber.FindString(word); n != "" {
		word = word[len(n):]
	}
	if strings.HasPrefix(word, "$") {
		return nil // a NAG
	}
	word = strings.TrimRight(word, "!?")
	if word == "" {
		return nil
	}
	p := g.game.Position()
	m, err := p.ParseMove(word)
	if err != nil {
		return rd.fail(line, "move %s %s: %v", moveLabel(g.game), word, err)
	}
	g.game.Play(m)
	return nil
}

// moveLabel writes the number of the next move: "12." or "12...".
func moveLabel(g *movegen.Game) string {
	start, ply := g.Start(), g.Ply()
	if start.Side == movegen.Black {
		ply++
	}
	label := strconv.Itoa(ply/2+1) + "."
	if ply%2 == 1 {
		label += ".."
	}
	return label
}

// begin sets the game's start from its tags when its movetext begins.
func (rd *reader) begin(g *gameState) error {
	g.started = true
	if gt, ok := g.rec.Tags["GameType"]; ok {
		if err := checkGameType(gt, rd.variant); err != nil {
			return rd.fail(g.tagLines["GameType"], "%v", err)
		}
	}
	g.rec.Start = movegen.StartPosition(rd.variant)
	if fen, ok := g.rec.Tags["FEN"]; ok {
		p, err := movegen.ParseFEN(rd.variant, fen)
		if err != nil {
			return rd.fail(g.tagLines["FEN"], "FEN tag: %v", err)
		}
		g.rec.Start = p
	}
	g.game = movegen.NewGame(g.rec.Start)
	return nil
}

// finish closes the current game, if any.
func (rd *reader) finish() error {
	g := rd.cur
	if g == nil {
		return nil
	}
	if !g.started {
		if err := rd.begin(g); err != nil {
			return err
		}
	}
	g.rec.Moves = g.game.Moves()
	rd.out = append(rd.out, g.rec)
	rd.cur = nil
	return nil
}

// checkGameType checks that a GameType tag ("20", or the long form
// "20,W,10,10,N2,0") names variant v.
func checkGameType(tag string, v movegen.Variant) error {
	w, ok := gameTypeVariant(tag)
	switch {
	case !ok:
		return fmt.Errorf("GameType %q is not %s", tag, v)
	case w != v:
		return fmt.Errorf("GameType %q is %s, not %s", tag, w, v)
	}
	return nil
}

// gameTypeVariant returns the variant a GameType tag's value names: 20
// International, 22 Italian, 25 Russian, 26 Brazilian, 40 Frisian, 95
// Killer, 96 Breakthrough, 97 Frysk!, 98 Antidraughts and 99 Dameo (the
// last five with their boards' descriptions).
func gameTypeVariant(tag string) (movegen.Variant, bool) {
	number, _, _ := strings.Cut(strings.TrimSpace(tag), ",")
	known := map[string]movegen.Variant{"20": movegen.International, "22": movegen.Italian, "25": movegen.Russian, "26": movegen.Brazilian, "40": movegen.Frisian, "95": movegen.Killer, "96": movegen.Breakthrough, "97": movegen.Frysk, "98": movegen.Antidraughts, "99": movegen.Dameo}
	w, ok := known[strings.TrimSpace(number)]
	return w, ok
}

// gameTypeTag finds a GameType tag's value.
var gameTypeTag = regexp.MustCompile(`\[GameType\s+"([^"]*)"\]`)

// VariantOf returns the variant the first GameType tag of a PDN text
// names; ok is false when it has none or it names no variant played here.
// Front ends use it when the user names no variant.
func VariantOf(text string) (movegen.Variant, bool) {
	m := gameTypeTag.FindStringSubmatch(text)
	if m == nil {
		return 0, false
	}
	return gameTypeVariant(m[1])
}

// word reads up to a blank or a character that starts something else.
func (rd *reader) word() string {
	start := rd.pos
	for rd.pos < len(rd.text) && !strings.ContainsRune(" \t\r\n{}();[", rune(rd.text[rd.pos])) {
		rd.pos++
	}
	if rd.pos == start { // a lone "}" or "]"
		rd.pos++
	}
	return rd.text[start:rd.pos]
}

// skipSpace skips blanks, counting lines.
func (rd *reader) skipSpace() {
	for rd.pos < len(rd.text) && strings.ContainsRune(" \t\r\n", rune(rd.text[rd.pos])) {
		if rd.text[rd.pos] == '\n' {
			rd.line++
		}
		rd.pos++
	}
}

// skipLine skips to the end of the line.
func (rd *reader) skipLine() {
	for rd.pos < len(rd.text) && rd.text[rd.pos] != '\n' {
		rd.pos++
	}
}

// skipComment skips {...}, which may span lines.
func (rd *reader) skipComment(line int) error {
	end := strings.IndexByte(rd.text[rd.pos:], '}')
	if end < 0 {
		return rd.fail(line, "unterminated comment")
	}
	rd.line += strings.Count(rd.text[rd.pos:rd.pos+end], "\n")
	rd.pos += end + 1
	return nil
}

// skipVariation skips (...), with the variations and comments inside it.
func (rd *reader) skipVariation(line int) error {
	depth := 0
	for rd.pos < len(rd.text) {
		switch rd.text[rd.pos] {
		case '(':
			depth++
		case ')':
			depth--
		case '{':
			if err := rd.skipComment(rd.line); err != nil {
				return err
			}
			continue
		case '\n':
			rd.line++
		}
		rd.pos++
		if depth == 0 {
			return nil
		}
	}
	return rd.fail(line, "unterminated variation")
}
