// Merging books, and books from game collections.

package book

import (
	"fmt"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// entryKey identifies an entry: a move of a position.
type entryKey struct {
	key  uint64
	move movegen.Move
}

// Merge joins the entries of books of one variant: where several hold the
// same move of the same position, the deepest search score is kept (the
// first book's on a tie) and the games and half-points are added.
func Merge(books ...*Book) ([]Entry, error) {
	if len(books) == 0 {
		return nil, nil
	}
	var out []Entry
	at := map[entryKey]int{}
	for _, b := range books {
		if b.variant != books[0].variant {
			return nil, fmt.Errorf("cannot merge a book for %s with one for %s", books[0].variant, b.variant)
		}
		for i := range b.n {
			e := b.Entry(i)
			k := entryKey{e.Key, e.Move}
			j, seen := at[k]
			if !seen {
				at[k] = len(out)
				out = append(out, e)
				continue
			}
			out[j] = combine(out[j], e)
		}
	}
	return out, nil
}

// combine joins two entries of the same move.
func combine(a, b Entry) Entry {
	if b.Flags&Searched != 0 && (a.Flags&Searched == 0 || b.Depth > a.Depth) {
		a.Score, a.Depth = b.Score, b.Depth
	}
	a.Flags |= b.Flags
	a.Games += b.Games
	a.HalfPoints += b.HalfPoints
	return a
}

// GamesOptions bound what FromGames takes from each game.
type GamesOptions struct {
	Plies    int // moves taken from the start of each game (default 24)
	MinGames int // a move must have been played this often (default 1)
}

// GameStats tells what FromGames read.
type GameStats struct {
	Games, Skipped int // games used; games without a result
}

// FromGames makes book entries from a game collection: every move of the
// first opts.Plies plies of each game with a result, counted with the
// half-points the side that played it scored.
func FromGames(v movegen.Variant, games []pdn.Record, opts GamesOptions) ([]Entry, GameStats, error) {
	if opts.Plies <= 0 {
		opts.Plies = 24
	}
	opts.MinGames = max(opts.MinGames, 1)
	var stats GameStats
	var out []Entry
	at := map[entryKey]int{}
	for gi := range games {
		g := &games[gi]
		white, ok := whiteHalfPoints(g.Result)
		if !ok {
			stats.Skipped++
			continue
		}
		if g.Start.Variant != v {
			return nil, stats, fmt.Errorf("game %d is not %s", gi+1, v)
		}
		stats.Games++
		pos := g.Start
		for ply, m := range g.Moves {
			if ply >= opts.Plies {
				break
			}
			points := white
			if pos.Side == movegen.Black {
				points = 2 - white
			}
			k := entryKey{pos.Key, m}
			j, seen := at[k]
			if !seen {
				j = len(out)
				at[k] = j
				out = append(out, Entry{Key: pos.Key, Move: m, Flags: Played})
			}
			out[j].Games++
			out[j].HalfPoints += uint32(points)
			pos = pos.Play(m)
		}
	}
	kept := out[:0]
	for _, e := range out {
		if int(e.Games) >= opts.MinGames {
			kept = append(kept, e)
		}
	}
	return kept, stats, nil
}

// whiteHalfPoints reads a PDN result token as White's half-points (2 a
// win, 1 a draw, 0 a loss); false for an unfinished or unknown result.
func whiteHalfPoints(result string) (uint32, bool) {
	if result == "1/2-1/2" {
		return 1, true
	}
	a, b, ok := strings.Cut(result, "-")
	if !ok || a == "" || b == "" || strings.Trim(a+b, "0123456789") != "" {
		return 0, false
	}
	switch {
	case len(a) > len(b) || (len(a) == len(b) && a > b):
		return 2, true
	case a == b:
		return 1, true
	default:
		return 0, true
	}
}
