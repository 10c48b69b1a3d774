// Killing an engine where there are no Unix process groups.

//go:build !unix

package match

import "os/exec"

// ownProcessGroup does nothing here.
func ownProcessGroup(*exec.Cmd) {}

// killProcessGroup kills the engine process.
func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
