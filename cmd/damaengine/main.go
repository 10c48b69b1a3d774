// Entry point and subcommand dispatch.

// Command damaengine is a draughts engine for Italian, International and
// Dameo. With no arguments (or the hub command) it speaks the Hub protocol
// on stdin and stdout; its other commands run perft, the search bench,
// matches, DXP games, tuning and small position tools.
//
// Usage:
//
//	damaengine [--cpuprofile FILE | --memprofile FILE] COMMAND [flags]
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"
)

// version is stamped at build time: -ldflags "-X main.version=v1.2.3";
// an unstamped build takes it from its build information (version.go).
var version = "dev"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// command is one subcommand; run gets the arguments after its name.
type command struct {
	name    string
	summary string
	run     func(e *env, args []string) error
}

// commands lists the subcommands in the order usage shows them.
var commands []command

func init() {
	commands = []command{
		{"hub", "speak the Hub protocol on stdin/stdout (the default)", runHub},
		{"perft", "count the leaves of the move tree to a depth", runPerft},
		{"moves", "list the legal moves of a position", runMoves},
		{"board", "draw a position", runBoard},
		{"analyse", "search every position of a PDN game and list the moves that gave most away", runAnalyse},
		{"bench", "search the bench positions; prints the node signature", runBench},
		{"play", "play a game against the engine in the terminal", runPlay},
		{"web", "play and analyse in a browser (serves a page on localhost)", runWeb},
		{"match", "play engines against each other (match merge: join shard results)", runMatch},
		{"levels", "list the strength levels; calibrate them in Elo (levels calibrate, levels fit)", runLevels},
		{"dxp", "play International games against another program over DXP (DamExchange)", runDXP},
		{"egdb", "build, verify, probe or list endgame databases", runEGDB},
		{"book", "build, probe, list or merge opening books", runBook},
		{"tune", "generate self-play data (tune gen, tune merge), fit the evaluation (tune fit) or tune search settings by games (tune spsa)", runTune},
		{"pdn", "check that the games of PDN files replay legally (pdn check); their positions as tune data (pdn positions)", runPDN},
		{"version", "print the version", runVersion},
		{"help", "explain a command", runHelp},
	}
}

// env is what a command may touch: its output streams, the global flags
// and the running profile.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	global         globalFlags
	profile        *runningProfile
	sub            string // the subcommand running, named in error lines
}

// usageError marks errors in what the user typed (exit code 2).
type usageError struct{ error }

// badInput is what the errors of the libraries that run commands (match,
// dxp, spsa) implement when they blame the user's input (exit code 2).
type badInput interface{ BadInput() bool }

// exitStatus carries a command's exit code when the command has already
// told the user what went wrong.
type exitStatus struct{ code int }

// Error is empty: the command has printed its own message.
func (s exitStatus) Error() string { return "" }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// run executes the command line args and returns the exit code: 0 on
// success, 2 for bad input, 1 when the work itself failed.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	fs := newFlagSet("damaengine")
	e.addGlobalFlags(fs)
	showVersion := fs.BoolP("version", "V", false, "print the version")
	fs.SetInterspersed(false)
	err := fs.Parse(args)
	if err != nil && !errors.Is(err, pflag.ErrHelp) && len(args) > 0 && strings.HasPrefix(args[0], "-") {
		// Flags with no command are the hub's: damaengine alone is
		// damaengine hub (damaengine --threads 2).
		return run(append([]string{"hub"}, args...), stdin, stdout, stderr)
	}
	switch {
	case errors.Is(err, pflag.ErrHelp):
		printUsage(stdout)
		return 0
	case err != nil:
		return e.fail(usageError{err}, "")
	case *showVersion:
		return e.fail(runVersion(e, fs.Args()), "version")
	}
	name := "hub"
	if fs.NArg() > 0 {
		name = fs.Arg(0)
	}
	for _, c := range commands {
		if c.name == name {
			args, err := e.takeGlobalFlags(fs.Args()[min(1, fs.NArg()):])
			if err == nil {
				err = c.run(e, args)
			}
			if perr := e.profile.stop(); err == nil {
				err = perr
			}
			return e.fail(err, name)
		}
	}
	return e.fail(usagef("unknown command %q (see 'damaengine help')", name), "")
}

// fail prints err as one line on stderr and returns the exit code.
func (e *env) fail(err error, cmd string) int {
	if err == nil {
		return 0
	}
	var done exitStatus
	if errors.As(err, &done) {
		return done.code
	}
	prefix := "damaengine"
	for _, name := range []string{cmd, e.sub} {
		if name != "" {
			prefix += " " + name
		}
	}
	fmt.Fprintf(e.stderr, "%s: %v\n", prefix, err)
	var u usageError
	var bad badInput
	if errors.As(err, &u) || errors.As(err, &bad) && bad.BadInput() {
		return 2
	}
	return 1
}

func printUsage(w io.Writer) {
	fmt.Fprint(w, `damaengine: a draughts engine for Italian, International, Dameo and Brazilian

Usage:
  damaengine [global flags] COMMAND [flags]

Commands:
`)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Global flags (before or after the command or its subcommand):
  --cpuprofile FILE   write a CPU profile of the command to FILE
  --memprofile FILE   write a heap profile of the command to FILE
  -V, --version       print the version (alone, as the version command)
  -h, --help          print this help (after a command: that command's flags)

Exit status, the same for every command:
  0  success
  2  bad input: an unknown command, subcommand or flag, a bad flag value,
     a malformed position or network address, a file or folder named on
     the command line that is missing, unreadable or not what it should be,
     an output file that cannot be created, an engine program that cannot
     be started (match, tune spsa, bench --engine)
  1  the work failed after it started: a connection refused or dropped, an
     address that cannot be listened on, an engine that crashed during a
     match, an output that could not be written, an interruption; and a
     check that found a fault (match check, pdn check, egdb verify)
  An error is said in one line on stderr.

Run 'damaengine help COMMAND' for the flags of a command.
`)
}
