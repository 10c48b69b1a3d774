// Writing the ratings into the table the engine ships.

package levels

import (
	"errors"
	"os"
	"slices"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/safefile"
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
	return safefile.WriteBytes(path, []byte(player.FormatRatings(all)))
}
