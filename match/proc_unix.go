// Process groups on Unix: an engine and any children it starts are killed
// together.

//go:build unix

package match

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup puts the engine in a process group of its own, so that a
// wrapper script's children die with it and the terminal's Ctrl-C reaches
// only the runner, which then shuts the engines down itself.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProcessGroup kills the engine's process group.
func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
