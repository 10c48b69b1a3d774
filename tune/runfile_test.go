package tune

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenRun: a new file gets the header; a file that is there is refused
// without resume, refused with another header, and read back (its torn
// last line cut off) with resume.
func TestOpenRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.txt")
	read := func(data []byte) (string, *GenFile, error) {
		head, _, _ := strings.Cut(string(data), "\n")
		valid := strings.LastIndexByte(string(data), '\n') + 1
		return head, &GenFile{Valid: int64(valid)}, nil
	}
	f, _, err := OpenRun(path, "header 1", &GenFile{}, false, read)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("game 1\ngame 2 torn")
	f.Close()
	if _, _, err := OpenRun(path, "header 1", &GenFile{}, false, read); !errors.Is(err, ErrRunExists) {
		t.Errorf("without resume: %v, want ErrRunExists", err)
	}
	if _, _, err := OpenRun(path, "header 2", &GenFile{}, true, read); err == nil || !strings.Contains(err.Error(), "another run") {
		t.Errorf("another header: %v, want it refused", err)
	}
	f, before, err := OpenRun(path, "header 1", &GenFile{}, true, read)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	data, _ := os.ReadFile(path)
	if string(data) != "header 1\ngame 1\n" || before.Valid != int64(len(data)) {
		t.Errorf("resumed: the file holds %q (valid %d), want the torn game cut off", data, before.Valid)
	}
}
