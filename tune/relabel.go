// Relabelling: the positions of a tune gen file searched again, deeper,
// for labels closer to the truth than the game's own searches.

package tune

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/bits"
	"slices"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// LabelHeader names a relabelling run: the tune gen run its input is from,
// the nodes of each new search, the range of pieces kept, the shard, and
// whether each distinct position is searched once only.
type LabelHeader struct {
	Input                GenHeader
	Nodes                uint64
	MinPieces, MaxPieces int
	Shard, Shards        int
	// Distinct keeps a position only where the input first holds it (the
	// lowest game, then the earliest line): self-play from few openings
	// repeats its early positions game after game, and a repeated
	// position's search would cost as much and teach nothing new.
	Distinct bool
}

// distinctWord ends the header's own part of a Distinct run.
const distinctWord = " distinct"

// labelPrefix starts the first line of a tune label file.
const labelPrefix = "# damaengine tune label:"

// String returns the header line, without its newline.
func (h LabelHeader) String() string {
	distinct := ""
	if h.Distinct {
		distinct = distinctWord
	}
	return fmt.Sprintf("%s nodes=%d pieces=%d-%d shard=%d/%d%s of %s", labelPrefix, h.Nodes, h.MinPieces, h.MaxPieces,
		h.Shard, h.Shards, distinct, strings.TrimPrefix(h.Input.String(), "# "))
}

// parseLabelHeader reads a line written by LabelHeader.String.
func parseLabelHeader(line string) (LabelHeader, error) {
	var h LabelHeader
	own, input, ok := strings.Cut(line, " of ")
	own, h.Distinct = strings.CutSuffix(own, distinctWord)
	_, err := fmt.Sscanf(own, labelPrefix+" nodes=%d pieces=%d-%d shard=%d/%d", &h.Nodes, &h.MinPieces, &h.MaxPieces, &h.Shard, &h.Shards)
	if ok && err == nil {
		h.Input, err = parseHeader("# " + input)
	}
	if !ok || err != nil || h.String() != line || h.Shards < 1 || h.Shard < 1 || h.Shard > h.Shards {
		return h, fmt.Errorf("first line %q is not a tune label header", line)
	}
	return h, nil
}

// ReadLabelFile reads a file written by Relabel: its header and its
// finished games, checked as ReadGenFile checks a tune gen file's (the
// GenFile's Header is the input run's).
func ReadLabelFile(r io.Reader) (LabelHeader, *GenFile, error) {
	br := bufio.NewReader(r)
	first, err := br.ReadString('\n')
	if !strings.HasSuffix(first, "\n") {
		if err == nil || err == io.EOF {
			err = errors.New("no tune label header line (an empty file)")
		}
		return LabelHeader{}, nil, err
	}
	h, err := parseLabelHeader(strings.TrimSuffix(first, "\n"))
	if err != nil {
		return h, nil, err
	}
	f, err := readGames(br, h.Input, int64(len(first)))
	return h, f, err
}

// LabelConfig describes a relabelling run.
type LabelConfig struct {
	Header  LabelHeader
	Workers int
	// Done lists the games already relabelled (when resuming): skipped.
	Done map[int]bool
}

// labelGames returns the numbers of the input's games that fall to the
// shard and are not done: the games in order, every Shards-th from the
// Shard-th.
func (cfg LabelConfig) labelGames(in *GenFile) []int {
	all := slices.Sorted(func(yield func(int) bool) {
		for g := range in.Games {
			if !yield(g) {
				return
			}
		}
	})
	var out []int
	for i, g := range all {
		if i%cfg.Header.Shards == cfg.Header.Shard-1 && !cfg.Done[g] {
			out = append(out, g)
		}
	}
	return out
}

// Relabel searches again, at cfg.Header.Nodes nodes each, the positions of
// the input's games that fall to the shard and hold MinPieces to MaxPieces
// pieces, and writes each game as Generate does: its kept positions, each
// with the game's result and the new score from White's side, and its
// record line (the input's, with the count of kept positions). The
// positions of a game are searched in order by one engine, so that each
// search finds the last one's table, as in the game; the history before a
// position is not in the data, so a search starts with none and with
// fresh draw counters (movegen.NewCounters). Cancelling ctx, out's syncing and the stats are as in
// Generate.
func Relabel(ctx context.Context, in *GenFile, cfg LabelConfig, out io.Writer, progress func(GenStats)) (GenStats, error) {
	h := cfg.Header
	if h.Nodes == 0 || h.Shards < 1 || h.Shard < 1 || h.Shard > h.Shards || h.MinPieces > h.MaxPieces {
		return GenStats{}, fmt.Errorf("relabel: need nodes > 0, shard 1..n of n and min pieces <= max pieces")
	}
	var first map[uint64]lineAt
	if h.Distinct {
		var err error
		if first, err = firstLines(in); err != nil {
			return GenStats{}, err
		}
	}
	return runGames(ctx, cfg.Workers, cfg.labelGames(in), out, progress, func(e *search.Engine, game int) ([]byte, GameRecord, bool, error) {
		keep := func(line int, p *movegen.Position) bool { return first == nil || first[p.Key] == lineAt{game, line} }
		block, rec, err := relabelGame(ctx, e, h, in.Games[game], keep)
		return block, rec, ctx.Err() == nil, err
	})
}

// lineAt is a position's place in a tune gen file: its game and its line
// in the game.
type lineAt struct{ game, line int }

// firstLines maps the key of every position of in to where in first holds
// it, the games taken in order.
func firstLines(in *GenFile) (map[uint64]lineAt, error) {
	first := map[uint64]lineAt{}
	for _, game := range slices.Sorted(maps.Keys(in.Games)) {
		body, _, _ := strings.Cut(string(in.Games[game]), recordPrefix)
		line := 0
		for text := range strings.Lines(body) {
			l, err := ParseLine(in.Header.Variant, strings.TrimSuffix(text, "\n"))
			if err != nil {
				return nil, fmt.Errorf("game %d: %v", game, err)
			}
			if _, seen := first[l.Position.Key]; !seen {
				first[l.Position.Key] = lineAt{game, line}
			}
			line++
		}
	}
	return first, nil
}

// relabelGame searches the kept positions of one game's lines (as
// ReadGenFile holds them, its record line last; keep, given the line's
// number in the game, says whether to search it) and returns the game's
// new lines and record.
func relabelGame(ctx context.Context, e *search.Engine, h LabelHeader, lines []byte, keep func(line int, p *movegen.Position) bool) ([]byte, GameRecord, error) {
	text := strings.TrimSuffix(string(lines), "\n")
	body, last, _ := strings.Cut(text, recordPrefix)
	rec, ok := parseRecord(recordPrefix + last)
	if !ok {
		return nil, rec, fmt.Errorf("game block without its record line")
	}
	e.NewGame()
	var block bytes.Buffer
	kept, number := 0, -1
	for line := range strings.Lines(body) {
		number++
		l, err := ParseLine(h.Input.Variant, strings.TrimSuffix(line, "\n"))
		if err != nil {
			return nil, rec, fmt.Errorf("game %d: %v", rec.Game, err)
		}
		p := l.Position
		if n := bits.OnesCount64(p.Pieces[movegen.White] | p.Pieces[movegen.Black]); n < h.MinPieces || n > h.MaxPieces || !keep(number, &p) {
			continue
		}
		if ctx.Err() != nil {
			return nil, rec, ctx.Err()
		}
		r := e.Search(search.RootAt(p), search.Limits{Nodes: h.Nodes}, 1, nil)
		white := r.Score
		if p.Side == movegen.Black {
			white = -white
		}
		fmt.Fprintf(&block, "%s %s %d\n", resultText(l.Result), p.FEN(), white)
		kept++
	}
	rec.Positions = kept
	block.WriteString(rec.String() + "\n")
	return block.Bytes(), rec, nil
}
