// The framing the embedded weight files share: a magic string, the
// variant's name (a length byte, then the name), the body, and the CRC-32
// (IEEE) of all the bytes before it, little-endian.

package eval

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"

	"github.com/damaengine/damaengine/movegen"
)

// newWeightFile starts a file of kind magic for variant v.
func newWeightFile(magic string, v movegen.Variant) *bytes.Buffer {
	var b bytes.Buffer
	b.WriteString(magic)
	name := v.String()
	b.WriteByte(byte(len(name)))
	b.WriteString(name)
	return &b
}

// sealWeightFile appends the checksum to b and writes it to out.
func sealWeightFile(out io.Writer, b *bytes.Buffer) error {
	_ = binary.Write(b, binary.LittleEndian, crc32.ChecksumIEEE(b.Bytes()))
	_, err := out.Write(b.Bytes())
	return err
}

// openWeightFile checks the magic, the checksum and the variant of data,
// a file of the kind (its name in errors) that magic starts, and returns
// a reader of its body. A file of the variant v borrows its tables from
// (lenderOf: International's for Killer and Breakthrough) is read as v's, so that v's own
// training can start from it.
func openWeightFile(data []byte, magic, kind string, v movegen.Variant) (*bytes.Reader, error) {
	if len(data) < len(magic)+4 || string(data[:len(magic)]) != magic {
		return nil, fmt.Errorf("not a %s", kind)
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("%s damaged: its checksum does not match", kind)
	}
	r := bytes.NewReader(body[len(magic):])
	n, err := r.ReadByte()
	if err != nil {
		return nil, fmt.Errorf("%s truncated", kind)
	}
	name := make([]byte, n)
	if _, err := io.ReadFull(r, name); err != nil || string(name) != v.String() && string(name) != lenderOf(v).String() {
		return nil, fmt.Errorf("%s is not for %s", kind, v)
	}
	return r, nil
}
