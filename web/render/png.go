// The PNG drawing of a position, with the standard library's image
// packages only.

package render

import (
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strconv"

	"github.com/damaengine/damaengine/movegen"
)

// PNG writes p as a PNG picture, each square 60 pixels wide; it carries
// the same board, labels and marks as SVG.
func PNG(w io.Writer, p *movegen.Position, o Options) error {
	return png.Encode(w, Image(p, o))
}

// Image draws p as SVG does, in pixels.
func Image(p *movegen.Position, o Options) *image.RGBA {
	f := newFrame(p.Variant, o.Flip)
	total := f.total()
	img := image.NewRGBA(image.Rect(0, 0, total, total))
	fillRect(img, img.Rect, colFrame)
	cells := Cells(p)
	for row := 0; row < f.side; row++ {
		for file := 0; file < f.side; file++ {
			x, y := f.corner(row, file)
			fill := colLight
			if Dark(p.Variant, row, file) {
				fill = colDark
			}
			fillRect(img, image.Rect(x, y, x+unit, y+unit), fill)
		}
	}
	for _, c := range cells {
		x, y := f.corner(c.Row, c.File)
		if in(o.Last, c.Square) {
			fillRect(img, image.Rect(x, y, x+unit, y+unit), colLast)
		}
		if f.v != movegen.Dameo {
			drawText(img, c.Name, x+3, y+3, 2, colNumber)
		}
	}
	if f.v == movegen.Dameo {
		for i := 0; i < f.side; i++ {
			x, _ := f.corner(0, i)
			_, y := f.corner(i, 0)
			drawText(img, string(rune('a'+i)), x+unit/2-3, total-margin+4, 2, colLabel)
			drawText(img, strconv.Itoa(f.side-i), margin/2-3, y+unit/2-5, 2, colLabel)
		}
	}
	for _, c := range cells {
		if c.Piece != 0 {
			x, y := f.corner(c.Row, c.File)
			drawPiece(img, c.Piece, float64(x)+unit/2, float64(y)+unit/2)
		}
	}
	return img
}

func (c rgb) rgba() color.RGBA { return color.RGBA{c.r, c.g, c.b, 0xff} }

func fillRect(img *image.RGBA, r image.Rectangle, c rgb) {
	col := c.rgba()
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, col)
		}
	}
}

// blend paints c over the pixel at x, y with coverage a (0..1).
func blend(img *image.RGBA, x, y int, c rgb, a float64) {
	if a <= 0 || !(image.Point{x, y}).In(img.Rect) {
		return
	}
	a = math.Min(a, 1)
	old := img.RGBAAt(x, y)
	mix := func(o, n uint8) uint8 { return uint8(float64(o)*(1-a) + float64(n)*a + 0.5) }
	img.SetRGBA(x, y, color.RGBA{mix(old.R, c.r), mix(old.G, c.g), mix(old.B, c.b), 0xff})
}

// disc paints a filled circle (ring 0) or a ring of the given width,
// antialiased by the distance of each pixel's centre to the edge.
func disc(img *image.RGBA, cx, cy, r, ring float64, c rgb) {
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			a := r + 0.5 - d
			if ring > 0 {
				a = math.Min(a, d-(r-ring)+0.5)
			}
			blend(img, x, y, c, a)
		}
	}
}

// crown is the king's mark, as in the SVG, relative to the piece centre.
var crown = [][2]float64{{-12, 6}, {-14, -8}, {-6, -1}, {0, -11}, {6, -1}, {14, -8}, {12, 6}}

// inPolygon reports whether x, y lies inside poly (even-odd rule).
func inPolygon(poly [][2]float64, x, y float64) bool {
	inside := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			inside = !inside
		}
	}
	return inside
}

func drawPiece(img *image.RGBA, piece byte, cx, cy float64) {
	fill := colWhite
	if piece == 'b' || piece == 'B' {
		fill = colBlack
	}
	r := float64(unit) * 0.4
	disc(img, cx, cy, r+1, 0, colEdge)
	disc(img, cx, cy, r-1, 0, fill)
	disc(img, cx, cy, float64(unit)*0.27+0.75, 1.5, colEdge)
	if piece == 'W' || piece == 'B' {
		for y := -12; y < 8; y++ {
			for x := -15; x < 15; x++ {
				if inPolygon(crown, float64(x)+0.5, float64(y)+0.5) {
					blend(img, int(cx)+x, int(cy)+y, colCrown, 1)
				}
			}
		}
	}
}
