// Package index numbers the positions of the endgame databases: the board
// each variant is seen on (squares, ranks, the half turn that puts the
// side to move on White), the slices a database is cut into (a material
// with the ranks of its leading men) and the order they are built in, and
// the index of a position inside its slice, both ways, with the cursor
// that decodes consecutive indices and the indices of a position's
// predecessors for the builder. It is pure arithmetic on movegen's bit
// layout: it reads no file and knows no value.
package index
