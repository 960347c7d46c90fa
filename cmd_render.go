package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"xima/games/xima"
	"xima/internal/atomicfile"
	"xima/render3d"
)

// runRender draws the Xima position after a record (none: the opening
// position) to a PNG file, headless: for handouts, thumbnails and tests.
// It needs an X display with OpenGL 3.3 (Xvfb and Mesa will do).
func runRender(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(stderr)
	view := fs.String("view", "iso", "top (as the 2D notation) or iso (three-quarter)")
	size := fs.String("size", "1280x720", "picture size WxH in pixels")
	out := fs.String("out", "", "the PNG file to write (required; an existing one only with --force)")
	force := fs.Bool("force", false, "replace an existing FILE.png (a regular file only: never a link, directory or device)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: xima render [--view top|iso] [--size WxH] [--force] --out FILE.png [RECORD|-]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if *out == "" {
		return usageError("render: --out FILE.png is required")
	}
	if *view != "top" && *view != "iso" {
		return usageError("render: --view %s (want top or iso)", *view)
	}
	w, h, err := parseSize(*size)
	if err != nil {
		return usageError("render: %v", err)
	}
	rec, err := readRecord(fs.Args(), stdin, true)
	if err != nil {
		return err
	}
	if name := gameName(rec); !strings.EqualFold(name, "Xima") {
		return fmt.Errorf("render: %w %q (render draws Xima)", errUnknownGame, name)
	}
	g, err := xima.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	img, err := render3d.RenderImage(g.State(), *view, w, h)
	if err != nil {
		return err
	}
	return writePNG(*out, *force, img)
}

// parseSize reads "WxH" (each 1 to 8192).
func parseSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil || w < 1 || h < 1 || w > 8192 || h > 8192 {
		return 0, 0, fmt.Errorf("--size %q (want WxH, e.g. 1280x720, each 1 to 8192)", s)
	}
	return w, h, nil
}

// writePNG writes img to path as a PNG through atomicfile.Write: beside it, then
// renamed; an existing file is replaced only with force, and only a
// regular one, keeping its mode.
func writePNG(path string, force bool, img image.Image) error {
	err := atomicfile.Write(path, force, 0o666, func(w io.Writer) error { return png.Encode(w, img) })
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("render: %s: %w (--force replaces it)", path, fs.ErrExist)
	}
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	return nil
}
