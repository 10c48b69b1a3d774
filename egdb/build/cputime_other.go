//go:build !unix && !windows

package build

import "time"

// processCPU returns the CPU time the process has spent so far; here it
// cannot be read (ok false).
func processCPU() (time.Duration, bool) { return 0, false }
