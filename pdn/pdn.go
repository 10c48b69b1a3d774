// Package pdn writes finished games in Portable Draughts Notation: the
// seven standard tags, GameType, SetUp and FEN for other start positions,
// Termination, and numbered movetext with every landing square, each move
// with its annotation (?, ??, ...) and comment when the game has them. Read
// reads PDN games back: their tags and main lines, each move checked.
package pdn

import (
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// LineWidth is where movetext lines are wrapped.
const LineWidth = 79

// Game is a finished (or abandoned) game to write.
type Game struct {
	Event, Site  string
	Date         time.Time // the zero time: unknown, ????.??.??
	Round        int
	White, Black string
	Start        movegen.Position
	Moves        []movegen.Move
	Result       movegen.Result
	Termination  string // the Termination tag; left out when empty
	Comment      string // a closing comment; left out when empty
	Notes        []Note // an annotation per move (Notes[i] of Moves[i]); nil or shorter: the rest have none
	// Tags are tags the game came with, written as they were: a Date or
	// Round here is written instead of the field's, any tag Write does
	// not derive from the game (Annotator, WhiteElo, ...) after the
	// others. Result, GameType, SetUp and FEN always follow the game.
	Tags map[string]string
}

// derivedTags are the tags Write always writes from the game itself.
var derivedTags = map[string]bool{"Event": true, "Site": true, "Date": true, "Round": true, "White": true, "Black": true,
	"Result": true, "GameType": true, "SetUp": true, "FEN": true, "Termination": true}

// ResultToken writes a result as PDN does for the variant: International
// and its variants (Variant.Base), Brazilian and Russian (as the draughts
// sites write them) 2-0, 1-1, 0-2; Italian and Dameo 1-0, 1/2-1/2, 0-1; *
// when unknown.
func ResultToken(v movegen.Variant, r movegen.Result) string {
	intl := v.Base() == movegen.International || v == movegen.Brazilian || v == movegen.Russian
	switch {
	case r == movegen.WhiteWins && intl:
		return "2-0"
	case r == movegen.WhiteWins:
		return "1-0"
	case r == movegen.BlackWins && intl:
		return "0-2"
	case r == movegen.BlackWins:
		return "0-1"
	case r == movegen.Draw && intl:
		return "1-1"
	case r == movegen.Draw:
		return "1/2-1/2"
	}
	return "*"
}

// GameType is the PDN GameType of each variant. Dameo, Killer,
// Breakthrough, Frysk! and Antidraughts have no registered number: 99 and
// 95 are private values, 96, 97 and 98 lidraughts' for Breakthrough,
// Frysk! and Antidraughts (its own run from 96 to 98), with the board described in full (White
// starts; Dameo 8x8, algebraic squares from a1 at the lower left, which is
// a playing square; International's variants 10x10, numbered squares as
// International's). Frisian has its registered 40.
func GameType(v movegen.Variant) string {
	switch v {
	case movegen.Killer:
		return "95,W,10,10,N2,0"
	case movegen.Breakthrough:
		return "96,W,10,10,N2,0"
	case movegen.Antidraughts:
		return "98,W,10,10,N2,0"
	case movegen.International:
		return "20"
	case movegen.Italian:
		return "22"
	case movegen.Brazilian:
		return "26"
	case movegen.Russian:
		return "25"
	case movegen.Frisian:
		return "40"
	case movegen.Frysk:
		return "97,W,10,10,N2,0"
	}
	return "99,W,8,8,A0,0"
}

// Write writes g followed by a blank line, with its moves' notes; it
// refuses a note with an unknown mark and more notes than moves.
func Write(w io.Writer, g *Game) error {
	if err := checkNotes(g); err != nil {
		return err
	}
	v := g.Start.Variant
	result := ResultToken(v, g.Result)
	var b strings.Builder
	tag := func(name, value string) {
		b.WriteString("[" + name + ` "` + escapeTag(value) + "\"]\n")
	}
	tag("Event", orUnknown(g.Event))
	tag("Site", orUnknown(g.Site))
	date := "????.??.??"
	if !g.Date.IsZero() {
		date = g.Date.Format("2006.01.02")
	}
	tag("Date", g.tagOr("Date", date))
	tag("Round", g.tagOr("Round", strconv.Itoa(g.Round)))
	tag("White", orUnknown(g.White))
	tag("Black", orUnknown(g.Black))
	tag("Result", result)
	tag("GameType", GameType(v))
	if start := movegen.StartPosition(v); g.Start != start {
		tag("SetUp", "1")
		tag("FEN", g.Start.FEN())
	}
	if g.Termination != "" {
		tag("Termination", g.Termination)
	}
	var extra []string
	for name := range g.Tags {
		if !derivedTags[name] {
			extra = append(extra, name)
		}
	}
	sort.Strings(extra)
	for _, name := range extra {
		tag(name, g.Tags[name])
	}
	b.WriteString("\n")
	tokens := movetext(g.Start, g.Moves, g.Notes)
	if g.Comment != "" {
		tokens = append(tokens, comment(g.Comment))
	}
	wrap(&b, append(tokens, result))
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// tagOr returns the tag name the game came with, else value.
func (g *Game) tagOr(name, value string) string {
	if v, ok := g.Tags[name]; ok && v != "" {
		return v
	}
	return value
}

// Movetext returns the numbered moves as tokens: White's moves are
// numbered; a game that starts with Black to move begins "1...".
func Movetext(start movegen.Position, moves []movegen.Move) []string {
	return movetext(start, moves, nil)
}

// wrap writes tokens separated by blanks, breaking lines before LineWidth;
// a comment's words may be split over lines.
func wrap(b *strings.Builder, tokens []string) {
	width := 0
	for _, t := range tokens {
		for _, word := range strings.Fields(t) {
			if width > 0 && width+1+len(word) > LineWidth {
				b.WriteString("\n")
				width = 0
			} else if width > 0 {
				b.WriteString(" ")
				width++
			}
			b.WriteString(word)
			width += len(word)
		}
	}
	b.WriteString("\n")
}

// escapeTag escapes a tag value as PGN does: backslash before a quote or a
// backslash; line breaks become blanks.
func escapeTag(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ", "\r", " ").Replace(s)
}

func orUnknown(s string) string {
	if s == "" {
		return "?"
	}
	return s
}
