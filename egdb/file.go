// The file of one slice: a header, an index of blocks, blocks stored raw
// or as runs.

package egdb

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/safefile"
)

// File format constants.
const (
	headerSize = 80
	blockShift = 10
	blockSize  = 1 << blockShift
	fileExt    = ".egdb"
	blockRaw   = 0
	blockRuns  = 1
)

// fileFormat tells the kinds of slice file apart. They share the
// header's layout; the distance files have blocks of runs, the others
// range-coded blocks behind the dense files' index.
type fileFormat struct {
	magic      string
	ext        string
	blockShift uint8
	version    uint16
	// constants is how many values a coded file's block of one value
	// throughout names in its index entry; 0: a file of runs.
	constants uint16
}

// The formats: one byte of distance per position, the dense
// win/loss/draw files the search reads, and the conversion files of the
// plies to the next capture or man's move (see ProbeConversion), coded
// as the dense files (version 1 of these was one byte a value in runs).
var (
	distanceFormat   = &fileFormat{magic: "DEGB", ext: fileExt, blockShift: blockShift, version: 1}
	denseFormat      = &fileFormat{magic: "DEGW", ext: ".wld", blockShift: denseBlockShift, version: 1, constants: outcomes}
	conversionFormat = &fileFormat{magic: "DEGC", ext: ".dtc", blockShift: denseBlockShift, version: 2, constants: conversionConstants}
)

// coded reports whether files of f hold range-coded blocks.
func (f *fileFormat) coded() bool { return f.constants > 0 }

// blocks returns the number of blocks of a slice of n positions.
func (f *fileFormat) blocks(n uint64) uint64 { return (n + 1<<f.blockShift - 1) >> f.blockShift }

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// header is the fixed start of a slice file.
type header struct {
	f                   *fileFormat
	variant             movegen.Variant
	m                   index.Material
	positions           uint64
	blocks              uint32
	payload             uint64 // bytes after the header
	payloadCRC          uint32
	wins, losses, draws uint64
	maxPlies            uint8
}

func (h *header) encode() []byte {
	b := make([]byte, headerSize)
	copy(b, h.f.magic)
	binary.LittleEndian.PutUint16(b[4:], h.f.version)
	b[6] = byte(h.variant)
	b[7] = h.f.blockShift
	for i, x := range []int{h.m.WM, h.m.WK, h.m.BM, h.m.BK, h.m.WL, h.m.BL} {
		b[8+i] = byte(x)
	}
	binary.LittleEndian.PutUint64(b[16:], h.positions)
	binary.LittleEndian.PutUint32(b[24:], h.blocks)
	binary.LittleEndian.PutUint64(b[32:], h.payload)
	binary.LittleEndian.PutUint32(b[40:], h.payloadCRC)
	binary.LittleEndian.PutUint64(b[44:], h.wins)
	binary.LittleEndian.PutUint64(b[52:], h.losses)
	binary.LittleEndian.PutUint64(b[60:], h.draws)
	b[68] = h.maxPlies
	binary.LittleEndian.PutUint32(b[76:], crc32.Checksum(b[:76], castagnoli))
	return b
}

func decodeHeader(b []byte, f *fileFormat) (header, error) {
	h := header{f: f}
	switch {
	case len(b) < headerSize:
		return h, errors.New("truncated header")
	case string(b[:4]) != f.magic:
		return h, fmt.Errorf("not an endgame database file of the %s kind", f.ext)
	case binary.LittleEndian.Uint32(b[76:]) != crc32.Checksum(b[:76], castagnoli):
		return h, errors.New("header checksum mismatch")
	case binary.LittleEndian.Uint16(b[4:]) != f.version:
		return h, fmt.Errorf("format version %d, want %d (build it again)", binary.LittleEndian.Uint16(b[4:]), f.version)
	case b[7] != f.blockShift:
		return h, fmt.Errorf("block shift %d, want %d", b[7], f.blockShift)
	}
	h.variant = movegen.Variant(b[6])
	h.m = index.Material{WM: int(b[8]), WK: int(b[9]), BM: int(b[10]), BK: int(b[11]), WL: int(b[12]), BL: int(b[13])}
	h.positions = binary.LittleEndian.Uint64(b[16:])
	h.blocks = binary.LittleEndian.Uint32(b[24:])
	h.payload = binary.LittleEndian.Uint64(b[32:])
	h.payloadCRC = binary.LittleEndian.Uint32(b[40:])
	h.wins = binary.LittleEndian.Uint64(b[44:])
	h.losses = binary.LittleEndian.Uint64(b[52:])
	h.draws = binary.LittleEndian.Uint64(b[60:])
	h.maxPlies = b[68]
	return h, nil
}

// check compares h with what the file's place says it holds.
func (h *header) check(b *index.Board, m index.Material) error {
	switch {
	case h.variant != b.Variant:
		return fmt.Errorf("holds %s, not %s", h.variant, b.Variant)
	case h.m != m:
		return fmt.Errorf("holds slice %s, not %s", h.m.Name(), m.Name())
	case h.positions != b.Count(m):
		return fmt.Errorf("holds %d positions, want %d", h.positions, b.Count(m))
	case uint64(h.blocks) != h.f.blocks(h.positions):
		return fmt.Errorf("holds %d blocks for %d positions", h.blocks, h.positions)
	}
	return nil
}

// encodeBlocks compresses values into the block index and the blocks.
func encodeBlocks(values []byte) []byte {
	nb := (len(values) + blockSize - 1) / blockSize
	out := make([]byte, 4*(nb+1), 4*(nb+1)+len(values)/8)
	var runs []byte
	for i := 0; i < nb; i++ {
		binary.LittleEndian.PutUint32(out[4*i:], uint32(len(out)))
		blk := values[i*blockSize : min((i+1)*blockSize, len(values))]
		runs = appendRuns(runs[:0], blk)
		if len(runs) < len(blk) {
			out = append(out, blockRuns)
			out = append(out, runs...)
		} else {
			out = append(out, blockRaw)
			out = append(out, blk...)
		}
	}
	binary.LittleEndian.PutUint32(out[4*nb:], uint32(len(out)))
	return out
}

// appendRuns appends blk as (value, run length - 1) pairs.
func appendRuns(dst, blk []byte) []byte {
	for i := 0; i < len(blk); {
		j := i + 1
		for j < len(blk) && blk[j] == blk[i] && j-i < 256 {
			j++
		}
		dst = append(dst, blk[i], byte(j-i-1))
		i = j
	}
	return dst
}

// writeFile stores the slice file of header h and payload in dir, through
// a temporary file renamed once complete: a file with the slice's name is
// always whole.
func writeFile(dir string, h *header, payload []byte) error {
	h.payload = uint64(len(payload))
	h.payloadCRC = crc32.Checksum(payload, castagnoli)
	return safefile.Write(filepath.Join(dir, h.m.Name()+h.f.ext), func(w io.Writer) error {
		if _, err := w.Write(h.encode()); err != nil {
			return err
		}
		_, err := w.Write(payload)
		return err
	})
}

// CheckFile reads and checks the header of the file of kind k of slice m
// of variant v in dir (not its checksum): the counts it states and the
// file's size.
func CheckFile(dir string, v movegen.Variant, k Kind, m index.Material) (Counts, int64, error) {
	h, size, err := readHeader(filepath.Join(dir, m.Name()+formats[k].ext), &index.Boards[v], m, formats[k])
	return Counts{Wins: h.wins, Losses: h.losses, Draws: h.draws, MaxPlies: h.maxPlies}, size, err
}

// readHeader reads and checks the header of the file of slice m in
// format f.
func readHeader(path string, b *index.Board, m index.Material, f *fileFormat) (header, int64, error) {
	file, err := os.Open(path)
	if err != nil {
		return header{}, 0, err
	}
	defer file.Close()
	buf := make([]byte, headerSize)
	if _, err := io.ReadFull(file, buf); err != nil {
		return header{}, 0, fmt.Errorf("%s: truncated header", filepath.Base(path))
	}
	h, err := decodeHeader(buf, f)
	if err == nil {
		err = h.check(b, m)
	}
	fi, statErr := file.Stat()
	if err == nil && statErr == nil && fi.Size() != headerSize+int64(h.payload) {
		err = fmt.Errorf("size %d bytes, header says %d (truncated or extended)", fi.Size(), headerSize+int64(h.payload))
	}
	if err != nil {
		return h, 0, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return h, fi.Size(), nil
}

// readSlice loads and checks the file of slice m in format f.
func readSlice(path string, b *index.Board, m index.Material, f *fileFormat) (*table, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t, err := decodeSlice(data, b, m, f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return t, nil
}

// decodeSlice checks a whole slice file held in data (header, size,
// checksum, block index) and returns its table, which keeps data.
func decodeSlice(data []byte, b *index.Board, m index.Material, f *fileFormat) (*table, error) {
	if len(data) < headerSize {
		return nil, errors.New("truncated header")
	}
	h, err := decodeHeader(data[:headerSize], f)
	if err == nil {
		err = h.check(b, m)
	}
	if err != nil {
		return nil, err
	}
	if uint64(len(data)) != headerSize+h.payload {
		return nil, fmt.Errorf("size %d bytes, header says %d (truncated or extended)", len(data), headerSize+h.payload)
	}
	data = data[headerSize:]
	if crc32.Checksum(data, castagnoli) != h.payloadCRC {
		return nil, errors.New("checksum mismatch (corrupt file)")
	}
	l := b.LayoutOf(m)
	t := &table{f: f, l: l, data: data, blocks: h.blocks, strides: stridesOf(&l)}
	if err := t.checkIndex(); err != nil {
		return nil, err
	}
	return t, nil
}

// table is the values of one slice in memory: raw, as the builder leaves
// them, or as stored.
type table struct {
	f       *fileFormat
	l       index.Layout // the slice's index
	strides strides      // of a dense file
	raw     []byte
	data    []byte
	blocks  uint32
}

// bytes returns the memory the table holds.
func (t *table) bytes() int { return len(t.raw) + len(t.data) }

// checkIndex makes sure every block lies inside the data and decodes to
// the right number of values, so that value never reads out of bounds.
func (t *table) checkIndex() error {
	if t.f.coded() {
		return t.checkDenseIndex()
	}
	if len(t.data) < 4*int(t.blocks+1) {
		return errors.New("block index truncated")
	}
	for i := uint32(0); i < t.blocks; i++ {
		start, end := t.offset(i), t.offset(i+1)
		if start < 4*(t.blocks+1) || end <= start || end > uint32(len(t.data)) {
			return fmt.Errorf("block %d out of bounds", i)
		}
		blk := t.data[start:end]
		want := min(uint64(blockSize), t.l.Count-uint64(i)*blockSize)
		switch blk[0] {
		case blockRaw:
			if uint64(len(blk)-1) != want {
				return fmt.Errorf("block %d holds %d values, want %d", i, len(blk)-1, want)
			}
		case blockRuns:
			var n uint64
			if len(blk)%2 != 1 {
				return fmt.Errorf("block %d: broken runs", i)
			}
			for j := 2; j < len(blk); j += 2 {
				n += uint64(blk[j]) + 1
			}
			if n != want {
				return fmt.Errorf("block %d holds %d values, want %d", i, n, want)
			}
		default:
			return fmt.Errorf("block %d: unknown kind %d", i, blk[0])
		}
	}
	return nil
}

func (t *table) offset(i uint32) uint32 { return binary.LittleEndian.Uint32(t.data[4*i:]) }

// value returns the stored value of index i.
func (t *table) value(i uint64) Value {
	if t.raw != nil {
		return Value(t.raw[i])
	}
	b := uint32(i >> blockShift)
	blk := t.data[t.offset(b):t.offset(b+1)]
	k := int(i & (blockSize - 1))
	if blk[0] == blockRaw {
		return Value(blk[1+k])
	}
	for j := 1; ; j += 2 {
		run := int(blk[j+1]) + 1
		if k < run {
			return Value(blk[j])
		}
		k -= run
	}
}

// RemoveTemporaries deletes what killed writes left of the file of kind k
// of slice m in dir; other files' temporaries are left alone.
func RemoveTemporaries(dir string, k Kind, m index.Material) {
	tmps, _ := filepath.Glob(filepath.Join(dir, m.Name()+formats[k].ext+".*.tmp"))
	for _, t := range tmps {
		os.Remove(t)
	}
}
