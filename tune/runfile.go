// Resumable runs' files: opened, checked against the run, cut back to
// their last finished game, written atomically.

package tune

import (
	"bytes"
	"errors"
	"fmt"
	"os"

	"github.com/damaengine/damaengine/safefile"
)

// ErrRunExists is OpenRun's error for a file that is there when the run
// is not resumed.
var ErrRunExists = errors.New("the run's file is there and the run is not resumed")

// ReadGenRun reads a tune gen file back for OpenRun: its header line and
// its finished games.
func ReadGenRun(data []byte) (string, *GenFile, error) {
	f, err := ReadGenFile(bytes.NewReader(data))
	if err != nil {
		return "", nil, err
	}
	return f.Header.String(), f, nil
}

// OpenRun opens the output of a resumable run (tune gen, tune label)
// whose header line is header, for appending games. A new file gets its
// header by an atomic write (temporary file, renamed) and fresh is what it
// holds. With resume, an existing file (read back by read: its header line
// and its finished games) must carry header; its finished games are
// returned, and a game cut short at its end is cut off (again by an atomic
// rewrite). Without resume an existing file that is not empty is refused
// with ErrRunExists.
func OpenRun(path, header string, fresh *GenFile, resume bool, read func([]byte) (string, *GenFile, error)) (*os.File, *GenFile, error) {
	before := fresh
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist) || (err == nil && len(data) == 0):
		err = safefile.WriteBytes(path, []byte(header+"\n"))
	case err != nil:
	case !resume:
		return nil, nil, ErrRunExists
	default:
		var got string
		if got, before, err = read(data); err != nil {
			return nil, nil, fmt.Errorf("%s: %v", path, err)
		}
		if got != header {
			return nil, nil, fmt.Errorf("%s is from another run: %q, this one is %q", path, got, header)
		}
		if before.Valid < int64(len(data)) {
			err = safefile.WriteBytes(path, data[:before.Valid])
		}
	}
	if err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, nil, err
	}
	return f, before, nil
}
