// Entries: one move of one position with what is known of it.

package book

import (
	"cmp"
	"encoding/binary"

	"github.com/damaengine/damaengine/movegen"
)

// Entry flags.
const (
	// Searched marks an entry whose Score comes from a search.
	Searched uint8 = 1 << iota
	// Played marks an entry whose Games and HalfPoints come from games.
	Played
	knownFlags = Searched | Played
)

// entrySize is the size of an encoded entry in bytes.
const entrySize = 32

// Entry is one move of one book position.
type Entry struct {
	Key   uint64       // Zobrist key of the position before the move
	Move  movegen.Move // the move
	Score int16        // centi-men for the side that plays Move (search.Mate scale for wins)
	Depth uint8        // depth in plies of the search behind Score; 0 for none
	Flags uint8        // Searched, Played
	// Games counts the games of a collection in which Move was played here;
	// HalfPoints is what the side that played it scored in them (a win 2, a
	// draw 1).
	Games, HalfPoints uint32
}

// Rank is the entry's worth for the side that plays it, in centi-men: the
// search score when there is one, else the result in games, from -100 (all
// lost) to +100 (all won).
func (e *Entry) Rank() int {
	if e.Flags&Searched != 0 || e.Games == 0 {
		return int(e.Score)
	}
	return int((int64(e.HalfPoints)*100 - int64(e.Games)*100) / int64(e.Games))
}

func (e *Entry) encode(b []byte) {
	binary.LittleEndian.PutUint64(b[0:], e.Key)
	binary.LittleEndian.PutUint64(b[8:], e.Move.Captured)
	b[16], b[17] = e.Move.From, e.Move.To
	binary.LittleEndian.PutUint16(b[18:], uint16(e.Score))
	b[20], b[21] = e.Depth, e.Flags
	b[22], b[23] = 0, 0
	if e.Move.Crowned {
		b[22] = crownedBit
	}
	binary.LittleEndian.PutUint32(b[24:], e.Games)
	binary.LittleEndian.PutUint32(b[28:], e.HalfPoints)
}

func decodeEntry(b []byte) Entry {
	return Entry{
		Key:        binary.LittleEndian.Uint64(b[0:]),
		Move:       movegen.Move{Captured: binary.LittleEndian.Uint64(b[8:]), From: b[16], To: b[17], Crowned: b[22]&crownedBit != 0},
		Score:      int16(binary.LittleEndian.Uint16(b[18:])),
		Depth:      b[20],
		Flags:      b[21],
		Games:      binary.LittleEndian.Uint32(b[24:]),
		HalfPoints: binary.LittleEndian.Uint32(b[28:]),
	}
}

// compareEntries orders entries as a book stores them: by key, then best
// first, then by move.
func compareEntries(a, b *Entry) int {
	if c := cmp.Compare(a.Key, b.Key); c != 0 {
		return c
	}
	if c := cmp.Compare(b.Rank(), a.Rank()); c != 0 {
		return c
	}
	return compareMoves(a.Move, b.Move)
}

func compareMoves(a, b movegen.Move) int {
	if c := cmp.Compare(a.From, b.From); c != 0 {
		return c
	}
	if c := cmp.Compare(a.To, b.To); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Captured, b.Captured); c != 0 {
		return c
	}
	switch {
	case a.Crowned == b.Crowned:
		return 0
	case a.Crowned:
		return 1
	}
	return -1
}

// crownedBit in an entry's byte 22 marks a move that crowned its man
// during the capture (movegen.Move.Crowned, Russian).
const crownedBit = 1
