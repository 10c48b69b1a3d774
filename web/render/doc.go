// Package render draws draughts positions as SVG (for the web page and
// `damaengine board --svg`) and PNG (standard library image packages
// only, `damaengine board --png`): one layout of each variant's board,
// square numbers on the diagonal boards, coordinates on Dameo's, an
// optional flip and the squares of the last move marked.
//
// The SVG carries the position as data: each playable square is a rect
// with data-square (its name), data-piece (w, b, W, B or empty) and
// data-x, data-y (its centre), so the page can find squares and tests can
// read the board back.
package render
