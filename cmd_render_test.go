package main

import (
	"context"
	"errors"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xima/internal/testfs"
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

// TestRenderCommandOut checks how --out treats what is already there: an
// existing picture is replaced only with --force (keeping its mode),
// anything but a regular file never, and a failed render leaves the old
// picture as it was.
func TestRenderCommandOut(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.png")
	write := func(path, s string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(old, "a user's picture")
	if err := os.Chmod(old, 0o640); err != nil {
		t.Fatal(err)
	}
	_, err := runCLI(t, "", "render", "--size", "64x48", "--out", old)
	if !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), "--force") {
		t.Errorf("over an existing file: %v, want it refused, naming --force", err)
	}
	if got := testfs.Content(old); got != "a user's picture" {
		t.Errorf("refused, yet the file holds %q", got)
	}
	// A failed render with --force leaves the old picture.
	if _, err := runCLI(t, "1. -G2 -G4 2. -G12 G4G9", "render", "--force", "--out", old, "-"); err == nil {
		t.Errorf("an illegal record rendered")
	}
	if got := testfs.Content(old); got != "a user's picture" {
		t.Errorf("a failed render left %q", got)
	}
	if _, err := runCLI(t, "", "render", "--force", "--size", "64x48", "--out", old); err != nil {
		t.Fatalf("--force: %v", err)
	}
	if b := readPNG(t, old).Bounds(); b.Dx() != 64 || b.Dy() != 48 {
		t.Errorf("--force: picture %v", b)
	}
	if fi, err := os.Stat(old); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("--force: mode %v (%v), want the old -rw-r-----", fi.Mode(), err)
	}

	// Never through a link, over a directory or a device, even with --force.
	target := filepath.Join(dir, "target.png")
	write(target, "behind the link")
	link := filepath.Join(dir, "link.png")
	sub := filepath.Join(dir, "sub.png")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	refused := map[string]string{sub: "a directory"}
	if err := os.Symlink(target, link); err == nil {
		refused[link] = "a symbolic link"
	}
	if fi, err := os.Lstat(os.DevNull); err == nil && fi.Mode()&fs.ModeDevice != 0 {
		refused[os.DevNull] = "a device"
	}
	for path, what := range refused {
		for _, force := range []bool{false, true} {
			args := []string{"render", "--size", "64x48", "--out", path}
			if force {
				args = append(args, "--force")
			}
			_, err := runCLI(t, "", args...)
			if err == nil || !strings.Contains(err.Error(), what) || !strings.Contains(err.Error(), "not a regular file") {
				t.Errorf("%v: %v, want it refused as %s", args, err, what)
			}
		}
	}
	if got := testfs.Content(target); got != "behind the link" {
		t.Errorf("the file behind the link holds %q", got)
	}
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a %v", fi.Mode())
	}
	// Nothing left beside the pictures.
	if got := testfs.Names(t, dir); !slices.Equal(got, []string{"link.png", "old.png", "sub.png", "target.png"}) {
		t.Errorf("the directory holds %v", got)
	}
}

func TestRenderUsageNamesForce(t *testing.T) {
	var stderr strings.Builder
	err := runRender(context.Background(), []string{"-h"}, strings.NewReader(""), io.Discard, &stderr)
	if err == nil || !strings.Contains(stderr.String(), "[--force]") || !strings.Contains(stderr.String(), "replace an existing") {
		t.Errorf("usage: %v\n%s", err, stderr.String())
	}
}
