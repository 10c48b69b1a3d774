// book probe, stats, merge and from-pdn.

package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/player"
)

// loadBook opens the book at path, or the variant's shipped book when
// path is empty (player.OpenBook); a file that cannot be used is bad
// input.
func loadBook(path string, v movegen.Variant) (*book.Book, error) {
	b, err := player.OpenBook(path, v)
	if err != nil && path != "" {
		return nil, usageError{err}
	}
	return b, err
}

// formatMen writes a book score in men, as Hub scores are.
func formatMen(score int) string { return fmt.Sprintf("%.2f", float64(score)/100) }

func bookProbe(e *env, args []string) error {
	const usage = "damaengine book probe [--variant V] [--fen FEN] [--book FILE]"
	fs := newFlagSet("book probe")
	var pf positionFlags
	pf.register(fs)
	path := fs.String("book", "", "the book file (default: the shipped book of the variant)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	pos, err := pf.position()
	if err != nil {
		return err
	}
	b, err := loadBook(*path, pos.Variant)
	if err != nil {
		return err
	}
	var found book.Moves
	if b.Probe(&pos, &found) == 0 {
		fmt.Fprintln(e.stdout, "not in the book")
		return nil
	}
	fmt.Fprintf(e.stdout, "%-12s %7s %5s %7s %7s\n", "move", "score", "depth", "games", "result")
	for _, en := range found.Slice() {
		result := "-"
		if en.Games > 0 {
			result = fmt.Sprintf("%.0f%%", 50*float64(en.HalfPoints)/float64(en.Games))
		}
		score := "-"
		if en.Flags&book.Searched != 0 {
			score = formatMen(int(en.Score))
		}
		fmt.Fprintf(e.stdout, "%-12s %7s %5d %7d %7s\n", pos.FormatPDN(en.Move), score, en.Depth, en.Games, result)
	}
	return nil
}

func bookStats(e *env, args []string) error {
	const usage = "damaengine book stats [--variant V] [--book FILE]"
	fs := newFlagSet("book stats")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	path := fs.String("book", "", "the book file (default: the shipped book of the variant)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	b, err := loadBook(*path, v)
	if err != nil {
		return err
	}
	searched, played, games := 0, 0, uint64(0)
	for i := range b.Len() {
		en := b.Entry(i)
		if en.Flags&book.Searched != 0 {
			searched++
		}
		if en.Flags&book.Played != 0 {
			played++
			games += uint64(en.Games)
		}
	}
	var line []string
	p := movegen.StartPosition(v)
	for _, m := range b.MainLine(p) {
		line = append(line, p.FormatPDN(m))
		p = p.Play(m)
	}
	fmt.Fprintf(e.stdout, "variant     %s\nentries     %d (%d scored by search, %d from games, %d game moves)\npositions   %d\nsize        %d bytes\n",
		v, b.Len(), searched, played, games, b.Positions(), b.FileSize())
	fmt.Fprintf(e.stdout, "main line   %d plies from the start: %s\n", len(line), strings.Join(line, " "))
	if note := b.Note(); note != "" {
		fmt.Fprintf(e.stdout, "made by     %s\n", strings.ReplaceAll(hidePaths(note), "\n", "\n            "))
	}
	return nil
}

func bookMerge(e *env, args []string) error {
	const usage = "damaengine book merge --out FILE BOOK..."
	fs := newFlagSet("book merge")
	out := fs.StringP("out", "o", "", "the merged book to write")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	if *out == "" || fs.NArg() == 0 {
		return usagef("usage: %s", usage)
	}
	if err := checkOutput("--out", *out); err != nil {
		return err
	}
	var books []*book.Book
	var notes []string
	for _, path := range fs.Args() {
		b, err := book.Open(path)
		if err != nil {
			return usageError{err}
		}
		books = append(books, b)
		notes = append(notes, path+": "+firstLine(b.Note()))
	}
	entries, err := book.Merge(books...)
	if err != nil {
		return usageError{err}
	}
	note := truncateNote("damaengine book merge of\n" + strings.Join(notes, "\n"))
	if err := book.WriteFile(*out, books[0].Variant(), entries, note); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %d entries from %d books\n", *out, len(entries), len(books))
	return nil
}

func bookFromPDN(e *env, args []string) error {
	const usage = "damaengine book from-pdn --variant V --out FILE [--plies N] [--min-games K] GAMES.pdn..."
	fs := newFlagSet("book from-pdn")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	out := fs.StringP("out", "o", "", "the book to write")
	plies := fs.Int("plies", 24, "plies taken from the start of each game")
	minGames := fs.Int("min-games", 1, "keep a move played at least this often")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	switch {
	case err != nil:
		return usageError{err}
	case *out == "" || fs.NArg() == 0:
		return usagef("usage: %s", usage)
	case *plies < 1 || *plies > 200:
		return usagef("--plies must be 1..200, got %d", *plies)
	case *minGames < 1:
		return usagef("--min-games must be at least 1, got %d", *minGames)
	}
	if err := checkOutput("--out", *out); err != nil {
		return err
	}
	var games []pdn.Record
	for _, path := range fs.Args() {
		fh, err := os.Open(path)
		if err != nil {
			return usageError{err}
		}
		recs, err := pdn.Read(fh, v)
		fh.Close()
		if err != nil {
			return usagef("%s: %v", path, err)
		}
		games = append(games, recs...)
	}
	entries, stats, err := book.FromGames(v, games, book.GamesOptions{Plies: *plies, MinGames: *minGames})
	if err != nil {
		return usageError{err}
	}
	note := truncateNote(fmt.Sprintf("damaengine book from-pdn --plies %d --min-games %d of %d games (%d without a result skipped): %s",
		*plies, *minGames, stats.Games, stats.Skipped, strings.Join(fs.Args(), " ")))
	if err := book.WriteFile(*out, v, entries, note); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %d entries from %d games (%d without a result skipped)\n", *out, len(entries), stats.Games, stats.Skipped)
	return nil
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// truncateNote cuts a note to what a book may carry, absolute paths cut
// to the file's name (see hidePaths).
func truncateNote(s string) string {
	s = hidePaths(s)
	if len(s) > book.MaxNote {
		s = s[:book.MaxNote]
	}
	return s
}
