// The house's floors: which package may import which, checked on the
// sources, so that no import runs back up.

package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const modulePath = "github.com/damaengine/damaengine"

// floors gives each library package its floor: a package imports only
// packages on floors below its own. Programs (cmd/..., scripts/...,
// openings/ballotgen) stand above them all.
var floors = map[string]int{
	"movegen": 0, "tt": 0, "hub": 0, "shard": 0, "rating": 0, "safefile": 0, "egdb/rangecode": 0, "words": 0,
	"eval": 1, "egdb/index": 1, "egdb": 2, "pdn": 1, "book": 2, "openings": 2, "web/render": 1,
	"search": 3, "egdb/build": 3,
	"player": 4, "bench": 4, "egdb/egdbtest": 4, "tune": 4, "bookbuild": 4,
	"protocol": 5, "dxp": 5, "web": 5, "checkerboard": 5, "terminal": 5,
	"match": 6,
	"spsa":  7, "levels": 7,
	"wine": 8, // the Windows builds' tests alone
}

// programFloor is the floor of the programs.
const programFloor = 100

// throughPlayer are the front ends that reach the engine, its book and its
// databases through the player alone.
var throughPlayer = map[string]bool{"protocol": true, "web": true, "dxp": true, "checkerboard": true, "terminal": true}

// playerOnly are calls a front end leaves to the player: it makes no
// search engine and builds no search root of its own, but asks the
// player (player.Go) for every move and analysis.
var playerOnly = []string{"search.New(", "search.RootOf(", ".Quick(", "player.FromResult("}

// TestFrontEndsAskThePlayer: no front end makes a search of its own.
func TestFrontEndsAskThePlayer(t *testing.T) {
	for rel, text := range sourceFiles(t) {
		pkg := filepath.ToSlash(filepath.Dir(rel))
		if !throughPlayer[pkg] {
			continue
		}
		for _, call := range playerOnly {
			if strings.Contains(text, call) {
				t.Errorf("%s calls %s: a front end asks the player (player.Go)", rel, call)
			}
		}
	}
}

// TestLayers reads the imports of every non-test source file of the
// module: an in-module import must go to a lower floor, pflag is imported
// under cmd/ only, the front ends reach search, book and egdb through the
// player (its Limits, Info and MaxDepth name the search's types for them),
// and no package is left off the floors.
func TestLayers(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	seen := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		floor, ok := floors[pkg]
		if isProgram(pkg) {
			floor, ok = programFloor, true
		}
		if !ok {
			t.Errorf("%s: package %s has no floor in the table", rel, pkg)
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		seen++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == "github.com/spf13/pflag" && !strings.HasPrefix(pkg, "cmd/") {
				t.Errorf("%s imports pflag: only cmd/ parses flags", path)
			}
			dep, in := strings.CutPrefix(p, modulePath+"/")
			if !in {
				continue
			}
			if throughPlayer[pkg] && (dep == "book" || dep == "egdb" || dep == "search") {
				t.Errorf("%s imports %s: a front end goes through the player", path, dep)
			}
			if depFloor, known := floors[dep]; !known || depFloor >= floor {
				t.Errorf("%s (floor %d) imports %s (floor %d): an import must go down", path, floor, dep, depFloor)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 100 {
		t.Fatalf("read %d source files; the walk missed the module", seen)
	}
}

// isProgram reports whether pkg is a program (a main package).
func isProgram(pkg string) bool {
	return strings.HasPrefix(pkg, "cmd/") || strings.HasPrefix(pkg, "scripts/") || pkg == "openings/ballotgen"
}

// renameAllowed are the files outside safefile that may rename a file:
// the profile's move of a finished file into place.
var renameAllowed = map[string]bool{"cmd/damaengine/profile.go": true}

// TestOneHomeForAtomicWrites: files are written whole through package
// safefile; no other source file renames one into place itself.
func TestOneHomeForAtomicWrites(t *testing.T) {
	found := 0
	for rel, text := range sourceFiles(t) {
		if strings.Contains(text, "os.Rename(") {
			found++
			if !strings.HasPrefix(rel, "safefile/") && !renameAllowed[rel] {
				t.Errorf("%s renames a file itself: write it with package safefile", rel)
			}
		}
	}
	if found < 2 {
		t.Fatalf("found os.Rename in %d files; the walk missed safefile", found)
	}
}

// TestOnlyCmdKnowsFlags: no library keeps a command line's "was this flag
// given" hook; the flags and their checks live under cmd/.
func TestOnlyCmdKnowsFlags(t *testing.T) {
	for rel, text := range sourceFiles(t) {
		if isProgram(filepath.ToSlash(filepath.Dir(rel))) {
			continue
		}
		if strings.Contains(text, "Given func(flag string) bool") || strings.Contains(text, "func NewCommand()") {
			t.Errorf("%s holds a command line's flags: they belong under cmd/", rel)
		}
	}
}

// sourceFiles returns the module's non-test Go sources by path from the
// module's root.
func sourceFiles(t *testing.T) map[string]string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
