// Flag sets shared by the commands: global flags and the position flags.

package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/movegen"
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

// takeGlobalFlags moves the global flags at the head of args, those
// written between a command and its subcommand, into e.global and returns
// the rest. The command's own flag set takes those further on.
func (e *env) takeGlobalFlags(args []string) ([]string, error) {
	for len(args) > 0 {
		name, value, hasValue := strings.Cut(args[0], "=")
		var dst *string
		switch name {
		case "--cpuprofile":
			dst = &e.global.cpuProfile
		case "--memprofile":
			dst = &e.global.memProfile
		default:
			return args, nil
		}
		if !hasValue {
			if len(args) < 2 {
				return nil, usagef("flag needs an argument: %s", name)
			}
			value, args = args[1], args[1:]
		}
		*dst, args = value, args[1:]
	}
	return args, nil
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
		return false, usageError{flagValueError(err)}
	case fs.NArg() > 0 && !withArgs:
		return false, usagef("unexpected argument %q", fs.Arg(0))
	}
	e.profile, err = startProfile(e.global)
	return false, err
}

// flagValueError rewords pflag's error for a value that does not parse as
// the flag's type, which quotes strconv (invalid argument "x" for "-d,
// --depth" flag: strconv.ParseInt: parsing "x": invalid syntax), into what
// the flag wants; other errors are returned as they are.
func flagValueError(err error) error {
	var bad *pflag.InvalidValueError
	if !errors.As(err, &bad) {
		return err
	}
	var want string
	switch bad.GetFlag().Value.Type() {
	case "int", "int8", "int16", "int32", "int64":
		want = "an integer"
	case "uint", "uint8", "uint16", "uint32", "uint64":
		want = "a whole number, 0 or more"
	case "float32", "float64":
		want = "a number"
	case "duration":
		want = "a duration such as 30s, 1m30s or 2h"
	case "bool":
		want = "true or false"
	default:
		return err
	}
	if errors.Is(err, strconv.ErrRange) {
		return fmt.Errorf("bad value %q for --%s: out of range (see --help)", bad.GetValue(), bad.GetFlag().Name)
	}
	return fmt.Errorf("bad value %q for --%s: want %s", bad.GetValue(), bad.GetFlag().Name, want)
}

func printCommandUsage(w io.Writer, fs *pflag.FlagSet, usage string) {
	fmt.Fprintf(w, "Usage:\n  %s\n\nFlags:\n%s", usage, fs.FlagUsages())
}

// positionFlags select the position a command works on.
type positionFlags struct {
	variant string
	fen     string
	fs      *pflag.FlagSet
}

// variantNamed reports whether the user gave --variant.
func (pf *positionFlags) variantNamed() bool { return pf.fs != nil && pf.fs.Changed("variant") }

func (pf *positionFlags) register(fs *pflag.FlagSet) {
	pf.fs = fs
	fs.StringVarP(&pf.variant, "variant", "v", "italian", movegen.VariantNames())
	fs.StringVar(&pf.fen, "fen", "", "the position: a PDN FEN (W:W21-32:B1-12) or a Hub position string; default the start position")
}

// fenExamples show the FEN of each variant in the messages.
var fenExamples = map[movegen.Variant]string{
	movegen.Italian: "W:W21-32:B1-12", movegen.International: "W:W31-50:B1-20", movegen.Dameo: "W:Wa1,Kd4:Bh8",
	movegen.Brazilian: "W:W1-12:B21-32", movegen.Russian: "W:W1-12:B21-32", movegen.Killer: "W:W31-50:B1-20",
	movegen.Breakthrough: "W:W31-50:B1-20", movegen.Antidraughts: "W:W31-50:B1-20",
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
	case len(fen) != v.Squares()+1:
		return p, usagef("bad --fen %q: want a FEN like %s or a Hub position string of %d characters", fen, fenExamples[v], v.Squares()+1)
	default:
		p, err = movegen.ParseHubPosition(v, fen)
	}
	switch {
	case err != nil:
		return p, usageError{err}
	case p.Pieces[movegen.White]|p.Pieces[movegen.Black] == 0:
		return p, usagef("bad --fen %q: no piece on the board", fen)
	}
	return p, nil
}
