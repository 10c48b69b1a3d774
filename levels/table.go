// Writing the ratings into the table the engine ships.

package levels

import (
	"errors"
	"os"
	"path/filepath"
	"slices"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// WriteTable puts the ratings of variant v into the ratings table at
// path (player.FormatRatings), keeping the other variants' lines; the
// file is replaced whole, never left half written.
func WriteTable(path string, v movegen.Variant, rated []player.Rated) error {
	var all []player.Rated
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if all, err = player.ParseRatings(string(data)); err != nil {
			return err
		}
	case !errors.Is(err, os.ErrNotExist):
		return err
	}
	all = slices.DeleteFunc(all, func(r player.Rated) bool { return r.Variant == v })
	all = append(all, rated...)
	tmp, err := os.CreateTemp(filepath.Dir(path), ".levels-*.tsv")
	if err != nil {
		return err
	}
	if _, err := tmp.WriteString(player.FormatRatings(all)); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
