package wine

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// i386ExitCode is the status the i386 program exits with.
const i386ExitCode = 42

// i386Program is the smallest Linux i386 program: an ELF header, one
// loadable segment, and exit(42) by int 0x80 (the same bytes as
// scripts/windows-tools.sh writes to find out whether wine32 can work).
func i386Program() []byte {
	const base, headers = 0x08048000, 52 + 32
	code := []byte{
		0xb8, 1, 0, 0, 0, // mov eax, 1 (exit)
		0xbb, i386ExitCode, 0, 0, 0, // mov ebx, 42
		0xcd, 0x80, // int 0x80
	}
	size := uint32(headers + len(code))
	var b bytes.Buffer
	b.Write([]byte{0x7f, 'E', 'L', 'F', 1, 1, 1}) // 32-bit, little-endian, version 1
	b.Write(make([]byte, 9))
	le := func(v ...any) {
		for _, x := range v {
			binary.Write(&b, binary.LittleEndian, x)
		}
	}
	// type EXEC, machine 386, version, entry, program headers at 52, no
	// sections, flags, header sizes, one program header.
	le(uint16(2), uint16(3), uint32(1), uint32(base+headers), uint32(52), uint32(0), uint32(0),
		uint16(52), uint16(32), uint16(1), uint16(0), uint16(0), uint16(0))
	// PT_LOAD of the whole file, read and execute.
	le(uint32(1), uint32(0), uint32(base), uint32(base), size, size, uint32(5), uint32(0x1000))
	b.Write(code)
	return b.Bytes()
}

// runs32Bit runs i386Program from dir: true when it exits with its
// status, else false and why (a kernel without IA-32 emulation answers
// "exec format error").
func runs32Bit(dir string) (bool, string) {
	path := filepath.Join(dir, "i386-exit")
	if err := os.WriteFile(path, i386Program(), 0o755); err != nil {
		return false, "cannot write a 32-bit test program: " + err.Error()
	}
	defer os.Remove(path)
	err := exec.Command(path).Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.ExitCode() == i386ExitCode:
		return true, ""
	case err == nil:
		return false, "a 32-bit test program exited with status 0, want 42"
	}
	return false, "this machine cannot run 32-bit x86 programs (" + err.Error() + ")"
}

// TestI386Program reads the program back as an ELF file: an i386
// executable whose entry is its code, inside its one loadable segment.
func TestI386Program(t *testing.T) {
	prog := i386Program()
	f, err := elf.NewFile(bytes.NewReader(prog))
	if err != nil {
		t.Fatal(err)
	}
	if f.Class != elf.ELFCLASS32 || f.Machine != elf.EM_386 || f.Type != elf.ET_EXEC {
		t.Fatalf("class %v machine %v type %v", f.Class, f.Machine, f.Type)
	}
	if len(f.Progs) != 1 || f.Progs[0].Type != elf.PT_LOAD || f.Progs[0].Filesz != uint64(len(prog)) {
		t.Fatalf("program headers %+v", f.Progs)
	}
	off := f.Entry - f.Progs[0].Vaddr
	want := []byte{0xb8, 1, 0, 0, 0, 0xbb, i386ExitCode, 0, 0, 0, 0xcd, 0x80}
	if int(off) >= len(prog) || !bytes.Equal(prog[off:], want) {
		t.Fatalf("code at the entry: % x", prog[min(int(off), len(prog)):])
	}
}

// TestWindowsToolsWritesTheSameProgram: the script that installs Wine
// decides on wine32 by the same program.
func TestWindowsToolsWritesTheSameProgram(t *testing.T) {
	script, err := os.ReadFile("../scripts/windows-tools.sh")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`printf '([^']+)'`).FindSubmatch(script)
	if m == nil {
		t.Fatal("windows-tools.sh writes no program with printf")
	}
	// printf's format: \ooo is a byte in octal, any other character itself.
	var got []byte
	for s := m[1]; len(s) > 0; {
		if s[0] != '\\' {
			got, s = append(got, s[0]), s[1:]
			continue
		}
		n, err := strconv.ParseUint(string(s[1:min(4, len(s))]), 8, 8)
		if err != nil {
			t.Fatalf("printf escape %q: %v", s[:min(4, len(s))], err)
		}
		got, s = append(got, byte(n)), s[4:]
	}
	if !bytes.Equal(got, i386Program()) {
		t.Errorf("windows-tools.sh writes\n% x\nwant\n% x", got, i386Program())
	}
}

// TestRuns32BitAnswers: the probe gives a definite answer with a reason
// when it says no (the answer itself depends on the machine's kernel).
func TestRuns32BitAnswers(t *testing.T) {
	ok, why := runs32Bit(t.TempDir())
	if !ok && why == "" {
		t.Fatal("no reason given")
	}
	fmt.Fprintf(os.Stderr, "this machine runs 32-bit x86 programs: %v %s\n", ok, why)
}
