// The version and help commands.

package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// The version of a build that was not stamped (go install, go build)
// comes from what the toolchain recorded.
func init() {
	info, _ := debug.ReadBuildInfo()
	version = versionOf(version, info)
}

// versionOf returns the stamped version; when there is none ("dev"), the
// module's version in info (a go install of a tagged release), else the
// commit it was built from, short, with -dirty for uncommitted changes;
// "dev" when info knows neither.
func versionOf(stamped string, info *debug.BuildInfo) string {
	if stamped != "dev" || info == nil {
		return stamped
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return stamped
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return rev
}

func runVersion(e *env, args []string) error {
	fs := newFlagSet("version")
	if done, err := e.parseFlags(fs, args, "damaengine version"); done || err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "damaengine %s (%s %s/%s)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}

// helpUsage is the help command's own usage.
const helpUsage = "Usage:\n  damaengine help [COMMAND]"

// runHelp prints the usage, or a command's usage and flags.
func runHelp(e *env, args []string) error {
	switch {
	case len(args) == 0:
		printUsage(e.stdout)
		return nil
	case len(args) == 1 && (args[0] == "--help" || args[0] == "-h"):
		fmt.Fprintln(e.stdout, helpUsage)
		return nil
	case len(args) == 1:
		for _, c := range commands {
			if c.name == args[0] && c.name != "help" {
				return c.run(e, []string{"--help"})
			}
		}
		if args[0] == "help" {
			fmt.Fprintln(e.stdout, helpUsage)
			return nil
		}
		return usagef("unknown command %q", args[0])
	}
	return usagef("want at most one command name, got %d arguments", len(args))
}
