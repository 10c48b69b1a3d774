// The pdn positions subcommand: the quiet positions of PDN games, with
// their results, as tune data.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/safefile"
	"github.com/damaengine/damaengine/tune"
	"github.com/damaengine/damaengine/words"
)

func runPDNPositions(e *env, args []string, usage string) error {
	e.sub = "positions"
	fs := newFlagSet("pdn positions")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames()+" (default: the files' GameType, else italian)")
	out := fs.String("out", "", "the tune data file to write (required)")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	if fs.NArg() == 0 || *out == "" {
		return usagef("give --out and the PDN files to read")
	}
	var data bytes.Buffer
	games, lines, unfinished := 0, 0, 0
	for _, name := range fs.Args() {
		text, err := os.ReadFile(name)
		if err != nil {
			return usageError{err}
		}
		recs, err := pdn.Read(bytes.NewReader(text), pdnFileVariant(v, fs.Changed("variant"), text))
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		for i := range recs {
			result := pdn.ParseResult(recs[i].Result)
			if result == movegen.Ongoing {
				unfinished++
				continue
			}
			n, err := tune.WriteGameLines(&data, recs[i].Start, recs[i].Moves, result)
			if err != nil {
				return err
			}
			games, lines = games+1, lines+n
		}
	}
	if err := safefile.Write(*out, func(w io.Writer) error { _, err := w.Write(data.Bytes()); return err }); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: %s from %s", *out, words.Count(lines, "position", "positions"), words.Count(games, "game", "games"))
	if unfinished > 0 {
		fmt.Fprintf(e.stdout, " (%s without a result left out)", words.Count(unfinished, "game", "games"))
	}
	fmt.Fprintln(e.stdout)
	return nil
}
