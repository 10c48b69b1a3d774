// The books shipped inside the binary.

package book

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sync"

	"github.com/damaengine/damaengine/movegen"
)

//go:embed shipped
var shippedFS embed.FS

// ErrNoShipped is returned by Shipped for a variant without a book.
var ErrNoShipped = errors.New("no book is shipped for this variant")

var shippedBooks sync.Map // movegen.Variant -> *Book

// Shipped returns the book shipped for variant v (shipped/VARIANT.book,
// embedded at build time), checked once and shared.
func Shipped(v movegen.Variant) (*Book, error) {
	if b, ok := shippedBooks.Load(v); ok {
		return b.(*Book), nil
	}
	data, err := shippedFS.ReadFile("shipped/" + v.String() + ".book")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", v, ErrNoShipped)
	}
	if err != nil {
		return nil, err
	}
	b, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("shipped %s book: %w", v, err)
	}
	if b.Variant() != v {
		return nil, fmt.Errorf("shipped %s book is for %s", v, b.Variant())
	}
	got, _ := shippedBooks.LoadOrStore(v, b)
	return got.(*Book), nil
}
