// Converting the distance files into the dense win/loss/draw files.

package build

import (
	"context"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// ConvertOptions say what to convert.
type ConvertOptions struct {
	Variant movegen.Variant
	Dir     string // the distance files (.egdb)
	Out     string // where the dense files (.wld) go; "": Dir
	Threads int    // 0: one per CPU
	Pieces  int    // convert the slices of up to Pieces pieces; 0: all
	// Progress, when set, is called about once a second from one
	// goroutine, and once when the conversion ends.
	Progress func(Progress)
}

// ConvertReport is what Convert did.
type ConvertReport struct {
	Slices    int    // files written
	Kept      int    // files already there and whole
	Positions uint64 // positions of the files written
	Bytes     int64  // size of the files written
}

// Convert writes a dense file for every distance file of o.Dir that has
// none in o.Out yet. Each file is decoded again and compared with the
// distance file before it is renamed into place; a conversion stopped by
// ctx resumes where it stopped when run again.
func Convert(ctx context.Context, o ConvertOptions) (ConvertReport, error) {
	var rep ConvertReport
	if err := egdb.Supports(o.Variant); err != nil {
		return rep, err
	}
	if o.Out == "" {
		o.Out = o.Dir
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return rep, fmt.Errorf("egdb: %w", err)
	}
	b := &index.Boards[o.Variant]
	found, errs, err := egdb.Scan(o.Dir, o.Variant, egdb.Distances)
	if err != nil {
		return rep, err
	}
	if len(errs) > 0 {
		return rep, fmt.Errorf("egdb: %w%s", errs[0], rebuildHint)
	}
	most := 2
	for m := range found {
		most = max(most, m.Pieces())
	}
	bd := &builder{ctx: ctx, b: b, threads: o.Threads, start: time.Now()}
	if bd.threads <= 0 {
		bd.threads = defaultThreads()
	}
	var todo []index.Material
	for _, u := range b.Units(most) {
		for _, m := range u.Slices() {
			if !found[m] || (o.Pieces > 0 && m.Pieces() > o.Pieces) {
				continue
			}
			if _, _, err := egdb.CheckFile(o.Out, o.Variant, egdb.Dense, m); err == nil {
				rep.Kept++
				continue
			}
			todo = append(todo, m)
			bd.total += b.Count(m)
		}
	}
	// What a killed conversion left of the files it is to write is
	// removed; other writers' temporaries are left alone.
	for _, m := range todo {
		egdb.RemoveTemporaries(o.Out, egdb.Dense, m)
	}
	stop := bd.report(o.Progress)
	defer stop()
	for _, m := range todo {
		name := m.Name()
		bd.current.Store(&name)
		n, err := bd.convertSlice(o.Dir, o.Out, m)
		if err != nil {
			return rep, err
		}
		rep.Slices++
		rep.Positions += b.Count(m)
		rep.Bytes += n
	}
	return rep, nil
}

// rebuildHint follows the error of a distance file that cannot be
// converted.
const rebuildHint = " (delete it, run egdb build again, then convert)"

// convertSlice writes the dense file of slice m and returns its size.
func (bd *builder) convertSlice(dir, out string, m index.Material) (int64, error) {
	src, err := egdb.ReadStored(dir, bd.b.Variant, egdb.Distances, m)
	if err != nil {
		return 0, fmt.Errorf("%w%s", err, rebuildHint)
	}
	h, _, err := egdb.CheckFile(dir, bd.b.Variant, egdb.Distances, m)
	if err != nil {
		return 0, fmt.Errorf("egdb: %w", err)
	}
	l := bd.b.LayoutOf(m)
	sym := make([]byte, l.Count)
	var st egdb.Counts
	var mu sync.Mutex
	err = bd.parallel(l.Count, func(lo, hi uint64, _ *movegen.MoveList) error {
		var part egdb.Counts
		c := index.NewCursor(&l)
		for i := lo; i < hi; i++ {
			n, ok := bd.b.DecodeAt(&c, i)
			if !ok {
				sym[i] = egdb.Dense.DontCare()
				continue
			}
			if p := bd.b.Position(n); !egdb.HoldsValue(&p) {
				sym[i] = egdb.Dense.DontCare()
				continue
			}
			v := egdb.Value(src.At(i))
			sym[i] = byte(v.Outcome())
			part.Add(v)
		}
		mu.Lock()
		st.Wins, st.Losses, st.Draws = st.Wins+part.Wins, st.Losses+part.Losses, st.Draws+part.Draws
		mu.Unlock()
		bd.done.Add(hi - lo)
		return nil
	})
	if err != nil {
		return 0, err
	}
	if st.Wins != h.Wins || st.Losses != h.Losses || st.Draws != h.Draws {
		return 0, fmt.Errorf("egdb: %s: counts %d/%d/%d, its header says %d/%d/%d", m.Name(), st.Wins, st.Losses, st.Draws, h.Wins, h.Losses, h.Draws)
	}
	return egdb.WriteSlice(out, egdb.Dense, bd.b.Variant, &l, sym, st, bd.threads)
}
