package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
)

// fileKind is what a file dialog is for: the extensions it shows and the
// setting that keeps, per club, the folder last used for such files.
type fileKind struct {
	exts    []string
	setting string
}

// The kinds of files the window reads and writes. A backup has an
// extension of its own, so that the club's .db file never shows in a
// backup's save dialog (Fyne's save dialog empties the file it is given).
var (
	recordFiles = fileKind{[]string{".xima", ".ximaera", ".xana", ".xoliba", ".maxima", ".txt"}, "folder.records"}
	clubFiles   = fileKind{[]string{".json"}, "folder.club"}
	backupFiles = fileKind{[]string{".ximabackup"}, "folder.backups"}
)

// FilePick asks the user for a file: one to read, or (Save) a name to
// write under, suggesting Name, in the folder Dir, showing the files
// whose names end in one of Exts.
type FilePick struct {
	Save bool
	Dir  string
	Name string
	Exts []string
	// Done gets the file's path; it is not called when the user cancels.
	Done func(path string)
}

// pickFile asks for a file of kind k in the folder last used for such
// files in this club (the documents folder at first), and remembers the
// folder of the file picked. The folder is looked at off the UI
// goroutine; the dialog opens on it.
func (s *Shell) pickFile(k fileKind, save bool, name string, done func(path string)) {
	last := s.setting(k.setting)
	go func() {
		dir := existingDir(last)
		s.Post(func() {
			p := FilePick{Save: save, Dir: dir, Name: name, Exts: k.exts, Done: func(path string) {
				s.saveSetting(k.setting, filepath.Dir(path))
				done(path)
			}}
			if s.opt.PickFile != nil {
				s.opt.PickFile(p)
				return
			}
			s.showFileDialog(p)
		})
	}()
}

// existingDir returns dir when it is a folder, or else the user's
// documents folder, or else their home ("" when there is none).
func existingDir(dir string) string {
	home, _ := os.UserHomeDir()
	for _, d := range []string{dir, filepath.Join(home, "Documents"), home} {
		if info, err := os.Stat(d); d != "" && err == nil && info.IsDir() {
			return d
		}
	}
	return ""
}

// showFileDialog is FilePick through Fyne's file dialog, sized to most of
// the window.
func (s *Shell) showFileDialog(p FilePick) {
	var d *dialog.FileDialog
	if p.Save {
		d = dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			switch {
			case err != nil:
				s.ShowError(err)
			case w != nil:
				// The file is written beside it and renamed over it.
				w.Close()
				p.Done(w.URI().Path())
			}
		}, s.win)
		d.SetFileName(p.Name)
	} else {
		d = dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			switch {
			case err != nil:
				s.ShowError(err)
			case r != nil:
				r.Close()
				p.Done(r.URI().Path())
			}
		}, s.win)
	}
	d.SetFilter(fynestorage.NewExtensionFileFilter(p.Exts))
	if p.Dir != "" {
		if l, err := fynestorage.ListerForURI(fynestorage.NewFileURI(p.Dir)); err == nil {
			d.SetLocation(l)
		}
	}
	size := s.win.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width*0.9, size.Height*0.9))
	d.Show()
}

// writeBeside writes a file through write: to a file beside path first,
// renamed to path once complete, so that a failed write leaves no half
// file and whatever was at path stays as it was (Fyne's save dialog
// leaves an empty file there, which a failure removes).
func writeBeside(path string, write func(w io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".partial-*")
	if err != nil {
		return err
	}
	err = write(tmp)
	err = errors.Join(err, tmp.Sync(), tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		if info, statErr := os.Stat(path); statErr == nil && info.Size() == 0 {
			os.Remove(path)
		}
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
