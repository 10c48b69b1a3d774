// Tests of the board command's pictures and PDN positions.

package main

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBoardPictures(t *testing.T) {
	dir := t.TempDir()
	svg, pic := filepath.Join(dir, "b.svg"), filepath.Join(dir, "b.png")
	code, out, errOut := runArgs("board", "--variant", "dameo", "--fen", "W:Wa1,Kd4:Bh8", "--svg", svg, "--png", pic, "--flip")
	if code != 0 || !strings.Contains(out, "wrote "+svg) || !strings.Contains(out, "wrote "+pic) {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	data, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "data-square="); n != 64+3 || !strings.Contains(string(data), `data-square="d4" data-piece="W"`) ||
		!strings.Contains(string(data), `data-flip="true"`) {
		t.Fatalf("SVG: %d data-square attributes (64 squares and 3 pieces wanted), or no king on d4, or not flipped", n)
	}
	f, err := os.Open(pic)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if img, err := png.Decode(f); err != nil || img.Bounds().Dx() < 400 {
		t.Fatalf("PNG: %v", err)
	}
}

func TestBoardFromPDN(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "g.pdn")
	text := "[Event \"a\"]\n\n1. 22-18 12-16 2. 18-14 *\n\n[Event \"b\"]\n\n1. 21-17 *\n"
	if err := os.WriteFile(games, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	svg := filepath.Join(dir, "g.svg")
	code, out, errOut := runArgs("board", "--pdn", games, "--ply", "3", "--svg", svg)
	if code != 0 || !strings.Contains(out, "B:W14,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,16") {
		t.Fatalf("game 1 ply 3: exit %d: %s%s", code, out, errOut)
	}
	if data, _ := os.ReadFile(svg); !strings.Contains(string(data), `class="sq dark last" data-square="14"`) {
		t.Fatal("the last move's squares are not marked")
	}
	code, out, _ = runArgs("board", "--pdn", games, "--game", "2")
	if code != 0 || !strings.Contains(out, "FEN B:W17,") {
		t.Fatalf("game 2 diagram: exit %d: %s", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"board", "--pdn", games, "--game", "3"}, "--game 3: " + games + " has 2 games"},
		{[]string{"board", "--pdn", games, "--ply", "9"}, "--ply 9: game 1 has 3 plies"},
		{[]string{"board", "--pdn", games, "--fen", "W:W1:B2"}, "exclude each other"},
		{[]string{"board", "--pdn", filepath.Join(dir, "none.pdn")}, "no such file"},
	} {
		code, _, errOut := runArgs(c.args...)
		if code == 0 || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
	}
}
