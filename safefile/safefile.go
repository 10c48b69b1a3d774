// Package safefile writes files so that an interruption never leaves half
// of one: the one home of the project's atomic writes. The data go to a
// temporary file beside the target (its name and ".NUMBER.tmp"), readable
// by all as os.Create would make it, synced to disk, then renamed over the
// target; on any error the
// temporary file is removed and the target is left as it was.
package safefile

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
)

// Write replaces the file at path with what write writes.
func Write(path string, write func(w io.Writer) error) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if err = tmp.Chmod(0o644); err == nil {
		err = write(tmp)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	return err
}

// WriteBytes replaces the file at path with data.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := io.Copy(w, bytes.NewReader(data))
		return err
	})
}
