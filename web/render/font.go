// A 3x5 pixel font of the digits and the file letters a..j, for the PNG's
// labels without a font library.

package render

import "image"

// glyphs holds each character as five rows of three bits, the left pixel
// in the high bit.
var glyphs = map[rune][5]uint8{
	'0': {7, 5, 5, 5, 7}, '1': {2, 6, 2, 2, 7}, '2': {7, 1, 7, 4, 7},
	'3': {7, 1, 7, 1, 7}, '4': {5, 5, 7, 1, 1}, '5': {7, 4, 7, 1, 7},
	'6': {7, 4, 7, 5, 7}, '7': {7, 1, 2, 2, 2}, '8': {7, 5, 7, 5, 7},
	'9': {7, 5, 7, 1, 7},
	'a': {2, 5, 7, 5, 5}, 'b': {6, 5, 6, 5, 6}, 'c': {3, 4, 4, 4, 3},
	'd': {6, 5, 5, 5, 6}, 'e': {7, 4, 6, 4, 7}, 'f': {7, 4, 6, 4, 4},
	'g': {3, 4, 5, 5, 3}, 'h': {5, 5, 7, 5, 5}, 'i': {7, 2, 2, 2, 7},
	'j': {1, 1, 1, 5, 2},
}

// drawText writes s with its top-left corner at x, y, each font pixel
// scale pixels wide; characters without a glyph are left blank.
func drawText(img *image.RGBA, s string, x, y, scale int, c rgb) {
	for _, ch := range s {
		g := glyphs[ch]
		for row, bits := range g {
			for col := 0; col < 3; col++ {
				if bits>>(2-col)&1 != 0 {
					fillRect(img, image.Rect(x+col*scale, y+row*scale, x+(col+1)*scale, y+(row+1)*scale), c)
				}
			}
		}
		x += 4 * scale
	}
}
