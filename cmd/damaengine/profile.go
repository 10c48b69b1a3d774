// CPU and heap profiles through github.com/pkg/profile, written to the file
// the user names.

package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/pkg/profile"
)

// runningProfile is a profile being recorded into a private directory, to
// be moved to the user's file when it stops (pkg/profile picks the file
// name itself).
type runningProfile struct {
	stopper interface{ Stop() }
	dir     string // the private directory
	name    string // the file pkg/profile writes in dir
	target  string // the user's file
}

// startProfile starts the profile g asks for; nil when none.
func startProfile(g globalFlags) (*runningProfile, error) {
	mode, name, target := profile.CPUProfile, "cpu.pprof", g.cpuProfile
	switch {
	case g.cpuProfile != "" && g.memProfile != "":
		return nil, usagef("give only one of --cpuprofile and --memprofile")
	case g.memProfile != "":
		mode, name, target = profile.MemProfile, "mem.pprof", g.memProfile
	case g.cpuProfile == "":
		return nil, nil
	}
	// The private directory sits next to the target so that the final
	// rename stays on one file system, and shows early that it is writable.
	dir, err := os.MkdirTemp(filepath.Dir(target), ".damaengine-profile-")
	if err != nil {
		return nil, usagef("cannot write profile %s: %v", target, err)
	}
	stopper := profile.Start(mode, profile.ProfilePath(dir), profile.NoShutdownHook, profile.Quiet)
	return &runningProfile{stopper: stopper, dir: dir, name: name, target: target}, nil
}

// stop ends the profile and moves it to the user's file; a nil profile
// does nothing.
func (r *runningProfile) stop() error {
	if r == nil {
		return nil
	}
	r.stopper.Stop()
	defer os.RemoveAll(r.dir)
	if err := os.Rename(filepath.Join(r.dir, r.name), r.target); err != nil {
		return fmt.Errorf("cannot write profile: %v", err)
	}
	return nil
}
