// Flag sets shared by the commands: global flags and the position flags.

package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/spf13/pflag"
)

// globalFlags are accepted before the command and after it.
type globalFlags struct {
	cpuProfile string
	memProfile string
}

// newFlagSet returns a flag set that reports errors instead of printing or
// exiting and lists flags in the order they are added.
func newFlagSet(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	return fs
}

// addGlobalFlags registers the global flags in fs; values given before the
// command are kept as defaults.
func (e *env) addGlobalFlags(fs *pflag.FlagSet) {
	fs.StringVar(&e.global.cpuProfile, "cpuprofile", e.global.cpuProfile, "write a CPU profile to `FILE`")
	fs.StringVar(&e.global.memProfile, "memprofile", e.global.memProfile, "write a heap profile to `FILE`")
}

// parseFlags parses a command's flags and starts the profile the global
// flags ask for (run stops it when the command returns). It returns done
// when the user asked for help, which it has printed.
func (e *env) parseFlags(fs *pflag.FlagSet, args []string, usage string) (done bool, err error) {
	return e.parseFlagsArgs(fs, args, usage, false)
}

// parseFlagsArgs is parseFlags for a command that takes arguments (files)
// after its flags when withArgs is set: they are left in fs.Args().
func (e *env) parseFlagsArgs(fs *pflag.FlagSet, args []string, usage string, withArgs bool) (done bool, err error) {
	e.addGlobalFlags(fs)
	err = fs.Parse(args)
	switch {
	case errors.Is(err, pflag.ErrHelp):
		printCommandUsage(e.stdout, fs, usage)
		return true, nil
	case err != nil:
		return false, usageError{err}
	case fs.NArg() > 0 && !withArgs:
		return false, usagef("unexpected argument %q", fs.Arg(0))
	}
	e.profile, err = startProfile(e.global)
	return false, err
}

func printCommandUsage(w io.Writer, fs *pflag.FlagSet, usage string) {
	fmt.Fprintf(w, "Usage:\n  %s\n\nFlags:\n%s", usage, fs.FlagUsages())
}

// positionFlags select the position a command works on.
type positionFlags struct {
	variant string
	fen     string
}

func (pf *positionFlags) register(fs *pflag.FlagSet) {
	fs.StringVarP(&pf.variant, "variant", "v", "italian", "italian, international or dameo")
	fs.StringVar(&pf.fen, "fen", "", "the position: a PDN FEN (W:W21-32:B1-12) or a Hub position string; default the start position")
}

// position reads the variant and the position the flags name.
func (pf *positionFlags) position() (movegen.Position, error) {
	v, err := movegen.ParseVariant(pf.variant)
	if err != nil {
		return movegen.Position{}, usageError{err}
	}
	fen := strings.TrimSpace(pf.fen)
	var p movegen.Position
	switch {
	case fen == "" || fen == "start":
		return movegen.StartPosition(v), nil
	case strings.Contains(fen, ":"):
		p, err = movegen.ParseFEN(v, fen)
	default:
		p, err = movegen.ParseHubPosition(v, fen)
	}
	if err != nil {
		return p, usageError{err}
	}
	return p, nil
}
