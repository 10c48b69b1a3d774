// Finding the slice files of a folder: their names, their kinds, and
// which piece counts they complete.

package egdb

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// Scan returns the slices of variant v in dir whose files of kind k pass
// the checks of their headers, and the errors of those that fail.
func Scan(dir string, v movegen.Variant, k Kind) (map[index.Material]bool, []error, error) {
	found, _, errs, err := scan(dir, &index.Boards[v], func(x Kind) bool { return x == k })
	return found[k], errs, err
}

// scan returns, by kind, the slices of variant b in dir whose headers
// pass the checks, those named by a file that fails them (broken), and
// the errors of the files that fail, of the kinds wanted alone.
func scan(dir string, b *index.Board, wanted func(Kind) bool) (found, broken [numKinds]map[index.Material]bool, errs []error, err error) {
	found = [numKinds]map[index.Material]bool{{}, {}, {}}
	broken = [numKinds]map[index.Material]bool{{}, {}, {}}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return found, broken, nil, fmt.Errorf("egdb: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		set, m, ok := ParseFileName(name)
		if e.IsDir() || set < 0 || !wanted(set) {
			continue
		}
		f := formats[set]
		if !ok || !b.Holds(m) {
			errs = append(errs, fmt.Errorf("%s: not a slice name", name))
			continue
		}
		if _, _, err := readHeader(filepath.Join(dir, name), b, m, f); err != nil {
			errs = append(errs, err)
			broken[set][m] = true
			continue
		}
		found[set][m] = true
	}
	return found, broken, errs, nil
}

// formats are the file formats by kind.
var formats = [numKinds]*fileFormat{Distances: distanceFormat, Dense: denseFormat, Conversions: conversionFormat}

// formatOf returns the kind of the file named name, -1 when it is no
// slice file.
func formatOf(name string) Kind {
	for i, f := range formats {
		if strings.HasSuffix(name, f.ext) {
			return Kind(i)
		}
	}
	return -1
}

// ParseFileName returns the kind and the slice of the file named name: k
// is -1 when its extension is no slice file's, ok false when it names no
// slice.
func ParseFileName(name string) (k Kind, m index.Material, ok bool) {
	if k = formatOf(name); k < 0 {
		return k, m, false
	}
	m, ok = index.ParseName(strings.TrimSuffix(name, formats[k].ext))
	return k, m, ok
}

// completeTo returns the most pieces n, at most limit, such that found
// holds every slice of 2..n pieces; 0 when it does not hold those of 2.
func completeTo(b *index.Board, found map[index.Material]bool, limit int) int {
	pieces := 0
	for n := 2; n <= limit && complete(b, found, n); n++ {
		pieces = n
	}
	return pieces
}

// complete reports whether found holds every slice of n pieces.
func complete(b *index.Board, found map[index.Material]bool, n int) bool {
	for _, m := range b.SlicesOf(n) {
		if !found[m] {
			return false
		}
	}
	return true
}
