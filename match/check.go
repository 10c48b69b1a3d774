// Checking results for faults: games that ended by an engine's failure
// rather than by the rules, and engines that complained or were restarted.

package match

import (
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/damaengine/damaengine/words"
)

// faultTerminations are the ways a game ends when an engine fails.
var faultTerminations = []string{TermCrash, TermIllegal, TermUnparsable, TermTimeForfeit, TermTimeout, TermDisconnect}

// Faults lists what went wrong in the report's games: games ended by a
// fault, engine error lines, engine restarts. Empty when all was well.
func (r *Report) Faults() []string {
	var out []string
	for _, term := range faultTerminations {
		if n := r.Terminations[term]; n > 0 {
			out = append(out, fmt.Sprintf("%s ended by %s", words.Count(n, "game", "games"), term))
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

// CheckFiles prints the faults of the result files at paths on stdout; it
// fails when there is one. A file that cannot be read is bad input (see
// Play).
func CheckFiles(paths []string, stdout io.Writer) error {
	if len(paths) == 0 {
		return inputError{errors.New("no result file")}
	}
	faults := 0
	for _, path := range paths {
		r, err := readReportFile(path)
		if err != nil {
			return inputError{err}
		}
		list := r.Faults()
		faults += len(list)
		fmt.Fprintf(stdout, "%s: %s, ", path, words.Count(r.Tally.Games(), "game", "games"))
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
	switch {
	case faults == 1:
		return errors.New("1 fault")
	case faults > 1:
		return fmt.Errorf("%d faults", faults)
	}
	return nil
}
