// The pdn command: check that the games of PDN files replay legally, or
// write their positions as tune data.

package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/words"
)

// pdnSynopsis is the pdn command's usage, a line for each subcommand.
const pdnSynopsis = "damaengine pdn check [--variant V] [--games N] FILE.pdn...\n" +
	"  damaengine pdn positions [--variant V] --out FILE FILE.pdn..."

func runPDN(e *env, args []string) error {
	const usage = pdnSynopsis + `

pdn check exits 0 when every game replays by the rules; 2 when a file
cannot be opened; 1 when the check finds a fault in what the files hold:
text that is not PDN, an illegal move, no result, moves after the rules
ended the game, a result the rules do not give, two games of one round, or
not --games games in all. pdn positions writes, for every game with a
result, each quiet position (no capture pending) with the result, as tune
data without search scores (e.g. a validation set for tune net from games
another run played).`
	switch {
	case len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help"):
		fmt.Fprintln(e.stdout, "Usage:\n  "+usage)
		return nil
	case len(args) > 0 && args[0] == "check":
		return runPDNCheck(e, args[1:], usage)
	case len(args) > 0 && args[0] == "positions":
		return runPDNPositions(e, args[1:], usage)
	}
	return usagef("pdn needs the subcommand check or positions (damaengine pdn --help)")
}

func runPDNCheck(e *env, args []string, usage string) error {
	e.sub = "check"
	fs := newFlagSet("pdn check")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	games := fs.Int("games", 0, "the number of games the files must hold together (default: any)")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	switch {
	case fs.NArg() == 0:
		return usagef("give the PDN files to check")
	case *games < 0:
		return usagef("--games must be 0 or more, got %d", *games)
	}
	total, rounds := 0, map[string]string{}
	for _, name := range fs.Args() {
		text, err := os.ReadFile(name)
		if err != nil {
			return usageError{err}
		}
		fv := pdnFileVariant(v, fs.Changed("variant"), text)
		recs, err := pdn.Read(bytes.NewReader(text), fv)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		for i := range recs {
			if err := pdn.Check(&recs[i], fv); err != nil {
				return fmt.Errorf("%s: game %d: %v", name, i+1, err)
			}
			where := fmt.Sprintf("%s game %d", name, i+1)
			if r := recs[i].Tags["Round"]; r != "" && r != "?" && r != "-" {
				if first := rounds[r]; first != "" {
					return fmt.Errorf("%s and %s are both round %s", first, where, r)
				}
				rounds[r] = where
			}
		}
		total += len(recs)
		verb := "replay"
		if len(recs) == 1 {
			verb = "replays"
		}
		fmt.Fprintf(e.stdout, "%s: %s %s legally\n", name, words.Count(len(recs), "game", "games"), verb)
	}
	if fs.Changed("games") && total != *games {
		return fmt.Errorf("%d games in all, want %d", total, *games)
	}
	fmt.Fprintf(e.stdout, "%s checked\n", words.Count(total, "game", "games"))
	return nil
}
