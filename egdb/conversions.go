// The conversion files: for each won or lost position, the plies to the
// next capture or man's move under best play, which is what play within
// the move-count rules needs where only outcomes are stored.

package egdb

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"time"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// The conversion value of a won position is a win in n plies, n-1 being
// the quiet king moves the winner can hold the loser to before a capture
// or a man's move (which restarts the Italian 40-move and FMJD 25-move
// counts) while the position stays won; a lost position's is a loss in n,
// n the king moves the loser can make before one. The winner minimises
// it, the loser maximises it, exactly as the distance files' values but
// with each phase of king moves alone counted: a winner who always plays
// a move to a conversion value one lower, or a capture or man's move that
// keeps the win, restarts the counts within n plies and, since a game has
// few captures and men's moves, wins. Drawn positions store a draw.

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

// ConversionReport is what BuildConversions did.
type ConversionReport struct {
	Slices    int    // files written
	Kept      int    // files already there and whole
	Positions uint64 // positions of the files written
	Bytes     int64  // their size on disk
	MaxPlies  int    // the longest conversion value written
}

// BuildConversions writes the conversion file of every slice of o.Pieces
// pieces (see ConversionOptions) that has none in o.Out yet, from the outcomes in o.Dir. Every
// value's outcome is compared with the one stored in o.Dir before its
// file is written; a build stopped by ctx resumes where it stopped when
// run again.
func BuildConversions(ctx context.Context, o ConversionOptions) (ConversionReport, error) {
	var rep ConversionReport
	// The conversion files there are not read: those to be written again
	// (of an older format, say) must not stop the build.
	db, err := open(o.Dir, o.Variant, Options{MemoryMB: buildMemoryMB}, conversionSet)
	if err != nil {
		return rep, err
	}
	db.whole = true
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
	bd := &builder{ctx: ctx, b: db.b, db: db, threads: o.Threads, start: time.Now(), out: o.Out}
	if bd.threads <= 0 {
		bd.threads = defaultThreads()
	}
	var todo []index.Unit
	for _, u := range bd.b.Units(hi) {
		if u.A.Pieces() < lo {
			continue
		}
		if onDisk(o.Out, bd.b, u, conversionFormat) {
			rep.Kept += len(u.Slices())
			continue
		}
		todo = append(todo, u)
		for _, m := range u.Slices() {
			bd.total += bd.b.Count(m)
			removeTemporariesOf(o.Out, m, conversionFormat)
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
			if fi, err := os.Stat(filepath.Join(o.Out, m.Name()+conversionFormat.ext)); err == nil {
				rep.Bytes += fi.Size()
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
	var st stats
	for i, w := range pt.st {
		s := state(w)
		v := s.final()
		if s&stDontCare != 0 {
			values[i] = conversionDontCare
			continue
		}
		if o := Outcome(pt.known[i]); o != v.Outcome() {
			return fmt.Errorf("egdb: %s: index %d: conversions say %s, the stored outcome is %s", m.Name(), i, v.Outcome(), o)
		}
		st.add(v)
		values[i] = byte(v)
	}
	pt.st, pt.unsent, pt.exitWins, pt.known = nil, nil, nil, nil
	for {
		cur := bd.maxConversion.Load()
		if int64(st.maxPlies) <= cur || bd.maxConversion.CompareAndSwap(cur, int64(st.maxPlies)) {
			break
		}
	}
	_, err := bd.writeCoded(bd.out, conversionFormat, &pt.l, values, st)
	return err
}

// ProbeConversion returns the conversion value of p for its side to move
// (see BuildConversions): a win or loss in the plies to the next capture
// or man's move, or a draw. ok is false when p has more pieces than
// OutcomePieces, is of another variant, or its slice has no conversion
// file (or it could not be read). A capture pending is a conversion now.
func (db *DB) ProbeConversion(p *movegen.Position) (v Value, ok bool) {
	if db == nil || p.Variant != db.b.Variant ||
		bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) > db.densePieces {
		return Draw, false
	}
	if p.HasCapture() || p.Pieces[p.Side] == 0 {
		return exitConversion(db.outcome(*p))
	}
	n := db.b.Normalize(p)
	m := db.b.MaterialOf(n)
	if !db.covers(conversionSet, m) {
		return Draw, false
	}
	t := db.table(conversionSet, m)
	if t == nil {
		return Draw, false
	}
	l := db.b.LayoutOf(m)
	return t.conversion(db.b.Index(&l, n), db.slot(m), db.convs), true
}

// conversionOfMoves returns the conversion value of p, which has no
// capture pending, from its moves in l (not empty): a king's quiet move
// passes on its child's conversion value one ply further; any other move
// ends the phase, a win in 1 to a lost child, a loss in 0 to a won one.
// ok is false when a child's value is not known.
func (db *DB) conversionOfMoves(p *movegen.Position, l *movegen.MoveList) (Value, bool) {
	winBy, lossBy, drawn := 0, -1, false
	for _, m := range l.Slice() {
		c := p.Play(m)
		king := p.Kings&(1<<m.From) != 0
		var v Value
		var ok bool
		if king {
			v, ok = db.ProbeConversion(&c)
		} else {
			v, ok = exitConversion(db.outcome(c))
		}
		if !ok {
			return Draw, false
		}
		plies := v.Plies() + 1
		if v.IsWin() && !king {
			plies = 0 // the loser's man's move restarts the counts
		}
		switch {
		case v.IsLoss() && (winBy == 0 || plies < winBy):
			winBy = plies
		case v.IsWin():
			lossBy = max(lossBy, plies)
		case v.IsDraw():
			drawn = true
		}
	}
	switch {
	case winBy > 0:
		return WinIn(winBy), true
	case drawn:
		return Draw, true
	}
	return LossIn(lossBy), true
}
