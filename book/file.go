// Reading and writing book files.

package book

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"slices"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/safefile"
)

// File format constants (see the package documentation).
const (
	magic      = "DAMABOOK"
	version    = 1
	headerSize = 64
	// MaxNote is the longest note a book may carry, in bytes.
	MaxNote = 4096
	// MaxEntries bounds the entries of one book (about 2 GiB of file).
	MaxEntries = 1 << 26
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Book is a loaded opening book. It is read-only and safe for concurrent
// use.
type Book struct {
	variant movegen.Variant
	data    []byte // the entries, encoded
	n       int
	note    string
}

// Variant returns the variant the book is for.
func (b *Book) Variant() movegen.Variant { return b.variant }

// Len returns the number of entries.
func (b *Book) Len() int { return b.n }

// FileSize returns the bytes of the book's file: its header, its entries
// and its note.
func (b *Book) FileSize() int { return headerSize + b.n*entrySize + len(b.note) }

// Note returns the book's note: how it was made.
func (b *Book) Note() string { return b.note }

// Entry returns entry i, in the book's order.
func (b *Book) Entry(i int) Entry { return decodeEntry(b.data[i*entrySize:]) }

// Entries returns every entry, in the book's order.
func (b *Book) Entries() []Entry {
	out := make([]Entry, b.n)
	for i := range out {
		out[i] = b.Entry(i)
	}
	return out
}

// Positions counts the distinct positions the book holds.
func (b *Book) Positions() int {
	n := 0
	for i := range b.n {
		if i == 0 || b.key(i) != b.key(i-1) {
			n++
		}
	}
	return n
}

func (b *Book) key(i int) uint64 { return binary.LittleEndian.Uint64(b.data[i*entrySize:]) }

// Parse checks and loads a book file held in data (which the book keeps:
// do not change it).
func Parse(data []byte) (*Book, error) {
	if len(data) < headerSize {
		return nil, errors.New("not a book: too short for a header")
	}
	h := data[:headerSize]
	switch {
	case string(h[:8]) != magic:
		return nil, errors.New("not a book (no DAMABOOK header)")
	case binary.LittleEndian.Uint32(h[60:]) != crc32.Checksum(h[:60], castagnoli):
		return nil, errors.New("book header checksum mismatch: the file is damaged")
	case binary.LittleEndian.Uint16(h[8:]) != version:
		return nil, fmt.Errorf("book format version %d; this damaengine reads version %d", binary.LittleEndian.Uint16(h[8:]), version)
	}
	v := movegen.Variant(h[10])
	if int(v) >= len(movegen.Variants) {
		return nil, fmt.Errorf("book of unknown variant %d", h[10])
	}
	if binary.LittleEndian.Uint64(h[16:]) != movegen.StartPosition(v).Key {
		return nil, errors.New("book made with other Zobrist keys than this damaengine's")
	}
	n := int(binary.LittleEndian.Uint32(h[12:]))
	noteLen := int(binary.LittleEndian.Uint16(h[24:]))
	if n > MaxEntries || noteLen > MaxNote {
		return nil, errors.New("book header gives impossible sizes: the file is damaged")
	}
	if want := headerSize + n*entrySize + noteLen; len(data) != want {
		return nil, fmt.Errorf("book is %d bytes, its header says %d: the file is truncated or damaged", len(data), want)
	}
	body := data[headerSize:]
	if binary.LittleEndian.Uint32(h[28:]) != crc32.Checksum(body, castagnoli) {
		return nil, errors.New("book checksum mismatch: the file is damaged")
	}
	b := &Book{variant: v, data: body[:n*entrySize], n: n, note: string(body[n*entrySize:])}
	group := 0 // first entry of the current key
	for i := range n {
		e := b.Entry(i)
		if e.Flags&^knownFlags != 0 || (e.Move.From == e.Move.To && e.Move.Captured == 0) {
			return nil, fmt.Errorf("book entry %d is malformed", i)
		}
		if i == 0 {
			continue
		}
		if prev := b.Entry(i - 1); compareEntries(&prev, &e) >= 0 {
			return nil, fmt.Errorf("book entries out of order at %d", i)
		}
		if b.key(i) != b.key(group) {
			group = i
		}
		for j := group; j < i; j++ {
			if b.Entry(j).Move == e.Move {
				return nil, fmt.Errorf("book entry %d repeats a move", i)
			}
		}
	}
	return b, nil
}

// Open reads and checks the book file at path.
func Open(path string) (*Book, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}

// Encode writes a book of variant v holding entries (sorted and checked
// here; a (key, move) pair given twice is an error) with note to w.
func Encode(w io.Writer, v movegen.Variant, entries []Entry, note string) error {
	if len(note) > MaxNote {
		return fmt.Errorf("book note of %d bytes; at most %d", len(note), MaxNote)
	}
	if len(entries) > MaxEntries {
		return fmt.Errorf("%d book entries; at most %d", len(entries), MaxEntries)
	}
	sorted := slices.Clone(entries)
	slices.SortFunc(sorted, func(a, b Entry) int { return compareEntries(&a, &b) })
	body := make([]byte, len(sorted)*entrySize+len(note))
	for i := range sorted {
		e := &sorted[i]
		if e.Flags&^knownFlags != 0 || (e.Move.From == e.Move.To && e.Move.Captured == 0) {
			return fmt.Errorf("book entry for key %016x is malformed", e.Key)
		}
		for j := i - 1; j >= 0 && sorted[j].Key == e.Key; j-- {
			if sorted[j].Move == e.Move {
				return fmt.Errorf("book move given twice for key %016x", e.Key)
			}
		}
		e.encode(body[i*entrySize:])
	}
	copy(body[len(sorted)*entrySize:], note)
	h := make([]byte, headerSize)
	copy(h, magic)
	binary.LittleEndian.PutUint16(h[8:], version)
	h[10] = byte(v)
	binary.LittleEndian.PutUint32(h[12:], uint32(len(sorted)))
	binary.LittleEndian.PutUint64(h[16:], movegen.StartPosition(v).Key)
	binary.LittleEndian.PutUint16(h[24:], uint16(len(note)))
	binary.LittleEndian.PutUint32(h[28:], crc32.Checksum(body, castagnoli))
	binary.LittleEndian.PutUint32(h[60:], crc32.Checksum(h[:60], castagnoli))
	if _, err := w.Write(h); err != nil {
		return err
	}
	_, err := w.Write(body)
	return err
}

// WriteFile writes the book to path through a temporary file renamed into
// place, so that an interruption never leaves a half-written book there.
func WriteFile(path string, v movegen.Variant, entries []Entry, note string) error {
	return safefile.Write(path, func(w io.Writer) error { return Encode(w, v, entries, note) })
}
