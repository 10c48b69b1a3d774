// Verifying what is on disk: every checksum, and every stored value (or a
// sample of them) against the values of the position's moves.

package build

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/egdb"
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
	infos, err := egdb.List(dir, v)
	if err != nil {
		return rep, err
	}
	b := &index.Boards[v]
	var found [len(egdb.Kinds)]map[index.Material]string // the files' names, by kind
	files := map[egdb.Kind][]index.Material{}
	most := 0
	for _, info := range infos {
		if info.Err != nil {
			rep.Errors = append(rep.Errors, info.Err.Error())
			rep.Found++
			continue
		}
		k, m, _ := egdb.ParseFileName(info.Name)
		if found[k] == nil {
			found[k] = map[index.Material]string{}
		}
		found[k][m] = info.Name
		files[k] = append(files[k], m)
		most = max(most, m.Pieces())
	}
	db := egdb.Loader(dir, v, max(most, 2), verifyMemoryMB, files)
	bd := &builder{ctx: ctx, b: b, db: db, threads: threads, start: time.Now()}
	if bd.threads <= 0 {
		bd.threads = defaultThreads()
	}
	type file struct {
		kind egdb.Kind
		m    index.Material
		name string
	}
	var order []file
	for _, u := range b.Units(most) {
		for _, m := range u.Slices() {
			for k := range found {
				if name, ok := found[k][m]; ok {
					order = append(order, file{egdb.Kind(k), m, name})
					bd.total += b.Count(m)
				}
			}
		}
	}
	stop := bd.report(progress)
	defer stop()
	var mu sync.Mutex
	for _, ls := range order {
		m, name := ls.m, ls.name
		bd.current.Store(&name)
		src, ok := db.Stored(ls.kind, m)
		if !ok {
			continue // reported by List
		}
		l := b.LayoutOf(m)
		check := [len(egdb.Kinds)]func(*builder, *index.Layout, egdb.Stored, uint64, *movegen.MoveList) string{
			egdb.Distances: verifyOne, egdb.Dense: verifyOutcome, egdb.Conversions: verifyConversion}[ls.kind]
		file := uint64(src.Slot())<<2 | uint64(ls.kind) // the same whatever else is on disk
		var checked atomic.Uint64
		err := bd.parallel(l.Count, func(lo, hi uint64, ml *movegen.MoveList) error {
			n := uint64(0)
			for i := lo; i < hi; i++ {
				if !sampled(file<<40 | i/sampleStretch) {
					i |= sampleStretch - 1 // to the next stretch
					continue
				}
				n++
				if msg := check(bd, &l, src, i, ml); msg != "" {
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
