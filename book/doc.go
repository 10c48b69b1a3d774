// Package book reads, writes, merges and probes opening books: for a
// position, the moves worth playing with their scores, and picks the move
// to play among them.
//
// A book is a list of entries, one per (position, move), sorted by the
// position's Zobrist key (movegen's keys). Each entry holds the move, its
// score for the side that plays it (centi-men, from a search of the
// position after the move, backed up through the book by minimax), the
// search depth behind that score, and how often the move was seen in games
// with the half-points its side scored there (books made from game
// collections; 0 for a book built by search alone).
//
// File format, version 1, little-endian:
//
//	offset  size  field
//	0       8     magic "DAMABOOK"
//	8       2     format version (1)
//	10      1     variant (movegen.Variant)
//	11      1     reserved (0)
//	12      4     entry count n
//	16      8     Zobrist key of the variant's start position (a book made
//	              with other keys is refused)
//	24      2     note length m (at most MaxNote bytes)
//	26      2     reserved (0)
//	28      4     CRC-32C of the entries and the note
//	32      28    reserved (0)
//	60      4     CRC-32C of bytes 0..59
//	64      32*n  entries
//	64+32n  m     note: UTF-8 text, how the book was made
//
// An entry (32 bytes):
//
//	0   8  key of the position before the move
//	8   8  captured pieces (movegen.Move.Captured)
//	16  1  from bit, 17 1 to bit (movegen.Move.From, To)
//	18  2  score, int16
//	20  1  depth of the search behind the score (0: none)
//	21  1  flags: 1 = scored by search, 2 = seen in games
//	22  1  move flags: 1 = the man is crowned during the capture
//	       (movegen.Move.Crowned, Russian)
//	23  1  reserved (0)
//	24  4  games the move was played in
//	28  4  half-points the side playing it scored in those games
//
// Entries are sorted by key, then by score (best first), then by move; a
// (key, move) pair appears once. Loading checks the header, both checksums,
// the order and the size, so a damaged file is refused as a whole. Probing
// checks every move against movegen's legal moves of the position, since
// two positions may share a key.
package book
