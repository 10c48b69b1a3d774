// Reading opening files: FENs one a line, or PDN games.

package openings

import (
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// Load reads start positions from a file of FENs or a PDN file;
// name is used in error messages and to tell the format. A PDN file (by
// its .pdn or .pgn extension, or by its content: a tag other than FEN, or
// movetext) gives one opening per game, the position after the game's
// moves, played from its FEN tag or the initial position; every move must
// be legal. Otherwise there is one FEN a line (PDN style,
// "W:W21-32:B1-12"), which may also be written as a PDN tag [FEN "..."];
// blank lines and lines starting with # or ; are skipped. An opening may
// not be a finished game, nor a position with more pieces a side than
// the variant's start. A file whose name starts with another variant's
// name (italian-11man-ballots.fen for International) is refused: its
// positions may parse in v and make nonsense games. Killer,
// Breakthrough, Antidraughts and Frisian play International's sets
// (openingsOf).
func Load(r io.Reader, name string, v movegen.Variant) ([]movegen.Position, error) {
	if w, ok := namedVariant(name); ok && w != openingsOf(v) {
		return nil, fmt.Errorf("%s: an opening set for %s, by its name; the variant is %s", name, w, v)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	text := string(data)
	var out []movegen.Position
	if isPDN(name, text) {
		out, err = pdnOpenings(text, name, v)
	} else {
		out, err = fenOpenings(text, name, v)
	}
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("%s: no positions", name)
	}
	for i := range out {
		if err == nil {
			if e := out[i].Plausible(); e != nil {
				err = fmt.Errorf("%s: opening %d: %v", name, i+1, e)
			}
		}
	}
	return out, err
}

// namedVariant returns the variant whose name the base name of the file
// starts with (followed by a character that is no letter), if any.
func namedVariant(name string) (movegen.Variant, bool) {
	base := strings.ToLower(filepath.Base(name))
	for _, v := range movegen.Variants {
		rest, ok := strings.CutPrefix(base, v.String())
		if ok && (rest == "" || !(rest[0] >= 'a' && rest[0] <= 'z')) {
			return v, true
		}
	}
	return 0, false
}

// isPDN tells a PDN file from a file of FENs: by the extension, else by
// a line that is a tag other than FEN or that starts with a move number.
func isPDN(name, text string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".pdn", ".pgn":
		return true
	}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") && !strings.HasPrefix(line, "[FEN") || moveNumberLine.MatchString(line) {
			return true
		}
	}
	return false
}

var moveNumberLine = regexp.MustCompile(`^[0-9]+\.`)

// fenOpenings reads one FEN a line; errors are "NAME:LINE: ...".
func fenOpenings(text, name string, v movegen.Variant) ([]movegen.Position, error) {
	var out []movegen.Position
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if strings.HasPrefix(line, "[FEN") {
			line = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, "[FEN"), "]"))
		}
		p, err := movegen.ParseFEN(v, line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n+1, err)
		}
		if g := movegen.NewGame(p); g.Outcome().Over() {
			return nil, fmt.Errorf("%s:%d: the game is already over in %s", name, n+1, line)
		}
		out = append(out, p)
	}
	return out, nil
}

// pdnOpenings reads the position at the end of every game of a PDN text;
// errors are "NAME: game N ...".
func pdnOpenings(text, name string, v movegen.Variant) ([]movegen.Position, error) {
	games, err := pdn.Read(strings.NewReader(text), v)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	out := make([]movegen.Position, len(games))
	for i := range games {
		out[i] = games[i].Position()
		if o := movegen.NewGame(out[i]).Outcome(); o.Over() {
			return nil, fmt.Errorf("%s: game %d: the game is over after its moves: %s", name, i+1, o)
		}
	}
	return out, nil
}
