package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"xima/assets"
	"xima/storage"
	"xima/ui"
)

// runGUI opens the window on the database named by --db (the user's
// default one otherwise), showing the record file given, if any.
func runGUI(ctx context.Context, args []string, stderr io.Writer) error {
	start := time.Now()
	fs := flag.NewFlagSet("xima", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", "", "the database file (default: the user's data directory)")
	startupCheck := fs.Bool("startup-check", false, "print how long the window took to become interactive, then quit")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if fs.NArg() > 1 {
		return usageError("one record at a time, got %d", fs.NArg())
	}
	path := *dbPath
	if path == "" {
		var err error
		if path, err = storage.DefaultPath(); err != nil {
			return err
		}
	}
	a := app.NewWithID("org.xima.app")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	var onStarted func()
	if *startupCheck {
		onStarted = func() {
			fmt.Fprintf(stderr, "interactive after %v\n", time.Since(start).Round(time.Millisecond))
			go fyne.Do(a.Quit)
		}
	}
	var open func(*ui.Shell) error
	if fs.NArg() == 1 {
		open = func(s *ui.Shell) error {
			f, err := os.Open(fs.Arg(0))
			if err != nil {
				return err
			}
			defer f.Close()
			return s.OpenRecord(fs.Arg(0), f)
		}
	}
	return ui.Run(ctx, a, path, ui.Options{}, open, onStarted)
}
