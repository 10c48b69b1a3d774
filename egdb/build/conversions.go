// Building the conversion files: for each won or lost position, the plies
// to the next capture or man's move under best play (see
// egdb.ProbeConversion), which is what play within the move-count rules
// needs where only outcomes are stored.

package build

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// ConversionOptions say which conversion files to build.
type ConversionOptions struct {
	Variant movegen.Variant
	Dir     string // the outcomes: distance files, dense files or both
	Out     string // where the conversion files (.dtc) go; "": Dir
	// Pieces: the slices of exactly Pieces pieces; 0: those of every
	// piece count Dir has outcomes but no distances for.
	Pieces  int
	Threads int // 0: one per CPU
	// Progress, when set, is called about once a second from one
	// goroutine, and once when the build ends.
	Progress func(Progress)
}

// ConversionReport is what Conversions did.
type ConversionReport struct {
	Slices    int    // files written
	Kept      int    // files already there and whole
	Positions uint64 // positions of the files written
	Bytes     int64  // their size on disk
	MaxPlies  int    // the longest conversion value written
}

// Conversions writes the conversion file of every slice of o.Pieces
// pieces (see ConversionOptions) that has none in o.Out yet, from the
// outcomes in o.Dir. Every value's outcome is compared with the one
// stored in o.Dir before its file is written; a build stopped by ctx
// resumes where it stopped when run again.
func Conversions(ctx context.Context, o ConversionOptions) (ConversionReport, error) {
	var rep ConversionReport
	// The conversion files there are not read: those to be written again
	// (of an older format, say) must not stop the build.
	db, err := egdb.OpenOutcomes(o.Dir, o.Variant, buildMemoryMB)
	if err != nil {
		return rep, err
	}
	if err := db.Err(); err != nil {
		return rep, err
	}
	lo, hi := max(db.Pieces()+1, 2), db.OutcomePieces()
	if o.Pieces != 0 {
		lo, hi = o.Pieces, o.Pieces
	}
	switch {
	case o.Pieces == 0 && lo > hi:
		return rep, fmt.Errorf("egdb: %s has distances for every ending it has outcomes for (up to %d pieces): no conversions are needed", o.Dir, hi)
	case lo < 2 || hi > db.OutcomePieces():
		return rep, fmt.Errorf("egdb: %s holds the outcomes of up to %d pieces, not %d", o.Dir, db.OutcomePieces(), o.Pieces)
	}
	if o.Out == "" {
		o.Out = o.Dir
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return rep, fmt.Errorf("egdb: %w", err)
	}
	bd := &builder{ctx: ctx, b: &index.Boards[o.Variant], db: db, threads: o.Threads, start: time.Now(), out: o.Out}
	if bd.threads <= 0 {
		bd.threads = defaultThreads()
	}
	var todo []index.Unit
	for _, u := range bd.b.Units(hi) {
		if u.A.Pieces() < lo {
			continue
		}
		if onDisk(o.Out, bd.b, u, egdb.Conversions) {
			rep.Kept += len(u.Slices())
			continue
		}
		todo = append(todo, u)
		for _, m := range u.Slices() {
			bd.total += bd.b.Count(m)
			egdb.RemoveTemporaries(o.Out, egdb.Conversions, m)
		}
	}
	stop := bd.report(o.Progress)
	defer stop()
	for _, u := range todo {
		if err := bd.buildUnit(u, modeConversions); err != nil {
			return rep, err
		}
		for _, m := range u.Slices() {
			rep.Slices++
			rep.Positions += bd.b.Count(m)
			if _, size, err := egdb.CheckFile(o.Out, o.Variant, egdb.Conversions, m); err == nil {
				rep.Bytes += size
			}
		}
	}
	rep.MaxPlies = int(bd.maxConversion.Load())
	return rep, nil
}

// finishConversions checks the outcomes of pt's values against those the
// database stores and writes its conversion file.
func (bd *builder) finishConversions(pt *part) error {
	values := make([]byte, len(pt.st))
	m := pt.l.Material
	var st egdb.Counts
	for i, w := range pt.st {
		s := state(w)
		v := s.final()
		if s&stDontCare != 0 {
			values[i] = egdb.Conversions.DontCare()
			continue
		}
		if o := egdb.Outcome(pt.known[i]); o != v.Outcome() {
			return fmt.Errorf("egdb: %s: index %d: conversions say %s, the stored outcome is %s", m.Name(), i, v.Outcome(), o)
		}
		st.Add(v)
		values[i] = byte(v)
	}
	pt.release()
	pt.known = nil
	for {
		cur := bd.maxConversion.Load()
		if int64(st.MaxPlies) <= cur || bd.maxConversion.CompareAndSwap(cur, int64(st.MaxPlies)) {
			break
		}
	}
	_, err := egdb.WriteSlice(bd.out, egdb.Conversions, bd.b.Variant, &pt.l, values, st, bd.threads)
	return err
}
