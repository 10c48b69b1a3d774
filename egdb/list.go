// Listing what is on disk.

package egdb

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// SliceInfo describes one file on disk.
type SliceInfo struct {
	Name      string // file name
	Pieces    int
	Positions uint64 // indices, including those that name no position
	Bytes     int64  // file size
	Wins      uint64 // positions won by the side to move (captures pending left out)
	Losses    uint64
	Draws     uint64
	MaxPlies  int    // the longest distance (0 in a dense file)
	Kind      string // "distance" (.egdb), "dense" (.wld) or "conversion" (.dtc)
	Err       error  // why the file cannot be used, nil when it can
}

// Kinds are the kinds of SliceInfo, by Kind, in the order egdb info lists them.
var Kinds = [numKinds]string{Distances: "distance", Dense: "dense", Conversions: "conversion"}

// List describes the files of variant v in dir, checking each one whole
// (header, size and checksum), in build order.
func List(dir string, v movegen.Variant) ([]SliceInfo, error) {
	if err := Supports(v); err != nil {
		return nil, err
	}
	b := &index.Boards[v]
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("egdb: %w", err)
	}
	var out []SliceInfo
	for _, e := range entries {
		name := e.Name()
		set, m, ok := ParseFileName(name)
		if e.IsDir() || set < 0 {
			continue
		}
		f := formats[set]
		info := SliceInfo{Name: name, Kind: Kinds[set]}
		if fi, err := e.Info(); err == nil {
			info.Bytes = fi.Size()
		}
		if !ok || m.Pieces() > index.MaxPieces || b.Count(m) == 0 {
			info.Err = fmt.Errorf("%s: not a slice name", name)
			out = append(out, info)
			continue
		}
		info.Pieces = m.Pieces()
		path := filepath.Join(dir, name)
		h, _, err := readHeader(path, b, m, f)
		if err == nil {
			_, err = readSlice(path, b, m, f)
		}
		info.Positions, info.Wins, info.Losses, info.Draws = h.positions, h.wins, h.losses, h.draws
		info.MaxPlies, info.Err = int(h.maxPlies), err
		out = append(out, info)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pieces < out[j].Pieces })
	return out, nil
}
