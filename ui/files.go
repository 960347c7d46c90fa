package ui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/internal/atomicfile"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// fileKind is what a file dialog is for: the extensions it shows and the
// setting that keeps, per club, the folder last used for such files.
type fileKind struct {
	exts    []string
	setting string
}

// recordFiles are the record files: each game's extension (its catalog
// kind's) and plain text.
func (s *Shell) recordFiles() fileKind {
	var exts []string
	for _, k := range s.gameKinds() {
		if k.Extension != "" {
			exts = append(exts, k.Extension)
		}
	}
	return fileKind{append(exts, ".txt"), "folder.records"}
}

// The kinds of files the window reads and writes. A backup has an
// extension of its own, so that the club's .db file never shows in a
// backup's save dialog (Fyne's save dialog empties the file it is given).
var (
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
	widgets.Background(s, s.screen, func(context.Context) (string, error) {
		return existingDir(last), nil
	}, func(dir string) {
		p := FilePick{Save: save, Dir: dir, Name: name, Exts: k.exts, Done: func(path string) {
			if save && isClubFile(path, s.clubPath()) {
				s.ShowError(errClubFile())
				return
			}
			s.saveSetting(k.setting, filepath.Dir(path))
			done(path)
		}}
		if s.opt.PickFile != nil {
			s.opt.PickFile(p)
			return
		}
		s.showFileDialog(p)
	})
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
// the window; a save goes through showSaveDialog.
func (s *Shell) showFileDialog(p FilePick) {
	if p.Save {
		s.showSaveDialog(p)
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		switch {
		case err != nil:
			s.ShowError(err)
		case r != nil:
			r.Close()
			// A URI's path has forward slashes: the file's name in
			// messages is the system's own (backslashes on Windows).
			p.Done(filepath.FromSlash(r.URI().Path()))
		}
	}, s.win)
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

// writeBeside writes a file through write as atomicfile.Write does,
// replacing what is at path; a failed write also removes the empty file
// that a save dialog may have made at path.
func writeBeside(path string, write func(w io.Writer) error) error {
	err := atomicfile.Write(path, true, 0o666, write)
	if err != nil {
		if info, statErr := os.Lstat(path); statErr == nil && info.Mode().IsRegular() && info.Size() == 0 {
			os.Remove(path)
		}
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// showSaveDialog asks for a name to write under: a folder (chosen with
// Fyne's folder dialog, which writes nothing) and a file name. Fyne's own
// save dialog opens the chosen file for writing, which empties it, before
// the caller can look at the name: typed over the club's open database it
// would destroy the club. Here nothing is touched until the name is checked
// and, for a file that exists, the overwrite confirmed.
func (s *Shell) showSaveDialog(p FilePick) {
	dir := p.Dir
	folder := widget.NewLabel(dir)
	folder.Truncation = fyne.TextTruncateEllipsis
	choose := widget.NewButtonWithIcon(lang.L("Folder…"), theme.FolderOpenIcon(), func() {
		d := dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
			if err == nil && l != nil {
				dir = l.Path()
				folder.SetText(dir)
			}
		}, s.win)
		if dir != "" {
			if l, err := fynestorage.ListerForURI(fynestorage.NewFileURI(dir)); err == nil {
				d.SetLocation(l)
			}
		}
		size := s.win.Canvas().Size()
		d.Resize(fyne.NewSize(size.Width*0.9, size.Height*0.9))
		d.Show()
	})
	name := widget.NewEntry()
	name.SetText(p.Name)
	form := dialog.NewForm(lang.L("Save as"), lang.L("Save"), lang.L("Cancel"), []*widget.FormItem{
		widget.NewFormItem(lang.L("Folder"), container.NewBorder(nil, nil, nil, choose, folder)),
		widget.NewFormItem(lang.L("File name"), name),
	}, func(ok bool) {
		if !ok {
			return
		}
		path, err := savePath(dir, name.Text, p.Exts, s.clubPath())
		if err != nil {
			s.ShowError(err)
			return
		}
		if _, err := os.Stat(path); err == nil {
			dialog.ShowConfirm(lang.L("Replace the file?"),
				lang.L("{{.Name}} already exists. Replace it?", map[string]any{"Name": filepath.Base(path)}),
				func(yes bool) {
					if yes {
						p.Done(path)
					}
				}, s.win)
			return
		}
		p.Done(path)
	}, s.win)
	form.Resize(fyne.NewSize(min(640, s.win.Canvas().Size().Width*0.9), form.MinSize().Height))
	form.Show()
	s.win.Canvas().Focus(name)
}

// clubPath is the club's database file ("" when none is open).
func (s *Shell) clubPath() string {
	if s.db == nil {
		return ""
	}
	return s.db.Path()
}

// errClubFile refuses a save over the club's own database, in the
// player's language.
func errClubFile() error {
	return errors.New(lang.L("That is the club's own file, which is open: choose another name."))
}

// savePath is the file a save writes: name in dir, given the first of exts
// when it has none of them. It refuses an empty name, a name with a
// folder in it, and the club's database or its SQLite companions.
func savePath(dir, name string, exts []string, club string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "" || name == "." || name == "..":
		return "", errors.New(lang.L("The file needs a name."))
	case strings.ContainsRune(name, filepath.Separator) || strings.ContainsRune(name, '/'):
		return "", errors.New(lang.L("{{.Name}}: give a file name, without a folder.", map[string]any{"Name": name}))
	case dir == "":
		return "", errors.New(lang.L("Choose a folder first."))
	}
	if len(exts) > 0 && !slices.ContainsFunc(exts, func(e string) bool { return strings.HasSuffix(strings.ToLower(name), e) }) {
		name += exts[0]
	}
	path := filepath.Join(dir, name)
	if club != "" && isClubFile(path, club) {
		return "", errClubFile()
	}
	return path, nil
}

// isClubFile reports whether path is the club's database or one of the
// files SQLite keeps beside it, by name or (through links) by identity.
func isClubFile(path, club string) bool {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		c := club + suffix
		if filepath.Clean(path) == filepath.Clean(c) {
			return true
		}
		a, errA := os.Stat(path)
		b, errB := os.Stat(c)
		if errA == nil && errB == nil && os.SameFile(a, b) {
			return true
		}
	}
	return false
}
