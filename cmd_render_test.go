package main

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// These tests draw with OpenGL: run them under Xvfb (make test does).

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

func TestRenderCommand(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.xima")
	if err := os.WriteFile(rec, []byte("1. -G2 -G4 2. -A1 -H2 3. -K1 H2G2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args  []string
		stdin string
		w, h  int
	}{
		{[]string{"--out", "opening.png"}, "", 1280, 720},
		{[]string{"--view", "top", "--size", "300x200", "--out", "file.png", rec}, "", 300, 200},
		{[]string{"--view", "iso", "--size", "320X240", "--out", "stdin.png", "-"}, "1. -G2 -G12", 320, 240},
	} {
		out := filepath.Join(dir, tc.args[len(tc.args)-1])
		args := append([]string{"render"}, tc.args...)
		for i, a := range args {
			if a == "--out" {
				args[i+1] = filepath.Join(dir, args[i+1])
				out = args[i+1]
			}
		}
		stdout, err := runCLI(t, tc.stdin, args...)
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if stdout != "" {
			t.Errorf("%v printed %q", tc.args, stdout)
		}
		if b := readPNG(t, out).Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
			t.Errorf("%v: picture %v, want %dx%d", tc.args, b, tc.w, tc.h)
		}
	}
}

func TestRenderCommandErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	for _, tc := range []struct {
		stdin string
		args  []string
		want  string
		usage bool
	}{
		{"", []string{"render"}, "--out FILE.png is required", true},
		{"", []string{"render", "--view", "side", "--out", out}, "--view side", true},
		{"", []string{"render", "--size", "12", "--out", out}, `--size "12"`, true},
		{"", []string{"render", "--size", "0x10", "--out", out}, `--size "0x10"`, true},
		{"", []string{"render", "--out", out, "a", "b"}, "one record at a time", true},
		{"1. -G2 -G4 2. -G12 G4G9", []string{"render", "--out", out, "-"}, "move 2: G4G9: illegal action", false},
		{"[Game \"Xana\"]\n", []string{"render", "--out", out, "-"}, "unknown game", false},
	} {
		_, err := runCLI(t, tc.stdin, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: err %v, want %q", tc.args, err, tc.want)
			continue
		}
		var ee *exitError
		if isUsage := errors.As(err, &ee) && ee.code == 2; isUsage != tc.usage {
			t.Errorf("%v: usage error %v, want %v", tc.args, isUsage, tc.usage)
		}
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a failed render left %s behind", out)
	}
}
