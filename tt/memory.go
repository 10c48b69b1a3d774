// The memory a table may take: what the system has available, bounded by
// the room left under the process's cgroup limits (Linux's /proc and /sys).

package tt

import (
	"fmt"
	"math/bits"
	"os"
	"path"
	"strconv"
	"strings"
)

// AvailableMemory returns the bytes of memory the process can still take
// without the system or its container running short, and false where it
// cannot tell (then any size is allowed). It is a variable so that tests
// can substitute a small figure instead of allocating.
var AvailableMemory = systemMemory

// A table may take at most tableShare of the memory available: the rest is
// left to the program and the system.
const tableShare = 7.0 / 8

// Fit returns the size in MiB that New makes for a request of mb: clamped
// to MinMB..MaxMB, rounded down to a power of two and, when that does not
// fit in the memory available, halved until it does (never below MinMB);
// with the error saying so in the last case.
func Fit(mb int) (int, error) { return fit(mb, 0) }

// fit is Fit when freed bytes (a table being replaced) come back first.
func fit(mb int, freed uint64) (int, error) {
	mb = RoundMB(mb)
	avail, ok := AvailableMemory()
	if !ok {
		return mb, nil
	}
	budget := uint64(float64(avail+freed) * tableShare)
	got := mb
	for got > MinMB && uint64(got)<<20 > budget {
		got /= 2
	}
	if got == mb {
		return mb, nil
	}
	return got, fmt.Errorf("a %d MiB table does not fit in the memory available (%d MiB; at most %d MiB fits)",
		mb, (avail+freed)>>20, got)
}

// RoundMB is the size in MiB a table of mb MiB has: mb clamped to
// MinMB..MaxMB and rounded down to a power of two.
func RoundMB(mb int) int {
	mb = max(MinMB, min(mb, MaxMB))
	return 1 << (bits.Len(uint(mb)) - 1)
}

// systemMemory is MemAvailable of /proc/meminfo, lowered to the room left
// under the memory limit of the process's cgroup and of its parents.
func systemMemory() (uint64, bool) {
	avail, ok := memAvailable(readText("/proc/meminfo"))
	for _, dir := range cgroupDirs(readText("/proc/self/cgroup")) {
		if room, limited := cgroupRoom(readText(dir.limit), readText(dir.usage), readText(dir.stat)); limited {
			if !ok || room < avail {
				avail = room
			}
			ok = true
		}
	}
	return avail, ok
}

// memAvailable reads MemAvailable from the text of /proc/meminfo.
func memAvailable(meminfo string) (uint64, bool) {
	for line := range strings.Lines(meminfo) {
		if rest, ok := strings.CutPrefix(line, "MemAvailable:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10, err == nil
		}
	}
	return 0, false
}

// cgroupFiles names the files of one cgroup's memory limit, usage and
// statistics.
type cgroupFiles struct{ limit, usage, stat string }

// cgroupDirs lists the memory files of the process's cgroups (version 2,
// or version 1's memory controller) from the text of /proc/self/cgroup,
// its own and its parents' up to the root of the mount.
func cgroupDirs(self string) []cgroupFiles {
	var out []cgroupFiles
	for line := range strings.Lines(self) {
		f := strings.SplitN(strings.TrimSpace(line), ":", 3)
		if len(f) != 3 {
			continue
		}
		mount, files := "/sys/fs/cgroup", cgroupFiles{"memory.max", "memory.current", "memory.stat"}
		switch {
		case f[1] == "" && f[0] == "0":
		case strings.Contains(","+f[1]+",", ",memory,"):
			mount, files = "/sys/fs/cgroup/memory", cgroupFiles{"memory.limit_in_bytes", "memory.usage_in_bytes", "memory.stat"}
		default:
			continue
		}
		for dir := path.Clean("/" + f[2]); ; dir = path.Dir(dir) {
			d := path.Join(mount, dir)
			out = append(out, cgroupFiles{path.Join(d, files.limit), path.Join(d, files.usage), path.Join(d, files.stat)})
			if dir == "/" {
				break
			}
		}
	}
	return out
}

// noLimit is at least what cgroup version 1 reports for no limit.
const noLimit = 1 << 62

// cgroupRoom returns the bytes left under a cgroup's limit from the text of
// its limit, usage and statistics files, counting inactive page cache as
// free; false when there is no limit (or it cannot be read).
func cgroupRoom(limit, usage, stat string) (uint64, bool) {
	lim, err := strconv.ParseUint(strings.TrimSpace(limit), 10, 64)
	if err != nil || lim >= noLimit {
		return 0, false
	}
	used, err := strconv.ParseUint(strings.TrimSpace(usage), 10, 64)
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(stat) {
		f := strings.Fields(line)
		if len(f) == 2 && (f[0] == "inactive_file" || f[0] == "total_inactive_file") {
			if cache, err := strconv.ParseUint(f[1], 10, 64); err == nil {
				used -= min(cache, used)
			}
		}
	}
	return lim - min(lim, used), true
}

// readText returns a file's text, or "" when it cannot be read.
func readText(name string) string {
	b, err := os.ReadFile(name)
	if err != nil {
		return ""
	}
	return string(b)
}
