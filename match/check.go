// Checking results for faults: games that ended by an engine's failure
// rather than by the rules, and engines that complained or were restarted.

package match

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
)

// faultTerminations are the ways a game ends when an engine fails.
var faultTerminations = []string{TermCrash, TermIllegal, TermUnparsable, TermTimeForfeit, TermTimeout, TermDisconnect}

// Faults lists what went wrong in the report's games: games ended by a
// fault, engine error lines, engine restarts. Empty when all was well.
func (r *Report) Faults() []string {
	var out []string
	for _, term := range faultTerminations {
		if n := r.Terminations[term]; n > 0 {
			out = append(out, fmt.Sprintf("%d games ended by %s", n, term))
		}
	}
	for i, name := range r.Engines {
		if n := r.EngineErrors[i]; n > 0 {
			out = append(out, fmt.Sprintf("%s sent %d error lines during games", name, n))
		}
		if n := r.Restarts[i]; n > 0 {
			out = append(out, fmt.Sprintf("%s was restarted %d times", name, n))
		}
	}
	if r.Interrupted {
		out = append(out, "the match was interrupted")
	}
	sort.Strings(out)
	return out
}

// checkMain prints the faults of result files; it fails when there is one.
func checkMain(args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintln(stdout, "Usage: damaengine match check RESULT.json...")
		if len(args) == 0 {
			return usageError{errors.New("no result file")}
		}
		return nil
	}
	faults := 0
	for _, path := range args {
		f, err := os.Open(path)
		if err != nil {
			return usageError{err}
		}
		r, err := ReadReport(f, path)
		f.Close()
		if err != nil {
			return usageError{err}
		}
		list := r.Faults()
		faults += len(list)
		fmt.Fprintf(stdout, "%s: %d games, ", path, r.Tally.Games())
		if len(list) == 0 {
			fmt.Fprintln(stdout, "no fault")
		}
		for i, s := range list {
			sep := "; "
			if i == len(list)-1 {
				sep = "\n"
			}
			fmt.Fprint(stdout, s+sep)
		}
	}
	if faults > 0 {
		return fmt.Errorf("%d faults", faults)
	}
	return nil
}
