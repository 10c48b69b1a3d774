// Opening positions: a file of FENs or PDN games, or random plies from the
// initial position, and the seeded order in which pairs use them.

package match

import (
	"fmt"
	"io"
	"math/bits"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// LoadOpenings reads start positions from a file of FENs or a PDN file;
// name is used in error messages and to tell the format. A PDN file (by
// its .pdn or .pgn extension, or by its content: a tag other than FEN, or
// movetext) gives one opening per game, the position after the game's
// moves, played from its FEN tag or the initial position; every move must
// be legal. Otherwise there is one FEN a line (PDN style,
// "W:W21-32:B1-12"), which may also be written as a PDN tag [FEN "..."];
// blank lines and lines starting with # or ; are skipped. An opening may
// not be a finished game.
func LoadOpenings(r io.Reader, name string, v movegen.Variant) ([]movegen.Position, error) {
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
	return out, err
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

// openingSource gives each pair of games its start position.
type openingSource struct {
	variant movegen.Variant
	list    []movegen.Position // from a file, or nil
	order   []int              // the seeded order of list
	plies   int                // random plies when list is nil
	seed    uint64
}

// newOpeningSource orders the openings by seed: the same seed gives the
// same order on every machine, which is what sharding relies on.
func newOpeningSource(v movegen.Variant, list []movegen.Position, plies int, seed uint64) *openingSource {
	o := &openingSource{variant: v, list: list, plies: plies, seed: seed}
	if len(list) > 0 {
		o.order = shuffled(len(list), rand.NewPCG(seed, 0))
	}
	return o
}

// pair returns the start of pair p: the list in seeded order (cycling when
// the match has more pairs than openings), or random plies from a
// generator seeded with (seed, p+1), or the initial position.
func (o *openingSource) pair(p int) (movegen.Position, error) {
	switch {
	case len(o.list) > 0:
		return o.list[o.order[p%len(o.order)]], nil
	case o.plies > 0:
		return randomOpening(o.variant, o.plies, rand.NewPCG(o.seed, uint64(p)+1))
	}
	return movegen.StartPosition(o.variant), nil
}

// maxTries bounds the search for a balanced random opening.
const maxTries = 10000

// randomOpening plays plies uniformly random legal moves from the initial
// position and keeps the result only if it is balanced: the game goes on,
// both sides have as many pieces and kings, and the side to move has no
// capture (no exchange is half done). Otherwise it tries again.
func randomOpening(v movegen.Variant, plies int, src *rand.PCG) (movegen.Position, error) {
	var l movegen.MoveList
	for range maxTries {
		p := movegen.StartPosition(v)
		ok := true
		for range plies {
			p.Generate(&l)
			if l.N == 0 {
				ok = false
				break
			}
			p = p.Play(l.Moves[uniform(src, l.N)])
		}
		if ok && balanced(&p, &l) {
			return p, nil
		}
	}
	return movegen.Position{}, fmt.Errorf("found no balanced opening after %d random plies in %d tries", plies, maxTries)
}

// balanced reports whether an opening is fair to start a pair from.
func balanced(p *movegen.Position, scratch *movegen.MoveList) bool {
	w, b := movegen.White, movegen.Black
	return bits.OnesCount64(p.Pieces[w]) == bits.OnesCount64(p.Pieces[b]) &&
		bits.OnesCount64(p.KingsOf(w)) == bits.OnesCount64(p.KingsOf(b)) &&
		!p.HasCapture() && p.CountMoves(scratch) > 0
}

// shuffled returns a permutation of 0..n-1 (Fisher-Yates), written out
// here so that the order depends only on the PCG stream, not on the
// library's shuffling code.
func shuffled(n int, src *rand.PCG) []int {
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := uniform(src, i+1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	return perm
}

// uniform returns an unbiased integer in [0, n) by rejection.
func uniform(src *rand.PCG, n int) int {
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if x := src.Uint64(); x < limit {
			return int(x % uint64(n))
		}
	}
}
