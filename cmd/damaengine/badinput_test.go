// Command lines found accepted or answered with the wrong exit status by
// a new user's tries: each is now bad input (exit 2, nothing written), and
// a PDN file's GameType names its variant when the user names none.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInputExitsTwo: values out of range, flags that need another, an
// output file that cannot be made and a folder that is a file.
func TestBadInputExitsTwo(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.pdn")
	if err := os.WriteFile(game, []byte("[GameType \"22\"]\n\n1. 22-18 10-14 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	calibration := filepath.Join(dir, "cal")
	for _, args := range [][]string{
		{"board", "--ply", "-5", "--pdn", game},
		{"board", "--ply", "3"},
		{"board", "--game", "2"},
		{"analyse", "--pdn", game, "--depth", "0"},
		{"analyse", "--pdn", game, "--nodes", "0"},
		{"analyse", "--pdn", game, "--annotate", filepath.Join(dir, "missing", "x.pdn")},
		{"levels", "calibrate", "--dir", calibration, "--up-to", "zz"},
		{"egdb", "build", "--pieces", "2", "--dir", game},
	} {
		code, out, errOut := runArgs(args...)
		if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || strings.Contains(out, "building") {
			t.Errorf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
	}
	if _, err := os.Stat(calibration); !os.IsNotExist(err) {
		t.Errorf("a refused calibration made its folder: %v", err)
	}
}

// TestHubFlagsWithoutCommand: damaengine alone is damaengine hub, flags
// included; an unknown flag is still refused.
func TestHubFlagsWithoutCommand(t *testing.T) {
	if code, _, errOut := runArgs("--threads", "2"); code != 0 {
		t.Errorf("damaengine --threads 2: exit %d\n%s", code, errOut)
	}
	if code, _, errOut := runArgs("--bogus"); code != 2 || !strings.Contains(errOut, "unknown flag: --bogus") {
		t.Errorf("damaengine --bogus: exit %d\n%s", code, errOut)
	}
}

// TestPDNVariantFromGameType: pdn check and board read a Dameo file by its
// GameType tag when no --variant is given, and --variant still rules.
func TestPDNVariantFromGameType(t *testing.T) {
	game := filepath.Join(t.TempDir(), "dameo.pdn")
	text := "[Event \"x\"]\n[GameType \"99,W,8,8,A0,0\"]\n[Result \"1-0\"]\n\n1. c3-c4 1-0\n"
	if err := os.WriteFile(game, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runArgs("pdn", "check", game); code != 0 || !strings.Contains(out, "1 game replays legally") {
		t.Errorf("pdn check of a Dameo file: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runArgs("board", "--pdn", game); code != 0 || !strings.Contains(out, "Wc4") {
		t.Errorf("board of a Dameo file: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runArgs("pdn", "check", "--variant", "italian", game); code != 1 || !strings.Contains(errOut, "is dameo, not italian") {
		t.Errorf("pdn check --variant italian of a Dameo file: exit %d\n%s", code, errOut)
	}
}
