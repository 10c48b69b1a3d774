package book

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// shippedRoots are the start positions each shipped book was built from
// (README, "Opening books").
func shippedRoots(t *testing.T, v movegen.Variant) []movegen.Position {
	roots := []movegen.Position{movegen.StartPosition(v)}
	if v != movegen.International {
		return roots
	}
	f, err := os.Open("../openings/international-2move-ballots.fen")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := movegen.ParseFEN(v, line)
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, p)
	}
	return roots
}

// TestShippedBooks checks each shipped book: it loads, is small, records
// how it was made, and every one of its positions is reached from its
// start positions through legal moves, with every book move legal there.
func TestShippedBooks(t *testing.T) {
	shipped := 0
	for _, v := range movegen.Variants {
		b, err := Shipped(v)
		if errors.Is(err, ErrNoShipped) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		shipped++
		if size := headerSize + entrySize*b.Len() + len(b.Note()); size > 4<<20 {
			t.Errorf("%s: the shipped book is %d bytes; keep it to a few MB", v, size)
		}
		if !strings.Contains(b.Note(), "book build --variant "+v.String()) {
			t.Errorf("%s: the note does not say how the book was built: %q", v, b.Note())
		}
		entries := map[uint64]int{}
		for _, e := range b.Entries() {
			entries[e.Key]++
		}
		reached := map[uint64]bool{}
		var stack []movegen.Position
		for _, r := range shippedRoots(t, v) {
			if entries[r.Key] > 0 && !reached[r.Key] {
				reached[r.Key] = true
				stack = append(stack, r)
			}
		}
		var found Moves
		for len(stack) > 0 {
			pos := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if n := b.Probe(&pos, &found); n != entries[pos.Key] {
				t.Fatalf("%s %s: %d entries, %d of them legal", v, pos.FEN(), entries[pos.Key], n)
			}
			var l movegen.MoveList
			pos.Generate(&l)
			for _, m := range l.Slice() {
				next := pos.Play(m)
				if entries[next.Key] > 0 && !reached[next.Key] {
					reached[next.Key] = true
					stack = append(stack, next)
				}
			}
		}
		if len(reached) != len(entries) {
			t.Errorf("%s: %d of the book's %d positions reached from its starts", v, len(reached), len(entries))
		}
	}
	// Brazilian, Russian, Killer, Breakthrough, Antidraughts, Frisian and Frysk play without a book
	// until a match shows that one pays.
	unbooked := []movegen.Variant{movegen.Brazilian, movegen.Russian, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Frisian, movegen.Frysk}
	for _, v := range unbooked {
		if _, err := Shipped(v); !errors.Is(err, ErrNoShipped) {
			t.Errorf("%s: a shipped book (%v); docs/BOOK.md says it has none", v, err)
		}
	}
	if shipped != len(movegen.Variants)-len(unbooked) {
		t.Errorf("%d shipped books, want one per variant but %v", shipped, unbooked)
	}
}
