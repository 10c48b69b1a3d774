// Command nnue exports tune gen data for the neural-evaluation trial
// (train.py beside it; docs/STRENGTH.md, "A small neural evaluation"):
//
//	go run ./cmd/nnue --variant international --out set.bin.gz intl-e.txt ...
//
// Each position of the lines "RESULT FEN [SCORE]" becomes one gzipped
// 40-byte little-endian record: White's men, Black's men, White's kings and
// Black's kings as four uint64 bitboards (movegen's layout), then the side
// to move (0 White, 1 Black), the result from White's side in half points
// (0, 1, 2), two zero bytes, the search score from White's side in
// centi-men (-32768 when the line has none) and this build's static
// evaluation from White's side, both int16.
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/tune"
)

// record is one exported position (see the package comment).
type record struct {
	WhiteMen, BlackMen, WhiteKings, BlackKings uint64
	Side, Result, _, _                         uint8
	Score, Eval                                int16
}

// noScore marks a position without a search score.
const noScore = -32768

func main() {
	variant := pflag.String("variant", "international", "the data's variant")
	out := pflag.String("out", "", "the gzipped record file to write")
	pflag.Parse()
	if err := run(*variant, *out, pflag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "nnue:", err)
		os.Exit(1)
	}
}

// run exports the files' positions of the named variant to out.
func run(variant, out string, files []string) error {
	v, err := movegen.ParseVariant(variant)
	if err != nil {
		return err
	}
	if out == "" || len(files) == 0 {
		return fmt.Errorf("usage: nnue --variant V --out FILE DATA...")
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	n, err := writeAll(f, v, files)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(out) // a half-written file is worse than none
		return err
	}
	fmt.Fprintf(os.Stderr, "%d positions\n", n)
	return nil
}

// writeAll writes the gzipped records of every file to f and returns how
// many.
func writeAll(f *os.File, v movegen.Variant, files []string) (int, error) {
	zw := gzip.NewWriter(f)
	w := bufio.NewWriter(zw)
	n := 0
	for _, name := range files {
		k, err := export(w, v, name)
		n += k
		if err != nil {
			return n, err
		}
	}
	if err := w.Flush(); err != nil {
		return n, err
	}
	return n, zw.Close()
}

// export writes the records of one data file and returns how many.
func export(w *bufio.Writer, v movegen.Variant, name string) (int, error) {
	in, err := os.Open(name)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	sc := bufio.NewScanner(in)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		r, err := parse(v, text)
		if err != nil {
			return n, fmt.Errorf("%s line %d: %v", name, line, err)
		}
		if err := binary.Write(w, binary.LittleEndian, r); err != nil {
			return n, err
		}
		n++
	}
	return n, sc.Err()
}

// parse turns one "RESULT FEN [SCORE]" line into its record.
func parse(v movegen.Variant, line string) (record, error) {
	l, err := tune.ParseLine(v, line)
	if err != nil {
		return record{}, err
	}
	p := &l.Position
	white, black, kings := p.Pieces[movegen.White], p.Pieces[movegen.Black], p.Kings
	r := record{WhiteMen: white &^ kings, BlackMen: black &^ kings, WhiteKings: white & kings, BlackKings: black & kings,
		Result: uint8(l.Result * 2), Score: noScore}
	if l.Searched {
		r.Score = int16(max(-32000, min(32000, l.Score)))
	}
	e := eval.Evaluate(p)
	if p.Side == movegen.Black {
		r.Side, e = 1, -e
	}
	r.Eval = int16(max(-32000, min(32000, e)))
	return r, nil
}
