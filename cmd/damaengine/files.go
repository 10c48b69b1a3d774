// Files named on the command line: an output's folder checked before the
// work starts, and absolute paths kept out of what is stored or shown.

package main

import (
	"os"
	"path/filepath"
	"strings"
)

// checkOutput refuses, as bad input, the output file path of flag when no
// file can be created in its folder, so that a long run does not fail at
// its end for a typo in a folder name.
func checkOutput(flag, path string) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".damaengine-check-*")
	if err != nil {
		return usagef("%s %s: cannot write there: %v", flag, path, err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// writeOutput writes data to the file at path: a file that cannot be
// created is bad input (exit status 2), a write that fails is not.
func writeOutput(path string, data []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return usageError{err}
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// hidePaths cuts each absolute path among the blank-separated words of s
// (alone or as the value of --flag=PATH) to its file name: a book's note
// and what prints it should not give away the folders of the machine
// that made it.
func hidePaths(s string) string {
	var b strings.Builder
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		words := strings.Split(line, " ")
		for j, w := range words {
			prefix, path := "", w
			if name, value, ok := strings.Cut(w, "="); ok && strings.HasPrefix(name, "-") {
				prefix, path = name+"=", value
			}
			if filepath.IsAbs(path) {
				words[j] = prefix + filepath.Base(path)
			}
		}
		b.WriteString(strings.Join(words, " "))
	}
	return b.String()
}
