// Package openings holds the opening sets the project ships (the *.fen
// files of its folder, embedded in the binary) and reads opening files:
// one FEN a line, or PDN games whose moves are the openings.
package openings

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

//go:embed *.fen
var shipped embed.FS

// Shipped returns the shipped opening sets, such as
// italian-11man-ballots.fen, as a file system with the files at its top.
func Shipped() fs.FS { return shipped }

// Files returns the sorted names of the opening files of variant v at the
// top of fsys: those whose names begin with the name of the variant whose
// sets v plays ("italian", "international" for International, Killer and
// Breakthrough, ...) and end in .fen, .pdn or .pgn.
func Files(fsys fs.FS, v movegen.Variant) ([]string, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if name := e.Name(); !e.IsDir() && IsFile(name, v) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names, nil
}

// IsFile reports whether name (a bare file name) is one Files lists for v:
// one of the opening sets of openingsOf(v).
func IsFile(name string, v movegen.Variant) bool {
	switch strings.ToLower(path.Ext(name)) {
	case ".fen", ".pdn", ".pgn":
		return strings.HasPrefix(name, openingsOf(v).String()) && !strings.ContainsAny(name, `/\`)
	}
	return false
}

// openingsOf is the variant whose opening sets v is played from: its own,
// but International's for its variants (Variant.Base), whose openings are
// the same moves: Killer differs from it only where a king takes a king,
// Breakthrough only once a man is crowned (no opening has kings),
// Antidraughts only in the aim (the same sets give varied games); Frisian
// starts from the same position, and its sets' positions are as good a
// start for its games (its wider captures make other lines of them).
// Frysk, from five men a side, has its own.
func openingsOf(v movegen.Variant) movegen.Variant {
	if v == movegen.Frysk {
		return v
	}
	return v.Base()
}

// LoadFile reads the positions of the opening file name at the top of
// fsys for variant v (see Load); name must be a file Files lists for v.
func LoadFile(fsys fs.FS, name string, v movegen.Variant) ([]movegen.Position, error) {
	if !IsFile(name, v) {
		return nil, fmt.Errorf("%q is not an opening file of %s (want %s*.fen or %s*.pdn)", name, v, v, v)
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Load(f, name, v)
}
