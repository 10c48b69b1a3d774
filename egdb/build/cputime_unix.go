//go:build unix

package build

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has spent so far, its
// threads together, user and system; ok false where it cannot be read.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
