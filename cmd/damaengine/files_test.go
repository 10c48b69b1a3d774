// Absolute paths cut out of what a book stores and shows.

package main

import "testing"

func TestHidePaths(t *testing.T) {
	for in, want := range map[string]string{
		"damaengine dev book build --openings /home/me/src/ballots.fen --out x.book": "damaengine dev book build --openings ballots.fen --out x.book",
		"--openings=/home/me/ballots.fen --out=/tmp/b/x.book":                        "--openings=ballots.fen --out=x.book",
		"merge of\n/home/me/a.book: first line\nrel/b.book: other":                   "merge of\na.book: first line\nrel/b.book: other",
		"built 2026-11-25: 4000 positions, score=1/2":                                "built 2026-11-25: 4000 positions, score=1/2",
	} {
		if got := hidePaths(in); got != want {
			t.Errorf("hidePaths(%q) = %q, want %q", in, got, want)
		}
	}
}
