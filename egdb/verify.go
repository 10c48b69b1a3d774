// Verifying what is on disk: every checksum, and every stored value (or a
// sample of them) against the values of the position's moves.

package egdb

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// VerifyReport is what Verify found.
type VerifyReport struct {
	Slices    int      // slices checked
	Positions uint64   // indices checked (of a sample, those in it)
	Errors    []string // one line per problem, at most maxReported
	Found     int      // the problems found, listed or not
}

// maxReported bounds the errors a verify lists.
const maxReported = 100

// verifyMemoryMB bounds the slices a verify keeps loaded (coded ones
// decoded whole, a byte an index; the oldest are dropped first).
const verifyMemoryMB = 2048

// Verify checks every file of variant v in dir: its checksums, and every
// stored value against the values of the position's moves (the value must
// be the best child's, one ply further). It returns an error only when it
// could not run.
func Verify(ctx context.Context, dir string, v movegen.Variant, threads int, progress func(Progress)) (VerifyReport, error) {
	return VerifySample(ctx, dir, v, threads, 1, progress)
}

// VerifySample is Verify checking the values of a share fraction (0 to 1)
// of the indices, the same ones at every run: stretches of
// sampleStretch indices picked by a hash of the file and the stretch, so
// spread over every file and, in a file of few stretches, over the
// files. A check of the largest sets in a fraction of a full verify's
// time (which is about the build's), that finds what is wrong in many
// values, not one value in a billion. Stretches rather than single
// indices keep the reads of blocks and of the positions the moves reach
// as near each other as in a full verify.
func VerifySample(ctx context.Context, dir string, v movegen.Variant, threads int, fraction float64, progress func(Progress)) (VerifyReport, error) {
	var rep VerifyReport
	if !(fraction > 0 && fraction <= 1) {
		return rep, fmt.Errorf("egdb: a sample of %g of the positions: want more than 0, at most 1", fraction)
	}
	sampled := sampler(fraction)
	infos, err := List(dir, v)
	if err != nil {
		return rep, err
	}
	b := &index.Boards[v]
	found := [numSets]map[index.Material]bool{{}, {}, {}}
	most := 0
	for _, info := range infos {
		if info.Err != nil {
			rep.Errors = append(rep.Errors, info.Err.Error())
			rep.Found++
			continue
		}
		set := formatOf(info.Name)
		m, _ := index.ParseName(strings.TrimSuffix(info.Name, formats[set].ext))
		found[set][m] = true
		most = max(most, m.Pieces())
	}
	db := newDB(dir, v, max(most, 2), verifyMemoryMB)
	db.pieces, db.densePieces, db.whole = most, most, true
	for set := range found {
		for m := range found[set] {
			db.sets[set].present[db.slot(m)] = true
		}
	}
	bd := &builder{ctx: ctx, b: b, db: db, threads: threads, start: time.Now()}
	if bd.threads <= 0 {
		bd.threads = defaultThreads()
	}
	type file struct {
		set int
		m   index.Material
	}
	var order []file
	for _, u := range b.Units(most) {
		for _, m := range u.Slices() {
			for set := range found {
				if found[set][m] {
					order = append(order, file{set, m})
					bd.total += b.Count(m)
				}
			}
		}
	}
	stop := bd.report(progress)
	defer stop()
	var mu sync.Mutex
	for _, ls := range order {
		m := ls.m
		name := m.Name() + formats[ls.set].ext
		bd.current.Store(&name)
		t := db.table(ls.set, m)
		if t == nil {
			continue // reported by List
		}
		l := b.LayoutOf(m)
		check := [numSets]func(*DB, *index.Layout, *table, uint64, *movegen.MoveList) string{
			distanceSet: verifyOne, denseSet: verifyOutcome, conversionSet: verifyConversion}[ls.set]
		file := uint64(db.slot(m))<<2 | uint64(ls.set) // the same whatever else is on disk
		var checked atomic.Uint64
		err := bd.parallel(l.Count, func(lo, hi uint64, ml *movegen.MoveList) error {
			n := uint64(0)
			for i := lo; i < hi; i++ {
				if !sampled(file<<40 | i/sampleStretch) {
					i |= sampleStretch - 1 // to the next stretch
					continue
				}
				n++
				if msg := check(db, &l, t, i, ml); msg != "" {
					mu.Lock()
					if len(rep.Errors) < maxReported {
						rep.Errors = append(rep.Errors, name+": "+msg)
					}
					rep.Found++
					mu.Unlock()
				}
			}
			checked.Add(n)
			bd.done.Add(hi - lo)
			return nil
		})
		if err != nil {
			return rep, err
		}
		rep.Slices++
		rep.Positions += checked.Load()
	}
	if err := db.Err(); err != nil && len(rep.Errors) < maxReported {
		rep.Errors = append(rep.Errors, err.Error())
	}
	return rep, nil
}

// sampleStretch is the run of neighbouring indices VerifySample checks or
// leaves whole (a power of two, dividing parallel's chunks).
const sampleStretch = 1 << 10

// sampler returns whether a key is among a share fraction of all: every
// one for 1, else those whose hash (SplitMix64's finaliser, which spreads
// neighbouring keys over the whole range) falls below fraction of 2^64.
func sampler(fraction float64) func(key uint64) bool {
	if fraction >= 1 {
		return func(uint64) bool { return true }
	}
	below := uint64(fraction * (1 << 64))
	return func(key uint64) bool {
		z := key + 0x9e3779b97f4a7c15
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z^z>>31 < below
	}
}

// verifyOne checks index i of the distance table t of slice l against
// its moves; it returns what is wrong, or "".
func verifyOne(db *DB, l *index.Layout, t *table, i uint64, ml *movegen.MoveList) string {
	return verifyIndex(db, l, i, ml, func() Value { return t.value(i) }, LossIn(0), db.bestChild)
}

// verifyOutcome checks index i of the dense table t of slice l against
// its moves; it returns what is wrong, or "".
func verifyOutcome(db *DB, l *index.Layout, t *table, i uint64, ml *movegen.MoveList) string {
	return verifyIndex(db, l, i, ml, func() Outcome { return t.outcome(i, db.slot(l.Material), db.cache) }, Lost, db.bestOutcome)
}

// verifyConversion checks index i of the conversion table t of slice l
// against its moves as the builder counts them (see BuildConversions); it
// returns what is wrong, or "".
func verifyConversion(db *DB, l *index.Layout, t *table, i uint64, ml *movegen.MoveList) string {
	return verifyIndex(db, l, i, ml, func() Value { return t.conversion(i, db.slot(l.Material), db.convs) }, LossIn(0), db.conversionOfMoves)
}

// verifyIndex compares the stored value of index i of slice l with the
// one its moves give (fromMoves; noMove when it has none); it returns
// what is wrong, or "".
func verifyIndex[V comparable](db *DB, l *index.Layout, i uint64, ml *movegen.MoveList, stored func() V, noMove V,
	fromMoves func(*movegen.Position, *movegen.MoveList) (V, bool)) string {
	p, ok := storedPosition(db, l, i, ml)
	if !ok {
		return ""
	}
	got, want := stored(), noMove
	if ml.N > 0 {
		if want, ok = fromMoves(&p, ml); !ok {
			return fmt.Sprintf("%s: a move leads to a slice that is missing or failed its checks", p.FEN())
		}
	}
	if want != got {
		return fmt.Sprintf("%s: stored %v, its moves give %v", p.FEN(), got, want)
	}
	return ""
}

// storedPosition returns the position of index i of slice l with its
// moves in ml; ok is false when the index stores nothing: it names no
// position, or one with a capture pending (resolved when probed).
func storedPosition(db *DB, l *index.Layout, i uint64, ml *movegen.MoveList) (movegen.Position, bool) {
	n, ok := db.b.Decode(l, i)
	if !ok {
		return movegen.Position{}, false
	}
	p := db.b.Position(n)
	if p.HasCapture() {
		return p, false
	}
	p.Generate(ml)
	return p, true
}
